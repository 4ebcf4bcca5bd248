import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { OrganizationEntity } from '../organizations/index.js';

/** A sponsor company of an organization (docs/domain.md, "Sponsors"). Archived, never deleted. */
@Entity({ name: 'companies' })
// One tax number per organization (blank numbers are stored as null and never collide).
@Index('companies_organization_tax_number_key', ['organizationId', 'taxNumber'], {
  unique: true,
  where: '"tax_number" IS NOT NULL',
})
// The list in alphabet order (arena_sort_key(name), then id) and the substring search on the name
// (pg_trgm GIN): expression and operator-class indexes TypeORM cannot express, written by hand in the
// migration and left alone by synchronisation and drift checks.
@Index('companies_organization_sort_idx', { synchronize: false })
@Index('companies_name_trgm_idx', { synchronize: false })
export class CompanyEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId: string;

  @ManyToOne(() => OrganizationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id', foreignKeyConstraintName: 'companies_organization_id_fkey' })
  organization?: OrganizationEntity;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  /** Turkish VKN: 10 digits with a check digit (companies.validation.ts). */
  @Column({ name: 'tax_number', type: 'varchar', length: 10, nullable: true })
  taxNumber: string | null;

  @Column({ name: 'tax_office', type: 'varchar', length: 100, nullable: true })
  taxOffice: string | null;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  logo: string | null;

  @Column({ type: 'citext', nullable: true })
  email: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  phone: string | null;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  website: string | null;

  @Column({ name: 'archived_at', type: 'timestamptz', nullable: true })
  archivedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

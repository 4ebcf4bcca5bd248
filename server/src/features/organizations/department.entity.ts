import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { OrganizationEntity } from './organization.entity.js';

export const SPORTS = [
  'football',
  'basketball',
  'volleyball',
  'swimming',
  'water_polo',
  'handball',
  'tennis',
  'athletics',
  'gymnastics',
  'wrestling',
  'judo',
  'taekwondo',
  'chess',
  'other',
] as const;
export type Sport = (typeof SPORTS)[number];

/** A sport or age section of an organization, across its branches. */
@Entity({ name: 'departments' })
export class DepartmentEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('departments_organization_id_idx')
  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId: string;

  @ManyToOne(() => OrganizationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id', foreignKeyConstraintName: 'departments_organization_id_fkey' })
  organization?: OrganizationEntity;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  /** One of SPORTS (the schema's enum Sport). */
  @Column({ type: 'varchar', length: 60, default: 'other' })
  sport: Sport;

  /** Set when archived (never hard-deleted): lists hide it unless an admin asks for archived rows. */
  @Column({ name: 'archived_at', type: 'timestamptz', nullable: true })
  archivedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

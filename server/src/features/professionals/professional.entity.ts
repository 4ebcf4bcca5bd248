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
import { UserEntity } from '../users/index.js';

/**
 * A person who works for an organization (docs/domain.md): a user of it with a title, specialties and a
 * bio. A user is a professional of an organization at most once (archived records included: restore
 * one instead of making a second). Their team staff rows give them their teams.
 */
@Entity({ name: 'professionals' })
@Index('professionals_organization_user_key', ['organizationId', 'userId'], { unique: true })
export class ProfessionalEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId: string;

  @ManyToOne(() => OrganizationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id', foreignKeyConstraintName: 'professionals_organization_id_fkey' })
  organization?: OrganizationEntity;

  /** The person's account; deleting the account deletes the record (and its staff rows). */
  @Index('professionals_user_id_idx')
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'professionals_user_id_fkey' })
  user?: UserEntity;

  @Column({ type: 'varchar', length: 100 })
  title: string;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  specialties: string[];

  @Column({ type: 'text', nullable: true })
  bio: string | null;

  @Column({ name: 'archived_at', type: 'timestamptz', nullable: true })
  archivedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

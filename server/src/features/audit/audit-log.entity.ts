import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { OrganizationEntity } from '../organizations/index.js';
import type { Translations } from '../../shared/localized-text.js';
import { UserEntity } from '../users/index.js';

/** What an audit row records: a read of health data, or the kind of change. */
export const AUDIT_ACTIONS = [
  'read_health',
  'create',
  'update',
  'archive',
  'restore',
  'move',
  'grant',
  'withdraw',
  'link',
  'unlink',
  'delete',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * One row of an organization's audit log: who did what to which row, when, with the row before and
 * after a change. Written in the transaction of the change it records (so a change that fails leaves
 * no row) and never updated or deleted by the application.
 */
@Entity({ name: 'audit_log' })
// The log page: one organization's rows, newest first, then write order (the page cursor).
@Index('audit_log_organization_created_idx', ['organizationId', 'createdAt', 'seq'])
// Every organization's rows, newest first: the super admin's log without an organization.
@Index('audit_log_created_idx', ['createdAt', 'seq'])
// Everything recorded about one row.
@Index('audit_log_entity_idx', ['organizationId', 'entityType', 'entityId'])
export class AuditLogEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId: string;

  @ManyToOne(() => OrganizationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id', foreignKeyConstraintName: 'audit_log_organization_id_fkey' })
  organization?: OrganizationEntity;

  /** Who acted; null for the system (seeds, jobs) or an account deleted since. */
  @Index('audit_log_actor_user_id_idx')
  @Column({ name: 'actor_user_id', type: 'uuid', nullable: true })
  actorUserId: string | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'actor_user_id', foreignKeyConstraintName: 'audit_log_actor_user_id_fkey' })
  actor?: UserEntity | null;

  @Column({ type: 'enum', enum: AUDIT_ACTIONS, enumName: 'audit_action' })
  action: AuditAction;

  /** The kind of row, e.g. `athlete`, `guardian_link`, `consent`, `company`, `sponsorship`. */
  @Column({ name: 'entity_type', type: 'varchar', length: 64 })
  entityType: string;

  @Column({ name: 'entity_id', type: 'uuid' })
  entityId: string;

  /** A short human-readable line (e.g. the athlete's name and the field group read). */
  @Column({ type: 'varchar', length: 500, nullable: true })
  summary: string | null;

  /** The summary in the other languages (`{ tr: { summary } }`), read through shared/localized-text.ts. */
  @Column({ type: 'jsonb', nullable: true })
  translations: Translations | null;

  @Column({ type: 'jsonb', nullable: true })
  before: unknown;

  @Column({ type: 'jsonb', nullable: true })
  after: unknown;

  /** clock_timestamp(): rows written in one transaction keep the time each was written at. */
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'clock_timestamp()' })
  createdAt: Date;

  /**
   * Write order, breaking ties between rows of the same instant (a clock may tick in milliseconds, as
   * the embedded database's does). A bigint, read as decimal text.
   */
  @Column({ type: 'bigint', generated: 'identity', generatedIdentity: 'ALWAYS' })
  seq: string;
}

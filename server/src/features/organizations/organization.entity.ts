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
import { SubscriptionPlanEntity } from '../subscriptions/index.js';

export const ORGANIZATION_TYPES = ['school', 'club', 'federation'] as const;
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number];

/** The tenant: every domain row belongs to exactly one organization. */
@Entity({ name: 'organizations' })
export class OrganizationEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Index('organizations_slug_key', { unique: true })
  @Column({ type: 'citext' })
  slug: string;

  @Column({ type: 'enum', enum: ORGANIZATION_TYPES, enumName: 'organization_type' })
  type: OrganizationType;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  logo: string | null;

  @Column({ type: 'citext', nullable: true })
  email: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  phone: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  address: string | null;

  @Column({ type: 'varchar', length: 5, default: 'tr' })
  locale: string;

  /** The IANA time zone its schedule is kept in (events repeat in it). */
  @Column({ name: 'time_zone', type: 'varchar', length: 64, default: 'Europe/Istanbul' })
  timeZone: string;

  @Column({ name: 'subscription_plan_id', type: 'uuid', nullable: true })
  subscriptionPlanId: string | null;

  @ManyToOne(() => SubscriptionPlanEntity, { onDelete: 'SET NULL' })
  @JoinColumn({
    name: 'subscription_plan_id',
    foreignKeyConstraintName: 'organizations_subscription_plan_id_fkey',
  })
  subscriptionPlan?: SubscriptionPlanEntity;

  @Column({ name: 'storage_used_bytes', type: 'bigint', default: 0 })
  storageUsedBytes: string;

  /** Set when archived (never hard-deleted): lists hide it, its members keep their rows. */
  @Column({ name: 'archived_at', type: 'timestamptz', nullable: true })
  archivedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

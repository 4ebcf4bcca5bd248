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
import { LANGUAGES, type Language } from '../../shared/language.js';
import { OrganizationEntity } from '../organizations/index.js';
import { SubscriptionPlanEntity } from '../subscriptions/index.js';

export const PRESENCE_STATUSES = ['online', 'away', 'busy', 'not_visible'] as const;
export type PresenceStatus = (typeof PRESENCE_STATUSES)[number];

export const ACCOUNT_STATUSES = ['active', 'inactive', 'suspended'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** Everyone who can sign in. Presence (`status`) is what others see; `accountStatus` decides access. */
@Entity({ name: 'users' })
// Substring search on name and email (pg_trgm GIN). TypeORM cannot express operator classes, so these
// two are created by hand in the UserAdmin migration and left alone by synchronisation and drift checks.
@Index('users_name_trgm_idx', { synchronize: false })
@Index('users_email_trgm_idx', { synchronize: false })
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Index('users_email_key', { unique: true })
  @Column({ type: 'citext' })
  email: string;

  @Column({ name: 'password_hash', type: 'varchar', length: 255 })
  passwordHash: string;

  /** When the password was last set (a reset, an invitation accepted). */
  @Column({ name: 'password_changed_at', type: 'timestamptz', default: () => 'now()' })
  passwordChangedAt: Date;

  /**
   * Put in every access token; a token whose version differs is refused. Bumped to revoke every token
   * of the user at once: a password reset, a suspension or deactivation (so re-activating brings none back).
   */
  @Column({ name: 'token_version', type: 'integer', default: 0 })
  tokenVersion: number;

  /** An avatar address or same-site path; null with an uploaded picture (`hasAvatarImage`) or none. */
  @Column({ type: 'varchar', length: 2048, nullable: true })
  avatar: string | null;

  /**
   * Whether the user uploaded a picture, kept in user_avatar_images: up to 1.4 MB that the token check
   * reading this row on every request must not carry.
   */
  @Column({ name: 'has_avatar_image', type: 'boolean', default: false })
  hasAvatarImage: boolean;

  /** The interface language the user saved on the account; null until they choose one. */
  @Column({ type: 'enum', enum: LANGUAGES, enumName: 'interface_language', nullable: true })
  language: Language | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  phone: string | null;

  @Column({ type: 'enum', enum: PRESENCE_STATUSES, enumName: 'presence_status', default: 'online' })
  status: PresenceStatus;

  @Column({
    name: 'account_status',
    type: 'enum',
    enum: ACCOUNT_STATUSES,
    enumName: 'account_status',
    default: 'active',
  })
  accountStatus: AccountStatus;

  @Column({ type: 'varchar', length: 200, nullable: true })
  company: string | null;

  /** The tenant the user belongs to; a super admin may belong to none. */
  @Index('users_organization_id_idx')
  @Column({ name: 'organization_id', type: 'uuid', nullable: true })
  organizationId: string | null;

  @ManyToOne(() => OrganizationEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'organization_id', foreignKeyConstraintName: 'users_organization_id_fkey' })
  organization?: OrganizationEntity;

  @Column({ name: 'subscription_plan_id', type: 'uuid', nullable: true })
  subscriptionPlanId: string | null;

  @ManyToOne(() => SubscriptionPlanEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'subscription_plan_id', foreignKeyConstraintName: 'users_subscription_plan_id_fkey' })
  subscriptionPlan?: SubscriptionPlanEntity;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

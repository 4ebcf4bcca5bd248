import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';
import type { Translations } from '../../shared/localized-text.js';

/** A plan an organization or a user subscribes to (spec 000 §9): Free, Basic, Premium, Enterprise. */
@Entity({ name: 'subscription_plans' })
export class SubscriptionPlanEntity {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Index('subscription_plans_name_key', { unique: true })
  @Column({ type: 'varchar', length: 60 })
  name: string;

  @Column({ type: 'varchar', length: 500 })
  description: string;

  /** Monthly price in USD, exact to the cent. */
  @Column({ type: 'numeric', precision: 10, scale: 2 })
  price: string;

  /** Storage quota in bytes; null means unlimited. */
  @Column({ name: 'storage_quota_bytes', type: 'bigint', nullable: true })
  storageQuotaBytes: string | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  features: string[];

  /**
   * The name, description and features in the other interface languages (shared/localized-text.ts);
   * `features` as one line per feature.
   */
  @Column({ type: 'jsonb', nullable: true })
  translations: Translations | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

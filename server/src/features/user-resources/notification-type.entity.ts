import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';
import type { Translations } from '../../shared/localized-text.js';

/** A channel or category of notifications (spec 001 §9), on or off by default. */
@Entity({ name: 'notification_types' })
export class NotificationTypeEntity {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Index('notification_types_name_key', { unique: true })
  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 500 })
  description: string;

  @Column({ name: 'default_enabled', type: 'boolean' })
  defaultEnabled: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** The text in the other interface languages (shared/localized-text.ts); null for text people wrote. */
  @Column({ type: 'jsonb', nullable: true })
  translations: Translations | null;
}

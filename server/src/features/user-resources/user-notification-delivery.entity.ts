import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../users/index.js';
import { NotificationTypeEntity } from './notification-type.entity.js';
import type { Translations } from '../../shared/localized-text.js';

export interface NotificationData {
  title: string;
  message: string;
}

/** One notification sent (or being sent) to a user: the delivery log behind api/users/{id}/notifications. */
@Entity({ name: 'user_notification_deliveries' })
export class UserNotificationDeliveryEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('user_notification_deliveries_user_id_idx')
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'user_notification_deliveries_user_id_fkey' })
  user?: UserEntity;

  @Index('user_notification_deliveries_notification_type_id_idx')
  @Column({ name: 'notification_type_id', type: 'uuid', nullable: true })
  notificationTypeId: string | null;

  @ManyToOne(() => NotificationTypeEntity, { onDelete: 'SET NULL' })
  @JoinColumn({
    name: 'notification_type_id',
    foreignKeyConstraintName: 'user_notification_deliveries_notification_type_id_fkey',
  })
  notificationType?: NotificationTypeEntity;

  @Column({ name: 'additional_data', type: 'jsonb' })
  additionalData: NotificationData;

  @Column({ name: 'last_try_at', type: 'timestamptz', nullable: true })
  lastTryAt: Date | null;

  @Column({ name: 'try_count', type: 'integer', default: 0 })
  tryCount: number;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  @Column({ name: 'read_at', type: 'timestamptz', nullable: true })
  readAt: Date | null;

  /** The text in the other interface languages (shared/localized-text.ts); null for text people wrote. */
  @Column({ type: 'jsonb', nullable: true })
  translations: Translations | null;
}

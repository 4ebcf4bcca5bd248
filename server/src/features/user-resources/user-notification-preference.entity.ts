import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../users/index.js';
import { NotificationTypeEntity } from './notification-type.entity.js';

/** A user's own choice for one notification type; without a row the type's default applies. */
@Entity({ name: 'user_notification_preferences' })
@Index('user_notification_preferences_user_type_key', ['userId', 'notificationTypeId'], { unique: true })
export class UserNotificationPreferenceEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'user_notification_preferences_user_id_fkey' })
  user?: UserEntity;

  @Column({ name: 'notification_type_id', type: 'uuid' })
  notificationTypeId: string;

  @ManyToOne(() => NotificationTypeEntity, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'notification_type_id',
    foreignKeyConstraintName: 'user_notification_preferences_notification_type_id_fkey',
  })
  notificationType?: NotificationTypeEntity;

  @Column({ type: 'boolean' })
  enabled: boolean;
}

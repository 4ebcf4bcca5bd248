import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { UserEntity } from '../users/index.js';
import {
  MAIL_LABEL_COLORS,
  MAIL_LAYOUTS,
  type MailLabelColorValue,
  type MailLayoutValue,
} from './mail.constants.js';

/** A label of one user's mailbox; titles are unique per mailbox regardless of case, slugs too. */
@Entity({ name: 'mail_labels' })
@Index('mail_labels_owner_title_key', { synchronize: false })
@Index('mail_labels_owner_slug_key', ['ownerUserId', 'slug'], { unique: true })
export class MailLabelEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'owner_user_id', type: 'uuid' })
  ownerUserId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'owner_user_id', foreignKeyConstraintName: 'mail_labels_owner_user_id_fkey' })
  owner?: UserEntity;

  @Column({ type: 'varchar', length: 40 })
  title: string;

  @Column({ type: 'varchar', length: 60 })
  slug: string;

  @Column({ type: 'enum', enum: MAIL_LABEL_COLORS, enumName: 'mail_label_color' })
  color: MailLabelColorValue;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** One user's mailbox settings; a user without a row has the defaults. */
@Entity({ name: 'mail_settings' })
export class MailSettingsEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'mail_settings_user_id_fkey' })
  user?: UserEntity;

  @Column({
    name: 'message_layout',
    type: 'enum',
    enum: MAIL_LAYOUTS,
    enumName: 'mail_message_layout',
    default: 'right',
  })
  messageLayout: MailLayoutValue;
}

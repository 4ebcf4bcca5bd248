import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { UserEntity } from '../users/index.js';
import type { Translations } from '../../shared/localized-text.js';

export const INBOX_KINDS = ['message', 'notification'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/**
 * A message or a notification of one user (spec 000 §3): the two have the same fields and rules, so
 * they share one table told apart by `kind`. Title and description hold sanitised HTML.
 */
@Entity({ name: 'inbox_items' })
@Index('inbox_items_user_kind_time_idx', ['userId', 'kind', 'time'])
export class InboxItemEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'inbox_items_user_id_fkey' })
  user?: UserEntity;

  @Column({ type: 'enum', enum: INBOX_KINDS, enumName: 'inbox_item_kind' })
  kind: InboxKind;

  // text: sanitising may lengthen the input (entities), the length rules apply to what the user sent.
  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  icon: string | null;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  image: string | null;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  link: string | null;

  @Column({ name: 'use_router', type: 'boolean', default: false })
  useRouter: boolean;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  time: Date;

  @Column({ type: 'boolean', default: false })
  read: boolean;

  @Column({ type: 'boolean', default: false })
  seen: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** The text in the other interface languages (shared/localized-text.ts); null for text people wrote. */
  @Column({ type: 'jsonb', nullable: true })
  translations: Translations | null;
}

import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { UserEntity } from '../users/index.js';
import { ConversationEntity } from './conversation.entity.js';
import type { Translations } from '../../shared/localized-text.js';

/** One message of a conversation: plain text, never HTML. */
@Entity({ name: 'chat_messages' })
@Index('chat_messages_conversation_id_created_at_idx', ['conversationId', 'createdAt'])
@Check('chat_messages_value_length_check', `char_length("value") BETWEEN 1 AND 4000`)
export class ChatMessageEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'conversation_id', type: 'uuid' })
  conversationId: string;

  @ManyToOne(() => ConversationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'conversation_id', foreignKeyConstraintName: 'chat_messages_conversation_id_fkey' })
  conversation?: ConversationEntity;

  @Index('chat_messages_sender_id_idx')
  @Column({ name: 'sender_id', type: 'uuid' })
  senderId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'sender_id', foreignKeyConstraintName: 'chat_messages_sender_id_fkey' })
  sender?: UserEntity;

  @Column({ type: 'text' })
  value: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** The text in the other interface languages (shared/localized-text.ts); null for text people wrote. */
  @Column({ type: 'jsonb', nullable: true })
  translations: Translations | null;
}

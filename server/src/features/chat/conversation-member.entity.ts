import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../users/index.js';
import { ConversationEntity } from './conversation.entity.js';

/** A user's membership of a conversation, with what is personal to them: muted, unread, last read. */
@Entity({ name: 'conversation_members' })
@Index('conversation_members_conversation_id_user_id_key', ['conversationId', 'userId'], { unique: true })
export class ConversationMemberEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'conversation_id', type: 'uuid' })
  conversationId: string;

  @ManyToOne(() => ConversationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'conversation_id',
    foreignKeyConstraintName: 'conversation_members_conversation_id_fkey',
  })
  conversation?: ConversationEntity;

  @Index('conversation_members_user_id_idx')
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'conversation_members_user_id_fkey' })
  user?: UserEntity;

  @Column({ name: 'joined_at', type: 'timestamptz', default: () => 'now()' })
  joinedAt: Date;

  @Column({ type: 'boolean', default: false })
  muted: boolean;

  /** Messages from others since this member last read the conversation. */
  @Column({ name: 'unread_count', type: 'integer', default: 0 })
  unreadCount: number;

  @Column({ name: 'last_read_at', type: 'timestamptz', nullable: true })
  lastReadAt: Date | null;
}

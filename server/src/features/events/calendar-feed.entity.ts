import { Column, CreateDateColumn, Entity, Index, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { UserEntity } from '../users/index.js';

/**
 * A user's private calendar feed (docs/domain.md, "Calendar feeds"): one per user, answered at
 * `/calendar/<token>.ics` without signing in. Only the SHA-256 of the token is kept, so its URL is shown
 * once, when it is created (or rotated). `token_version` is the user's token version at that moment: a
 * revocation of their tokens (password change, suspension) ends the feed like every session.
 */
@Entity({ name: 'calendar_feeds' })
export class CalendarFeedEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid', primaryKeyConstraintName: 'calendar_feeds_pkey' })
  userId: string;

  @OneToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'calendar_feeds_user_id_fkey' })
  user?: UserEntity;

  @Index('calendar_feeds_token_hash_key', { unique: true })
  @Column({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash: string;

  @Column({ name: 'token_version', type: 'int' })
  tokenVersion: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;
}

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
import type { Translations } from '../../shared/localized-text.js';

/** Feedback a user gave, rated 1 to 5. */
@Entity({ name: 'user_feedbacks' })
@Check('user_feedbacks_rating_check', '"rating" BETWEEN 1 AND 5')
export class UserFeedbackEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('user_feedbacks_user_id_idx')
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'user_feedbacks_user_id_fkey' })
  user?: UserEntity;

  @Column({ type: 'varchar', length: 2000 })
  content: string;

  @Column({ type: 'smallint' })
  rating: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** The text in the other interface languages (shared/localized-text.ts); null for text people wrote. */
  @Column({ type: 'jsonb', nullable: true })
  translations: Translations | null;
}

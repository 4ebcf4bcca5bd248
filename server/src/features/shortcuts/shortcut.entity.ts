import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import type { Translations } from '../../shared/localized-text.js';
import { UserEntity } from '../users/index.js';

/** A link one user pinned to the shortcuts panel (spec 000 §3). */
@Entity({ name: 'shortcuts' })
@Index('shortcuts_user_position_idx', ['userId', 'position'])
export class ShortcutEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'shortcuts_user_id_fkey' })
  user?: UserEntity;

  @Column({ type: 'varchar', length: 100 })
  label: string;

  @Column({ type: 'varchar', length: 300, nullable: true })
  description: string | null;

  @Column({ type: 'varchar', length: 100 })
  icon: string;

  @Column({ type: 'varchar', length: 2048 })
  link: string;

  @Column({ name: 'use_router', type: 'boolean' })
  useRouter: boolean;

  /** Order in the panel: new shortcuts go last. */
  @Column({ type: 'integer' })
  position: number;

  /** The text in the other interface languages (shared/localized-text.ts); null for text people wrote. */
  @Column({ type: 'jsonb', nullable: true })
  translations: Translations | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

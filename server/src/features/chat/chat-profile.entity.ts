import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { UserEntity } from '../users/index.js';
import type { Translations } from '../../shared/localized-text.js';

export interface ChatContactDetails {
  emails?: { email: string; label: string }[];
  phoneNumbers?: { country: string; phoneNumber: string; label: string }[];
  title?: string;
  company?: string;
  birthday?: string;
  address?: string;
}

export interface ChatContactAttachments {
  media: string[];
  docs: string[];
  links: string[];
}

/** What a user shows others in chat beyond their account: status text, cover, contact card, files. */
@Entity({ name: 'chat_profiles' })
export class ChatProfileEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @OneToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'chat_profiles_user_id_fkey' })
  user?: UserEntity;

  /** Status text; null shows the default. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  about: string | null;

  /** Cover image path, used when there is no avatar. */
  @Column({ type: 'varchar', length: 2048, nullable: true })
  background: string | null;

  @Column({ type: 'jsonb' })
  details: ChatContactDetails;

  @Column({ type: 'jsonb' })
  attachments: ChatContactAttachments;

  /** The text in the other interface languages (shared/localized-text.ts); null for text people wrote. */
  @Column({ type: 'jsonb', nullable: true })
  translations: Translations | null;
}

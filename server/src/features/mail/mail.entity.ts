import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { UserEntity } from '../users/index.js';
import { MAIL_FOLDER_SLUGS, type MailFolderSlug } from './mail.constants.js';

/** A sender or recipient as a copy keeps it: the address (lower case), its name, the Arena user if any. */
export interface MailAddressValue {
  email: string;
  name: string;
  userId: string | null;
  avatar: string | null;
}

/**
 * One copy of a mail in one mailbox (spec 001 Mailbox): the sender's in Sent, each recipient's in their
 * Inbox, a draft in Drafts. Everything on it is the owner's own (flags, folder, labels), and every
 * statement reads it by `owner_user_id` (mail.policy.ts). Recipients are jsonb lists of addresses on the
 * copy itself (no recipients table): a copy is written once and read whole, and a recipient's copy
 * carries an empty bcc. `query` searches MAIL_SEARCH_TEXT (mail.sql.ts: subject, sender, plain text)
 * through a pg_trgm index on that expression, created by hand in the migration like the label GIN.
 */
@Entity({ name: 'mails' })
@Index('mails_owner_folder_date_idx', ['ownerUserId', 'folder', 'date', 'id'])
@Index('mails_owner_starred_date_idx', ['ownerUserId', 'date', 'id'], { where: '"starred"' })
@Index('mails_owner_important_date_idx', ['ownerUserId', 'date', 'id'], { where: '"important"' })
@Index('mails_owner_unread_idx', ['ownerUserId', 'folder'], { where: '"unread"' })
@Index('mails_owner_conversation_idx', ['ownerUserId', 'conversationId'])
// Finds the answers of a mail being deleted (the foreign key below sets them to null).
@Index('mails_in_reply_to_idx', ['inReplyTo'], { where: '"in_reply_to" IS NOT NULL' })
@Check(
  'mails_draft_folder_check',
  `"is_draft" = ("folder" = 'drafts') OR ("is_draft" AND "folder" = 'trash')`,
)
@Index('mails_label_ids_idx', { synchronize: false })
@Index('mails_search_trgm_idx', { synchronize: false })
export class MailEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'owner_user_id', type: 'uuid' })
  ownerUserId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'owner_user_id', foreignKeyConstraintName: 'mails_owner_user_id_fkey' })
  owner?: UserEntity;

  /** The thread: every copy of a mail and of its replies shares it. */
  @Column({ name: 'conversation_id', type: 'uuid' })
  conversationId: string;

  @Column({ type: 'enum', enum: MAIL_FOLDER_SLUGS, enumName: 'mail_folder' })
  folder: MailFolderSlug;

  /** A draft (never sent): it sits in Drafts or Trash only; a sent copy never goes to Drafts. */
  @Column({ name: 'is_draft', type: 'boolean', default: false })
  isDraft: boolean;

  @Column({ name: 'from_address', type: 'jsonb' })
  fromAddress: MailAddressValue;

  @Column({ name: 'to_addresses', type: 'jsonb', default: () => "'[]'" })
  toAddresses: MailAddressValue[];

  @Column({ name: 'cc_addresses', type: 'jsonb', default: () => "'[]'" })
  ccAddresses: MailAddressValue[];

  /** Only on the sender's copy and drafts. */
  @Column({ name: 'bcc_addresses', type: 'jsonb', default: () => "'[]'" })
  bccAddresses: MailAddressValue[];

  /** Sent, or last saved for a draft. */
  @Column({ type: 'timestamptz' })
  date: Date;

  @Column({ type: 'varchar', length: 300, default: '' })
  subject: string;

  /** Sanitised HTML. */
  @Column({ type: 'text', default: '' })
  content: string;

  /** The whole body as plain text (search and snippet). */
  @Column({ name: 'text_content', type: 'text', default: '' })
  textContent: string;

  @Column({ type: 'varchar', length: 200, default: '' })
  snippet: string;

  @Column({ type: 'boolean', default: false })
  starred: boolean;

  @Column({ type: 'boolean', default: false })
  important: boolean;

  @Column({ type: 'boolean', default: true })
  unread: boolean;

  /** Ids of the owner's labels (mail_labels); deleting a label takes it off here. */
  @Column({ name: 'label_ids', type: 'uuid', array: true, default: () => "'{}'" })
  labelIds: string[];

  /** The owner's copy this one answers or forwards, while they still have it. */
  @Column({ name: 'in_reply_to', type: 'uuid', nullable: true })
  inReplyTo: string | null;

  @ManyToOne(() => MailEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'in_reply_to', foreignKeyConstraintName: 'mails_in_reply_to_fkey' })
  answered?: MailEntity | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

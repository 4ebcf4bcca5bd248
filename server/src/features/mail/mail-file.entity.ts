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
import { OrganizationEntity } from '../organizations/index.js';
import { UserEntity } from '../users/index.js';
import { MailEntity } from './mail.entity.js';

/**
 * A stored attachment file (mail.attachments.ts): uploaded once, its bytes charged once to the
 * uploader's organization. Every copy that carries it (sent, received, forwarded) names it through
 * `mail_attachments`; the file is deleted, and its bytes given back, when no copy names it any more.
 * Its id is the attachment id the API answers.
 */
@Entity({ name: 'mail_files' })
@Index('mail_files_uploader_idx', ['uploaderUserId', 'createdAt'])
export class MailFileEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The organization whose storage counts the bytes. */
  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId: string;

  @ManyToOne(() => OrganizationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id', foreignKeyConstraintName: 'mail_files_organization_id_fkey' })
  organization?: OrganizationEntity;

  @Column({ name: 'uploader_user_id', type: 'uuid' })
  uploaderUserId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'uploader_user_id', foreignKeyConstraintName: 'mail_files_uploader_user_id_fkey' })
  uploader?: UserEntity;

  /** The name as uploaded. */
  @Column({ name: 'file_name', type: 'text' })
  fileName: string;

  /** What the bytes are, read from the bytes. */
  @Column({ name: 'content_type', type: 'text' })
  contentType: string;

  @Column({ name: 'size_bytes', type: 'integer' })
  sizeBytes: number;

  /**
   * The bytes counted toward the organization's storage: the size for an upload, 0 for the demo's files
   * (the seed stores them without charging). What a delete gives back.
   */
  @Column({ name: 'charged_bytes', type: 'integer', default: 0 })
  chargedBytes: number;

  /** Relative to the data directory's files folder. */
  @Column({ name: 'storage_key', type: 'text' })
  storageKey: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** A copy carries a file: the attachment row, owned by the copy's owner. */
@Entity({ name: 'mail_attachments' })
@Index('mail_attachments_file_idx', ['fileId'])
@Index('mail_attachments_owner_idx', ['ownerUserId', 'fileId'])
export class MailAttachmentEntity {
  @PrimaryColumn({ name: 'mail_id', type: 'uuid' })
  mailId: string;

  @ManyToOne(() => MailEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'mail_id', foreignKeyConstraintName: 'mail_attachments_mail_id_fkey' })
  mail?: MailEntity;

  @PrimaryColumn({ name: 'file_id', type: 'uuid' })
  fileId: string;

  @ManyToOne(() => MailFileEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'file_id', foreignKeyConstraintName: 'mail_attachments_file_id_fkey' })
  file?: MailFileEntity;

  @Column({ name: 'owner_user_id', type: 'uuid' })
  ownerUserId: string;

  @Column({ type: 'smallint', default: 0 })
  position: number;
}

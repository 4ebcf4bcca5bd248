import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { OrganizationEntity } from '../organizations/index.js';
import { RegistrationEntity } from './registration.entity.js';

/** What a family may attach to a registration, with the document types' extensions (spec 001 §9). */
export const REGISTRATION_DOCUMENT_KINDS = ['health_report', 'photo'] as const;
export type RegistrationDocumentKind = (typeof REGISTRATION_DOCUMENT_KINDS)[number];

/**
 * A file a family sent with the registration form (registrations.documents.ts). It is uploaded first
 * (`registration_id` null: staged, swept after a day when never sent) and attached by the submission; its
 * bytes are kept under the data directory at `storage_key`, read back only through the authorised route.
 */
@Entity({ name: 'registration_documents' })
@Index('registration_documents_registration_idx', ['registrationId'])
@Index('registration_documents_staged_idx', ['createdAt'], { where: '"registration_id" IS NULL' })
export class RegistrationDocumentEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId: string;

  @ManyToOne(() => OrganizationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'organization_id',
    foreignKeyConstraintName: 'registration_documents_organization_id_fkey',
  })
  organization?: OrganizationEntity;

  @Column({ name: 'registration_id', type: 'uuid', nullable: true })
  registrationId: string | null;

  @ManyToOne(() => RegistrationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'registration_id',
    foreignKeyConstraintName: 'registration_documents_registration_id_fkey',
  })
  registration?: RegistrationEntity | null;

  @Column({
    type: 'enum',
    enum: REGISTRATION_DOCUMENT_KINDS,
    enumName: 'registration_document_kind',
  })
  kind: RegistrationDocumentKind;

  /** The name the family's file had (shown, and used when it is downloaded). */
  @Column({ name: 'file_name', type: 'text' })
  fileName: string;

  /** What the bytes are, read from the bytes themselves. */
  @Column({ name: 'content_type', type: 'text' })
  contentType: string;

  @Column({ name: 'size_bytes', type: 'integer' })
  sizeBytes: number;

  /** Where the bytes are, relative to the data directory's files folder. */
  @Column({ name: 'storage_key', type: 'text' })
  storageKey: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';
import type { Translations } from '../../shared/localized-text.js';

/** A kind of document a user may upload (spec 001 §9), with the file extensions it accepts. */
@Entity({ name: 'document_types' })
export class DocumentTypeEntity {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Index('document_types_name_key', { unique: true })
  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 500 })
  description: string;

  @Column({ name: 'allowed_extensions', type: 'text', array: true })
  allowedExtensions: string[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** The text in the other interface languages (shared/localized-text.ts); null for text people wrote. */
  @Column({ type: 'jsonb', nullable: true })
  translations: Translations | null;
}

import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { OrganizationEntity } from '../organizations/index.js';
import type { Translations } from '../../shared/localized-text.js';

export interface ContactEmailValue {
  email: string;
  label: string | null;
}

export interface ContactPhoneNumberValue {
  country: string;
  phoneNumber: string;
  label: string | null;
}

/**
 * A person in an organization's contact book (spec 001 §3). Emails and phone numbers are value lists
 * kept in jsonb; tags are ids of the organization's contact tags.
 */
@Entity({ name: 'contacts' })
// The list: one organization's contacts in alphabet order, then id (the page cursor).
@Index('contacts_organization_sort_idx', ['organizationId', 'sortKey', 'id'])
// Substring search on name (pg_trgm GIN). TypeORM cannot express operator classes, so this index is
// written by hand in the migration and not synchronised.
@Index('contacts_name_trgm_idx', { synchronize: false })
export class ContactEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId: string;

  @ManyToOne(() => OrganizationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id', foreignKeyConstraintName: 'contacts_organization_id_fkey' })
  organization?: OrganizationEntity;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  /**
   * arena_sort_key(name): alphabet order whatever the collation (Turkish letters after their base
   * letter, accents folded, case ignored). Set by a trigger on every insert and rename; never written
   * or read by the application.
   */
  @Column({ name: 'sort_key', type: 'text', default: '', insert: false, update: false, select: false })
  sortKey?: string;

  /** A data URL (uploaded, ≤ 1 MB image) or a same-site path (seeded). */
  @Column({ type: 'text', nullable: true })
  avatar: string | null;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  background: string | null;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  emails: ContactEmailValue[];

  @Column({ name: 'phone_numbers', type: 'jsonb', default: () => "'[]'" })
  phoneNumbers: ContactPhoneNumberValue[];

  @Column({ type: 'varchar', length: 200, nullable: true })
  title: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  company: string | null;

  /** ISO date string (YYYY-MM-DD): a `date` column read back as text, never shifted by time zones. */
  @Column({ type: 'date', nullable: true })
  birthday: string | null;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  address: string | null;

  /** Sanitised HTML. */
  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @Column({ name: 'tag_ids', type: 'uuid', array: true, default: () => "'{}'" })
  tagIds: string[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  /** The text in the other interface languages (shared/localized-text.ts); null for text people wrote. */
  @Column({ type: 'jsonb', nullable: true })
  translations: Translations | null;
}

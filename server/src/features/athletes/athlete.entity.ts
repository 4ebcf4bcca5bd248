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

export const ATHLETE_GENDERS = ['female', 'male'] as const;
export type AthleteGender = (typeof ATHLETE_GENDERS)[number];

export const ATHLETE_STATUSES = ['active', 'trial', 'waitlist', 'left'] as const;
export type AthleteStatus = (typeof ATHLETE_STATUSES)[number];

/** A document kept with an athlete's record. */
export interface AthleteDocumentValue {
  title: string;
  url: string;
}

/**
 * A young person who trains with the school. Most are minors: the birth date, contact details,
 * emergency contact, documents and medical notes are private (athletes.policy.ts decides who reads
 * them, in SQL); archiving sets `archived_at` and keeps the row and its history.
 */
@Entity({ name: 'athletes' })
// The list: one organization's athletes in alphabet order, then id (the page cursor); and by age of record.
@Index('athletes_organization_sort_idx', ['organizationId', 'sortKey', 'id'])
@Index('athletes_organization_created_idx', ['organizationId', 'createdAt', 'id'])
// A licence number names one athlete of the organization.
@Index('athletes_organization_licence_key', ['organizationId', 'licenceNumber'], {
  unique: true,
  where: '"licence_number" IS NOT NULL',
})
// Substring search on the folded name (pg_trgm GIN): written by hand in the migration (TypeORM cannot
// express operator classes), so not synchronised.
@Index('athletes_sort_key_trgm_idx', { synchronize: false })
// The duplicate check: one organization's athletes born on a day, with both names folded
// (arena_name_fold, an expression index written by hand in the migration), so not synchronised.
@Index('athletes_duplicate_idx', { synchronize: false })
export class AthleteEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId: string;

  @ManyToOne(() => OrganizationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id', foreignKeyConstraintName: 'athletes_organization_id_fkey' })
  organization?: OrganizationEntity;

  @Column({ name: 'first_name', type: 'varchar', length: 100 })
  firstName: string;

  @Column({ name: 'last_name', type: 'varchar', length: 100 })
  lastName: string;

  /**
   * arena_sort_key(first_name || ' ' || last_name): alphabet order whatever the collation, and the
   * folded text the search matches. Set by a trigger on every insert and rename; never written or read
   * by the application.
   */
  @Column({ name: 'sort_key', type: 'text', default: '', insert: false, update: false, select: false })
  sortKey?: string;

  /** ISO date string (YYYY-MM-DD): read back as text, never shifted by time zones. */
  @Column({ name: 'birth_date', type: 'date' })
  birthDate: string;

  @Column({ type: 'enum', enum: ATHLETE_GENDERS, enumName: 'athlete_gender' })
  gender: AthleteGender;

  @Column({ name: 'licence_number', type: 'varchar', length: 40, nullable: true })
  licenceNumber: string | null;

  /** A same-site path or an https address. */
  @Column({ type: 'varchar', length: 2048, nullable: true })
  photo: string | null;

  @Column({ type: 'enum', enum: ATHLETE_STATUSES, enumName: 'athlete_status', default: 'active' })
  status: AthleteStatus;

  /** Plain text; read only through the audited health record. */
  @Column({ name: 'medical_notes', type: 'text', nullable: true })
  medicalNotes: string | null;

  @Column({ name: 'emergency_contact_name', type: 'varchar', length: 200, nullable: true })
  emergencyContactName: string | null;

  @Column({ name: 'emergency_contact_phone', type: 'varchar', length: 32, nullable: true })
  emergencyContactPhone: string | null;

  /** The athlete's or the family's address. */
  @Column({ type: 'citext', nullable: true })
  email: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  phone: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  address: string | null;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  documents: AthleteDocumentValue[];

  @Column({ name: 'archived_at', type: 'timestamptz', nullable: true })
  archivedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

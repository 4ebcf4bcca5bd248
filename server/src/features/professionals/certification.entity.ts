import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { ProfessionalEntity } from './professional.entity.js';

export const CERTIFICATION_KINDS = [
  'coaching_licence',
  'first_aid',
  'referee',
  'lifeguard',
  'medical',
  'fitness',
  'other',
] as const;
export type CertificationKind = (typeof CERTIFICATION_KINDS)[number];

/** A qualification of a professional: a coaching licence, a first-aid certificate… */
@Entity({ name: 'certifications' })
export class CertificationEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('certifications_professional_id_idx')
  @Column({ name: 'professional_id', type: 'uuid' })
  professionalId: string;

  @ManyToOne(() => ProfessionalEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'professional_id', foreignKeyConstraintName: 'certifications_professional_id_fkey' })
  professional?: ProfessionalEntity;

  @Column({ type: 'enum', enum: CERTIFICATION_KINDS, enumName: 'certification_kind' })
  kind: CertificationKind;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 200 })
  issuer: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  number: string | null;

  /** YYYY-MM-DD (read with to_char). */
  @Column({ name: 'issued_on', type: 'date', nullable: true })
  issuedOn: string | null;

  /** YYYY-MM-DD; null when it does not expire. Serves the "expiring soon" list. */
  @Index('certifications_expires_on_idx')
  @Column({ name: 'expires_on', type: 'date', nullable: true })
  expiresOn: string | null;

  @Column({ name: 'document_url', type: 'varchar', length: 2048, nullable: true })
  documentUrl: string | null;

  @Column({ name: 'archived_at', type: 'timestamptz', nullable: true })
  archivedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

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
import { AthleteEntity } from './athlete.entity.js';

export const CONSENT_PURPOSES = [
  'registration',
  'health_data',
  'photos',
  'publishing_results',
  'marketing',
] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** The purposes' Turkish names, for the audit log's Turkish summaries. */
export const CONSENT_PURPOSE_TR: Record<ConsentPurpose, string> = {
  registration: 'kayıt ve kişisel veri',
  health_data: 'sağlık verisi',
  photos: 'fotoğraf',
  publishing_results: 'sonuç yayımlama',
  marketing: 'pazarlama',
};

/**
 * A legal guardian's consent to one purpose for one athlete (KVKK, GDPR art. 8). Withdrawing sets
 * `withdrawn_at` and keeps the row; granting again adds a row, so the history is complete.
 */
@Entity({ name: 'consents' })
@Index('consents_athlete_idx', ['athleteId', 'grantedAt'])
// At most one active consent per athlete and purpose.
@Index('consents_active_key', ['athleteId', 'purpose'], { unique: true, where: '"withdrawn_at" IS NULL' })
@Check('consents_withdrawn_check', '"withdrawn_at" IS NULL OR "withdrawn_at" >= "granted_at"')
export class ConsentEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'athlete_id', type: 'uuid' })
  athleteId: string;

  @ManyToOne(() => AthleteEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'athlete_id', foreignKeyConstraintName: 'consents_athlete_id_fkey' })
  athlete?: AthleteEntity;

  @Column({ type: 'enum', enum: CONSENT_PURPOSES, enumName: 'consent_purpose' })
  purpose: ConsentPurpose;

  /** The legal guardian who gave it; null once their account is deleted (the audit log keeps who). */
  @Column({ name: 'granted_by_user_id', type: 'uuid', nullable: true })
  grantedByUserId: string | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'granted_by_user_id', foreignKeyConstraintName: 'consents_granted_by_user_id_fkey' })
  grantedBy?: UserEntity | null;

  @Column({ name: 'granted_at', type: 'timestamptz', default: () => 'now()' })
  grantedAt: Date;

  @Column({ name: 'withdrawn_at', type: 'timestamptz', nullable: true })
  withdrawnAt: Date | null;

  @Column({ name: 'withdrawn_by_user_id', type: 'uuid', nullable: true })
  withdrawnByUserId: string | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL' })
  @JoinColumn({
    name: 'withdrawn_by_user_id',
    foreignKeyConstraintName: 'consents_withdrawn_by_user_id_fkey',
  })
  withdrawnBy?: UserEntity | null;

  /** The version of the consent text the guardian accepted (registration); null when given in the console. */
  @Column({ name: 'text_version', type: 'integer', nullable: true })
  textVersion: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

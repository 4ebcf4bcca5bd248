import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CONSENT_PURPOSES, type ConsentPurpose } from '../athletes/index.js';
import { OrganizationEntity } from '../organizations/index.js';

/**
 * One published version of the text a guardian accepts for a consent purpose, in both languages. A
 * version is never changed once published: a new wording is a new row with the next version, so the text
 * each guardian accepted can always be shown to them (KVKK). An organization without a text of its own for a
 * purpose uses Arena's default one (`organization_id` null).
 */
@Entity({ name: 'consent_texts' })
@Index('consent_texts_version_key', ['organizationId', 'purpose', 'version'], { unique: true })
@Index('consent_texts_default_version_key', ['purpose', 'version'], {
  unique: true,
  where: '"organization_id" IS NULL',
})
@Check('consent_texts_version_check', '"version" >= 1')
export class ConsentTextEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The organization whose own wording it is; null for Arena's default text, used until it has its own. */
  @Column({ name: 'organization_id', type: 'uuid', nullable: true })
  organizationId: string | null;

  @ManyToOne(() => OrganizationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id', foreignKeyConstraintName: 'consent_texts_organization_id_fkey' })
  organization?: OrganizationEntity;

  @Column({ type: 'enum', enum: CONSENT_PURPOSES, enumName: 'consent_purpose' })
  purpose: ConsentPurpose;

  @Column({ type: 'integer' })
  version: number;

  /** A registration without it is refused (registration, health data). */
  @Column({ type: 'boolean', default: false })
  required: boolean;

  @Column({ name: 'text_en', type: 'text' })
  textEn: string;

  @Column({ name: 'text_tr', type: 'text' })
  textTr: string;

  @Column({ name: 'published_at', type: 'timestamptz', default: () => 'now()' })
  publishedAt: Date;
}

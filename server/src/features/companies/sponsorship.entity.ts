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
import { OrganizationEntity } from '../organizations/index.js';
import { CompanyEntity } from './company.entity.js';

export const SPONSORSHIP_SCOPE_TYPES = ['organization', 'branch', 'team'] as const;
export type SponsorshipScopeType = (typeof SPONSORSHIP_SCOPE_TYPES)[number];

/** Highest first: the public sponsor list shows a company's best current tier. */
export const SPONSORSHIP_TIERS = ['main', 'gold', 'silver', 'bronze', 'kit', 'equipment'] as const;
export type SponsorshipTier = (typeof SPONSORSHIP_TIERS)[number];

/** The tiers' Turkish names, for the audit log's Turkish summaries. */
export const SPONSORSHIP_TIER_TR: Record<SponsorshipTier, string> = {
  main: 'ana',
  gold: 'altın',
  silver: 'gümüş',
  bronze: 'bronz',
  kit: 'forma',
  equipment: 'malzeme',
};

/**
 * A company's sponsorship of its organization, a branch or a team for a period. `scope_id` names the
 * organization, branch or team (checked by the service: a polymorphic reference has no foreign key).
 * `organization_id` is the company's, kept on the row so policies filter without a join.
 */
@Entity({ name: 'sponsorships' })
@Index('sponsorships_organization_starts_idx', ['organizationId', 'startsOn', 'id'])
@Index('sponsorships_scope_idx', ['scopeType', 'scopeId'])
@Check('sponsorships_period_check', '"ends_on" IS NULL OR "ends_on" >= "starts_on"')
@Check('sponsorships_amount_check', '"amount" IS NULL OR "amount" > 0')
export class SponsorshipEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('sponsorships_company_id_idx')
  @Column({ name: 'company_id', type: 'uuid' })
  companyId: string;

  @ManyToOne(() => CompanyEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id', foreignKeyConstraintName: 'sponsorships_company_id_fkey' })
  company?: CompanyEntity;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId: string;

  @ManyToOne(() => OrganizationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id', foreignKeyConstraintName: 'sponsorships_organization_id_fkey' })
  organization?: OrganizationEntity;

  @Column({
    name: 'scope_type',
    type: 'enum',
    enum: SPONSORSHIP_SCOPE_TYPES,
    enumName: 'sponsorship_scope_type',
  })
  scopeType: SponsorshipScopeType;

  @Column({ name: 'scope_id', type: 'uuid' })
  scopeId: string;

  @Column({ type: 'enum', enum: SPONSORSHIP_TIERS, enumName: 'sponsorship_tier' })
  tier: SponsorshipTier;

  /** Decimal text as the driver reads `numeric` (exact); null for in-kind support. */
  @Column({ type: 'numeric', precision: 14, scale: 2, nullable: true })
  amount: string | null;

  @Column({ type: 'char', length: 3, default: 'TRY' })
  currency: string;

  /** ISO date string (YYYY-MM-DD), read back as text. */
  @Column({ name: 'starts_on', type: 'date' })
  startsOn: string;

  @Column({ name: 'ends_on', type: 'date', nullable: true })
  endsOn: string | null;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  notes: string | null;

  @Column({ name: 'archived_at', type: 'timestamptz', nullable: true })
  archivedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { OrganizationEntity } from '../organizations/index.js';
import { TeamEntity } from '../teams/index.js';

export const FEE_KINDS = ['season', 'monthly', 'one_off'] as const;
export type FeeKind = (typeof FEE_KINDS)[number];

/** A discount as stored: a share in basis points (10% = 1,000) or an amount in minor units. */
export interface StoredDiscount {
  label: string;
  kind: 'percent' | 'amount';
  /** Basis points for a percentage, minor units for an amount. */
  value: number;
}

/**
 * A fee plan of an organization (docs/domain.md, "Fees"): what it bills, how much in minor units, in how
 * many invoices a month apart from `first_due_on`, the tax rate and the discounts every assignment gets.
 */
@Entity({ name: 'fee_plans' })
@Index('fee_plans_organization_created_idx', ['organizationId', 'createdAt'])
export class FeePlanEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId: string;

  @ManyToOne(() => OrganizationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id', foreignKeyConstraintName: 'fee_plans_organization_id_fkey' })
  organization?: OrganizationEntity;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'enum', enum: FEE_KINDS, enumName: 'fee_kind' })
  kind: FeeKind;

  @Column({ type: 'char', length: 3 })
  currency: string;

  /** The season total, each month's dues or the one-off amount, in minor units. */
  @Column({ name: 'amount_minor', type: 'integer' })
  amountMinor: number;

  @Column({ type: 'integer' })
  instalments: number;

  /** YYYY-MM-DD: read as text (to_char). */
  @Column({ name: 'first_due_on', type: 'date' })
  firstDueOn: string;

  /** Basis points: 20% = 2,000. */
  @Column({ name: 'tax_rate_bp', type: 'integer', default: 0 })
  taxRateBp: number;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  discounts: StoredDiscount[];

  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdBy: string | null;

  @Column({ name: 'archived_at', type: 'timestamptz', nullable: true })
  archivedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/**
 * A team whose newcomers a plan bills: a child the team admits from an approved registration gets the
 * plan's invoices not due yet, in the approval's transaction (fees.newcomers.ts).
 */
@Entity({ name: 'fee_plan_teams' })
export class FeePlanTeamEntity {
  @PrimaryColumn({ name: 'plan_id', type: 'uuid', primaryKeyConstraintName: 'fee_plan_teams_pkey' })
  planId: string;

  @ManyToOne(() => FeePlanEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'plan_id', foreignKeyConstraintName: 'fee_plan_teams_plan_id_fkey' })
  plan?: FeePlanEntity;

  @Index('fee_plan_teams_team_id_idx')
  @PrimaryColumn({ name: 'team_id', type: 'uuid', primaryKeyConstraintName: 'fee_plan_teams_pkey' })
  teamId: string;

  @ManyToOne(() => TeamEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'team_id', foreignKeyConstraintName: 'fee_plan_teams_team_id_fkey' })
  team?: TeamEntity;

  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdBy: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

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
import { AthleteEntity } from '../athletes/index.js';
import { BranchEntity, OrganizationEntity } from '../organizations/index.js';
import { TeamEntity } from '../teams/index.js';
import { FeePlanEntity } from './fee-plan.entity.js';

/** What is stored of an invoice's state; partly paid, paid and overdue are read from `paid_minor` and `due_on`. */
export const INVOICE_STATES = ['draft', 'issued', 'void'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];

/** One line as stored: a description and an amount in minor units (negative for a discount). */
export interface StoredLine {
  description: string;
  amount: number;
}

/**
 * An invoice for one athlete (docs/adr/0011): frozen once issued, numbered in its organization's series
 * for the year of issue, with its lines and totals in minor units and the sum of its allocations in
 * `paid_minor`, kept by the transaction that allocates. `branch_id` is the branch it was billed through
 * (its team's), which branch admins read it by. A plan bills a period of an athlete once: the unique key
 * holds among invoices that are not void.
 */
@Entity({ name: 'invoices' })
@Index('invoices_number_key', ['organizationId', 'number'], { unique: true })
@Index('invoices_plan_period_key', ['planId', 'athleteId', 'period'], {
  unique: true,
  where: "state <> 'void' AND plan_id IS NOT NULL",
})
@Index('invoices_organization_due_idx', ['organizationId', 'dueOn', 'id'])
export class InvoiceEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId: string;

  @ManyToOne(() => OrganizationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id', foreignKeyConstraintName: 'invoices_organization_id_fkey' })
  organization?: OrganizationEntity;

  @Index('invoices_branch_id_idx')
  @Column({ name: 'branch_id', type: 'uuid', nullable: true })
  branchId: string | null;

  @ManyToOne(() => BranchEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'branch_id', foreignKeyConstraintName: 'invoices_branch_id_fkey' })
  branch?: BranchEntity;

  @Index('invoices_team_id_idx')
  @Column({ name: 'team_id', type: 'uuid', nullable: true })
  teamId: string | null;

  @ManyToOne(() => TeamEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'team_id', foreignKeyConstraintName: 'invoices_team_id_fkey' })
  team?: TeamEntity;

  @Index('invoices_athlete_id_idx')
  @Column({ name: 'athlete_id', type: 'uuid' })
  athleteId: string;

  @ManyToOne(() => AthleteEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'athlete_id', foreignKeyConstraintName: 'invoices_athlete_id_fkey' })
  athlete?: AthleteEntity;

  @Column({ name: 'plan_id', type: 'uuid', nullable: true })
  planId: string | null;

  @ManyToOne(() => FeePlanEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'plan_id', foreignKeyConstraintName: 'invoices_plan_id_fkey' })
  plan?: FeePlanEntity;

  @Column({ type: 'integer' })
  period: number;

  @Column({ type: 'integer' })
  periods: number;

  @Column({ type: 'text', nullable: true })
  number: string | null;

  @Column({ type: 'enum', enum: INVOICE_STATES, enumName: 'invoice_state' })
  state: InvoiceState;

  @Column({ type: 'char', length: 3 })
  currency: string;

  @Column({ name: 'issued_on', type: 'date', nullable: true })
  issuedOn: string | null;

  @Column({ name: 'due_on', type: 'date' })
  dueOn: string;

  @Column({ type: 'jsonb' })
  lines: StoredLine[];

  @Column({ name: 'subtotal_minor', type: 'integer' })
  subtotalMinor: number;

  @Column({ name: 'discount_minor', type: 'integer' })
  discountMinor: number;

  @Column({ name: 'tax_minor', type: 'integer' })
  taxMinor: number;

  @Column({ name: 'total_minor', type: 'integer' })
  totalMinor: number;

  @Column({ name: 'paid_minor', type: 'integer', default: 0 })
  paidMinor: number;

  @Column({ name: 'void_reason', type: 'text', nullable: true })
  voidReason: string | null;

  @Column({ name: 'voided_at', type: 'timestamptz', nullable: true })
  voidedAt: Date | null;

  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdBy: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/**
 * The last number issued in an organization's series for a year: locked by the issuing transaction
 * (`INSERT … ON CONFLICT DO UPDATE … RETURNING`), so numbers have no gaps and no repeats.
 */
@Entity({ name: 'invoice_counters' })
export class InvoiceCounterEntity {
  @PrimaryColumn({ name: 'organization_id', type: 'uuid' })
  organizationId: string;

  @ManyToOne(() => OrganizationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id', foreignKeyConstraintName: 'invoice_counters_organization_id_fkey' })
  organization?: OrganizationEntity;

  @PrimaryColumn({ type: 'integer' })
  year: number;

  @Column({ type: 'integer' })
  last: number;
}

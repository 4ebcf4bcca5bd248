import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { AthleteEntity } from '../athletes/index.js';
import { OrganizationEntity } from '../organizations/index.js';
import { InvoiceEntity } from './invoice.entity.js';

export const PAYMENT_METHODS = ['cash', 'bank_transfer', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * A payment received for an athlete's invoices (docs/adr/0011), in minor units; what no open invoice took
 * is kept as `unallocated_minor`, the family's credit.
 */
@Entity({ name: 'payments' })
@Index('payments_athlete_received_idx', ['athleteId', 'receivedOn'])
export class PaymentEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('payments_organization_id_idx')
  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId: string;

  @ManyToOne(() => OrganizationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id', foreignKeyConstraintName: 'payments_organization_id_fkey' })
  organization?: OrganizationEntity;

  @Column({ name: 'athlete_id', type: 'uuid' })
  athleteId: string;

  @ManyToOne(() => AthleteEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'athlete_id', foreignKeyConstraintName: 'payments_athlete_id_fkey' })
  athlete?: AthleteEntity;

  @Column({ type: 'enum', enum: PAYMENT_METHODS, enumName: 'payment_method' })
  method: PaymentMethod;

  @Column({ type: 'text', nullable: true })
  reference: string | null;

  @Column({ name: 'amount_minor', type: 'integer' })
  amountMinor: number;

  @Column({ name: 'unallocated_minor', type: 'integer' })
  unallocatedMinor: number;

  @Column({ type: 'char', length: 3 })
  currency: string;

  @Column({ name: 'received_on', type: 'date' })
  receivedOn: string;

  @Column({ name: 'recorded_by', type: 'uuid', nullable: true })
  recordedBy: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** The part of a payment that went to one invoice. */
@Entity({ name: 'payment_allocations' })
export class PaymentAllocationEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('payment_allocations_payment_id_idx')
  @Column({ name: 'payment_id', type: 'uuid' })
  paymentId: string;

  @ManyToOne(() => PaymentEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'payment_id', foreignKeyConstraintName: 'payment_allocations_payment_id_fkey' })
  payment?: PaymentEntity;

  @Index('payment_allocations_invoice_id_idx')
  @Column({ name: 'invoice_id', type: 'uuid' })
  invoiceId: string;

  @ManyToOne(() => InvoiceEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'invoice_id', foreignKeyConstraintName: 'payment_allocations_invoice_id_fkey' })
  invoice?: InvoiceEntity;

  @Column({ name: 'amount_minor', type: 'integer' })
  amountMinor: number;
}

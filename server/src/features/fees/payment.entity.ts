import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
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
@Index('payments_provider_reference_key', ['providerReference'], {
  unique: true,
  where: 'provider_reference IS NOT NULL',
})
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

  /** For a refund (a negative amount): the payment it gives money back from. */
  @Index('payments_refund_of_idx')
  @Column({ name: 'refund_of', type: 'uuid', nullable: true })
  refundOf: string | null;

  @ManyToOne(() => PaymentEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'refund_of', foreignKeyConstraintName: 'payments_refund_of_fkey' })
  refunded?: PaymentEntity;

  @Column({ name: 'refund_reason', type: 'text', nullable: true })
  refundReason: string | null;

  /** A card payment's reference at its provider (unique per provider: a webhook never records it twice). */
  @Column({ name: 'provider_reference', type: 'text', nullable: true })
  providerReference: string | null;

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

/**
 * An event of the card provider's webhook, kept by its id: an event delivered again (providers retry,
 * and a replay may be forged) finds its row and changes nothing.
 */
@Entity({ name: 'card_payment_events' })
export class CardPaymentEventEntity {
  @PrimaryColumn({ type: 'text' })
  provider: string;

  @PrimaryColumn({ name: 'event_id', type: 'text' })
  eventId: string;

  @Column({ type: 'text' })
  type: string;

  /** The payment it recorded, or null (an event of no interest, or for an unknown invoice). */
  @Column({ name: 'payment_id', type: 'uuid', nullable: true })
  paymentId: string | null;

  @CreateDateColumn({ name: 'received_at', type: 'timestamptz' })
  receivedAt: Date;
}

import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { AthleteEntity } from '../athletes/index.js';
import { OrganizationEntity } from '../organizations/index.js';
import { InvoiceEntity } from './invoice.entity.js';

export const FEE_REMINDER_KINDS = ['before_due', 'overdue'] as const;
export type FeeReminderKind = (typeof FEE_REMINDER_KINDS)[number];

/**
 * A reminder mailed for an invoice, once per kind: the row is written in the transaction that queues
 * the mail, and its key refuses a second one, however often the daily run or its retries come.
 */
@Entity({ name: 'fee_reminders' })
export class FeeReminderEntity {
  @PrimaryColumn({ name: 'invoice_id', type: 'uuid' })
  invoiceId: string;

  @ManyToOne(() => InvoiceEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'invoice_id', foreignKeyConstraintName: 'fee_reminders_invoice_id_fkey' })
  invoice?: InvoiceEntity;

  @PrimaryColumn({ type: 'enum', enum: FEE_REMINDER_KINDS, enumName: 'fee_reminder_kind' })
  kind: FeeReminderKind;

  /** Who it was mailed to (the paying guardian's user id), or null when nobody could be mailed. */
  @Column({ name: 'recipient_id', type: 'uuid', nullable: true })
  recipientId: string | null;

  @CreateDateColumn({ name: 'sent_at', type: 'timestamptz' })
  sentAt: Date;
}

/** An athlete whose invoices an admin keeps reminders away from (a family in talks with the school). */
@Entity({ name: 'fee_reminder_pauses' })
export class FeeReminderPauseEntity {
  @PrimaryColumn({ name: 'athlete_id', type: 'uuid' })
  athleteId: string;

  @ManyToOne(() => AthleteEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'athlete_id', foreignKeyConstraintName: 'fee_reminder_pauses_athlete_id_fkey' })
  athlete?: AthleteEntity;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId: string;

  @ManyToOne(() => OrganizationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'organization_id',
    foreignKeyConstraintName: 'fee_reminder_pauses_organization_id_fkey',
  })
  organization?: OrganizationEntity;

  @Column({ name: 'paused_by', type: 'uuid', nullable: true })
  pausedBy: string | null;

  @CreateDateColumn({ name: 'paused_at', type: 'timestamptz' })
  pausedAt: Date;
}

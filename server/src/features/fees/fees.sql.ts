import type { Invoice, Payment } from '../../generated/graphql.js';
import { percentText, toDecimalText } from '../../shared/money.js';
import type { Viewer } from '../../shared/auth/viewer.js';
import type { GuardedRow } from '../../shared/db/guarded-write.js';
import type { FeeKind, StoredDiscount } from './fee-plan.entity.js';
import type { InvoiceState, StoredLine } from './invoice.entity.js';
import { invoiceManaged, invoiceReadable, planReadable, planWritable } from './fees.policy.js';

// The pieces of the fees feature's statements and how their rows become the contract's types: amounts
// stay integers of minor units in SQL and become decimal text only here.

/** Today in the organization `io`'s time zone: the day invoices are issued on and fall overdue after. */
export const ORGANIZATION_TODAY = `(now() AT TIME ZONE io.time_zone)::date`;

/** An invoice `i` with its organization `io` and athlete `ia`. */
export const INVOICE_FROM = `invoices i JOIN organizations io ON io.id = i.organization_id
  JOIN athletes ia ON ia.id = i.athlete_id`;

/** The invoices list's order: due date, then number (text, so one keyset key holds both). */
export const INVOICE_ORDER = `(to_char(i.due_on, 'YYYY-MM-DD') || ' ' || COALESCE(i.number, '~'))`;

/** The contract's status of the invoice `i`, read from its state, what was paid and its due date. */
export const INVOICE_STATUS = `CASE WHEN i.state = 'void' THEN 'VOID' WHEN i.state = 'draft' THEN 'DRAFT'
  WHEN i.paid_minor >= i.total_minor THEN 'PAID' WHEN i.due_on < ${ORGANIZATION_TODAY} THEN 'OVERDUE'
  WHEN i.paid_minor > 0 THEN 'PARTLY_PAID' ELSE 'ISSUED' END`;

export const INVOICE_COLUMNS = `i.id, i.organization_id AS "organizationId", i.number, i.state,
  ${INVOICE_STATUS} AS status, i.athlete_id AS "athleteId",
  ia.first_name || ' ' || ia.last_name AS "athleteName", i.plan_id AS "planId", i.team_id AS "teamId",
  i.branch_id AS "branchId", i.period, i.periods, i.currency, to_char(i.issued_on, 'YYYY-MM-DD') AS "issuedOn",
  to_char(i.due_on, 'YYYY-MM-DD') AS "dueOn", i.lines, i.subtotal_minor AS "subtotalMinor",
  i.discount_minor AS "discountMinor", i.tax_minor AS "taxMinor", i.total_minor AS "totalMinor",
  i.paid_minor AS "paidMinor", i.void_reason AS "voidReason", i.voided_at AS "voidedAt", i.created_at AS "createdAt",
  EXISTS (SELECT 1 FROM fee_reminder_pauses irp WHERE irp.athlete_id = i.athlete_id) AS "remindersPaused"`;

/** An invoice as read. */
export interface InvoiceRow {
  id: string;
  organizationId: string;
  number: string | null;
  state: InvoiceState;
  status: Invoice['status'];
  athleteId: string;
  athleteName: string;
  planId: string | null;
  teamId: string | null;
  branchId: string | null;
  period: number;
  periods: number;
  currency: string;
  issuedOn: string | null;
  dueOn: string;
  lines: StoredLine[];
  subtotalMinor: number;
  discountMinor: number;
  taxMinor: number;
  totalMinor: number;
  paidMinor: number;
  voidReason: string | null;
  voidedAt: Date | null;
  remindersPaused: boolean;
  createdAt: Date;
}

/** What is still to pay on an invoice (nothing on a void or draft one). */
export const owedOn = (row: Pick<InvoiceRow, 'state' | 'totalMinor' | 'paidMinor'>) =>
  row.state === 'issued' ? Math.max(0, row.totalMinor - row.paidMinor) : 0;

export function toInvoice(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    organizationId: row.organizationId,
    number: row.number,
    status: row.status,
    athleteId: row.athleteId,
    athleteName: row.athleteName,
    planId: row.planId,
    teamId: row.teamId,
    period: row.period,
    periods: row.periods,
    currency: row.currency,
    issuedOn: row.issuedOn,
    dueOn: row.dueOn,
    lines: row.lines.map((line) => ({ description: line.description, amount: toDecimalText(line.amount) })),
    subtotal: toDecimalText(row.subtotalMinor),
    discount: toDecimalText(row.discountMinor),
    tax: toDecimalText(row.taxMinor),
    total: toDecimalText(row.totalMinor),
    paid: toDecimalText(row.paidMinor),
    outstanding: toDecimalText(owedOn(row)),
    voidedAt: row.voidedAt,
    voidReason: row.voidReason,
    remindersPaused: row.remindersPaused,
    createdAt: row.createdAt,
  };
}

/** An invoice as the viewer reads it, changed by its money admins. */
export function invoiceRow(viewer: Viewer): GuardedRow<InvoiceRow> {
  return {
    label: 'Invoice',
    from: INVOICE_FROM,
    alias: 'i',
    columns: INVOICE_COLUMNS,
    readable: (params) => invoiceReadable(viewer, params),
    writable: (params) => invoiceManaged(viewer, params),
    forbidden: 'Only the admins who handle the school’s money change invoices.',
  };
}

export const PLAN_COLUMNS = `p.id, p.organization_id AS "organizationId", p.name, p.kind, p.currency,
  p.amount_minor AS "amountMinor", p.instalments, to_char(p.first_due_on, 'YYYY-MM-DD') AS "firstDueOn",
  p.tax_rate_bp AS "taxRateBp", p.discounts, p.archived_at AS "archivedAt", p.created_at AS "createdAt",
  COALESCE((SELECT json_agg(json_build_object('teamId', nt.id, 'name', nt.name) ORDER BY nt.name, nt.id)
              FROM fee_plan_teams fpt JOIN teams nt ON nt.id = fpt.team_id
             WHERE fpt.plan_id = p.id AND nt.archived_at IS NULL), '[]') AS "newcomerTeams"`;

/** A fee plan as read. */
export interface PlanRow {
  id: string;
  organizationId: string;
  name: string;
  kind: FeeKind;
  currency: string;
  amountMinor: number;
  instalments: number;
  firstDueOn: string;
  taxRateBp: number;
  discounts: StoredDiscount[];
  archivedAt: Date | null;
  createdAt: Date;
  newcomerTeams: { teamId: string; name: string }[];
}

const KIND = { season: 'SEASON', monthly: 'MONTHLY', one_off: 'ONE_OFF' } as const;

export function toPlan(row: PlanRow) {
  return {
    id: row.id,
    organizationId: row.organizationId,
    name: row.name,
    kind: KIND[row.kind],
    currency: row.currency,
    amount: toDecimalText(row.amountMinor),
    instalments: row.instalments,
    firstDueOn: row.firstDueOn,
    taxRate: percentText(row.taxRateBp),
    discounts: row.discounts.map((discount) => ({
      label: discount.label,
      kind: discount.kind === 'percent' ? ('PERCENT' as const) : ('AMOUNT' as const),
      value: discount.kind === 'percent' ? percentText(discount.value) : toDecimalText(discount.value),
    })),
    archivedAt: row.archivedAt,
    createdAt: row.createdAt,
    newcomerTeams: row.newcomerTeams,
  };
}

/** A fee plan as the viewer reads it, kept by the organization's admins. */
export function planRow(viewer: Viewer): GuardedRow<PlanRow> {
  return {
    label: 'Fee plan',
    from: 'fee_plans p',
    alias: 'p',
    columns: PLAN_COLUMNS,
    readable: (params) => planReadable(viewer, params),
    writable: (params) => planWritable(viewer, params),
    forbidden: 'Only the organization’s admins change its fee plans.',
  };
}

export const PAYMENT_COLUMNS = `p.id, p.organization_id AS "organizationId", p.athlete_id AS "athleteId",
  (SELECT pat.first_name || ' ' || pat.last_name FROM athletes pat WHERE pat.id = p.athlete_id) AS "athleteName",
  upper(p.method::text) AS method, p.reference, p.amount_minor AS "amountMinor",
  p.unallocated_minor AS "unallocatedMinor", p.currency, to_char(p.received_on, 'YYYY-MM-DD') AS "receivedOn",
  p.created_at AS "createdAt", p.refund_of AS "refundOf", p.refund_reason AS "refundReason",
  COALESCE((SELECT json_agg(json_build_object('invoiceId', pa.invoice_id, 'invoiceNumber', pi.number,
                                              'amount', pa.amount_minor) ORDER BY pi.due_on, pi.number)
              FROM payment_allocations pa JOIN invoices pi ON pi.id = pa.invoice_id
             WHERE pa.payment_id = p.id), '[]') AS allocations`;

/** A payment as read. */
export interface PaymentRow {
  id: string;
  organizationId: string;
  athleteId: string;
  athleteName: string;
  method: Payment['method'];
  reference: string | null;
  amountMinor: number;
  unallocatedMinor: number;
  currency: string;
  receivedOn: string;
  createdAt: Date;
  refundOf: string | null;
  refundReason: string | null;
  allocations: { invoiceId: string; invoiceNumber: string | null; amount: number }[];
}

export function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    organizationId: row.organizationId,
    athleteId: row.athleteId,
    athleteName: row.athleteName,
    method: row.method,
    reference: row.reference,
    amount: toDecimalText(row.amountMinor),
    currency: row.currency,
    receivedOn: row.receivedOn,
    unallocated: toDecimalText(row.unallocatedMinor),
    refundOf: row.refundOf,
    refundReason: row.refundReason,
    allocations: row.allocations.map((allocation) => ({
      invoiceId: allocation.invoiceId,
      invoiceNumber: allocation.invoiceNumber,
      amount: toDecimalText(allocation.amount),
    })),
    createdAt: row.createdAt,
  };
}

import type { DataSource, EntityManager } from 'typeorm';
import type { FeeAssignment, Invoice, Payment } from '../../generated/graphql.js';
import { isScopeAdmin } from '../../shared/auth/scope.js';
import { hasRole, requireViewer, type Viewer } from '../../shared/auth/viewer.js';
import {
  inTransaction,
  insertRow,
  readRow,
  setArchivedGuarded,
  writeGuarded,
} from '../../shared/db/guarded-write.js';
import { ListQuery } from '../../shared/db/keyset-list.js';
import type { Page } from '../../shared/db/paging.js';
import { badInput, conflict, forbidden, notFound } from '../../shared/errors.js';
import { allocate, toDecimalText } from '../../shared/money.js';
import { isUuid, validate } from '../../shared/validation.js';
import { readableCondition } from '../organizations/index.js';
import { auditFees } from './fees.audit.js';
import type { FinanceReads } from './fees.finance.js';
import { invoicePdf } from './fees.invoice-pdf.js';
import { receiptPdf } from './fees.receipt-pdf.js';
import type { FeeReminders } from './fees.reminders.js';
import type { CardPayments } from './fees.card.js';
import type { PaymentEntity } from './payment.entity.js';
import { refundPayment } from './fees.refunds.js';
import type { FeeNewcomers } from './fees.newcomers.js';
import type { MoneyAdmins } from './fees.money-admins.js';
import { assignFeePlan } from './fees.assign.js';
import {
  invoiceManaged,
  invoiceReadable,
  paymentReadable,
  planReadable,
  planWritable,
} from './fees.policy.js';
import {
  INVOICE_COLUMNS,
  INVOICE_FROM,
  INVOICE_ORDER,
  INVOICE_STATUS,
  invoiceRow,
  owedOn,
  PAYMENT_COLUMNS,
  PLAN_COLUMNS,
  planRow,
  toInvoice,
  toPayment,
  toPlan,
  type InvoiceRow,
  type PaymentRow,
  type PlanRow,
} from './fees.sql.js';
import { feePlanSchema, invoicesArgsSchema, paymentSchema, voidReasonSchema } from './fees.validation.js';

/**
 * Fee plans, invoices and payments (docs/adr/0011): reads filter in SQL with fees.policy.ts; every
 * change reads its rows under the same conditions, locked, and writes in one transaction. Amounts are
 * minor units from the validation to the statements.
 */
export class FeesService {
  constructor(
    private readonly dataSource: DataSource,
    /** The finance dashboard's sums. */
    readonly finance: FinanceReads,
    /** Pausing reminders (the daily run is the job in fees.reminders.ts). */
    readonly reminders: FeeReminders,
    /** Online card payments through the configured provider. */
    readonly card: CardPayments,
    /** The plans that bill a team's newcomers, and their billing on admission. */
    readonly newcomers: FeeNewcomers,
    /** The admins an organization keeps its money to. */
    readonly moneyAdmins: MoneyAdmins,
  ) {}

  /** Gives money back from a payment (fees.refunds.ts). */
  refundPayment(viewer: Viewer | null, input: { paymentId: string; amount: string; reason: string }) {
    return refundPayment(this.dataSource, viewer, input);
  }

  async feePlans(viewer: Viewer | null, organizationId: string | null | undefined, includeArchived: boolean) {
    const current = requireViewer(viewer);
    const target = organizationId ?? (hasRole(current, 'super_admin') ? null : current.organizationId);
    if (target !== null && !isUuid(target)) return [];
    const params: unknown[] = [];
    const conditions = [planReadable(current, params)];
    if (target !== null) conditions.push(`p.organization_id = $${params.push(target)}::uuid`);
    if (!includeArchived) conditions.push('p.archived_at IS NULL');
    const rows = await this.dataSource.query<PlanRow[]>(
      `SELECT ${PLAN_COLUMNS} FROM fee_plans p WHERE ${conditions.join(' AND ')}
        ORDER BY p.created_at DESC, p.id DESC LIMIT 200`,
      params,
    );
    return rows.map(toPlan);
  }

  async feePlan(viewer: Viewer | null, id: string) {
    const row = await readRow(this.dataSource.manager, planRow(requireViewer(viewer)), id);
    if (!row) throw notFound('Fee plan');
    return toPlan(row);
  }

  async createFeePlan(viewer: Viewer | null, organizationId: string | null | undefined, input: unknown) {
    const current = requireViewer(viewer);
    if (!isScopeAdmin(current)) throw forbidden('Only the organization’s admins add fee plans.');
    const data = validate(feePlanSchema, input);
    const target = organizationId ?? current.organizationId;
    if (!target) throw badInput('organizationId', 'Choose an organization', 'required');
    if (!isUuid(target)) throw notFound('Organization');
    const id = await inTransaction(this.dataSource, async (manager) => {
      const params: unknown[] = [target];
      const readable = readableCondition(
        current,
        { organization: 'o.id', archivedAt: 'o.archived_at' },
        params,
        'hide',
      );
      // The plans' own rule (fees.policy.ts), over the organization as the plan's `organization_id`.
      const admin = planWritable(current, params, 'op');
      const [organization] = await manager.query<{ admin: boolean }[]>(
        `SELECT (${admin}) AS admin
           FROM organizations o CROSS JOIN LATERAL (SELECT o.id AS organization_id) op
          WHERE o.id = $1 AND ${readable}`,
        params,
      );
      if (!organization) throw notFound('Organization');
      if (!organization.admin) throw forbidden('Only the organization’s admins add fee plans.');
      const planId = await insertRow(manager, 'fee_plans', [
        ['organization_id', target],
        ['name', data.name],
        ['kind', data.kind],
        ['currency', data.currency],
        ['amount_minor', data.amount],
        ['instalments', data.instalments],
        ['first_due_on', data.firstDueOn, 'date'],
        ['tax_rate_bp', data.taxRate],
        ['discounts', JSON.stringify(data.discounts), 'jsonb'],
        ['created_by', current.userId],
      ]);
      await auditFees(manager, current, {
        organizationId: target,
        action: 'create',
        entityType: 'fee_plan',
        entityId: planId,
        summary: { en: `Fee plan ${data.name} added`, tr: `${data.name} ücret planı eklendi` },
        after: data,
      });
      return planId;
    });
    return this.feePlan(current, id);
  }

  async archiveFeePlan(viewer: Viewer | null, id: string) {
    const current = requireViewer(viewer);
    const row = await setArchivedGuarded(
      this.dataSource,
      planRow(current),
      'fee_plans',
      id,
      true,
      (manager, _before, after) =>
        auditFees(manager, current, {
          organizationId: after.organizationId,
          action: 'archive',
          entityType: 'fee_plan',
          entityId: id,
          summary: { en: `Fee plan ${after.name} archived`, tr: `${after.name} ücret planı arşivlendi` },
        }),
    );
    return toPlan(row);
  }

  /** Assigns a plan to a team or athletes (fees.assign.ts). */
  assignFeePlan(viewer: Viewer | null, args: unknown): Promise<FeeAssignment> {
    return assignFeePlan(this.dataSource, viewer, args);
  }

  async invoices(
    viewer: Viewer | null,
    args: Record<string, unknown>,
    options: { count: boolean },
  ): Promise<Page<Invoice>> {
    const current = requireViewer(viewer);
    const data = validate(invoicesArgsSchema, args);
    const list = new ListQuery(current, data)
      .where((params) => invoiceReadable(current, params))
      .inOrganization('i.organization_id')
      .equals('i.athlete_id', data.athleteId)
      .equals('i.team_id', data.teamId);
    if (data.status) list.where(() => `${INVOICE_STATUS} = ${list.bind(data.status, 'text')}`);
    const page = await list
      .search(data.query, ['i.number', `ia.first_name || ' ' || ia.last_name`])
      .page<InvoiceRow>(this.dataSource, {
        select: INVOICE_COLUMNS,
        from: INVOICE_FROM,
        // By due date, then number (issued in name order within an assignment); drafts, unnumbered, last.
        sort: { key: INVOICE_ORDER, direction: 'ASC', cast: 'text' },
        id: 'i.id',
        count: options.count,
      });
    return { ...page, nodes: page.nodes.map(toInvoice) };
  }

  /** The invoice as a PDF (fees.invoice-pdf.ts), for whoever reads it. */
  invoicePdf(viewer: Viewer | null, id: string) {
    return invoicePdf(this.dataSource, viewer, id);
  }

  /** A payment's or refund's receipt as a PDF (fees.receipt-pdf.ts), for whoever reads the payment. */
  receiptPdf(viewer: Viewer | null, id: string) {
    return receiptPdf(this.dataSource, viewer, id);
  }

  async invoice(viewer: Viewer | null, id: string): Promise<Invoice> {
    const row = await readRow(this.dataSource.manager, invoiceRow(requireViewer(viewer)), id);
    if (!row) throw notFound('Invoice');
    return toInvoice(row);
  }

  async payments(viewer: Viewer | null, athleteId: string): Promise<Payment[]> {
    const current = requireViewer(viewer);
    if (!isUuid(athleteId)) return [];
    const params: unknown[] = [athleteId];
    const rows = await this.dataSource.query<PaymentRow[]>(
      `SELECT ${PAYMENT_COLUMNS} FROM payments p
        WHERE p.athlete_id = $1 AND ${paymentReadable(current, params)}
        ORDER BY p.received_on DESC, p.created_at DESC, p.id`,
      params,
    );
    return rows.map(toPayment);
  }

  async recordPayment(viewer: Viewer | null, input: unknown): Promise<Payment> {
    const current = requireViewer(viewer);
    const data = validate(paymentSchema, input);
    const id = await inTransaction(this.dataSource, async (manager) => {
      const params: unknown[] = [data.athleteId];
      const managedSql = invoiceManaged(current, params);
      const readable = invoiceReadable(current, params);
      const rows = await manager.query<(InvoiceRow & { managed: boolean })[]>(
        `SELECT ${INVOICE_COLUMNS}, (${managedSql}) AS managed FROM ${INVOICE_FROM}
          WHERE i.athlete_id = $1 AND ${readable}
          ORDER BY i.due_on, i.number FOR UPDATE OF i`,
        params,
      );
      if (rows.length === 0) throw notFound('Athlete');
      const managed = rows.filter((row) => row.managed);
      if (managed.length === 0)
        throw forbidden('Only the admins who handle the school’s money record payments.');
      const open = data.invoiceIds
        ? data.invoiceIds.map((invoiceId) => {
            const row = managed.find((candidate) => candidate.id === invoiceId);
            if (!row || owedOn(row) === 0) {
              throw badInput('invoiceIds', 'Name only open invoices of the athlete that you handle');
            }
            return row;
          })
        : managed.filter((row) => owedOn(row) > 0);
      const currency = open[0]?.currency ?? managed[0]!.currency;
      if (open.some((row) => row.currency !== currency)) {
        throw badInput('invoiceIds', 'A payment pays invoices of one currency');
      }
      const { paymentId, allocations } = await insertPayment(manager, {
        organizationId: managed[0]!.organizationId,
        athleteId: data.athleteId,
        method: data.method,
        reference: data.reference,
        amount: data.amount,
        currency,
        receivedOn: data.receivedOn,
        recordedBy: current.userId,
        open,
      });
      await auditFees(manager, current, {
        organizationId: managed[0]!.organizationId,
        action: 'create',
        entityType: 'payment',
        entityId: paymentId,
        summary: {
          en: `Payment of ${toDecimalText(data.amount)} ${currency} recorded for ${managed[0]!.athleteName}`,
          tr: `${managed[0]!.athleteName} için ${toDecimalText(data.amount)} ${currency} ödeme kaydedildi`,
        },
        after: { method: data.method, reference: data.reference, amountMinor: data.amount, allocations },
      });
      return paymentId;
    });
    const [row] = await this.dataSource.query<PaymentRow[]>(
      `SELECT ${PAYMENT_COLUMNS} FROM payments p WHERE p.id = $1`,
      [id],
    );
    return toPayment(row!);
  }

  async voidInvoice(viewer: Viewer | null, id: string, reason: unknown): Promise<Invoice> {
    const current = requireViewer(viewer);
    const text = validate(voidReasonSchema, reason);
    await writeGuarded(this.dataSource, invoiceRow(current), id, async (manager, row) => {
      if (row.state !== 'issued') throw conflict(null, 'Only an issued invoice is voided.');
      if (row.paidMinor > 0) {
        throw conflict(null, 'An invoice with payments on it is not voided.');
      }
      await manager.query(
        `UPDATE invoices SET state = 'void', void_reason = $2, voided_at = now(), updated_at = now() WHERE id = $1`,
        [row.id, text],
      );
      await auditFees(manager, current, {
        organizationId: row.organizationId,
        action: 'archive',
        entityType: 'invoice',
        entityId: row.id,
        summary: {
          en: `Invoice ${row.number} voided: ${text}`,
          tr: `${row.number} numaralı fatura iptal edildi: ${text}`,
        },
        before: { state: row.state },
        after: { state: 'void', reason: text },
      });
    });
    return this.invoice(current, id);
  }
}

/** A payment to insert (`recordedBy` null: the system) and the open invoices it goes to, in order. */
export type NewPayment = Pick<
  PaymentEntity,
  'organizationId' | 'athleteId' | 'method' | 'reference' | 'currency' | 'receivedOn' | 'recordedBy'
> & { providerReference?: string | null; amount: number; open: readonly InvoiceRow[] };

/**
 * Inserts a payment and allocates it to its open invoices in order, each up to what it still owes,
 * raising their `paid_minor`; what is left is the family's credit (`unallocated_minor`). The caller holds
 * the invoices' locks and writes the audit row. `recordPayment` and the card webhook share it.
 */
export async function insertPayment(manager: EntityManager, payment: NewPayment) {
  const { allocations, credit } = allocate(
    payment.amount,
    payment.open.map((row) => ({ id: row.id, owed: owedOn(row) })),
  );
  const paymentId = await insertRow(manager, 'payments', [
    ['organization_id', payment.organizationId],
    ['athlete_id', payment.athleteId],
    ['method', payment.method],
    ['reference', payment.reference],
    ['provider_reference', payment.providerReference ?? null],
    ['amount_minor', payment.amount],
    ['unallocated_minor', credit],
    ['currency', payment.currency],
    ['received_on', payment.receivedOn, 'date'],
    ['recorded_by', payment.recordedBy],
  ]);
  if (allocations.length > 0) {
    await manager.query(
      `WITH a AS (SELECT * FROM unnest($2::uuid[], $3::int[]) AS a(invoice_id, amount)),
            ins AS (INSERT INTO payment_allocations (payment_id, invoice_id, amount_minor)
                    SELECT $1, a.invoice_id, a.amount FROM a)
       UPDATE invoices i SET paid_minor = i.paid_minor + a.amount, updated_at = now() FROM a WHERE i.id = a.invoice_id`,
      [paymentId, allocations.map((each) => each.id), allocations.map((each) => each.amount)],
    );
  }
  return { paymentId, allocations, credit };
}

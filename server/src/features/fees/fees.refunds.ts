import type { DataSource, EntityManager } from 'typeorm';
import { z } from 'zod';
import type { Payment } from '../../generated/graphql.js';
import { requireViewer, type Viewer } from '../../shared/auth/viewer.js';
import { inTransaction, insertRow } from '../../shared/db/guarded-write.js';
import { conflict, forbidden, notFound } from '../../shared/errors.js';
import { toDecimalText } from '../../shared/money.js';
import { isUuid, validate } from '../../shared/validation.js';
import { auditFees } from './fees.audit.js';
import { invoiceManaged, invoiceReadable } from './fees.policy.js';
import { PAYMENT_COLUMNS, toPayment, type PaymentRow } from './fees.sql.js';
import { amountField, voidReasonSchema } from './fees.validation.js';

// Refunds (docs/adr/0011): a refund is a payment of a negative amount that points at the payment it
// gives money back from. It takes the money back first from what is left of that payment's credit,
// then from the invoices the payment paid, the latest due first, with negative allocations, so the
// invoices read partly paid or issued again. The original payment is locked for the whole change, so
// two refunds of it take turns and never give back more than it holds.

const refundSchema = z.object({
  paymentId: z.string({ error: 'Payment is required' }),
  amount: amountField('Amount'),
  reason: voidReasonSchema,
});

/** The payment refunded, as read and locked, with what the viewer may do with it. */
interface RefundedRow {
  id: string;
  organizationId: string;
  athleteId: string;
  athleteName: string;
  method: string;
  currency: string;
  amountMinor: number;
  /** What is left of the payment's credit after earlier refunds took from it. */
  creditMinor: number;
  /** What earlier refunds of it gave back. */
  refundedMinor: number;
  refundOf: string | null;
  managed: boolean;
  /** Today in the organization's time zone (YYYY-MM-DD): the day a refund is given on. */
  today: string;
}

/** An invoice the payment paid, with what the payment still holds on it after earlier refunds. */
interface HeldRow {
  invoiceId: string;
  number: string | null;
  heldMinor: number;
}

/** The payment `$1`, locked, if the viewer reads it (a reader of an invoice of its athlete); else null. */
async function lockRefunded(manager: EntityManager, viewer: Viewer, id: string) {
  const params: unknown[] = [id];
  const readable = invoiceReadable(viewer, params, 'ri');
  const managedAllocated = invoiceManaged(viewer, params, 'mi');
  const managedAny = invoiceManaged(viewer, params, 'ai');
  const [row] = await manager.query<RefundedRow[]>(
    `SELECT p.id, p.organization_id AS "organizationId", p.athlete_id AS "athleteId",
            (SELECT pat.first_name || ' ' || pat.last_name FROM athletes pat WHERE pat.id = p.athlete_id)
              AS "athleteName",
            to_char((now() AT TIME ZONE o.time_zone)::date, 'YYYY-MM-DD') AS today,
            p.method::text AS method, p.currency, p.amount_minor AS "amountMinor", p.refund_of AS "refundOf",
            (p.unallocated_minor + COALESCE((SELECT sum(r.unallocated_minor) FROM payments r
                                               WHERE r.refund_of = p.id), 0))::int AS "creditMinor",
            COALESCE((SELECT sum(-r.amount_minor) FROM payments r WHERE r.refund_of = p.id), 0)::int
              AS "refundedMinor",
            CASE WHEN EXISTS (SELECT 1 FROM payment_allocations pa WHERE pa.payment_id = p.id)
                 THEN NOT EXISTS (SELECT 1 FROM payment_allocations pa JOIN invoices mi ON mi.id = pa.invoice_id
                                   WHERE pa.payment_id = p.id AND (${managedAllocated}) IS NOT TRUE)
                 ELSE EXISTS (SELECT 1 FROM invoices ai WHERE ai.athlete_id = p.athlete_id AND ${managedAny})
            END AS managed
       FROM payments p JOIN organizations o ON o.id = p.organization_id
      WHERE p.id = $1
        AND EXISTS (SELECT 1 FROM invoices ri WHERE ri.athlete_id = p.athlete_id AND ${readable})
        FOR UPDATE OF p`,
    params,
  );
  return row ?? null;
}

/**
 * What the payment `$1` still holds on each invoice it paid (its allocations less its refunds'), the
 * latest due first; the invoices are locked.
 */
async function lockHeld(manager: EntityManager, paymentId: string): Promise<HeldRow[]> {
  return manager.query<HeldRow[]>(
    `WITH held AS (
       SELECT pa.invoice_id, sum(pa.amount_minor)::int AS held
         FROM payment_allocations pa JOIN payments p ON p.id = pa.payment_id
        WHERE p.id = $1 OR p.refund_of = $1
        GROUP BY pa.invoice_id)
     SELECT i.id AS "invoiceId", i.number, held.held AS "heldMinor"
       FROM held JOIN invoices i ON i.id = held.invoice_id
      WHERE held.held > 0
      ORDER BY i.due_on DESC, i.number DESC NULLS LAST, i.id DESC
        FOR UPDATE OF i`,
    [paymentId],
  );
}

/** Gives `amount` back from a payment, for the money admins of the invoices it paid. */
export async function refundPayment(
  dataSource: DataSource,
  viewer: Viewer | null,
  input: { paymentId: string; amount: string; reason: string },
): Promise<Payment> {
  const current = requireViewer(viewer);
  const data = validate(refundSchema, input);
  if (!isUuid(data.paymentId)) throw notFound('Payment');
  const id = await inTransaction(dataSource, async (manager) => {
    const payment = await lockRefunded(manager, current, data.paymentId);
    if (!payment) throw notFound('Payment');
    if (!payment.managed) throw forbidden('Only the admins who handle the school’s money give refunds.');
    if (payment.refundOf !== null) throw conflict(null, 'A refund is not refunded.');
    if (data.amount > payment.amountMinor - payment.refundedMinor) {
      throw conflict('amount', 'A refund gives back at most what the payment still holds.');
    }
    const fromCredit = Math.min(data.amount, Math.max(0, payment.creditMinor));
    let left = data.amount - fromCredit;
    const takenBack: { id: string; number: string | null; amount: number }[] = [];
    for (const invoice of left > 0 ? await lockHeld(manager, payment.id) : []) {
      if (left <= 0) break;
      const amount = Math.min(left, invoice.heldMinor);
      takenBack.push({ id: invoice.invoiceId, number: invoice.number, amount });
      left -= amount;
    }
    // A payment's amount is its credit and its allocations, so this holds unless allocations were lost.
    if (left > 0) throw conflict('amount', 'A refund gives back at most what the payment still holds.');

    const refundId = await insertRow(manager, 'payments', [
      ['organization_id', payment.organizationId],
      ['athlete_id', payment.athleteId],
      ['method', payment.method],
      ['amount_minor', -data.amount],
      ['unallocated_minor', -fromCredit],
      ['currency', payment.currency],
      ['refund_of', payment.id],
      ['refund_reason', data.reason],
      ['received_on', payment.today, 'date'],
      ['recorded_by', current.userId],
    ]);
    if (takenBack.length > 0) {
      await manager.query(
        `WITH a AS (SELECT * FROM unnest($2::uuid[], $3::int[]) AS a(invoice_id, amount)),
              ins AS (INSERT INTO payment_allocations (payment_id, invoice_id, amount_minor)
                      SELECT $1, a.invoice_id, -a.amount FROM a)
         UPDATE invoices i SET paid_minor = GREATEST(0, i.paid_minor - a.amount), updated_at = now()
           FROM a WHERE i.id = a.invoice_id`,
        [refundId, takenBack.map((entry) => entry.id), takenBack.map((entry) => entry.amount)],
      );
    }
    const amountText = `${toDecimalText(data.amount)} ${payment.currency}`;
    await auditFees(manager, current, {
      organizationId: payment.organizationId,
      action: 'create',
      entityType: 'payment',
      entityId: refundId,
      summary: {
        en: `Refund of ${amountText} to ${payment.athleteName}: ${data.reason}`,
        tr: `${payment.athleteName} için ${amountText} iade edildi: ${data.reason}`,
      },
      after: {
        refundOf: payment.id,
        amountMinor: -data.amount,
        reason: data.reason,
        fromCreditMinor: fromCredit,
        allocations: takenBack.map((entry) => ({ id: entry.id, amount: -entry.amount })),
      },
    });
    return refundId;
  });
  const [row] = await dataSource.query<PaymentRow[]>(
    `SELECT ${PAYMENT_COLUMNS} FROM payments p WHERE p.id = $1`,
    [id],
  );
  return toPayment(row!);
}

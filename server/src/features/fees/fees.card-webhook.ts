import type { DataSource, EntityManager } from 'typeorm';
import { inTransaction } from '../../shared/db/guarded-write.js';
import { toDecimalText } from '../../shared/money.js';
import { isUuid } from '../../shared/validation.js';
import { recordAudit } from '../audit/index.js';
import type { CardEvent, CardProvider } from './fees.card.js';
import { insertPayment } from './fees.service.js';
import { INVOICE_COLUMNS, INVOICE_FROM, ORGANIZATION_TODAY, type InvoiceRow } from './fees.sql.js';

// The card provider's webhook (docs/adr/0011): the signature is checked over the raw bytes before
// anything is read, then the event is kept by its id in `card_payment_events` in the same transaction as
// the payment it records, so a retried or replayed event finds its row and changes nothing. Only a
// paid, completed checkout of a known invoice records a payment; every other event is kept and ignored.

/** Verifies a webhook request and applies its event once; answers what the provider expects. */
export async function receiveCardWebhook(
  dataSource: DataSource,
  provider: CardProvider,
  rawBody: Buffer,
  signatureHeader: string | undefined,
): Promise<{ received: true }> {
  const event = provider.verifyWebhook(rawBody, signatureHeader);
  await inTransaction(dataSource, async (manager) => {
    // A second delivery of the event waits here for the first's transaction, then finds its row.
    const fresh = await manager.query<{ eventId: string }[]>(
      `INSERT INTO card_payment_events (provider, event_id, type) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING RETURNING event_id AS "eventId"`,
      [provider.name, event.id, event.type],
    );
    if (fresh.length === 0) return;
    const paymentId = await recordCardPayment(manager, provider.name, event);
    if (paymentId) {
      await manager.query(
        `UPDATE card_payment_events SET payment_id = $3 WHERE provider = $1 AND event_id = $2`,
        [provider.name, event.id, paymentId],
      );
    }
  });
  return { received: true };
}

/**
 * The payment a completed, paid checkout stands for, allocated to its invoice (what is over stays as
 * the family's credit), received today in the organization's time zone, recorded by the system.
 * Answers its id, or null when the event records nothing: not a paid checkout, an unknown invoice, a
 * currency that is not the invoice's, or a provider payment recorded already under another event.
 */
async function recordCardPayment(
  manager: EntityManager,
  provider: string,
  event: CardEvent,
): Promise<string | null> {
  const checkout = event.checkout;
  if (!checkout?.paid || !checkout.invoiceId || !isUuid(checkout.invoiceId) || checkout.amountMinor <= 0) {
    return null;
  }
  // Locked like `recordPayment` locks its invoices: two payments of one invoice take turns.
  const [invoice] = await manager.query<(InvoiceRow & { today: string })[]>(
    `SELECT ${INVOICE_COLUMNS}, to_char(${ORGANIZATION_TODAY}, 'YYYY-MM-DD') AS today
       FROM ${INVOICE_FROM} WHERE i.id = $1 FOR UPDATE OF i`,
    [checkout.invoiceId],
  );
  if (!invoice || invoice.currency !== checkout.currency) return null;
  const known = await manager.query<{ id: string }[]>(
    `SELECT id FROM payments WHERE provider_reference = $1`,
    [checkout.reference],
  );
  if (known.length > 0) return null;
  const { paymentId, allocations, credit } = await insertPayment(manager, {
    organizationId: invoice.organizationId,
    athleteId: invoice.athleteId,
    method: 'card',
    reference: checkout.reference,
    providerReference: checkout.reference,
    amount: checkout.amountMinor,
    currency: invoice.currency,
    receivedOn: invoice.today,
    recordedBy: null,
    open: [invoice],
  });
  const amount = `${toDecimalText(checkout.amountMinor)} ${invoice.currency}`;
  await recordAudit(manager, {
    organizationId: invoice.organizationId,
    actorUserId: null,
    action: 'create',
    entityType: 'payment',
    entityId: paymentId,
    summary: {
      en: `Card payment of ${amount} received online for ${invoice.athleteName}`,
      tr: `${invoice.athleteName} için çevrim içi ${amount} kart ödemesi alındı`,
    },
    after: {
      method: 'card',
      provider,
      eventId: event.id,
      reference: checkout.reference,
      amountMinor: checkout.amountMinor,
      allocations,
      unallocatedMinor: credit,
    },
  });
  return paymentId;
}

import Stripe from 'stripe';
import type { DataSource } from 'typeorm';
import type { CardCheckout } from '../../generated/graphql.js';
import { requireViewer, type Viewer } from '../../shared/auth/viewer.js';
import { readRow } from '../../shared/db/guarded-write.js';
import { AppError, conflict, notFound } from '../../shared/errors.js';
import { receiveCardWebhook } from './fees.card-webhook.js';
import { invoiceRow, owedOn } from './fees.sql.js';

// Online card payment (docs/adr/0011): a provider interface with one adapter, Stripe Checkout in test
// mode, configured by environment and off by default. `start` begins a checkout of what is left on an
// invoice; the payment itself is recorded only when the provider's signed webhook says it was paid
// (fees.card-webhook.ts), once per provider event.

/** What a checkout is begun for: what is left to pay on one invoice. */
export interface CheckoutInput {
  invoiceId: string;
  athleteId: string;
  organizationId: string;
  /** The line the family reads at the provider, e.g. "Invoice KRT-2027-000001 · Kerem Demir". */
  description: string;
  /** Minor units, more than zero. */
  amountMinor: number;
  /** ISO 4217, as Arena keeps it (upper case). */
  currency: string;
  /** Where the provider sends the family back, paid or not (absolute URLs). */
  successUrl: string;
  cancelUrl: string;
}

/** A verified event of the provider, reduced to what Arena reads. */
export interface CardEvent {
  /** The provider's event id (`evt_…`): an event is applied once. */
  id: string;
  type: string;
  /** For a completed checkout: what it says was paid, and for which invoice; null for any other event. */
  checkout: {
    /** The invoice the checkout was begun for, as the provider echoes it back (not trusted to exist). */
    invoiceId: string | null;
    /** The provider's reference of the payment (Stripe: the PaymentIntent, else the session). */
    reference: string;
    amountMinor: number;
    /** ISO 4217, upper case. */
    currency: string;
    /** The money was taken (Stripe: `payment_status: 'paid'`). */
    paid: boolean;
  } | null;
}

/** A card payment provider. */
export interface CardProvider {
  /** Its name in `card_payment_events.provider`. */
  readonly name: string;
  /** Begins a payment at the provider: answers its payment page and its reference. */
  createCheckout(input: CheckoutInput): Promise<{ url: string; reference: string }>;
  /** The event of a webhook request, its signature checked; BAD_REQUEST when it does not hold. */
  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): CardEvent;
}

const badSignature = () => new AppError('BAD_REQUEST', 'The webhook signature does not verify.');
const notConfigured = () => new AppError('BAD_REQUEST', 'Online card payment is not configured.');

/** The part of the Stripe client the adapter uses (a fake one in tests). */
export type StripeCheckoutClient = Pick<Stripe, 'checkout'>;

/** Stripe Checkout: a hosted payment page per invoice; webhooks signed with the endpoint's secret. */
export class StripeCardProvider implements CardProvider {
  readonly name = 'stripe';

  constructor(
    private readonly client: StripeCheckoutClient,
    private readonly webhookSecret: string,
  ) {}

  async createCheckout(input: CheckoutInput): Promise<{ url: string; reference: string }> {
    const metadata = {
      invoiceId: input.invoiceId,
      athleteId: input.athleteId,
      organizationId: input.organizationId,
    };
    let session: Stripe.Checkout.Session;
    try {
      session = await this.client.checkout.sessions.create({
        mode: 'payment',
        client_reference_id: input.invoiceId,
        metadata,
        payment_intent_data: { metadata },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: input.currency.toLowerCase(),
              unit_amount: input.amountMinor,
              product_data: { name: input.description },
            },
          },
        ],
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      });
    } catch (error) {
      // The provider's refusal or an outage: the family may try again; the cause goes to the log.
      console.warn(
        `Stripe Checkout refused or failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      throw new AppError('UNAVAILABLE', 'The card payment provider did not answer. Try again later.');
    }
    if (!session.url) throw new AppError('UNAVAILABLE', 'The card payment provider gave no payment page.');
    return { url: session.url, reference: session.id };
  }

  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): CardEvent {
    if (!signatureHeader) throw badSignature();
    let event: Stripe.Event;
    try {
      // Checks the HMAC over the exact bytes and the timestamp (the SDK's default tolerance, 300 s).
      event = Stripe.webhooks.constructEvent(rawBody, signatureHeader, this.webhookSecret);
    } catch {
      throw badSignature();
    }
    if (event.type !== 'checkout.session.completed')
      return { id: event.id, type: event.type, checkout: null };
    const session = event.data.object;
    const paymentIntent = session.payment_intent;
    return {
      id: event.id,
      type: event.type,
      checkout: {
        invoiceId: session.client_reference_id ?? session.metadata?.invoiceId ?? null,
        reference: (typeof paymentIntent === 'string' ? paymentIntent : paymentIntent?.id) ?? session.id,
        amountMinor: session.amount_total ?? 0,
        currency: (session.currency ?? '').toUpperCase(),
        paid: session.payment_status === 'paid',
      },
    };
  }
}

/**
 * The card provider the environment configures, read once at start: `STRIPE_SECRET_KEY` (a test-mode
 * `sk_test_…` key: this adapter never takes live money) and `STRIPE_WEBHOOK_SECRET` (`whsec_…`). Both
 * unset: off, silently. Anything else that does not hold: off, with a line in the log saying why.
 */
export function cardProviderFromEnv(
  env: Record<string, string | undefined>,
  warn: (line: string) => void = (line) => console.warn(line),
): CardProvider | null {
  const secretKey = env.STRIPE_SECRET_KEY?.trim() || undefined;
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim() || undefined;
  if (!secretKey && !webhookSecret) return null;
  const off = (why: string) => {
    warn(`Card payments are off: ${why}`);
    return null;
  };
  if (!secretKey || !webhookSecret) {
    return off('set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (or neither).');
  }
  if (!secretKey.startsWith('sk_test_')) {
    return off(
      'STRIPE_SECRET_KEY is not a test-mode key (sk_test_…); the Stripe adapter runs in test mode only.',
    );
  }
  if (!webhookSecret.startsWith('whsec_'))
    return off('STRIPE_WEBHOOK_SECRET is not a webhook secret (whsec_…).');
  return new StripeCardProvider(
    new Stripe(secretKey, { maxNetworkRetries: 1, timeout: 20_000 }),
    webhookSecret,
  );
}

/** Online card payments through a provider (see `startCardPayment` in schema/fees.graphql). */
export class CardPayments {
  constructor(
    private readonly dataSource: DataSource,
    /** Null when none is configured: card payment is off. */
    private readonly provider: CardProvider | null,
    /** The client's public base URL, without a trailing slash (the provider sends families back there). */
    private readonly publicUrl: string,
  ) {}

  /** Whether a provider is configured. */
  enabled(): boolean {
    return this.provider !== null;
  }

  /**
   * Begins paying what is left on an invoice: whoever reads it (its money admins, the athlete's
   * guardians); NOT_FOUND for anyone else, CONFLICT when nothing is left to pay.
   */
  async start(viewer: Viewer | null, invoiceId: string): Promise<CardCheckout> {
    const current = requireViewer(viewer);
    if (!this.provider) throw notConfigured();
    const row = await readRow(this.dataSource.manager, invoiceRow(current), invoiceId);
    if (!row) throw notFound('Invoice');
    const owed = owedOn(row);
    if (owed === 0) throw conflict(null, 'Nothing is left to pay on this invoice.');
    const back = `${this.publicUrl.replace(/\/$/, '')}/pages/invoice/printable/compact?id=${encodeURIComponent(row.id)}`;
    const checkout = await this.provider.createCheckout({
      invoiceId: row.id,
      athleteId: row.athleteId,
      organizationId: row.organizationId,
      description: `${row.number ?? 'Invoice'} · ${row.athleteName}`,
      amountMinor: owed,
      currency: row.currency,
      successUrl: back,
      cancelUrl: back,
    });
    return { url: checkout.url, providerReference: checkout.reference };
  }

  /** A webhook request of the provider (fees.card-webhook.ts): BAD_REQUEST when off or not signed. */
  webhook(rawBody: Buffer, signatureHeader: string | undefined): Promise<{ received: true }> {
    if (!this.provider) return Promise.reject(notConfigured());
    return receiveCardWebhook(this.dataSource, this.provider, rawBody, signatureHeader);
  }
}

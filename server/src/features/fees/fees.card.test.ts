import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suiteCalls } from '../../../../tests/support/suite.js';
import { cardProviderFromEnv, StripeCardProvider, type StripeCheckoutClient } from './fees.card.js';
import { feesSuite, KARTAL, KEREM, PAYMENT_FIELDS, type Persona } from './fees.test-kit.js';

// Online card payment through the real server (fees.card.ts, fees.card-webhook.ts): off without the
// environment; with it, who may begin a checkout (refusals only: Stripe's API is never called), and the
// signed webhook, fed recorded Stripe payloads signed here, recording a paid checkout once and nothing
// for a bad signature, a stale timestamp, an unrelated event or an unknown invoice.

const WEBHOOK = 'api/payments/card/stripe/webhook';
const SECRET = 'whsec_arena_card_test_0123456789abcdef';
const FIXTURE = readFileSync(
  new URL('./fixtures/stripe-checkout-session-completed.json', import.meta.url),
  'utf8',
);

/** Sets environment variables before the server of the enclosing block starts; puts them back after. */
function withEnv(env: Record<string, string | undefined>) {
  const saved: Record<string, string | undefined> = {};
  beforeAll(() => {
    for (const [name, value] of Object.entries(env)) {
      saved[name] = process.env[name];
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });
  afterAll(() => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });
}

/** The recorded event for an invoice, with fresh ids unless told: its JSON text as Stripe sends it. */
function checkoutEvent(
  invoice: { id: string; athleteId: string },
  change: {
    eventId?: string;
    type?: string;
    amountTotal?: number;
    paymentIntent?: string;
    paid?: boolean;
  } = {},
): string {
  const event = JSON.parse(FIXTURE) as {
    id: string;
    type: string;
    data: { object: Record<string, unknown> & { metadata: Record<string, string> } };
  };
  const session = event.data.object;
  event.id = change.eventId ?? `evt_test_${randomUUID().replaceAll('-', '')}`;
  event.type = change.type ?? event.type;
  session.client_reference_id = invoice.id;
  session.metadata = { invoiceId: invoice.id, athleteId: invoice.athleteId, organizationId: KARTAL };
  session.payment_intent = change.paymentIntent ?? `pi_test_${randomUUID().replaceAll('-', '')}`;
  if (change.amountTotal !== undefined) session.amount_total = change.amountTotal;
  if (change.paid === false) session.payment_status = 'unpaid';
  return JSON.stringify(event, null, 2);
}

const sign = (payload: string, timestamp?: number) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET, timestamp });

const START = `mutation ($id: ID!) { startCardPayment(invoiceId: $id) { url providerReference } }`;

describe('card payment with Stripe configured', () => {
  withEnv({ STRIPE_SECRET_KEY: 'sk_test_arena_never_called', STRIPE_WEBHOOK_SECRET: SECRET });
  const { t, gql, codeOf, query, keremInvoice, digest: feesDigest } = feesSuite();
  const { digest: digestOf } = suiteCalls(t);
  const everything = async () =>
    `${await feesDigest()}:${await digestOf('card_payment_events', 'audit_log')}`;

  const post = (payload: string, signature?: string) =>
    t.http.request<{ received?: boolean; code?: string }>('POST', WEBHOOK, {
      rawBody: payload,
      headers: signature === undefined ? {} : { 'stripe-signature': signature },
    });

  async function invoiceRead(id: string) {
    const answer = await gql<{ invoice: { status: string; paid: string; outstanding: string } }>(
      'orgAdmin',
      'query ($id: ID!) { invoice(id: $id) { status paid outstanding } }',
      { id },
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.invoice;
  }

  async function cardPayments(reference: string) {
    const answer = await gql<{
      payments: {
        method: string;
        reference: string;
        amount: string;
        unallocated: string;
        receivedOn: string;
        allocations: { invoiceId: string; amount: string }[];
      }[];
    }>('orgAdmin', `query ($athleteId: ID!) { payments(athleteId: $athleteId) { ${PAYMENT_FIELDS} } }`, {
      athleteId: KEREM,
    });
    expect(answer.errors).toBeUndefined();
    return answer.data!.payments.filter((payment) => payment.reference === reference);
  }

  it('says card payment is on', async () => {
    const answer = await gql<{ cardPaymentsEnabled: boolean }>('parent', '{ cardPaymentsEnabled }');
    expect(answer.data?.cardPaymentsEnabled).toBe(true);
  });

  it('records a paid checkout once: the invoice reads paid, one card payment, replays change nothing', async () => {
    const invoice = await keremInvoice('250.00');
    const paymentIntent = `pi_test_${randomUUID().replaceAll('-', '')}`;
    const payload = checkoutEvent(invoice, { amountTotal: 25000, paymentIntent });
    const answer = await post(payload, sign(payload));
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ received: true });

    expect(await invoiceRead(invoice.id)).toEqual({ status: 'PAID', paid: '250.00', outstanding: '0.00' });
    const payments = await cardPayments(paymentIntent);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      method: 'CARD',
      amount: '250.00',
      unallocated: '0.00',
      allocations: [{ invoiceId: invoice.id, amount: '250.00' }],
    });
    const [stored] = await query<{
      provider_reference: string;
      recorded_by: string | null;
      payment_id: string;
    }>(
      `SELECT p.provider_reference, p.recorded_by, e.payment_id FROM payments p
         JOIN card_payment_events e ON e.payment_id = p.id WHERE p.reference = $1`,
      [paymentIntent],
    );
    expect(stored).toMatchObject({ provider_reference: paymentIntent, recorded_by: null });
    const audits = await query<{ actor_user_id: string | null }>(
      `SELECT actor_user_id FROM audit_log WHERE entity_type = 'payment' AND entity_id = $1`,
      [stored!.payment_id],
    );
    expect(audits).toEqual([{ actor_user_id: null }]);

    // The provider retries, or someone replays the request (freshly signed, or the very same header).
    const before = await everything();
    const again = await post(payload, sign(payload));
    expect(again.status).toBe(201);
    expect(again.body).toEqual({ received: true });
    expect(await everything()).toBe(before);
  });

  it('keeps what is over the invoice as the family’s credit', async () => {
    const invoice = await keremInvoice('100.00');
    const paymentIntent = `pi_test_${randomUUID().replaceAll('-', '')}`;
    const payload = checkoutEvent(invoice, { amountTotal: 12550, paymentIntent });
    expect((await post(payload, sign(payload))).status).toBe(201);
    expect((await invoiceRead(invoice.id)).status).toBe('PAID');
    const [payment] = await cardPayments(paymentIntent);
    expect(payment).toMatchObject({ amount: '125.50', unallocated: '25.50' });
  });

  it('refuses a bad, missing or stale signature with 400 and stores nothing', async () => {
    const invoice = await keremInvoice('80.00');
    const payload = checkoutEvent(invoice, { amountTotal: 8000 });
    const before = await everything();
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    const tampered = payload.replace('"amount_total": 8000', '"amount_total": 1');
    const stale = sign(payload, Math.floor(Date.now() / 1000) - 301);
    for (const [body, signature] of [
      [payload, forged],
      [tampered, sign(payload)],
      [payload, undefined],
      [payload, 't=1,v1=deadbeef'],
      [payload, stale],
    ] as const) {
      const answer = await post(body, signature);
      expect(answer.status, String(signature)).toBe(400);
      expect(answer.body.code).toBe('BAD_REQUEST');
    }
    expect(await everything()).toBe(before);
    expect((await invoiceRead(invoice.id)).status).not.toBe('PAID');
  });

  it('stores an unrelated event, an unpaid checkout and one of an unknown invoice without a payment', async () => {
    const invoice = await keremInvoice('60.00');
    const paymentsBefore = await digestOf('payments', 'payment_allocations', 'invoices');
    const events = [
      checkoutEvent(invoice, { type: 'payment_intent.created' }),
      checkoutEvent(invoice, { paid: false }),
      checkoutEvent({ id: randomUUID(), athleteId: KEREM }),
      checkoutEvent({ id: 'not-an-invoice', athleteId: KEREM }),
    ];
    for (const payload of events) {
      const answer = await post(payload, sign(payload));
      expect(answer.status).toBe(201);
      expect(answer.body).toEqual({ received: true });
    }
    const ids = events.map((payload) => (JSON.parse(payload) as { id: string }).id);
    const stored = await query<{ event_id: string; payment_id: string | null; provider: string }>(
      `SELECT event_id, payment_id, provider FROM card_payment_events WHERE event_id = ANY($1::text[])`,
      [ids],
    );
    expect(stored).toHaveLength(4);
    expect(stored.every((row) => row.payment_id === null && row.provider === 'stripe')).toBe(true);
    expect(await digestOf('payments', 'payment_allocations', 'invoices')).toBe(paymentsBefore);
  });

  it('refuses a checkout of a paid invoice (CONFLICT) before calling the provider', async () => {
    const invoice = await keremInvoice('40.00');
    const payload = checkoutEvent(invoice, { amountTotal: 4000 });
    expect((await post(payload, sign(payload))).status).toBe(201);
    for (const who of ['orgAdmin', 'parent'] as const) {
      expect(codeOf(await gql(who, START, { id: invoice.id })), who).toBe('CONFLICT');
    }
  });

  it('answers NOT_FOUND to whoever does not read the invoice, as for an unknown id', async () => {
    const invoice = await keremInvoice('45.00');
    const before = await everything();
    for (const who of ['company', 'regular', 'otherOrgAdmin', 'coach', 'deptAdmin'] as Persona[]) {
      expect(codeOf(await gql(who, START, { id: invoice.id })), who).toBe('NOT_FOUND');
    }
    expect(codeOf(await gql('orgAdmin', START, { id: randomUUID() }))).toBe('NOT_FOUND');
    expect(codeOf(await gql('orgAdmin', START, { id: 'nope' }))).toBe('NOT_FOUND');
    expect(codeOf(await gql(null, START, { id: invoice.id }))).toBe('UNAUTHENTICATED');
    expect(await everything()).toBe(before);
  });
});

describe('card payment without configuration', () => {
  withEnv({ STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined });
  const { t, gql, codeOf, keremInvoice, digest } = feesSuite();

  it('is off: not offered, refused with BAD_REQUEST, and the webhook stores nothing', async () => {
    const enabled = await gql<{ cardPaymentsEnabled: boolean }>('parent', '{ cardPaymentsEnabled }');
    expect(enabled.data?.cardPaymentsEnabled).toBe(false);
    const invoice = await keremInvoice('30.00');
    for (const who of ['parent', 'orgAdmin'] as const) {
      const answer = await gql(who, START, { id: invoice.id });
      expect(codeOf(answer)).toBe('BAD_REQUEST');
      expect(answer.errors?.[0]?.message).toBe('Online card payment is not configured.');
    }
    const before = await digest();
    const payload = checkoutEvent(invoice, { amountTotal: 3000 });
    const answer = await t.http.request('POST', WEBHOOK, {
      rawBody: payload,
      headers: { 'stripe-signature': sign(payload) },
    });
    expect(answer.status).toBe(400);
    expect(await digest()).toBe(before);
  });
});

describe('the Stripe adapter and its configuration (no network)', () => {
  it('begins a Checkout Session of the outstanding amount in minor units, back to the invoice', async () => {
    const sent: Stripe.Checkout.SessionCreateParams[] = [];
    const client = {
      checkout: {
        sessions: {
          create: (params: Stripe.Checkout.SessionCreateParams) => {
            sent.push(params);
            return Promise.resolve({
              id: 'cs_test_fake',
              url: 'https://checkout.stripe.com/c/pay/cs_test_fake',
            });
          },
        },
      },
    } as unknown as StripeCheckoutClient;
    const provider = new StripeCardProvider(client, SECRET);
    const back = 'https://arena.example/pages/invoice/printable/compact?id=inv-1';
    const answer = await provider.createCheckout({
      invoiceId: 'inv-1',
      athleteId: 'ath-1',
      organizationId: 'org-1',
      description: 'KRT-2027-000001 · Kerem Demir',
      amountMinor: 33334,
      currency: 'TRY',
      successUrl: back,
      cancelUrl: back,
    });
    expect(answer).toEqual({
      url: 'https://checkout.stripe.com/c/pay/cs_test_fake',
      reference: 'cs_test_fake',
    });
    expect(sent).toEqual([
      expect.objectContaining({
        mode: 'payment',
        client_reference_id: 'inv-1',
        metadata: { invoiceId: 'inv-1', athleteId: 'ath-1', organizationId: 'org-1' },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'try',
              unit_amount: 33334,
              product_data: { name: 'KRT-2027-000001 · Kerem Demir' },
            },
          },
        ],
        success_url: back,
        cancel_url: back,
      }),
    ]);
  });

  it('is on with a test key and a webhook secret only; a live key is refused with a log line', () => {
    const lines: string[] = [];
    const warn = (line: string) => lines.push(line);
    expect(cardProviderFromEnv({}, warn)).toBeNull();
    expect(lines).toEqual([]);
    expect(
      cardProviderFromEnv({ STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: SECRET }, warn),
    ).toBeNull();
    expect(lines.pop()).toMatch(/STRIPE_SECRET_KEY is not a test-mode key/);
    expect(cardProviderFromEnv({ STRIPE_SECRET_KEY: 'sk_test_x' }, warn)).toBeNull();
    expect(lines.pop()).toMatch(/set both/);
    expect(
      cardProviderFromEnv({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'nope' }, warn),
    ).toBeNull();
    expect(lines.pop()).toMatch(/whsec_/);
    expect(
      cardProviderFromEnv({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: SECRET }, warn)?.name,
    ).toBe('stripe');
  });
});

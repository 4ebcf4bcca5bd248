import { describe, expect, it } from 'vitest';
import { feesSuite, INVOICE_FIELDS, KEREM, type Invoice, type Persona } from './fees.test-kit.js';

// Refunds through the real API: money given back first from the payment's credit, then from the
// invoices it paid (the latest due first), never more than the payment still holds; refused input and
// refused personas change nothing; the guardian sees the refund among her child's payments.

const { gql, codeOf, query, createPlan, assign, keremInvoice, digest } = feesSuite();

const REFUND_FIELDS = `id athleteId method amount currency receivedOn unallocated refundOf refundReason
  allocations { invoiceId invoiceNumber amount }`;

interface Payment {
  id: string;
  amount: string;
  receivedOn: string;
  unallocated: string;
  refundOf: string | null;
  refundReason: string | null;
  allocations: { invoiceId: string; invoiceNumber: string; amount: string }[];
}

async function pay(athleteId: string, amount: string, invoiceIds?: string[]): Promise<Payment> {
  const answer = await gql<{ recordPayment: Payment }>(
    'orgAdmin',
    `mutation ($input: PaymentInput!) { recordPayment(input: $input) { ${REFUND_FIELDS} } }`,
    { input: { athleteId, amount, method: 'CASH', receivedOn: '2026-11-20', invoiceIds } },
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.recordPayment;
}

function refund(paymentId: string, amount: string, reason = 'Sezon iptal', who: Persona = 'orgAdmin') {
  return gql<{ refundPayment: Payment }>(
    who,
    `mutation ($paymentId: ID!, $amount: String!, $reason: String!) {
       refundPayment(paymentId: $paymentId, amount: $amount, reason: $reason) { ${REFUND_FIELDS} } }`,
    { paymentId, amount, reason },
  );
}

async function invoice(id: string) {
  const answer = await gql<{ invoice: Invoice }>(
    'orgAdmin',
    `query ($id: ID!) { invoice(id: $id) { ${INVOICE_FIELDS} } }`,
    { id },
  );
  return answer.data!.invoice;
}

/** The athlete's invoices' paid amounts and their allocations over all payments, in minor units. */
async function sums(athleteId: string) {
  const [row] = await query<{ paid: number; allocated: number }>(
    `SELECT (SELECT COALESCE(sum(paid_minor), 0) FROM invoices WHERE athlete_id = $1)::int AS paid,
            (SELECT COALESCE(sum(pa.amount_minor), 0) FROM payment_allocations pa
               JOIN payments p ON p.id = pa.payment_id WHERE p.athlete_id = $1)::int AS allocated`,
    [athleteId],
  );
  return row!;
}

/** A fresh athlete of Kartal with a season fee of 1,000.00 in 3, paid by one payment of 1,100.00. */
async function paidAthlete() {
  const [row] = await query<{ id: string }>(
    `INSERT INTO athletes (organization_id, first_name, last_name, birth_date, gender)
     SELECT organization_id, 'Deniz', 'İade', '2017-05-05', 'male' FROM athletes WHERE id = $1 RETURNING id`,
    [KEREM],
  );
  const athleteId = row!.id;
  const planId = await createPlan({ amount: '1000.00', instalments: 3, firstDueOn: '2027-01-31' });
  const { invoices } = await assign(planId, { athleteIds: [athleteId] });
  const payment = await pay(athleteId, '1100.00');
  expect(payment.unallocated).toBe('100.00');
  expect(payment.allocations.map((allocation) => allocation.amount)).toEqual(['333.34', '333.33', '333.33']);
  return { athleteId, invoices, payment };
}

describe('refunding payments', () => {
  it('takes the credit back first, then the latest due invoice, and never more than the payment holds', async () => {
    const { athleteId, invoices, payment } = await paidAthlete();
    const [first, second, third] = invoices;
    const answer = await refund(payment.id, '150.00', '  Sakatlık  ');
    expect(answer.errors).toBeUndefined();
    const [today] = await query<{ day: string }>(
      `SELECT to_char((now() AT TIME ZONE time_zone)::date, 'YYYY-MM-DD') AS day FROM organizations
        WHERE id = (SELECT organization_id FROM athletes WHERE id = $1)`,
      [athleteId],
    );
    expect(answer.data!.refundPayment).toMatchObject({
      athleteId,
      method: 'CASH',
      amount: '-150.00',
      currency: 'TRY',
      receivedOn: today!.day,
      unallocated: '-100.00',
      refundOf: payment.id,
      refundReason: 'Sakatlık',
      allocations: [{ invoiceId: third!.id, invoiceNumber: third!.number, amount: '-50.00' }],
    });
    expect(await invoice(third!.id)).toMatchObject({ status: 'PARTLY_PAID', paid: '283.33' });
    expect((await invoice(second!.id)).status).toBe('PAID');
    expect(await sums(athleteId)).toEqual({ paid: 95_000, allocated: 95_000 });
    const [audit] = await query<{ count: number }>(
      `SELECT count(*)::int AS count FROM audit_log WHERE entity_type = 'payment' AND entity_id = $1`,
      [answer.data!.refundPayment.id],
    );
    expect(audit!.count).toBe(1);

    // 950.00 is left on it: a cent more is refused and changes nothing.
    const state = await digest();
    const tooMuch = await refund(payment.id, '950.01');
    expect(codeOf(tooMuch)).toBe('CONFLICT');
    expect(tooMuch.errors?.[0]?.extensions?.fieldErrorCodes).toMatchObject({ amount: 'not_unique' });
    // A refund is not refunded.
    expect(codeOf(await refund(answer.data!.refundPayment.id, '1.00'))).toBe('CONFLICT');
    expect(await digest()).toBe(state);

    // The rest comes back from the invoices, the latest due first, and leaves them issued again.
    const rest = await refund(payment.id, '950.00');
    expect(rest.errors).toBeUndefined();
    expect(rest.data!.refundPayment).toMatchObject({
      amount: '-950.00',
      unallocated: '0.00',
      allocations: [
        { invoiceId: first!.id, amount: '-333.34' },
        { invoiceId: second!.id, amount: '-333.33' },
        { invoiceId: third!.id, amount: '-283.33' },
      ],
    });
    for (const each of invoices)
      expect(await invoice(each.id)).toMatchObject({ status: 'ISSUED', paid: '0.00' });
    expect(await sums(athleteId)).toEqual({ paid: 0, allocated: 0 });
    expect(codeOf(await refund(payment.id, '0.01'))).toBe('CONFLICT');
  });

  it('gives back a payment that paid no invoice from its credit alone', async () => {
    const { athleteId } = await paidAthlete();
    const credit = await pay(athleteId, '50.00');
    expect(credit.allocations).toEqual([]);
    // The athlete is in no team, so no invoice of theirs is Kadıköy's: the branch admin sees nothing.
    expect(codeOf(await refund(credit.id, '20.00', 'Fazla ödeme', 'branchAdmin'))).toBe('NOT_FOUND');
    const answer = await refund(credit.id, '50.00', 'Fazla ödeme');
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.refundPayment).toMatchObject({
      amount: '-50.00',
      unallocated: '-50.00',
      allocations: [],
    });
    expect(await sums(athleteId)).toEqual({ paid: 100_000, allocated: 100_000 });
  });

  it('refuses bad input with field errors and changes nothing', async () => {
    const { payment } = await paidAthlete();
    const state = await digest();
    const cases: [string, string, string, string][] = [
      ['0', 'Hata', 'amount', 'out_of_range'],
      ['1.234', 'Hata', 'amount', 'invalid_format'],
      ['-5.00', 'Hata', 'amount', 'invalid_format'],
      ['10.00', '   ', 'reason', 'required'],
      ['10.00', 'x'.repeat(501), 'reason', 'too_long'],
    ];
    for (const [amount, reason, field, code] of cases) {
      const answer = await refund(payment.id, amount, reason);
      expect(codeOf(answer), `${amount} ${reason}`).toBe('BAD_USER_INPUT');
      expect(answer.errors?.[0]?.extensions?.fieldErrorCodes, `${amount} ${reason}`).toMatchObject({
        [field]: code,
      });
    }
    expect(codeOf(await refund('not-a-uuid', '10.00'))).toBe('NOT_FOUND');
    expect(
      codeOf(
        await refund(
          payment.id.replace(/.$/, (c) => (c === '0' ? '1' : '0')),
          '10.00',
        ),
      ),
    ).toBe('NOT_FOUND');
    expect(await digest()).toBe(state);
  });

  it('is for the money admins of the invoices paid: the guardian reads the refund, others see nothing', async () => {
    const kerem = await keremInvoice('400.00');
    const payment = await pay(KEREM, '400.00', [kerem.id]);
    const state = await digest();
    expect(codeOf(await refund(payment.id, '150.00', 'İade', 'parent'))).toBe('FORBIDDEN');
    for (const who of ['company', 'regular', 'deptAdmin', 'otherOrgAdmin'] as const) {
      expect(codeOf(await refund(payment.id, '150.00', 'İade', who)), who).toBe('NOT_FOUND');
    }
    expect(await digest()).toBe(state);

    // Kerem plays in Kadıköy: the branch admin gives money back there.
    const answer = await refund(payment.id, '150.00', 'Kamp iptal', 'branchAdmin');
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.refundPayment.allocations).toEqual([
      { invoiceId: kerem.id, invoiceNumber: kerem.number, amount: '-150.00' },
    ]);
    expect(await invoice(kerem.id)).toMatchObject({ paid: '250.00', outstanding: '150.00' });

    const read = await gql<{ payments: Payment[] }>(
      'parent',
      `query ($id: ID!) { payments(athleteId: $id) { ${REFUND_FIELDS} } }`,
      { id: KEREM },
    );
    expect(read.errors).toBeUndefined();
    expect(read.data!.payments.find((each) => each.id === answer.data!.refundPayment.id)).toMatchObject({
      amount: '-150.00',
      refundOf: payment.id,
      refundReason: 'Kamp iptal',
    });
  });
});

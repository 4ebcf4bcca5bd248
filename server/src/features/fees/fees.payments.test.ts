import { describe, expect, it } from 'vitest';
import { DEMO_ATHLETES } from '../athletes/index.js';
import { feesSuite, INVOICE_FIELDS, KEREM, PAYMENT_FIELDS, type Invoice } from './fees.test-kit.js';

// Payments through the real API: allocated oldest due first or to the invoices named, partial payments,
// the family's credit, overdue read from the due date, and refused input that changes nothing.

const { gql, codeOf, query, createPlan, assign, digest } = feesSuite();

interface Payment {
  id: string;
  amount: string;
  unallocated: string;
  allocations: { invoiceId: string; invoiceNumber: string; amount: string }[];
}

async function pay(input: Record<string, unknown>, who: 'orgAdmin' | 'branchAdmin' = 'orgAdmin') {
  return gql<{ recordPayment: Payment }>(
    who,
    `mutation ($input: PaymentInput!) { recordPayment(input: $input) { ${PAYMENT_FIELDS} } }`,
    {
      input: { method: 'CASH', receivedOn: '2026-11-20', ...input },
    },
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

/** A fresh athlete of Kerem's team with a season fee of 1,000.00 in 3 (due 2027-01-31 onwards). */
async function billedAthlete(): Promise<{ athleteId: string; invoices: Invoice[] }> {
  const [row] = await query<{ id: string }>(
    `INSERT INTO athletes (organization_id, first_name, last_name, birth_date, gender)
     SELECT organization_id, 'Deniz', 'Ödeme', '2017-05-05', 'male' FROM athletes WHERE id = $1 RETURNING id`,
    [KEREM],
  );
  const planId = await createPlan({ amount: '1000.00', instalments: 3, firstDueOn: '2027-01-31' });
  const { invoices } = await assign(planId, { athleteIds: [row!.id] });
  return { athleteId: row!.id, invoices };
}

describe('recording payments', () => {
  it('allocates oldest due first, leaves the rest partly paid, and keeps what is over as the family’s credit', async () => {
    const { athleteId, invoices } = await billedAthlete();
    const [first, second, third] = invoices;
    const partial = await pay({ athleteId, amount: '400.00' });
    expect(partial.errors).toBeUndefined();
    expect(partial.data!.recordPayment).toMatchObject({
      amount: '400.00',
      unallocated: '0.00',
      allocations: [
        { invoiceId: first!.id, invoiceNumber: first!.number, amount: '333.34' },
        { invoiceId: second!.id, amount: '66.66' },
      ],
    });
    const rest = await pay({ athleteId, amount: '700,50', method: 'BANK_TRANSFER', reference: 'EFT 123' });
    expect(rest.data!.recordPayment).toMatchObject({
      amount: '700.50',
      unallocated: '100.50',
      allocations: [
        { invoiceId: second!.id, amount: '266.67' },
        { invoiceId: third!.id, amount: '333.33' },
      ],
    });
    const [paid] = await query<{ paid: number; allocated: number }>(
      `SELECT (SELECT sum(paid_minor) FROM invoices WHERE athlete_id = $1)::int AS paid,
              (SELECT sum(pa.amount_minor) FROM payment_allocations pa JOIN payments p ON p.id = pa.payment_id
                WHERE p.athlete_id = $1)::int AS allocated`,
      [athleteId],
    );
    expect(paid).toEqual({ paid: 100_000, allocated: 100_000 });
  });

  it('pays the invoices named, in their order, and reads partly paid, paid and overdue', async () => {
    const { athleteId, invoices } = await billedAthlete();
    const [first, , third] = invoices;
    const answer = await pay({ athleteId, amount: '400.00', invoiceIds: [third!.id, first!.id] });
    expect(answer.data!.recordPayment.allocations).toEqual([
      { invoiceId: first!.id, invoiceNumber: first!.number, amount: '66.67' },
      { invoiceId: third!.id, invoiceNumber: third!.number, amount: '333.33' },
    ]);
    expect((await invoice(third!.id)).status).toBe('PAID');
    expect(await invoice(first!.id)).toMatchObject({
      status: 'PARTLY_PAID',
      paid: '66.67',
      outstanding: '266.67',
    });
    // Its due date passes: overdue, in the list's status filter too.
    await query(`UPDATE invoices SET due_on = current_date - 3 WHERE id = $1`, [first!.id]);
    expect((await invoice(first!.id)).status).toBe('OVERDUE');
    const overdue = await gql<{ invoices: { nodes: { id: string }[] } }>(
      'orgAdmin',
      'query ($a: ID!) { invoices(athleteId: $a, status: OVERDUE) { nodes { id } } }',
      { a: athleteId },
    );
    expect(overdue.data!.invoices.nodes).toEqual([{ id: first!.id }]);
  });

  it('refuses bad payments with field errors and changes nothing', async () => {
    const { athleteId, invoices } = await billedAthlete();
    await pay({ athleteId, amount: '333.34', invoiceIds: [invoices[0]!.id] });
    const state = await digest();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ amount: '12.345' }, 'amount', 'invalid_format'],
      [{ amount: '0.00' }, 'amount', 'out_of_range'],
      [{ amount: '1e3' }, 'amount', 'invalid_format'],
      [{ method: 'BANK_TRANSFER', reference: ' ' }, 'reference', 'required'],
      [{ receivedOn: '2999-01-01' }, 'receivedOn', 'out_of_range'],
      [{ receivedOn: '2026-13-01' }, 'receivedOn', 'invalid_format'],
      [{ invoiceIds: [invoices[0]!.id] }, 'invoiceIds', 'invalid'],
      [{ invoiceIds: [invoices[1]!.id, invoices[1]!.id] }, 'invoiceIds', 'invalid'],
      [{ athleteId: 'not-a-uuid' }, 'athleteId', 'invalid_format'],
    ];
    for (const [change, field, code] of cases) {
      const answer = await pay({ athleteId, amount: '10.00', ...change });
      expect(codeOf(answer), JSON.stringify(change)).toBe('BAD_USER_INPUT');
      expect(answer.errors?.[0]?.extensions?.fieldErrorCodes, JSON.stringify(change)).toMatchObject({
        [field]: code,
      });
    }
    // An athlete nobody billed: NOT_FOUND, like an unknown one.
    expect(
      codeOf(await pay({ athleteId: DEMO_ATHLETES.demoDaughter.replace(/.$/, '9'), amount: '10.00' })),
    ).toBe('NOT_FOUND');
    expect(await digest()).toBe(state);
    // An invoice with a payment on it is not voided.
    const voided = await gql(
      'orgAdmin',
      'mutation ($id: ID!) { voidInvoice(id: $id, reason: "Hata") { id } }',
      { id: invoices[0]!.id },
    );
    expect(codeOf(voided)).toBe('CONFLICT');
    expect(await digest()).toBe(state);
  });

  it('the guardian reads the payments of her child, newest first', async () => {
    const planId = await createPlan({ kind: 'ONE_OFF', instalments: 1, amount: '90.00' });
    await assign(planId, { athleteIds: [KEREM] });
    await pay({ athleteId: KEREM, amount: '10.00', receivedOn: '2026-11-01' }, 'branchAdmin');
    await pay({ athleteId: KEREM, amount: '20.00', receivedOn: '2026-11-02' });
    const answer = await gql<{ payments: Payment[] }>(
      'parent',
      `query ($id: ID!) { payments(athleteId: $id) { ${PAYMENT_FIELDS} } }`,
      { id: KEREM },
    );
    expect(answer.data!.payments.slice(0, 2).map((payment) => payment.amount)).toEqual(['20.00', '10.00']);
  });
});

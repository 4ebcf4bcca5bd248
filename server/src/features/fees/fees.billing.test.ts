import { describe, expect, it } from 'vitest';
import { DEMO_TEAMS } from '../teams/index.js';
import { ELA, feesSuite, INVOICE_FIELDS, KARTAL, KEREM, U10, type Invoice } from './fees.test-kit.js';

// Assigning fee plans through the real API: the invoices every athlete gets, the organization's gapless
// number series, an assignment that never bills twice, discounts and voiding.

const { gql, codeOf, query, createPlan, assign, digest } = feesSuite();

const year = () => new Date().getUTCFullYear(); // Kartal is in Istanbul: its year turns three hours after UTC's.
const serial = (number: string) => Number(number.split('-')[1]);

async function counter(): Promise<number> {
  const [row] = await query<{ last: number }>(
    'SELECT last FROM invoice_counters WHERE organization_id = $1',
    [KARTAL],
  );
  return row?.last ?? 0;
}

describe('assigning a season fee to a team', () => {
  it('bills every current athlete 1,000.00 in 333.34 + 333.33 + 333.33, numbered without gaps, once', async () => {
    const [members] = await query<{ count: number }>(
      'SELECT count(*)::int AS count FROM team_memberships WHERE team_id = $1 AND to_on IS NULL',
      [U10],
    );
    const before = await counter();
    const planId = await createPlan({
      name: 'Sezon aidatı 2026–2027',
      amount: '1000.00',
      instalments: 3,
      firstDueOn: '2027-01-31',
    });
    const first = await assign(planId, { teamId: U10 });
    expect(first.athletes).toBe(members!.count);
    expect(first.skipped).toBe(0);
    expect(first.invoices).toHaveLength(members!.count * 3);

    // Each athlete's instalments add up to the season's fee, to the kuruş.
    const byAthlete = new Map<string, Invoice[]>();
    for (const invoice of first.invoices)
      byAthlete.set(invoice.athleteId, [...(byAthlete.get(invoice.athleteId) ?? []), invoice]);
    expect(byAthlete.size).toBe(members!.count);
    for (const invoices of byAthlete.values()) {
      expect(invoices.map((invoice) => invoice.total)).toEqual(['333.34', '333.33', '333.33']);
      expect(invoices.map((invoice) => invoice.dueOn)).toEqual(['2027-01-31', '2027-02-28', '2027-03-31']);
      expect(invoices.map((invoice) => invoice.status)).toEqual(['ISSUED', 'ISSUED', 'ISSUED']);
      expect(invoices[0]!.lines).toEqual([{ description: 'Sezon aidatı 2026–2027 (1/3)', amount: '333.34' }]);
    }
    expect(
      first.invoices.every((invoice) => invoice.teamId === U10 && invoice.outstanding === invoice.total),
    ).toBe(true);

    // The numbers are the next of the series, one each, in due-date order.
    const serials = first.invoices.map((invoice) => serial(invoice.number)).sort((a, b) => a - b);
    expect(serials).toEqual(Array.from({ length: serials.length }, (_, index) => before + 1 + index));
    expect(first.invoices.every((invoice) => invoice.number.startsWith(`${year()}-`))).toBe(true);
    expect(await counter()).toBe(before + serials.length);

    // Again: nothing new, nothing numbered.
    const again = await assign(planId, { teamId: U10 });
    expect(again).toMatchObject({ athletes: members!.count, skipped: members!.count * 3, invoices: [] });
    expect(await counter()).toBe(before + serials.length);
  });

  it('a refused assignment takes no number; two assignments at once share the series without a gap', async () => {
    const before = await counter();
    const planId = await createPlan({ kind: 'ONE_OFF', instalments: 1, amount: '80.00' });
    const state = await digest();
    const refused = await gql(
      'orgAdmin',
      'mutation ($p: ID!, $a: [ID!]) { assignFeePlan(planId: $p, athleteIds: $a) { athletes } }',
      {
        p: planId,
        a: [KEREM, '00000000-0000-4000-8fff-000000000999'],
      },
    );
    expect(codeOf(refused)).toBe('NOT_FOUND');
    expect(await digest()).toBe(state);

    const other = await createPlan({ kind: 'ONE_OFF', instalments: 1, amount: '120.00' });
    const [a, b] = await Promise.all([
      assign(planId, { athleteIds: [KEREM, ELA] }),
      assign(other, { teamId: DEMO_TEAMS.futbolU12Erkek.id }),
    ]);
    const serials = [...a.invoices, ...b.invoices]
      .map((invoice) => serial(invoice.number))
      .sort((x, y) => x - y);
    expect(serials).toEqual(Array.from({ length: serials.length }, (_, index) => before + 1 + index));
  });

  it('the assignment’s discounts follow the plan’s, in order, and each invoice shows them', async () => {
    const planId = await createPlan({
      amount: '1000.00',
      instalments: 2,
      discounts: [{ label: 'Kardeş indirimi', kind: 'PERCENT', value: '10' }],
    });
    const { invoices } = await assign(planId, {
      athleteIds: [ELA],
      discounts: [{ label: 'Burs', kind: 'AMOUNT', value: '100.01' }],
    });
    // 1,000.00 − 100.00 − 100.01 = 799.99 → 400.00 + 399.99.
    expect(invoices.map((invoice) => invoice.total)).toEqual(['400.00', '399.99']);
    expect(invoices[0]!.lines).toEqual([
      { description: `${invoices[0]!.lines[0]!.description}`, amount: '500.00' },
      { description: 'Kardeş indirimi', amount: '-50.00' },
      { description: 'Burs', amount: '-50.00' },
    ]);
    expect(invoices[1]).toMatchObject({ subtotal: '500.00', discount: '100.01', total: '399.99' });
  });

  it('refuses bad plans and assignments with field errors, and changes nothing', async () => {
    const state = await digest();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ amount: '10.005' }, 'amount', 'invalid_format'],
      [{ amount: '-5' }, 'amount', 'invalid_format'],
      [{ amount: '0' }, 'amount', 'out_of_range'],
      [{ amount: '99999999.00' }, 'amount', 'out_of_range'],
      [{ instalments: 0 }, 'instalments', 'out_of_range'],
      [{ kind: 'ONE_OFF', instalments: 3 }, 'instalments', 'out_of_range'],
      [{ firstDueOn: '2027-02-30' }, 'firstDueOn', 'invalid_format'],
      [{ firstDueOn: '+275760-01-01' }, 'firstDueOn', 'invalid_format'],
      [{ taxRate: '100.5' }, 'taxRate', 'out_of_range'],
      [{ currency: 'lira' }, 'currency', 'invalid_format'],
      [{ name: '  ' }, 'name', 'required'],
      [{ discounts: [{ label: 'Burs', kind: 'PERCENT', value: '0' }] }, 'discounts.0.value', 'out_of_range'],
    ];
    for (const [change, field, code] of cases) {
      const answer = await gql(
        'orgAdmin',
        'mutation ($input: FeePlanInput!) { createFeePlan(input: $input) { id } }',
        {
          input: {
            name: 'Hatalı',
            kind: 'SEASON',
            amount: '1000.00',
            instalments: 3,
            firstDueOn: '2027-01-15',
            ...change,
          },
        },
      );
      expect(codeOf(answer), JSON.stringify(change)).toBe('BAD_USER_INPUT');
      expect(answer.errors?.[0]?.extensions?.fieldErrorCodes, JSON.stringify(change)).toMatchObject({
        [field]: code,
      });
    }
    const planId = await createPlan();
    const both = await gql(
      'orgAdmin',
      'mutation ($p: ID!, $t: ID, $a: [ID!]) { assignFeePlan(planId: $p, teamId: $t, athleteIds: $a) { athletes } }',
      {
        p: planId,
        t: U10,
        a: [KEREM],
      },
    );
    expect(codeOf(both)).toBe('BAD_USER_INPUT');
    const stateAfterPlan = await digest();
    expect(stateAfterPlan).not.toBe(state);
    await gql('orgAdmin', 'mutation ($id: ID!) { archiveFeePlan(id: $id) { id } }', { id: planId });
    const archived = await gql(
      'orgAdmin',
      'mutation ($p: ID!, $a: [ID!]) { assignFeePlan(planId: $p, athleteIds: $a) { athletes } }',
      {
        p: planId,
        a: [KEREM],
      },
    );
    expect(codeOf(archived)).toBe('BAD_USER_INPUT');
  });
});

describe('voiding', () => {
  it('voids an unpaid invoice with its reason; the period can be billed again with a new number', async () => {
    const planId = await createPlan({ kind: 'ONE_OFF', instalments: 1, amount: '300.00' });
    const [invoice] = (await assign(planId, { athleteIds: [KEREM] })).invoices;
    const voided = await gql<{ voidInvoice: Invoice }>(
      'orgAdmin',
      `mutation ($id: ID!) { voidInvoice(id: $id, reason: "Yanlış tutar") { ${INVOICE_FIELDS} } }`,
      {
        id: invoice!.id,
      },
    );
    expect(voided.data?.voidInvoice).toMatchObject({
      status: 'VOID',
      voidReason: 'Yanlış tutar',
      outstanding: '0.00',
      number: invoice!.number,
    });
    const twice = await gql(
      'orgAdmin',
      'mutation ($id: ID!) { voidInvoice(id: $id, reason: "Yine") { id } }',
      { id: invoice!.id },
    );
    expect(codeOf(twice)).toBe('CONFLICT');
    const again = await assign(planId, { athleteIds: [KEREM] });
    expect(again.invoices).toHaveLength(1);
    expect(again.invoices[0]!.number).not.toBe(invoice!.number);
    const blank = await gql('orgAdmin', 'mutation ($id: ID!) { voidInvoice(id: $id, reason: " ") { id } }', {
      id: again.invoices[0]!.id,
    });
    expect(codeOf(blank)).toBe('BAD_USER_INPUT');
    const [audit] = await query<{ count: number }>(
      `SELECT count(*)::int AS count FROM audit_log WHERE entity_type = 'invoice' AND entity_id = $1`,
      [invoice!.id],
    );
    expect(audit!.count).toBe(1);
  });
});

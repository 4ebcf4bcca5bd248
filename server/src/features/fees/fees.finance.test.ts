import { describe, expect, it } from 'vitest';
import { ELA, feesSuite, KEREM, U10, type Persona } from './fees.test-kit.js';

// The finance dashboard through the real API: sums of what the viewer handles, exact to the kuruş, in
// one currency; a branch admin's of their branch; nobody else reads any money.

const { gql, codeOf, query, createPlan, assign } = feesSuite();

const SUMMARY = `{ financeSummary { currency billed collected outstanding overdue overdueCount collectionRate
  months { month billed collected } teams { id name outstanding overdue } branches { name outstanding }
  recentPayments { athleteName amount method } } }`;

interface Summary {
  currency: string;
  billed: string;
  collected: string;
  outstanding: string;
  overdue: string;
  overdueCount: number;
  collectionRate: number | null;
  months: { month: string; billed: string; collected: string }[];
  teams: { id: string | null; name: string | null; outstanding: string; overdue: string }[];
  branches: { name: string | null; outstanding: string }[];
  recentPayments: { athleteName: string; amount: string; method: string }[];
}

const summary = async (who: Persona) => {
  const answer = await gql<{ financeSummary: Summary }>(who, SUMMARY);
  expect(answer.errors, who).toBeUndefined();
  return answer.data!.financeSummary;
};

describe('the finance dashboard', () => {
  it('sums billed, collected, outstanding and overdue exactly, by month, team and branch', async () => {
    // Kerem's team: a season fee whose first instalment fell due three days ago; Ela: a camp due later.
    const season = await createPlan({ amount: '1000.00', instalments: 3, firstDueOn: '2099-01-10' });
    const billed = await assign(season, { teamId: U10 });
    const athletes = billed.athletes;
    await query(`UPDATE invoices SET due_on = current_date - 3 WHERE plan_id = $1 AND period = 1`, [season]);
    const camp = await createPlan({
      kind: 'ONE_OFF',
      instalments: 1,
      amount: '450.50',
      firstDueOn: '2099-06-01',
    });
    await assign(camp, { athleteIds: [ELA] });
    const first = billed.invoices.find((invoice) => invoice.athleteId === KEREM && invoice.period === 1)!;
    const paid = await gql(
      'orgAdmin',
      'mutation ($input: PaymentInput!) { recordPayment(input: $input) { id } }',
      {
        input: {
          athleteId: KEREM,
          amount: '333.34',
          method: 'BANK_TRANSFER',
          reference: 'EFT 1',
          receivedOn: new Date().toISOString().slice(0, 10),
          invoiceIds: [first.id],
        },
      },
    );
    expect(paid.errors).toBeUndefined();

    const all = await summary('orgAdmin');
    const total = athletes * 100_000 + 45_050;
    const cents = (text: string) => Math.round(Number(text) * 100);
    expect(all.currency).toBe('TRY');
    expect(cents(all.billed)).toBe(total);
    expect(all.collected).toBe('333.34');
    expect(cents(all.outstanding)).toBe(total - 33_334);
    // Every first instalment is overdue but Kerem's, which is paid.
    expect(all.overdueCount).toBe(athletes - 1);
    expect(cents(all.overdue)).toBe((athletes - 1) * 33_334);
    expect(all.collectionRate).toBeCloseTo(1 / athletes, 10);
    expect(all.months).toHaveLength(12);
    expect(all.months.at(-1)!.collected).toBe('333.34');
    expect(all.recentPayments).toEqual([
      { athleteName: 'Kerem Demir', amount: '333.34', method: 'BANK_TRANSFER' },
    ]);
    const team = all.teams.find((row) => row.id === U10)!;
    expect(cents(team.outstanding)).toBe(athletes * 100_000 - 33_334);
    expect(all.branches.map((row) => row.name).sort()).toEqual(['Ataşehir', 'Kadıköy']);

    // The branch admin (Kadıköy) sums Kadıköy's invoices only: not Ela's camp in Ataşehir.
    const branch = await summary('branchAdmin');
    expect(cents(branch.billed)).toBe(athletes * 100_000);
    expect(branch.branches.map((row) => row.name)).toEqual(['Kadıköy']);

    // Nobody else reads any money.
    for (const who of ['parent', 'company', 'regular', 'deptAdmin', 'otherOrgAdmin'] as const) {
      const none = await summary(who);
      expect(none, who).toMatchObject({
        billed: '0.00',
        collected: '0.00',
        outstanding: '0.00',
        teams: [],
        recentPayments: [],
      });
    }
  });

  it('refuses a currency that is not an ISO code', async () => {
    const answer = await gql('orgAdmin', '{ financeSummary(currency: "lira!") { billed } }');
    expect(codeOf(answer)).toBe('BAD_USER_INPUT');
  });
});

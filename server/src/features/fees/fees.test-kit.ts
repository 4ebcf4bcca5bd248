import { expect } from 'vitest';
import { suiteCalls, useTestServer } from '../../../../tests/support/suite.js';
import { DEMO_ATHLETES } from '../athletes/index.js';
import { DEMO_ORGANIZATIONS } from '../organizations/index.js';
import { DEMO_PROFESSIONALS } from '../professionals/index.js';
import { DEMO_TEAMS } from '../teams/index.js';
import { DEMO_PERSONAS } from '../users/index.js';

// What the fees suites (fees.*.test.ts) share: a server per test file signed in as every demo persona and
// as a coach of Kerem's team, and the plans and invoices they bill through the API as Kartal's admin.

export type Persona = keyof typeof DEMO_PERSONAS;
export const PERSONAS = Object.keys(DEMO_PERSONAS) as Persona[];
export const KARTAL = DEMO_ORGANIZATIONS.kartal.id;
/** Ayşe Demir's son: Futbol U10 Erkek, Kadıköy (the branch admin's branch). */
export const KEREM = DEMO_ATHLETES.demoSon;
/** Ayşe Demir's daughter: Futbol U12 Kız, Ataşehir (outside the branch admin's branch). */
export const ELA = DEMO_ATHLETES.demoDaughter;
export const U10 = DEMO_TEAMS.futbolU10Erkek.id;
export const COACH = DEMO_PROFESSIONALS.gokhanTekin; // head coach of Futbol U10 Erkek

export const INVOICE_FIELDS = `id number status athleteId athleteName planId teamId period periods currency
  issuedOn dueOn lines { description amount } subtotal discount tax total paid outstanding voidReason`;

export const PAYMENT_FIELDS = `id athleteId method reference amount currency receivedOn unallocated
  allocations { invoiceId invoiceNumber amount }`;

/** An invoice as the suites read it. */
export interface Invoice {
  id: string;
  number: string;
  status: string;
  athleteId: string;
  athleteName: string;
  teamId: string | null;
  period: number;
  periods: number;
  dueOn: string;
  issuedOn: string;
  lines: { description: string; amount: string }[];
  subtotal: string;
  discount: string;
  tax: string;
  total: string;
  paid: string;
  outstanding: string;
  voidReason: string | null;
}

/** The server of one test file and its calls, with plans and invoices made through the API. */
export function feesSuite() {
  const t = useTestServer({ ...DEMO_PERSONAS, coach: { email: COACH.email, password: 'Arena-Member-2026' } });
  const calls = suiteCalls(t);
  let plans = 0;

  /** A fee plan of Kartal made by its admin; answers its id. */
  async function createPlan(input: Record<string, unknown> = {}): Promise<string> {
    const answer = await calls.gql<{ createFeePlan: { id: string } }>(
      'orgAdmin',
      'mutation ($input: FeePlanInput!) { createFeePlan(input: $input) { id } }',
      {
        input: {
          name: `Sezon aidatı ${++plans}`,
          kind: 'SEASON',
          amount: '1000.00',
          instalments: 3,
          firstDueOn: '2027-01-15',
          ...input,
        },
      },
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.createFeePlan.id;
  }

  /** Assigns a plan as `who` (Kartal's admin by default); answers the invoices made. */
  async function assign(
    planId: string,
    target: { teamId?: string; athleteIds?: string[]; discounts?: unknown[] },
    who: Persona = 'orgAdmin',
  ): Promise<{ athletes: number; skipped: number; invoices: Invoice[] }> {
    const answer = await calls.gql<{
      assignFeePlan: { athletes: number; skipped: number; invoices: Invoice[] };
    }>(
      who,
      `mutation ($planId: ID!, $teamId: ID, $athleteIds: [ID!], $discounts: [FeeDiscountInput!]) {
         assignFeePlan(planId: $planId, teamId: $teamId, athleteIds: $athleteIds, discounts: $discounts) {
           athletes skipped invoices { ${INVOICE_FIELDS} } } }`,
      { planId, ...target },
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.assignFeePlan;
  }

  /** One invoice of Kerem (a fresh one-off plan of `amount`, due on `dueOn`); answers it. */
  async function keremInvoice(amount = '250.00', dueOn = '2027-03-01'): Promise<Invoice> {
    const planId = await createPlan({ kind: 'ONE_OFF', instalments: 1, amount, firstDueOn: dueOn });
    const { invoices } = await assign(planId, { athleteIds: [KEREM] });
    return invoices[0]!;
  }

  /** Runs `check` while the parent reads in Turkish (her own choice), then gives her back her language. */
  async function asTurkishParent(check: () => Promise<void>): Promise<void> {
    const parent = DEMO_PERSONAS.parent.id;
    const [saved] = await calls.query<{ language: string | null }>(
      'SELECT language FROM users WHERE id = $1',
      [parent],
    );
    try {
      const chosen = await calls.gql('parent', 'mutation { setMyLanguage(language: tr) { id language } }');
      expect(chosen.errors).toBeUndefined();
      await check();
    } finally {
      await calls.query('UPDATE users SET language = $2 WHERE id = $1', [parent, saved!.language]);
    }
  }

  const digest = () =>
    calls.digest('fee_plans', 'invoices', 'invoice_counters', 'payments', 'payment_allocations');

  return { t, ...calls, createPlan, assign, keremInvoice, asTurkishParent, digest };
}

import { beforeAll, describe, expect, it } from 'vitest';
import { seedId } from '../../shared/seed-ids.js';
import { DEMO_ATHLETES } from '../athletes/index.js';
import { invoiceManaged } from '../fees/index.js';
import { DEMO_PERSONAS } from '../users/index.js';
import { anadoluMember, kartalMember, userResourcesSuite } from './user-resources.test-kit.js';

// A user's payments and wallet are their family's money from the fees feature: the payments of the
// children they are a guardian of, refunds included, and the credit those payments left. Billed and paid
// through the real API as Kartal's admin; read by every persona, whose view follows the fees policy.

const { t, gql, codeOf, query } = userResourcesSuite();

type Persona = keyof typeof t.tokens;
const PARENT = DEMO_PERSONAS.parent.id;
const KEREM = DEMO_ATHLETES.demoSon; // Kadıköy: the branch admin's branch
const ELA = DEMO_ATHLETES.demoDaughter; // Ataşehir

const PAYMENT_FIELDS = `id userId organizationId athleteId athleteName method amount currency status refunded
  refundOf receivedOn paymentAt unallocated allocations { invoiceId invoiceNumber amount }`;

interface UserPayment {
  id: string;
  athleteId: string;
  athleteName: string;
  method: string;
  amount: string;
  currency: string;
  status: string;
  refunded: string;
  refundOf: string | null;
  receivedOn: string;
  unallocated: string;
  allocations: { invoiceId: string; invoiceNumber: string; amount: string }[];
}

interface Wallet {
  id: string;
  userId: string;
  token: string;
  balance: string;
  currency: string;
  balances: { balance: string; currency: string }[];
  createdAt: string;
}

async function ok<T>(who: Persona, document: string, variables: Record<string, unknown>): Promise<T> {
  const answer = await gql<T>(who, document, variables);
  expect(answer.errors, document).toBeUndefined();
  return answer.data!;
}

/** One invoice per athlete of a fresh one-off plan of `amount` in `currency`; answers their ids. */
async function bill(amount: string, currency = 'TRY'): Promise<Record<string, string>> {
  const { createFeePlan } = await ok<{ createFeePlan: { id: string } }>(
    'orgAdmin',
    'mutation ($input: FeePlanInput!) { createFeePlan(input: $input) { id } }',
    {
      input: {
        name: `Kamp ${amount} ${currency}`,
        kind: 'ONE_OFF',
        amount,
        currency,
        instalments: 1,
        firstDueOn: '2027-03-01',
      },
    },
  );
  const { assignFeePlan } = await ok<{ assignFeePlan: { invoices: { id: string; athleteId: string }[] } }>(
    'orgAdmin',
    'mutation ($planId: ID!, $ids: [ID!]) { assignFeePlan(planId: $planId, athleteIds: $ids) { invoices { id athleteId } } }',
    { planId: createFeePlan.id, ids: [KEREM, ELA] },
  );
  return Object.fromEntries(assignFeePlan.invoices.map((invoice) => [invoice.athleteId, invoice.id]));
}

async function pay(
  athleteId: string,
  amount: string,
  receivedOn: string,
  extra: Record<string, unknown> = {},
) {
  const { recordPayment } = await ok<{ recordPayment: { id: string } }>(
    'orgAdmin',
    'mutation ($input: PaymentInput!) { recordPayment(input: $input) { id } }',
    { input: { athleteId, amount, receivedOn, method: 'CASH', ...extra } },
  );
  return recordPayment.id;
}

async function refund(paymentId: string, amount: string) {
  const { refundPayment } = await ok<{ refundPayment: { id: string } }>(
    'orgAdmin',
    'mutation ($id: ID!, $amount: String!) { refundPayment(paymentId: $id, amount: $amount, reason: "Sakatlık") { id } }',
    { id: paymentId, amount },
  );
  return refundPayment.id;
}

const paymentsOf = (who: Persona, userId: string) =>
  gql<{ userPayments: UserPayment[] }>(
    who,
    `query ($id: ID!) { userPayments(userId: $id) { ${PAYMENT_FIELDS} } }`,
    { id: userId },
  );
const walletOf = (who: Persona, userId: string) =>
  gql<{ userWallet: Wallet | null }>(
    who,
    'query ($id: ID!) { userWallet(userId: $id) { id userId token balance currency balances { balance currency } createdAt } }',
    { id: userId },
  );

const ids = { kerem: '', keremRefund: '', ela: '', elaCard: '', elaRefund: '' };
let tryInvoices: Record<string, string> = {};

beforeAll(async () => {
  tryInvoices = await bill('250.00');
  // Kerem: 300.00 in cash, 250.00 to his invoice and 50.00 left as credit, of which 20.00 went back.
  ids.kerem = await pay(KEREM, '300.00', '2026-11-20');
  ids.keremRefund = await refund(ids.kerem, '20.00');
  // Ela: 100.00 by bank transfer, then 150.00 by card given back in full.
  ids.ela = await pay(ELA, '100.00', '2026-11-21', { method: 'BANK_TRANSFER', reference: 'EFT 77' });
  ids.elaCard = await pay(ELA, '150.00', '2026-11-22', { method: 'CARD', reference: 'POS 12' });
  ids.elaRefund = await refund(ids.elaCard, '150.00');
});

describe('a user’s payments are their family’s', () => {
  it('the parent reads both children’s payments and refunds, newest received first, exact to the kuruş', async () => {
    const answer = await paymentsOf('parent', PARENT);
    expect(answer.errors).toBeUndefined();
    const rows = answer.data!.userPayments;
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(ids.kerem)).toMatchObject({
      athleteId: KEREM,
      method: 'CASH',
      amount: '300.00',
      currency: 'TRY',
      status: 'completed', // partly refunded: still completed, with what went back
      refunded: '20.00',
      refundOf: null,
      receivedOn: '2026-11-20',
      unallocated: '50.00',
      allocations: [{ invoiceId: tryInvoices[KEREM], amount: '250.00' }],
    });
    expect(byId.get(ids.keremRefund)).toMatchObject({
      amount: '-20.00',
      status: 'completed',
      refunded: '0.00',
      refundOf: ids.kerem,
      unallocated: '-20.00',
      allocations: [],
    });
    expect(byId.get(ids.ela)).toMatchObject({
      athleteId: ELA,
      method: 'BANK_TRANSFER',
      amount: '100.00',
      status: 'completed',
      refunded: '0.00',
      allocations: [{ invoiceId: tryInvoices[ELA], amount: '100.00' }],
    });
    expect(byId.get(ids.elaCard)).toMatchObject({ method: 'CARD', status: 'refunded', refunded: '150.00' });
    expect(byId.get(ids.elaRefund)).toMatchObject({
      amount: '-150.00',
      refundOf: ids.elaCard,
      allocations: [{ invoiceId: tryInvoices[ELA], amount: '-150.00' }],
    });
    expect(rows).toHaveLength(5);
    const days = rows.map((row) => row.receivedOn);
    expect(days).toEqual([...days].sort().reverse());
    expect(rows.every((row) => row.athleteName.length > 0)).toBe(true);
  });

  it('GET api/users/{id}/payments keeps the spec shape, with the amounts as exact decimal text', async () => {
    const response = await t.http.request<Record<string, unknown>[]>('GET', `api/users/${PARENT}/payments`, {
      token: t.tokens.parent,
    });
    expect(response.status).toBe(200);
    expect(Object.keys(response.body[0] ?? {}).sort()).toEqual(
      ['amount', 'currency', 'id', 'payment_at', 'status', 'user_id'].sort(),
    );
    expect(response.body.find((row) => row.id === ids.kerem)).toMatchObject({
      user_id: PARENT,
      amount: '300.00',
      currency: 'TRY',
      status: 'completed',
    });
  });

  it('the wallet is the family’s credit: what the payments left, less what refunds took back', async () => {
    const answer = await walletOf('parent', PARENT);
    expect(answer.errors).toBeUndefined();
    const [first] = await query<{ since: Date }>(
      'SELECT min(created_at) AS since FROM payments WHERE athlete_id = ANY($1)',
      [[KEREM, ELA]],
    );
    expect(answer.data!.userWallet).toEqual({
      id: PARENT,
      userId: PARENT,
      token: `credit-${PARENT}`,
      balance: '30.00',
      currency: 'TRY',
      balances: [{ balance: '30.00', currency: 'TRY' }],
      createdAt: first!.since.toISOString(),
    });
    const rest = await t.http.request<Record<string, unknown>>('GET', `api/users/${PARENT}/wallet`, {
      token: t.tokens.parent,
    });
    expect(Object.keys(rest.body).sort()).toEqual(['balance', 'created_at', 'id', 'token', 'user_id'].sort());
  });
});

describe('who reads a user’s money', () => {
  /** The athletes of the family whose invoices the persona manages, by the fees policy. */
  async function managedChildren(who: keyof typeof DEMO_PERSONAS): Promise<string[]> {
    const found = await t.server.server.services.users.findWithGrants(DEMO_PERSONAS[who].id);
    if (!found) return [];
    const viewer = { userId: found.user.id, organizationId: found.user.organizationId, grants: found.grants };
    const params: unknown[] = [[KEREM, ELA]];
    const rows = await query<{ athleteId: string }>(
      `SELECT DISTINCT i.athlete_id AS "athleteId" FROM invoices i
        WHERE i.athlete_id = ANY($1) AND ${invoiceManaged(viewer, params)} ORDER BY 1`,
      params,
    );
    return rows.map((row) => row.athleteId);
  }

  it('the admins who may see the user read the payments of the children whose invoices they manage', async () => {
    const seen: Record<string, string[] | 'NOT_FOUND'> = {};
    for (const who of ['superAdmin', 'orgAdmin', 'branchAdmin', 'deptAdmin'] as const) {
      const answer = await paymentsOf(who, PARENT);
      const user = await gql(who, 'query ($id: ID!) { adminUser(id: $id) { id } }', { id: PARENT });
      if (codeOf(user) === 'NOT_FOUND') {
        // A user the viewer may not see: their money is as hidden as they are.
        expect(codeOf(answer), who).toBe('NOT_FOUND');
        expect(codeOf(await walletOf(who, PARENT)), who).toBe('NOT_FOUND');
        seen[who] = 'NOT_FOUND';
        continue;
      }
      expect(answer.errors, who).toBeUndefined();
      const athletes = [...new Set(answer.data!.userPayments.map((row) => row.athleteId))].sort();
      expect(athletes, who).toEqual(await managedChildren(who));
      seen[who] = athletes;
    }
    // Today: super and organization admins both children. The branch admin manages Kerem's invoices
    // but may not see his mother's account (she is a parent of the whole organization), so it is hidden.
    expect(seen).toMatchObject({ superAdmin: [KEREM, ELA].sort(), orgAdmin: [KEREM, ELA].sort() });
    expect(seen.deptAdmin === 'NOT_FOUND' || seen.deptAdmin?.length === 0).toBe(true);
    expect(seen.branchAdmin === 'NOT_FOUND' || seen.branchAdmin?.join() === KEREM).toBe(true);
    expect((await walletOf('orgAdmin', PARENT)).data!.userWallet?.balance).toBe('30.00');
    expect((await walletOf('superAdmin', PARENT)).data!.userWallet?.balance).toBe('30.00');
  });

  it('a branch admin reads the payments of their branch’s child only, of a parent they may see', async () => {
    // The parent made visible to the branch admin: a role scoped to the branch (users.policy.ts).
    const [branch] = await query<{ branchId: string }>(
      `SELECT t.branch_id AS "branchId" FROM team_memberships m JOIN teams t ON t.id = m.team_id
        WHERE m.athlete_id = $1 AND m.to_on IS NULL LIMIT 1`,
      [KEREM],
    );
    await query(
      `INSERT INTO user_roles (user_id, role_id, scope_type, scope_id)
       SELECT $1, r.id, 'branch', $2 FROM roles r WHERE r.key = 'user'`,
      [PARENT, branch!.branchId],
    );
    const user = await gql('branchAdmin', 'query ($id: ID!) { adminUser(id: $id) { id } }', { id: PARENT });
    expect(user.errors).toBeUndefined();
    const answer = await paymentsOf('branchAdmin', PARENT);
    expect([...new Set(answer.data!.userPayments.map((row) => row.athleteId))]).toEqual(
      await managedChildren('branchAdmin'),
    );
    expect(await managedChildren('branchAdmin')).toEqual([KEREM]);
    expect((await walletOf('branchAdmin', PARENT)).data!.userWallet?.balance).toBe('30.00'); // Kerem's
  });

  it('whoever may see the parent but handles no money gets an empty list and no wallet; the others NOT_FOUND', async () => {
    for (const who of ['coach', 'company', 'regular', 'otherOrgAdmin'] as const) {
      const payments = await paymentsOf(who, PARENT);
      const wallet = await walletOf(who, PARENT);
      if (payments.errors) {
        expect(codeOf(payments), who).toBe('NOT_FOUND');
        expect(codeOf(wallet), who).toBe('NOT_FOUND');
      } else {
        expect(payments.data!.userPayments, who).toEqual([]);
        expect(wallet.data!.userWallet, who).toBeNull();
      }
    }
    expect(codeOf(await paymentsOf('otherOrgAdmin', PARENT))).toBe('NOT_FOUND');
    expect(codeOf(await paymentsOf('regular', PARENT))).toBe('NOT_FOUND');
    const hidden = await t.http.request('GET', `api/users/${PARENT}/wallet`, {
      token: t.tokens.otherOrgAdmin,
    });
    expect(hidden.status).toBe(404);
  });

  it('another organization reads its own members, none of Kartal’s money', async () => {
    expect((await paymentsOf('otherOrgAdmin', anadoluMember)).data!.userPayments).toEqual([]);
    expect((await walletOf('otherOrgAdmin', anadoluMember)).data!.userWallet).toBeNull();
    expect(codeOf(await walletOf('otherOrgAdmin', PARENT))).toBe('NOT_FOUND');
    expect(codeOf(await paymentsOf('orgAdmin', anadoluMember))).toBe('NOT_FOUND');
  });

  it('a user with no children has no payments and no wallet', async () => {
    expect((await paymentsOf('orgAdmin', kartalMember)).data!.userPayments).toEqual([]);
    expect((await walletOf('orgAdmin', kartalMember)).data!.userWallet).toBeNull();
    expect((await paymentsOf('regular', DEMO_PERSONAS.regular.id)).data!.userPayments).toEqual([]);
    expect(codeOf(await paymentsOf('orgAdmin', seedId('user', 0xbeef)))).toBe('NOT_FOUND');
  });
});

describe('the wallet in several currencies', () => {
  it('keeps one balance per currency, the latest recorded payment’s first, never adding them', async () => {
    const euro = await bill('50.00', 'EUR');
    await pay(KEREM, '60.00', '2026-11-25', { invoiceIds: [euro[KEREM]] });
    const answer = await walletOf('parent', PARENT);
    expect(answer.data!.userWallet).toMatchObject({
      balance: '10.00',
      currency: 'EUR',
      balances: [
        { balance: '10.00', currency: 'EUR' },
        { balance: '30.00', currency: 'TRY' },
      ],
    });
    const payments = (await paymentsOf('parent', PARENT)).data!.userPayments;
    expect(payments.filter((row) => row.currency === 'EUR')).toMatchObject([
      { amount: '60.00', unallocated: '10.00', allocations: [{ invoiceId: euro[KEREM], amount: '50.00' }] },
    ]);
  });
});

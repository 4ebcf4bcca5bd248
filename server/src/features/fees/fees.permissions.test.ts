import { describe, expect, it } from 'vitest';
import { permissionMatrix, type Outcome } from '../../../../tests/support/permission-matrix.js';
import { DEMO_PERSONAS } from '../users/index.js';
import {
  ELA,
  feesSuite,
  INVOICE_FIELDS,
  KARTAL,
  KEREM,
  PAYMENT_FIELDS,
  PERSONAS,
  U10,
  type Invoice,
  type Persona,
} from './fees.test-kit.js';

// Every fees operation through the real GraphQL API as each demo persona (fees.policy.ts): the
// organization's admins handle all its money, the branch admin the invoices billed through Kadıköy,
// the parent reads her children's invoices and payments and changes nothing; the department admin,
// the company and regular users and the other organization's admin see no money at all. A refused call
// changes no row.

const { t, gql, codeOf, createPlan, assign, keremInvoice, digest } = feesSuite();

type Op =
  | 'listPlans'
  | 'createPlan'
  | 'archivePlan'
  | 'assignTeam'
  | 'listInvoices'
  | 'readInvoice'
  | 'payments'
  | 'recordPayment'
  | 'voidInvoice';

interface Target {
  planId: string;
  invoice: Invoice;
}

const ADMIN: Record<Op, Outcome> = {
  listPlans: 'ok',
  createPlan: 'ok',
  archivePlan: 'ok',
  assignTeam: 'ok',
  listInvoices: 'ok',
  readInvoice: 'ok',
  payments: 'ok',
  recordPayment: 'ok',
  voidInvoice: 'ok',
};
const NO_MONEY: Record<Op, Outcome> = {
  listPlans: 'empty',
  createPlan: 'FORBIDDEN',
  archivePlan: 'NOT_FOUND',
  assignTeam: 'NOT_FOUND',
  listInvoices: 'empty',
  readInvoice: 'NOT_FOUND',
  payments: 'empty',
  recordPayment: 'NOT_FOUND',
  voidInvoice: 'NOT_FOUND',
};
const EXPECTED: Record<Persona, Record<Op, Outcome>> = {
  superAdmin: ADMIN,
  orgAdmin: ADMIN,
  // Kerem plays in Kadıköy: the branch admin bills and collects there, but keeps no plans.
  branchAdmin: { ...ADMIN, createPlan: 'FORBIDDEN', archivePlan: 'FORBIDDEN' },
  deptAdmin: NO_MONEY,
  parent: {
    ...NO_MONEY,
    listInvoices: 'ok',
    readInvoice: 'ok',
    payments: 'ok',
    recordPayment: 'FORBIDDEN',
    voidInvoice: 'FORBIDDEN',
  },
  company: NO_MONEY,
  regular: NO_MONEY,
  otherOrgAdmin: { ...NO_MONEY, createPlan: 'NOT_FOUND' },
};

describe('the permission matrix: every fees operation as each persona', () => {
  permissionMatrix<Persona, Op, Target>({
    personas: PERSONAS,
    token: (persona) => t.tokens[persona],
    http: () => t.http,
    expected: EXPECTED,
    transports: ['GraphQL'],
    async target() {
      const invoice = await keremInvoice();
      return { planId: await createPlan(), invoice };
    },
    digest,
    calls: {
      listPlans: () => ({
        graphql: [
          'query ($org: ID) { feePlans(organizationId: $org) { id organizationId } }',
          { org: KARTAL },
        ],
        field: 'feePlans',
        empty: [],
      }),
      createPlan: (_target, label) => ({
        graphql: [
          'mutation ($org: ID, $input: FeePlanInput!) { createFeePlan(organizationId: $org, input: $input) { id organizationId name amount } }',
          {
            org: KARTAL,
            input: {
              name: `Plan ${label}`,
              kind: 'MONTHLY',
              amount: '750.50',
              instalments: 10,
              firstDueOn: '2026-09-01',
            },
          },
        ],
        field: 'createFeePlan',
      }),
      archivePlan: ({ planId }) => ({
        graphql: ['mutation ($id: ID!) { archiveFeePlan(id: $id) { id archivedAt } }', { id: planId }],
        field: 'archiveFeePlan',
      }),
      assignTeam: ({ planId }) => ({
        graphql: [
          'mutation ($plan: ID!, $team: ID) { assignFeePlan(planId: $plan, teamId: $team) { athletes skipped invoices { athleteId teamId } } }',
          { plan: planId, team: U10 },
        ],
        field: 'assignFeePlan',
      }),
      listInvoices: () => ({
        graphql: [
          'query ($athlete: ID) { invoices(athleteId: $athlete, first: 100) { totalCount nodes { id athleteId organizationId } } }',
          { athlete: KEREM },
        ],
        field: 'invoices',
        empty: { totalCount: 0, nodes: [] },
      }),
      readInvoice: ({ invoice }) => ({
        graphql: [`query ($id: ID!) { invoice(id: $id) { ${INVOICE_FIELDS} } }`, { id: invoice?.id }],
        field: 'invoice',
      }),
      payments: () => ({
        graphql: [`query ($id: ID!) { payments(athleteId: $id) { ${PAYMENT_FIELDS} } }`, { id: KEREM }],
        field: 'payments',
        empty: [],
      }),
      recordPayment: ({ invoice }) => ({
        graphql: [
          `mutation ($input: PaymentInput!) { recordPayment(input: $input) { ${PAYMENT_FIELDS} } }`,
          {
            input: {
              athleteId: KEREM,
              amount: '100.00',
              method: 'BANK_TRANSFER',
              reference: 'EFT-2026-1',
              receivedOn: '2026-11-20',
              invoiceIds: [invoice?.id],
            },
          },
        ],
        field: 'recordPayment',
      }),
      voidInvoice: ({ invoice }) => ({
        graphql: [
          'mutation ($id: ID!) { voidInvoice(id: $id, reason: "Yanlış tutar") { id status voidReason outstanding } }',
          { id: invoice?.id },
        ],
        field: 'voidInvoice',
      }),
    },
    async expectAllowed({ op, persona, target, answer, where }) {
      switch (op) {
        case 'listPlans': {
          const plans = answer as { id: string; organizationId: string }[];
          expect(
            plans.map((plan) => plan.id),
            where,
          ).toContain(target.planId);
          expect(
            plans.every((plan) => plan.organizationId === KARTAL),
            where,
          ).toBe(true);
          return;
        }
        case 'createPlan':
          expect(answer, where).toMatchObject({ organizationId: KARTAL, amount: '750.50' });
          return;
        case 'archivePlan':
          expect((answer as { archivedAt: string | null }).archivedAt, where).toEqual(expect.any(String));
          return;
        case 'assignTeam': {
          const { athletes, invoices } = answer as {
            athletes: number;
            invoices: { athleteId: string; teamId: string }[];
          };
          expect(athletes, where).toBeGreaterThan(5);
          expect(invoices, where).toHaveLength(athletes * 3);
          expect(
            invoices.map((invoice) => invoice.athleteId),
            where,
          ).toContain(KEREM);
          expect(
            invoices.every((invoice) => invoice.teamId === U10),
            where,
          ).toBe(true);
          return;
        }
        case 'listInvoices': {
          const { nodes } = answer as { nodes: { id: string; athleteId: string; organizationId: string }[] };
          expect(
            nodes.map((node) => node.id),
            where,
          ).toContain(target.invoice.id);
          if (persona === 'parent') {
            expect(
              nodes.every((node) => node.athleteId === KEREM || node.athleteId === ELA),
              where,
            ).toBe(true);
          }
          expect(
            nodes.every((node) => node.organizationId === KARTAL),
            where,
          ).toBe(true);
          return;
        }
        case 'readInvoice':
          expect(answer, where).toMatchObject({
            id: target.invoice.id,
            total: '250.00',
            outstanding: '250.00',
          });
          return;
        case 'payments':
          expect(Array.isArray(answer), where).toBe(true);
          return;
        case 'recordPayment':
          expect(answer, where).toMatchObject({
            amount: '100.00',
            method: 'BANK_TRANSFER',
            unallocated: '0.00',
            allocations: [{ invoiceId: target.invoice.id, amount: '100.00' }],
          });
          return;
        case 'voidInvoice':
          expect(answer, where).toMatchObject({
            status: 'VOID',
            voidReason: 'Yanlış tutar',
            outstanding: '0.00',
          });
          return;
      }
    },
  });
});

describe('money outside the matrix', () => {
  it('the branch admin neither reads nor bills an athlete of another branch', async () => {
    const planId = await createPlan({ kind: 'ONE_OFF', instalments: 1 });
    const { invoices } = await assign(planId, { athleteIds: [ELA] });
    const read = await gql('branchAdmin', 'query ($id: ID!) { invoice(id: $id) { id } }', {
      id: invoices[0]!.id,
    });
    expect(codeOf(read)).toBe('NOT_FOUND');
    const other = await createPlan({ kind: 'ONE_OFF', instalments: 1 });
    const billed = await gql(
      'branchAdmin',
      'mutation ($p: ID!, $a: [ID!]) { assignFeePlan(planId: $p, athleteIds: $a) { athletes } }',
      {
        p: other,
        a: [ELA],
      },
    );
    expect(codeOf(billed)).toBe('NOT_FOUND');
  });

  it('a coach of the athlete sees no invoice and no payment', async () => {
    const invoice = await keremInvoice();
    expect(
      codeOf(await gql('coach', 'query ($id: ID!) { invoice(id: $id) { id } }', { id: invoice.id })),
    ).toBe('NOT_FOUND');
    const list = await gql<{ invoices: { totalCount: number } }>(
      'coach',
      `{ invoices(organizationId: "${KARTAL}") { totalCount } }`,
    );
    expect(list.data?.invoices.totalCount).toBe(0);
    const payments = await gql<{ payments: unknown[] }>(
      'coach',
      'query ($id: ID!) { payments(athleteId: $id) { id } }',
      { id: KEREM },
    );
    expect(payments.data?.payments).toEqual([]);
  });

  it('tells each persona what the screens may offer them, as the policy decides', async () => {
    const expected: Record<Persona, { manage: boolean; plans: boolean }> = {
      superAdmin: { manage: true, plans: true },
      orgAdmin: { manage: true, plans: true },
      branchAdmin: { manage: true, plans: false },
      deptAdmin: { manage: false, plans: false },
      parent: { manage: false, plans: false },
      company: { manage: false, plans: false },
      regular: { manage: false, plans: false },
      otherOrgAdmin: { manage: true, plans: true },
    };
    for (const persona of PERSONAS) {
      const answer = await gql<{ moneyAccess: unknown }>(persona, '{ moneyAccess { manage plans } }');
      expect(answer.data?.moneyAccess, persona).toEqual(expected[persona]);
    }
  });

  it('signed out, every fees field answers UNAUTHENTICATED', async () => {
    const answer = await gql(null, '{ invoices { totalCount } }');
    expect(codeOf(answer)).toBe('UNAUTHENTICATED');
    expect(DEMO_PERSONAS.parent.organizationId).toBe(KARTAL);
  });
});

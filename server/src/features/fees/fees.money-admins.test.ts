import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_PERSONAS } from '../users/index.js';
import { feesSuite, INVOICE_FIELDS, KARTAL, KEREM, PERSONAS, type Persona } from './fees.test-kit.js';

// An organization keeping its money to named admins (money_admins, fees.policy.ts), through the real
// GraphQL API: who reads and changes the list, what the others then see of invoices, payments and plans,
// and the refusals that keep anyone from locking themselves out. A refused change leaves every row alone.

const { gql, codeOf, query, createPlan, keremInvoice, digest } = feesSuite();
const id = (persona: Persona) => DEMO_PERSONAS[persona].id;

const LIST = `organizationId restricted editable candidates { userId name email branchName named }`;
const SET = `mutation ($org: ID!, $ids: [ID!]!) { setMoneyAdmins(organizationId: $org, userIds: $ids) { ${LIST} } }`;
const setAs = (persona: Persona, ids: string[], org = KARTAL) =>
  gql<{ setMoneyAdmins: { restricted: boolean; candidates: { userId: string; named: boolean }[] } }>(
    persona,
    SET,
    { org, ids },
  );

const moneyDigest = () => Promise.all([digest(), query(`SELECT count(*)::int AS n FROM money_admins`)]);

afterEach(async () => {
  await query(`DELETE FROM money_admins`);
});

/** What `persona` sees of Kartal's money: the plan, the invoice and whether it may record a payment. */
async function sees(persona: Persona, planId: string, invoiceId: string) {
  const access = await gql<{ moneyAccess: { manage: boolean; plans: boolean } }>(
    persona,
    '{ moneyAccess { manage plans } }',
  );
  const plans = await gql<{ feePlans: { id: string }[] }>(
    persona,
    'query ($org: ID) { feePlans(organizationId: $org) { id } }',
    { org: KARTAL },
  );
  const invoice = await gql(persona, `query ($id: ID!) { invoice(id: $id) { ${INVOICE_FIELDS} } }`, {
    id: invoiceId,
  });
  return {
    ...access.data!.moneyAccess,
    plan: plans.data!.feePlans.some((plan) => plan.id === planId),
    invoice: invoice.errors ? codeOf(invoice) : 'ok',
  };
}

describe('who handles the money', () => {
  it('is read by the organization admins and super admins only, listing its organization and branch admins', async () => {
    for (const persona of PERSONAS) {
      const answer = await gql<{
        moneyAdmins: { candidates: { userId: string; branchName: string | null }[] };
      }>(persona, `query ($org: ID) { moneyAdmins(organizationId: $org) { ${LIST} } }`, { org: KARTAL });
      if (persona === 'superAdmin' || persona === 'orgAdmin') {
        expect(answer.errors, persona).toBeUndefined();
        const candidates = answer.data!.moneyAdmins.candidates;
        expect(candidates.map((candidate) => candidate.userId)).toEqual(
          expect.arrayContaining([id('orgAdmin'), id('branchAdmin')]),
        );
        expect(candidates.find((candidate) => candidate.userId === id('branchAdmin'))?.branchName).toBe(
          'Kadıköy',
        );
        // Department admins handle sport, not money; parents and the other organization are not candidates.
        for (const other of ['deptAdmin', 'parent', 'otherOrgAdmin', 'superAdmin'] as const)
          expect(
            candidates.map((candidate) => candidate.userId),
            other,
          ).not.toContain(id(other));
      } else {
        expect(codeOf(answer), persona).toBe('NOT_FOUND');
      }
    }
  });

  it('kept to the organization admin, hides every invoice and plan from the branch admin until named', async () => {
    const planId = await createPlan();
    const invoice = await keremInvoice();
    expect(await sees('branchAdmin', planId, invoice.id)).toEqual({
      manage: true,
      plans: false,
      plan: true,
      invoice: 'ok',
    });

    const kept = await setAs('orgAdmin', [id('orgAdmin')]);
    expect(kept.errors).toBeUndefined();
    expect(kept.data!.setMoneyAdmins.restricted).toBe(true);

    expect(await sees('branchAdmin', planId, invoice.id)).toEqual({
      manage: false,
      plans: false,
      plan: false,
      invoice: 'NOT_FOUND',
    });
    const payment = await gql(
      'branchAdmin',
      'mutation ($input: PaymentInput!) { recordPayment(input: $input) { id } }',
      {
        input: {
          athleteId: KEREM,
          amount: '10.00',
          method: 'CASH',
          receivedOn: '2026-11-20',
          invoiceIds: [invoice.id],
        },
      },
    );
    expect(codeOf(payment)).toBe('NOT_FOUND');
    // The named admin, super admins and the family keep what they had; the other organization is untouched.
    expect(await sees('orgAdmin', planId, invoice.id)).toEqual({
      manage: true,
      plans: true,
      plan: true,
      invoice: 'ok',
    });
    expect(await sees('superAdmin', planId, invoice.id)).toMatchObject({
      manage: true,
      plan: true,
      invoice: 'ok',
    });
    expect((await sees('parent', planId, invoice.id)).invoice).toBe('ok');
    expect((await sees('otherOrgAdmin', planId, invoice.id)).manage).toBe(true);

    const both = await setAs('orgAdmin', [id('orgAdmin'), id('branchAdmin')]);
    expect(both.errors).toBeUndefined();
    expect(await sees('branchAdmin', planId, invoice.id)).toEqual({
      manage: true,
      plans: false,
      plan: true,
      invoice: 'ok',
    });

    const audit = await query<{ before: { userIds: string[] }; after: { userIds: string[] } }>(
      `SELECT before, after FROM audit_log WHERE entity_type = 'money_admins' AND entity_id = $1 ORDER BY created_at`,
      [KARTAL],
    );
    expect(audit.map((row) => row.after.userIds.length)).toEqual([1, 2]);

    expect((await setAs('orgAdmin', [])).data!.setMoneyAdmins.restricted).toBe(false);
  });

  it('refuses what would lock an admin out or name someone who is no admin, changing nothing', async () => {
    const before = await moneyDigest();
    const cases: [Persona, string[], string][] = [
      ['orgAdmin', [id('branchAdmin')], 'BAD_USER_INPUT'], // would lose the money themselves
      ['orgAdmin', [id('orgAdmin'), id('parent')], 'BAD_USER_INPUT'], // a parent handles no money
      ['orgAdmin', [id('orgAdmin'), id('deptAdmin')], 'BAD_USER_INPUT'],
      ['orgAdmin', [id('orgAdmin'), id('otherOrgAdmin')], 'BAD_USER_INPUT'],
      ['orgAdmin', ['not-a-uuid'], 'BAD_USER_INPUT'],
      ['branchAdmin', [id('branchAdmin')], 'NOT_FOUND'],
      ['deptAdmin', [], 'NOT_FOUND'],
      ['parent', [], 'NOT_FOUND'],
      ['company', [], 'NOT_FOUND'],
      ['regular', [], 'NOT_FOUND'],
      ['otherOrgAdmin', [id('otherOrgAdmin')], 'NOT_FOUND'],
    ];
    for (const [persona, ids, code] of cases)
      expect(codeOf(await setAs(persona, ids)), `${persona} naming ${ids.length}`).toBe(code);
    expect(await moneyDigest()).toEqual(before);
  });

  it('once kept to others by a super admin, an organization admin may not change it until no named admin is left', async () => {
    expect((await setAs('superAdmin', [id('branchAdmin')])).errors).toBeUndefined();
    const list = await gql<{ moneyAdmins: { editable: boolean } }>('orgAdmin', `{ moneyAdmins { ${LIST} } }`);
    expect(list.data!.moneyAdmins.editable).toBe(false);
    expect(codeOf(await setAs('orgAdmin', [id('orgAdmin')]))).toBe('FORBIDDEN');
    const access = await gql<{ moneyAccess: { manage: boolean; plans: boolean } }>(
      'orgAdmin',
      '{ moneyAccess { manage plans } }',
    );
    expect(access.data!.moneyAccess).toEqual({ manage: false, plans: false });
    const plan = await gql(
      'orgAdmin',
      'mutation ($input: FeePlanInput!) { createFeePlan(input: $input) { id } }',
      {
        input: { name: 'Kamp', kind: 'ONE_OFF', amount: '100.00', instalments: 1, firstDueOn: '2027-01-15' },
      },
    );
    expect(codeOf(plan)).toBe('FORBIDDEN');

    // The named branch admin loses the role: the organization admins may take the money back.
    await query(
      `DELETE FROM user_roles ur USING roles r WHERE r.id = ur.role_id AND r.key = 'branch_admin' AND ur.user_id = $1`,
      [id('branchAdmin')],
    );
    const orphaned = await gql<{ moneyAdmins: { editable: boolean; restricted: boolean } }>(
      'orgAdmin',
      `{ moneyAdmins { ${LIST} } }`,
    );
    expect(orphaned.data!.moneyAdmins).toMatchObject({ editable: true, restricted: true });
    expect((await setAs('orgAdmin', [])).errors).toBeUndefined();
    expect((await sees('orgAdmin', await createPlan(), (await keremInvoice()).id)).manage).toBe(true);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { suiteCalls, useTestServer } from '../../../../tests/support/suite.js';
import { DEMO_TEAMS } from '../teams/index.js';
import { DEMO_PERSONAS } from '../users/index.js';
import { familyInput, submitted } from './registrations.test-kit.js';

// A family's first invoices follow the approval of its registration: a fee plan assigned to a team with
// `newcomers` bills each child the team admits from then on — the plan's invoices not due yet, numbered
// in the organization's series, in the approval's transaction — until it is stopped or archived.

const t = useTestServer(DEMO_PERSONAS);
const { gql, codeOf, query, digest } = suiteCalls(t);
type Persona = keyof typeof DEMO_PERSONAS;

const U10 = DEMO_TEAMS.futbolU10Erkek.id; // Kadıköy branch, football department
const PLAN = `id name newcomerTeams { teamId name }`;
const APPROVE = `mutation ($id: ID!) { approveRegistration(id: $id) { id status athleteId } }`;
const STOP = `mutation ($planId: ID!, $teamId: ID!) { stopBillingNewcomers(planId: $planId, teamId: $teamId) { ${PLAN} } }`;

/** Istanbul's calendar day `days` days from today (Kartal's time zone). */
const istanbulDay = (days = 0) =>
  new Date(Date.now() + 3 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

let plans = 0;
/** A season fee of Kartal: 900.00 in three monthly instalments, the first due yesterday. */
async function seasonPlan(): Promise<string> {
  const answer = await gql<{ createFeePlan: { id: string } }>(
    'orgAdmin',
    'mutation ($input: FeePlanInput!) { createFeePlan(input: $input) { id } }',
    {
      input: {
        name: `Yeni sporcu aidatı ${++plans}`,
        kind: 'SEASON',
        amount: '900.00',
        instalments: 3,
        firstDueOn: istanbulDay(-1),
      },
    },
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.createFeePlan.id;
}

const assignWithNewcomers = (
  planId: string,
  who: Persona,
  target: Record<string, unknown> = { teamId: U10 },
) =>
  gql<{ assignFeePlan: { athletes: number } }>(
    who,
    `mutation ($planId: ID!, $teamId: ID, $athleteIds: [ID!]) {
       assignFeePlan(planId: $planId, teamId: $teamId, athleteIds: $athleteIds, newcomers: true) { athletes } }`,
    { planId, ...target },
  );

/** Submits a family for U10 and approves it as `who`; answers the new athlete's id. */
async function approvedChild(who: Persona = 'orgAdmin'): Promise<string> {
  const id = await submitted(t, await familyInput(t));
  const answer = await gql<{ approveRegistration: { status: string; athleteId: string } }>(who, APPROVE, {
    id,
  });
  expect(answer.errors).toBeUndefined();
  expect(answer.data!.approveRegistration.status).toBe('approved');
  return answer.data!.approveRegistration.athleteId;
}

const invoicesOf = (athleteId: string) =>
  query<{ planId: string; period: number; dueOn: string; total: number; number: string; teamId: string }>(
    `SELECT plan_id AS "planId", period, to_char(due_on, 'YYYY-MM-DD') AS "dueOn", total_minor AS total, number,
            team_id AS "teamId"
       FROM invoices WHERE athlete_id = $1 ORDER BY period`,
    [athleteId],
  );

async function newcomerTeams(planId: string) {
  const answer = await gql<{ feePlans: { id: string; newcomerTeams: unknown[] }[] }>(
    'orgAdmin',
    `{ feePlans(includeArchived: true) { ${PLAN} } }`,
  );
  return answer.data!.feePlans.find((row) => row.id === planId)?.newcomerTeams;
}

// The demo's U10 team is full: room for the children these tests admit.
beforeAll(() => query(`UPDATE teams SET capacity = 200 WHERE id = $1`, [U10]));

describe('the first invoices of an approved registration', () => {
  it('bills the new child the instalments not due yet of the plans that bill the team’s newcomers', async () => {
    const planId = await seasonPlan();
    expect((await assignWithNewcomers(planId, 'orgAdmin')).errors).toBeUndefined();
    expect(await newcomerTeams(planId)).toEqual([{ teamId: U10, name: DEMO_TEAMS.futbolU10Erkek.name }]);

    // The football department's admin approves: they handle no money, yet the plan's admins chose this.
    const athleteId = await approvedChild('deptAdmin');
    const invoices = await invoicesOf(athleteId);
    // The first instalment fell due yesterday: a family joining now pays the two still to come.
    expect(invoices.map((row) => [row.period, row.total, row.teamId, row.planId])).toEqual([
      [2, 30000, U10, planId],
      [3, 30000, U10, planId],
    ]);
    expect(invoices.every((row) => row.dueOn > istanbulDay() && /^\d{4}-\d{6}$/.test(row.number))).toBe(true);

    // They are the athlete's invoices like any other: the admins list them.
    const listed = await gql<{ invoices: { totalCount: number } }>(
      'orgAdmin',
      `query ($athleteId: ID) { invoices(athleteId: $athleteId) { totalCount } }`,
      { athleteId },
    );
    expect(listed.data!.invoices.totalCount).toBe(2);

    // The audit log says who approved and what it billed.
    const [audit] = await query<{ summary: string; actor: string }>(
      `SELECT summary, actor_user_id AS actor FROM audit_log
        WHERE entity_id = $1 AND action = 'link' ORDER BY created_at DESC LIMIT 1`,
      [planId],
    );
    expect(audit?.actor).toBe(DEMO_PERSONAS.deptAdmin.id);
    expect(audit?.summary).toMatch(/new in the team: 2 invoices issued$/);
  });

  it('bills no one once stopped (by the team’s branch admin), nor from an archived plan', async () => {
    const stopped = await seasonPlan();
    const archived = await seasonPlan();
    expect((await assignWithNewcomers(stopped, 'orgAdmin')).errors).toBeUndefined();
    expect((await assignWithNewcomers(archived, 'branchAdmin')).errors).toBeUndefined();

    const answer = await gql<{ stopBillingNewcomers: { newcomerTeams: unknown[] } }>('branchAdmin', STOP, {
      planId: stopped,
      teamId: U10,
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.stopBillingNewcomers.newcomerTeams).toEqual([]);
    const archive = await gql('orgAdmin', 'mutation ($id: ID!) { archiveFeePlan(id: $id) { id } }', {
      id: archived,
    });
    expect(archive.errors).toBeUndefined();

    const athleteId = await approvedChild();
    const invoices = await invoicesOf(athleteId);
    expect(invoices.filter((row) => row.planId === stopped || row.planId === archived)).toEqual([]);
    // Stopping again is harmless.
    expect((await gql('orgAdmin', STOP, { planId: stopped, teamId: U10 })).errors).toBeUndefined();
  });
});

describe('who may bill a team’s newcomers', () => {
  it('only a team: newcomers with athletes named is refused on the field', async () => {
    const planId = await seasonPlan();
    const before = await digest('fee_plan_teams', 'invoices');
    const answer = await assignWithNewcomers(planId, 'orgAdmin', {
      athleteIds: [DEMO_PERSONAS.parent.id],
      teamId: null,
    });
    expect(codeOf(answer)).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.extensions?.fieldErrors).toMatchObject({
      newcomers: 'Only a team has newcomers to bill',
    });
    expect(await digest('fee_plan_teams', 'invoices')).toBe(before);
  });

  it('stopping is for the admins who bill the team; everyone else is refused and changes nothing', async () => {
    const planId = await seasonPlan();
    expect((await assignWithNewcomers(planId, 'orgAdmin')).errors).toBeUndefined();
    const before = await digest('fee_plan_teams', 'audit_log');
    const expected: Partial<Record<Persona, string>> = {
      deptAdmin: 'NOT_FOUND', // reads no fee plan
      parent: 'NOT_FOUND',
      company: 'NOT_FOUND',
      regular: 'NOT_FOUND',
      otherOrgAdmin: 'NOT_FOUND', // another organization's plan
    };
    for (const [persona, code] of Object.entries(expected) as [Persona, string][]) {
      expect(codeOf(await gql(persona, STOP, { planId, teamId: U10 })), persona).toBe(code);
    }
    expect(codeOf(await gql(null, STOP, { planId, teamId: U10 }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await gql('orgAdmin', STOP, { planId: 'nope', teamId: U10 }))).toBe('BAD_USER_INPUT');
    expect(await digest('fee_plan_teams', 'audit_log')).toBe(before);
    expect(await newcomerTeams(planId)).toHaveLength(1);

    // A branch admin of another branch cannot bill (nor stop billing) a Kadıköy team.
    const ataşehir = DEMO_TEAMS.futbolU12Kiz.id;
    const other = await gql('branchAdmin', STOP, { planId, teamId: ataşehir });
    expect(['FORBIDDEN', 'NOT_FOUND']).toContain(codeOf(other));
  });
});

import { describe, expect, it } from 'vitest';
import { DEMO_ATHLETES } from '../athletes/index.js';
import { feesSuite, KEREM, type Persona } from './fees.test-kit.js';

// An athlete's fee standing through the real API: their coach learns whether they are paid up, never an
// amount; their guardians and admins read it too; nobody else.

const { gql, query, keremInvoice, createPlan, assign } = feesSuite();

const standing = async (who: Persona | 'coach', id = KEREM) => {
  const answer = await gql<{ athlete: { feeStanding: string | null } | null }>(
    who as Persona,
    'query ($id: ID!) { athlete(id: $id) { feeStanding } }',
    { id },
  );
  if (answer.errors) return answer.errors[0]?.extensions?.code;
  return answer.data?.athlete?.feeStanding;
};

describe('an athlete’s fee standing', () => {
  it('reads none, due, overdue and paid up, for the coach, the guardian and the admins', async () => {
    expect(await standing('coach')).toBe('NONE');
    const invoice = await keremInvoice('120.00', '2099-01-01');
    for (const who of ['coach', 'parent', 'orgAdmin', 'branchAdmin'] as const)
      expect(await standing(who), who).toBe('DUE');
    await query('UPDATE invoices SET due_on = current_date - 1 WHERE id = $1', [invoice.id]);
    expect(await standing('coach')).toBe('OVERDUE');
    await query('UPDATE invoices SET paid_minor = total_minor WHERE athlete_id = $1', [KEREM]);
    expect(await standing('coach')).toBe('PAID_UP');
  });

  it('is never read by those who do not read the athlete in full', async () => {
    // The company and regular users read no athlete.
    for (const who of ['company', 'regular', 'otherOrgAdmin'] as const) {
      expect(await standing(who), who).toBe('NOT_FOUND');
    }
    // The parent reads her son's teammate in the roster only: no fee standing.
    const [mate] = await query<{ id: string }>(
      `SELECT m.athlete_id AS id FROM team_memberships m
        WHERE m.to_on IS NULL AND m.athlete_id <> $1
          AND m.team_id = (SELECT team_id FROM team_memberships WHERE athlete_id = $1 AND to_on IS NULL LIMIT 1)
        LIMIT 1`,
      [KEREM],
    );
    const plan = await createPlan({ kind: 'ONE_OFF', instalments: 1 });
    await assign(plan, { athleteIds: [mate!.id] });
    expect(await standing('coach', mate!.id)).toBe('DUE');
    expect(await standing('parent', mate!.id)).toBeNull();
    expect(DEMO_ATHLETES.demoDaughter).not.toBe(mate!.id);
  });
});

import { describe, expect, it } from 'vitest';
import type { GraphQLAnswer } from '../../../../tests/support/suite.js';
import { DEMO_BRANCHES } from '../organizations/index.js';
import { DEMO_PERSONAS } from '../users/index.js';
import { athletesSuite, kartal, PERSONAS, type Persona } from './athletes.test-kit.js';

// The athletes list's count, read from the tallies the writes keep (athletes.tallies.ts) where it can be,
// against the rows the same list walks page by page: for every demo persona and each filter the tallies
// answer (status, birth years, new this season, missing consents), before and after writes that move
// athletes between those groups, and with a branch admin who also coaches a team of another branch.

const { gql, query, teams, insertAthlete } = athletesSuite();

interface Page {
  athletes: { totalCount: number; endCursor: string | null; nodes: { id: string }[] };
}
const PAGE = `query ($after: String, $status: AthleteStatus, $birthYearFrom: Int, $birthYearTo: Int,
                     $newThisSeason: Boolean, $missingConsent: Boolean) {
  athletes(first: 40, after: $after, status: $status, birthYearFrom: $birthYearFrom, birthYearTo: $birthYearTo,
           newThisSeason: $newThisSeason, missingConsent: $missingConsent) {
    totalCount endCursor nodes { id } } }`;

const FILTERS: Record<string, Record<string, unknown>> = {
  none: {},
  active: { status: 'active' },
  trial: { status: 'trial' },
  'born 2013–2016': { birthYearFrom: 2013, birthYearTo: 2016 },
  'new this season': { newThisSeason: true },
  'missing a consent': { missingConsent: true },
  'active, born from 2015, missing a consent': {
    status: 'active',
    birthYearFrom: 2015,
    missingConsent: true,
  },
};

/** The list's count and every row it walks, page by page. */
async function countAndRows(persona: Persona, filters: Record<string, unknown>) {
  const ids = new Set<string>();
  let after: string | null = null;
  let first = -1;
  do {
    const answer: GraphQLAnswer<Page> = await gql<Page>(persona, PAGE, { ...filters, after });
    if (answer.errors) return { error: answer.errors[0]?.extensions?.code, count: 0, rows: 0 };
    if (first < 0) first = answer.data!.athletes.totalCount;
    for (const node of answer.data!.athletes.nodes) ids.add(node.id);
    after = answer.data!.athletes.endCursor;
  } while (after);
  return { count: first, rows: ids.size };
}

async function expectCountsMatchRows() {
  for (const persona of PERSONAS) {
    for (const [name, filters] of Object.entries(FILTERS)) {
      const { count, rows } = await countAndRows(persona, filters);
      expect(count, `${persona}, ${name}`).toBe(rows);
    }
  }
}

describe('the athletes count', () => {
  it('equals the rows the list walks, for every persona and every filter the tallies answer', async () => {
    await expectCountsMatchRows();
    // The organization admin's count is not trivially zero: the check above compares real numbers.
    const whole = await countAndRows('orgAdmin', {});
    const [{ n }] = (await query<{ n: number }>(
      `SELECT count(*)::int AS n FROM athletes WHERE organization_id = $1 AND archived_at IS NULL`,
      [kartal],
    )) as [{ n: number }];
    expect(whole.count).toBe(n);
    expect(n).toBeGreaterThan(40);
  });

  it('still does after athletes change group, and for a branch admin who coaches in another branch', async () => {
    const [athlete] = await query<{ id: string }>(
      `SELECT id FROM athletes WHERE organization_id = $1 AND status = 'active' AND archived_at IS NULL
        ORDER BY id LIMIT 1`,
      [kartal],
    );
    await query(`UPDATE athletes SET status = 'trial' WHERE id = $1`, [athlete!.id]);
    await query(
      `UPDATE consents SET withdrawn_at = now() WHERE athlete_id = $1 AND purpose = 'health_data'
          AND withdrawn_at IS NULL`,
      [athlete!.id],
    );
    await insertAthlete(kartal, teams.kadikoyFootball, { firstName: 'Sayım', lastName: 'Yeni' });
    // The branch admin coaches a team outside the branch: its athletes join their list and count,
    // counted one by one beside the branch's tallies.
    const [outside] = await query<{ id: string }>(
      `SELECT t.id FROM teams t
        WHERE t.organization_id = $1 AND t.archived_at IS NULL AND t.branch_id <> $2
          AND EXISTS (SELECT 1 FROM team_memberships m WHERE m.team_id = t.id AND m.to_on IS NULL)
        ORDER BY t.name LIMIT 1`,
      [kartal, DEMO_BRANCHES.kadikoy.id],
    );
    const [professional] = await query<{ id: string }>(
      `INSERT INTO professionals (organization_id, user_id, title) VALUES ($1, $2, 'Coach') RETURNING id`,
      [kartal, DEMO_PERSONAS.branchAdmin.id],
    );
    await query(`INSERT INTO team_staff (team_id, professional_id, role) VALUES ($1, $2, 'head_coach')`, [
      outside!.id,
      professional!.id,
    ]);
    const coached = await countAndRows('branchAdmin', {});
    const [{ inBranch }] = (await query<{ inBranch: number }>(
      `SELECT count(DISTINCT m.athlete_id)::int AS "inBranch" FROM team_memberships m
         JOIN teams t ON t.id = m.team_id JOIN athletes a ON a.id = m.athlete_id
        WHERE m.to_on IS NULL AND t.branch_id = $1 AND a.archived_at IS NULL`,
      [DEMO_BRANCHES.kadikoy.id],
    )) as [{ inBranch: number }];
    expect(coached.count).toBeGreaterThan(inBranch);
    await expectCountsMatchRows();
  });
});

import { describe, expect, it } from 'vitest';
import { suiteCalls, useTestServer } from '../../../../tests/support/suite.js';
import { DEMO_ORGANIZATIONS } from '../organizations/index.js';
import { DEMO_PERSONAS } from '../users/index.js';

// The athlete figures the writes keep (athlete_units and athlete_tallies, read by the dashboard and the
// athletes count) against a recount from the source tables written here, after every kind of write that
// changes them, made through the real API as the organization admin; and under concurrent writes.

const fixture = useTestServer(DEMO_PERSONAS);
const { gql, query } = suiteCalls(fixture);
const kartal = DEMO_ORGANIZATIONS.kartal.id;

type Row = Record<string, string | number | boolean>;

/** Who belongs where, recounted from athletes, consents, memberships, teams and seasons. */
const RECOUNT = `
  WITH live AS (
    SELECT a.id, a.organization_id, a.status::text AS status, date_part('year', a.birth_date)::int AS birth_year, a.sort_key,
           COALESCE(a.created_at >= (SELECT s.starts_on FROM seasons s WHERE s.organization_id = a.organization_id
                                       AND s.current AND s.archived_at IS NULL), FALSE) AS fresh,
           a.status IN ('active', 'trial')
             AND (SELECT count(DISTINCT c.purpose) FROM consents c WHERE c.athlete_id = a.id AND c.withdrawn_at IS NULL
                    AND c.purpose IN ('registration', 'health_data')) < 2 AS missing
      FROM athletes a WHERE a.archived_at IS NULL),
  placed AS (
    SELECT l.id, 'o' AS kind, l.organization_id AS unit FROM live l
    UNION SELECT m.athlete_id, 't', m.team_id FROM team_memberships m WHERE m.to_on IS NULL
    UNION SELECT m.athlete_id, 'b', t.branch_id FROM team_memberships m JOIN teams t ON t.id = m.team_id WHERE m.to_on IS NULL
    UNION SELECT m.athlete_id, 'd', t.department_id FROM team_memberships m JOIN teams t ON t.id = m.team_id WHERE m.to_on IS NULL)
  SELECT p.kind, p.unit::text, l.status, l.birth_year, l.fresh, l.missing, count(*)::int AS athletes
    FROM placed p JOIN live l ON l.id = p.id
   GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6`;

const KEPT = `SELECT unit_kind::text AS kind, unit_id::text AS unit, status::text, birth_year, fresh, missing, athletes
                FROM athlete_tallies WHERE athletes > 0 ORDER BY 1, 2, 3, 4, 5, 6`;

async function expectTalliesKept() {
  const [kept, recount] = await Promise.all([query<Row>(KEPT), query<Row>(RECOUNT)]);
  expect(kept.length).toBeGreaterThan(0);
  expect(kept).toEqual(recount);
  const [stray] = await query<{ n: number }>(
    `SELECT count(*)::int AS n FROM athlete_units u JOIN athletes a ON a.id = u.athlete_id
      WHERE u.archived <> (a.archived_at IS NOT NULL) OR u.sort_key <> a.sort_key
         OR u.organization_id <> a.organization_id`,
  );
  expect(stray!.n).toBe(0);
}

async function ok<T>(answer: Promise<{ data?: T | null; errors?: unknown[] }>): Promise<T> {
  const result = await answer;
  expect(result.errors).toBeUndefined();
  return result.data!;
}

describe('athlete tallies kept by the writes', () => {
  it('match a recount of the seed, and after each kind of write', async () => {
    await expectTalliesKept();
    // Two teams of the current season a girl of the same birth year may join.
    const [team, other] = await query<{ id: string; year: number }>(
      `SELECT t.id, y.year FROM teams t JOIN seasons s ON s.id = t.season_id AND s.current
         JOIN LATERAL (SELECT t.birth_year_max AS year) y ON TRUE
        WHERE t.organization_id = $1 AND t.archived_at IS NULL AND t.gender <> 'boys'
          AND EXISTS (SELECT 1 FROM teams o WHERE o.organization_id = t.organization_id AND o.id <> t.id
                        AND o.season_id = t.season_id AND o.archived_at IS NULL AND o.gender <> 'boys'
                        AND y.year BETWEEN o.birth_year_min AND o.birth_year_max)
        ORDER BY t.name LIMIT 1`,
      [kartal],
    ).then(async ([first]) => [
      first,
      ...(await query<{ id: string; year: number }>(
        `SELECT o.id, $2::int AS year FROM teams o WHERE o.organization_id = $1 AND o.id <> $3
            AND o.archived_at IS NULL AND o.gender <> 'boys' AND $2 BETWEEN o.birth_year_min AND o.birth_year_max
            AND o.season_id = (SELECT season_id FROM teams WHERE id = $3) LIMIT 1`,
        [kartal, first!.year, first!.id],
      )),
    ]);
    expect(other).toBeDefined();
    const created = await ok(
      gql<{ createAthlete: { id: string } }>(
        'orgAdmin',
        `mutation ($input: CreateAthleteInput!) { createAthlete(input: $input) { id } }`,
        {
          input: {
            firstName: 'Tally',
            lastName: 'Sayım',
            birthDate: `${team!.year}-03-04`,
            gender: 'female',
            status: 'active',
            organizationId: kartal,
            teamId: team!.id,
          },
        },
      ),
    );
    const athleteId = created.createAthlete.id;
    await expectTalliesKept();

    await ok(
      gql(
        'orgAdmin',
        `mutation ($id: ID!) { updateAthlete(id: $id, input: { status: trial, lastName: "Yeni" }) { id } }`,
        {
          id: athleteId,
        },
      ),
    );
    await expectTalliesKept();

    const [parent] = await query<{ id: string }>(
      `SELECT g.user_id AS id FROM guardian_links g JOIN athletes a ON a.id = g.athlete_id
        WHERE a.organization_id = $1 AND g.legal_guardian AND g.archived_at IS NULL LIMIT 1`,
      [kartal],
    );
    await ok(
      gql('orgAdmin', `mutation ($input: LinkGuardianInput!) { linkGuardian(input: $input) { id } }`, {
        input: { athleteId, userId: parent!.id, relationship: 'mother', legalGuardian: true },
      }),
    );
    const grant = (purpose: string) =>
      ok(
        gql<{ grantConsent: { id: string } }>(
          'orgAdmin',
          `mutation ($input: GrantConsentInput!) { grantConsent(input: $input) { id } }`,
          { input: { athleteId, purpose, guardianUserId: parent!.id } },
        ),
      );
    const consent = await grant('registration');
    await grant('health_data');
    const [noLonger] = await query<{ missing: boolean }>(
      `SELECT missing FROM athlete_units WHERE athlete_id = $1 AND unit_kind = 'o'`,
      [athleteId],
    );
    expect(noLonger!.missing).toBe(false);
    await expectTalliesKept();
    await ok(
      gql('orgAdmin', `mutation ($id: ID!) { withdrawConsent(id: $id) { id } }`, {
        id: consent.grantConsent.id,
      }),
    );
    await expectTalliesKept();

    const [membership] = await query<{ id: string }>(
      `SELECT id FROM team_memberships WHERE athlete_id = $1 AND to_on IS NULL`,
      [athleteId],
    );
    await ok(
      gql(
        'orgAdmin',
        `mutation ($input: MoveAthleteInput!) { moveAthlete(input: $input) { started { id } } }`,
        {
          input: { membershipId: membership!.id, toTeamId: other!.id },
        },
      ),
    );
    await expectTalliesKept();
    const [current] = await query<{ id: string }>(
      `SELECT id FROM team_memberships WHERE athlete_id = $1 AND to_on IS NULL`,
      [athleteId],
    );
    await ok(
      gql('orgAdmin', `mutation ($id: ID!) { endTeamMembership(id: $id) { id } }`, { id: current!.id }),
    );
    await expectTalliesKept();

    await ok(gql('orgAdmin', `mutation ($id: ID!) { archiveAthlete(id: $id) { id } }`, { id: athleteId }));
    await expectTalliesKept();
    await ok(gql('orgAdmin', `mutation ($id: ID!) { restoreAthlete(id: $id) { id } }`, { id: athleteId }));
    await expectTalliesKept();
  });

  it('follow a team moved to another branch and a new current season', async () => {
    const [team] = await query<{ id: string; branchId: string }>(
      `SELECT t.id, t.branch_id AS "branchId" FROM teams t
        WHERE t.organization_id = $1 AND t.archived_at IS NULL
          AND EXISTS (SELECT 1 FROM team_memberships m WHERE m.team_id = t.id AND m.to_on IS NULL)
        ORDER BY t.name LIMIT 1`,
      [kartal],
    );
    const [branch] = await query<{ id: string }>(
      `SELECT id FROM branches WHERE organization_id = $1 AND id <> $2 AND archived_at IS NULL LIMIT 1`,
      [kartal, team!.branchId],
    );
    // A change of branch is a write the service makes; the tallies follow whatever writes it.
    await query(`UPDATE teams SET branch_id = $2 WHERE id = $1`, [team!.id, branch!.id]);
    await expectTalliesKept();

    const [season] = await query<{ id: string }>(
      `SELECT id FROM seasons WHERE organization_id = $1 AND NOT current AND archived_at IS NULL LIMIT 1`,
      [kartal],
    );
    if (season) {
      await ok(
        gql('orgAdmin', `mutation ($id: ID!) { setCurrentSeason(id: $id) { id } }`, { id: season.id }),
      );
      await expectTalliesKept();
    }
    await query(`UPDATE seasons SET starts_on = starts_on - 400 WHERE organization_id = $1 AND current`, [
      kartal,
    ]);
    await expectTalliesKept();
  });

  it('stay right under concurrent writes of one organization, without a deadlock', async () => {
    const athletes = await query<{ id: string; membershipId: string }>(
      `SELECT a.id, min(m.id::text) AS "membershipId" FROM athletes a
         JOIN team_memberships m ON m.athlete_id = a.id AND m.to_on IS NULL
        WHERE a.organization_id = $1 AND a.archived_at IS NULL GROUP BY a.id ORDER BY a.id LIMIT 12`,
      [kartal],
    );
    const statuses = ['active', 'trial', 'waitlist', 'left'];
    const answers = await Promise.all(
      athletes.flatMap((athlete, index) => [
        gql(
          'orgAdmin',
          `mutation ($id: ID!, $status: AthleteStatus!) { updateAthlete(id: $id, input: { status: $status }) { id } }`,
          {
            id: athlete.id,
            status: statuses[index % statuses.length],
          },
        ),
        gql(
          'orgAdmin',
          `mutation ($id: ID!, $position: String) { updateTeamMembership(id: $id, input: { position: $position }) { id } }`,
          {
            id: athlete.membershipId,
            position: `P${index}`,
          },
        ),
      ]),
    );
    expect(answers.flatMap((answer) => answer.errors ?? [])).toEqual([]);
    await expectTalliesKept();
  });
});

import { describe, expect, it } from 'vitest';
import { seedDatabase } from '../../db/seed/seed.js';
import { DEMO_PERSONAS } from '../users/index.js';
import { DEMO_ATHLETES, DEMO_GUARDIANS } from './athletes.seed.js';
import { anadolu, athletesSuite, kartal } from './athletes.test-kit.js';

// The athletes demo seed, read through the database and the real GraphQL API: about 180 Kartal athletes
// in teams that fit them, families of siblings and two guardians, links to parents of the athlete's
// organization only, and a seed that changes nothing when it runs again. (The set-up all athletes suites
// share: athletes.test-kit.ts.)

const { t, gql, query } = athletesSuite();

describe('the demo seed', () => {
  it('gives Kartal about 180 athletes in its teams, with families of siblings and two guardians', async () => {
    const [counts] = await query<{
      athletes: number;
      guardians: number;
      withSiblings: number;
      twoGuardians: number;
    }>(
      `SELECT (SELECT count(*)::int FROM athletes WHERE organization_id = $1 AND id::text LIKE '00000000-0000-4000-8050-%') AS athletes,
              (SELECT count(*)::int FROM users u WHERE u.organization_id = $1 AND u.id::text LIKE '00000000-0000-4000-8052-%') AS guardians,
              (SELECT count(*)::int FROM (SELECT user_id FROM guardian_links g JOIN athletes a ON a.id = g.athlete_id
                                          WHERE a.organization_id = $1 GROUP BY user_id HAVING count(*) > 1) s) AS "withSiblings",
              (SELECT count(*)::int FROM (SELECT athlete_id FROM guardian_links g JOIN athletes a ON a.id = g.athlete_id
                                          WHERE a.organization_id = $1 AND g.legal_guardian
                                          GROUP BY athlete_id HAVING count(*) = 2) s) AS "twoGuardians"`,
      [kartal],
    );
    expect(counts!.athletes).toBeGreaterThanOrEqual(170);
    expect(counts!.athletes).toBeLessThanOrEqual(190);
    expect(counts!.guardians).toBeGreaterThanOrEqual(140);
    expect(counts!.guardians).toBeLessThanOrEqual(160);
    expect(counts!.withSiblings).toBeGreaterThan(20);
    expect(counts!.twoGuardians).toBeGreaterThan(20);

    // Every current member fits their team's gender and is not older than its age category.
    const misfits = await query(
      `SELECT a.id FROM team_memberships m JOIN athletes a ON a.id = m.athlete_id JOIN teams tm ON tm.id = m.team_id
        WHERE m.to_on IS NULL AND a.id::text LIKE '00000000-0000-4000-8050-%'
          AND (extract(year FROM a.birth_date) < tm.birth_year_min
               OR (tm.gender = 'girls' AND a.gender <> 'female') OR (tm.gender = 'boys' AND a.gender <> 'male'))`,
    );
    expect(misfits).toEqual([]);
    // Anadolu gets a smaller set.
    const [anadoluCount] = await query<{ count: number }>(
      'SELECT count(*)::int AS count FROM athletes WHERE organization_id = $1',
      [anadolu],
    );
    expect(anadoluCount!.count).toBeGreaterThan(10);
    expect(anadoluCount!.count).toBeLessThan(counts!.athletes);
  });

  it('makes the demo parent the mother of two Kartal siblings, who see each other fully', async () => {
    const answer = await gql<{ athletes: { nodes: { id: string; lastName: string; access: string }[] } }>(
      'parent',
      '{ athletes(first: 500) { nodes { id lastName access } } }',
    );
    const own = answer.data!.athletes.nodes.filter((node) => node.access === 'full');
    expect(own.map((node) => node.id).sort()).toEqual(
      [DEMO_ATHLETES.demoDaughter, DEMO_ATHLETES.demoSon].sort(),
    );
    expect(own.every((node) => node.lastName === 'Demir')).toBe(true);
    const guardians = await gql<{
      athlete: { guardians: { guardian: { id: string }; isPrimary: boolean }[] };
    }>(
      'parent',
      'query ($id: ID!) { athlete(id: $id) { guardians { guardian { id } isPrimary relationship } } }',
      { id: DEMO_ATHLETES.demoSon },
    );
    expect(guardians.data!.athlete.guardians.map((link) => link.guardian.id)).toEqual([
      DEMO_PERSONAS.parent.id,
      DEMO_GUARDIANS.demoFather,
    ]);
  });

  it('links every seeded athlete to parents of the athlete’s organization only', async () => {
    const others = await query(
      `SELECT g.id FROM guardian_links g JOIN athletes a ON a.id = g.athlete_id
        WHERE NOT EXISTS (SELECT 1 FROM user_roles ur JOIN roles r ON r.id = ur.role_id
                           WHERE ur.user_id = g.user_id AND r.key = 'parent'
                             AND ur.scope_type = 'organization' AND ur.scope_id = a.organization_id)
          AND g.id::text LIKE '00000000-0000-4000-8053-%'`,
    );
    expect(others).toEqual([]);
  });

  it('is deterministic and idempotent: seeding again changes nothing', async () => {
    const digest = async () =>
      (
        await query<{ digest: string }>(
          `SELECT md5(string_agg(x, '|' ORDER BY x)) AS digest FROM (
             SELECT a::text AS x FROM athletes a WHERE a.id::text LIKE '00000000-0000-4000-8050-%'
             UNION ALL SELECT m::text FROM team_memberships m WHERE m.id::text LIKE '00000000-0000-4000-8051-%'
             UNION ALL SELECT g::text FROM guardian_links g WHERE g.id::text LIKE '00000000-0000-4000-8053-%'
             UNION ALL SELECT c::text FROM consents c WHERE c.id::text LIKE '00000000-0000-4000-8054-%') s`,
        )
      )[0]!.digest;
    const before = await digest();
    await seedDatabase(t.server.dataSource, { demo: true, filesDir: t.server.filesDir });
    expect(await digest()).toBe(before);
  });
});

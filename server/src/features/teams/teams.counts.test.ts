import { describe, expect, it } from 'vitest';
import { permissionMatrix, type Outcome } from '../../../../tests/support/permission-matrix.js';
import { DEMO_BRANCHES, DEMO_DEPARTMENTS } from '../organizations/index.js';
import { ANADOLU, KARTAL, PERSONAS, teamsSuite, type Persona } from './teams.test-kit.js';

// Member and team counts in lists, and the teams an admin manages, through the real GraphQL API, as each
// demo persona (teams.policy.ts): a team counts its current members, a branch its teams in use, each in
// one statement per page; `managedByMe` narrows the list on the server to the teams of the admin's scope.

const { t, gql, query, insertTeam, digest } = teamsSuite();

describe('member and team counts, and the teams an admin manages', () => {
  /** A fresh Kadıköy football team with two current members, one who left it and one archived. */
  async function teamWithMembers(): Promise<string> {
    const teamId = await insertTeam(`Counted ${++counted}`, {
      birthYears: [2012, 2016],
      gender: 'mixed',
      capacity: 3,
    });
    const members: [toOn: string | null, archived: boolean][] = [
      [null, false],
      [null, false],
      ['2026-10-01', false],
      [null, true],
    ];
    for (const [toOn, archived] of members) {
      await query(
        `WITH a AS (INSERT INTO athletes (organization_id, first_name, last_name, birth_date, gender, archived_at)
                    VALUES ($1, 'Sayı', 'Deneme', '2014-03-03', 'female', ${archived ? 'now()' : 'NULL'}) RETURNING id)
         INSERT INTO team_memberships (team_id, athlete_id, from_on, to_on)
         SELECT $2, a.id, '2026-09-01', $3::date FROM a`,
        [KARTAL, teamId, toOn],
      );
    }
    return teamId;
  }
  let counted = 0;

  it('counts a page’s members and teams in one statement each, however long the page', async () => {
    const statements = async (first: number) => {
      const sent = await t.server.queries.during(async () => {
        const teams = await gql(
          'orgAdmin',
          'query ($first: Int) { teams(first: $first) { nodes { id memberCount } } }',
          { first },
        );
        expect(teams.errors).toBeUndefined();
        const branches = await gql(
          'orgAdmin',
          'query ($first: Int) { branches(first: $first) { nodes { id teamCount } } }',
          { first },
        );
        expect(branches.errors).toBeUndefined();
      });
      return {
        members: sent.filter((sql) => sql.includes('FROM team_memberships m')).length,
        teams: sent.filter((sql) => /count\(\*\)::int AS "count" FROM teams t\s+WHERE t\.branch_id/.test(sql))
          .length,
      };
    };
    expect(await statements(1)).toEqual({ members: 1, teams: 1 });
    expect(await statements(500)).toEqual({ members: 1, teams: 1 });
  });

  it('counts current members of teams that are not archived, and a branch’s teams that are in use', async () => {
    const teamId = await teamWithMembers();
    const answer = await gql<{ team: { memberCount: number; capacity: number } }>(
      'branchAdmin',
      'query ($id: ID!) { team(id: $id) { memberCount capacity } }',
      { id: teamId },
    );
    expect(answer.data?.team).toEqual({ memberCount: 2, capacity: 3 });
    const count = async () =>
      (
        await gql<{ branches: { nodes: { id: string; teamCount: number }[] } }>(
          'orgAdmin',
          '{ branches(first: 500) { nodes { id teamCount } } }',
        )
      ).data!.branches.nodes.find((branch) => branch.id === DEMO_BRANCHES.kadikoy.id)!.teamCount;
    const before = await count();
    await gql('orgAdmin', 'mutation ($id: ID!) { archiveTeam(id: $id) { id } }', { id: teamId });
    expect(await count()).toBe(before - 1);
  });

  it('narrows the list to the teams an admin manages on the server', async () => {
    await gql('branchAdmin', '{ teams(managedByMe: true) { totalCount } }').then((answer) =>
      expect(answer.errors).toBeUndefined(),
    );
    const answer = await gql<{ teams: { nodes: { branchId: string }[] } }>(
      'branchAdmin',
      '{ teams(managedByMe: true, first: 500) { nodes { branchId } } }',
    );
    expect(answer.data!.teams.nodes.length).toBeGreaterThan(0);
    expect(answer.data!.teams.nodes.every((team) => team.branchId === DEMO_BRANCHES.kadikoy.id)).toBe(true);
  });

  type CountOp = 'memberCount' | 'teamCounts' | 'managedTeams';
  const member: Record<CountOp, Outcome> = { memberCount: 'ok', teamCounts: 'ok', managedTeams: 'empty' };
  const admin: Record<CountOp, Outcome> = { memberCount: 'ok', teamCounts: 'ok', managedTeams: 'ok' };
  /** The SQL condition of the teams each persona manages (`t`). */
  const MANAGES: Partial<Record<Persona, string>> = {
    superAdmin: 'TRUE',
    orgAdmin: `t.organization_id = '${KARTAL}'`,
    branchAdmin: `t.branch_id = '${DEMO_BRANCHES.kadikoy.id}'`,
    deptAdmin: `t.department_id = '${DEMO_DEPARTMENTS.football.id}'`,
    otherOrgAdmin: `t.organization_id = '${ANADOLU}'`,
  };

  permissionMatrix<Persona, CountOp, { teamId: string }>({
    personas: PERSONAS,
    token: (persona) => t.tokens[persona],
    http: () => t.http,
    expected: {
      superAdmin: admin,
      orgAdmin: admin,
      branchAdmin: admin,
      deptAdmin: admin,
      parent: member,
      company: member,
      regular: member,
      // Another organization's team does not exist for them.
      otherOrgAdmin: { ...admin, memberCount: 'NOT_FOUND' },
    },
    transports: ['GraphQL'],
    target: async () => ({ teamId: await teamWithMembers() }),
    digest: () => digest('teams', 'team_memberships'),
    calls: {
      memberCount: ({ teamId }) => ({
        graphql: ['query ($id: ID!) { team(id: $id) { id memberCount } }', { id: teamId }],
        field: 'team',
      }),
      teamCounts: () => ({
        graphql: ['{ branches(first: 500) { nodes { id teamCount } } }'],
        field: 'branches',
      }),
      managedTeams: () => ({
        graphql: ['{ teams(managedByMe: true, first: 500) { totalCount nodes { id } } }'],
        field: 'teams',
        empty: { totalCount: 0, nodes: [] },
      }),
    },
    async expectAllowed({ op, persona, target, answer, where }) {
      switch (op) {
        case 'memberCount':
          expect(answer, where).toEqual({ id: target.teamId, memberCount: 2 });
          return;
        case 'teamCounts': {
          const nodes = (answer as { nodes: { id: string; teamCount: number }[] }).nodes;
          expect(nodes.length, where).toBeGreaterThan(0);
          const rows = await query<{ id: string; count: number }>(
            `SELECT b.id, (SELECT count(*)::int FROM teams t WHERE t.branch_id = b.id AND t.archived_at IS NULL) AS count
               FROM branches b WHERE b.id = ANY($1::uuid[])`,
            [nodes.map((node) => node.id)],
          );
          const expected = new Map(rows.map((row) => [row.id, row.count]));
          for (const node of nodes) expect(node.teamCount, where).toBe(expected.get(node.id));
          return;
        }
        case 'managedTeams': {
          const { nodes, totalCount } = answer as { nodes: { id: string }[]; totalCount: number };
          const rows = await query<{ id: string }>(
            `SELECT t.id FROM teams t WHERE t.archived_at IS NULL AND ${MANAGES[persona]!}`,
          );
          expect(totalCount, where).toBe(rows.length);
          expect(nodes.map((node) => node.id).sort(), where).toEqual(rows.map((row) => row.id).sort());
          return;
        }
      }
    },
  });
});

import { describe, expect, it } from 'vitest';
import { DEMO_BRANCHES, DEMO_DEPARTMENTS } from '../organizations/index.js';
import { ROLES } from '../users/index.js';
import { DEMO_TEAMS } from './teams.seed.js';
import { ANADOLU, KARTAL, UNKNOWN, kartalTeams, teamsSuite, type Persona } from './teams.test-kit.js';

// The users page's scope picker and team-scoped role grants through the real GraphQL API, as the demo
// personas of both organizations (teams.policy.ts): each persona is offered exactly the organization,
// branches, departments and teams they may grant a role on, by name; a member role scoped to a team is
// granted by the admins of the team's branch or department only.

const { t, gql } = teamsSuite();

describe('the users page’s scope picker', () => {
  const QUERY = `query ($organizationId: ID, $types: [ScopeType!], $query: String) {
    roleScopeOptions(organizationId: $organizationId, types: $types, query: $query, first: 500) { type id name detail organizationId } }`;
  type Option = { type: string; id: string; name: string; detail: string | null; organizationId: string };

  it('offers each persona exactly the scopes they may grant, by name', async () => {
    const options = async (persona: Persona, variables: Record<string, unknown> = {}) => {
      const answer = await gql<{ roleScopeOptions: Option[] }>(persona, QUERY, variables);
      expect(answer.errors, persona).toBeUndefined();
      return answer.data!.roleScopeOptions;
    };
    const kartal = await options('orgAdmin');
    expect(kartal.filter((o) => o.type === 'organization').map((o) => o.name)).toEqual([
      'Kartal Spor Akademisi',
    ]);
    expect(kartal.filter((o) => o.type === 'branch').map((o) => o.name)).toEqual([
      'Ataşehir',
      'Beşiktaş',
      'Kadıköy',
    ]);
    expect(kartal.filter((o) => o.type === 'department').map((o) => o.name)).toEqual([
      'Basketbol',
      'Futbol',
      'Voleybol',
    ]);
    const teamsInUse = await t.server.dataSource.query<{ id: string }[]>(
      'SELECT id FROM teams WHERE organization_id = $1 AND archived_at IS NULL',
      [KARTAL],
    );
    expect(
      kartal
        .filter((o) => o.type === 'team')
        .map((o) => o.id)
        .sort(),
    ).toEqual(teamsInUse.map((team) => team.id).sort());
    expect(kartal.find((o) => o.id === DEMO_TEAMS.futbolU16Erkek.id)?.detail).toBe(
      'Kadıköy · Futbol · 2026–2027',
    );
    expect(kartal.every((o) => o.organizationId === KARTAL)).toBe(true);

    const branch = await options('branchAdmin');
    expect(branch.filter((o) => o.type !== 'team').map((o) => o.name)).toEqual(['Kadıköy']);
    const kadikoyTeams = kartalTeams.filter((team) => team.branchId === DEMO_BRANCHES.kadikoy.id);
    expect(branch.filter((o) => o.type === 'team').map((o) => o.id)).toEqual(
      expect.arrayContaining(kadikoyTeams.map((team) => team.id)),
    );
    const [{ count: kadikoyCount } = { count: 0 }] = await t.server.dataSource.query<{ count: number }[]>(
      'SELECT count(*)::int AS count FROM teams WHERE branch_id = $1 AND archived_at IS NULL',
      [DEMO_BRANCHES.kadikoy.id],
    );
    expect(branch.filter((o) => o.type === 'team')).toHaveLength(kadikoyCount);
    const dept = await options('deptAdmin', { types: ['department', 'team'] });
    expect(dept.filter((o) => o.type === 'department').map((o) => o.name)).toEqual(['Futbol']);
    expect(
      dept
        .filter((o) => o.type === 'team')
        .map((o) => o.id)
        .sort(),
    ).toEqual(
      kartalTeams
        .filter((team) => team.departmentId === DEMO_DEPARTMENTS.football.id)
        .map((team) => team.id)
        .sort(),
    );
    const search = await options('superAdmin', { query: 'yüzme', organizationId: ANADOLU });
    expect(search.map((o) => o.name)).toEqual([
      'Anadolu Yüzme Okulu',
      'Yüzme',
      'Yüzme U10 Karma',
      'Yüzme U12 Kız',
    ]);
    const everything = await options('superAdmin');
    expect(new Set(everything.map((o) => o.organizationId)).size).toBeGreaterThanOrEqual(2);
    const anadolu = await options('otherOrgAdmin');
    expect(anadolu.every((o) => o.organizationId === ANADOLU)).toBe(true);
    for (const persona of ['parent', 'company', 'regular'] as const)
      expect(await options(persona), persona).toEqual([]);
  });

  it('grants a member role scoped to a team, for the admins of the team’s branch or department only', async () => {
    const member = await t.factories.user({
      organizationId: KARTAL,
      role: 'user',
      scope: { type: 'branch', id: DEMO_BRANCHES.kadikoy.id },
    });
    const assign = (persona: Persona, teamId: string) =>
      gql<{ assignUserRole: { scopeType: string; scopeId: string } }>(
        persona,
        `mutation ($user: ID!, $role: ID!, $team: ID!) {
           assignUserRole(userId: $user, roleId: $role, scopeType: team, scopeId: $team) { scopeType scopeId } }`,
        { user: member.id, role: ROLES.parent.id, team: teamId },
      );
    const own = await assign('branchAdmin', DEMO_TEAMS.basketbolU8Karma.id);
    expect(own.errors).toBeUndefined();
    expect(own.data?.assignUserRole).toEqual({ scopeType: 'team', scopeId: DEMO_TEAMS.basketbolU8Karma.id });
    const elsewhere = await assign('branchAdmin', DEMO_TEAMS.voleybolU14Kiz.id);
    expect(elsewhere.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const foreign = await assign('orgAdmin', DEMO_TEAMS.yuzmeU12Kiz.id);
    expect(foreign.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const unknown = await assign('orgAdmin', UNKNOWN);
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

import { describe, expect, it } from 'vitest';
import { DEMO_BRANCHES, DEMO_DEPARTMENTS } from '../organizations/index.js';
import { DEMO_PERSONAS } from '../users/index.js';
import { DEMO_TEAMS } from './teams.seed.js';
import {
  ANADOLU,
  COACH,
  CURRENT,
  KARTAL,
  PERSONAS,
  anadoluTeams,
  kartalTeams,
  teamsSuite,
  type Team,
} from './teams.test-kit.js';

// Reading teams and their staff through the real GraphQL API, as every demo persona and across both
// organizations (teams.policy.ts): every member reads the organization's teams and staff, a page at a
// time, filtered and sorted; another organization's team is NOT_FOUND like an unknown id. Also a coach's
// own teams, a professional's assignments, and the typed errors bad arguments answer.

const { t, gql } = teamsSuite();

const TEAM_FIELDS = `id name organizationId branchId departmentId seasonId birthYearMin birthYearMax ageCategory
  gender capacity archivedAt branch { id name } department { id name sport } season { id name current }
  staff { id role professional { id name title email certifications { id } } }`;

describe('reading teams', () => {
  it('lists the organization’s teams to every member, a page at a time, and other organizations’ to nobody', async () => {
    for (const persona of PERSONAS) {
      // A super admin without a filter reads every organization's.
      const own =
        persona === 'superAdmin'
          ? Object.values(DEMO_TEAMS)
          : DEMO_PERSONAS[persona].organizationId === KARTAL
            ? kartalTeams
            : anadoluTeams;
      const ids: string[] = [];
      let after: string | null = null;
      let pages = 0;
      do {
        const page: Awaited<
          ReturnType<typeof gql<{ teams: { nodes: Team[]; endCursor: string | null; totalCount: number } }>>
        > = await gql(
          persona,
          'query ($after: String) { teams(first: 5, after: $after) { totalCount endCursor nodes { id name } } }',
          {
            after,
          },
        );
        expect(page.errors, persona).toBeUndefined();
        expect(page.data?.teams.totalCount, persona).toBe(own.length);
        ids.push(...page.data!.teams.nodes.map((team) => team.id));
        after = page.data!.teams.endCursor;
        pages++;
      } while (after && pages < 10);
      expect(ids.sort(), persona).toEqual(own.map((team) => team.id).sort());
      const other = persona === 'otherOrgAdmin' ? DEMO_TEAMS.futbolU12Erkek.id : DEMO_TEAMS.yuzmeU10Karma.id;
      const single = await gql(persona, 'query ($id: ID!) { team(id: $id) { id } }', { id: other });
      if (persona === 'superAdmin') expect(single.errors, persona).toBeUndefined();
      else expect(single.errors?.[0]?.extensions?.code, persona).toBe('NOT_FOUND');
      const foreignList = await gql<{ teams: { nodes: unknown[] } }>(
        persona,
        'query ($organizationId: ID) { teams(organizationId: $organizationId) { nodes { id } } }',
        { organizationId: persona === 'otherOrgAdmin' ? KARTAL : ANADOLU },
      );
      expect(foreignList.data?.teams.nodes, persona).toEqual(
        persona === 'superAdmin' ? expect.any(Array) : [],
      );
    }
  });

  it('serves a team with its branch, department, season, age category and staff (head coach first, private details hidden)', async () => {
    const answer = await gql<{ team: Team }>(
      'regular',
      `query ($id: ID!) { team(id: $id) { ${TEAM_FIELDS} } }`,
      {
        id: DEMO_TEAMS.futbolU16Erkek.id,
      },
    );
    expect(answer.errors).toBeUndefined();
    const team = answer.data!.team;
    expect(team).toMatchObject({
      name: 'Futbol U16 Erkek',
      ageCategory: 'U16',
      branch: { name: 'Kadıköy' },
      department: { name: 'Futbol', sport: 'football' },
      season: { name: '2026–2027', current: true },
    });
    expect(team.staff.map((staff) => staff.role)).toEqual([
      'head_coach',
      'assistant_coach',
      'goalkeeper_coach',
      'physio',
      'manager',
    ]);
    expect(team.staff[0]?.professional).toMatchObject({ name: 'Emre Yalçın', email: null });
  });

  it('filters by branch, department, season, gender, birth year and name, and sorts', async () => {
    const query = `query ($args: String) { a: teams(branchId: "${DEMO_BRANCHES.kadikoy.id}", currentSeason: true, first: 50) { nodes { name } }
      b: teams(departmentId: "${DEMO_DEPARTMENTS.volleyball.id}", gender: girls, seasonId: "${CURRENT}") { nodes { name } }
      c: teams(birthYear: 2016, currentSeason: true, sort: NAME_DESC) { nodes { name } }
      d: teams(query: $args, sort: AGE_ASC) { nodes { name } } }`;
    const answer = await gql<Record<string, { nodes: { name: string }[] }>>('orgAdmin', query, {
      args: 'u1',
    });
    expect(answer.errors).toBeUndefined();
    const names = (key: string) => answer.data![key]!.nodes.map((team) => team.name);
    expect(names('a').sort()).toEqual(
      [
        'Basketbol U8 Karma',
        'Futbol U10 Erkek',
        'Futbol U12 Erkek',
        'Futbol U16 Erkek',
        'Voleybol U12 Kız',
      ].sort(),
    );
    expect(names('b')).toEqual(['Voleybol U12 Kız', 'Voleybol U14 Kız', 'Voleybol U16 Kız']);
    expect(names('c')).toEqual([
      'Voleybol U12 Kız',
      'Futbol U12 Kız',
      'Futbol U12 Erkek',
      'Basketbol U12 Erkek',
    ]);
    // U1x teams, youngest first (ties by id).
    expect(names('d').slice(0, 2).sort()).toEqual(['Basketbol U10 Kız', 'Futbol U10 Erkek']);
    expect(names('d').at(-1)).toMatch(/U16/);
  });

  it('lists a coach’s own teams with staffedByMe, and a professional’s assignments', async () => {
    const answer = await gql<{
      teams: { nodes: { name: string }[] };
      professional: { staffAssignments: { role: string; team: { name: string } }[] };
    }>(
      'coach',
      `query ($id: ID!) { teams(staffedByMe: true) { nodes { name } }
        professional(id: $id) { staffAssignments { role team { name } } } }`,
      { id: COACH.id },
    );
    expect(answer.errors).toBeUndefined();
    // Last season's team is history: its staff row is archived.
    expect(answer.data!.teams.nodes.map((team) => team.name)).toEqual([
      'Futbol U10 Erkek',
      'Futbol U12 Erkek',
    ]);
    expect(answer.data!.professional.staffAssignments).toEqual([
      { role: 'head_coach', team: { name: 'Futbol U10 Erkek' } },
      { role: 'head_coach', team: { name: 'Futbol U12 Erkek' } },
    ]);
    const nobody = await gql<{ teams: { nodes: unknown[] } }>(
      'regular',
      '{ teams(staffedByMe: true) { nodes { id } } }',
    );
    expect(nobody.data?.teams.nodes).toEqual([]);
  });

  it('answers bad arguments with typed errors, never a 500', async () => {
    const cases: [string, string][] = [
      ['{ teams(first: 0) { nodes { id } } }', 'first'],
      ['{ teams(first: 501) { nodes { id } } }', 'first'],
      ['{ teams(after: "nonsense") { nodes { id } } }', 'after'],
      ['{ teams(branchId: "x") { nodes { id } } }', 'branchId'],
    ];
    for (const [query, field] of cases) {
      const answer = await gql('orgAdmin', query);
      expect(answer.status, query).toBe(200);
      expect(answer.errors?.[0]?.extensions?.code, query).toBe('BAD_USER_INPUT');
      expect(Object.keys(answer.errors?.[0]?.extensions?.fieldErrors ?? {}), query).toEqual([field]);
    }
    const missing = await gql('orgAdmin', '{ team(id: "not-a-uuid") { id } }');
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const anonymous = await t.http.graphql('{ teams { nodes { id } } }');
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

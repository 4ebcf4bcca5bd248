import { describe, expect, it } from 'vitest';
import { permissionMatrix, type Outcome } from '../../../../tests/support/permission-matrix.js';
import { auditTrail } from '../../../../tests/support/audit.js';
import { useTestServer } from '../../../../tests/support/suite.js';
import { DEMO_BRANCHES, DEMO_DEPARTMENTS, DEMO_ORGANIZATIONS, DEMO_SEASONS } from '../organizations/index.js';
import { DEMO_PROFESSIONALS } from '../professionals/index.js';
import { DEMO_PERSONAS, ROLES } from '../users/index.js';
import { DEMO_TEAMS } from './teams.seed.js';

// Teams and their staff through the real GraphQL API, as every demo persona and across both
// organizations (teams.policy.ts): every member reads the organization's teams and staff; the admins
// of a team's scope (organization, branch, department) change them; another organization's team is
// NOT_FOUND like an unknown id. Also the users page's scope picker and team-scoped role grants.

type Persona = keyof typeof DEMO_PERSONAS;
const PERSONAS = Object.keys(DEMO_PERSONAS) as Persona[];
const KARTAL = DEMO_ORGANIZATIONS.kartal.id;
const ANADOLU = DEMO_ORGANIZATIONS.anadolu.id;
const CURRENT = DEMO_SEASONS.kartalCurrent.id;
const UNKNOWN = '00000000-0000-4000-8fff-000000000999';
const COACH = DEMO_PROFESSIONALS.gokhanTekin; // head coach of Futbol U10 and U12 Erkek (Kadıköy)

const t = useTestServer({
  ...DEMO_PERSONAS,
  coach: { email: COACH.email, password: 'Arena-Member-2026' },
});
const gql = async <T = Record<string, unknown>>(
  persona: Persona | 'coach',
  query: string,
  variables: Record<string, unknown> = {},
) => t.http.graphql<T>(query, variables, t.tokens[persona]);

const TEAM_FIELDS = `id name organizationId branchId departmentId seasonId birthYearMin birthYearMax ageCategory
  gender capacity archivedAt branch { id name } department { id name sport } season { id name current }
  staff { id role professional { id name title email certifications { id } } }`;

interface Team {
  id: string;
  name: string;
  organizationId: string;
  ageCategory: string;
  capacity: number;
  archivedAt: string | null;
  staff: { id: string; role: string; professional: { id: string; name: string; email: string | null } }[];
}

const kartalTeams = Object.values(DEMO_TEAMS).filter((team) => team.organizationId === KARTAL);
const anadoluTeams = Object.values(DEMO_TEAMS).filter((team) => team.organizationId === ANADOLU);

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

describe('changing teams', () => {
  const input = (overrides: Record<string, unknown> = {}) => ({
    branchId: DEMO_BRANCHES.kadikoy.id,
    departmentId: DEMO_DEPARTMENTS.football.id,
    seasonId: CURRENT,
    name: `Futbol U9 Erkek ${Math.random().toString(36).slice(2, 8)}`,
    birthYearMin: 2018,
    birthYearMax: 2018,
    gender: 'boys',
    capacity: 16,
    ...overrides,
  });
  const create = (persona: Persona, values: Record<string, unknown>) =>
    gql<{ createTeam: Team }>(
      persona,
      'mutation ($input: TeamInput!) { createTeam(input: $input) { id name ageCategory } }',
      {
        input: values,
      },
    );

  it('validates the input field by field', async () => {
    const answer = await create(
      'orgAdmin',
      input({ name: ' ', birthYearMin: 1980, capacity: 0, gender: null }),
    );
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(answer.errors?.[0]?.extensions?.fieldErrors ?? {}).sort()).toEqual(
      ['birthYearMin', 'capacity', 'gender', 'name'].sort(),
    );
    const span = await create('orgAdmin', input({ birthYearMin: 2016, birthYearMax: 2014 }));
    expect(span.errors?.[0]?.extensions?.fieldErrors).toEqual({
      birthYearMax: 'The latest birth year must not be before the earliest',
    });
    const foreignBranch = await create('orgAdmin', input({ branchId: DEMO_BRANCHES.cankaya.id }));
    expect(foreignBranch.errors?.[0]?.extensions?.fieldErrors).toEqual({
      branchId: 'Choose a branch of the organization',
    });
  });

  it('refuses a name the season already has, regardless of case (CONFLICT)', async () => {
    const answer = await create(
      'orgAdmin',
      input({ name: 'futbol u12 ERKEK', birthYearMin: 2015, birthYearMax: 2016 }),
    );
    expect(answer.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(answer.errors?.[0]?.extensions?.fieldErrors).toEqual({
      name: 'Another team of the season has this name',
    });
  });

  it('lets a branch admin move a team only within what they administer', async () => {
    const created = await create('branchAdmin', input({ departmentId: DEMO_DEPARTMENTS.volleyball.id }));
    expect(created.errors).toBeUndefined();
    const id = created.data!.createTeam.id;
    const move = await gql(
      'branchAdmin',
      'mutation ($id: ID!, $b: ID!) { updateTeam(id: $id, input: { branchId: $b }) { id } }',
      {
        id,
        b: DEMO_BRANCHES.besiktas.id,
      },
    );
    expect(move.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const rename = await gql<{ updateTeam: Team }>(
      'branchAdmin',
      'mutation ($id: ID!) { updateTeam(id: $id, input: { name: "Voleybol U9 Karma", gender: mixed }) { id name } }',
      { id },
    );
    expect(rename.data?.updateTeam.name).toBe('Voleybol U9 Karma');
    // Archived: gone from lists, still readable by the admins of its scope, NOT_FOUND for members.
    const archived = await gql<{ archiveTeam: Team }>(
      'branchAdmin',
      'mutation ($id: ID!) { archiveTeam(id: $id) { id archivedAt } }',
      {
        id,
      },
    );
    expect(archived.data?.archiveTeam.archivedAt).toEqual(expect.any(String));
    const listed = await gql<{ a: { nodes: { id: string }[] }; b: { nodes: { id: string }[] } }>(
      'branchAdmin',
      '{ a: teams(first: 100) { nodes { id } } b: teams(first: 100, includeArchived: true) { nodes { id } } }',
    );
    expect(listed.data?.a.nodes.map((team) => team.id)).not.toContain(id);
    expect(listed.data?.b.nodes.map((team) => team.id)).toContain(id);
    const asParent = await gql('parent', 'query ($id: ID!) { team(id: $id) { id } }', { id });
    expect(asParent.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const parentList = await gql<{ teams: { nodes: { id: string }[] } }>(
      'parent',
      '{ teams(first: 100, includeArchived: true) { nodes { id } } }',
    );
    expect(parentList.data?.teams.nodes.map((team) => team.id)).not.toContain(id);
    const restored = await gql<{ restoreTeam: Team }>(
      'orgAdmin',
      'mutation ($id: ID!) { restoreTeam(id: $id) { id archivedAt } }',
      { id },
    );
    expect(restored.data?.restoreTeam.archivedAt).toBeNull();
  });

  it('audits every change to a team and its staff, as the admin who made it, in the change’s transaction', async () => {
    const audits = (entityId: string) => auditTrail(t.server.dataSource, entityId);
    const created = await gql<{ createTeam: { id: string } }>(
      'branchAdmin',
      'mutation ($input: TeamInput!) { createTeam(input: $input) { id } }',
      {
        input: {
          branchId: DEMO_BRANCHES.kadikoy.id,
          departmentId: DEMO_DEPARTMENTS.football.id,
          seasonId: CURRENT,
          name: `Audited ${Date.now().toString(36)}`,
          birthYearMin: 2016,
          birthYearMax: 2017,
          gender: 'girls',
          capacity: 16,
        },
      },
    );
    expect(created.errors).toBeUndefined();
    const team = created.data!.createTeam.id;
    const changed = await gql(
      'deptAdmin',
      'mutation ($id: ID!) { updateTeam(id: $id, input: { capacity: 20 }) { id } }',
      {
        id: team,
      },
    );
    expect(changed.errors).toBeUndefined();
    // Staff write to their team's athletes: adding, changing, removing and restoring them is kept.
    const add = await gql<{ addTeamStaff: { id: string } }>(
      'branchAdmin',
      'mutation ($team: ID!, $p: ID!) { addTeamStaff(teamId: $team, professionalId: $p, role: assistant_coach) { id } }',
      { team, p: DEMO_PROFESSIONALS.nazliAcar.id },
    );
    expect(add.errors).toBeUndefined();
    const staff = add.data!.addTeamStaff.id;
    for (const [persona, document] of [
      ['orgAdmin', 'mutation ($id: ID!) { updateTeamStaff(id: $id, role: head_coach) { id } }'],
      ['deptAdmin', 'mutation ($id: ID!) { removeTeamStaff(id: $id) { id } }'],
      ['branchAdmin', 'mutation ($id: ID!) { restoreTeamStaff(id: $id) { id } }'],
    ] as const) {
      expect((await gql(persona, document, { id: staff })).errors, document).toBeUndefined();
    }
    const archived = await gql('orgAdmin', 'mutation ($id: ID!) { archiveTeam(id: $id) { id } }', {
      id: team,
    });
    expect(archived.errors).toBeUndefined();
    const staffRow = { teamId: team, professionalId: DEMO_PROFESSIONALS.nazliAcar.id };
    expect(await audits(staff)).toEqual([
      expect.objectContaining({
        action: 'create',
        actor: DEMO_PERSONAS.branchAdmin.id,
        organizationId: KARTAL,
        entityType: 'team_staff',
        before: null,
        after: { ...staffRow, role: 'assistant_coach' },
      }),
      expect.objectContaining({
        action: 'update',
        actor: DEMO_PERSONAS.orgAdmin.id,
        before: { ...staffRow, role: 'assistant_coach' },
        after: { ...staffRow, role: 'head_coach' },
      }),
      expect.objectContaining({ action: 'archive', actor: DEMO_PERSONAS.deptAdmin.id }),
      expect.objectContaining({ action: 'restore', actor: DEMO_PERSONAS.branchAdmin.id }),
    ]);
    const [joined] = await audits(staff);
    expect(joined!.summary).toMatch(/joined the staff of Audited/);
    expect(joined!.tr).toMatch(/kadrosuna eklendi/);
    expect(await audits(team)).toEqual([
      expect.objectContaining({ action: 'create', actor: DEMO_PERSONAS.branchAdmin.id, entityType: 'team' }),
      expect.objectContaining({
        action: 'update',
        actor: DEMO_PERSONAS.deptAdmin.id,
        before: { capacity: 16 },
        after: { capacity: 20 },
      }),
      expect.objectContaining({ action: 'archive', actor: DEMO_PERSONAS.orgAdmin.id }),
    ]);
    // A refused change writes no row.
    const refused = await gql(
      'company',
      'mutation ($id: ID!) { updateTeamStaff(id: $id, role: physio) { id } }',
      { id: staff },
    );
    expect(refused.errors?.[0]?.extensions?.code).toMatch(/NOT_FOUND|FORBIDDEN/);
    expect(await audits(staff)).toHaveLength(4);
  });

  it('keeps staff history: a removed staff member is archived, can come back, and a role is held once', async () => {
    const team = DEMO_TEAMS.basketbolU8Karma.id;
    const add = await gql<{ addTeamStaff: { id: string; role: string } }>(
      'branchAdmin',
      'mutation ($team: ID!, $p: ID!) { addTeamStaff(teamId: $team, professionalId: $p, role: assistant_coach) { id role } }',
      { team, p: DEMO_PROFESSIONALS.nazliAcar.id },
    );
    expect(add.errors).toBeUndefined();
    const again = await gql(
      'orgAdmin',
      'mutation ($team: ID!, $p: ID!) { addTeamStaff(teamId: $team, professionalId: $p, role: assistant_coach) { id } }',
      { team, p: DEMO_PROFESSIONALS.nazliAcar.id },
    );
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const foreign = await gql(
      'orgAdmin',
      'mutation ($team: ID!, $p: ID!) { addTeamStaff(teamId: $team, professionalId: $p, role: physio) { id } }',
      { team, p: DEMO_PROFESSIONALS.leventAtes.id },
    );
    expect(foreign.errors?.[0]?.extensions?.fieldErrors).toEqual({
      professionalId: 'Choose a professional of the team’s organization',
    });
    const id = add.data!.addTeamStaff.id;
    const removed = await gql<{ removeTeamStaff: { archivedAt: string | null } }>(
      'branchAdmin',
      'mutation ($id: ID!) { removeTeamStaff(id: $id) { archivedAt } }',
      { id },
    );
    expect(removed.data?.removeTeamStaff.archivedAt).toEqual(expect.any(String));
    const [row] = await t.server.dataSource.query<{ archived_at: Date | null }[]>(
      'SELECT archived_at FROM team_staff WHERE id = $1',
      [id],
    );
    expect(row?.archived_at).toBeInstanceOf(Date);
    const staff = await gql<{ team: Team }>(
      'orgAdmin',
      'query ($id: ID!) { team(id: $id) { staff { id } } }',
      { id: team },
    );
    expect(staff.data?.team.staff.map((member) => member.id)).not.toContain(id);
    const back = await gql<{ restoreTeamStaff: { archivedAt: string | null; role: string } }>(
      'orgAdmin',
      'mutation ($id: ID!) { restoreTeamStaff(id: $id) { archivedAt role } }',
      { id },
    );
    expect(back.data?.restoreTeamStaff).toEqual({ archivedAt: null, role: 'assistant_coach' });
    const role = await gql<{ updateTeamStaff: { role: string } }>(
      'orgAdmin',
      'mutation ($id: ID!) { updateTeamStaff(id: $id, role: manager) { role } }',
      { id },
    );
    expect(role.data?.updateTeamStaff.role).toBe('manager');
  });
});

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

// ——— the permission matrix ———

type Op = 'list' | 'read' | 'create' | 'update' | 'archive' | 'restore' | 'addStaff' | 'removeStaff';

interface Target {
  teamId: string;
  staffId: string;
  organizationId: string;
}

/**
 * Each persona's target team: Kartal's personas a fresh Kadıköy football team (in every admin's
 * scope); Anadolu's admin the same Kartal team (another organization: NOT_FOUND).
 */
const MEMBER: Record<Op, Outcome> = {
  list: 'ok',
  read: 'ok',
  create: 'FORBIDDEN',
  update: 'FORBIDDEN',
  archive: 'FORBIDDEN',
  restore: 'NOT_FOUND',
  addStaff: 'FORBIDDEN',
  removeStaff: 'FORBIDDEN',
};
const ADMIN: Record<Op, Outcome> = {
  list: 'ok',
  read: 'ok',
  create: 'ok',
  update: 'ok',
  archive: 'ok',
  restore: 'ok',
  addStaff: 'ok',
  removeStaff: 'ok',
};
const EXPECTED: Record<Persona, Record<Op, Outcome>> = {
  superAdmin: ADMIN,
  orgAdmin: ADMIN,
  branchAdmin: ADMIN,
  deptAdmin: ADMIN,
  parent: MEMBER,
  company: MEMBER,
  regular: MEMBER,
  otherOrgAdmin: {
    list: 'ok',
    read: 'NOT_FOUND',
    create: 'NOT_FOUND',
    update: 'NOT_FOUND',
    archive: 'NOT_FOUND',
    restore: 'NOT_FOUND',
    addStaff: 'NOT_FOUND',
    removeStaff: 'NOT_FOUND',
  },
};

describe('the permission matrix: every team operation as each persona', () => {
  let made = 0;
  permissionMatrix<Persona, Op, Target>({
    personas: PERSONAS,
    token: (persona) => t.tokens[persona],
    http: () => t.http,
    expected: EXPECTED,
    transports: ['GraphQL'],
    async target(op) {
      const [team] = await t.server.dataSource.query<{ id: string }[]>(
        `INSERT INTO teams (organization_id, branch_id, department_id, season_id, name, birth_year_min, birth_year_max,
                            gender, capacity, archived_at)
         VALUES ($1, $2, $3, $4, $5, 2017, 2018, 'boys', 18, ${op === 'restore' ? 'now()' : 'NULL'}) RETURNING id`,
        [KARTAL, DEMO_BRANCHES.kadikoy.id, DEMO_DEPARTMENTS.football.id, CURRENT, `Matrix ${++made}`],
      );
      const [staff] = await t.server.dataSource.query<{ id: string }[]>(
        `INSERT INTO team_staff (team_id, professional_id, role) VALUES ($1, $2, 'head_coach') RETURNING id`,
        [team!.id, DEMO_PROFESSIONALS.serdarKilinc.id],
      );
      return { teamId: team!.id, staffId: staff!.id, organizationId: KARTAL };
    },
    async digest() {
      const [row] = await t.server.dataSource.query<{ digest: string }[]>(
        `SELECT md5(coalesce((SELECT string_agg(x::text, '|' ORDER BY x.id) FROM teams x), '')
                 || coalesce((SELECT string_agg(s::text, '|' ORDER BY s.id) FROM team_staff s), '')) AS digest`,
      );
      return row?.digest ?? '';
    },
    calls: {
      list: () => ({
        graphql: ['{ teams(first: 500) { totalCount nodes { id organizationId } } }'],
        field: 'teams',
      }),
      read: ({ teamId }) => ({
        graphql: ['query ($id: ID!) { team(id: $id) { id staff { id } } }', { id: teamId }],
        field: 'team',
      }),
      create: (_target, label) => ({
        graphql: [
          'mutation ($input: TeamInput!, $org: ID) { createTeam(organizationId: $org, input: $input) { id organizationId name } }',
          {
            org: KARTAL,
            input: {
              branchId: DEMO_BRANCHES.kadikoy.id,
              departmentId: DEMO_DEPARTMENTS.football.id,
              seasonId: CURRENT,
              name: `Created ${label}`,
              birthYearMin: 2017,
              birthYearMax: 2018,
              gender: 'boys',
              capacity: 18,
            },
          },
        ],
        field: 'createTeam',
      }),
      update: ({ teamId }) => ({
        graphql: [
          'mutation ($id: ID!) { updateTeam(id: $id, input: { capacity: 21 }) { id capacity } }',
          { id: teamId },
        ],
        field: 'updateTeam',
      }),
      archive: ({ teamId }) => ({
        graphql: ['mutation ($id: ID!) { archiveTeam(id: $id) { id archivedAt } }', { id: teamId }],
        field: 'archiveTeam',
      }),
      restore: ({ teamId }) => ({
        graphql: ['mutation ($id: ID!) { restoreTeam(id: $id) { id archivedAt } }', { id: teamId }],
        field: 'restoreTeam',
      }),
      addStaff: ({ teamId }) => ({
        graphql: [
          'mutation ($id: ID!, $p: ID!) { addTeamStaff(teamId: $id, professionalId: $p, role: physio) { id role teamId } }',
          { id: teamId, p: DEMO_PROFESSIONALS.aylinKorkmaz.id },
        ],
        field: 'addTeamStaff',
      }),
      removeStaff: ({ staffId }) => ({
        graphql: ['mutation ($id: ID!) { removeTeamStaff(id: $id) { id archivedAt } }', { id: staffId }],
        field: 'removeTeamStaff',
      }),
    },
    async expectAllowed({ op, persona, target, answer, where }) {
      const organizationId = DEMO_PERSONAS[persona].organizationId;
      switch (op) {
        case 'list': {
          const { nodes, totalCount } = answer as { nodes: { organizationId: string }[]; totalCount: number };
          expect(totalCount, where).toBeGreaterThanOrEqual(persona === 'otherOrgAdmin' ? 3 : 14);
          // A super admin without a filter reads every organization's.
          expect(
            persona === 'superAdmin' || nodes.every((node) => node.organizationId === organizationId),
            where,
          ).toBe(true);
          return;
        }
        case 'read':
          expect(answer, where).toMatchObject({ id: target.teamId, staff: [{ id: target.staffId }] });
          return;
        case 'create': {
          const created = answer as { id: string; organizationId: string };
          expect(created.organizationId, where).toBe(KARTAL);
          return;
        }
        case 'update':
          expect(answer, where).toEqual({ id: target.teamId, capacity: 21 });
          return;
        case 'archive':
          expect((answer as { archivedAt: string | null }).archivedAt, where).toEqual(expect.any(String));
          return;
        case 'restore':
          expect((answer as { archivedAt: string | null }).archivedAt, where).toBeNull();
          return;
        case 'addStaff':
          expect(answer, where).toMatchObject({ role: 'physio', teamId: target.teamId });
          return;
        case 'removeStaff':
          expect((answer as { archivedAt: string | null }).archivedAt, where).toEqual(expect.any(String));
          return;
      }
    },
  });
});

// ——— counts in lists, and an admin's own teams ———

describe('member and team counts, and the teams an admin manages', () => {
  /** A fresh Kadıköy football team with two current members, one who left it and one archived. */
  async function teamWithMembers(): Promise<string> {
    const [team] = await t.server.dataSource.query<{ id: string }[]>(
      `INSERT INTO teams (organization_id, branch_id, department_id, season_id, name, birth_year_min, birth_year_max,
                          gender, capacity)
       VALUES ($1, $2, $3, $4, $5, 2012, 2016, 'mixed', 3) RETURNING id`,
      [KARTAL, DEMO_BRANCHES.kadikoy.id, DEMO_DEPARTMENTS.football.id, CURRENT, `Counted ${++counted}`],
    );
    const members: [toOn: string | null, archived: boolean][] = [
      [null, false],
      [null, false],
      ['2026-10-01', false],
      [null, true],
    ];
    for (const [toOn, archived] of members) {
      await t.server.dataSource.query(
        `WITH a AS (INSERT INTO athletes (organization_id, first_name, last_name, birth_date, gender, archived_at)
                    VALUES ($1, 'Sayı', 'Deneme', '2014-03-03', 'female', ${archived ? 'now()' : 'NULL'}) RETURNING id)
         INSERT INTO team_memberships (team_id, athlete_id, from_on, to_on)
         SELECT $2, a.id, '2026-09-01', $3::date FROM a`,
        [KARTAL, team!.id, toOn],
      );
    }
    return team!.id;
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
    async digest() {
      const [row] = await t.server.dataSource.query<{ digest: string }[]>(
        `SELECT md5(coalesce((SELECT string_agg(x::text, '|' ORDER BY x.id) FROM teams x), '')
                 || coalesce((SELECT string_agg(m::text, '|' ORDER BY m.id) FROM team_memberships m), '')) AS digest`,
      );
      return row?.digest ?? '';
    },
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
          const rows = await t.server.dataSource.query<{ id: string; count: number }[]>(
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
          const rows = await t.server.dataSource.query<{ id: string }[]>(
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

import { describe, expect, it } from 'vitest';
import { auditTrail } from '../../../../tests/support/audit.js';
import { DEMO_BRANCHES, DEMO_DEPARTMENTS } from '../organizations/index.js';
import { DEMO_PROFESSIONALS } from '../professionals/index.js';
import { DEMO_PERSONAS } from '../users/index.js';
import { DEMO_TEAMS } from './teams.seed.js';
import { CURRENT, KARTAL, teamsSuite, type Persona, type Team } from './teams.test-kit.js';

// Changing teams and their staff through the real GraphQL API (teams.policy.ts): the admins of a team's
// scope (organization, branch, department) create, change, archive and restore teams and their staff,
// within what they administer; input is validated field by field and a season's team names are unique;
// every change is audited as the admin who made it, and staff history is kept.

const { t, gql } = teamsSuite();

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

import { describe, expect, it } from 'vitest';
import { DEMO_BRANCHES, DEMO_DEPARTMENTS, DEMO_SEASONS } from '../organizations/index.js';
import { DEMO_PERSONAS } from '../users/index.js';
import { ATHLETE_FIELDS, athletesSuite, kartal, unique } from './athletes.test-kit.js';

// Creating and changing athletes through the real GraphQL API against a real database: the writes and
// their audit rows, validation with a field error each, the team's checks, conflicts that leave no row
// behind, archiving and restoring; and team moves that keep the history. (The set-up all athletes suites
// share: athletes.test-kit.ts.)

const { gql, codeOf, query, teams, insertTeam, insertAthlete, insertLink, lastAudit, auditCount } =
  athletesSuite();

describe('creating and changing athletes', () => {
  const CREATE = `mutation ($input: CreateAthleteInput!) { createAthlete(input: $input) { ${ATHLETE_FIELDS}
    memberships { teamId jerseyNumber position current } } }`;
  // A new child each time (the same names and birth date twice are one child: CONFLICT).
  const valid = (lastName = `Işık ${unique()}`) => ({
    firstName: '  Yağmur ',
    lastName,
    birthDate: '2015-03-04',
    gender: 'female',
    teamId: teams.kadikoyFootball,
    jerseyNumber: null,
    position: 'Kaleci',
    phone: '+90 532 111 22 33',
    documents: [{ title: 'Lisans', url: '/files/lisans.pdf' }],
  });

  it('creates an athlete with their first team, audited', async () => {
    const answer = await gql<{ createAthlete: { id: string; fullName: string; memberships: unknown[] } }>(
      'branchAdmin',
      CREATE,
      { input: valid('Işık') },
    );
    expect(answer.errors).toBeUndefined();
    const created = answer.data!.createAthlete;
    expect(created).toMatchObject({
      fullName: 'Yağmur Işık',
      status: 'active',
      access: 'full',
      private: { birthDate: '2015-03-04', documents: [{ title: 'Lisans', url: '/files/lisans.pdf' }] },
      memberships: [{ teamId: teams.kadikoyFootball, position: 'Kaleci', current: true }],
    });
    expect(await lastAudit(created.id)).toMatchObject({
      action: 'create',
      entityType: 'athlete',
      actorUserId: DEMO_PERSONAS.branchAdmin.id,
      organizationId: kartal,
      after: { firstName: 'Yağmur', lastName: 'Işık', birthDate: '2015-03-04' },
    });
  });

  it('refuses bad input with a field error each, and writes nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ firstName: null }, 'firstName', 'required'],
      [{ lastName: '   ' }, 'lastName', 'required'],
      [{ birthDate: null }, 'birthDate', 'required'],
      [{ birthDate: '2015-02-30' }, 'birthDate', 'invalid_format'],
      [{ birthDate: '2999-01-01' }, 'birthDate', 'out_of_range'],
      [{ birthDate: '1899-12-31' }, 'birthDate', 'out_of_range'],
      [{ gender: null }, 'gender', 'required'],
      [{ email: 'not-an-email' }, 'email', 'invalid_format'],
      [{ phone: 'call me' }, 'phone', 'invalid_format'],
      [{ photo: 'javascript:alert(1)' }, 'photo', 'invalid'],
      [{ licenceNumber: '<b>' }, 'licenceNumber', 'invalid_format'],
      [{ jerseyNumber: 100 }, 'jerseyNumber', 'out_of_range'],
      [{ documents: [{ title: '', url: '/x' }] }, 'documents.0.title', 'required'],
      [{ teamId: 'nope' }, 'teamId', 'invalid_format'],
    ];
    const [before] = await query<{ count: number }>('SELECT count(*)::int AS count FROM athletes');
    for (const [patch, field, code] of cases) {
      const answer = await gql('orgAdmin', CREATE, { input: { ...valid(), ...patch } });
      expect(codeOf(answer), field).toBe('BAD_USER_INPUT');
      const extensions = answer.errors![0]!.extensions as { fieldErrorCodes?: Record<string, string> };
      expect(Object.keys(extensions.fieldErrorCodes ?? {}), field).toEqual([field]);
      expect(extensions.fieldErrorCodes?.[field], field).toBe(code);
    }
    // A field refused for its range names the bounds, so the form can say them.
    const future = await gql('orgAdmin', CREATE, { input: { ...valid(), birthDate: '2999-01-01' } });
    expect(future.errors?.[0]?.extensions?.fieldErrorLimits).toEqual({
      birthDate: { min: '1900-01-01', max: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
    });
    const jersey = await gql('orgAdmin', CREATE, { input: { ...valid(), jerseyNumber: 100 } });
    expect(jersey.errors?.[0]?.extensions?.fieldErrorLimits).toEqual({ jerseyNumber: { max: 99 } });
    const [after] = await query<{ count: number }>('SELECT count(*)::int AS count FROM athletes');
    expect(after!.count).toBe(before!.count);
  });

  it('checks the team: organization, gender, age category (playing up is fine) and capacity', async () => {
    const girls = await insertTeam(
      kartal,
      DEMO_BRANCHES.kadikoy.id,
      DEMO_DEPARTMENTS.football.id,
      DEMO_SEASONS.kartalCurrent.id,
      {
        gender: 'girls',
        years: [2014, 2015],
        capacity: 1,
      },
    );
    const expectField = async (input: Record<string, unknown>, code: string, field = 'teamId') => {
      const answer = await gql('orgAdmin', CREATE, { input: { ...valid(), ...input } });
      expect(codeOf(answer), JSON.stringify(input)).toBe(code);
      expect(Object.keys(answer.errors![0]!.extensions!.fieldErrors ?? {})).toEqual([field]);
    };
    await expectField({ teamId: teams.anadolu }, 'BAD_USER_INPUT');
    await expectField({ teamId: girls, gender: 'male' }, 'BAD_USER_INPUT');
    await expectField({ teamId: girls, birthDate: '2013-12-31' }, 'BAD_USER_INPUT');
    // Younger than the category: plays up.
    const young = await gql('orgAdmin', CREATE, {
      input: { ...valid(), teamId: girls, birthDate: '2016-06-01' },
    });
    expect(young.errors).toBeUndefined();
    await expectField({ teamId: girls }, 'CONFLICT');
  });

  it('answers CONFLICT for a licence or jersey number in use, leaving no row and no audit row behind', async () => {
    const licence = `KSA-T-${unique()}`;
    const first = await gql<{ createAthlete: { id: string } }>('orgAdmin', CREATE, {
      input: { ...valid(), licenceNumber: licence, jerseyNumber: 42, teamId: teams.kadikoyBasketball },
    });
    expect(first.errors).toBeUndefined();
    const [before] = await query<{ athletes: number; audits: number }>(
      'SELECT (SELECT count(*)::int FROM athletes) AS athletes, (SELECT count(*)::int FROM audit_log) AS audits',
    );
    const again = await gql('orgAdmin', CREATE, { input: { ...valid(), licenceNumber: licence } });
    expect(codeOf(again)).toBe('CONFLICT');
    expect(again.errors![0]!.extensions!.fieldErrors).toHaveProperty('licenceNumber');
    const jersey = await gql('orgAdmin', CREATE, {
      input: { ...valid(), jerseyNumber: 42, teamId: teams.kadikoyBasketball },
    });
    expect(codeOf(jersey)).toBe('CONFLICT');
    expect(jersey.errors![0]!.extensions!.fieldErrors).toHaveProperty('jerseyNumber');
    const [after] = await query<{ athletes: number; audits: number }>(
      'SELECT (SELECT count(*)::int FROM athletes) AS athletes, (SELECT count(*)::int FROM audit_log) AS audits',
    );
    expect(after).toEqual(before);
    // Changing another athlete to the licence in use is refused the same way.
    const other = await insertAthlete(kartal, teams.kadikoyFootball);
    const update = await gql(
      'orgAdmin',
      'mutation ($id: ID!, $l: String) { updateAthlete(id: $id, input: { licenceNumber: $l }) { id } }',
      {
        id: other.id,
        l: licence,
      },
    );
    expect(codeOf(update)).toBe('CONFLICT');
    expect(await auditCount([other.id])).toBe(0);
  });

  it('audits the changed fields only, and health notes without their text', async () => {
    const { id } = await insertAthlete(kartal, teams.kadikoyFootball, { firstName: 'Ece' });
    const answer = await gql(
      'orgAdmin',
      'mutation ($id: ID!) { updateAthlete(id: $id, input: { firstName: "Ecem", lastName: null }) { id } }',
      {
        id,
      },
    );
    expect(codeOf(answer)).toBe('BAD_USER_INPUT');
    const ok = await gql<{ updateAthlete: { fullName: string } }>(
      'orgAdmin',
      'mutation ($id: ID!) { updateAthlete(id: $id, input: { firstName: "Ecem", gender: female, address: "" }) { fullName } }',
      { id },
    );
    expect(ok.data!.updateAthlete.fullName).toMatch(/^Ecem /);
    expect(await lastAudit(id)).toMatchObject({
      action: 'update',
      before: { firstName: 'Ece' },
      after: { firstName: 'Ecem' },
    });
    const notes = await gql<{ updateAthleteHealth: { medicalNotes: string } }>(
      'orgAdmin',
      'mutation ($id: ID!) { updateAthleteHealth(athleteId: $id, medicalNotes: "Astım, inhaler") { medicalNotes } }',
      { id },
    );
    expect(notes.data!.updateAthleteHealth.medicalNotes).toBe('Astım, inhaler');
    const audit = await lastAudit(id);
    expect(audit).toMatchObject({ action: 'update', entityType: 'athlete_health' });
    expect(JSON.stringify(audit)).not.toContain('Astım');
    expect(JSON.stringify(audit)).not.toContain('Fıstık');
  });

  it('archives and restores, hiding archived athletes from everyone but their admins', async () => {
    const { id } = await insertAthlete(kartal, teams.kadikoyFootball);
    await insertLink(id, DEMO_PERSONAS.parent.id);
    const archive = await gql<{ archiveAthlete: { archivedAt: string } }>(
      'deptAdmin',
      'mutation ($id: ID!) { archiveAthlete(id: $id) { archivedAt } }',
      { id },
    );
    expect(archive.data!.archiveAthlete.archivedAt).toBeTruthy();
    expect(await lastAudit(id)).toMatchObject({ action: 'archive', actorUserId: DEMO_PERSONAS.deptAdmin.id });
    expect(codeOf(await gql('parent', 'query ($id: ID!) { athlete(id: $id) { id } }', { id }))).toBe(
      'NOT_FOUND',
    );
    expect(
      codeOf(
        await gql(
          'orgAdmin',
          'mutation ($id: ID!) { updateAthlete(id: $id, input: { phone: null }) { id } }',
          { id },
        ),
      ),
    ).toBe('CONFLICT');
    expect(
      codeOf(await gql('orgAdmin', 'mutation ($id: ID!) { archiveAthlete(id: $id) { id } }', { id })),
    ).toBe('CONFLICT');
    const restore = await gql<{ restoreAthlete: { archivedAt: string | null } }>(
      'orgAdmin',
      'mutation ($id: ID!) { restoreAthlete(id: $id) { archivedAt } }',
      { id },
    );
    expect(restore.data!.restoreAthlete.archivedAt).toBeNull();
    expect(await lastAudit(id)).toMatchObject({ action: 'restore' });
    expect(
      (await gql('parent', 'query ($id: ID!) { athlete(id: $id) { id } }', { id })).errors,
    ).toBeUndefined();
  });
});

// ——— memberships ———

describe('team memberships', () => {
  const MOVE = `mutation ($input: MoveAthleteInput!) { moveAthlete(input: $input) {
    ended { id teamId fromOn toOn current } started { id teamId fromOn toOn current jerseyNumber athlete { id } } } }`;

  it('moves an athlete in one transaction, keeping the history, with one move audit row', async () => {
    const player = await insertAthlete(kartal, teams.kadikoyFootball, { jersey: 9 });
    const move = await gql<{
      moveAthlete: { ended: Record<string, unknown>; started: Record<string, unknown> };
    }>('branchAdmin', MOVE, {
      input: {
        membershipId: player.membershipId,
        toTeamId: teams.kadikoyBasketball,
        on: '2026-11-02',
        jerseyNumber: 9,
      },
    });
    expect(move.errors).toBeUndefined();
    expect(move.data!.moveAthlete.ended).toMatchObject({
      id: player.membershipId,
      teamId: teams.kadikoyFootball,
      fromOn: '2026-09-01',
      toOn: '2026-11-02',
      current: false,
    });
    expect(move.data!.moveAthlete.started).toMatchObject({
      teamId: teams.kadikoyBasketball,
      fromOn: '2026-11-02',
      toOn: null,
      current: true,
      jerseyNumber: 9,
      athlete: { id: player.id },
    });
    const history = await gql<{ athlete: { memberships: { teamId: string; current: boolean }[] } }>(
      'orgAdmin',
      'query ($id: ID!) { athlete(id: $id) { memberships(includeEnded: true) { teamId current } } }',
      { id: player.id },
    );
    expect(history.data!.athlete.memberships).toEqual([
      { teamId: teams.kadikoyBasketball, current: true },
      { teamId: teams.kadikoyFootball, current: false },
    ]);
    const audits = await query<{ action: string }>('SELECT action FROM audit_log WHERE entity_id = $1', [
      player.id,
    ]);
    expect(audits).toEqual([{ action: 'move' }]);
    expect(await lastAudit(player.id)).toMatchObject({
      before: { teamId: teams.kadikoyFootball },
      after: { teamId: teams.kadikoyBasketball, on: '2026-11-02' },
    });
    // The old team's roster keeps the ended membership for those who may see history.
    const roster = await gql<{ teamMemberships: { id: string; current: boolean }[] }>(
      'orgAdmin',
      'query ($id: ID!) { teamMemberships(teamId: $id, includeEnded: true) { id current } }',
      { id: teams.kadikoyFootball },
    );
    expect(roster.data!.teamMemberships).toContainEqual({ id: player.membershipId, current: false });
  });

  it('rolls a refused move back whole: the old membership stays current', async () => {
    const full = await insertTeam(
      kartal,
      DEMO_BRANCHES.kadikoy.id,
      DEMO_DEPARTMENTS.football.id,
      DEMO_SEASONS.kartalCurrent.id,
      {
        capacity: 1,
      },
    );
    await insertAthlete(kartal, full);
    const player = await insertAthlete(kartal, teams.kadikoyFootball);
    const move = await gql('orgAdmin', MOVE, {
      input: { membershipId: player.membershipId, toTeamId: full },
    });
    expect(codeOf(move)).toBe('CONFLICT');
    const [row] = await query<{ to_on: string | null }>('SELECT to_on FROM team_memberships WHERE id = $1', [
      player.membershipId,
    ]);
    expect(row!.to_on).toBeNull();
    expect(await auditCount([player.id, player.membershipId!])).toBe(0);
  });

  it('refuses moves to the same team, before the first day, or of an ended membership', async () => {
    const player = await insertAthlete(kartal, teams.kadikoyFootball);
    const same = await gql('orgAdmin', MOVE, {
      input: { membershipId: player.membershipId, toTeamId: teams.kadikoyFootball },
    });
    expect(codeOf(same)).toBe('BAD_USER_INPUT');
    const early = await gql('orgAdmin', MOVE, {
      input: { membershipId: player.membershipId, toTeamId: teams.kadikoyBasketball, on: '2026-08-01' },
    });
    expect(Object.keys(early.errors![0]!.extensions!.fieldErrors!)).toEqual(['on']);
    const missing = await gql('orgAdmin', MOVE, { input: {} });
    expect(Object.keys(missing.errors![0]!.extensions!.fieldErrors!).sort()).toEqual([
      'membershipId',
      'toTeamId',
    ]);
    const end = await gql<{ endTeamMembership: { toOn: string; current: boolean } }>(
      'orgAdmin',
      'mutation ($id: ID!) { endTeamMembership(id: $id, toOn: "2026-10-10") { toOn current } }',
      { id: player.membershipId },
    );
    expect(end.data!.endTeamMembership).toEqual({ toOn: '2026-10-10', current: false });
    expect(await lastAudit(player.membershipId!)).toMatchObject({
      action: 'update',
      after: { toOn: '2026-10-10' },
    });
    const again = await gql('orgAdmin', MOVE, {
      input: { membershipId: player.membershipId, toTeamId: teams.kadikoyBasketball },
    });
    expect(codeOf(again)).toBe('CONFLICT');
  });
});

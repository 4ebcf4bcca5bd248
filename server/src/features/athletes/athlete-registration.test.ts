import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { suiteCalls, useTestServer } from '../../../../tests/support/suite.js';
import { DEMO_BRANCHES, DEMO_DEPARTMENTS, DEMO_ORGANIZATIONS } from '../organizations/index.js';
import { DEMO_PERSONAS } from '../users/index.js';
import { todayIso } from './athletes.sql.js';

// Registering athletes through the real GraphQL API against a real database: a team of a season that
// has ended (or is archived) takes no new athlete, a membership starts inside its team's season, and the
// same child is never registered twice in an organization (names folded the Turkish way).

const t = useTestServer(DEMO_PERSONAS);

const kartal = DEMO_ORGANIZATIONS.kartal.id;
const unique = () => randomBytes(4).toString('hex');

const { gql, codeOf, query } = suiteCalls(t);

/** An ISO date `days` from today (Türkiye's today, as the server counts). */
const day = (days: number) => {
  const date = new Date(`${todayIso()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

async function insertSeason(
  organizationId: string,
  startsOn: string,
  endsOn: string,
  archived = false,
): Promise<{ id: string; name: string }> {
  const name = `Sezon ${unique()}`;
  const [row] = await query<{ id: string }>(
    `INSERT INTO seasons (organization_id, name, starts_on, ends_on, current, archived_at)
     VALUES ($1, $2, $3, $4, false, $5) RETURNING id`,
    [organizationId, name, startsOn, endsOn, archived ? new Date() : null],
  );
  return { id: row!.id, name };
}

async function insertTeam(organizationId: string, seasonId: string, branchId = DEMO_BRANCHES.kadikoy.id) {
  const department = organizationId === kartal ? DEMO_DEPARTMENTS.football.id : DEMO_DEPARTMENTS.swimming.id;
  const [row] = await query<{ id: string }>(
    `INSERT INTO teams (organization_id, branch_id, department_id, season_id, name, birth_year_min,
                        birth_year_max, gender, capacity)
     VALUES ($1, $2, $3, $4, $5, 2008, 2022, 'mixed', 100) RETURNING id`,
    [organizationId, branchId, department, seasonId, `Takım ${unique()}`],
  );
  return row!.id;
}

async function insertAthlete(
  organizationId: string,
  names: { firstName?: string; lastName?: string; birthDate?: string } = {},
): Promise<string> {
  const [row] = await query<{ id: string }>(
    `INSERT INTO athletes (organization_id, first_name, last_name, birth_date, gender)
     VALUES ($1, $2, $3, $4, 'female') RETURNING id`,
    [
      organizationId,
      names.firstName ?? 'Deniz',
      names.lastName ?? `Test${unique()}`,
      names.birthDate ?? '2014-05-06',
    ],
  );
  return row!.id;
}

async function insertMembership(teamId: string, athleteId: string, fromOn: string): Promise<string> {
  const [row] = await query<{ id: string }>(
    `INSERT INTO team_memberships (team_id, athlete_id, from_on) VALUES ($1, $2, $3) RETURNING id`,
    [teamId, athleteId, fromOn],
  );
  return row!.id;
}

const membershipsOf = (athleteId: string) =>
  query<{ teamId: string; toOn: string | null }>(
    `SELECT team_id AS "teamId", to_char(to_on, 'YYYY-MM-DD') AS "toOn" FROM team_memberships
      WHERE athlete_id = $1 ORDER BY from_on, created_at`,
    [athleteId],
  );
const auditCount = async (entityId: string) =>
  (
    await query<{ count: number }>('SELECT count(*)::int AS count FROM audit_log WHERE entity_id = $1', [
      entityId,
    ])
  )[0]!.count;

const ADD = `mutation ($input: AddTeamMembershipInput!) { addTeamMembership(input: $input) { id teamId fromOn } }`;
const MOVE = `mutation ($input: MoveAthleteInput!) { moveAthlete(input: $input) { started { teamId fromOn } } }`;
const CREATE = `mutation ($input: CreateAthleteInput!) { createAthlete(input: $input) { id firstName lastName } }`;
const UPDATE = `mutation ($id: ID!, $input: UpdateAthleteInput!) { updateAthlete(id: $id, input: $input) { id } }`;
const DUPLICATES = `query ($organizationId: ID, $firstName: String!, $lastName: String!, $birthDate: String!, $excludeId: ID) {
  athleteDuplicates(organizationId: $organizationId, firstName: $firstName, lastName: $lastName,
                    birthDate: $birthDate, excludeId: $excludeId) { id fullName private { birthDate } } }`;

describe('seasons that have ended take no new athletes', () => {
  let open: { id: string; name: string };
  let ended: { id: string; name: string };
  let archived: { id: string; name: string };
  let upcoming: { id: string; name: string };
  const teams = { open: '', ended: '', archived: '', upcoming: '' };

  beforeAll(async () => {
    open = await insertSeason(kartal, day(-60), day(200));
    ended = await insertSeason(kartal, day(-400), day(-30));
    archived = await insertSeason(kartal, day(-60), day(200), true);
    upcoming = await insertSeason(kartal, day(20), day(300));
    teams.open = await insertTeam(kartal, open.id);
    teams.ended = await insertTeam(kartal, ended.id);
    teams.archived = await insertTeam(kartal, archived.id);
    teams.upcoming = await insertTeam(kartal, upcoming.id);
  });

  it('refuses to add an athlete to a team of a season that has ended or is archived, naming the season', async () => {
    const athleteId = await insertAthlete(kartal);
    for (const [team, season] of [
      [teams.ended, ended],
      [teams.archived, archived],
    ] as const) {
      const answer = await gql('orgAdmin', ADD, { input: { athleteId, teamId: team } });
      expect(codeOf(answer)).toBe('BAD_USER_INPUT');
      expect(answer.errors![0]!.message).toContain(season.name);
      expect(answer.errors![0]!.extensions!.fieldErrors!.teamId).toContain(season.name);
    }
    expect(await membershipsOf(athleteId)).toEqual([]);
    expect(await auditCount(athleteId)).toBe(0);
  });

  it('starts a membership inside its team’s season: today, the season’s first day, or a day given inside it', async () => {
    const athleteId = await insertAthlete(kartal);
    const now = await gql<{ addTeamMembership: { fromOn: string } }>('orgAdmin', ADD, {
      input: { athleteId, teamId: teams.open },
    });
    expect(now.data?.addTeamMembership.fromOn).toBe(todayIso());
    const later = await gql<{ addTeamMembership: { fromOn: string } }>('orgAdmin', ADD, {
      input: { athleteId, teamId: teams.upcoming },
    });
    expect(later.data?.addTeamMembership.fromOn).toBe(day(20));

    const other = await insertAthlete(kartal);
    const outside = await gql('orgAdmin', ADD, {
      input: { athleteId: other, teamId: teams.open, fromOn: day(-90) },
    });
    expect(codeOf(outside)).toBe('BAD_USER_INPUT');
    expect(Object.keys(outside.errors![0]!.extensions!.fieldErrors!)).toEqual(['fromOn']);
    expect(outside.errors![0]!.message).toContain(open.name);
    expect(await membershipsOf(other)).toEqual([]);
    const inside = await gql<{ addTeamMembership: { fromOn: string } }>('orgAdmin', ADD, {
      input: { athleteId: other, teamId: teams.open, fromOn: day(-10) },
    });
    expect(inside.data?.addTeamMembership.fromOn).toBe(day(-10));
  });

  it('refuses a move to a team of a season that has ended: the old membership stays current', async () => {
    const athleteId = await insertAthlete(kartal);
    const membershipId = await insertMembership(teams.open, athleteId, day(-30));
    const answer = await gql('orgAdmin', MOVE, { input: { membershipId, toTeamId: teams.ended } });
    expect(codeOf(answer)).toBe('BAD_USER_INPUT');
    expect(answer.errors![0]!.extensions!.fieldErrors!.toTeamId).toContain(ended.name);
    expect(await membershipsOf(athleteId)).toEqual([{ teamId: teams.open, toOn: null }]);
    expect(await auditCount(athleteId)).toBe(0);
  });

  it('refuses to create an athlete with a team of a season that has ended, and creates nothing', async () => {
    const lastName = `Kapalı${unique()}`;
    const answer = await gql('orgAdmin', CREATE, {
      input: { firstName: 'Ece', lastName, birthDate: '2014-02-03', gender: 'female', teamId: teams.ended },
    });
    expect(codeOf(answer)).toBe('BAD_USER_INPUT');
    expect(answer.errors![0]!.extensions!.fieldErrors!.teamId).toContain(ended.name);
    expect(await query('SELECT 1 FROM athletes WHERE last_name = $1', [lastName])).toEqual([]);
  });
});

describe('the same child twice', () => {
  const child = () => ({ firstName: 'Çağla', lastName: `Işık${unique()}`, birthDate: '2015-04-05' });

  it('refuses to create an exact duplicate with CONFLICT on the three fields, and keeps one record', async () => {
    const names = child();
    const first = await gql('orgAdmin', CREATE, { input: { ...names, gender: 'female' } });
    expect(first.errors).toBeUndefined();
    const again = await gql('orgAdmin', CREATE, { input: { ...names, gender: 'female' } });
    expect(codeOf(again)).toBe('CONFLICT');
    expect(again.errors![0]!.message).toMatch(/already registered/);
    expect(again.errors![0]!.extensions!.fieldErrorCodes).toEqual({
      firstName: 'not_unique',
      lastName: 'not_unique',
      birthDate: 'not_unique',
    });
    const rows = await query('SELECT id FROM athletes WHERE last_name = $1', [names.lastName]);
    expect(rows).toHaveLength(1);
  });

  it('folds names the Turkish way: IŞIK, ışık and isik are one name; ÇAĞLA and cagla too', async () => {
    const suffix = unique();
    const created = await gql('orgAdmin', CREATE, {
      input: { firstName: 'ÇAĞLA', lastName: `IŞIK ${suffix}`, birthDate: '2013-01-02', gender: 'female' },
    });
    expect(created.errors).toBeUndefined();
    for (const [firstName, lastName] of [
      ['çağla', `ışık ${suffix}`],
      ['Cagla', `Isik  ${suffix.toUpperCase()}`],
      [' cağla ', `İŞİK ${suffix}`],
    ]) {
      const answer = await gql('orgAdmin', CREATE, {
        input: { firstName, lastName, birthDate: '2013-01-02', gender: 'female' },
      });
      expect(codeOf(answer), `${firstName} ${lastName}`).toBe('CONFLICT');
    }
    // Another birth date, or another first name, is another child.
    const sibling = await gql('orgAdmin', CREATE, {
      input: { firstName: 'Çağla', lastName: `Işık ${suffix}`, birthDate: '2016-01-02', gender: 'female' },
    });
    expect(sibling.errors).toBeUndefined();
    const twin = await gql('orgAdmin', CREATE, {
      input: { firstName: 'Ceren', lastName: `Işık ${suffix}`, birthDate: '2013-01-02', gender: 'female' },
    });
    expect(twin.errors).toBeUndefined();
  });

  it('does not count another organization’s child as a duplicate', async () => {
    const names = child();
    await insertAthlete(kartal, names);
    const answer = await gql('otherOrgAdmin', CREATE, { input: { ...names, gender: 'female' } });
    expect(answer.errors).toBeUndefined();
    const archived = child();
    const archivedId = await insertAthlete(kartal, archived);
    await query('UPDATE athletes SET archived_at = now() WHERE id = $1', [archivedId]);
    const refused = await gql('orgAdmin', CREATE, { input: { ...archived, gender: 'female' } });
    expect(codeOf(refused)).toBe('CONFLICT');
  });

  it('refuses an update that makes an athlete a duplicate, and changes nothing', async () => {
    const names = child();
    await insertAthlete(kartal, names);
    const otherId = await insertAthlete(kartal, { ...names, birthDate: '2015-04-06' });
    const answer = await gql('orgAdmin', UPDATE, { id: otherId, input: { birthDate: names.birthDate } });
    expect(codeOf(answer)).toBe('CONFLICT');
    const [row] = await query<{ birthDate: string }>(
      `SELECT to_char(birth_date, 'YYYY-MM-DD') AS "birthDate" FROM athletes WHERE id = $1`,
      [otherId],
    );
    expect(row!.birthDate).toBe('2015-04-06');
    // Saving the record as it is (its own names) is no duplicate of itself.
    const same = await gql('orgAdmin', UPDATE, { id: otherId, input: { firstName: names.firstName } });
    expect(same.errors).toBeUndefined();
  });

  it('finds the duplicates the viewer may read, and nobody else’s child', async () => {
    const names = child();
    const id = await insertAthlete(kartal, { ...names, firstName: 'ÇAĞLA' });
    const probe = { ...names, firstName: 'cagla', lastName: names.lastName.toUpperCase() };
    const admin = await gql<{ athleteDuplicates: { id: string; private: { birthDate: string } }[] }>(
      'orgAdmin',
      DUPLICATES,
      probe,
    );
    expect(admin.data?.athleteDuplicates).toEqual([
      expect.objectContaining({ id, private: { birthDate: names.birthDate } }),
    ]);
    const excluded = await gql<{ athleteDuplicates: unknown[] }>('orgAdmin', DUPLICATES, {
      ...probe,
      excludeId: id,
    });
    expect(excluded.data?.athleteDuplicates).toEqual([]);
    // A parent, a company, a regular user, a branch admin whose teams the child is not in, and another
    // organization's admin (naming Kartal) learn nothing, not even that the child exists.
    for (const persona of ['parent', 'company', 'regular', 'branchAdmin', 'otherOrgAdmin'] as const) {
      const answer = await gql<{ athleteDuplicates: unknown[] }>(persona, DUPLICATES, {
        ...probe,
        organizationId: kartal,
      });
      expect(answer.errors, persona).toBeUndefined();
      expect(answer.data?.athleteDuplicates, persona).toEqual([]);
    }
    // A coach sees the duplicates among their own team's athletes only.
    const season = await insertSeason(kartal, day(-60), day(200));
    const team = await insertTeam(kartal, season.id);
    const coach = await t.factories.user({ organizationId: kartal, role: 'user' });
    const [professional] = await query<{ id: string }>(
      `INSERT INTO professionals (organization_id, user_id, title) VALUES ($1, $2, 'Antrenör') RETURNING id`,
      [kartal, coach.id],
    );
    await query(`INSERT INTO team_staff (team_id, professional_id, role) VALUES ($1, $2, 'head_coach')`, [
      team,
      professional!.id,
    ]);
    const token = { token: await coach.signIn() };
    expect(
      (await gql<{ athleteDuplicates: unknown[] }>(token, DUPLICATES, probe)).data?.athleteDuplicates,
    ).toEqual([]);
    await insertMembership(team, id, day(-1));
    expect(
      (await gql<{ athleteDuplicates: { id: string }[] }>(token, DUPLICATES, probe)).data?.athleteDuplicates,
    ).toEqual([expect.objectContaining({ id })]);
    // A malformed date is a field error, never a database error.
    const bad = await gql('orgAdmin', DUPLICATES, { ...probe, birthDate: '2015-13-45' });
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
  });
});

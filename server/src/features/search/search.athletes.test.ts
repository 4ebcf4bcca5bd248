import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { UserFixture } from '../../../../tests/support/factories.js';
import { useTestServer } from '../../../../tests/support/suite.js';
import { DEMO_BRANCHES, DEMO_DEPARTMENTS, DEMO_ORGANIZATIONS, DEMO_SEASONS } from '../organizations/index.js';

// The top-bar search finds the athletes and teams each person may see, and nothing else: a parent her
// own children and their teams, a coach the athletes of the teams he staffs, an admin their
// organization's; a company no athlete; another organization's admin nothing of this one.

interface Group {
  id: string;
  total: number | null;
  results: { id?: string; name?: string; link?: string }[];
}

const t = useTestServer();
const kartal = DEMO_ORGANIZATIONS.kartal.id;
const anadolu = DEMO_ORGANIZATIONS.anadolu.id;
const unique = () => randomBytes(4).toString('hex');
const query = <Row = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  t.server.dataSource.query<Row[]>(sql, params);

// The family name every athlete below shares, unique to this run.
const FAMILY = `Demirtest${unique()}`;

async function insertTeam(organizationId: string, branchId: string, departmentId: string, seasonId: string) {
  const [row] = await query<{ id: string; name: string }>(
    `INSERT INTO teams (organization_id, branch_id, department_id, season_id, name, birth_year_min,
                        birth_year_max, gender, capacity)
     VALUES ($1, $2, $3, $4, $5, 2008, 2022, 'mixed', 100) RETURNING id, name`,
    [organizationId, branchId, departmentId, seasonId, `Takım ${unique()}`],
  );
  return row!;
}

async function insertAthlete(organizationId: string, teamId: string, firstName: string) {
  const [athlete] = await query<{ id: string }>(
    `INSERT INTO athletes (organization_id, first_name, last_name, birth_date, gender)
     VALUES ($1, $2, $3, '2014-05-06', 'female') RETURNING id`,
    [organizationId, firstName, FAMILY],
  );
  await query(`INSERT INTO team_memberships (team_id, athlete_id, from_on) VALUES ($1, $2, '2026-09-01')`, [
    teamId,
    athlete!.id,
  ]);
  return athlete!.id;
}

let teamA: { id: string; name: string };
let teamB: { id: string; name: string };
let teamAnadolu: { id: string; name: string };
const athletes: Record<'child' | 'otherFamily' | 'anadolu', string> = {
  child: '',
  otherFamily: '',
  anadolu: '',
};
const tokens: Record<'parent' | 'coach' | 'company' | 'orgAdmin' | 'otherOrgAdmin', string> = {
  parent: '',
  coach: '',
  company: '',
  orgAdmin: '',
  otherOrgAdmin: '',
};

beforeAll(async () => {
  const { factories } = t;
  const season = DEMO_SEASONS.kartalCurrent.id;
  teamA = await insertTeam(kartal, DEMO_BRANCHES.kadikoy.id, DEMO_DEPARTMENTS.football.id, season);
  teamB = await insertTeam(kartal, DEMO_BRANCHES.kadikoy.id, DEMO_DEPARTMENTS.football.id, season);
  const [anadoluScope] = await query<{ branch_id: string; department_id: string; season_id: string }>(
    `SELECT b.id AS branch_id, d.id AS department_id, s.id AS season_id
       FROM branches b, departments d, seasons s
      WHERE b.organization_id = $1 AND d.organization_id = $1 AND s.organization_id = $1 LIMIT 1`,
    [anadolu],
  );
  teamAnadolu = await insertTeam(
    anadolu,
    anadoluScope!.branch_id,
    anadoluScope!.department_id,
    anadoluScope!.season_id,
  );
  athletes.child = await insertAthlete(kartal, teamA.id, 'Ela');
  athletes.otherFamily = await insertAthlete(kartal, teamB.id, 'Mert');
  athletes.anadolu = await insertAthlete(anadolu, teamAnadolu.id, 'Nil');

  const parent: UserFixture = await factories.user({ organizationId: kartal, role: 'parent' });
  await query(
    `INSERT INTO guardian_links (athlete_id, user_id, relationship, legal_guardian, is_primary)
     VALUES ($1, $2, 'mother', true, true)`,
    [athletes.child, parent.id],
  );
  const coach = await factories.user({ organizationId: kartal, role: 'user' });
  const [professional] = await query<{ id: string }>(
    `INSERT INTO professionals (organization_id, user_id, title) VALUES ($1, $2, 'Antrenör') RETURNING id`,
    [kartal, coach.id],
  );
  await query(`INSERT INTO team_staff (team_id, professional_id, role) VALUES ($1, $2, 'head_coach')`, [
    teamB.id,
    professional!.id,
  ]);
  const company = await factories.user({ organizationId: kartal, role: 'company' });
  const orgAdmin = await factories.user({ organizationId: kartal, role: 'org_admin' });
  const otherOrgAdmin = await factories.user({ organizationId: anadolu, role: 'org_admin' });
  tokens.parent = await parent.signIn();
  tokens.coach = await coach.signIn();
  tokens.company = await company.signIn();
  tokens.orgAdmin = await orgAdmin.signIn();
  tokens.otherOrgAdmin = await otherOrgAdmin.signIn();
});

async function found(token: string, text: string) {
  const response = await t.http.request<Group[]>('POST', 'api/common/search', {
    token,
    body: { query: text },
  });
  expect(response.status).toBe(200);
  const ids = (id: string) => response.body.find((group) => group.id === id)?.results.map((r) => r.id) ?? [];
  return { athletes: ids('athletes').sort(), teams: ids('teams').sort(), groups: response.body };
}

const sorted = (...ids: string[]) => [...ids].sort();

describe('the search finds the athletes and teams each person may see, and nothing else', () => {
  it('a parent: her own child and the child’s team, not another family of the same name', async () => {
    const { athletes: a, teams } = await found(tokens.parent, FAMILY.toLowerCase());
    expect(a).toEqual([athletes.child]);
    expect(teams).toEqual([teamA.id]);
  });

  it('a coach: the athletes of the team he staffs and that team', async () => {
    const { athletes: a, teams } = await found(tokens.coach, FAMILY);
    expect(a).toEqual([athletes.otherFamily]);
    expect(teams).toEqual([teamB.id]);
  });

  it('an organization admin: every athlete of the organization and their teams, not another organization’s', async () => {
    const { athletes: a, teams } = await found(tokens.orgAdmin, FAMILY);
    expect(a).toEqual(sorted(athletes.child, athletes.otherFamily));
    expect(teams).toEqual(sorted(teamA.id, teamB.id));
  });

  it('a company: no athlete, and no team through an athlete', async () => {
    const { athletes: a, teams } = await found(tokens.company, FAMILY);
    expect(a).toEqual([]);
    expect(teams).toEqual([]);
  });

  it('another organization’s admin: only their own organization’s', async () => {
    const { athletes: a, teams } = await found(tokens.otherOrgAdmin, FAMILY);
    expect(a).toEqual([athletes.anadolu]);
    expect(teams).toEqual([teamAnadolu.id]);
  });

  it('finds teams by name for every member of the organization, with links to the profiles', async () => {
    const { teams, groups } = await found(tokens.company, teamA.name);
    expect(teams).toEqual([teamA.id]);
    expect(groups.find((group) => group.id === 'teams')?.results[0]).toMatchObject({
      name: teamA.name,
      link: `/fbiad-pages/teams-profile/${teamA.id}`,
    });
    expect((await found(tokens.otherOrgAdmin, teamA.name)).teams).toEqual([]);
    const parent = await found(tokens.parent, `Ela ${FAMILY}`);
    expect(parent.groups.find((group) => group.id === 'athletes')?.results[0]).toMatchObject({
      name: `Ela ${FAMILY}`,
      link: `/fbiad-pages/athletes-profile/${athletes.child}`,
    });
  });
});

describe('searchPeople over GraphQL', () => {
  it('answers typed athlete and team groups, both even when empty, and needs a token', async () => {
    const document = `query ($q: String!) { searchPeople(query: $q) { id total hasMore results { __typename
      ... on AthleteSearchResult { id name link } ... on TeamSearchResult { id name link } } } }`;
    const answer = await t.http.graphql<{
      searchPeople: { id: string; total: number; results: { __typename: string; id: string }[] }[];
    }>(document, { q: FAMILY }, tokens.parent);
    expect(
      answer.data?.searchPeople.map((group) => [group.id, group.results.map((r) => [r.__typename, r.id])]),
    ).toEqual([
      ['athletes', [['AthleteSearchResult', athletes.child]]],
      ['teams', [['TeamSearchResult', teamA.id]]],
    ]);
    const short = await t.http.graphql<{ searchPeople: { results: unknown[] }[] }>(
      document,
      { q: ' D ' },
      tokens.orgAdmin,
    );
    expect(short.data?.searchPeople.map((group) => group.results)).toEqual([[], []]);
    const tooLong = await t.http.graphql(document, { q: 'x'.repeat(201) }, tokens.orgAdmin);
    expect(tooLong.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const anonymous = await t.http.graphql(document, { q: FAMILY });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

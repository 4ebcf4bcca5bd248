import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, signInToken } from '../support/auth.js';
import { useTestServer } from '../support/suite.js';

// Input that used to reach PostgreSQL and answer INTERNAL (or be stored changed): crafted page
// cursors, unpaired UTF-16 surrogates and dates out of range. Each is refused with BAD_USER_INPUT
// naming the argument, as every persona, in both demo organizations, and writes nothing.

const t = useTestServer({
  admin: DEMO_ADMIN,
  kartal: { email: 'org.admin@arena.local', password: 'Arena-Org-2026' },
  anadolu: { email: 'org2.admin@arena.local', password: 'Arena-Org2-2026' },
});

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const parts = (cursor: string) => JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];

type Answer = Awaited<ReturnType<ReturnType<typeof useTestServer>['http']['graphql']>>;

function expectRefused(answer: Answer, field: string, label = field) {
  expect(answer.errors?.[0]?.extensions?.code, label).toBe('BAD_USER_INPUT');
  expect(answer.errors?.[0]?.extensions?.fieldErrors, label).toHaveProperty([field]);
}

/** Rows and the newest row version of the tables a refused write must leave alone. */
async function snapshot(): Promise<string> {
  const rows: unknown = await t.server.dataSource.query(
    `SELECT (SELECT count(*) FROM audit_log)::int AS audit, (SELECT max(xmin::text) FROM athletes) AS athletes,
            (SELECT max(xmin::text) FROM team_memberships) AS memberships,
            (SELECT max(xmin::text) FROM users) AS users`,
  );
  return JSON.stringify(rows);
}

const TEAMS = `query ($sort: TeamSort, $after: String, $first: Int) {
  teams(sort: $sort, after: $after, first: $first) { endCursor nodes { id organizationId } }
}`;
interface TeamsPage {
  teams: { endCursor: string | null; nodes: { id: string; organizationId: string }[] };
}

describe('crafted page cursors', () => {
  it('teams by age: a cursor whose key is not a year answers BAD_USER_INPUT naming after', async () => {
    for (const token of [t.tokens.admin, t.tokens.kartal, t.tokens.anadolu]) {
      // The form of the cursors before they named their order: its key was cast to int in SQL.
      expectRefused(
        await t.http.graphql(TEAMS, { sort: 'AGE_ASC', after: encode(['abc', UNKNOWN]) }, token),
        'after',
      );
      const first = await t.http.graphql<TeamsPage>(TEAMS, { sort: 'AGE_ASC', first: 1 }, token);
      const cursor = first.data!.teams.endCursor!;
      expect(cursor).toEqual(expect.any(String));
      const [order, , id] = parts(cursor);
      for (const key of ['abc', '2147483648', '12.5', '', null, 2012]) {
        const answer = await t.http.graphql(
          TEAMS,
          { sort: 'AGE_ASC', after: encode([order, key, id]) },
          token,
        );
        expectRefused(answer, 'after', `key ${JSON.stringify(key)}`);
      }
      // A cursor of the name order (its key is a name) is refused by the age order, and the other way.
      const byName = await t.http.graphql<TeamsPage>(TEAMS, { sort: 'NAME_ASC', first: 1 }, token);
      expectRefused(
        await t.http.graphql(TEAMS, { sort: 'AGE_ASC', after: byName.data!.teams.endCursor }, token),
        'after',
      );
      expectRefused(await t.http.graphql(TEAMS, { sort: 'NAME_ASC', after: cursor }, token), 'after');
    }
  });

  it('still walks every sort of the teams list a page at a time, each team once, in its own organization', async () => {
    for (const [token, organizations] of [
      [t.tokens.kartal, 1],
      [t.tokens.anadolu, 1],
    ] as const) {
      for (const sort of ['NAME_ASC', 'NAME_DESC', 'AGE_ASC', 'AGE_DESC', 'CREATED_DESC']) {
        const whole = await t.http.graphql<TeamsPage>(TEAMS, { sort, first: 500 }, token);
        const seen: string[] = [];
        let after: string | null = null;
        do {
          const page: Awaited<ReturnType<typeof t.http.graphql<TeamsPage>>> = await t.http.graphql<TeamsPage>(
            TEAMS,
            { sort, first: 2, after },
            token,
          );
          expect(page.errors, sort).toBeUndefined();
          seen.push(...page.data!.teams.nodes.map((node) => node.id));
          after = page.data!.teams.endCursor;
        } while (after);
        expect(seen, sort).toEqual(whole.data!.teams.nodes.map((node) => node.id));
        expect(new Set(whole.data!.teams.nodes.map((node) => node.organizationId)).size).toBe(organizations);
      }
    }
  });

  it('the audit log: a cursor with an impossible time or a sequence past bigint answers BAD_USER_INPUT', async () => {
    const LOG = 'query ($after: String) { auditLog(first: 1, after: $after) { endCursor } }';
    for (const token of [t.tokens.admin, t.tokens.kartal, t.tokens.anadolu]) {
      for (const after of [
        encode(['2026-13-45 99:99:99+00', '1']),
        encode(['2026-01-01 10:00:00+00', '99999999999999999999']),
      ]) {
        expectRefused(await t.http.graphql(LOG, { after }, token), 'after');
      }
    }
  });
});

const ATHLETE_FIELDS = [
  'firstName',
  'lastName',
  'licenceNumber',
  'phone',
  'address',
  'emergencyContactName',
  'emergencyContactPhone',
];

describe('an unpaired surrogate anywhere in a request', () => {
  it('is refused in every text field of updateAthlete and in a membership position, naming the field, writing nothing', async () => {
    const athletes = await t.http.graphql<{
      athletes: { nodes: { id: string; memberships: { id: string }[] }[] };
    }>('{ athletes(first: 20) { nodes { id memberships { id } } } }', {}, t.tokens.kartal);
    const athlete = athletes.data!.athletes.nodes.find((node) => node.memberships.length > 0)!;
    expect(athlete).toBeDefined();
    const before = await snapshot();
    for (const token of [t.tokens.admin, t.tokens.kartal]) {
      for (const field of ATHLETE_FIELDS) {
        for (const text of ['\uD800x', 'x\uDC00', 'Ela\uDBFF']) {
          const answer = await t.http.graphql(
            'mutation ($id: ID!, $input: UpdateAthleteInput!) { updateAthlete(id: $id, input: $input) { id } }',
            { id: athlete.id, input: { [field]: text } },
            token,
          );
          expect(answer.status, field).toBe(400);
          expectRefused(answer, `input.${field}`);
          expect(answer.errors?.[0]?.message).toMatch(/unpaired surrogate/);
        }
      }
      const position = await t.http.graphql(
        'mutation ($id: ID!, $input: UpdateTeamMembershipInput!) { updateTeamMembership(id: $id, input: $input) { id } }',
        { id: athlete.memberships[0]!.id, input: { position: 'Kaleci\uD800' } },
        token,
      );
      expectRefused(position, 'input.position');
    }
    expect(await snapshot()).toBe(before);
    // A pair is a character like any other: an emoji is stored.
    const emoji = await t.http.graphql<{ updateAthlete: { id: string } }>(
      'mutation ($id: ID!, $input: UpdateAthleteInput!) { updateAthlete(id: $id, input: $input) { id } }',
      { id: athlete.id, input: { address: 'Kadıköy ⚽ \uD83C\uDFC0' } },
      t.tokens.kartal,
    );
    expect(emoji.errors).toBeUndefined();
  });

  it('is refused in a REST body, a key, a literal and a query string with BAD_USER_INPUT', async () => {
    const before = await snapshot();
    const body = await t.http.request<{ code: string; fieldErrors: Record<string, string> }>(
      'PATCH',
      'api/common/user',
      { token: t.tokens.anadolu, body: { user: { name: 'Murat\uD800' } } },
    );
    expect(body.status).toBe(400);
    expect(body.body.code).toBe('BAD_USER_INPUT');
    expect(body.body.fieldErrors).toHaveProperty(['user.name']);
    const key = await t.http.request<{ code: string }>('PATCH', 'api/common/user', {
      token: t.tokens.anadolu,
      rawBody: '{"user": {"na\\ud800me": "x"}}',
    });
    expect(key.status).toBe(400);
    expect(key.body.code).toBe('BAD_USER_INPUT');
    // The query text itself holds the lone surrogate (escaped only in the JSON body).
    const literal = await t.http.graphql('{ search(query: "a\uD800b") { __typename } }', {}, t.tokens.kartal);
    expect(literal.status).toBe(400);
    expectRefused(literal, 'query');
    const query = await t.http.request<{ code: string }>('GET', 'api/apps/contacts/search?query=%ED%A0%80', {
      token: t.tokens.kartal,
    });
    expect(query.status).toBeLessThan(500);
    expect(await snapshot()).toBe(before);
  });
});

describe('dates out of range', () => {
  const LOG = 'query ($from: DateTime, $to: DateTime) { auditLog(from: $from, to: $to) { totalCount } }';

  it('refuses instants PostgreSQL cannot hold or outside 1900–2100, and impossible days, as every admin', async () => {
    for (const token of [t.tokens.admin, t.tokens.kartal, t.tokens.anadolu]) {
      for (const from of [
        '+275760-09-13T00:00:00.000Z',
        '-000001-01-01T00:00:00.000Z',
        '-271821-04-20T00:00:00.000Z',
        '1899-12-31T23:59:59Z',
        '2101-01-01T00:00:00Z',
        '2026-02-30T00:00:00Z',
        '2026-02-30',
        '2026-01-01T24:00:00Z',
      ]) {
        const answer = await t.http.graphql(LOG, { from }, token);
        expect(answer.errors?.[0]?.extensions?.code, from).toBe('BAD_USER_INPUT');
        expect(answer.data ?? null, from).toBeNull();
      }
      const literal = await t.http.graphql(
        '{ auditLog(to: "2026-02-29T00:00:00Z") { totalCount } }',
        {},
        token,
      );
      // A literal is checked while the document is validated, by the same parser: 400 BAD_USER_INPUT.
      expect(literal.status).toBe(400);
      expect(literal.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(literal.errors?.[0]?.message).toMatch(/DateTime must be an ISO-8601 date-time/);
      // Real days and zones still read: a leap day, an offset.
      const fine = await t.http.graphql(
        LOG,
        { from: '2024-02-29T00:00:00Z', to: '2100-12-31T12:00:00+03:00' },
        token,
      );
      expect(fine.errors).toBeUndefined();
    }
  });

  it('refuses a season ending after 2100 and a due date on 30 February, writing nothing', async () => {
    const anadolu = await signInToken(t.server.url, {
      email: 'org2.admin@arena.local',
      password: 'Arena-Org2-2026',
      name: '',
    });
    const before = await snapshot();
    const season = await t.http.graphql(
      'mutation ($input: SeasonInput!) { createSeason(input: $input) { id } }',
      { input: { name: 'Far future', startsOn: '2150-09-01', endsOn: '2151-06-30' } },
      anadolu,
    );
    expectRefused(season, 'startsOn');
    const task = await t.http.graphql(
      'mutation ($id: ID!, $input: TaskPatch!) { updateTask(id: $id, input: $input) { id } }',
      { id: UNKNOWN, input: { dueDate: '2026-02-30T10:00:00Z' } },
      anadolu,
    );
    expect(task.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await snapshot()).toBe(before);
  });
});

import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  permissionMatrix,
  type AllowedCall,
  type MatrixCall,
  type Outcome,
} from '../../../../tests/support/permission-matrix.js';
import { useTestServer } from '../../../../tests/support/suite.js';
import { GuardianLinksParentsOnly1795450000000 } from '../../db/migrations/1795450000000-guardian-links-parents-only.js';
import { seedDatabase } from '../../db/seed/seed.js';
import { DEMO_BRANCHES, DEMO_DEPARTMENTS, DEMO_ORGANIZATIONS, DEMO_SEASONS } from '../organizations/index.js';
import { DEMO_PERSONAS } from '../users/index.js';
import { activeConsentSql, athletesWithConsent } from './athletes.consents.js';
import { DEMO_ATHLETES, DEMO_GUARDIANS } from './athletes.seed.js';

// Athletes through the real GraphQL API against a real database, as every demo persona and across both
// organizations: the minors' privacy policy (full access, roster access, nothing), the writes and
// their audit rows, validation, team moves that keep the history, guardian links and consents.

const t = useTestServer(DEMO_PERSONAS);
type Persona = keyof typeof DEMO_PERSONAS;
const PERSONAS = Object.keys(DEMO_PERSONAS) as Persona[];

const kartal = DEMO_ORGANIZATIONS.kartal.id;
const anadolu = DEMO_ORGANIZATIONS.anadolu.id;
const UNKNOWN = '00000000-0000-4000-8fff-000000000999';

const unique = () => randomBytes(4).toString('hex');

interface GraphQLAnswer<Data> {
  data?: Data | null;
  errors?: { message: string; extensions?: { code?: string; fieldErrors?: Record<string, string> } }[];
}

/** Runs a document as a persona (or with a raw token) and answers the GraphQL response. */
function gql<Data = Record<string, unknown>>(
  who: Persona | { token: string } | null,
  document: string,
  variables: Record<string, unknown> = {},
): Promise<GraphQLAnswer<Data>> {
  const token = who === null ? undefined : typeof who === 'string' ? t.tokens[who] : who.token;
  return t.http.graphql<Data>(document, variables, token);
}

const codeOf = (answer: GraphQLAnswer<unknown>) => answer.errors?.[0]?.extensions?.code;
const query = <Row = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  t.server.dataSource.query<Row[]>(sql, params);

// ——— fixtures, written through SQL (what is asserted goes through the API) ———

interface Teams {
  /** Kadıköy + Futbol: in the branch admin's and the department admin's scope. */
  kadikoyFootball: string;
  /** Kadıköy + Basketbol: the branch admin's only. */
  kadikoyBasketball: string;
  /** Beşiktaş + Basketbol: in neither scope. */
  besiktasBasketball: string;
  /** Anadolu's. */
  anadolu: string;
}
let teams: Teams;

async function insertTeam(
  organizationId: string,
  branchId: string,
  departmentId: string,
  seasonId: string,
  options: { gender?: string; years?: [number, number]; capacity?: number } = {},
): Promise<string> {
  const [min, max] = options.years ?? [2008, 2022];
  const [row] = await query<{ id: string }>(
    `INSERT INTO teams (organization_id, branch_id, department_id, season_id, name, birth_year_min,
                        birth_year_max, gender, capacity)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      organizationId,
      branchId,
      departmentId,
      seasonId,
      `Test Team ${unique()}`,
      min,
      max,
      options.gender ?? 'mixed',
      options.capacity ?? 10000,
    ],
  );
  return row!.id;
}

async function insertAthlete(
  organizationId: string,
  teamId: string | null,
  options: {
    lastName?: string;
    firstName?: string;
    gender?: 'female' | 'male';
    birthDate?: string;
    archived?: boolean;
    photo?: string | null;
    jersey?: number | null;
  } = {},
): Promise<{ id: string; membershipId: string | null }> {
  const [athlete] = await query<{ id: string }>(
    `INSERT INTO athletes (organization_id, first_name, last_name, birth_date, gender, photo, medical_notes,
                           email, emergency_contact_name, archived_at)
     VALUES ($1, $2, $3, $4, $5, $6, 'Fıstık alerjisi', 'aile@example.com', 'Teyze', $7) RETURNING id`,
    [
      organizationId,
      options.firstName ?? 'Deniz',
      options.lastName ?? `Test${unique()}`,
      options.birthDate ?? '2014-05-06',
      options.gender ?? 'female',
      options.photo === undefined ? '/images/avatars/female-01.svg' : options.photo,
      options.archived ? new Date() : null,
    ],
  );
  let membershipId: string | null = null;
  if (teamId) {
    const [membership] = await query<{ id: string }>(
      `INSERT INTO team_memberships (team_id, athlete_id, jersey_number, position, from_on)
       VALUES ($1, $2, $3, 'Orta saha', '2026-09-01') RETURNING id`,
      [teamId, athlete!.id, options.jersey ?? null],
    );
    membershipId = membership!.id;
  }
  return { id: athlete!.id, membershipId };
}

async function insertLink(
  athleteId: string,
  userId: string,
  options: { relationship?: string; legal?: boolean; primary?: boolean } = {},
): Promise<string> {
  const [row] = await query<{ id: string }>(
    `INSERT INTO guardian_links (athlete_id, user_id, relationship, legal_guardian, is_primary)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [athleteId, userId, options.relationship ?? 'mother', options.legal ?? true, options.primary ?? false],
  );
  return row!.id;
}

async function insertConsent(athleteId: string, purpose: string, grantedBy: string): Promise<string> {
  const [row] = await query<{ id: string }>(
    `INSERT INTO consents (athlete_id, purpose, granted_by_user_id, granted_at)
     VALUES ($1, $2, $3, now() - interval '1 day') RETURNING id`,
    [athleteId, purpose, grantedBy],
  );
  return row!.id;
}

/** An active parent account of the organization that is never signed in with (a guardian to link). */
async function insertUser(organizationId: string): Promise<string> {
  const [row] = await query<{ id: string }>(
    `INSERT INTO users (name, email, password_hash, organization_id) VALUES ($1, $2, 'x', $3) RETURNING id`,
    [`Veli ${unique()}`, `veli-${unique()}@test.arena.local`, organizationId],
  );
  await query(
    `INSERT INTO user_roles (user_id, role_id, scope_type, scope_id)
     SELECT $1, r.id, 'organization', $2 FROM roles r WHERE r.key = 'parent'`,
    [row!.id, organizationId],
  );
  return row!.id;
}

/** A Kartal account that is a professional on the staff of the team (a coach), signed in. */
async function insertCoach(teamId: string, role: 'user' | 'parent' = 'user') {
  const coach = await t.factories.user({ organizationId: kartal, role });
  const [professional] = await query<{ id: string }>(
    `INSERT INTO professionals (organization_id, user_id, title) VALUES ($1, $2, 'Antrenör') RETURNING id`,
    [kartal, coach.id],
  );
  const [staff] = await query<{ id: string }>(
    `INSERT INTO team_staff (team_id, professional_id, role) VALUES ($1, $2, 'head_coach') RETURNING id`,
    [teamId, professional!.id],
  );
  return { ...coach, staffId: staff!.id };
}

/** The persona's athletes list is empty and the Kadıköy football roster shows them nobody. */
async function expectNoAthletes(persona: Persona) {
  const list = await gql<{ athletes: { totalCount: number } }>(persona, '{ athletes { totalCount } }');
  expect(list.data!.athletes.totalCount, persona).toBe(0);
  const roster = await gql<{ teamMemberships: unknown[] }>(
    persona,
    'query ($id: ID!) { teamMemberships(teamId: $id) { id } }',
    { id: teams.kadikoyFootball },
  );
  expect(roster.data!.teamMemberships, persona).toEqual([]);
}

/** The newest audit row about a row. */
async function lastAudit(entityId: string) {
  const [row] = await query<{
    action: string;
    entityType: string;
    actorUserId: string | null;
    organizationId: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
    summary: string | null;
  }>(
    `SELECT action, entity_type AS "entityType", actor_user_id AS "actorUserId",
            organization_id AS "organizationId", before, after, summary
       FROM audit_log WHERE entity_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1`,
    [entityId],
  );
  return row;
}

const auditCount = async (entityIds: string[]) =>
  (
    await query<{ count: number }>('SELECT count(*)::int AS count FROM audit_log WHERE entity_id = ANY($1)', [
      entityIds,
    ])
  )[0]!.count;

beforeAll(async () => {
  const season = DEMO_SEASONS.kartalCurrent.id;
  teams = {
    kadikoyFootball: await insertTeam(kartal, DEMO_BRANCHES.kadikoy.id, DEMO_DEPARTMENTS.football.id, season),
    kadikoyBasketball: await insertTeam(
      kartal,
      DEMO_BRANCHES.kadikoy.id,
      DEMO_DEPARTMENTS.basketball.id,
      season,
    ),
    besiktasBasketball: await insertTeam(
      kartal,
      DEMO_BRANCHES.besiktas.id,
      DEMO_DEPARTMENTS.basketball.id,
      season,
    ),
    anadolu: await insertTeam(
      anadolu,
      DEMO_BRANCHES.cankaya.id,
      DEMO_DEPARTMENTS.swimming.id,
      DEMO_SEASONS.anadoluCurrent.id,
    ),
  };
});

const ATHLETE_FIELDS = `id organizationId firstName lastName fullName gender status licenceNumber photo access
  private { birthDate email phone address emergencyContactName emergencyContactPhone documents { title url } }
  archivedAt`;

// ——— the seed ———

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
    await seedDatabase(t.server.dataSource, { demo: true });
    expect(await digest()).toBe(before);
  });
});

// ——— lists and paging ———

describe('the athletes list', () => {
  interface Page {
    athletes: { totalCount: number; endCursor: string | null; nodes: { id: string; fullName: string }[] };
  }
  const PAGE = `query ($first: Int, $after: String, $sort: AthleteSort, $query: String, $status: AthleteStatus,
                       $teamId: ID, $includeArchived: Boolean, $birthYearFrom: Int, $birthYearTo: Int) {
    athletes(first: $first, after: $after, sort: $sort, query: $query, status: $status, teamId: $teamId,
             includeArchived: $includeArchived, birthYearFrom: $birthYearFrom, birthYearTo: $birthYearTo) {
      totalCount endCursor nodes { id fullName } } }`;

  async function walk(persona: Persona, variables: Record<string, unknown>) {
    const ids: string[] = [];
    let after: string | null = null;
    let total = -1;
    do {
      const answer: GraphQLAnswer<Page> = await gql<Page>(persona, PAGE, { ...variables, first: 37, after });
      expect(answer.errors).toBeUndefined();
      ids.push(...answer.data!.athletes.nodes.map((node) => node.id));
      total = answer.data!.athletes.totalCount;
      after = answer.data!.athletes.endCursor;
    } while (after);
    return { ids, total };
  }

  it.each([
    ['name_asc', "arena_sort_key(first_name || ' ' || last_name), id"],
    ['name_desc', "arena_sort_key(first_name || ' ' || last_name) DESC, id DESC"],
    ['newest', 'created_at DESC, id DESC'],
    ['oldest', 'created_at, id'],
  ])('pages through Kartal by %s, each athlete once, in the database order', async (sort, order) => {
    const expected = (
      await query<{ id: string }>(
        `SELECT id FROM athletes WHERE organization_id = $1 AND archived_at IS NULL ORDER BY ${order}`,
        [kartal],
      )
    ).map((row) => row.id);
    const { ids, total } = await walk('orgAdmin', { sort });
    expect(ids).toEqual(expected);
    expect(total).toBe(expected.length);
  });

  it('searches the name regardless of case (Turkish letters too) and the licence number', async () => {
    const { id } = await insertAthlete(kartal, teams.kadikoyFootball, {
      firstName: 'Şule',
      lastName: 'Çağlayan',
    });
    await query(`UPDATE athletes SET licence_number = 'TFF-2014-7788' WHERE id = $1`, [id]);
    for (const text of ['şule çağ', 'ŞULE', 'ağlay', 'tff-2014-77']) {
      const answer = await gql<Page>('orgAdmin', PAGE, { query: text });
      expect(
        answer.data!.athletes.nodes.map((node) => node.id),
        text,
      ).toContain(id);
    }
    const none = await gql<Page>('orgAdmin', PAGE, { query: 'zzzq' });
    expect(none.data!.athletes).toMatchObject({ totalCount: 0, nodes: [] });
  });

  it('filters by status and current team, and shows archived athletes to their admins only when asked', async () => {
    const team = await insertTeam(
      kartal,
      DEMO_BRANCHES.kadikoy.id,
      DEMO_DEPARTMENTS.football.id,
      DEMO_SEASONS.kartalCurrent.id,
    );
    const active = await insertAthlete(kartal, team);
    const archived = await insertAthlete(kartal, team, { archived: true });
    const ended = await insertAthlete(kartal, team);
    await query(`UPDATE team_memberships SET to_on = '2026-10-01' WHERE id = $1`, [ended.membershipId]);
    await query(`UPDATE athletes SET status = 'trial' WHERE id = $1`, [active.id]);

    const inTeam = await gql<Page>('orgAdmin', PAGE, { teamId: team });
    expect(inTeam.data!.athletes.nodes.map((node) => node.id)).toEqual([active.id]);
    const withArchived = await gql<Page>('branchAdmin', PAGE, { teamId: team, includeArchived: true });
    expect(withArchived.data!.athletes.nodes.map((node) => node.id).sort()).toEqual(
      [active.id, archived.id].sort(),
    );
    const trial = await gql<Page>('orgAdmin', PAGE, { teamId: team, status: 'trial' });
    expect(trial.data!.athletes.totalCount).toBe(1);
    const none = await gql<Page>('orgAdmin', PAGE, { teamId: team, status: 'left' });
    expect(none.data!.athletes.totalCount).toBe(0);
  });

  it('filters by a range of birth years on the server, as each persona sees their athletes', async () => {
    const team = await insertTeam(
      kartal,
      DEMO_BRANCHES.kadikoy.id,
      DEMO_DEPARTMENTS.football.id,
      DEMO_SEASONS.kartalCurrent.id,
    );
    const lastName = `Yıl${unique()}`;
    const born = async (organizationId: string, teamId: string, birthDate: string) =>
      (await insertAthlete(organizationId, teamId, { lastName, birthDate })).id;
    const early = await born(kartal, team, '2012-01-01');
    const middle = await born(kartal, team, '2013-12-31');
    const late = await born(kartal, team, '2015-06-15');
    const abroad = await born(anadolu, teams.anadolu, '2013-06-15');
    const YEARS = `query ($query: String, $from: Int, $to: Int) {
      athletes(query: $query, birthYearFrom: $from, birthYearTo: $to, first: 500) { totalCount nodes { id } } }`;
    const ids = async (persona: Persona, from: number | null, to: number | null) => {
      const answer = await gql<Page>(persona, YEARS, { query: lastName, from, to });
      expect(answer.errors, persona).toBeUndefined();
      const nodes = answer.data!.athletes.nodes.map((node) => node.id).sort();
      expect(answer.data!.athletes.totalCount, persona).toBe(nodes.length);
      return nodes;
    };
    // The Kadıköy Futbol team is in the organization, branch and department admins' sight; a super
    // admin sees Anadolu's athlete too.
    const all: [string, number, boolean][] = [
      [early, 2012, true],
      [middle, 2013, true],
      [late, 2015, true],
      [abroad, 2013, false],
    ];
    for (const persona of ['superAdmin', 'orgAdmin', 'branchAdmin', 'deptAdmin'] as const) {
      const expected = (from: number | null, to: number | null) =>
        all
          .filter(([, , inKartal]) => inKartal || persona === 'superAdmin')
          .filter(([, year]) => (from === null || year >= from) && (to === null || year <= to))
          .map(([id]) => id)
          .sort();
      for (const [from, to] of [
        [2012, 2013],
        [2013, null],
        [null, 2012],
        [2014, 2014],
        [null, null],
      ] as const) {
        expect(await ids(persona, from, to), `${persona} ${from}–${to}`).toEqual(expected(from, to));
      }
    }
    // Another organization's admin sees their own only; people without athletes in their charge none.
    expect(await ids('otherOrgAdmin', 2013, 2013)).toEqual([abroad]);
    expect(await ids('otherOrgAdmin', 2012, 2012)).toEqual([]);
    for (const persona of ['parent', 'company', 'regular'] as const) {
      expect(await ids(persona, 2012, 2015), persona).toEqual([]);
    }
    // A parent's list is filtered the same way: the demo parent's children by their birth years.
    const children = await query<{ id: string; year: number }>(
      `SELECT a.id, extract(year FROM a.birth_date)::int AS year FROM athletes a
         JOIN guardian_links g ON g.athlete_id = a.id AND g.archived_at IS NULL
        WHERE g.user_id = $1 AND a.archived_at IS NULL`,
      [DEMO_PERSONAS.parent.id],
    );
    const year = children[0]!.year;
    const own = await gql<Page>('parent', YEARS, { from: year, to: year });
    expect(own.data!.athletes.nodes.map((node) => node.id).sort()).toEqual(
      children
        .filter((child) => child.year === year)
        .map((child) => child.id)
        .sort(),
    );
  });

  it('refuses bad arguments with field errors', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ first: 0 }, 'first'],
      [{ first: 501 }, 'first'],
      [{ after: 'nonsense' }, 'after'],
      [{ query: 'x'.repeat(201) }, 'query'],
      [{ teamId: 'not-a-uuid' }, 'teamId'],
      [{ birthYearFrom: 1899 }, 'birthYearFrom'],
      [{ birthYearTo: 2101 }, 'birthYearTo'],
      [{ birthYearFrom: 2015, birthYearTo: 2014 }, 'birthYearTo'],
    ];
    for (const [variables, field] of cases) {
      const answer = await gql('orgAdmin', PAGE, variables);
      expect(codeOf(answer), field).toBe('BAD_USER_INPUT');
      expect(Object.keys(answer.errors![0]!.extensions!.fieldErrors!), field).toEqual([field]);
    }
    // A cursor of one sort is refused by another.
    const first = await gql<Page>('orgAdmin', PAGE, { first: 2, sort: 'name_asc' });
    const other = await gql('orgAdmin', PAGE, { after: first.data!.athletes.endCursor, sort: 'newest' });
    expect(codeOf(other)).toBe('BAD_USER_INPUT');
  });

  it('asks for sign-in first', async () => {
    for (const document of [
      '{ athletes { totalCount } }',
      `{ athlete(id: "${UNKNOWN}") { id } }`,
      `{ athleteHealth(athleteId: "${UNKNOWN}") { medicalNotes } }`,
      `{ teamMemberships(teamId: "${UNKNOWN}") { id } }`,
    ]) {
      expect(codeOf(await gql(null, document)), document).toBe('UNAUTHENTICATED');
    }
  });

  it('answers an unknown or malformed id like another organization’s: NOT_FOUND', async () => {
    const anadoluAthlete = await insertAthlete(anadolu, teams.anadolu);
    for (const id of [UNKNOWN, 'not-a-uuid', anadoluAthlete.id]) {
      for (const document of [
        'query ($id: ID!) { athlete(id: $id) { id } }',
        'query ($id: ID!) { athleteHealth(athleteId: $id) { medicalNotes } }',
        'mutation ($id: ID!) { updateAthlete(id: $id, input: { phone: null }) { id } }',
        'mutation ($id: ID!) { archiveAthlete(id: $id) { id } }',
        'mutation ($id: ID!) { updateTeamMembership(id: $id, input: { position: null }) { id } }',
        'mutation ($id: ID!) { unlinkGuardian(id: $id) { id } }',
        'mutation ($id: ID!) { withdrawConsent(id: $id) { id } }',
      ]) {
        expect(codeOf(await gql('orgAdmin', document, { id })), `${document} ${id}`).toBe('NOT_FOUND');
      }
    }
  });

  it('reads nested memberships, teams, guardians and consents in a constant number of statements', async () => {
    const DOCUMENT = `query ($first: Int) { athletes(first: $first) { nodes { id
      memberships(includeEnded: true) { team { name } } guardians { guardian { name } } consents { grantedBy { name } } } } }`;
    const statements = async (first: number) => {
      const sent = await t.server.queries.during(async () => {
        const answer = await gql('orgAdmin', DOCUMENT, { first });
        expect(answer.errors).toBeUndefined();
      });
      // Only this request's statements: the sign-in check and the page with its loaders.
      return sent.filter((sql) => !/^\s*(START|COMMIT|ROLLBACK)/i.test(sql)).length;
    };
    // The page, then one batch each for memberships, teams, guardians, consents and the users they
    // name (two batches at most: guardians and the consents' grantors resolve a tick apart).
    const few = await statements(5);
    const many = await statements(150);
    expect(many).toBeLessThanOrEqual(few + 1);
    expect(many).toBeLessThanOrEqual(10);
  });
});

// ——— privacy ———

describe('the privacy of minors', () => {
  it('shows a teammate of a parent’s child without private fields, and the photo only with consent', async () => {
    const team = await insertTeam(
      kartal,
      DEMO_BRANCHES.besiktas.id,
      DEMO_DEPARTMENTS.volleyball.id,
      DEMO_SEASONS.kartalCurrent.id,
    );
    const child = await insertAthlete(kartal, team);
    const teammate = await insertAthlete(kartal, team);
    const stranger = await insertAthlete(kartal, teams.besiktasBasketball);
    await insertLink(child.id, DEMO_PERSONAS.parent.id, { primary: true });

    const read = (id: string) =>
      gql<{ athlete: Record<string, unknown> }>(
        'parent',
        `query ($id: ID!) { athlete(id: $id) { ${ATHLETE_FIELDS} guardians { id } consents { id }
            memberships(includeEnded: true) { id current } } }`,
        { id },
      );
    const own = await read(child.id);
    expect(own.data!.athlete).toMatchObject({
      access: 'full',
      photo: '/images/avatars/female-01.svg',
      private: { birthDate: '2014-05-06', email: 'aile@example.com', emergencyContactName: 'Teyze' },
    });
    const mate = await read(teammate.id);
    expect(mate.data!.athlete).toMatchObject({
      access: 'roster',
      photo: null,
      private: null,
      guardians: null,
      consents: null,
      memberships: [{ id: teammate.membershipId, current: true }],
    });
    expect(codeOf(await read(stranger.id))).toBe('NOT_FOUND');
    const health = await gql(
      'parent',
      'query ($id: ID!) { athleteHealth(athleteId: $id) { medicalNotes } }',
      {
        id: teammate.id,
      },
    );
    expect(codeOf(health)).toBe('FORBIDDEN');

    // With a photo consent the teammate's photo is shown; withdrawn, it is hidden again.
    const consent = await insertConsent(teammate.id, 'photos', DEMO_PERSONAS.orgAdmin.id);
    expect((await read(teammate.id)).data!.athlete.photo).toBe('/images/avatars/female-01.svg');
    await query('UPDATE consents SET withdrawn_at = now() WHERE id = $1', [consent]);
    expect((await read(teammate.id)).data!.athlete.photo).toBeNull();

    // The roster: the child and the teammate, the teammate without private fields.
    const roster = await gql<{
      teamMemberships: { athlete: { id: string; access: string; private: unknown } }[];
    }>(
      'parent',
      'query ($id: ID!) { teamMemberships(teamId: $id) { athlete { id access private { birthDate } } } }',
      { id: team },
    );
    expect(roster.data!.teamMemberships.map((row) => [row.athlete.id, row.athlete.access]).sort()).toEqual(
      [
        [child.id, 'full'],
        [teammate.id, 'roster'],
      ].sort(),
    );
    expect(
      roster.data!.teamMemberships.find((row) => row.athlete.id === teammate.id)!.athlete.private,
    ).toBeNull();
  });

  it('lets team staff read and change their teams’ athletes, and nothing else', async () => {
    const team = await insertTeam(
      kartal,
      DEMO_BRANCHES.atasehir.id,
      DEMO_DEPARTMENTS.volleyball.id,
      DEMO_SEASONS.kartalCurrent.id,
    );
    const coach = await insertCoach(team);
    const token = await coach.signIn();
    const player = await insertAthlete(kartal, team);
    const other = await insertAthlete(kartal, teams.besiktasBasketball);
    const as = { token };

    const read = await gql<{ athlete: { access: string; private: unknown } }>(
      as,
      'query ($id: ID!) { athlete(id: $id) { access private { birthDate } } }',
      { id: player.id },
    );
    expect(read.data!.athlete).toEqual({ access: 'full', private: { birthDate: '2014-05-06' } });
    const health = await gql<{ athleteHealth: { medicalNotes: string } }>(
      as,
      'query ($id: ID!) { athleteHealth(athleteId: $id) { medicalNotes } }',
      { id: player.id },
    );
    expect(health.data!.athleteHealth.medicalNotes).toBe('Fıstık alerjisi');
    expect(await lastAudit(player.id)).toMatchObject({ action: 'read_health', actorUserId: coach.id });

    const update = await gql<{ updateAthlete: { private: { phone: string } } }>(
      as,
      'mutation ($id: ID!) { updateAthlete(id: $id, input: { phone: "+90 532 000 00 00" }) { private { phone } } }',
      { id: player.id },
    );
    expect(update.data!.updateAthlete.private.phone).toBe('+90 532 000 00 00');
    const jersey = await gql<{ updateTeamMembership: { jerseyNumber: number } }>(
      as,
      'mutation ($id: ID!) { updateTeamMembership(id: $id, input: { jerseyNumber: 7 }) { jerseyNumber } }',
      { id: player.membershipId },
    );
    expect(jersey.data!.updateTeamMembership.jerseyNumber).toBe(7);
    // Staff do not archive, end memberships, link guardians or create athletes.
    expect(
      codeOf(await gql(as, 'mutation ($id: ID!) { archiveAthlete(id: $id) { id } }', { id: player.id })),
    ).toBe('FORBIDDEN');
    expect(
      codeOf(
        await gql(as, 'mutation ($id: ID!) { endTeamMembership(id: $id) { id } }', {
          id: player.membershipId,
        }),
      ),
    ).toBe('FORBIDDEN');
    expect(
      codeOf(
        await gql(
          as,
          'mutation ($team: ID!) { createAthlete(input: { firstName: "A", lastName: "B", birthDate: "2014-01-01", gender: female, teamId: $team }) { id } }',
          { team },
        ),
      ),
    ).toBe('FORBIDDEN');
    // Another team's athlete does not exist for them; nor do theirs once they leave the staff.
    expect(codeOf(await gql(as, 'query ($id: ID!) { athlete(id: $id) { id } }', { id: other.id }))).toBe(
      'NOT_FOUND',
    );
    await query('UPDATE team_staff SET archived_at = now() WHERE id = $1', [coach.staffId]);
    expect(codeOf(await gql(as, 'query ($id: ID!) { athlete(id: $id) { id } }', { id: player.id }))).toBe(
      'NOT_FOUND',
    );
  });

  it('tells publishing features whose photo or results they may show', async () => {
    const withConsent = await insertAthlete(kartal, teams.kadikoyFootball);
    const withdrawn = await insertAthlete(kartal, teams.kadikoyFootball);
    const without = await insertAthlete(kartal, teams.kadikoyFootball);
    await insertConsent(withConsent.id, 'publishing_results', DEMO_PERSONAS.parent.id);
    const old = await insertConsent(withdrawn.id, 'publishing_results', DEMO_PERSONAS.parent.id);
    await query('UPDATE consents SET withdrawn_at = now() WHERE id = $1', [old]);
    const ids = [withConsent.id, withdrawn.id, without.id];
    expect([...(await athletesWithConsent(t.server.dataSource, ids, 'publishing_results'))]).toEqual([
      withConsent.id,
    ]);
    const rows = await query<{ id: string }>(
      `SELECT a.id FROM athletes a WHERE a.id = ANY($1) AND ${activeConsentSql('a.id', 'publishing_results')}`,
      [ids],
    );
    expect(rows).toEqual([{ id: withConsent.id }]);
    expect(() => activeConsentSql('a.id', "photos' OR TRUE --" as never)).toThrow();
  });

  it('gives companies and regular users no athlete at all', async () => {
    for (const persona of ['company', 'regular'] as const) {
      await expectNoAthletes(persona);
      const read = await gql(persona, 'query ($id: ID!) { athlete(id: $id) { id } }', {
        id: DEMO_ATHLETES.demoSon,
      });
      expect(codeOf(read), persona).toBe('NOT_FOUND');
    }
  });
});

// ——— writes ———

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
      [{ birthDate: '2015-02-30' }, 'birthDate', 'invalid'],
      [{ birthDate: '2999-01-01' }, 'birthDate', 'invalid'],
      [{ gender: null }, 'gender', 'required'],
      [{ email: 'not-an-email' }, 'email', 'invalid_format'],
      [{ phone: 'call me' }, 'phone', 'invalid_format'],
      [{ photo: 'javascript:alert(1)' }, 'photo', 'invalid'],
      [{ licenceNumber: '<b>' }, 'licenceNumber', 'invalid_format'],
      [{ jerseyNumber: 100 }, 'jerseyNumber', 'too_long'],
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

// ——— guardians and consents ———

describe('guardian links and consents', () => {
  it('finds parents to link by part of a name in the admin’s scope, or by a whole e-mail address', async () => {
    const CANDIDATES = `query ($organizationId: ID, $query: String, $first: Int) {
      guardianCandidates(organizationId: $organizationId, query: $query, first: $first) { id name email } }`;
    type Candidate = { id: string; name: string; email: string };
    const candidates = async (persona: Persona, variables: Record<string, unknown>) => {
      const answer = await gql<{ guardianCandidates: Candidate[] }>(persona, CANDIDATES, variables);
      expect(answer.errors, persona).toBeUndefined();
      return answer.data!.guardianCandidates;
    };
    // Active parents of the organization whose name matches, linked to an athlete of the organization
    // (with `teamCondition`, an SQL condition on the teams row `tm`: one playing in such a team).
    const parentsOf = async (organizationId: string, pattern: string, teamCondition?: string) =>
      (
        await query<{ id: string }>(
          `SELECT u.id FROM users u WHERE u.organization_id = $1 AND u.account_status = 'active'
              AND u.name ILIKE $2
              AND EXISTS (SELECT 1 FROM user_roles ur JOIN roles r ON r.id = ur.role_id
                           WHERE ur.user_id = u.id AND r.key = 'parent')
              AND EXISTS (SELECT 1 FROM guardian_links g JOIN athletes a ON a.id = g.athlete_id
                           WHERE g.user_id = u.id AND g.archived_at IS NULL AND a.archived_at IS NULL
                             AND a.organization_id = $1
                             ${teamCondition ? `AND EXISTS (SELECT 1 FROM team_memberships m JOIN teams tm ON tm.id = m.team_id WHERE m.athlete_id = a.id AND m.to_on IS NULL AND ${teamCondition})` : ''})
            ORDER BY arena_sort_key(u.name::text), u.id LIMIT 50`,
          [organizationId, pattern],
        )
      ).map((row) => row.id);
    const ids = (found: Candidate[]) => found.map((user) => user.id);
    const everyone = await parentsOf(kartal, '%demir%');
    const kadikoy = await parentsOf(kartal, '%demir%', `tm.branch_id = '${DEMO_BRANCHES.kadikoy.id}'`);
    const football = await parentsOf(
      kartal,
      '%demir%',
      `tm.department_id = '${DEMO_DEPARTMENTS.football.id}'`,
    );
    expect(kadikoy.length).toBeGreaterThan(0);
    expect(kadikoy.length).toBeLessThan(everyone.length);
    // Part of a name: the parents linked to athletes in the admin's scope, in alphabet order.
    expect(ids(await candidates('orgAdmin', { query: 'DEMİR', first: 50 }))).toEqual(everyone);
    expect(ids(await candidates('branchAdmin', { query: 'demir', first: 50 }))).toEqual(kadikoy);
    expect(ids(await candidates('deptAdmin', { query: 'demir', first: 50 }))).toEqual(football);
    expect(
      ids(await candidates('superAdmin', { organizationId: kartal, query: 'demir', first: 50 })),
    ).toEqual(everyone);
    // A whole e-mail address (any letter case): the parent of the organization holding it, wherever
    // their children play; nobody for a staff account or another organization's parent.
    const outside = (
      await query<{ id: string; email: string }>(
        `SELECT u.id, u.email FROM users u WHERE u.organization_id = $1 AND u.id = ANY($2) AND NOT u.id = ANY($3)
          ORDER BY u.id LIMIT 1`,
        [kartal, everyone, kadikoy],
      )
    )[0]!;
    expect(ids(await candidates('branchAdmin', { query: outside.email.toUpperCase() }))).toEqual([
      outside.id,
    ]);
    expect(await candidates('branchAdmin', { query: `x${outside.email}` })).toEqual([]);
    expect(await candidates('orgAdmin', { query: DEMO_PERSONAS.orgAdmin.email })).toEqual([]);
    expect(await candidates('orgAdmin', { query: DEMO_PERSONAS.company.email })).toEqual([]);
    const anadoluParent = (
      await query<{ id: string; email: string }>(
        `SELECT u.id, u.email FROM users u JOIN guardian_links g ON g.user_id = u.id
          WHERE u.organization_id = $1 ORDER BY u.id LIMIT 1`,
        [anadolu],
      )
    )[0]!;
    expect(await candidates('orgAdmin', { query: anadoluParent.email })).toEqual([]);
    expect(ids(await candidates('otherOrgAdmin', { query: anadoluParent.email }))).toEqual([
      anadoluParent.id,
    ]);
    expect(
      ids(await candidates('superAdmin', { organizationId: anadolu, query: anadoluParent.email })),
    ).toEqual([anadoluParent.id]);
    expect(await candidates('otherOrgAdmin', { organizationId: kartal, query: 'demir' })).toEqual([]);
    expect(await candidates('otherOrgAdmin', { query: outside.email })).toEqual([]);
    // `first` bounds the list; parents, companies and regular users get nobody.
    expect(await candidates('orgAdmin', { query: 'demir', first: 1 })).toHaveLength(1);
    for (const persona of ['parent', 'company', 'regular'] as const) {
      expect(await candidates(persona, { query: 'demir' }), persona).toEqual([]);
    }
    // Nothing to browse: a blank, short or half-typed query is a field error with the hint; so are the
    // other bad arguments. No sign-in, no answer.
    for (const [variables, field] of [
      [{}, 'query'],
      [{ query: '' }, 'query'],
      [{ query: ' de ' }, 'query'],
      [{ query: 'ayse@' }, 'query'],
      [{ query: 'demir', first: 0 }, 'first'],
      [{ query: 'demir', first: 51 }, 'first'],
      [{ query: 'demir', organizationId: 'nope' }, 'organizationId'],
      [{ query: 'x'.repeat(201) }, 'query'],
    ] as const) {
      for (const persona of ['orgAdmin', 'branchAdmin'] as const) {
        const answer = await gql(persona, CANDIDATES, variables);
        expect(codeOf(answer), `${persona} ${JSON.stringify(variables)}`).toBe('BAD_USER_INPUT');
        expect(Object.keys(answer.errors![0]!.extensions!.fieldErrors!), field).toEqual([field]);
      }
    }
    const short = await gql('branchAdmin', CANDIDATES, { query: 'de' });
    expect(short.errors![0]!.extensions!.fieldErrors).toEqual({
      query: 'Type at least 3 letters of a name, or a whole e-mail address',
    });
    expect(codeOf(await gql(null, CANDIDATES, { query: 'demir' }))).toBe('UNAUTHENTICATED');
  });

  const LINK = `mutation ($input: LinkGuardianInput!) { linkGuardian(input: $input) {
    id guardian { id } relationship legalGuardian isPrimary mayPickUp archivedAt } }`;
  const MOVE = `mutation ($input: MoveAthleteInput!) { moveAthlete(input: $input) { started { id } } }`;

  it('links guardians with one primary, unlinks (the guardian loses sight) and links again', async () => {
    const { id } = await insertAthlete(kartal, teams.kadikoyFootball);
    const mother = await t.factories.user({ organizationId: kartal, role: 'parent' });
    const father = await insertUser(kartal);
    const first = await gql<{ linkGuardian: { id: string; isPrimary: boolean } }>('orgAdmin', LINK, {
      input: { athleteId: id, userId: mother.id, relationship: 'mother', isPrimary: true },
    });
    expect(first.data!.linkGuardian).toMatchObject({ isPrimary: true, legalGuardian: true, mayPickUp: true });
    expect(await lastAudit(first.data!.linkGuardian.id)).toMatchObject({
      action: 'link',
      entityType: 'guardian_link',
    });
    const second = await gql<{ linkGuardian: { id: string } }>('orgAdmin', LINK, {
      input: { athleteId: id, userId: father, relationship: 'father', isPrimary: true },
    });
    const links = await gql<{ athlete: { guardians: { id: string; isPrimary: boolean }[] } }>(
      'orgAdmin',
      'query ($id: ID!) { athlete(id: $id) { guardians { id isPrimary } } }',
      { id },
    );
    expect(links.data!.athlete.guardians).toEqual([
      { id: second.data!.linkGuardian.id, isPrimary: true },
      { id: first.data!.linkGuardian.id, isPrimary: false },
    ]);
    const duplicate = await gql('orgAdmin', LINK, {
      input: { athleteId: id, userId: father, relationship: 'father' },
    });
    expect(codeOf(duplicate)).toBe('CONFLICT');
    const foreign = await gql('orgAdmin', LINK, {
      input: { athleteId: id, userId: DEMO_PERSONAS.otherOrgAdmin.id, relationship: 'other' },
    });
    expect(Object.keys(foreign.errors![0]!.extensions!.fieldErrors!)).toEqual(['userId']);

    const motherToken = { token: await mother.signIn() };
    expect(
      (await gql(motherToken, 'query ($id: ID!) { athlete(id: $id) { id } }', { id })).errors,
    ).toBeUndefined();
    const unlink = await gql<{ unlinkGuardian: { archivedAt: string } }>(
      'branchAdmin',
      'mutation ($id: ID!) { unlinkGuardian(id: $id) { archivedAt } }',
      { id: first.data!.linkGuardian.id },
    );
    expect(unlink.data!.unlinkGuardian.archivedAt).toBeTruthy();
    expect(await lastAudit(first.data!.linkGuardian.id)).toMatchObject({ action: 'unlink' });
    expect(codeOf(await gql(motherToken, 'query ($id: ID!) { athlete(id: $id) { id } }', { id }))).toBe(
      'NOT_FOUND',
    );
    const relink = await gql<{ linkGuardian: { id: string; archivedAt: string | null } }>('orgAdmin', LINK, {
      input: { athleteId: id, userId: mother.id, relationship: 'mother' },
    });
    expect(relink.data!.linkGuardian).toMatchObject({ id: first.data!.linkGuardian.id, archivedAt: null });
  });

  it('links parents of the athlete’s organization only, never the people who manage the athlete', async () => {
    const { id } = await insertAthlete(kartal, teams.kadikoyFootball);
    const coachAndParent = await insertCoach(teams.kadikoyFootball, 'parent');
    const refused = async (persona: Persona, userId: string, label: string) => {
      const before = await digest();
      const answer = await gql(persona, LINK, { input: { athleteId: id, userId, relationship: 'father' } });
      expect(codeOf(answer), label).toBe('BAD_USER_INPUT');
      expect(Object.keys(answer.errors![0]!.extensions!.fieldErrors!), label).toEqual(['userId']);
      expect(await digest(), `${label} changed nothing`).toBe(before);
    };
    // Company and regular users, the admins themselves, a coach of the athlete's team who is also a
    // parent of the organization, and another organization's parent.
    await refused('branchAdmin', DEMO_PERSONAS.company.id, 'company');
    await refused('branchAdmin', DEMO_PERSONAS.regular.id, 'regular');
    await refused('branchAdmin', DEMO_PERSONAS.branchAdmin.id, 'himself');
    await refused('orgAdmin', DEMO_PERSONAS.deptAdmin.id, 'department admin');
    await refused('orgAdmin', coachAndParent.id, 'coach of the team');
    await refused('superAdmin', await insertUser(anadolu), 'Anadolu parent');
    // The same coach is a guardian like any parent for a child of another team.
    const elsewhere = await insertAthlete(kartal, teams.kadikoyBasketball);
    const linked = await gql('branchAdmin', LINK, {
      input: { athleteId: elsewhere.id, userId: coachAndParent.id, relationship: 'father' },
    });
    expect(linked.errors).toBeUndefined();
  });

  it('gives a link to anyone but a parent of the organization nothing (rows written before the rule)', async () => {
    const { id } = await insertAthlete(kartal, teams.kadikoyFootball);
    // The branch admin linked himself, the company and the regular user (as the probe did).
    for (const persona of ['branchAdmin', 'company', 'regular'] as const) {
      await insertLink(id, DEMO_PERSONAS[persona].id, { relationship: 'other' });
    }
    const READ = 'query ($id: ID!) { athlete(id: $id) { id private { birthDate phone } guardians { id } } }';
    const HEALTH = 'query ($id: ID!) { athleteHealth(athleteId: $id) { medicalNotes } }';
    const GRANT = `mutation ($input: GrantConsentInput!) { grantConsent(input: $input) { id } }`;
    const grant = { input: { athleteId: id, purpose: 'marketing' } };
    for (const persona of ['company', 'regular'] as const) {
      expect(codeOf(await gql(persona, READ, { id })), persona).toBe('NOT_FOUND');
      expect(codeOf(await gql(persona, HEALTH, { id })), persona).toBe('NOT_FOUND');
      expect(codeOf(await gql(persona, GRANT, grant)), persona).toBe('NOT_FOUND');
      await expectNoAthletes(persona);
    }
    // The admin sees the child through his scope, but his own link gives no consent of his own.
    expect(codeOf(await gql('branchAdmin', GRANT, grant))).toBe('BAD_USER_INPUT');
    // Once the child plays for another branch, the link gives him nothing at all.
    const [membership] = await query<{ id: string }>(
      'SELECT id FROM team_memberships WHERE athlete_id = $1 AND to_on IS NULL',
      [id],
    );
    const moved = await gql('orgAdmin', MOVE, {
      input: { membershipId: membership!.id, toTeamId: teams.besiktasBasketball },
    });
    expect(moved.errors).toBeUndefined();
    expect(codeOf(await gql('branchAdmin', READ, { id }))).toBe('NOT_FOUND');
    expect(codeOf(await gql('branchAdmin', HEALTH, { id }))).toBe('NOT_FOUND');
    expect(codeOf(await gql('branchAdmin', GRANT, grant))).toBe('NOT_FOUND');
    const list = await gql<{ athletes: { nodes: { id: string }[] } }>(
      'branchAdmin',
      'query ($q: String) { athletes(query: $q, first: 500) { nodes { id } } }',
      {
        q: (await query<{ last_name: string }>('SELECT last_name FROM athletes WHERE id = $1', [id]))[0]!
          .last_name,
      },
    );
    expect(list.data!.athletes.nodes).toEqual([]);
    // A real parent, linked the same way, keeps full sight.
    const mother = await t.factories.user({ organizationId: kartal, role: 'parent' });
    await insertLink(id, mother.id);
    const own = await gql<{ athlete: { private: { birthDate: string } } }>(
      { token: await mother.signIn() },
      READ,
      {
        id,
      },
    );
    expect(own.data!.athlete.private.birthDate).toBe('2014-05-06');
  });

  it('removes the links written before the rule to anyone but a parent (the migration), keeping parents’', async () => {
    const { id } = await insertAthlete(kartal, teams.kadikoyFootball);
    const company = await insertLink(id, DEMO_PERSONAS.company.id, { primary: true });
    const admin = await insertLink(id, DEMO_PERSONAS.branchAdmin.id);
    const foreignParent = await insertLink(id, await insertUser(anadolu));
    const parent = await insertLink(id, await insertUser(kartal));
    const runner = t.server.dataSource.createQueryRunner();
    try {
      await new GuardianLinksParentsOnly1795450000000().up(runner);
    } finally {
      await runner.release();
    }
    const rows = await query<{ id: string; archived: boolean; primary: boolean }>(
      `SELECT id, archived_at IS NOT NULL AS archived, is_primary AS primary FROM guardian_links
        WHERE athlete_id = $1`,
      [id],
    );
    expect(Object.fromEntries(rows.map((row) => [row.id, [row.archived, row.primary]]))).toEqual({
      [company]: [true, false],
      [admin]: [true, false],
      [foreignParent]: [true, false],
      [parent]: [false, false],
    });
  });

  it('lets a legal guardian grant and withdraw consents, keeping the history', async () => {
    const { id } = await insertAthlete(kartal, teams.kadikoyFootball);
    await insertLink(id, DEMO_PERSONAS.parent.id, { primary: true });
    const grandparent = await t.factories.user({ organizationId: kartal, role: 'parent' });
    await insertLink(id, grandparent.id, { relationship: 'grandparent', legal: false });
    const GRANT = `mutation ($input: GrantConsentInput!) { grantConsent(input: $input) {
      id purpose active grantedBy { id } withdrawnAt } }`;
    const granted = await gql<{ grantConsent: { id: string } }>('parent', GRANT, {
      input: { athleteId: id, purpose: 'photos' },
    });
    expect(granted.data!.grantConsent).toMatchObject({
      purpose: 'photos',
      active: true,
      grantedBy: { id: DEMO_PERSONAS.parent.id },
    });
    expect(await lastAudit(granted.data!.grantConsent.id)).toMatchObject({
      action: 'grant',
      actorUserId: DEMO_PERSONAS.parent.id,
    });
    expect(codeOf(await gql('parent', GRANT, { input: { athleteId: id, purpose: 'photos' } }))).toBe(
      'CONFLICT',
    );
    const notLegal = await gql({ token: await grandparent.signIn() }, GRANT, {
      input: { athleteId: id, purpose: 'marketing' },
    });
    expect(codeOf(notLegal)).toBe('FORBIDDEN');
    // An admin records a paper consent naming the legal guardian; a non-guardian is refused.
    const paper = await gql('orgAdmin', GRANT, { input: { athleteId: id, purpose: 'health_data' } });
    expect(Object.keys(paper.errors![0]!.extensions!.fieldErrors!)).toEqual(['guardianUserId']);
    const wrong = await gql('orgAdmin', GRANT, {
      input: { athleteId: id, purpose: 'health_data', guardianUserId: grandparent.id },
    });
    expect(codeOf(wrong)).toBe('BAD_USER_INPUT');
    const recorded = await gql<{ grantConsent: { grantedBy: { id: string } } }>('orgAdmin', GRANT, {
      input: { athleteId: id, purpose: 'health_data', guardianUserId: DEMO_PERSONAS.parent.id },
    });
    expect(recorded.data!.grantConsent.grantedBy.id).toBe(DEMO_PERSONAS.parent.id);

    const WITHDRAW =
      'mutation ($id: ID!) { withdrawConsent(id: $id) { active withdrawnAt withdrawnBy { id } } }';
    const withdrawn = await gql<{ withdrawConsent: { active: boolean } }>('parent', WITHDRAW, {
      id: granted.data!.grantConsent.id,
    });
    expect(withdrawn.data!.withdrawConsent).toMatchObject({
      active: false,
      withdrawnBy: { id: DEMO_PERSONAS.parent.id },
    });
    expect(await lastAudit(granted.data!.grantConsent.id)).toMatchObject({ action: 'withdraw' });
    expect(codeOf(await gql('parent', WITHDRAW, { id: granted.data!.grantConsent.id }))).toBe('CONFLICT');
    // Granting again adds a row; the history holds both.
    await gql('parent', GRANT, { input: { athleteId: id, purpose: 'photos' } });
    const history = await gql<{
      athlete: { active: { purpose: string }[]; all: { purpose: string; active: boolean }[] };
    }>(
      'parent',
      `query ($id: ID!) { athlete(id: $id) { active: consents { purpose } all: consents(includeWithdrawn: true) { purpose active } } }`,
      { id },
    );
    expect(history.data!.athlete.active.map((consent) => consent.purpose).sort()).toEqual([
      'health_data',
      'photos',
    ]);
    expect(history.data!.athlete.all.filter((consent) => consent.purpose === 'photos')).toHaveLength(2);
  });
});

// ——— the permission matrix ———
//
// Every operation as each demo persona, across both organizations. Each call gets fresh rows: a Kartal
// athlete whose guardian is the demo parent (`own`, in a Kadıköy football team: in the branch and
// department admins' scope), a teammate of theirs, a Kartal athlete in a Beşiktaş basketball team (in
// neither admin's scope, a stranger to the parent), an archived athlete of the Kadıköy team and an
// Anadolu athlete. Refused calls change no row and write no audit row (the digest covers audit_log).

type Op =
  | 'list'
  | 'read'
  | 'readTeammate'
  | 'readStranger'
  | 'readOtherOrganization'
  | 'health'
  | 'healthTeammate'
  | 'roster'
  | 'create'
  | 'update'
  | 'updateHealth'
  | 'archive'
  | 'restore'
  | 'addMembership'
  | 'updateMembership'
  | 'endMembership'
  | 'move'
  | 'link'
  | 'linkCompany'
  | 'linkRegular'
  | 'linkCoach'
  | 'linkOtherBranchAdmin'
  | 'invite'
  | 'updateLink'
  | 'unlink'
  | 'grant'
  | 'grantForGuardian'
  | 'withdraw';

interface Target {
  marker: string;
  own: string;
  ownMembership: string;
  teammate: string;
  stranger: string;
  archived: string;
  otherOrganization: string;
  parentLink: string;
  photoConsent: string;
  newGuardian: string;
}

/** Would-be guardians who are not parents: a coach of the `own` athlete's team, a Beşiktaş branch admin. */
let wouldBe: { coach: string; otherBranchAdmin: string } | undefined;

const ADMIN: Record<Op, Outcome> = {
  list: 'ok',
  read: 'ok',
  readTeammate: 'ok',
  readStranger: 'ok',
  readOtherOrganization: 'NOT_FOUND',
  health: 'ok',
  healthTeammate: 'ok',
  roster: 'ok',
  create: 'ok',
  update: 'ok',
  updateHealth: 'ok',
  archive: 'ok',
  restore: 'ok',
  addMembership: 'ok',
  updateMembership: 'ok',
  endMembership: 'ok',
  move: 'ok',
  link: 'ok',
  // Nobody but a parent of the organization is linked; a coach of the athlete's team is refused too.
  linkCompany: 'BAD_USER_INPUT',
  linkRegular: 'BAD_USER_INPUT',
  linkCoach: 'BAD_USER_INPUT',
  linkOtherBranchAdmin: 'BAD_USER_INPUT',
  invite: 'ok',
  updateLink: 'ok',
  unlink: 'ok',
  // An admin names the guardian who consented.
  grant: 'BAD_USER_INPUT',
  grantForGuardian: 'ok',
  withdraw: 'ok',
};
const NOBODY: Record<Op, Outcome> = {
  list: 'empty',
  read: 'NOT_FOUND',
  readTeammate: 'NOT_FOUND',
  readStranger: 'NOT_FOUND',
  readOtherOrganization: 'NOT_FOUND',
  health: 'NOT_FOUND',
  healthTeammate: 'NOT_FOUND',
  roster: 'empty',
  create: 'FORBIDDEN',
  update: 'NOT_FOUND',
  updateHealth: 'NOT_FOUND',
  archive: 'NOT_FOUND',
  restore: 'NOT_FOUND',
  addMembership: 'NOT_FOUND',
  updateMembership: 'NOT_FOUND',
  endMembership: 'NOT_FOUND',
  move: 'NOT_FOUND',
  link: 'NOT_FOUND',
  linkCompany: 'NOT_FOUND',
  linkRegular: 'NOT_FOUND',
  linkCoach: 'NOT_FOUND',
  linkOtherBranchAdmin: 'NOT_FOUND',
  invite: 'NOT_FOUND',
  updateLink: 'NOT_FOUND',
  unlink: 'NOT_FOUND',
  grant: 'NOT_FOUND',
  grantForGuardian: 'NOT_FOUND',
  withdraw: 'NOT_FOUND',
};
const EXPECTED: Record<Persona, Record<Op, Outcome>> = {
  superAdmin: { ...ADMIN, readOtherOrganization: 'ok' },
  orgAdmin: ADMIN,
  // Scoped admins reach athletes through their teams: not the Beşiktaş basketball athlete. The Kadıköy
  // basketball team is the branch admin's, not the football department admin's.
  branchAdmin: { ...ADMIN, readStranger: 'NOT_FOUND' },
  deptAdmin: { ...ADMIN, readStranger: 'NOT_FOUND', addMembership: 'FORBIDDEN', move: 'FORBIDDEN' },
  // Their child fully, the child's teammates without private fields, nobody else; changes are the
  // admins', consents the legal guardian's.
  parent: {
    ...NOBODY,
    list: 'ok',
    read: 'ok',
    readTeammate: 'ok',
    health: 'ok',
    healthTeammate: 'FORBIDDEN',
    roster: 'ok',
    update: 'FORBIDDEN',
    updateHealth: 'FORBIDDEN',
    archive: 'FORBIDDEN',
    addMembership: 'FORBIDDEN',
    updateMembership: 'FORBIDDEN',
    endMembership: 'FORBIDDEN',
    move: 'FORBIDDEN',
    link: 'FORBIDDEN',
    linkCompany: 'FORBIDDEN',
    linkRegular: 'FORBIDDEN',
    linkCoach: 'FORBIDDEN',
    linkOtherBranchAdmin: 'FORBIDDEN',
    invite: 'FORBIDDEN',
    updateLink: 'FORBIDDEN',
    unlink: 'FORBIDDEN',
    grant: 'ok',
    grantForGuardian: 'ok',
    withdraw: 'ok',
  },
  company: NOBODY,
  regular: NOBODY,
  // Anadolu's admin: their own athletes; Kartal's do not exist for them, and a Kartal team is not one
  // their new athlete can join.
  otherOrgAdmin: { ...NOBODY, list: 'ok', readOtherOrganization: 'ok', create: 'BAD_USER_INPUT' },
};

let made = 0;

async function freshTarget(): Promise<Target> {
  wouldBe ??= {
    coach: (await insertCoach(teams.kadikoyFootball)).id,
    otherBranchAdmin: (
      await t.factories.user({
        organizationId: kartal,
        role: 'branch_admin',
        scope: { type: 'branch', id: DEMO_BRANCHES.besiktas.id },
      })
    ).id,
  };
  const marker = `Mx${++made}x${unique()}`;
  const own = await insertAthlete(kartal, teams.kadikoyFootball, { lastName: marker });
  const teammate = await insertAthlete(kartal, teams.kadikoyFootball, { lastName: marker });
  const stranger = await insertAthlete(kartal, teams.besiktasBasketball, { lastName: marker });
  const archived = await insertAthlete(kartal, teams.kadikoyFootball, { lastName: marker, archived: true });
  const otherOrganization = await insertAthlete(anadolu, teams.anadolu, { lastName: marker });
  const parentLink = await insertLink(own.id, DEMO_PERSONAS.parent.id, { primary: true });
  const photoConsent = await insertConsent(own.id, 'photos', DEMO_PERSONAS.parent.id);
  return {
    marker,
    own: own.id,
    ownMembership: own.membershipId!,
    teammate: teammate.id,
    stranger: stranger.id,
    archived: archived.id,
    otherOrganization: otherOrganization.id,
    parentLink,
    photoConsent,
    newGuardian: await insertUser(kartal),
  };
}

async function digest(): Promise<string> {
  const [row] = await query<{ digest: string }>(
    `SELECT md5(coalesce((SELECT string_agg(x::text, '|' ORDER BY x.id) FROM athletes x), '')
             || coalesce((SELECT string_agg(x::text, '|' ORDER BY x.id) FROM team_memberships x), '')
             || coalesce((SELECT string_agg(x::text, '|' ORDER BY x.id) FROM guardian_links x), '')
             || coalesce((SELECT string_agg(x::text, '|' ORDER BY x.id) FROM consents x), '')
             || coalesce((SELECT string_agg(x::text, '|' ORDER BY x.id) FROM audit_log x), '')
             || (SELECT count(*) FROM users)::text || (SELECT count(*) FROM user_roles)::text
             || (SELECT count(*) FROM password_reset_tokens)::text) AS digest`,
  );
  return row!.digest;
}

const linkCall = (athleteId: string, userId: string): MatrixCall => ({
  graphql: [
    'mutation ($input: LinkGuardianInput!) { linkGuardian(input: $input) { id guardian { id } } }',
    { input: { athleteId, userId, relationship: 'father' } },
  ],
  field: 'linkGuardian',
});

const CALLS: Record<Op, (target: Target, label: string) => MatrixCall> = {
  list: ({ marker }) => ({
    graphql: [
      'query ($q: String) { athletes(query: $q) { totalCount nodes { id access private { birthDate } } } }',
      { q: marker },
    ],
    field: 'athletes',
    empty: { totalCount: 0, nodes: [] },
  }),
  read: ({ own }) => ({
    graphql: [
      'query ($id: ID!) { athlete(id: $id) { id access photo private { birthDate } guardians { id } } }',
      { id: own },
    ],
    field: 'athlete',
  }),
  readTeammate: ({ teammate }) => ({
    graphql: [
      'query ($id: ID!) { athlete(id: $id) { id access photo private { birthDate } guardians { id } } }',
      { id: teammate },
    ],
    field: 'athlete',
  }),
  readStranger: ({ stranger }) => ({
    graphql: ['query ($id: ID!) { athlete(id: $id) { id access } }', { id: stranger }],
    field: 'athlete',
  }),
  readOtherOrganization: ({ otherOrganization }) => ({
    graphql: ['query ($id: ID!) { athlete(id: $id) { id access } }', { id: otherOrganization }],
    field: 'athlete',
  }),
  health: ({ own }) => ({
    graphql: [
      'query ($id: ID!) { athleteHealth(athleteId: $id) { athleteId medicalNotes healthDataConsent } }',
      { id: own },
    ],
    field: 'athleteHealth',
  }),
  healthTeammate: ({ teammate }) => ({
    graphql: [
      'query ($id: ID!) { athleteHealth(athleteId: $id) { athleteId medicalNotes } }',
      { id: teammate },
    ],
    field: 'athleteHealth',
  }),
  roster: () => ({
    graphql: [
      'query ($id: ID!) { teamMemberships(teamId: $id) { id athlete { id access } } }',
      { id: teams.kadikoyFootball },
    ],
    field: 'teamMemberships',
    empty: [],
  }),
  create: (_target, label) => ({
    graphql: [
      `mutation ($input: CreateAthleteInput!) { createAthlete(input: $input) { id organizationId access } }`,
      {
        input: {
          firstName: 'Yeni',
          lastName: label.replace(/\W/g, ''),
          birthDate: '2014-09-09',
          gender: 'male',
          teamId: teams.kadikoyFootball,
        },
      },
    ],
    field: 'createAthlete',
  }),
  update: ({ own }) => ({
    graphql: [
      'mutation ($id: ID!) { updateAthlete(id: $id, input: { emergencyContactName: "Matrix" }) { id private { emergencyContactName } } }',
      { id: own },
    ],
    field: 'updateAthlete',
  }),
  updateHealth: ({ own }) => ({
    graphql: [
      'mutation ($id: ID!) { updateAthleteHealth(athleteId: $id, medicalNotes: "Matrix") { medicalNotes } }',
      { id: own },
    ],
    field: 'updateAthleteHealth',
  }),
  archive: ({ own }) => ({
    graphql: ['mutation ($id: ID!) { archiveAthlete(id: $id) { id archivedAt } }', { id: own }],
    field: 'archiveAthlete',
  }),
  restore: ({ archived }) => ({
    graphql: ['mutation ($id: ID!) { restoreAthlete(id: $id) { id archivedAt } }', { id: archived }],
    field: 'restoreAthlete',
  }),
  addMembership: ({ own }) => ({
    graphql: [
      'mutation ($input: AddTeamMembershipInput!) { addTeamMembership(input: $input) { id teamId current } }',
      { input: { athleteId: own, teamId: teams.kadikoyBasketball } },
    ],
    field: 'addTeamMembership',
  }),
  updateMembership: ({ ownMembership }) => ({
    graphql: [
      'mutation ($id: ID!) { updateTeamMembership(id: $id, input: { position: "Matrix" }) { id position } }',
      { id: ownMembership },
    ],
    field: 'updateTeamMembership',
  }),
  endMembership: ({ ownMembership }) => ({
    graphql: ['mutation ($id: ID!) { endTeamMembership(id: $id) { id current } }', { id: ownMembership }],
    field: 'endTeamMembership',
  }),
  move: ({ ownMembership }) => ({
    graphql: [
      'mutation ($input: MoveAthleteInput!) { moveAthlete(input: $input) { ended { id current } started { id teamId } } }',
      { input: { membershipId: ownMembership, toTeamId: teams.kadikoyBasketball } },
    ],
    field: 'moveAthlete',
  }),
  link: ({ own, newGuardian }) => linkCall(own, newGuardian),
  linkCompany: ({ own }) => linkCall(own, DEMO_PERSONAS.company.id),
  linkRegular: ({ own }) => linkCall(own, DEMO_PERSONAS.regular.id),
  linkCoach: ({ own }) => linkCall(own, wouldBe?.coach ?? UNKNOWN),
  linkOtherBranchAdmin: ({ own }) => linkCall(own, wouldBe?.otherBranchAdmin ?? UNKNOWN),
  invite: ({ own, marker }) => ({
    graphql: [
      'mutation ($input: InviteGuardianInput!) { inviteGuardian(input: $input) { athleteId email } }',
      {
        input: {
          athleteId: own,
          fullName: `Davetli ${marker}`,
          email: `${String(marker).toLowerCase()}@veli.example`,
          relationship: 'grandparent',
        },
      },
    ],
    field: 'inviteGuardian',
  }),
  updateLink: ({ parentLink }) => ({
    graphql: [
      'mutation ($id: ID!) { updateGuardianLink(id: $id, input: { mayPickUp: false }) { id mayPickUp } }',
      { id: parentLink },
    ],
    field: 'updateGuardianLink',
  }),
  unlink: ({ parentLink }) => ({
    graphql: ['mutation ($id: ID!) { unlinkGuardian(id: $id) { id archivedAt } }', { id: parentLink }],
    field: 'unlinkGuardian',
  }),
  grant: ({ own }) => ({
    graphql: [
      'mutation ($input: GrantConsentInput!) { grantConsent(input: $input) { id purpose grantedBy { id } } }',
      { input: { athleteId: own, purpose: 'marketing' } },
    ],
    field: 'grantConsent',
  }),
  grantForGuardian: ({ own }) => ({
    graphql: [
      'mutation ($input: GrantConsentInput!) { grantConsent(input: $input) { id purpose grantedBy { id } } }',
      { input: { athleteId: own, purpose: 'publishing_results', guardianUserId: DEMO_PERSONAS.parent.id } },
    ],
    field: 'grantConsent',
  }),
  withdraw: ({ photoConsent }) => ({
    graphql: ['mutation ($id: ID!) { withdrawConsent(id: $id) { id active } }', { id: photoConsent }],
    field: 'withdrawConsent',
  }),
};

/** The checks of an allowed call: the answer, the rows, and the audit row a change must leave. */
async function expectAllowed({ op, persona, target, answer, where }: AllowedCall<Persona, Op, Target>) {
  const actor = DEMO_PERSONAS[persona].id;
  const organizationId = DEMO_PERSONAS[persona].organizationId;
  const expectAudit = async (entityId: string, expected: Record<string, unknown>) =>
    expect(await lastAudit(entityId), where).toMatchObject({ actorUserId: actor, ...expected });
  const readOnly = async () =>
    expect(
      await auditCount([target.own, target.teammate, target.stranger, target.otherOrganization]),
      where,
    ).toBe(0);
  const value = answer as Record<string, unknown>;
  switch (op) {
    case 'list': {
      const nodes = (value as { nodes: { id: string; access: string; private: unknown }[] }).nodes;
      const seen = Object.fromEntries(nodes.map((node) => [node.id, node.access]));
      const expected: Record<string, string> =
        persona === 'superAdmin'
          ? {
              [target.own]: 'full',
              [target.teammate]: 'full',
              [target.stranger]: 'full',
              [target.otherOrganization]: 'full',
            }
          : persona === 'orgAdmin'
            ? { [target.own]: 'full', [target.teammate]: 'full', [target.stranger]: 'full' }
            : persona === 'otherOrgAdmin'
              ? { [target.otherOrganization]: 'full' }
              : persona === 'parent'
                ? // A parent's list holds their own children only (teammates: rosters and single reads).
                  { [target.own]: 'full' }
                : { [target.own]: 'full', [target.teammate]: 'full' };
      expect(seen, where).toEqual(expected);
      expect(
        nodes.every((node) => (node.access === 'full') === (node.private !== null)),
        where,
      ).toBe(true);
      return readOnly();
    }
    case 'read':
      expect(value, where).toMatchObject({
        id: target.own,
        access: 'full',
        private: { birthDate: '2014-05-06' },
      });
      expect((value.guardians as unknown[]).length, where).toBe(1);
      return readOnly();
    case 'readTeammate':
      expect(value, where).toMatchObject(
        persona === 'parent'
          ? { id: target.teammate, access: 'roster', photo: null, private: null, guardians: null }
          : { id: target.teammate, access: 'full', photo: '/images/avatars/female-01.svg' },
      );
      return readOnly();
    case 'readStranger':
      expect(value, where).toEqual({ id: target.stranger, access: 'full' });
      return readOnly();
    case 'readOtherOrganization':
      expect(value, where).toEqual({ id: target.otherOrganization, access: 'full' });
      return readOnly();
    case 'health':
      expect(value, where).toEqual({
        athleteId: target.own,
        medicalNotes: 'Fıstık alerjisi',
        healthDataConsent: false,
      });
      return expectAudit(target.own, {
        action: 'read_health',
        entityType: 'athlete',
        organizationId: kartal,
      });
    case 'healthTeammate':
      expect(value, where).toMatchObject({ athleteId: target.teammate, medicalNotes: 'Fıstık alerjisi' });
      return expectAudit(target.teammate, { action: 'read_health' });
    case 'roster': {
      const rows = value as unknown as { athlete: { id: string; access: string } }[];
      const mine = rows.filter((row) => [target.own, target.teammate].includes(row.athlete.id));
      expect(mine.map((row) => row.athlete.access).sort(), where).toEqual(
        persona === 'parent' ? ['full', 'roster'] : ['full', 'full'],
      );
      if (persona === 'parent') {
        // Nothing but the child's team: no athlete of another team, no archived one.
        expect(
          rows.some((row) => row.athlete.id === target.archived),
          where,
        ).toBe(false);
      }
      return readOnly();
    }
    case 'create': {
      expect(value, where).toMatchObject({ organizationId, access: 'full' });
      const [membership] = await query<{ team_id: string }>(
        'SELECT team_id FROM team_memberships WHERE athlete_id = $1 AND to_on IS NULL',
        [value.id],
      );
      expect(membership?.team_id, where).toBe(teams.kadikoyFootball);
      return expectAudit(value.id as string, {
        action: 'create',
        entityType: 'athlete',
        organizationId: kartal,
      });
    }
    case 'update':
      expect(value, where).toEqual({ id: target.own, private: { emergencyContactName: 'Matrix' } });
      return expectAudit(target.own, {
        action: 'update',
        before: { emergencyContactName: 'Teyze' },
        after: { emergencyContactName: 'Matrix' },
      });
    case 'updateHealth':
      expect(value, where).toEqual({ medicalNotes: 'Matrix' });
      return expectAudit(target.own, { action: 'update', entityType: 'athlete_health' });
    case 'archive':
      expect(value.archivedAt, where).toBeTruthy();
      return expectAudit(target.own, { action: 'archive' });
    case 'restore':
      expect(value, where).toEqual({ id: target.archived, archivedAt: null });
      return expectAudit(target.archived, { action: 'restore' });
    case 'addMembership':
      expect(value, where).toMatchObject({ teamId: teams.kadikoyBasketball, current: true });
      return expectAudit(value.id as string, { action: 'create', entityType: 'team_membership' });
    case 'updateMembership':
      expect(value, where).toEqual({ id: target.ownMembership, position: 'Matrix' });
      return expectAudit(target.ownMembership, { action: 'update', after: { position: 'Matrix' } });
    case 'endMembership':
      expect(value, where).toEqual({ id: target.ownMembership, current: false });
      return expectAudit(target.ownMembership, { action: 'update' });
    case 'move':
      expect(value, where).toMatchObject({
        ended: { id: target.ownMembership, current: false },
        started: { teamId: teams.kadikoyBasketball },
      });
      return expectAudit(target.own, { action: 'move' });
    case 'link':
      expect(value, where).toMatchObject({ guardian: { id: target.newGuardian } });
      return expectAudit(value.id as string, { action: 'link', entityType: 'guardian_link' });
    case 'invite': {
      const email = `${target.marker.toLowerCase()}@veli.example`;
      expect(value, where).toEqual({ athleteId: target.own, email });
      // A parent account of the athlete's organization, linked, with a set-password link waiting.
      const [account] = await query<{
        name: string;
        organizationId: string;
        roles: string[];
        tokens: number;
        link: string;
      }>(
        `SELECT u.name, u.organization_id AS "organizationId",
                array(SELECT r.key FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = u.id) AS roles,
                (SELECT count(*)::int FROM password_reset_tokens p WHERE p.user_id = u.id) AS tokens,
                (SELECT g.id FROM guardian_links g WHERE g.user_id = u.id AND g.athlete_id = $2
                    AND g.relationship = 'grandparent') AS link
           FROM users u WHERE u.email = $1`,
        [email, target.own],
      );
      expect(account, where).toMatchObject({
        name: `Davetli ${target.marker}`,
        organizationId: kartal,
        roles: ['parent'],
        tokens: 1,
      });
      return expectAudit(account!.link, {
        action: 'link',
        entityType: 'guardian_link',
        after: { invited: true },
      });
    }
    case 'updateLink':
      expect(value, where).toEqual({ id: target.parentLink, mayPickUp: false });
      return expectAudit(target.parentLink, {
        action: 'update',
        before: { mayPickUp: true },
        after: { mayPickUp: false },
      });
    case 'unlink':
      expect(value.archivedAt, where).toBeTruthy();
      return expectAudit(target.parentLink, { action: 'unlink' });
    case 'grant':
    case 'grantForGuardian':
      expect(value, where).toMatchObject({ grantedBy: { id: DEMO_PERSONAS.parent.id } });
      return expectAudit(value.id as string, { action: 'grant', entityType: 'consent' });
    case 'withdraw':
      expect(value, where).toEqual({ id: target.photoConsent, active: false });
      return expectAudit(target.photoConsent, { action: 'withdraw' });
  }
}

describe('the permission matrix: every operation as each persona, across both organizations', () => {
  permissionMatrix({
    personas: PERSONAS,
    token: (persona) => t.tokens[persona],
    http: () => t.http,
    expected: EXPECTED,
    calls: CALLS,
    target: freshTarget,
    digest,
    expectAllowed,
    transports: ['GraphQL'],
  });
});

import { describe, expect, it } from 'vitest';
import type { GraphQLAnswer } from '../../../../tests/support/suite.js';
import { DEMO_BRANCHES, DEMO_DEPARTMENTS, DEMO_SEASONS } from '../organizations/index.js';
import { DEMO_PERSONAS } from '../users/index.js';
import { anadolu, athletesSuite, kartal, unique, UNKNOWN, type Persona } from './athletes.test-kit.js';

// The athletes list through the real GraphQL API against a real database, as every demo persona and
// across both organizations: paging in each sort order, search, the status, team, archive and birth-year
// filters, refused arguments, sign-in, unknown ids, and the statements a page with nested rows costs.
// (The set-up all athletes suites share: athletes.test-kit.ts.)

const { t, gql, codeOf, query, teams, insertTeam, insertAthlete } = athletesSuite();

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

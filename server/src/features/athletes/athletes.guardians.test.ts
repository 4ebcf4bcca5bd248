import { describe, expect, it } from 'vitest';
import { GuardianLinksParentsOnly1795450000000 } from '../../db/migrations/1795450000000-guardian-links-parents-only.js';
import { DEMO_BRANCHES, DEMO_DEPARTMENTS } from '../organizations/index.js';
import { DEMO_PERSONAS } from '../users/index.js';
import { anadolu, athletesSuite, kartal, type Persona } from './athletes.test-kit.js';

// Guardian links and consents through the real GraphQL API against a real database: finding parents to
// link, linking parents of the athlete's organization only (never the people who manage the athlete),
// unlinking, the links written before that rule and the migration that removes them, and the consents a
// legal guardian grants and withdraws. (The set-up all athletes suites share: athletes.test-kit.ts.)

const {
  t,
  gql,
  codeOf,
  query,
  teams,
  insertAthlete,
  insertLink,
  insertUser,
  insertCoach,
  expectNoAthletes,
  lastAudit,
  digest,
} = athletesSuite();

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

import { randomBytes } from 'node:crypto';
import { beforeAll, expect } from 'vitest';
import { permissionMatrix, type PermissionMatrix } from '../../../../tests/support/permission-matrix.js';
import { suiteCalls, useTestServer } from '../../../../tests/support/suite.js';
import { DEMO_BRANCHES, DEMO_DEPARTMENTS, DEMO_ORGANIZATIONS, DEMO_SEASONS } from '../organizations/index.js';
import { DEMO_PERSONAS } from '../users/index.js';

// What the athletes API suites (athletes.*.test.ts) share. Each file calls `athletesSuite()` once at its
// top: its own server and database, a token for every demo persona, four teams built before its tests,
// the fixtures written through SQL (what is asserted goes through the API), the audit rows a change
// leaves, and the permission matrix's fresh rows, digest and runner.

export type Persona = keyof typeof DEMO_PERSONAS;
export const PERSONAS = Object.keys(DEMO_PERSONAS) as Persona[];

export const kartal = DEMO_ORGANIZATIONS.kartal.id;
export const anadolu = DEMO_ORGANIZATIONS.anadolu.id;
export const UNKNOWN = '00000000-0000-4000-8fff-000000000999';

export const unique = () => randomBytes(4).toString('hex');

export const ATHLETE_FIELDS = `id organizationId firstName lastName fullName gender status licenceNumber photo access
  private { birthDate email phone address emergencyContactName emergencyContactPhone documents { title url } }
  archivedAt`;

export interface Teams {
  /** Kadıköy + Futbol: in the branch admin's and the department admin's scope. */
  kadikoyFootball: string;
  /** Kadıköy + Basketbol: the branch admin's only. */
  kadikoyBasketball: string;
  /** Beşiktaş + Basketbol: in neither scope. */
  besiktasBasketball: string;
  /** Anadolu's. */
  anadolu: string;
}

/**
 * The rows of one permission-matrix call (athletes.matrix-*.test.ts), fresh for each: a Kartal athlete
 * whose guardian is the demo parent (`own`, in a Kadıköy football team: in the branch and department
 * admins' scope), a teammate of theirs, a Kartal athlete in a Beşiktaş basketball team (in neither
 * admin's scope, a stranger to the parent), an archived athlete of the Kadıköy team and an Anadolu
 * athlete.
 */
export interface Target {
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
  /** Would-be guardians who are not parents: a coach of the `own` athlete's team, a Beşiktaş branch admin. */
  coach: string;
  otherBranchAdmin: string;
}

/** The set-up of one athletes test file (call it once, at the top of the file). */
export function athletesSuite() {
  const t = useTestServer(DEMO_PERSONAS);
  const calls = suiteCalls(t);
  const { gql, query } = calls;
  /** Filled in before the tests. */
  const teams = {} as Teams;

  beforeAll(async () => {
    const season = DEMO_SEASONS.kartalCurrent.id;
    Object.assign(teams, {
      kadikoyFootball: await insertTeam(
        kartal,
        DEMO_BRANCHES.kadikoy.id,
        DEMO_DEPARTMENTS.football.id,
        season,
      ),
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
    } satisfies Teams);
  });

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
      await query<{ count: number }>(
        'SELECT count(*)::int AS count FROM audit_log WHERE entity_id = ANY($1)',
        [entityIds],
      )
    )[0]!.count;

  /** A digest of every row the athletes operations may write, audit rows included. */
  const digest = () =>
    calls.digest(
      'athletes',
      'team_memberships',
      'guardian_links',
      'consents',
      'audit_log',
      {
        count: 'users',
      },
      { count: 'user_roles' },
      { count: 'password_reset_tokens' },
    );

  /** Would-be guardians who are not parents, made for the first target of the file. */
  let wouldBe: { coach: string; otherBranchAdmin: string } | undefined;
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
      ...wouldBe,
    };
  }

  /** Expects the newest audit row about a row to be the persona's, with these fields. */
  async function expectAuditBy(
    persona: Persona,
    entityId: string,
    where: string,
    expected: Record<string, unknown>,
  ) {
    expect(await lastAudit(entityId), where).toMatchObject({
      actorUserId: DEMO_PERSONAS[persona].id,
      ...expected,
    });
  }

  /**
   * Registers the permission matrix of some operations as every persona, over GraphQL (call it inside a
   * `describe`). Each call gets fresh rows (`Target`); a refused call changes no row and writes no audit
   * row (the digest covers audit_log).
   */
  function athletesMatrix<Op extends string>(
    matrix: Pick<PermissionMatrix<Persona, Op, Target>, 'expected' | 'calls' | 'expectAllowed'>,
  ) {
    permissionMatrix<Persona, Op, Target>({
      personas: PERSONAS,
      token: (persona) => t.tokens[persona],
      http: () => t.http,
      target: freshTarget,
      digest,
      transports: ['GraphQL'],
      ...matrix,
    });
  }

  return {
    t,
    ...calls,
    teams,
    insertTeam,
    insertAthlete,
    insertLink,
    insertConsent,
    insertUser,
    insertCoach,
    expectNoAthletes,
    lastAudit,
    auditCount,
    digest,
    expectAuditBy,
    athletesMatrix,
  };
}

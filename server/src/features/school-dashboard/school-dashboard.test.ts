import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../../tests/support/suite.js';
import { DEMO_BRANCHES, DEMO_DEPARTMENTS, DEMO_ORGANIZATIONS } from '../organizations/index.js';
import { DEMO_PERSONAS } from '../users/index.js';

// The school dashboard through the real GraphQL API, as every persona against both demo organizations:
// organization admins (and super admins) get the whole organization, branch and department admins the
// part of their own organization they administer, everyone else FORBIDDEN. The numbers are checked
// against statements written here independently of the service.

type Persona = keyof typeof DEMO_PERSONAS;
const PERSONAS = Object.keys(DEMO_PERSONAS) as Persona[];
const kartal = DEMO_ORGANIZATIONS.kartal.id;
const anadolu = DEMO_ORGANIZATIONS.anadolu.id;

const fixture = useTestServer(DEMO_PERSONAS);

interface TeamCount {
  teamId: string;
  name: string;
  capacity: number;
  athleteCount: number;
}
interface Dashboard {
  organizationId: string;
  organizationName: string;
  wholeOrganization: boolean;
  currentSeason: { id: string; startsOn: string } | null;
  athleteCount: number;
  athletesByStatus: { status: string; count: number }[];
  athletesByTeam: TeamCount[];
  athletesByAgeGroup: { birthYear: number; age: number; count: number }[];
  newAthletesThisSeason: number;
  teamsOverCapacity: TeamCount[];
  expiringCertifications: { id: string; professionalId: string; expiresOn: string; daysLeft: number }[];
  missingConsents: { athleteId: string; missingRegistration: boolean; missingHealthData: boolean }[];
  missingConsentCount: number;
}

const DASHBOARD = `query ($organizationId: ID!) {
  schoolDashboard(organizationId: $organizationId) {
    organizationId organizationName wholeOrganization currentSeason { id name startsOn endsOn }
    athleteCount athletesByStatus { status count }
    athletesByTeam { teamId name branchName departmentName capacity athleteCount }
    athletesByAgeGroup { birthYear age count }
    newAthletesThisSeason
    teamsOverCapacity { teamId name capacity athleteCount }
    expiringCertifications { id professionalId professionalName kind name expiresOn daysLeft }
    missingConsents { athleteId name missingRegistration missingHealthData }
    missingConsentCount
  }
}`;

const ask = (token: string | undefined, organizationId: string) =>
  fixture.http.graphql<{ schoolDashboard: Dashboard }>(DASHBOARD, { organizationId }, token);

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  fixture.server.dataSource.query<T[]>(text, params);

/** Who reads which organization's dashboard, and whether whole ('whole') or limited ('part'). */
const EXPECTED: Record<Persona, Record<'kartal' | 'anadolu', 'whole' | 'part' | 'FORBIDDEN'>> = {
  superAdmin: { kartal: 'whole', anadolu: 'whole' },
  orgAdmin: { kartal: 'whole', anadolu: 'FORBIDDEN' },
  branchAdmin: { kartal: 'part', anadolu: 'FORBIDDEN' },
  deptAdmin: { kartal: 'part', anadolu: 'FORBIDDEN' },
  parent: { kartal: 'FORBIDDEN', anadolu: 'FORBIDDEN' },
  company: { kartal: 'FORBIDDEN', anadolu: 'FORBIDDEN' },
  regular: { kartal: 'FORBIDDEN', anadolu: 'FORBIDDEN' },
  otherOrgAdmin: { kartal: 'FORBIDDEN', anadolu: 'whole' },
};

/** The teams a persona's part covers: every team of the organization, or of their branch or department. */
function teamFilter(persona: Persona): { sql: string; params: unknown[] } {
  if (persona === 'branchAdmin') return { sql: 't.branch_id = $2', params: [DEMO_BRANCHES.kadikoy.id] };
  if (persona === 'deptAdmin') return { sql: 't.department_id = $2', params: [DEMO_DEPARTMENTS.football.id] };
  return { sql: 'TRUE', params: [] };
}

async function expectedNumbers(persona: Persona, organizationId: string) {
  const filter = teamFilter(persona);
  const whole = filter.sql === 'TRUE';
  const athletes = await sql<{ id: string; fresh: boolean; status: string; birth_year: number }>(
    `SELECT a.id, a.status::text AS status, extract(year FROM a.birth_date)::int AS birth_year,
            coalesce(a.created_at >= (SELECT s.starts_on FROM seasons s WHERE s.organization_id = a.organization_id AND s.current), false) AS fresh
       FROM athletes a
      WHERE a.organization_id = $1 AND a.archived_at IS NULL
        AND (${whole ? 'TRUE' : `a.id IN (SELECT m.athlete_id FROM team_memberships m JOIN teams t ON t.id = m.team_id WHERE m.to_on IS NULL AND ${filter.sql})`})`,
    [organizationId, ...filter.params],
  );
  const teams = await sql<{ id: string; capacity: number; players: number }>(
    `SELECT t.id, t.capacity,
            (SELECT count(*)::int FROM team_memberships m JOIN athletes a ON a.id = m.athlete_id
              WHERE m.team_id = t.id AND m.to_on IS NULL AND a.archived_at IS NULL) AS players
       FROM teams t JOIN seasons s ON s.id = t.season_id AND s.current
      WHERE t.organization_id = $1 AND t.archived_at IS NULL AND ${filter.sql}`,
    [organizationId, ...filter.params],
  );
  const certifications = await sql<{ id: string }>(
    `SELECT c.id FROM certifications c JOIN professionals p ON p.id = c.professional_id
      WHERE p.organization_id = $1 AND c.archived_at IS NULL AND p.archived_at IS NULL
        AND c.expires_on BETWEEN current_date AND current_date + 60
        AND (${whole ? 'TRUE' : `p.id IN (SELECT ts.professional_id FROM team_staff ts JOIN teams t ON t.id = ts.team_id WHERE ts.archived_at IS NULL AND t.archived_at IS NULL AND ${filter.sql})`})`,
    [organizationId, ...filter.params],
  );
  const consented = await sql<{ athlete_id: string; purpose: string }>(
    `SELECT athlete_id, purpose::text AS purpose FROM consents WHERE withdrawn_at IS NULL`,
  );
  const has = (id: string, purpose: string) =>
    consented.some((row) => row.athlete_id === id && row.purpose === purpose);
  const missing = athletes.filter(
    (a) =>
      ['active', 'trial'].includes(a.status) && (!has(a.id, 'registration') || !has(a.id, 'health_data')),
  );
  const byYear = new Map<number, number>();
  for (const a of athletes) byYear.set(a.birth_year, (byYear.get(a.birth_year) ?? 0) + 1);
  return {
    athleteCount: athletes.length,
    newAthletesThisSeason: athletes.filter((a) => a.fresh).length,
    teams: new Map(teams.map((team) => [team.id, team])),
    overCapacity: teams
      .filter((team) => team.players > team.capacity)
      .map((team) => team.id)
      .sort(),
    certifications: certifications.map((row) => row.id).sort(),
    missing: missing.map((a) => a.id).sort(),
    byYear,
  };
}

describe('schoolDashboard as every persona', () => {
  for (const persona of PERSONAS) {
    for (const [label, organizationId] of [
      ['kartal', kartal],
      ['anadolu', anadolu],
    ] as const) {
      it(`${persona} · ${label}`, async () => {
        const answer = await ask(fixture.tokens[persona], organizationId);
        const outcome = EXPECTED[persona][label];
        if (outcome === 'FORBIDDEN') {
          expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
          expect(answer.data).toBeNull();
          return;
        }
        expect(answer.errors).toBeUndefined();
        const dashboard = answer.data!.schoolDashboard;
        const expected = await expectedNumbers(persona, organizationId);
        expect(dashboard.organizationId).toBe(organizationId);
        expect(dashboard.wholeOrganization).toBe(outcome === 'whole');
        expect(dashboard.athleteCount).toBe(expected.athleteCount);
        expect(dashboard.athletesByStatus.reduce((sum, row) => sum + row.count, 0)).toBe(
          expected.athleteCount,
        );
        expect(dashboard.athletesByTeam.map((team) => team.teamId).sort()).toEqual(
          [...expected.teams.keys()].sort(),
        );
        for (const team of dashboard.athletesByTeam) {
          expect(team.athleteCount, team.name).toBe(expected.teams.get(team.teamId)!.players);
          expect(team.capacity, team.name).toBe(expected.teams.get(team.teamId)!.capacity);
        }
        expect(dashboard.teamsOverCapacity.map((team) => team.teamId).sort()).toEqual(expected.overCapacity);
        expect(dashboard.expiringCertifications.map((row) => row.id).sort()).toEqual(expected.certifications);
        expect(dashboard.expiringCertifications.every((row) => row.daysLeft >= 0 && row.daysLeft <= 60)).toBe(
          true,
        );
        expect(dashboard.missingConsentCount).toBe(expected.missing.length);
        expect(dashboard.missingConsents.map((row) => row.athleteId).sort()).toEqual(
          expected.missing.slice(0, 50),
        );
        expect(new Map(dashboard.athletesByAgeGroup.map((row) => [row.birthYear, row.count]))).toEqual(
          expected.byYear,
        );
        expect(dashboard.newAthletesThisSeason).toBe(expected.newAthletesThisSeason);
      });
    }
  }
});

describe('what the demo data shows', () => {
  it('lists a team whose roster outnumbers its capacity, and the certification seeded to expire', async () => {
    const before = (await ask(fixture.tokens.orgAdmin, kartal)).data!.schoolDashboard;
    expect(before.expiringCertifications.length).toBeGreaterThan(0);
    expect(before.currentSeason).not.toBeNull();
    const fullest = before.athletesByTeam.find((team) => team.athleteCount > 1)!;
    await sql(`UPDATE teams SET capacity = $2 WHERE id = $1`, [fullest.teamId, fullest.athleteCount - 1]);
    const after = (await ask(fixture.tokens.orgAdmin, kartal)).data!.schoolDashboard;
    expect(after.teamsOverCapacity.map((team) => team.teamId)).toContain(fullest.teamId);
    expect(after.athletesByTeam[0]!.athleteCount).toBeGreaterThan(after.athletesByTeam[0]!.capacity);
    await sql(`UPDATE teams SET capacity = $2 WHERE id = $1`, [fullest.teamId, fullest.capacity]);
  });

  it('counts an athlete created now as new this season, and a withdrawn consent as missing', async () => {
    const before = (await ask(fixture.tokens.orgAdmin, kartal)).data!.schoolDashboard;
    const created = await fixture.http.graphql<{ createAthlete: { id: string } }>(
      `mutation { createAthlete(input: { firstName: "Yeni", lastName: "Sporcu", birthDate: "2016-05-01", gender: female }) { id } }`,
      {},
      fixture.tokens.orgAdmin,
    );
    expect(created.errors).toBeUndefined();
    const after = (await ask(fixture.tokens.orgAdmin, kartal)).data!.schoolDashboard;
    expect(after.athleteCount).toBe(before.athleteCount + 1);
    expect(after.newAthletesThisSeason).toBe(before.newAthletesThisSeason + 1);
    expect(after.missingConsentCount).toBe(before.missingConsentCount + 1);
  });
});

describe("the tiles' links", () => {
  // The "new this season" and "missing consents" tiles open the athletes list with the filter of the
  // same name: both read the same SQL conditions, so the list holds exactly the athletes counted.
  const LIST = `query ($newThisSeason: Boolean, $missingConsent: Boolean) {
    athletes(first: 500, newThisSeason: $newThisSeason, missingConsent: $missingConsent) { totalCount nodes { id } }
  }`;
  const list = async (persona: Persona, filter: { newThisSeason?: boolean; missingConsent?: boolean }) => {
    const answer = await fixture.http.graphql<{ athletes: { totalCount: number; nodes: { id: string }[] } }>(
      LIST,
      filter,
      fixture.tokens[persona],
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.athletes;
  };

  for (const [persona, organizationId] of [
    ['orgAdmin', kartal],
    ['branchAdmin', kartal],
    ['deptAdmin', kartal],
    ['otherOrgAdmin', anadolu],
  ] as const) {
    it(`list the athletes the tiles count · ${persona}`, async () => {
      const dashboard = (await ask(fixture.tokens[persona], organizationId)).data!.schoolDashboard;
      const missing = await list(persona, { missingConsent: true });
      expect(missing.totalCount).toBe(dashboard.missingConsentCount);
      // Kartal's seed leaves some athletes without consents (Anadolu's has them all).
      if (organizationId === kartal) expect(missing.totalCount).toBeGreaterThan(0);
      expect(missing.nodes.map((node) => node.id).sort()).toEqual(
        expect.arrayContaining(dashboard.missingConsents.map((row) => row.athleteId)),
      );
      const fresh = await list(persona, { newThisSeason: true });
      expect(fresh.totalCount).toBe(dashboard.newAthletesThisSeason);
    });
  }

  it('narrows nothing for those without athletes in their charge', async () => {
    for (const persona of ['company', 'regular'] as const) {
      expect((await list(persona, { missingConsent: true })).totalCount).toBe(0);
    }
    // A parent's list is their own children; the filter keeps only those missing a consent.
    const children = await list('parent', {});
    const missing = await list('parent', { missingConsent: true });
    expect(children.totalCount).toBeGreaterThan(0);
    expect(missing.nodes.every((node) => children.nodes.some((child) => child.id === node.id))).toBe(true);
  });
});

describe('bad input', () => {
  it('answers BAD_USER_INPUT for a malformed id, NOT_FOUND for an unknown organization', async () => {
    const malformed = await ask(fixture.tokens.superAdmin, 'not-a-uuid');
    expect(malformed.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(malformed.errors?.[0]?.extensions?.fieldErrors).toHaveProperty('organizationId');
    const unknown = '00000000-0000-4000-8fff-000000000999';
    expect((await ask(fixture.tokens.superAdmin, unknown)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await ask(fixture.tokens.orgAdmin, unknown)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('answers UNAUTHENTICATED without a token', async () => {
    expect((await ask(undefined, kartal)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

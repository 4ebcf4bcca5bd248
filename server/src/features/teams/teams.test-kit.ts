import { suiteCalls, useTestServer } from '../../../../tests/support/suite.js';
import { DEMO_BRANCHES, DEMO_DEPARTMENTS, DEMO_ORGANIZATIONS, DEMO_SEASONS } from '../organizations/index.js';
import { DEMO_PROFESSIONALS } from '../professionals/index.js';
import { DEMO_PERSONAS } from '../users/index.js';
import { DEMO_TEAMS } from './teams.seed.js';

// What the teams suites (teams.*.test.ts) share: the demo personas, organizations and teams, a server per
// test file signed in as every persona and as a coach, and the rows the suites write through SQL.

export type Persona = keyof typeof DEMO_PERSONAS;
export const PERSONAS = Object.keys(DEMO_PERSONAS) as Persona[];
export const KARTAL = DEMO_ORGANIZATIONS.kartal.id;
export const ANADOLU = DEMO_ORGANIZATIONS.anadolu.id;
export const CURRENT = DEMO_SEASONS.kartalCurrent.id;
export const UNKNOWN = '00000000-0000-4000-8fff-000000000999';
export const COACH = DEMO_PROFESSIONALS.gokhanTekin; // head coach of Futbol U10 and U12 Erkek (Kadıköy)

/** A team as the suites read it. */
export interface Team {
  id: string;
  name: string;
  organizationId: string;
  ageCategory: string;
  capacity: number;
  archivedAt: string | null;
  staff: { id: string; role: string; professional: { id: string; name: string; email: string | null } }[];
}

export const kartalTeams = Object.values(DEMO_TEAMS).filter((team) => team.organizationId === KARTAL);
export const anadoluTeams = Object.values(DEMO_TEAMS).filter((team) => team.organizationId === ANADOLU);

/**
 * The server of one test file, signed in as every demo persona and as `coach` (COACH), and its calls:
 * `gql` as a persona, `codeOf` an answer, `query` the database; with the rows the suites write through
 * SQL. Call it once at the top of the file.
 */
export function teamsSuite() {
  const t = useTestServer({
    ...DEMO_PERSONAS,
    coach: { email: COACH.email, password: 'Arena-Member-2026' },
  });
  const calls = suiteCalls(t);

  /** A fresh Kadıköy football team of Kartal's current season; answers its id. */
  async function insertTeam(
    name: string,
    values: { birthYears: [number, number]; gender: string; capacity: number; archived?: boolean },
  ): Promise<string> {
    const [team] = await calls.query<{ id: string }>(
      `INSERT INTO teams (organization_id, branch_id, department_id, season_id, name, birth_year_min, birth_year_max,
                          gender, capacity, archived_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, ${values.archived ? 'now()' : 'NULL'}) RETURNING id`,
      [
        KARTAL,
        DEMO_BRANCHES.kadikoy.id,
        DEMO_DEPARTMENTS.football.id,
        CURRENT,
        name,
        ...values.birthYears,
        values.gender,
        values.capacity,
      ],
    );
    return team!.id;
  }

  return { t, ...calls, insertTeam };
}

import { print, type DocumentNode } from 'graphql';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AthletesListDocument,
  AuditLogPageDocument,
  SchoolDashboardDocument,
} from '../../client/src/generated/graphql.js';
import { DEMO_ORGANIZATIONS } from '../../server/src/features/organizations/organizations.seed.js';
import { seedFederation, type RunStatement } from '../bench/federation.js';
import { useTestServer } from '../support/suite.js';

// The plans of the school's busiest screens on a grown database: the athletes list, the dashboard and
// the audit log, sent as the client sends them, as an organization admin and a branch admin. Every
// statement the server runs for them is explained (custom plans, with the request's own parameters)
// A page (a statement with a LIMIT) may not read athletes, athlete_units, consents or audit_log sequentially: at federation size
// that is the difference between a millisecond and a second. Aggregates read what they count, but no
// statement sends Node more than a screenful of rows, and the number of statements does not grow
// with the data.
// Time is the bench's business (tests/bench); this test checks the plans' shape only.

const KARTAL = DEMO_ORGANIZATIONS.kartal.id;
// Big enough for the planner to prefer an index wherever one serves; small enough for the embedded
// database to grow it in seconds.
const GROWN = { athletes: 12_000, auditRows: 60_000 };
const WATCHED = ['athletes', 'athlete_units', 'consents', 'audit_log'];
/** The statements counted: those over the school's tables (the viewer's own are cached between requests). */
const SCHOOL_TABLES =
  /\b(athletes|athlete_units|athlete_tallies|audit_log|teams|team_memberships|consents|guardian_links|certifications)\b/;
/** A screenful: no statement of these screens needs to send Node more rows. */
const MOST_ROWS = 100;

const fixture = useTestServer({
  orgAdmin: { email: 'org.admin@arena.local', password: 'Arena-Org-2026' },
  branchAdmin: { email: 'branch.admin@arena.local', password: 'Arena-Branch-2026' },
  superAdmin: { email: 'admin@arena.local', password: 'Arena-Admin-2026' },
});

type Persona = 'orgAdmin' | 'branchAdmin' | 'superAdmin';

interface Statement {
  sql: string;
  params: unknown[];
}

/**
 * Every read the app's data source runs while `recording` is set, through the pool or a transaction's
 * connection alike (TypeORM tells its logger each statement with its parameters).
 */
let recording: Statement[] | null = null;
let restore: (() => void) | null = null;

function watch(dataSource: DataSource): void {
  const logger = dataSource.logger;
  const original = logger.logQuery.bind(logger);
  logger.logQuery = (sql, params, runner) => {
    if (recording && /^\s*(SELECT|WITH)\b/i.test(sql) && SCHOOL_TABLES.test(sql)) {
      recording.push({ sql, params: params ?? [] });
    }
    original(sql, params, runner);
  };
  restore = () => {
    logger.logQuery = original;
  };
}

interface Screen {
  name: string;
  document: DocumentNode;
  variables: Record<string, unknown>;
  /** Who opens it (branch admins read no audit log; the super admin reads every organization's). */
  personas: Persona[];
}

const SCHOOL_ADMINS: Persona[] = ['orgAdmin', 'branchAdmin'];
const SCREENS: Screen[] = [
  {
    name: 'athletes by name',
    document: AthletesListDocument,
    variables: { first: 25, sort: 'name_asc' },
    personas: SCHOOL_ADMINS,
  },
  {
    name: 'athletes, newest',
    document: AthletesListDocument,
    variables: { first: 25, sort: 'newest' },
    personas: SCHOOL_ADMINS,
  },
  {
    name: 'school dashboard',
    document: SchoolDashboardDocument,
    variables: { organizationId: KARTAL },
    personas: SCHOOL_ADMINS,
  },
  {
    name: 'audit log',
    document: AuditLogPageDocument,
    // As the page asks: no total (the log's count would read every row of the organization).
    variables: { first: 50, withCount: false },
    personas: ['orgAdmin', 'superAdmin'],
  },
];
const CASES = SCREENS.flatMap((screen) =>
  screen.personas.map((persona) => [persona, screen.name, screen] as const),
);

async function statementsOf(
  persona: Persona,
  screen: Screen,
): Promise<{ statements: Statement[]; errors: unknown }> {
  recording = [];
  const answer = await fixture.http.graphql(
    print(screen.document),
    screen.variables,
    fixture.tokens[persona],
  );
  const statements = recording;
  recording = null;
  return { statements, errors: answer.errors };
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/** The relations of `WATCHED` a plan reads with a sequential scan. */
function sequentialScans(node: PlanNode, found: string[] = []): string[] {
  if (node['Node Type'] === 'Seq Scan' && WATCHED.includes(node['Relation Name'] ?? '')) {
    found.push(node['Relation Name']!);
  }
  for (const child of node.Plans ?? []) sequentialScans(child, found);
  return found;
}

async function planOf(dataSource: DataSource, statement: Statement): Promise<PlanNode> {
  const [row] = await dataSource.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }[]>(
    `EXPLAIN (FORMAT JSON) ${statement.sql}`,
    statement.params,
  );
  return row!['QUERY PLAN'][0].Plan;
}

const demoCounts = new Map<string, number>();

beforeAll(async () => {
  const { dataSource } = fixture.server;
  watch(dataSource);
  for (const [persona, name, screen] of CASES) {
    const { statements, errors } = await statementsOf(persona, screen);
    expect(errors, `${persona} ${name}`).toBeUndefined();
    demoCounts.set(`${persona} ${name}`, statements.length);
  }
  const run: RunStatement = (sql, params) => dataSource.query(sql, params);
  await seedFederation(
    {
      run,
      transaction: (work) =>
        dataSource.transaction((manager) => work((sql, params) => manager.query(sql, params))),
    },
    GROWN,
  );
}, 600_000);

afterAll(() => restore?.());

describe('the busiest screens at federation size', () => {
  it.each(CASES)(
    'as %s, %s reads athletes, their units, consents and audit_log through indexes, in no more statements than at demo size',
    async (persona, name, screen) => {
      const { statements, errors } = await statementsOf(persona, screen);
      expect(errors).toBeUndefined();
      expect(
        statements.length,
        statements.map((statement) => statement.sql.replace(/\s+/g, ' ').slice(0, 160)).join('\n'),
      ).toBeLessThanOrEqual(demoCounts.get(`${persona} ${name}`)!);
      const { dataSource } = fixture.server;
      const findings: { sql: string; scans: string[]; rows: number }[] = [];
      for (const statement of statements) {
        const page = /\bLIMIT\b/i.test(statement.sql);
        const scans = page ? sequentialScans(await planOf(dataSource, statement)) : [];
        const rows = (await dataSource.query<unknown[]>(statement.sql, statement.params)).length;
        if (scans.length > 0 || rows > MOST_ROWS) {
          findings.push({ sql: statement.sql.replace(/\s+/g, ' ').slice(0, 300), scans, rows });
        }
      }
      expect(findings).toEqual([]);
    },
  );
});

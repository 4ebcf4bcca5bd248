// The federation seed: a school grown to a federation's size, on top of the demo seed, with set-based
// SQL (seconds, not minutes). Used by the bench's federation section and by the plan test
// (tests/api/list-plans.test.ts), never by the demo or test seeds.
//
//   - Kartal Spor Akademisi's demo athletes copied until it holds `athletes` of them, each copy with
//     its original's memberships (no jersey number), consents and guardian links, so every persona sees
//     what it saw at demo size, multiplied;
//   - `auditRows` audit rows, nine in ten Kartal's, spread over two years;
//   - VACUUM ANALYZE, as a database that has lived with its data would be.
import { DEMO_ORGANIZATIONS } from '../../server/src/features/organizations/organizations.seed.js';

export interface FederationSize {
  athletes: number;
  auditRows: number;
}

export const FEDERATION: FederationSize = { athletes: 100_000, auditRows: 1_000_000 };

// athlete_units and athlete_tallies follow the others by trigger (ADR 0007); they are analysed too.
const GROWN_TABLES = [
  'athletes',
  'team_memberships',
  'consents',
  'guardian_links',
  'audit_log',
  'athlete_units',
  'athlete_tallies',
];

export interface FederationResult extends FederationSize {
  ms: number;
}

/** Runs one statement with its parameters and answers its rows. */
export type RunStatement = (sql: string, params?: unknown[]) => Promise<unknown[]>;

/** Where the seed writes: statements inside one transaction, then statements outside any. */
export interface FederationTarget {
  transaction(work: (run: RunStatement) => Promise<void>): Promise<void>;
  run: RunStatement;
}

/** Grows a database holding the demo seed to `size`. Run once per database. */
export async function seedFederation(
  target: FederationTarget,
  size: FederationSize = FEDERATION,
): Promise<FederationResult> {
  const startedAt = performance.now();
  const kartal = DEMO_ORGANIZATIONS.kartal.id;
  await target.transaction(async (run) => {
    // Bulk load the way PostgreSQL is fastest at it: the secondary indexes of the grown tables are
    // dropped and built again once the rows are in (a GIN or a random-uuid index updated row by row
    // is most of the time otherwise). Unique and primary keys stay, so the rows are checked as usual.
    const secondary = (await run(
      `SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
         JOIN pg_class c ON c.relname = i.indexname
         JOIN pg_index x ON x.indexrelid = c.oid
        WHERE i.schemaname = 'public' AND i.tablename = ANY($1::text[]) AND NOT x.indisunique`,
      [GROWN_TABLES],
    )) as { name: string; definition: string }[];
    for (const index of secondary) await run(`DROP INDEX "${index.name}"`);
    // The copies: round r of the originals (ordered by id), as many rounds as it takes. A copy keeps
    // its original's id in `copies` so that the rows hanging off it can be copied too.
    await run(
      `CREATE TEMP TABLE copies ON COMMIT DROP AS
       WITH originals AS (
         SELECT a.*, row_number() OVER (ORDER BY a.id) - 1 AS n, count(*) OVER () AS total
           FROM athletes a WHERE a.organization_id = $1 AND a.archived_at IS NULL)
       SELECT gen_random_uuid() AS id, o.id AS original_id, r
         FROM originals o, LATERAL generate_series(1, ceil($2::numeric / o.total)::int) AS r
        WHERE (r - 1) * o.total + o.n < $2::int - o.total`,
      [kartal, size.athletes],
    );
    await run(
      `INSERT INTO athletes (id, organization_id, first_name, last_name, birth_date, gender, status,
                             medical_notes, emergency_contact_name, emergency_contact_phone, email, phone,
                             address, created_at)
       SELECT c.id, a.organization_id, a.first_name, left(a.last_name || ' ' || c.r, 100),
              a.birth_date, a.gender, a.status, a.medical_notes, a.emergency_contact_name,
              a.emergency_contact_phone, NULL, a.phone, a.address, a.created_at - c.r * interval '1 minute'
         FROM copies c JOIN athletes a ON a.id = c.original_id`,
    );
    await run(
      `INSERT INTO team_memberships (team_id, athlete_id, position, status, from_on, to_on)
       SELECT m.team_id, c.id, m.position, m.status, m.from_on, m.to_on
         FROM copies c JOIN team_memberships m ON m.athlete_id = c.original_id`,
    );
    await run(
      `INSERT INTO consents (athlete_id, purpose, granted_by_user_id, granted_at, withdrawn_at, withdrawn_by_user_id)
       SELECT c.id, k.purpose, k.granted_by_user_id, k.granted_at, k.withdrawn_at, k.withdrawn_by_user_id
         FROM copies c JOIN consents k ON k.athlete_id = c.original_id`,
    );
    await run(
      `INSERT INTO guardian_links (athlete_id, user_id, relationship, legal_guardian, is_primary, may_pick_up, archived_at)
       SELECT c.id, g.user_id, g.relationship, g.legal_guardian, g.is_primary, g.may_pick_up, g.archived_at
         FROM copies c JOIN guardian_links g ON g.athlete_id = c.original_id`,
    );
    await insertAuditRows(run, size.auditRows);
    for (const index of secondary) await run(index.definition);
  });
  for (const table of GROWN_TABLES) await target.run(`VACUUM ANALYZE ${table}`);
  return { ...size, ms: performance.now() - startedAt };
}

/**
 * `count` audit rows, nine in ten Kartal's, about athletes, one a minute or so back from now over two
 * years for a million. The bench adds a screenful of them before it measures at demo size too (the demo
 * seed writes no audit row), so that the audit log's first page holds fifty rows at both sizes.
 */
export async function insertAuditRows(run: RunStatement, count: number): Promise<void> {
  const kartal = DEMO_ORGANIZATIONS.kartal.id;
  const anadolu = DEMO_ORGANIZATIONS.anadolu.id;
  await run(
    `INSERT INTO audit_log (organization_id, action, entity_type, entity_id, summary, created_at)
     SELECT CASE WHEN i % 10 = 0 THEN $2::uuid ELSE $1::uuid END,
            (ARRAY['create','update','update','grant','read_health','move','link','archive']::audit_action[])[1 + i % 8],
            'athlete', gen_random_uuid(), 'Federation row ' || i,
            now() - (i * interval '63 seconds')
       FROM generate_series(1, $3::int) AS i`,
    [kartal, anadolu, count],
  );
}

/** The federation target of a `pg` connection string (the bench's databases). */
export async function withPgTarget<T>(
  databaseUrl: string,
  work: (target: FederationTarget) => Promise<T>,
): Promise<T> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  // An interrupted bench drops the database under this connection (see peers.ts).
  client.on('error', () => undefined);
  await client.connect();
  const run: RunStatement = async (sql, params) => (await client.query(sql, params)).rows as unknown[];
  try {
    return await work({
      run,
      transaction: async (inner) => {
        await client.query('BEGIN');
        try {
          await inner(run);
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw error;
        }
      },
    });
  } finally {
    await client.end();
  }
}

// Arena's list reads side by side with PostGraphile 4 and 5, the stack's floor and the raw-SQL ceiling,
// on the bench database (tests/bench/volume.ts), in alternating rounds so that every server meets the
// same load from the rest of the machine:
//
//   - Arena: the compiled server run.ts started, over POST /graphql with the organization admin's token
//     (Kartal's, whose contacts the bench seed fills); its server connects as the database owner;
//   - PostGraphile 4 (tests/bench/postgraphile-peer.ts) and PostGraphile 5 (tests/bench/postgraphile5/,
//     installed apart), each set up two ways: like Arena (the owner's connection, the organization as a
//     `condition` in the query: the headline comparison) and with row-level security (a JWT whose role
//     the policies limit to the organization, each request in a transaction);
//   - pgbench running Arena's own statements (built by the contacts service's contactPageStatements,
//     with the parameters written in), the ceiling a server in front of PostgreSQL can approach;
//   - the stack's floor (tests/bench/floor-peer.ts): Fastify and Apollo Server over Arena's schema,
//     answering Arena's own first page and `me` from memory, what the stack alone costs per answer.
//
// Before the load, one answer of each is compared: the same contact ids in the same order (the floor:
// the same bytes). Before each sample the bench database is idle: no other statement runs on it (a
// previous sample's requests, which autocannon abandons rather than awaits, or autovacuum).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import jwt from 'jsonwebtoken';
import pg from 'pg';
import {
  contactPageStatements,
  contactSelectList,
  encodeCursor,
} from '../../server/src/features/contacts/contacts.service.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../..');
const HOST = '127.0.0.1';

export interface PeerSetup {
  /** The bench database (a superuser connection). */
  databaseUrl: string;
  arenaUrl: string;
  /** The organization admin's access token for Arena. */
  token: string;
  /** The organization admin's organization (Kartal), whose contacts every peer reads. */
  organizationId: string;
  connections: number;
  /** Seconds of each measurement, and rounds of the peers. */
  seconds: number;
  rounds: number;
  warmupSeconds: number;
  freePort: () => Promise<number>;
  /** Registers a process to kill if the bench is interrupted. */
  track: (child: ChildProcess) => void;
}

export interface Run {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Non-2xx, errors, timeouts and wrong bodies together (pgbench: failed transactions). */
  failures: number;
}

/** pg4/pg5: set up like Arena; pg4Rls/pg5Rls: with row-level security. */
export type PostgraphilePeer = 'pg4' | 'pg5' | 'pg4Rls' | 'pg5Rls';
export type PeerName = 'arena' | PostgraphilePeer | 'floor' | 'pgbench';
/** The peers Arena's req/s are divided by. */
export type OtherPeer = Exclude<PeerName, 'arena'>;
const PEER_ORDER: readonly PeerName[] = ['arena', 'pg4', 'pg5', 'pg4Rls', 'pg5Rls', 'floor', 'pgbench'];

export interface Scenario {
  key: string;
  label: string;
  /** Each peer's runs, one per round; a peer that has no counterpart is absent. */
  runs: Partial<Record<PeerName, Run[]>>;
  /** The first ids of each peer's answer agreed (null when only Arena answers it). */
  sameRows: boolean | null;
  rows: number;
}

export interface PeersResult {
  scenarios: Scenario[];
  /** The PostGraphile versions that ran (absent: that version was left out). */
  postgraphileVersions: Partial<Record<4 | 5, string>>;
  /** Samples that began before the database was idle (it stayed busy for the whole wait). */
  busyStarts: number;
}

// --- The queries -------------------------------------------------------------------------------

const CONTACT_FIELDS = 'id name emails { email label } phoneNumbers { country phoneNumber label } tags';
const PAGE = 50;
const DEEP_POSITION = 50_000;
const SEARCH = 'kaya';

const arenaContacts = (args: string, count: boolean) =>
  `query ArenaContacts($after: String) { contacts(first: ${PAGE}, after: $after${args}) { ${count ? 'totalCount ' : ''}endCursor nodes { ${CONTACT_FIELDS} } } }`;

/**
 * A PostGraphile peer: its version, and how it is set up. Like Arena: the owner's connection (no JWT, no
 * role, no transaction) and the organization named in the query (`condition: { organizationId }`), the
 * way Arena's server reads its rows. With row-level security: a JWT whose claims set the role and the
 * organization, each request in a transaction, the organization enforced by policies.
 */
interface PostgraphileSpec {
  name: PostgraphilePeer;
  version: 4 | 5;
  rls: boolean;
  label: string;
}

const POSTGRAPHILE_PEERS: readonly PostgraphileSpec[] = [
  { name: 'pg4', version: 4, rls: false, label: 'PostGraphile 4, like Arena' },
  { name: 'pg5', version: 5, rls: false, label: 'PostGraphile 5, like Arena' },
  { name: 'pg4Rls', version: 4, rls: true, label: 'PostGraphile 4, row-level security' },
  { name: 'pg5Rls', version: 5, rls: true, label: 'PostGraphile 5, row-level security' },
];

/** The documents each PostGraphile peer answers: v5 (Amber) names the primary key `rowId` (`id` is the node id). */
function postgraphileQueries(spec: PostgraphileSpec, organizationId: string) {
  const id = spec.version === 5 ? 'rowId' : 'id';
  const idOrder = spec.version === 5 ? 'ROW_ID_ASC' : 'ID_ASC';
  const condition = spec.rls ? '' : `, condition: { organizationId: "${organizationId}" }`;
  const order = `orderBy: [SORT_KEY_ASC, ${idOrder}]${condition}`;
  return {
    id,
    contacts: (args: string, count: boolean) =>
      `query PeerContacts($after: Cursor) { allContacts(first: ${PAGE}, after: $after, ${order}${args}) { ${count ? 'totalCount ' : ''}pageInfo { endCursor } nodes { ${id} name emails phoneNumbers tagIds } } }`,
    cursorAt: (position: number) =>
      `{ allContacts(first: 1, offset: ${position - 1}, ${order}) { edges { cursor node { ${id} } } } }`,
    tasks: `{ allTasks(orderBy: [POSITION_ASC, ${idOrder}]${condition}) { nodes { ${id} type title completed dueDate priority tagIds position assignedTo userByAssignedTo { ${id} name avatar } subTasks } } }`,
  };
}

// The tasks screen's list (the same query as run.ts).
const ARENA_TASKS =
  '{ tasks { id type title completed dueDate priority tags order assignedTo assignee { id name avatar } subTasks { id title completed } } }';
// The users screen's first page (client/src/features/users/graphql/users.ts, UsersPage + AdminUserRow).
const ARENA_USERS = `{ adminUsers(page: 0, size: 20, sort: name, order: asc) {
  items { id fullName email phone avatar status subscriptionId organizationId organization { id name }
          createdAt updatedAt roles { id roleId scopeType scopeId assignedAt role { id key name } } }
  pagination { length size page lastPage startIndex endIndex } } }`;

// `me`, as run.ts measures it; every right answer names the organization admin the lists are read as.
export const ARENA_ME = '{ me { id name email } }';
const ME_EXPECT = '"org.admin@arena.local"';

// --- Processes ---------------------------------------------------------------------------------

interface Peer {
  url: string;
  token: string;
  stop: () => Promise<void>;
}

/** A peer server in a process of its own (a TypeScript file run with tsx), ready once `ready` answers true. */
async function startPeerProcess(
  setup: PeerSetup,
  name: string,
  script: string,
  env: Record<string, string>,
  ready: (url: string) => Promise<boolean>,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await setup.freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(HERE, script)], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', PEER_PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  setup.track(child);
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (output.length > 30) output.splice(0, output.length - 30);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://${HOST}:${port}/graphql`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
  };
  const deadline = performance.now() + 90_000;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if (await ready(url)) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`${name} did not start:\n    ${output.join('\n    ')}`);
}

const POSTGRAPHILE5_DIR = path.join(HERE, 'postgraphile5');

/**
 * PostGraphile 5 lives in its own directory (it cannot share node_modules with PostGraphile 4): installed
 * from its lock file on first use. False when that fails (the PostGraphile 5 columns are then absent).
 */
function ensurePostgraphile5(): boolean {
  if (existsSync(path.join(POSTGRAPHILE5_DIR, 'node_modules/postgraphile/package.json'))) return true;
  console.log(`  PostGraphile 5 is not installed: npm ci --prefix ${path.relative(ROOT, POSTGRAPHILE5_DIR)}`);
  const result = spawnSync('npm', ['ci', '--prefix', POSTGRAPHILE5_DIR, '--no-audit', '--no-fund'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status === 0) return true;
  console.log('  warning: installing PostGraphile 5 failed; it is left out of the comparison');
  return false;
}

async function postgraphileVersion(version: 4 | 5): Promise<string> {
  const dir = version === 5 ? POSTGRAPHILE5_DIR : ROOT;
  const file = path.join(dir, 'node_modules/postgraphile/package.json');
  return (JSON.parse(await readFile(file, 'utf8')) as { version: string }).version;
}

async function startPostgraphile(setup: PeerSetup, spec: PostgraphileSpec, role: string): Promise<Peer> {
  const env: Record<string, string> = { PEER_DATABASE_URL: setup.databaseUrl, PEER_POOL_SIZE: '10' };
  let token = '';
  if (spec.rls) {
    const secret = randomBytes(32).toString('base64url');
    env.PEER_JWT_SECRET = secret;
    // The claims PostGraphile turns into `SET LOCAL role` and `jwt.claims.organization_id`.
    token = jwt.sign({ role, organization_id: setup.organizationId }, secret, {
      audience: 'postgraphile',
      expiresIn: '2h',
    });
  }
  const started = await startPeerProcess(
    setup,
    spec.label,
    spec.version === 5 ? 'postgraphile5/peer.ts' : 'postgraphile-peer.ts',
    env,
    async (url) => (await graphql(url, token, '{ __typename }')).includes('Query'),
  );
  return { ...started, token };
}

/** The stack's floor, answering the given `data` fields of Arena's answers (floor-peer.ts). */
async function startFloor(setup: PeerSetup, answers: { me: unknown; contacts: unknown }): Promise<Peer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'arena-floor-'));
  const file = path.join(dir, 'answers.json');
  await writeFile(file, JSON.stringify(answers));
  try {
    const started = await startPeerProcess(
      setup,
      'The floor server',
      'floor-peer.ts',
      { PEER_ANSWERS: file },
      async (url) => (await graphql(url, '', '{ __typename }')).includes('Query'),
    );
    return { ...started, token: '' };
  } finally {
    // The server read the file when it started.
    await rm(dir, { recursive: true, force: true });
  }
}

/** The peer's view of the bench database: a role that reads the lists, limited to one organization. */
async function preparePeerRole(client: pg.Client, role: string): Promise<void> {
  const organization = `current_setting('jwt.claims.organization_id', true)::uuid`;
  await client.query(`CREATE ROLE ${role} NOLOGIN`);
  await client.query(`GRANT USAGE ON SCHEMA public TO ${role}`);
  await client.query(`GRANT SELECT ON contacts, tasks TO ${role}`);
  await client.query(`GRANT SELECT (id, name, avatar, organization_id) ON users TO ${role}`);
  // Arena's server connects as the owner (superuser), which row-level security does not apply to.
  for (const table of ['contacts', 'tasks', 'users']) {
    await client.query(`ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY`);
    await client.query(
      `CREATE POLICY bench_peer_${table} ON ${table} FOR SELECT TO ${role} USING (organization_id = ${organization})`,
    );
  }
}

async function dropPeerRole(databaseUrl: string, role: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    for (const table of ['contacts', 'tasks', 'users']) {
      await client.query(`DROP POLICY IF EXISTS bench_peer_${table} ON ${table}`);
      await client.query(`ALTER TABLE ${table} DISABLE ROW LEVEL SECURITY`);
    }
    await client.query(`DROP OWNED BY ${role}`);
    await client.query(`DROP ROLE IF EXISTS ${role}`);
  } finally {
    await client.end();
  }
}

// --- Load --------------------------------------------------------------------------------------

async function graphql(url: string, token: string, query: string, variables: object = {}): Promise<string> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  if (response.status !== 200 || text.includes('"errors"')) {
    throw new Error(`${url} answered ${response.status}: ${text.slice(0, 400)}`);
  }
  return text;
}

interface HttpTarget {
  url: string;
  token: string;
  body: string;
  /** A string every right answer contains (the first id). */
  expect: string;
}

async function httpLoad(target: HttpTarget, connections: number, seconds: number): Promise<Run> {
  const instance = autocannon({
    url: target.url,
    method: 'POST',
    headers: {
      ...(target.token ? { authorization: `Bearer ${target.token}` } : {}),
      'content-type': 'application/json',
    },
    body: target.body,
    connections,
    duration: seconds,
    timeout: 10,
    verifyBody: (body) => body.includes(target.expect) && !body.includes('"errors"'),
  });
  const guard = setTimeout(() => instance.stop(), (seconds + 30) * 1000);
  try {
    const result = await instance;
    return {
      requestsPerSecond: result.requests.total / seconds,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      requests: result.requests.total,
      failures: result.non2xx + result.errors + result.timeouts + result.mismatches,
    };
  } finally {
    clearTimeout(guard);
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

/** pgbench over one script: transactions per second and latency percentiles from its per-transaction log. */
async function pgbenchLoad(
  databaseUrl: string,
  script: string,
  connections: number,
  seconds: number,
): Promise<Run> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'arena-pgbench-'));
  try {
    const file = path.join(dir, 'script.sql');
    await writeFile(file, `${script}\n`);
    const url = new URL(databaseUrl);
    const args = [
      '-n',
      '-M',
      'prepared',
      '-c',
      String(connections),
      '-j',
      String(Math.min(2, connections)),
      '-T',
      String(seconds),
      '-f',
      file,
      '-l',
      `--log-prefix=${path.join(dir, 'log')}`,
      '-h',
      url.hostname,
      '-p',
      url.port || '5432',
      '-U',
      decodeURIComponent(url.username || 'postgres'),
      url.pathname.slice(1),
    ];
    const env = { ...process.env, ...(url.password ? { PGPASSWORD: decodeURIComponent(url.password) } : {}) };
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn('pgbench', args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      const timer = setTimeout(() => child.kill('SIGKILL'), (seconds + 30) * 1000);
      child.once('error', reject);
      child.once('exit', (code) => {
        clearTimeout(timer);
        if (code === 0) resolve(text);
        else reject(new Error(`pgbench exited with ${code}: ${text.slice(-600)}`));
      });
    });
    const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(output)?.[1] ?? NaN);
    const failed = Number(/number of failed transactions: (\d+)/.exec(output)?.[1] ?? 0);
    const latencies: number[] = [];
    for (const name of await readdir(dir)) {
      if (!name.startsWith('log')) continue;
      for (const line of (await readFile(path.join(dir, name), 'utf8')).split('\n')) {
        const microseconds = Number(line.split(' ')[2]);
        if (Number.isFinite(microseconds) && line) latencies.push(microseconds / 1000);
      }
    }
    latencies.sort((a, b) => a - b);
    return {
      requestsPerSecond: tps,
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      requests: latencies.length,
      failures: failed,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

// --- SQL the way pgbench runs it ----------------------------------------------------------------

function literal(value: unknown): string {
  if (typeof value === 'number') return String(value);
  return `'${String(value).replace(/'/g, "''")}'`;
}

/** The statement with its `$n` parameters written in (pgbench scripts take no bound values). */
function inline(sql: string, params: readonly unknown[]): string {
  return sql.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]));
}

/** Arena's statements for a contacts page, as ContactsService.page runs them (one script line each). */
function arenaContactStatements(
  organizationId: string,
  page: { query?: string; cursor?: [string, string] | null; counting: boolean },
): { script: string; statements: { sql: string; params: unknown[] }[] } {
  const built = contactPageStatements({
    columns: contactSelectList(['id', 'name', 'emails', 'phoneNumbers', 'tagIds']),
    organizationId,
    query: page.query ?? null,
    cursor: page.cursor ?? null,
    first: PAGE,
    counting: page.counting,
  });
  const statements = [{ sql: built.rowsSql, params: built.params }];
  if (page.counting && !built.trigram) statements.push({ sql: built.countSql, params: built.countParams });
  const script = statements
    .map(({ sql, params }) => `${inline(sql, params).replace(/\s+/g, ' ')};`)
    .join('\n');
  return { script, statements };
}

// --- Answers -----------------------------------------------------------------------------------

function arenaIds(text: string, field: string): string[] {
  const body = JSON.parse(text) as { data: Record<string, { nodes?: { id: string }[] } | { id: string }[]> };
  const value = body.data[field];
  const nodes = Array.isArray(value) ? value : (value?.nodes ?? []);
  return nodes.map((node) => node.id);
}

function peerIds(text: string, field: string, id: string): string[] {
  const body = JSON.parse(text) as { data: Record<string, { nodes: Record<string, string>[] }> };
  return body.data[field]?.nodes.map((node) => node[id] ?? '') ?? [];
}

function sameList(lists: string[][]): boolean {
  const [first, ...rest] = lists;
  return !!first && first.length > 0 && rest.every((list) => list.join() === first.join());
}

// --- The bench ---------------------------------------------------------------------------------

type Targets = Partial<Record<Exclude<PeerName, 'pgbench'>, HttpTarget>>;

interface Plan {
  key: string;
  label: string;
  targets: Targets;
  pgbench?: string;
  sameRows: boolean | null;
  rows: number;
}

/**
 * Waits until no other statement runs on the bench database (a previous sample's abandoned requests,
 * autovacuum), seen twice in a row, then a moment for the servers to write out what they had read.
 * False when it stayed busy for the whole wait (the sample then starts anyway and is counted).
 */
async function waitForIdle(client: pg.Client, timeoutMs = 30_000): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  let quiet = 0;
  while (performance.now() < deadline) {
    const { rows } = await client.query<{ busy: number }>(
      `SELECT count(*)::int AS busy FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid()
          AND state IN ('active', 'idle in transaction', 'idle in transaction (aborted)', 'fastpath function call')`,
    );
    quiet = (rows[0]?.busy ?? 0) === 0 ? quiet + 1 : 0;
    if (quiet >= 2) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      return true;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

export async function benchPeers(setup: PeerSetup): Promise<PeersResult> {
  const { organizationId } = setup;
  const role = `${new URL(setup.databaseUrl).pathname.slice(1)}_peer`;
  const admin = new pg.Client({ connectionString: setup.databaseUrl, connectionTimeoutMillis: 10_000 });
  await admin.connect();
  const postgraphiles = new Map<PostgraphilePeer, { spec: PostgraphileSpec; peer: Peer }>();
  let floor: Peer | undefined;
  try {
    await preparePeerRole(admin, role);
    const withFive = ensurePostgraphile5();
    const versions: Partial<Record<4 | 5, string>> = { 4: await postgraphileVersion(4) };
    if (withFive) versions[5] = await postgraphileVersion(5);
    for (const spec of POSTGRAPHILE_PEERS) {
      if (spec.version === 5 && !withFive) continue;
      postgraphiles.set(spec.name, { spec, peer: await startPostgraphile(setup, spec, role) });
    }
    const arenaUrl = `${setup.arenaUrl}/graphql`;
    const body = (query: string, variables: object = {}) => JSON.stringify({ query, variables });

    // The row at DEEP_POSITION: every server's keyset cursor is taken from it.
    const deep = await admin.query<{ name: string; id: string }>(
      `SELECT name, id FROM contacts WHERE organization_id = $1 ORDER BY sort_key, id OFFSET $2 LIMIT 1`,
      [organizationId, DEEP_POSITION - 1],
    );
    const deepRow = deep.rows[0];
    if (!deepRow) throw new Error(`the bench organization has fewer than ${DEEP_POSITION} contacts`);
    const arenaCursor = encodeCursor(deepRow);
    const peerCursors = new Map<PostgraphilePeer, string>();
    for (const [name, { spec, peer }] of postgraphiles) {
      const queries = postgraphileQueries(spec, organizationId);
      const answer = JSON.parse(await graphql(peer.url, peer.token, queries.cursorAt(DEEP_POSITION))) as {
        data: { allContacts: { edges: { cursor: string; node: Record<string, string> }[] } };
      };
      const edge = answer.data.allContacts.edges[0];
      if (!edge || edge.node[queries.id] !== deepRow.id) {
        throw new Error(`${spec.label} disagrees on the contact at ${DEEP_POSITION.toLocaleString('en-US')}`);
      }
      peerCursors.set(name, edge.cursor);
    }

    const plans: Plan[] = [];
    /** Every server's answer to its own document, checked against Arena's: the same ids in the same order. */
    const comparePlan = async (
      key: string,
      label: string,
      arena: { query: string; variables?: object; field: string },
      peerDocument: (
        queries: ReturnType<typeof postgraphileQueries>,
        name: PostgraphilePeer,
      ) => { query: string; variables?: object },
      peerField: string,
      sql?: ReturnType<typeof arenaContactStatements>,
    ) => {
      const arenaText = await graphql(arenaUrl, setup.token, arena.query, arena.variables);
      const lists: { who: string; ids: string[] }[] = [
        { who: 'Arena', ids: arenaIds(arenaText, arena.field) },
      ];
      const expect = lists[0]!.ids[0] ?? '"nodes"';
      const targets: Targets = {
        arena: { url: arenaUrl, token: setup.token, body: body(arena.query, arena.variables), expect },
      };
      for (const [name, { spec, peer }] of postgraphiles) {
        const queries = postgraphileQueries(spec, organizationId);
        const document = peerDocument(queries, name);
        const text = await graphql(peer.url, peer.token, document.query, document.variables);
        lists.push({ who: spec.label, ids: peerIds(text, peerField, queries.id) });
        targets[name] = {
          url: peer.url,
          token: peer.token,
          body: body(document.query, document.variables),
          expect,
        };
      }
      if (sql) {
        const sqlIds: string[] = [];
        for (const [index, { sql: text, params }] of sql.statements.entries()) {
          const result = await admin.query<{ id?: string }>(text, params);
          if (index === 0) sqlIds.push(...result.rows.slice(0, PAGE).map((row) => row.id ?? ''));
        }
        lists.push({ who: "Arena's SQL", ids: sqlIds });
      }
      const same = sameList(lists.map((list) => list.ids));
      if (!same) {
        console.log(
          `  warning: ${label}: the answers differ (first ids ${lists.map((list) => `${list.who}: ${list.ids[0]}…(${list.ids.length})`).join(' / ')})`,
        );
      }
      plans.push({
        key,
        label,
        targets,
        ...(sql ? { pgbench: sql.script } : {}),
        sameRows: same,
        rows: lists[0]!.ids.length,
      });
    };

    await comparePlan(
      'firstPage',
      'contacts: first page of 50 (A–Z, emails, phones, tags)',
      { query: arenaContacts('', false), field: 'contacts' },
      (queries) => ({ query: queries.contacts('', false) }),
      'allContacts',
      arenaContactStatements(organizationId, { counting: false }),
    );
    await comparePlan(
      'deepPage',
      `contacts: the 50 after position ${DEEP_POSITION.toLocaleString('en-US')}`,
      { query: arenaContacts('', false), variables: { after: arenaCursor }, field: 'contacts' },
      (queries, name) => ({
        query: queries.contacts('', false),
        variables: { after: peerCursors.get(name) },
      }),
      'allContacts',
      arenaContactStatements(organizationId, { cursor: [deepRow.name, deepRow.id], counting: false }),
    );
    await comparePlan(
      'search',
      `contacts: search "${SEARCH}" with totalCount`,
      { query: arenaContacts(`, query: "${SEARCH}"`, true), field: 'contacts' },
      (queries) => ({
        query: queries.contacts(`, filter: { name: { includesInsensitive: "${SEARCH}" } }`, true),
      }),
      'allContacts',
      arenaContactStatements(organizationId, { query: SEARCH, counting: true }),
    );

    // The stack's floor answers Arena's first page and `me` from memory: the same bytes, or no row.
    const firstPageText = await graphql(arenaUrl, setup.token, arenaContacts('', false));
    const meText = await graphql(arenaUrl, setup.token, ARENA_ME);
    if (!meText.includes(ME_EXPECT))
      throw new Error(`\`me\` does not name the organization admin: ${meText}`);
    const data = (text: string) => (JSON.parse(text) as { data: Record<string, unknown> }).data;
    floor = await startFloor(setup, { me: data(meText).me, contacts: data(firstPageText).contacts });
    const floorFirstPage = await graphql(floor.url, '', arenaContacts('', false));
    const floorMe = await graphql(floor.url, '', ARENA_ME);
    const sameBytes = floorFirstPage === firstPageText && floorMe === meText;
    if (!sameBytes) console.log('  warning: the floor server does not answer the same bytes as Arena');
    const firstPagePlan = plans.find((plan) => plan.key === 'firstPage');
    if (firstPagePlan?.targets.arena && sameBytes) {
      firstPagePlan.targets.floor = { ...firstPagePlan.targets.arena, url: floor.url, token: '' };
    }
    plans.push({
      key: 'me',
      label: '`me` (id, name, email)',
      targets: {
        arena: { url: arenaUrl, token: setup.token, body: body(ARENA_ME), expect: ME_EXPECT },
        ...(sameBytes
          ? { floor: { url: floor.url, token: '', body: body(ARENA_ME), expect: ME_EXPECT } }
          : {}),
      },
      sameRows: null,
      rows: 1,
    });

    // The tasks list: the same rows in the same order (position, then id).
    await comparePlan(
      'tasks',
      'tasks list (assignee, sub-tasks)',
      { query: ARENA_TASKS, field: 'tasks' },
      (queries) => ({ query: queries.tasks }),
      'allTasks',
    );

    // The users page: Arena only (its visibility rule and role assignments have no peer counterpart).
    const users = await graphql(arenaUrl, setup.token, ARENA_USERS);
    const userIds = (JSON.parse(users) as { data: { adminUsers: { items: { id: string }[] } } }).data
      .adminUsers.items;
    plans.push({
      key: 'users',
      label: 'users page (20, roles, organization)',
      targets: {
        arena: { url: arenaUrl, token: setup.token, body: body(ARENA_USERS), expect: userIds[0]?.id ?? '' },
      },
      sameRows: null,
      rows: userIds.length,
    });

    // Warm-up: every target once, briefly (JIT, plans, pools).
    for (const plan of plans) {
      for (const target of Object.values(plan.targets)) {
        await waitForIdle(admin);
        await httpLoad(target, setup.connections, setup.warmupSeconds);
      }
    }

    const scenarios: Scenario[] = plans.map((plan) => ({
      key: plan.key,
      label: plan.label,
      runs: Object.fromEntries([
        ...Object.keys(plan.targets).map((name) => [name, []]),
        ...(plan.pgbench ? [['pgbench', []]] : []),
      ]) as Scenario['runs'],
      sameRows: plan.sameRows,
      rows: plan.rows,
    }));
    let busyStarts = 0;
    for (let round = 0; round < setup.rounds; round += 1) {
      console.log(`  round ${round + 1} of ${setup.rounds}…`);
      // Each round starts one peer later, so none always meets a warmer or colder machine.
      const shift = round % PEER_ORDER.length;
      const order = [...PEER_ORDER.slice(shift), ...PEER_ORDER.slice(0, shift)];
      for (const [index, plan] of plans.entries()) {
        const scenario = scenarios[index]!;
        for (const name of order) {
          const target = name === 'pgbench' ? undefined : plan.targets[name];
          if (!target && !(name === 'pgbench' && plan.pgbench)) continue;
          if (!(await waitForIdle(admin))) busyStarts += 1;
          if (target) scenario.runs[name]!.push(await httpLoad(target, setup.connections, setup.seconds));
          else
            scenario.runs.pgbench!.push(
              await pgbenchLoad(setup.databaseUrl, plan.pgbench!, setup.connections, setup.seconds),
            );
        }
      }
    }
    if (busyStarts > 0) console.log(`  warning: ${busyStarts} sample(s) started on a busy database`);
    return { scenarios, postgraphileVersions: versions, busyStarts };
  } finally {
    for (const { peer } of postgraphiles.values()) await peer.stop();
    await floor?.stop();
    await admin.end();
    await dropPeerRole(setup.databaseUrl, role).catch((error: unknown) =>
      console.log(`  warning: could not drop the peer role ${role}: ${String(error)}`),
    );
  }
}

// --- Summary -----------------------------------------------------------------------------------

export function median(values: number[]): number {
  const sorted = [...values].filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The median of each measure over the rounds, and the range of req/s. */
export function summarizeRuns(runs: Run[] | undefined) {
  if (!runs || runs.length === 0) return undefined;
  const rates = runs.map((run) => run.requestsPerSecond);
  return {
    requestsPerSecond: median(rates),
    minRequestsPerSecond: Math.min(...rates),
    maxRequestsPerSecond: Math.max(...rates),
    p50Ms: median(runs.map((run) => run.p50Ms)),
    p99Ms: median(runs.map((run) => run.p99Ms)),
    failures: runs.reduce((sum, run) => sum + run.failures, 0),
    /** Samples (rounds) and the requests they made. */
    count: runs.length,
    requests: runs.reduce((sum, run) => sum + run.requests, 0),
  };
}

/** Arena's (or `of`'s) req/s over the peer's, round by round (the two met the same load), as median and range. */
export function ratios(scenario: Scenario, peer: OtherPeer, of: PeerName = 'arena') {
  const arena = scenario.runs[of] ?? [];
  const other = scenario.runs[peer] ?? [];
  const values = arena
    .map((run, round) => run.requestsPerSecond / (other[round]?.requestsPerSecond ?? Number.NaN))
    .filter(Number.isFinite);
  if (values.length === 0) return undefined;
  return {
    median: median(values),
    min: Math.min(...values),
    max: Math.max(...values),
    count: values.length,
  };
}

/**
 * The budgets (reported, not asserted): like with like. Arena against PostGraphile 5 set up like Arena
 * (the owner's connection, the organization in the query); the floor ratios bound what Arena can reach.
 */
export const PEER_BUDGETS = {
  firstPageVsPostgraphile5: 1.5,
  deepPageVsPostgraphile5: 1.5,
  searchVsPostgraphile5: 1.5,
  /** Arena ÷ the stack's floor. */
  firstPageVsFloor: 0.5,
  meVsFloor: 0.8,
  /** The deep page's p99 at most this much above the first page's. */
  deepPageP99Slack: 0.2,
  /** Also run.ts's budget for its own `me` measurement. */
  meRequestsPerSecond: 6_000,
} as const;

export interface PeerCheck {
  label: string;
  value: string;
  budget: string;
  pass: boolean | undefined;
}

const times = (value: number) => `${value.toFixed(2)}×`;
const PEER_LABELS: Record<OtherPeer, string> = {
  pg4: 'PostGraphile 4 (like Arena)',
  pg5: 'PostGraphile 5 (like Arena)',
  pg4Rls: 'PostGraphile 4 (RLS)',
  pg5Rls: 'PostGraphile 5 (RLS)',
  floor: "the stack's floor",
  pgbench: 'raw SQL',
};

export function peerChecks(result: PeersResult): PeerCheck[] {
  const byKey = new Map(result.scenarios.map((scenario) => [scenario.key, scenario]));
  const checks: PeerCheck[] = [];
  // `limit` undefined: a measure without a budget. Every value names its samples: n rounds, the range.
  const ratioCheck = (key: string, peer: OtherPeer, limit: number | undefined, label: string) => {
    const scenario = byKey.get(key);
    const ratio = scenario && ratios(scenario, peer);
    checks.push({
      label: `${label}: Arena / ${PEER_LABELS[peer]}`,
      value: ratio
        ? `${times(ratio.median)} (n=${ratio.count}, ${times(ratio.min)}–${times(ratio.max)})`
        : 'n/a (a server did not run or completed no request in a sample)',
      budget: limit === undefined ? '' : `≥ ${times(limit)}`,
      pass: limit === undefined ? undefined : ratio ? ratio.median >= limit : false,
    });
  };
  ratioCheck('firstPage', 'pg5', PEER_BUDGETS.firstPageVsPostgraphile5, 'first page');
  ratioCheck('deepPage', 'pg5', PEER_BUDGETS.deepPageVsPostgraphile5, 'deep page');
  ratioCheck('search', 'pg5', PEER_BUDGETS.searchVsPostgraphile5, 'search with count');
  ratioCheck('tasks', 'pg5', undefined, 'tasks list');
  for (const [key, label] of [
    ['firstPage', 'first page'],
    ['deepPage', 'deep page'],
    ['search', 'search with count'],
    ['tasks', 'tasks list'],
  ] as const)
    ratioCheck(key, 'pg4', undefined, label);
  ratioCheck('firstPage', 'floor', PEER_BUDGETS.firstPageVsFloor, 'first page');
  ratioCheck('me', 'floor', PEER_BUDGETS.meVsFloor, '`me`');
  ratioCheck('firstPage', 'pgbench', undefined, 'first page');
  const me = summarizeRuns(byKey.get('me')?.runs.arena);
  if (me) {
    checks.push({
      label: '`me`: Arena, req/s (the rounds; run.ts has its own budget line)',
      value: `${Math.round(me.requestsPerSecond).toLocaleString('en-US')} (n=${me.count}, ${Math.round(me.minRequestsPerSecond).toLocaleString('en-US')}–${Math.round(me.maxRequestsPerSecond).toLocaleString('en-US')})`,
      budget: '',
      pass: undefined,
    });
  }
  const first = summarizeRuns(byKey.get('firstPage')?.runs.arena);
  const deep = summarizeRuns(byKey.get('deepPage')?.runs.arena);
  if (first && deep) {
    const slack = deep.p99Ms / first.p99Ms - 1;
    checks.push({
      label: 'deep page p99 vs first page p99 (Arena)',
      value: `${deep.p99Ms.toFixed(1)} / ${first.p99Ms.toFixed(1)} ms (${slack >= 0 ? '+' : ''}${(slack * 100).toFixed(0)} %; median of n=${deep.count} rounds, ${deep.requests.toLocaleString('en-US')} / ${first.requests.toLocaleString('en-US')} requests)`,
      budget: `≤ +${PEER_BUDGETS.deepPageP99Slack * 100} %`,
      pass: slack <= PEER_BUDGETS.deepPageP99Slack,
    });
  }
  for (const scenario of result.scenarios) {
    if (scenario.sameRows === null) continue;
    checks.push({
      label: `${scenario.label}: same rows, in order (every peer)`,
      value: scenario.sameRows ? `yes (${scenario.rows})` : 'NO',
      budget: 'yes',
      pass: scenario.sameRows,
    });
  }
  const failures = result.scenarios.reduce(
    (sum, scenario) =>
      sum +
      Object.values(scenario.runs).reduce((inner, runs) => inner + (summarizeRuns(runs)?.failures ?? 0), 0),
    0,
  );
  const requests = result.scenarios.reduce(
    (sum, scenario) =>
      sum +
      Object.values(scenario.runs).reduce((inner, runs) => inner + (summarizeRuns(runs)?.requests ?? 0), 0),
    0,
  );
  checks.push({
    label: 'peers: failed requests or wrong bodies',
    value: `${failures} of ${requests.toLocaleString('en-US')}`,
    budget: '0',
    pass: failures === 0,
  });
  checks.push({
    label: 'peers: samples started on a busy database',
    value: String(result.busyStarts),
    budget: '0',
    pass: result.busyStarts === 0,
  });
  return checks;
}

/** The table: req/s (median of the rounds, range), p50 and p99 for each peer, and Arena's ratios. */
export function printPeerTable(result: PeersResult, rounds: number, seconds: number): void {
  const v4 = result.postgraphileVersions[4] ?? '4';
  const v5 = result.postgraphileVersions[5] ?? '5 (not run)';
  const cell = (runs: Run[] | undefined, unit: string) => {
    const summary = summarizeRuns(runs);
    if (!summary) return '—';
    // A sample shorter than one answer: nothing to time (QUICK runs, PostGraphile 4's deep page under load).
    if (summary.requests === 0) return 'no request completed';
    const range =
      runs!.length > 1
        ? ` (${Math.round(summary.minRequestsPerSecond).toLocaleString('en-US')}–${Math.round(summary.maxRequestsPerSecond).toLocaleString('en-US')})`
        : '';
    return `${Math.round(summary.requestsPerSecond).toLocaleString('en-US')} ${unit}${range}, p50 ${summary.p50Ms.toFixed(1)} / p99 ${summary.p99Ms.toFixed(1)} ms`;
  };
  const ratio = (scenario: Scenario, peer: OtherPeer) => {
    const value = ratios(scenario, peer);
    return value ? times(value.median) : '—';
  };
  const print = (title: string, header: string[], rows: string[][]) => {
    const widths = header.map((_, column) =>
      Math.max(...[header, ...rows].map((row) => row[column]!.length)),
    );
    const line = (row: string[]) => row.map((value, column) => value.padEnd(widths[column]!)).join('  ');
    console.log(`\n${title}`);
    console.log(`${line(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
    for (const row of rows) console.log(line(row));
  };
  const samples = `median of ${rounds} alternating round${rounds === 1 ? '' : 's'} of ${seconds} s each (range of req/s in brackets)`;
  print(
    `Lists side by side, like with like (every server on the owner's connection, the organization in the query): ${samples}`,
    [
      'list',
      'Arena',
      `PostGraphile ${v4}`,
      `PostGraphile ${v5}`,
      "the stack's floor",
      'pgbench (Arena SQL)',
      'Arena/PG4',
      'Arena/PG5',
      'Arena/floor',
      'Arena/SQL',
    ],
    result.scenarios.map((scenario) => {
      const sql = ratios(scenario, 'pgbench');
      return [
        scenario.label,
        cell(scenario.runs.arena, 'req/s'),
        cell(scenario.runs.pg4, 'req/s'),
        cell(scenario.runs.pg5, 'req/s'),
        cell(scenario.runs.floor, 'req/s'),
        cell(scenario.runs.pgbench, 'tps'),
        ratio(scenario, 'pg4'),
        ratio(scenario, 'pg5'),
        ratio(scenario, 'floor'),
        sql ? `${(sql.median * 100).toFixed(0)} %` : '—',
      ];
    }),
  );
  print(
    `PostGraphile with row-level security (a JWT, SET LOCAL role and claims, a transaction per request; the organization by policy): ${samples}`,
    ['list', `PostGraphile ${v4} (RLS)`, `PostGraphile ${v5} (RLS)`, 'Arena/PG4 RLS', 'Arena/PG5 RLS'],
    result.scenarios
      .filter((scenario) => scenario.runs.pg4Rls || scenario.runs.pg5Rls)
      .map((scenario) => [
        scenario.label,
        cell(scenario.runs.pg4Rls, 'req/s'),
        cell(scenario.runs.pg5Rls, 'req/s'),
        ratio(scenario, 'pg4Rls'),
        ratio(scenario, 'pg5Rls'),
      ]),
  );
}

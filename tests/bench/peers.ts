// Arena's list reads side by side with a peer and the raw-SQL ceiling, on the bench database
// (tests/bench/volume.ts), in alternating rounds so that both servers meet the same load from the rest
// of the machine:
//
//   - Arena: the compiled server run.ts started, over POST /graphql with the demo admin's token;
//   - PostGraphile 4 (tests/bench/postgraphile-peer.ts) over the same database: a role of its own that
//     row-level security limits to the demo admin's organization, chosen by a JWT like Arena's;
//   - pgbench running Arena's own statements (built by the contacts service's contactPageStatements,
//     with the parameters written in), the ceiling a server in front of PostgreSQL can approach.
//
//   - the stack's floor (tests/bench/floor-peer.ts): Fastify and Apollo Server over Arena's schema,
//     answering Arena's own first page and `me` from memory, what the stack alone costs per answer.
//
// Before the load, one answer of each is compared: the same contact ids in the same order (the floor:
// the same bytes).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
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
  /** The demo admin's access token for Arena. */
  token: string;
  /** The demo admin's organization (Kartal), whose contacts every peer reads. */
  organizationId: string;
  connections: number;
  /** Seconds of each measurement, and rounds of the three. */
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

export type PeerName = 'arena' | 'postgraphile' | 'floor' | 'pgbench';
/** The peers Arena's req/s are divided by. */
export type OtherPeer = Exclude<PeerName, 'arena'>;

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
  postgraphileVersion: string;
}

// --- The queries -------------------------------------------------------------------------------

const CONTACT_FIELDS = 'id name emails { email label } phoneNumbers { country phoneNumber label } tags';
const PEER_CONTACT_FIELDS = 'id name emails phoneNumbers tagIds';
const PEER_ORDER = 'orderBy: [SORT_KEY_ASC, ID_ASC]';
const PAGE = 50;
const DEEP_POSITION = 50_000;
const SEARCH = 'kaya';

const arenaContacts = (args: string, count: boolean) =>
  `query ArenaContacts($after: String) { contacts(first: ${PAGE}, after: $after${args}) { ${count ? 'totalCount ' : ''}endCursor nodes { ${CONTACT_FIELDS} } } }`;
const peerContacts = (args: string, count: boolean) =>
  `query PeerContacts($after: Cursor) { allContacts(first: ${PAGE}, after: $after, ${PEER_ORDER}${args}) { ${count ? 'totalCount ' : ''}pageInfo { endCursor } nodes { ${PEER_CONTACT_FIELDS} } } }`;

// The tasks screen's list (the same query as run.ts) and its PostGraphile counterpart.
const ARENA_TASKS =
  '{ tasks { id type title completed dueDate priority tags order assignedTo assignee { id name avatar } subTasks { id title completed } } }';
const PEER_TASKS =
  '{ allTasks(orderBy: [POSITION_ASC, ID_ASC]) { nodes { id type title completed dueDate priority tagIds position assignedTo userByAssignedTo { id name avatar } subTasks } } }';
// The users screen's first page (client/src/features/users/graphql/users.ts, UsersPage + AdminUserRow).
const ARENA_USERS = `{ adminUsers(page: 0, size: 20, sort: name, order: asc) {
  items { id fullName email phone avatar status subscriptionId organizationId organization { id name }
          createdAt updatedAt roles { id roleId scopeType scopeId assignedAt role { id key name } } }
  pagination { length size page lastPage startIndex endIndex } } }`;

// `me`, as run.ts measures it; every right answer names the demo admin.
export const ARENA_ME = '{ me { id name email } }';
const ME_EXPECT = 'admin@arena.local';

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
  const deadline = performance.now() + 60_000;
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

async function startPostgraphile(setup: PeerSetup, role: string): Promise<Peer> {
  const secret = randomBytes(32).toString('base64url');
  // The claims PostGraphile turns into `SET LOCAL role` and `jwt.claims.organization_id`.
  const token = jwt.sign({ role, organization_id: setup.organizationId }, secret, {
    audience: 'postgraphile',
    expiresIn: '2h',
  });
  const started = await startPeerProcess(
    setup,
    'PostGraphile',
    'postgraphile-peer.ts',
    { PEER_DATABASE_URL: setup.databaseUrl, PEER_JWT_SECRET: secret, PEER_POOL_SIZE: '10' },
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

function peerIds(text: string, field: string): string[] {
  const body = JSON.parse(text) as { data: Record<string, { nodes: { id: string }[] }> };
  return body.data[field]?.nodes.map((node) => node.id) ?? [];
}

function sameList(lists: string[][]): boolean {
  const [first, ...rest] = lists;
  return !!first && first.length > 0 && rest.every((list) => list.join() === first.join());
}

// --- The bench ---------------------------------------------------------------------------------

interface Plan {
  key: string;
  label: string;
  arena: HttpTarget;
  postgraphile?: HttpTarget;
  floor?: HttpTarget;
  pgbench?: string;
  sameRows: boolean | null;
  rows: number;
}

export async function benchPeers(setup: PeerSetup): Promise<PeersResult> {
  const { organizationId } = setup;
  const role = `${new URL(setup.databaseUrl).pathname.slice(1)}_peer`;
  const admin = new pg.Client({ connectionString: setup.databaseUrl, connectionTimeoutMillis: 10_000 });
  await admin.connect();
  let peer: Peer | undefined;
  let floor: Peer | undefined;
  try {
    await preparePeerRole(admin, role);
    peer = await startPostgraphile(setup, role);
    const arenaUrl = `${setup.arenaUrl}/graphql`;
    const arenaBody = (query: string, variables: object = {}) => JSON.stringify({ query, variables });

    // The row at DEEP_POSITION: the keyset cursors of both servers are taken from it.
    const deep = await admin.query<{ name: string; id: string }>(
      `SELECT name, id FROM contacts WHERE organization_id = $1 ORDER BY sort_key, id OFFSET $2 LIMIT 1`,
      [organizationId, DEEP_POSITION - 1],
    );
    const deepRow = deep.rows[0];
    if (!deepRow) throw new Error(`the bench organization has fewer than ${DEEP_POSITION} contacts`);
    const arenaCursor = encodeCursor(deepRow);
    const peerCursorAnswer = JSON.parse(
      await graphql(
        peer.url,
        peer.token,
        `{ allContacts(first: 1, offset: ${DEEP_POSITION - 1}, ${PEER_ORDER}) { edges { cursor node { id } } } }`,
      ),
    ) as { data: { allContacts: { edges: { cursor: string; node: { id: string } }[] } } };
    const peerEdge = peerCursorAnswer.data.allContacts.edges[0];
    if (peerEdge?.node.id !== deepRow.id) throw new Error('PostGraphile disagrees on the contact at 50,000');

    const plans: Plan[] = [];
    const contactsPlan = async (
      key: string,
      label: string,
      arenaQuery: string,
      peerQuery: string,
      variables: { arena: object; peer: object },
      sql: ReturnType<typeof arenaContactStatements>,
    ) => {
      const arenaText = await graphql(arenaUrl, setup.token, arenaQuery, variables.arena);
      const peerText = await graphql(peer!.url, peer!.token, peerQuery, variables.peer);
      const sqlIds: string[] = [];
      for (const [index, { sql: text, params }] of sql.statements.entries()) {
        const result = await admin.query<{ id?: string }>(text, params);
        if (index === 0) sqlIds.push(...result.rows.slice(0, PAGE).map((row) => row.id ?? ''));
      }
      const ids = [arenaIds(arenaText, 'contacts'), peerIds(peerText, 'allContacts'), sqlIds];
      const expect = ids[0]?.[0] ?? '"nodes"';
      plans.push({
        key,
        label,
        arena: { url: arenaUrl, token: setup.token, body: arenaBody(arenaQuery, variables.arena), expect },
        postgraphile: {
          url: peer!.url,
          token: peer!.token,
          body: arenaBody(peerQuery, variables.peer),
          expect,
        },
        pgbench: sql.script,
        sameRows: sameList(ids),
        rows: ids[0]?.length ?? 0,
      });
      if (!sameList(ids)) {
        console.log(
          `  warning: ${label}: the answers differ (first ids ${ids.map((list) => `${list[0]}…(${list.length})`).join(' / ')})`,
        );
      }
    };

    await contactsPlan(
      'firstPage',
      'contacts: first page of 50 (A–Z, emails, phones, tags)',
      arenaContacts('', false),
      peerContacts('', false),
      { arena: {}, peer: {} },
      arenaContactStatements(organizationId, { counting: false }),
    );
    await contactsPlan(
      'deepPage',
      `contacts: the 50 after position ${DEEP_POSITION.toLocaleString('en-US')}`,
      arenaContacts('', false),
      peerContacts('', false),
      { arena: { after: arenaCursor }, peer: { after: peerEdge.cursor } },
      arenaContactStatements(organizationId, { cursor: [deepRow.name, deepRow.id], counting: false }),
    );
    await contactsPlan(
      'search',
      `contacts: search "${SEARCH}" with totalCount`,
      arenaContacts(`, query: "${SEARCH}"`, true),
      peerContacts(`, filter: { name: { includesInsensitive: "${SEARCH}" } }`, true),
      { arena: {}, peer: {} },
      arenaContactStatements(organizationId, { query: SEARCH, counting: true }),
    );

    // The stack's floor answers Arena's first page and `me` from memory: the same bytes, or no row.
    const firstPageText = await graphql(arenaUrl, setup.token, arenaContacts('', false));
    const meText = await graphql(arenaUrl, setup.token, ARENA_ME);
    const data = (text: string) => (JSON.parse(text) as { data: Record<string, unknown> }).data;
    floor = await startFloor(setup, { me: data(meText).me, contacts: data(firstPageText).contacts });
    const floorFirstPage = await graphql(floor.url, '', arenaContacts('', false));
    const floorMe = await graphql(floor.url, '', ARENA_ME);
    const sameBytes = floorFirstPage === firstPageText && floorMe === meText;
    if (!sameBytes) console.log('  warning: the floor server does not answer the same bytes as Arena');
    const firstPagePlan = plans.find((plan) => plan.key === 'firstPage');
    if (firstPagePlan && sameBytes) {
      firstPagePlan.floor = { ...firstPagePlan.arena, url: floor.url, token: '' };
    }
    plans.push({
      key: 'me',
      label: '`me` (id, name, email)',
      arena: { url: arenaUrl, token: setup.token, body: arenaBody(ARENA_ME), expect: ME_EXPECT },
      ...(sameBytes
        ? { floor: { url: floor.url, token: '', body: arenaBody(ARENA_ME), expect: ME_EXPECT } }
        : {}),
      sameRows: null,
      rows: 1,
    });

    // The tasks list: the same rows in the same order (position, then id).
    const arenaTasks = await graphql(arenaUrl, setup.token, ARENA_TASKS);
    const peerTasks = await graphql(peer.url, peer.token, PEER_TASKS);
    const taskIds = [arenaIds(arenaTasks, 'tasks'), peerIds(peerTasks, 'allTasks')];
    plans.push({
      key: 'tasks',
      label: 'tasks list (assignee, sub-tasks)',
      arena: {
        url: arenaUrl,
        token: setup.token,
        body: arenaBody(ARENA_TASKS),
        expect: taskIds[0]?.[0] ?? '',
      },
      postgraphile: {
        url: peer.url,
        token: peer.token,
        body: arenaBody(PEER_TASKS),
        expect: taskIds[0]?.[0] ?? '',
      },
      sameRows: sameList(taskIds),
      rows: taskIds[0]?.length ?? 0,
    });

    // The users page: Arena only (its visibility rule and role assignments have no peer counterpart).
    const users = await graphql(arenaUrl, setup.token, ARENA_USERS);
    const userIds = (JSON.parse(users) as { data: { adminUsers: { items: { id: string }[] } } }).data
      .adminUsers.items;
    plans.push({
      key: 'users',
      label: 'users page (20, roles, organization)',
      arena: {
        url: arenaUrl,
        token: setup.token,
        body: arenaBody(ARENA_USERS),
        expect: userIds[0]?.id ?? '',
      },
      sameRows: null,
      rows: userIds.length,
    });

    // Warm-up: every target once, briefly (JIT, plans, pools).
    for (const plan of plans) {
      await httpLoad(plan.arena, setup.connections, setup.warmupSeconds);
      if (plan.postgraphile) await httpLoad(plan.postgraphile, setup.connections, setup.warmupSeconds);
      if (plan.floor) await httpLoad(plan.floor, setup.connections, setup.warmupSeconds);
    }

    const scenarios: Scenario[] = plans.map((plan) => ({
      key: plan.key,
      label: plan.label,
      runs: {
        arena: [],
        ...(plan.postgraphile ? { postgraphile: [] } : {}),
        ...(plan.floor ? { floor: [] } : {}),
        ...(plan.pgbench ? { pgbench: [] } : {}),
      },
      sameRows: plan.sameRows,
      rows: plan.rows,
    }));
    for (let round = 0; round < setup.rounds; round += 1) {
      console.log(`  round ${round + 1} of ${setup.rounds}…`);
      for (const [index, plan] of plans.entries()) {
        const scenario = scenarios[index]!;
        // Alternating who goes first, so neither always meets a warmer or colder machine.
        const order: PeerName[] =
          round % 2 === 0
            ? ['arena', 'postgraphile', 'floor', 'pgbench']
            : ['postgraphile', 'floor', 'arena', 'pgbench'];
        for (const name of order) {
          const target = name === 'pgbench' ? undefined : plan[name];
          if (target) scenario.runs[name]!.push(await httpLoad(target, setup.connections, setup.seconds));
          if (name === 'pgbench' && plan.pgbench)
            scenario.runs.pgbench!.push(
              await pgbenchLoad(setup.databaseUrl, plan.pgbench, setup.connections, setup.seconds),
            );
        }
      }
    }
    const version = JSON.parse(
      await readFile(path.join(ROOT, 'node_modules/postgraphile/package.json'), 'utf8'),
    ) as { version: string };
    return { scenarios, postgraphileVersion: version.version };
  } finally {
    await peer?.stop();
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
  return { median: median(values), min: Math.min(...values), max: Math.max(...values) };
}

/** The issue's budgets (reported, not asserted). */
export const PEER_BUDGETS = {
  firstPageVsPostgraphile: 1.5,
  firstPageVsSql: 0.4,
  deepPageVsPostgraphile: 10,
  /** The deep page's p99 at most this much above the first page's. */
  deepPageP99Slack: 0.2,
  searchVsPostgraphile: 1.2,
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

export function peerChecks(result: PeersResult): PeerCheck[] {
  const byKey = new Map(result.scenarios.map((scenario) => [scenario.key, scenario]));
  const checks: PeerCheck[] = [];
  // `limit` undefined: a measure without a budget; `of` the floor: what bounds Arena's budget.
  const ratioCheck = (
    key: string,
    peer: OtherPeer,
    limit: number | undefined,
    label: string,
    of: PeerName = 'arena',
  ) => {
    const scenario = byKey.get(key);
    const ratio = scenario && ratios(scenario, peer, of);
    const budget =
      limit === undefined ? '' : of === 'arena' ? `≥ ${times(limit)}` : `(Arena's: ≥ ${times(limit)})`;
    checks.push({
      label,
      value: ratio ? `${times(ratio.median)} (${times(ratio.min)}–${times(ratio.max)})` : 'n/a',
      budget,
      pass: ratio && limit !== undefined && of === 'arena' ? ratio.median >= limit : undefined,
    });
  };
  ratioCheck(
    'firstPage',
    'postgraphile',
    PEER_BUDGETS.firstPageVsPostgraphile,
    'first page: Arena / PostGraphile',
  );
  ratioCheck('firstPage', 'pgbench', PEER_BUDGETS.firstPageVsSql, 'first page: Arena / raw SQL');
  ratioCheck(
    'firstPage',
    'pgbench',
    PEER_BUDGETS.firstPageVsSql,
    "first page: the stack's floor / raw SQL",
    'floor',
  );
  ratioCheck('firstPage', 'floor', undefined, "first page: Arena / the stack's floor");
  const me = byKey.get('me');
  const meRates = (name: PeerName) => summarizeRuns(me?.runs[name])?.requestsPerSecond;
  for (const [name, label] of [
    ['arena', '`me`: Arena'],
    ['floor', "`me`: the stack's floor"],
  ] as const) {
    const rate = meRates(name);
    checks.push({
      label: `${label}, req/s`,
      value: rate === undefined ? 'n/a' : Math.round(rate).toLocaleString('en-US'),
      budget: `(Arena's: ≥ ${PEER_BUDGETS.meRequestsPerSecond.toLocaleString('en-US')})`,
      pass: undefined,
    });
  }
  ratioCheck(
    'deepPage',
    'postgraphile',
    PEER_BUDGETS.deepPageVsPostgraphile,
    'deep page: Arena / PostGraphile',
  );
  const first = summarizeRuns(byKey.get('firstPage')?.runs.arena);
  const deep = summarizeRuns(byKey.get('deepPage')?.runs.arena);
  if (first && deep) {
    const slack = deep.p99Ms / first.p99Ms - 1;
    checks.push({
      label: 'deep page p99 vs first page p99 (Arena)',
      value: `${deep.p99Ms.toFixed(1)} / ${first.p99Ms.toFixed(1)} ms (${slack >= 0 ? '+' : ''}${(slack * 100).toFixed(0)} %)`,
      budget: `≤ +${PEER_BUDGETS.deepPageP99Slack * 100} %`,
      pass: slack <= PEER_BUDGETS.deepPageP99Slack,
    });
  }
  ratioCheck(
    'search',
    'postgraphile',
    PEER_BUDGETS.searchVsPostgraphile,
    'search with count: Arena / PostGraphile',
  );
  for (const scenario of result.scenarios) {
    if (scenario.sameRows === null) continue;
    checks.push({
      label: `${scenario.label}: same rows, in order`,
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
  checks.push({
    label: 'peers: failed requests or wrong bodies',
    value: String(failures),
    budget: '0',
    pass: failures === 0,
  });
  return checks;
}

/** The three-way table: req/s (median of the rounds, range), p50 and p99 for each peer. */
export function printPeerTable(result: PeersResult, rounds: number, seconds: number): void {
  const header = [
    'list',
    'Arena',
    `PostGraphile ${result.postgraphileVersion}`,
    "the stack's floor",
    'pgbench (Arena SQL)',
    'Arena/PG',
    'Arena/floor',
    'Arena/SQL',
  ];
  const rows: string[][] = [];
  const cell = (runs: Run[] | undefined, unit: string) => {
    const summary = summarizeRuns(runs);
    if (!summary) return '—';
    const range =
      runs!.length > 1
        ? ` (${Math.round(summary.minRequestsPerSecond).toLocaleString('en-US')}–${Math.round(summary.maxRequestsPerSecond).toLocaleString('en-US')})`
        : '';
    return `${Math.round(summary.requestsPerSecond).toLocaleString('en-US')} ${unit}${range}, p50 ${summary.p50Ms.toFixed(1)} / p99 ${summary.p99Ms.toFixed(1)} ms`;
  };
  for (const scenario of result.scenarios) {
    const pg = ratios(scenario, 'postgraphile');
    const floor = ratios(scenario, 'floor');
    const sql = ratios(scenario, 'pgbench');
    rows.push([
      scenario.label,
      cell(scenario.runs.arena, 'req/s'),
      cell(scenario.runs.postgraphile, 'req/s'),
      cell(scenario.runs.floor, 'req/s'),
      cell(scenario.runs.pgbench, 'tps'),
      pg ? times(pg.median) : '—',
      floor ? times(floor.median) : '—',
      sql ? `${(sql.median * 100).toFixed(0)} %` : '—',
    ]);
  }
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column]!.length)));
  const line = (row: string[]) => row.map((value, column) => value.padEnd(widths[column]!)).join('  ');
  console.log(
    `\nLists side by side: median of ${rounds} alternating round${rounds === 1 ? '' : 's'} of ${seconds} s each (range of req/s in brackets)`,
  );
  console.log(`${line(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const row of rows) console.log(line(row));
}

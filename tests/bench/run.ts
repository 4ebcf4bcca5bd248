// `npm run bench`: measures the compiled server (server/dist/main.js) the way it is deployed and
// prints a table with the budgets. Budgets are reported, not asserted: the exit code is non-zero
// only when the bench itself crashes. Results also go to tests/bench/results/latest.json.
//
//   1. embedded PostgreSQL (PGlite): first start to /ready on a fresh DATA_DIR, then restart on it
//   2. a real PostgreSQL (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local server):
//      a fresh database, `me` over POST /graphql and GET /api/common/user under autocannon
//   3. sequential REST sign-ins (argon2id dominates)
//   4. with the bench seed loaded (tests/bench/volume.ts: 100,000 contacts, 10,000 tasks): contacts
//      search and the tasks list under autocannon
//   5. the lists and `me` side by side with PostGraphile 4 and 5 (each set up like Arena, and with
//      row-level security), the stack's floor (Fastify + Apollo Server answering Arena's answers from
//      memory) and pgbench running Arena's statements, in alternating rounds of 10 s, the database idle
//      before each sample (tests/bench/peers.ts)
//   6. the heavy neighbour (tests/bench/neighbour.ts): `me` p99 quiet and while an organization admin
//      sends the most expensive query the limits allow, on its own fresh database
//
// BENCH_QUICK=1: short runs and one round, no browser, for development (the numbers are rough).
// BENCH_CPU_PROF=<dir>: the Arena servers write CPU profiles there.
//   7. the school's busiest screens at demo size and with the federation seed (tests/bench/federation.ts:
//      100,000 athletes, 1,000,000 audit rows) as an organization admin and a branch admin
//
// BENCH_SECTIONS=embedded,postgres,neighbour,federation: run only the sections named (default: all four).
//
// Every server listens on 127.0.0.1 and all traffic stays there; every loop is bounded in count and time.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer as createNetServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result as LoadResult } from 'autocannon';
import pg from 'pg';
import { benchClient, type ClientResult } from './client.js';
import { ARENA_ME, benchPeers, PEER_BUDGETS, peerChecks, printPeerTable, type PeersResult } from './peers.js';
import { benchNeighbour, NEIGHBOUR_BUDGET_RATIO, type NeighbourResult } from './neighbour.js';
import { seedVolume, VOLUME, type VolumeResult } from './volume.js';
import { FEDERATION, seedFederation, withPgTarget, type FederationResult } from './federation.js';
import { FEDERATION_BUDGET_RATIO, FEDERATION_CONNECTIONS, FEDERATION_SCREENS } from './federation-screens.js';
import { DEMO_ORGANIZATIONS } from '../../server/src/features/organizations/organizations.seed.js';

const VOLUME_LABEL = `${VOLUME.contacts.toLocaleString('en-US')} contacts, ${VOLUME.tasks.toLocaleString('en-US')} tasks`;

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER_ENTRY = path.join(ROOT, 'server/dist/main.js');
const RESULTS_FILE = path.join(ROOT, 'tests/bench/results/latest.json');
const HOST = '127.0.0.1';

const ADMIN = { email: 'admin@arena.local', password: 'Arena-Admin-2026' };
const ORG_ADMIN = { email: 'org.admin@arena.local', password: 'Arena-Org-2026' };
const BRANCH_ADMIN = { email: 'branch.admin@arena.local', password: 'Arena-Branch-2026' };
const ME_QUERY = JSON.stringify({ query: ARENA_ME });
// What the contacts screen asks while someone types a name (one page with the count), and the tasks
// screen's list; both read as the organization admin (Kartal's, whose contacts the bench seed fills).
// Two searches: a surname shared by 1 in 60 contacts (1,680 matches to count and sort) and a full name
// (28 matches), the way a person narrows a search.
const contactsSearchQuery = (query: string) =>
  JSON.stringify({
    query:
      'query ($query: String) { contacts(query: $query, first: 50) { totalCount endCursor nodes { id name avatar title company emails { email label } tags } } }',
    variables: { query },
  });
const CONTACTS_SEARCH_QUERY = contactsSearchQuery('kaya');
const CONTACTS_NAME_QUERY = contactsSearchQuery('ayşe kaya');
const TASKS_LIST_QUERY = JSON.stringify({
  query:
    '{ tasks { id type title completed dueDate priority tags order assignedTo assignee { id name avatar } subTasks { id title completed } } }',
});

const QUICK = process.env.BENCH_QUICK === '1';
/** BENCH_SECTIONS=neighbour (comma-separated: embedded, postgres, neighbour, federation): only those; default all. */
const SECTIONS = new Set(
  (process.env.BENCH_SECTIONS ?? 'embedded,postgres,neighbour,federation')
    .split(',')
    .map((name) => name.trim()),
);
const LOAD_CONNECTIONS = 20;
const LOAD_SECONDS = QUICK ? 3 : 10;
const WARMUP_SECONDS = QUICK ? 1 : 2;
const SIGN_IN_COUNT = QUICK ? 5 : 30;
// The side-by-side lists: rounds × 6 lists × (Arena, PostGraphile 4 and 5 two ways, the floor, pgbench) × seconds.
const PEER_ROUNDS = QUICK ? 1 : 3;
const PEER_SECONDS = QUICK ? 2 : 10;
const SIGN_IN_TIME_LIMIT_MS = 60_000;
const FIRST_START_TIMEOUT_MS = 180_000;
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 20_000;

const BUDGETS = {
  embeddedRestartMs: 3_000,
  meRequestsPerSecond: PEER_BUDGETS.meRequestsPerSecond,
  signInScriptGzipBytes: 200 * 1024,
  homeLcpMs: 1_000,
  contactsSearchP99Ms: 50,
  tasksListP99Ms: 50,
};

const CLIENT_DIST = path.join(ROOT, 'client/dist');

// Settings the server reads (server/src/config/config.ts) plus the bench's own: cleared from the
// inherited environment so that a developer's shell cannot change what is measured.
const SERVER_SETTINGS = [
  'NODE_ENV',
  'HOST',
  'PORT',
  'PUBLIC_URL',
  'DATABASE_URL',
  'DATABASE_POOL_SIZE',
  'DATA_DIR',
  'DB_MIGRATE_ON_START',
  'SEED_DEMO',
  'JWT_SECRET',
  'JWT_ISSUER',
  'JWT_AUDIENCE',
  'SMTP_URL',
  'MAIL_FROM',
  'LOG_LEVEL',
  'BODY_LIMIT_BYTES',
  'TRUST_PROXY',
  'CLIENT_DIST_DIR',
  'RATE_LIMIT_SIGN_IN_PER_ACCOUNT',
  'RATE_LIMIT_SIGN_IN_PER_IP',
  'RATE_LIMIT_ACCOUNT_MAIL_PER_IP',
  'RATE_LIMIT_WINDOW_SECONDS',
  'TEST_DATABASE_URL',
  'BENCH_DATABASE_URL',
  'BENCH_QUICK',
  'BENCH_SECTIONS',
];

// ---------------------------------------------------------------------------------------------
// Child servers

interface RunningServer {
  child: ChildProcess;
  url: string;
  /** The last lines the server printed, for error messages. */
  output: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const children = new Set<ChildProcess>();
/** The side-by-side section's error, reported with the crashes. */
let peerFailure: string | undefined;
const cleanups: (() => Promise<void>)[] = [];

function isRunning(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

function killChildren(signal: NodeJS.Signals): void {
  for (const child of children) if (isRunning(child)) child.kill(signal);
}

process.on('exit', () => killChildren('SIGKILL'));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the servers and cleaning up…`);
    killChildren('SIGKILL');
    const cleanup = Promise.allSettled(cleanups.map((run) => run()));
    const timeout = new Promise((resolve) => setTimeout(resolve, 5_000).unref());
    void Promise.race([cleanup, timeout]).then(() => process.exit(130));
  });
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

function serverEnvironment(settings: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of SERVER_SETTINGS) delete env[name];
  return { ...env, HOST, ...settings };
}

function startServer(port: number, settings: Record<string, string>): RunningServer {
  // BENCH_CPU_PROF=<dir>: each Arena server writes a V8 CPU profile there when it exits (open it in
  // Chrome DevTools or speedscope).
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`]
    : [];
  const child = spawn(process.execPath, [...profile, SERVER_ENTRY], {
    cwd: ROOT,
    env: serverEnvironment({ ...settings, PORT: String(port) }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (output.length > 40) output.splice(0, output.length - 40);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      children.delete(child);
      resolve({ code, signal });
    });
  });
  return { child, url: `http://${HOST}:${port}`, output, exited };
}

function describeOutput(server: RunningServer): string {
  return server.output.length ? `\n  server output:\n    ${server.output.join('\n    ')}` : '';
}

/** Polls /ready until it answers 200; resolves to the milliseconds since `startedAt`. */
async function waitForReady(server: RunningServer, startedAt: number, timeoutMs: number): Promise<number> {
  const deadline = startedAt + timeoutMs;
  let exited = false;
  void server.exited.then(() => (exited = true));
  while (performance.now() < deadline) {
    if (exited) throw new Error(`the server exited before it was ready${describeOutput(server)}`);
    try {
      const response = await fetch(`${server.url}/ready`, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === 200) return performance.now() - startedAt;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`the server was not ready within ${timeoutMs / 1000} s${describeOutput(server)}`);
}

interface StopResult {
  ms: number;
  /** The exit code (null when it had to be killed). */
  code: number | null;
  /** Exited by itself with code 0. */
  clean: boolean;
}

/** SIGTERM, then wait for the exit (SIGKILL after STOP_TIMEOUT_MS). A slow or failed shutdown is a result, not a crash. */
async function stopServer(server: RunningServer): Promise<StopResult> {
  const startedAt = performance.now();
  if (!isRunning(server.child)) {
    const { code } = await server.exited;
    return { ms: 0, code, clean: false };
  }
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  const { code } = await server.exited;
  clearTimeout(timer);
  const ms = performance.now() - startedAt;
  const clean = code === 0;
  if (!clean) {
    const how =
      code === null ? `was killed after ${formatMs(ms)}` : `exited with ${code} after ${formatMs(ms)}`;
    console.log(`  warning: on SIGTERM the server ${how}${describeOutput(server)}`);
  }
  return { ms, code, clean };
}

// ---------------------------------------------------------------------------------------------
// Build

function newestSourceMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target))
    newest = Math.max(newest, newestSourceMtime(path.join(target, entry)));
  return newest;
}

function npm(script: string): boolean {
  console.log(`> npm run ${script}`);
  const result = spawnSync('npm', ['run', '-s', script], { cwd: ROOT, stdio: 'inherit' });
  return result.status === 0;
}

/** Builds when server/dist is missing (the whole app) or older than server/src (the server only). */
function ensureBuild(): void {
  // Only the postgres section measures the client, and not in a quick run.
  const needsClient = !QUICK && SECTIONS.has('postgres');
  if (!existsSync(SERVER_ENTRY)) {
    console.log('server/dist/main.js is missing: building.');
    if (needsClient && npm('build')) return;
    // The server runs without the client build; the bench measures the server only.
    if (needsClient) console.log('The full build failed; building the server alone.');
    if (!npm('build:server')) throw new Error('`npm run build:server` failed');
    return;
  }
  const clientIndex = path.join(CLIENT_DIST, 'index.html');
  if (!needsClient) {
    // The quick run and the sections without a browser: the client is not built.
  } else if (
    !existsSync(clientIndex) ||
    newestSourceMtime(path.join(ROOT, 'client/src')) > statSync(clientIndex).mtimeMs
  ) {
    console.log('client/dist is missing or older than client/src: building the client.');
    if (!npm('build:client')) console.log('The client build failed: the client section will not run.');
  }
  if (newestSourceMtime(path.join(ROOT, 'server/src')) > statSync(SERVER_ENTRY).mtimeMs) {
    console.log('server/dist is older than server/src: rebuilding the server.');
    if (!npm('build:server')) throw new Error('`npm run build:server` failed');
  }
}

// ---------------------------------------------------------------------------------------------
// Measurements

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

async function signIn(
  baseUrl: string,
  credentials: { email: string; password: string } = ADMIN,
): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await response.json().catch(() => undefined)) as { accessToken?: unknown } | undefined;
  if (response.status !== 200 || typeof body?.accessToken !== 'string') {
    throw new Error(`sign-in answered ${response.status}: ${JSON.stringify(body)}`);
  }
  return body.accessToken;
}

interface EmbeddedResult {
  firstStartMs: number;
  firstStop: StopResult;
  restartMs: number;
  restartStop: StopResult;
}

async function benchEmbedded(): Promise<EmbeddedResult> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'arena-bench-'));
  const removeDataDir = () => rm(dataDir, { recursive: true, force: true });
  cleanups.push(removeDataDir);
  // Development with JWT_SECRET unset: the secret is generated into the data directory.
  const settings = { NODE_ENV: 'development', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  const started: RunningServer[] = [];
  try {
    let startedAt = performance.now();
    const first = startServer(await freePort(), settings);
    started.push(first);
    const firstStartMs = await waitForReady(first, startedAt, FIRST_START_TIMEOUT_MS);
    console.log(`  first start → ready: ${formatMs(firstStartMs)}`);
    const firstStop = await stopServer(first);

    startedAt = performance.now();
    const second = startServer(await freePort(), settings);
    started.push(second);
    const restartMs = await waitForReady(second, startedAt, START_TIMEOUT_MS);
    console.log(`  restart → ready: ${formatMs(restartMs)}`);
    // The restarted server still has the demo account and the same secret file.
    await signIn(second.url);
    const restartStop = await stopServer(second);
    return { firstStartMs, firstStop, restartMs, restartStop };
  } finally {
    // After a failure: no server may outlive the section, nor write into a removed directory.
    for (const server of started) {
      if (isRunning(server.child)) server.child.kill('SIGKILL');
      await server.exited;
    }
    await removeDataDir();
  }
}

interface LoadSummary {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Responses whose body was not the expected user. */
  mismatches: number;
}

function summarize(result: LoadResult): LoadSummary {
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    mismatches: result.mismatches,
  };
}

async function load(
  title: string,
  options: { url: string; method: 'GET' | 'POST'; headers: Record<string, string>; body?: string },
  seconds: number,
  // A GraphQL error still answers 200: by default every body must carry the signed-in user.
  verifyBody: (body: string) => boolean = (body) => body.includes(ADMIN.email),
  connections: number = LOAD_CONNECTIONS,
): Promise<LoadResult> {
  const instance = autocannon({
    title,
    ...options,
    connections,
    duration: seconds,
    timeout: 10,
    verifyBody,
  });
  // autocannon runs for `duration`; the guard only matters if it ever hangs.
  const guard = setTimeout(() => instance.stop(), (seconds + 30) * 1000);
  try {
    return await instance;
  } finally {
    clearTimeout(guard);
  }
}

interface PostgresResult {
  database: string;
  startToReadyMs: number;
  me: LoadSummary;
  restUser: LoadSummary;
  signIn: { count: number; p50Ms: number; p99Ms: number; meanMs: number; maxMs: number };
  /** Absent when the client is not built or the browser could not run. */
  client: ClientResult | undefined;
  volume: VolumeResult;
  contactsSearch: LoadSummary;
  contactsNameSearch: LoadSummary;
  tasksList: LoadSummary;
  /** Absent when the peer section failed (its error is in the failures). */
  peers: PeersResult | undefined;
  stop: StopResult;
}

function postgresServerUrl(): string {
  return (
    process.env.BENCH_DATABASE_URL ||
    process.env.TEST_DATABASE_URL ||
    'postgres://postgres@127.0.0.1:5432/postgres'
  );
}

/** A fresh database on the PostgreSQL server, dropped by the returned function (and at exit). */
async function freshDatabase(): Promise<{ name: string; url: URL; drop: () => Promise<void> }> {
  const serverUrl = postgresServerUrl();
  const name = `arena_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 10_000 });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const dropDatabase = async () => {
    const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 10_000 });
    await client.connect();
    try {
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await client.end();
    }
  };
  cleanups.push(dropDatabase);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url, drop: dropDatabase };
}

/** Production, as deployed (docker/compose.yaml), with rate limits high enough for the sign-in series. */
function startProductionServer(port: number, databaseUrl: URL): RunningServer {
  return startServer(port, {
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(48).toString('base64url'),
    DATABASE_URL: databaseUrl.toString(),
    DB_MIGRATE_ON_START: 'true',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_SIGN_IN_PER_IP: '100000',
    RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '100000',
  });
}

async function benchPostgres(): Promise<PostgresResult> {
  const { name, url: databaseUrl, drop: dropDatabase } = await freshDatabase();
  let server: RunningServer | undefined;
  try {
    const startedAt = performance.now();
    server = startProductionServer(await freePort(), databaseUrl);
    const startToReadyMs = await waitForReady(server, startedAt, FIRST_START_TIMEOUT_MS);
    console.log(`  start (migrate + seed) → ready: ${formatMs(startToReadyMs)}`);

    const token = await signIn(server.url);
    const auth = { authorization: `Bearer ${token}` };
    const meRequest = {
      url: `${server.url}/graphql`,
      method: 'POST' as const,
      headers: { ...auth, 'content-type': 'application/json' },
      body: ME_QUERY,
    };
    const restRequest = { url: `${server.url}/api/common/user`, method: 'GET' as const, headers: auth };

    // One request each first, so a broken setup fails with its answer rather than as a count.
    for (const request of [meRequest, restRequest]) {
      const response = await fetch(request.url, { ...request, signal: AbortSignal.timeout(10_000) });
      const text = await response.text();
      if (response.status !== 200 || !text.includes(ADMIN.email)) {
        throw new Error(
          `${request.method} ${request.url} answered ${response.status}: ${text.slice(0, 300)}`,
        );
      }
    }

    console.log(`  warm-up (${WARMUP_SECONDS} s each)…`);
    await load('warm-up me', meRequest, WARMUP_SECONDS);
    await load('warm-up rest', restRequest, WARMUP_SECONDS);

    console.log(`  me over POST /graphql: ${LOAD_CONNECTIONS} connections, ${LOAD_SECONDS} s…`);
    await waitForIdleDatabase(databaseUrl);
    const me = summarize(await load('me', meRequest, LOAD_SECONDS));
    console.log(`  GET /api/common/user: ${LOAD_CONNECTIONS} connections, ${LOAD_SECONDS} s…`);
    await waitForIdleDatabase(databaseUrl);
    const restUser = summarize(await load('rest user', restRequest, LOAD_SECONDS));

    console.log(`  ${SIGN_IN_COUNT} sequential sign-ins…`);
    const durations: number[] = [];
    const signInDeadline = performance.now() + SIGN_IN_TIME_LIMIT_MS;
    for (let i = 0; i < SIGN_IN_COUNT && performance.now() < signInDeadline; i += 1) {
      const started = performance.now();
      await signIn(server.url);
      durations.push(performance.now() - started);
    }
    const sorted = [...durations].sort((a, b) => a - b);
    const signInStats = {
      count: sorted.length,
      p50Ms: percentile(sorted, 50),
      p99Ms: percentile(sorted, 99),
      meanMs: sorted.reduce((sum, value) => sum + value, 0) / Math.max(1, sorted.length),
      maxMs: sorted[sorted.length - 1] ?? Number.NaN,
    };

    let client: ClientResult | undefined;
    if (QUICK) console.log('  client: skipped (BENCH_QUICK)');
    else if (existsSync(path.join(CLIENT_DIST, 'index.html'))) {
      console.log('  client: sign-in page scripts and signed-in home LCP in headless Chromium…');
      try {
        client = await benchClient(server.url, token, CLIENT_DIST);
      } catch (error) {
        console.error(`  client section failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }

    console.log(`  bench seed: ${VOLUME_LABEL}…`);
    const volume = await seedVolume(databaseUrl.toString());
    const serverUrlForLoad = server.url;
    // The lists are read as the organization admin: a school's own administrator, whose organization
    // (Kartal) the bench seed fills, not the super admin.
    const listToken = await signIn(server.url, ORG_ADMIN);
    console.log(
      `  loaded ${volume.contacts.toLocaleString('en-US')} contacts and ${volume.tasks.toLocaleString('en-US')} tasks in ${formatMs(volume.ms)}`,
    );
    const graphqlRequest = (body: string) => ({
      url: `${serverUrlForLoad}/graphql`,
      method: 'POST' as const,
      headers: { authorization: `Bearer ${listToken}`, 'content-type': 'application/json' },
      body,
    });
    // Right answers only: a GraphQL error or an empty result counts as a mismatch.
    const hasNodes = (body: string) =>
      body.includes('"totalCount"') && !body.includes('"errors"') && body.includes('Kaya');
    const hasTasks = (body: string) => body.includes('"tasks":[{') && !body.includes('"errors"');
    for (const [request, check] of [
      [graphqlRequest(CONTACTS_SEARCH_QUERY), hasNodes],
      [graphqlRequest(TASKS_LIST_QUERY), hasTasks],
    ] as const) {
      const response = await fetch(request.url, { ...request, signal: AbortSignal.timeout(10_000) });
      const text = await response.text();
      if (response.status !== 200 || !check(text)) {
        throw new Error(`${request.body.slice(0, 60)}… answered ${response.status}: ${text.slice(0, 300)}`);
      }
    }
    await load('warm-up contacts', graphqlRequest(CONTACTS_SEARCH_QUERY), WARMUP_SECONDS, hasNodes);
    console.log(
      `  contacts search (page of 50 + count): ${LOAD_CONNECTIONS} connections, ${LOAD_SECONDS} s…`,
    );
    await waitForIdleDatabase(databaseUrl);
    const contactsSearch = summarize(
      await load('contacts search', graphqlRequest(CONTACTS_SEARCH_QUERY), LOAD_SECONDS, hasNodes),
    );
    console.log(`  contacts search by a full name: ${LOAD_CONNECTIONS} connections, ${LOAD_SECONDS} s…`);
    await waitForIdleDatabase(databaseUrl);
    const contactsNameSearch = summarize(
      await load('contacts name search', graphqlRequest(CONTACTS_NAME_QUERY), LOAD_SECONDS, hasNodes),
    );
    await load('warm-up tasks', graphqlRequest(TASKS_LIST_QUERY), WARMUP_SECONDS, hasTasks);
    console.log(`  tasks list: ${LOAD_CONNECTIONS} connections, ${LOAD_SECONDS} s…`);
    await waitForIdleDatabase(databaseUrl);
    const tasksList = summarize(
      await load('tasks list', graphqlRequest(TASKS_LIST_QUERY), LOAD_SECONDS, hasTasks),
    );

    console.log(
      `  lists side by side with PostGraphile 4 and 5, the stack's floor and pgbench: ${PEER_ROUNDS} round(s) of ${PEER_SECONDS} s each…`,
    );
    let peers: PeersResult | undefined;
    try {
      peers = await benchPeers({
        databaseUrl: databaseUrl.toString(),
        arenaUrl: server.url,
        token: listToken,
        organizationId: DEMO_ORGANIZATIONS.kartal.id,
        connections: LOAD_CONNECTIONS,
        seconds: PEER_SECONDS,
        rounds: PEER_ROUNDS,
        warmupSeconds: WARMUP_SECONDS,
        freePort,
        track: (child) => {
          children.add(child);
          child.once('exit', () => children.delete(child));
        },
      });
    } catch (error) {
      peerFailure = String(error instanceof Error ? error.message : error);
      console.error(`  peers failed: ${peerFailure}`);
    }

    const stop = await stopServer(server);
    return {
      database: name,
      startToReadyMs,
      me,
      restUser,
      signIn: signInStats,
      client,
      volume,
      contactsSearch,
      contactsNameSearch,
      tasksList,
      peers,
      stop,
    };
  } finally {
    if (server && isRunning(server.child)) server.child.kill('SIGKILL');
    if (server) await server.exited;
    await dropDatabase();
  }
}

/** Runs `work` against a production server of its own on a fresh database, removed afterwards. */
async function withFreshServer<T>(work: (server: RunningServer, databaseUrl: URL) => Promise<T>): Promise<T> {
  const { url: databaseUrl, drop } = await freshDatabase();
  let server: RunningServer | undefined;
  try {
    server = startProductionServer(await freePort(), databaseUrl);
    await waitForReady(server, performance.now(), FIRST_START_TIMEOUT_MS);
    const result = await work(server, databaseUrl);
    await stopServer(server);
    return result;
  } finally {
    if (server && isRunning(server.child)) server.child.kill('SIGKILL');
    if (server) await server.exited;
    await drop();
  }
}

/** The heavy-neighbour section (tests/bench/neighbour.ts) on its own fresh database and server. */
function benchNeighbourSection(): Promise<NeighbourResult> {
  return withFreshServer(async (server) =>
    benchNeighbour({
      url: server.url,
      meToken: await signIn(server.url),
      meBody: ME_QUERY,
      heavyToken: await signIn(server.url, ORG_ADMIN),
      seconds: LOAD_SECONDS,
    }),
  );
}

/** One screen at demo size and at federation size, as one persona. */
interface FederationRow {
  screen: string;
  persona: string;
  demo: LoadSummary;
  federation: LoadSummary;
  /** Federation p50 ÷ demo p50. */
  ratio: number;
}

interface FederationBenchResult {
  seed: FederationResult;
  rows: FederationRow[];
}

/** Waits until no other statement runs on the database (autovacuum, a straggling request). */
async function waitForIdleDatabase(databaseUrl: URL): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl.toString(), connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    for (let attempt = 0; attempt < 60; attempt += 1) {
      const { rows } = await client.query<{ busy: number }>(
        `SELECT count(*)::int AS busy FROM pg_stat_activity
          WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid()`,
      );
      if ((rows[0]?.busy ?? 0) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    await client.end();
  }
}

/**
 * The school's busiest screens (the client's own documents) at demo size, then with the federation
 * seed (tests/bench/federation.ts), as an organization admin and a branch admin, 10 connections each.
 * Budget: each within FEDERATION_BUDGET_RATIO of its demo-size p50.
 */
function benchFederationSection(): Promise<FederationBenchResult> {
  return withFreshServer(async (server, databaseUrl) => {
    const tokens = {
      'organization admin': await signIn(server.url, ORG_ADMIN),
      'branch admin': await signIn(server.url, BRANCH_ADMIN),
    };
    const serverUrl = server.url;
    const cases = FEDERATION_SCREENS.flatMap((screen) =>
      screen.personas.map((persona) => ({ screen, persona, token: tokens[persona] })),
    );
    const measure = async (size: string) => {
      const results: LoadSummary[] = [];
      for (const { screen, persona, token } of cases) {
        const request = {
          url: `${serverUrl}/graphql`,
          method: 'POST' as const,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: screen.body,
        };
        const answered = (body: string) => body.includes(screen.expect) && !body.includes('"errors"');
        const response = await fetch(request.url, { ...request, signal: AbortSignal.timeout(30_000) });
        const text = await response.text();
        if (response.status !== 200 || !answered(text)) {
          throw new Error(`${screen.name} as ${persona} answered ${response.status}: ${text.slice(0, 300)}`);
        }
        await waitForIdleDatabase(databaseUrl);
        await load(`warm-up ${screen.name}`, request, WARMUP_SECONDS, answered, FEDERATION_CONNECTIONS);
        await waitForIdleDatabase(databaseUrl);
        console.log(
          `  ${size}: ${screen.name} as ${persona}, ${FEDERATION_CONNECTIONS} connections, ${LOAD_SECONDS} s…`,
        );
        results.push(
          summarize(await load(screen.name, request, LOAD_SECONDS, answered, FEDERATION_CONNECTIONS)),
        );
      }
      return results;
    };
    const demo = await measure('demo size');
    console.log(
      `  federation seed: ${FEDERATION.athletes.toLocaleString('en-US')} athletes, ${FEDERATION.auditRows.toLocaleString('en-US')} audit rows…`,
    );
    const seed = await withPgTarget(databaseUrl.toString(), (target) => seedFederation(target));
    console.log(`  grown in ${formatMs(seed.ms)} (VACUUM ANALYZE included)`);
    const federation = await measure('federation size');
    return {
      seed,
      rows: cases.map(({ screen, persona }, index) => ({
        screen: screen.name,
        persona,
        demo: demo[index]!,
        federation: federation[index]!,
        ratio: federation[index]!.p50Ms / Math.max(demo[index]!.p50Ms, 0.01),
      })),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Report

function formatMs(ms: number): string {
  if (!Number.isFinite(ms)) return 'n/a';
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(ms < 10 ? 1 : 0)} ms`;
}

function formatRate(value: number): string {
  return `${Math.round(value).toLocaleString('en-US')} req/s`;
}

type Row = [metric: string, value: string, budget: string, verdict: string];

function printTable(rows: Row[]): void {
  const header: Row = ['metric', 'value', 'budget', 'result'];
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column]!.length)));
  const line = (row: Row) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
  console.log(`\n${line(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const row of rows) console.log(line(row));
}

function verdict(pass: boolean | undefined): string {
  return pass === undefined ? '' : pass ? 'PASS' : 'FAIL';
}

async function main(): Promise<void> {
  ensureBuild();
  // Other work on the machine skews every number: the load average is printed and kept with them.
  const loadBefore = os.loadavg()[0] ?? 0;
  console.log(
    `Arena bench — Node ${process.version}, ${os.cpus().length} cores, ${os.platform()}, load average ${loadBefore.toFixed(2)}`,
  );

  const failures: { section: string; message: string }[] = [];
  /** Runs a section named in BENCH_SECTIONS; a crash is kept with the failures, the others still run. */
  const section = async <T>(name: string, title: string, run: () => Promise<T>): Promise<T | undefined> => {
    if (!SECTIONS.has(name)) return undefined;
    console.log(`\n${title}`);
    try {
      return await run();
    } catch (error) {
      failures.push({ section: name, message: String(error instanceof Error ? error.message : error) });
      console.error(`  failed: ${failures.at(-1)?.message}`);
      return undefined;
    }
  };
  const embedded = await section('embedded', 'Embedded PostgreSQL (PGlite), fresh DATA_DIR', benchEmbedded);
  const postgres = await section(
    'postgres',
    `PostgreSQL at ${new URL(postgresServerUrl()).host}, fresh database`,
    benchPostgres,
  );
  const neighbour = await section(
    'neighbour',
    `Heavy neighbour: \`me\` quiet, then while an organization admin sends the most expensive allowed query (${LOAD_SECONDS} s each)`,
    benchNeighbourSection,
  );
  const federation = await section(
    'federation',
    'Federation size: the athletes list, the dashboard and the audit log, before and after the federation seed',
    benchFederationSection,
  );

  // Budgets (docs/performance.md) and checks; undefined when the section did not run.
  const stops = [embedded?.firstStop, embedded?.restartStop, postgres?.stop].filter(
    (stop): stop is StopResult => stop !== undefined,
  );
  const checks = {
    embeddedRestart: embedded ? embedded.restartMs < BUDGETS.embeddedRestartMs : undefined,
    meThroughput: postgres ? postgres.me.requestsPerSecond >= BUDGETS.meRequestsPerSecond : undefined,
    meNon2xx: postgres
      ? postgres.me.non2xx === 0 && postgres.me.errors + postgres.me.timeouts === 0
      : undefined,
    restUserNon2xx: postgres
      ? postgres.restUser.non2xx === 0 && postgres.restUser.errors + postgres.restUser.timeouts === 0
      : undefined,
    bodies: postgres ? postgres.me.mismatches === 0 && postgres.restUser.mismatches === 0 : undefined,
    cleanShutdown: stops.length ? stops.every((stop) => stop.clean) : undefined,
    // No largest-contentful-paint on the sign-in page: not measured, and the check fails.
    signInScripts: postgres?.client
      ? (postgres.client.signInScripts.beforePaint?.gzipBytes ?? Number.POSITIVE_INFINITY) <=
        BUDGETS.signInScriptGzipBytes
      : undefined,
    // A sample without a largest-contentful-paint is a failed measurement: the check fails.
    homeLcp: postgres?.client
      ? postgres.client.homeLcpFailed === 0 && postgres.client.homeLcpMedianMs <= BUDGETS.homeLcpMs
      : undefined,
    contactsSearchP99: postgres ? postgres.contactsSearch.p99Ms < BUDGETS.contactsSearchP99Ms : undefined,
    contactsNameSearchP99: postgres
      ? postgres.contactsNameSearch.p99Ms < BUDGETS.contactsSearchP99Ms
      : undefined,
    tasksListP99: postgres ? postgres.tasksList.p99Ms < BUDGETS.tasksListP99Ms : undefined,
    volumeBodies: postgres
      ? [postgres.contactsSearch, postgres.contactsNameSearch, postgres.tasksList].every(
          (run) => run.mismatches === 0 && run.non2xx === 0 && run.errors + run.timeouts === 0,
        )
      : undefined,
  };

  const rows: Row[] = [];
  if (embedded) {
    rows.push(['embedded: first start → /ready', formatMs(embedded.firstStartMs), '', '']);
    rows.push([
      'embedded: restart → /ready (n=1)',
      formatMs(embedded.restartMs),
      `< ${formatMs(BUDGETS.embeddedRestartMs)}`,
      verdict(checks.embeddedRestart),
    ]);
  }
  if (postgres) {
    const { me, restUser, signIn } = postgres;
    rows.push(['postgres: start (migrate+seed) → /ready', formatMs(postgres.startToReadyMs), '', '']);
    rows.push([
      `me (POST /graphql; one ${LOAD_SECONDS} s run, n=${me.requests.toLocaleString('en-US')} requests)`,
      formatRate(me.requestsPerSecond),
      `≥ ${formatRate(BUDGETS.meRequestsPerSecond)}`,
      verdict(checks.meThroughput),
    ]);
    rows.push(['me p50 / p99', `${formatMs(me.p50Ms)} / ${formatMs(me.p99Ms)}`, '', '']);
    rows.push([
      'me non-2xx / errors',
      `${me.non2xx} / ${me.errors + me.timeouts}`,
      '0',
      verdict(checks.meNon2xx),
    ]);
    rows.push(['GET /api/common/user', formatRate(restUser.requestsPerSecond), '', '']);
    rows.push(['user p50 / p99', `${formatMs(restUser.p50Ms)} / ${formatMs(restUser.p99Ms)}`, '', '']);
    rows.push([
      'user non-2xx / errors',
      `${restUser.non2xx} / ${restUser.errors + restUser.timeouts}`,
      '0',
      verdict(checks.restUserNon2xx),
    ]);
    rows.push([
      'wrong bodies (me / user)',
      `${me.mismatches} / ${restUser.mismatches}`,
      '0',
      verdict(checks.bodies),
    ]);
    if (postgres.client) {
      const { signInScripts, homeLcpMedianMs, homeLcpMs, homeLcpFailed } = postgres.client;
      const measured = homeLcpMs.filter((value): value is number => value !== null);
      rows.push([
        `sign-in JS before the form paints, gzip (${signInScripts.beforePaint?.count ?? '?'} files, one page load)`,
        signInScripts.beforePaint
          ? `${(signInScripts.beforePaint.gzipBytes / 1024).toFixed(0)} KB`
          : 'not measured (no paint reported)',
        `≤ ${BUDGETS.signInScriptGzipBytes / 1024} KB`,
        verdict(checks.signInScripts),
      ]);
      rows.push([
        `sign-in JS until idle (Apollo after paint), gzip`,
        `${(signInScripts.untilIdle.gzipBytes / 1024).toFixed(0)} KB`,
        '',
        '',
      ]);
      rows.push([
        `signed-in home LCP (median, n=${measured.length} of ${homeLcpMs.length}${measured.length ? `, ${formatMs(Math.min(...measured))}–${formatMs(Math.max(...measured))}` : ''})`,
        homeLcpFailed > 0 ? `${homeLcpFailed} sample(s) not measured` : formatMs(homeLcpMedianMs),
        `≤ ${formatMs(BUDGETS.homeLcpMs)}`,
        verdict(checks.homeLcp),
      ]);
    }
    const { volume, contactsSearch, contactsNameSearch, tasksList } = postgres;
    rows.push([
      `bench seed: ${volume.contacts.toLocaleString('en-US')} contacts, ${volume.tasks.toLocaleString('en-US')} tasks`,
      formatMs(volume.ms),
      '',
      '',
    ]);
    for (const [label, run, check] of [
      ['contacts search "kaya" (1,680 matches; 50 + count)', contactsSearch, checks.contactsSearchP99],
      ['contacts search "ayşe kaya" (28 matches)', contactsNameSearch, checks.contactsNameSearchP99],
      ['tasks list (GraphQL, 50 rows)', tasksList, checks.tasksListP99],
    ] as const) {
      rows.push([label, formatRate(run.requestsPerSecond), '', '']);
      rows.push([
        `  p50 / p99 (one ${LOAD_SECONDS} s run, n=${run.requests.toLocaleString('en-US')} requests)`,
        `${formatMs(run.p50Ms)} / ${formatMs(run.p99Ms)}`,
        `p99 < ${formatMs(BUDGETS.contactsSearchP99Ms)}`,
        verdict(check),
      ]);
    }
    rows.push([
      'contacts ×2 / tasks wrong bodies, non-2xx, errors',
      [contactsSearch, contactsNameSearch, tasksList]
        .map((run) => `${run.mismatches}, ${run.non2xx}, ${run.errors + run.timeouts}`)
        .join(' / '),
      '0',
      verdict(checks.volumeBodies),
    ]);
    rows.push([
      `sign-in p50 / p99 (n=${signIn.count})`,
      `${formatMs(signIn.p50Ms)} / ${formatMs(signIn.p99Ms)}`,
      '',
      '',
    ]);
  }
  if (stops.length) {
    rows.push([
      'SIGTERM → exit (each server)',
      stops
        .map((stop) => `${formatMs(stop.ms)}${stop.clean ? '' : ` (exit ${stop.code ?? 'killed'})`}`)
        .join(', '),
      'exit 0',
      verdict(checks.cleanShutdown),
    ]);
  }
  if (neighbour) {
    const { heavy, quiet, loaded } = neighbour;
    rows.push([
      'heavy neighbour: the query',
      `${heavy.aliases} × athletes(first: ${heavy.first}) nested, ${formatMs(heavy.singleMs)}, ${(heavy.bytes / 1024).toFixed(0)} KB, ${heavy.requestsPerSecond.toFixed(1)} req/s`,
      '',
      '',
    ]);
    rows.push([
      'heavy neighbour: me p99 quiet / loaded',
      `${formatMs(quiet.p99Ms)} / ${formatMs(loaded.p99Ms)} (p50 ${formatMs(quiet.p50Ms)} / ${formatMs(loaded.p50Ms)})`,
      '',
      '',
    ]);
    rows.push([
      'heavy neighbour: loaded ÷ quiet p99',
      `${neighbour.ratio.toFixed(2)}×`,
      `≤ ${NEIGHBOUR_BUDGET_RATIO}×`,
      verdict(neighbour.pass),
    ]);
  }
  if (federation) {
    rows.push([
      `federation seed: ${federation.seed.athletes.toLocaleString('en-US')} athletes, ${federation.seed.auditRows.toLocaleString('en-US')} audit rows`,
      formatMs(federation.seed.ms),
      '',
      '',
    ]);
    for (const row of federation.rows) {
      rows.push([
        `${row.screen} as ${row.persona}: p50 demo → federation`,
        `${formatMs(row.demo.p50Ms)} → ${formatMs(row.federation.p50Ms)} (${row.ratio.toFixed(2)}×; ${formatRate(row.demo.requestsPerSecond)} → ${formatRate(row.federation.requestsPerSecond)}; n=${row.demo.requests}/${row.federation.requests})`,
        `≤ ${FEDERATION_BUDGET_RATIO}×`,
        verdict(
          row.demo.requests > 0 &&
            row.federation.requests > 0 &&
            row.ratio <= FEDERATION_BUDGET_RATIO &&
            row.federation.non2xx +
              row.federation.errors +
              row.federation.timeouts +
              row.federation.mismatches ===
              0,
        ),
      ]);
    }
  }
  printTable(rows);
  if (postgres?.peers) {
    printPeerTable(postgres.peers, PEER_ROUNDS, PEER_SECONDS);
    printTable(
      peerChecks(postgres.peers).map((check) => [
        check.label,
        check.value,
        check.budget,
        verdict(check.pass),
      ]),
    );
  }
  if (peerFailure) failures.push({ section: 'peers', message: peerFailure });
  for (const failure of failures) console.log(`CRASH ${failure.section}: ${failure.message.split('\n')[0]}`);

  await mkdir(path.dirname(RESULTS_FILE), { recursive: true });
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    platform: `${os.platform()} ${os.arch()}`,
    cpus: os.cpus().length,
    loadAverage: { before: loadBefore, after: os.loadavg()[0] ?? 0 },
    quick: QUICK,
    load: { connections: LOAD_CONNECTIONS, seconds: LOAD_SECONDS, warmupSeconds: WARMUP_SECONDS },
    peerRounds: { rounds: PEER_ROUNDS, seconds: PEER_SECONDS },
    peerChecks: postgres?.peers ? peerChecks(postgres.peers) : null,
    budgets: {
      embeddedRestartMs: { limit: BUDGETS.embeddedRestartMs, pass: checks.embeddedRestart ?? null },
      meRequestsPerSecond: { limit: BUDGETS.meRequestsPerSecond, pass: checks.meThroughput ?? null },
      signInScriptGzipBytes: { limit: BUDGETS.signInScriptGzipBytes, pass: checks.signInScripts ?? null },
      homeLcpMs: { limit: BUDGETS.homeLcpMs, pass: checks.homeLcp ?? null },
      contactsSearchP99Ms: { limit: BUDGETS.contactsSearchP99Ms, pass: checks.contactsSearchP99 ?? null },
      contactsNameSearchP99Ms: {
        limit: BUDGETS.contactsSearchP99Ms,
        pass: checks.contactsNameSearchP99 ?? null,
      },
      tasksListP99Ms: { limit: BUDGETS.tasksListP99Ms, pass: checks.tasksListP99 ?? null },
    },
    checks: Object.fromEntries(Object.entries(checks).map(([name, pass]) => [name, pass ?? null])),
    embedded: embedded ?? null,
    postgres: postgres ?? null,
    neighbour: neighbour ?? null,
    federation: federation ?? null,
    failures,
  };
  await writeFile(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nWrote ${path.relative(ROOT, RESULTS_FILE)}`);
  if (failures.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error('The bench crashed:', error);
  killChildren('SIGKILL');
  process.exitCode = 1;
});

// The peers that are servers, each in a process of its own started with tsx: PostGraphile 4
// (postgraphile-peer.ts) and 5 (postgraphile5/, installed apart), each like Arena or with row-level
// security (the role and policies below), and the stack's floor (floor-peer.ts).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import jwt from 'jsonwebtoken';
import pg from 'pg';
import { HOST, ROOT } from './options.js';
import { graphql } from './peers-load.js';
import type { PostgraphileSpec } from './peers-queries.js';
import type { PeerSetup } from './peers-types.js';
import { isRunning, keepOutput } from './servers.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/** A running peer server: where it answers, the token it expects (empty: none), and how to stop it. */
export interface Peer {
  url: string;
  token: string;
  stop: () => Promise<void>;
}

/** A peer server in a process of its own (a TypeScript file run with tsx), ready once `ready` answers true. */
async function startPeerProcess(
  setup: Pick<PeerSetup, 'freePort' | 'track'>,
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
  const output = keepOutput(child, 30);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://${HOST}:${port}/graphql`;
  const stop = async () => {
    if (isRunning(child)) {
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
export function ensurePostgraphile5(): boolean {
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

export async function postgraphileVersion(version: 4 | 5): Promise<string> {
  const dir = version === 5 ? POSTGRAPHILE5_DIR : ROOT;
  const file = path.join(dir, 'node_modules/postgraphile/package.json');
  return (JSON.parse(await readFile(file, 'utf8')) as { version: string }).version;
}

/**
 * A PostGraphile peer; with row-level security, its token carries `role` and `claims` (by default the
 * organization the contacts policies read; the mail section's policies read the user).
 */
export async function startPostgraphile(
  setup: PeerSetup,
  spec: PostgraphileSpec,
  role: string,
  claims: Record<string, string> = { organization_id: setup.organizationId },
): Promise<Peer> {
  const env: Record<string, string> = { PEER_DATABASE_URL: setup.databaseUrl, PEER_POOL_SIZE: '10' };
  let token = '';
  if (spec.rls) {
    const secret = randomBytes(32).toString('base64url');
    env.PEER_JWT_SECRET = secret;
    // The claims PostGraphile turns into `SET LOCAL role` and `jwt.claims.*`.
    token = jwt.sign({ role, ...claims }, secret, {
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
export async function startFloor(
  setup: Pick<PeerSetup, 'freePort' | 'track'>,
  answers: { me: unknown; contacts: unknown } | { mails: unknown; mailsDeep: unknown },
): Promise<Peer> {
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
export async function preparePeerRole(client: pg.Client, role: string): Promise<void> {
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

export async function dropPeerRole(databaseUrl: string, role: string): Promise<void> {
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

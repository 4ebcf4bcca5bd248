// The processes and databases the bench starts: Arena's compiled server (server/dist/main.js) in a child
// process, the fresh databases the PostgreSQL sections run on, and what is killed or removed when the
// bench ends or is interrupted. Every server listens on 127.0.0.1.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer as createNetServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { formatMs } from './format.js';
import {
  FIRST_START_TIMEOUT_MS,
  HOST,
  postgresServerUrl,
  ROOT,
  SERVER_ENTRY,
  SERVER_SETTINGS,
  STOP_TIMEOUT_MS,
} from './options.js';

export interface RunningServer {
  child: ChildProcess;
  url: string;
  /** The last lines the server printed, for error messages. */
  output: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const children = new Set<ChildProcess>();
/** What an interrupted bench removes (the data directories and databases it made). */
export const cleanups: (() => Promise<void>)[] = [];

export function isRunning(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

export function killChildren(signal: NodeJS.Signals): void {
  for (const child of children) if (isRunning(child)) child.kill(signal);
}

/** Registers a process started elsewhere (the peers) to kill if the bench ends or is interrupted. */
export function track(child: ChildProcess): void {
  children.add(child);
  child.once('exit', () => children.delete(child));
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

export async function freePort(): Promise<number> {
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

/** The last `limit` lines a child process printed (stdout and stderr together), kept for error messages. */
export function keepOutput(child: ChildProcess, limit: number): string[] {
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (output.length > limit) output.splice(0, output.length - limit);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return output;
}

function serverEnvironment(settings: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of SERVER_SETTINGS) delete env[name];
  return { ...env, HOST, ...settings };
}

export function startServer(port: number, settings: Record<string, string>): RunningServer {
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
  const output = keepOutput(child, 40);
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
export async function waitForReady(
  server: RunningServer,
  startedAt: number,
  timeoutMs: number,
): Promise<number> {
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

export interface StopResult {
  ms: number;
  /** The exit code (null when it had to be killed). */
  code: number | null;
  /** Exited by itself with code 0. */
  clean: boolean;
}

/** SIGTERM, then wait for the exit (SIGKILL after STOP_TIMEOUT_MS). A slow or failed shutdown is a result, not a crash. */
export async function stopServer(server: RunningServer): Promise<StopResult> {
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

/**
 * A section's clean-up, after a failure too: SIGKILL unless the server has exited, then wait for the
 * exit, so that no server outlives its section nor writes into a removed directory or database.
 */
export async function killServer(server: RunningServer | undefined): Promise<void> {
  if (server && isRunning(server.child)) server.child.kill('SIGKILL');
  if (server) await server.exited;
}

/** A fresh database on the PostgreSQL server, dropped by the returned function (and at exit). */
export async function freshDatabase(): Promise<{ name: string; url: URL; drop: () => Promise<void> }> {
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
export function startProductionServer(port: number, databaseUrl: URL): RunningServer {
  return startServer(port, {
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(48).toString('base64url'),
    DATABASE_URL: databaseUrl.toString(),
    DB_MIGRATE_ON_START: 'true',
    SEED_DEMO: 'true',
    // The demo seed stores files (the mail attachments): outside the working copy's ./data.
    DATA_DIR: path.join(os.tmpdir(), 'arena-bench-data'),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_SIGN_IN_PER_IP: '100000',
    RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '100000',
  });
}

/** Runs `work` against a production server of its own on a fresh database, removed afterwards. */
export async function withFreshServer<T>(
  work: (server: RunningServer, databaseUrl: URL) => Promise<T>,
): Promise<T> {
  const { url: databaseUrl, drop } = await freshDatabase();
  let server: RunningServer | undefined;
  try {
    server = startProductionServer(await freePort(), databaseUrl);
    await waitForReady(server, performance.now(), FIRST_START_TIMEOUT_MS);
    const result = await work(server, databaseUrl);
    await stopServer(server);
    return result;
  } finally {
    await killServer(server);
    await drop();
  }
}

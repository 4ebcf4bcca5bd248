import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { DEMO_ADMIN, signInToken } from '../support/auth.js';
import { provideTestDatabase, type TestDatabase } from '../support/database.js';
import { createHttp } from '../support/http.js';

// Issue 10 §6 and §7, against the real server entry (server/src/main.ts, as `npm start` runs it, in
// production mode) and a PostgreSQL this test can take away: the server reaches its database through
// a TCP proxy the test stops (every connection cut, new ones refused) and starts again.

const ROOT = path.resolve(import.meta.dirname, '../..');

interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

/** A TCP proxy to the database that can be cut off and brought back on the same port. */
async function startProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const open = () =>
    new Promise<void>((resolve, reject) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as AddressInfo).port;
        resolve();
      });
    });
  await open();
  return {
    get port() {
      return port;
    },
    /** The outage: open connections are cut, new ones refused. */
    async stop() {
      const closed = new Promise<void>((resolve) => server!.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    /** The database is back (a no-op while it is). */
    async start() {
      if (!server?.listening) await open();
    },
  };
}

/** `node --import tsx server/src/main.ts` with its stdout (pino's JSON lines) collected. */
async function startArena(env: Record<string, string>) {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let pending = '';
  const output: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      pending += chunk.toString();
      const parts = pending.split('\n');
      pending = parts.pop() ?? '';
      lines.push(...parts);
      const running = /Arena is running at (http:\/\/\S+)/.exec(output.join(''));
      if (running) resolve(running[1]!);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    void exited.then((code) => reject(new Error(`Arena exited with ${code}:\n${output.join('')}`)));
  });
  return {
    url,
    child,
    exited,
    /** Everything it wrote so far, stdout and stderr. */
    output: () => output.join(''),
    mark: () => lines.length,
    /** The JSON log lines written since `mark`. */
    logs(mark = 0): LogLine[] {
      return lines.slice(mark).flatMap((line) => {
        try {
          return [JSON.parse(line) as LogLine];
        } catch {
          return [];
        }
      });
    },
  };
}

async function until<T>(probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** One GET over a keep-alive agent: the status, or the socket error's code. */
function get(agent: http.Agent, url: string, token: string): Promise<number | string> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent, headers: { authorization: `Bearer ${token}` } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

describe('the real server under a database outage and a SIGTERM', () => {
  let database: TestDatabase;
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'arena-outage-'));
  let arena: Awaited<ReturnType<typeof startArena>>;
  let token: string;
  /** A token no request has used yet: its viewer is not in the cache, so the context needs the database. */
  let unseenToken: string;

  beforeAll(async () => {
    database = await provideTestDatabase();
    const target = new URL(database.url);
    proxy = await startProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(database.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    arena = await startArena({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      // Requests are logged at debug: the SIGTERM test counts the ones that arrived.
      LOG_LEVEL: 'debug',
      DATABASE_URL: viaProxy.toString(),
      DATABASE_POOL_SIZE: '5',
      DB_MIGRATE_ON_START: 'true',
      SEED_DEMO: 'true',
      // The demo seed stores files (mail attachments): in a folder of this test's, not the working copy's.
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      CLIENT_DIST_DIR: path.join(ROOT, 'no-client-build'),
    });
    token = await signInToken(arena.url);
    unseenToken = await signInToken(arena.url);
  }, 180_000);

  afterAll(async () => {
    if (arena && arena.child.exitCode === null) arena.child.kill('SIGKILL');
    await proxy?.stop().catch(() => undefined);
    await database?.dispose();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers 503 UNAVAILABLE with Retry-After during the outage, logs it once, and recovers without a restart', async () => {
    const client = createHttp(arena.url);
    expect((await client.request('GET', 'api/common/user', { token })).status).toBe(200);
    const mark = arena.mark();

    await proxy.stop();
    // Whatever fails below, the next test gets its database back.
    onTestFinished(() => proxy.start());
    const calls = [
      // REST, with a token: the failure is in building the context (a token used a moment ago is
      // answered from the viewer cache for a few seconds, shared/auth/viewer-cache.ts).
      () => client.request<{ code: string }>('GET', 'api/common/user', { token: unseenToken }),
      // REST, anonymous: the failure is in the resolver.
      () =>
        client.request<{ code: string }>('POST', 'api/auth/sign-in', {
          body: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
        }),
      // GraphQL with a token (context) and without (resolver).
      () => client.request('POST', 'graphql', { body: { query: '{ me { id } }' }, token: unseenToken }),
      () =>
        client.request('POST', 'graphql', {
          body: {
            query: 'mutation ($input: SignInInput!) { signIn(input: $input) { accessToken } }',
            variables: { input: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } },
          },
        }),
    ];
    const answers = [
      ...(await Promise.all(Array.from({ length: 12 }, (_, i) => calls[i % calls.length]!()))),
      ...(await Promise.all(calls.map((call) => call()))),
    ];
    for (const answer of answers) {
      expect(answer.status, answer.text).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('5');
      const body = answer.body as { code?: string; errors?: { extensions?: { code?: string } }[] };
      expect(body.code ?? body.errors?.[0]?.extensions?.code, answer.text).toBe('UNAVAILABLE');
      expect(answer.text).not.toMatch(/ECONNREFUSED|terminated|stack/i);
    }
    // /ready says the same; /health that the process is up.
    expect((await client.request('GET', 'ready')).status).toBe(503);
    expect((await client.request('GET', 'health')).status).toBe(200);

    const problems = () => arena.logs(mark).filter((line) => line.level >= 40);
    expect(problems().map((line) => line.msg)).toEqual([expect.stringMatching(/database unreachable/)]);

    await proxy.start();
    const back = await until(async () => {
      const response = await client.request('GET', 'api/common/user', { token });
      return response.status === 200 ? response : undefined;
    }, 20_000);
    expect(back.status).toBe(200);
    await until(
      async () => arena.logs(mark).find((line) => /database reachable again/.test(line.msg)),
      10_000,
    );
    expect(problems()).toHaveLength(1);
  }, 90_000);

  it('finishes every request in flight when SIGTERM comes under load, then exits 0', async () => {
    const mark = arena.mark();
    // Twenty keep-alive connections asking as fast as they are answered, as a load balancer's traffic.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 20 });
    let stopping = false;
    const loadResults: (number | string)[] = [];
    const workers = Array.from({ length: 20 }, async () => {
      for (;;) {
        const result = await get(agent, `${arena.url}/api/common/user`, token);
        loadResults.push(result);
        // Once it stops listening, a new connection is refused: the request never reached it.
        if (result === 'ECONNREFUSED' || (stopping && typeof result === 'string')) return;
      }
    });
    await until(async () => (loadResults.length >= 50 ? true : undefined), 30_000);

    // And a burst of slower requests on their own connections, all received before the signal.
    const burstAgent = new http.Agent({ keepAlive: false });
    const burst = Array.from({ length: 20 }, () =>
      get(burstAgent, `${arena.url}/api/apps/contacts/all`, token),
    );
    const received = () =>
      arena
        .logs(mark)
        .filter(
          (line) =>
            line.msg === 'incoming request' &&
            (line.req as { url?: string } | undefined)?.url === '/api/apps/contacts/all',
        ).length;
    await until(async () => (received() >= 20 ? true : undefined), 30_000);
    stopping = true;
    arena.child.kill('SIGTERM');

    expect(await Promise.all(burst)).toEqual(Array.from({ length: 20 }, () => 200));
    await Promise.all(workers);
    agent.destroy();
    // Every load request was answered 200, or refused before it reached the server: none was reset,
    // none got a 503 for being late.
    const unexpected = loadResults.filter((result) => result !== 200 && result !== 'ECONNREFUSED');
    expect(unexpected).toEqual([]);
    expect(await arena.exited).toBe(0);

    // Nothing logged in the whole run holds a password, a hash or a token (the start banner names the
    // demo sign-in on purpose: README.md).
    const log = JSON.stringify(arena.logs());
    expect(log).not.toContain(DEMO_ADMIN.password);
    for (const secret of ['$argon2', token]) expect(arena.output()).not.toContain(secret);
  }, 90_000);
});

import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createServer } from '../../server/src/app/server.js';
import { loadConfig } from '../../server/src/config/config.js';
import { DatabaseLockedError, openDatabase } from '../../server/src/db/database.js';
import { DEMO_ADMIN } from '../support/auth.js';
import { createHttp } from '../support/http.js';
import { startTestServer } from '../support/server.js';

describe('embedded database', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('migrates and seeds itself, and keeps data across a restart', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'arena-data-'));
    dirs.push(dataDir);
    const config = loadConfig({ DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'silent' });
    const jwtSecret = randomBytes(32).toString('hex');

    const first = await openDatabase(config);
    expect(first.embedded?.url).not.toContain(':5432/');
    const server = await createServer({
      config,
      dataSource: first.dataSource,
      jwtSecret,
      preparedStatements: first.preparedStatements,
    });
    const http = createHttp(await server.listen());
    const signUp = await http.request('POST', 'api/auth/sign-up', {
      body: { name: 'Kalıcı Kullanıcı', email: 'persist@arena.local', password: 'survives-restart' },
    });
    expect(signUp.status).toBe(200);
    await server.close();
    await first.close();

    // A second process may not open the same directory while the first holds it.
    const second = await openDatabase(config);
    try {
      const rows: { name: string }[] = await second.dataSource.query(
        'SELECT name FROM users WHERE email = $1',
        ['persist@arena.local'],
      );
      expect(rows).toEqual([{ name: 'Kalıcı Kullanıcı' }]);
      const demo: { count: number }[] = await second.dataSource.query(
        'SELECT count(*)::int AS count FROM users WHERE email = $1',
        [DEMO_ADMIN.email],
      );
      // Seeding again on restart adds nothing.
      expect(demo[0]?.count).toBe(1);
    } finally {
      await second.close();
    }
  });

  describe('the data-directory lock', () => {
    const startTimeOf = async (pid: number) =>
      (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ')[19]!;
    const quickConfig = (dataDir: string) =>
      loadConfig({
        DATA_DIR: dataDir,
        DB_MIGRATE_ON_START: 'false',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'silent',
      });
    const children: ChildProcess[] = [];
    afterAll(() => {
      for (const child of children) child.kill('SIGKILL');
    });
    const spawnChild = async (script: string) => {
      const child = spawn('sh', ['-c', script], { stdio: ['ignore', 'pipe', 'ignore'] });
      children.push(child);
      const [line] = (await once(child.stdout!, 'data')) as [Buffer];
      return { child, printed: Number.parseInt(line.toString(), 10) };
    };
    const lockedDir = async (content: string) => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'arena-lock-'));
      dirs.push(dataDir);
      await writeFile(path.join(dataDir, 'arena.pid'), content);
      return dataDir;
    };

    it.runIf(existsSync('/proc/self/stat'))('refuses while the recorded process runs', async () => {
      const { child } = await spawnChild('echo $$; exec sleep 30');
      const dataDir = await lockedDir(`${child.pid} ${await startTimeOf(child.pid!)}`);
      await expect(openDatabase(quickConfig(dataDir))).rejects.toBeInstanceOf(DatabaseLockedError);
    });

    it.runIf(existsSync('/proc/self/stat'))(
      'opens when the recorded PID now belongs to another process, or is a zombie',
      async () => {
        // PID 1 runs, but started long before the time recorded: the PID was reused.
        const reused = await lockedDir('1 1');
        // `sleep 0 &` exits and its parent (exec'd into sleep) never reaps it: a zombie.
        const { printed: zombie } = await spawnChild('sleep 0 & echo $!; exec sleep 30');
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect((await readFile(`/proc/${zombie}/stat`, 'utf8')).split(') ')[1]![0]).toBe('Z');
        const zombieDir = await lockedDir(String(zombie));
        for (const dataDir of [reused, zombieDir]) {
          const database = await openDatabase(quickConfig(dataDir));
          await database.close();
        }
      },
    );
  });
});

describe('server lifecycle', () => {
  it('finishes in-flight requests when it closes, and reports readiness from the database', async () => {
    let arrived: () => void = () => undefined;
    const requestArrived = new Promise<void>((resolve) => (arrived = resolve));
    const t = await startTestServer(
      {},
      {
        // A deliberately slow route, so that "in flight" is certain rather than a matter of timing.
        beforeListen: ({ app }) =>
          app.get('/test/slow', async () => {
            arrived();
            await new Promise((resolve) => setTimeout(resolve, 300));
            return { finished: true };
          }),
      },
    );
    const http = createHttp(t.url);
    expect((await http.request('GET', 'ready')).status).toBe(200);

    const inFlight = http.request('GET', 'test/slow');
    await requestArrived;
    const closing = t.server.close();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ finished: true });
    await closing;
    await expect(fetch(`${t.url}/health`)).rejects.toThrow();
    await t.close();
  });

  it('answers /ready with 503 when the database is gone', async () => {
    const t = await startTestServer();
    const http = createHttp(t.url);
    await t.dataSource.destroy();
    const response = await http.request<{ status: string }>('GET', 'ready');
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ status: 'unavailable' });
    expect((await http.request('GET', 'health')).status).toBe(200);
    await t.close();
  });
});

import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createServer } from '../../server/src/app/server.js';
import { loadConfig } from '../../server/src/config/config.js';
import { openDatabase } from '../../server/src/db/database.js';
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
    const server = await createServer({ config, dataSource: first.dataSource, jwtSecret });
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

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retryingQueries } from './cron-pool.js';
import { createJobQueue } from './job-queue.js';
import {
  eventually,
  jobRows,
  openJobTestDatabase,
  recordingLogger,
  startDatabaseProxy,
  type JobTestDatabase,
} from './job-queue.test-kit.js';

// The database goes away while a job runs: the runner cannot record the job's end, graphile-worker 0.16
// drops that worker for good, and the queue must rebuild its runner once the database is back. The job
// runs again (at least once: handlers are idempotent), and new jobs keep running.

let db: JobTestDatabase;
beforeAll(async () => {
  db = await openJobTestDatabase();
});
afterAll(async () => {
  await db?.close();
});

describe('a database outage in the middle of a job', () => {
  it('runs the job again once the database is back, and keeps running new ones', async () => {
    const proxy = await startDatabaseProxy(db.url);
    const logger = recordingLogger();
    const unavailable: unknown[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const runs: { jobId: string; attempt: number }[] = [];
    const queue = createJobQueue({
      dataSource: db.dataSource,
      // The runner reaches the database through the proxy; adding jobs does not.
      connectionString: proxy.url,
      tasks: {
        'test.gated': async (_payload, { jobId, attempt }) => {
          runs.push({ jobId, attempt });
          if (runs.length === 1) await gate;
        },
      },
      pollInterval: 50,
      onDatabaseUnavailable: (error) => unavailable.push(error),
      logger,
    });
    try {
      await queue.start();
      await queue.add('test.gated', {});
      await eventually(
        () => runs.length,
        (count) => count === 1,
        { what: 'the job to start' },
      );

      await proxy.cut();
      release();
      // The handler returned, but its end could not be recorded: that worker is gone.
      await eventually(
        () => logger.records.filter((record) => record.message.startsWith('Failed to release job')),
        (records) => records.length > 0,
        { what: 'the worker to be lost' },
      );
      expect(unavailable.length).toBeGreaterThan(0);
      // Connection failures are the outage watcher's to report: the queue logs them at debug only.
      expect(logger.records.filter((record) => record.level === 'error' || record.level === 'warn')).toEqual(
        [],
      );

      // Rebuilding the runner fails while the database is away, and is tried again later.
      await eventually(
        () =>
          logger.records.filter((record) => record.message.startsWith('the job runner could not restart')),
        (records) => records.length > 0,
        { what: 'a restart to fail' },
      );
      await proxy.restore();
      await eventually(
        () => runs.length,
        (count) => count >= 2,
        { what: 'the job to run again', timeout: 45_000 },
      );
      expect(runs[1]!.jobId).toBe(runs[0]!.jobId);
      await eventually(
        () => jobRows(db.dataSource),
        (rows) => rows.length === 0,
        { what: 'the job to complete' },
      );
      expect(
        logger.records.some((record) => record.message === 'job runner restarted after losing a worker'),
      ).toBe(true);

      await queue.add('test.gated', {});
      await eventually(
        () => runs.length,
        (count) => count >= 3,
        { what: 'a new job to run' },
      );
      expect(runs).toHaveLength(3);
    } finally {
      release();
      await queue.stop();
      await proxy.close();
    }
  }, 90_000);
});

describe("the scheduler's statements in an outage (cron-pool.ts)", () => {
  it('waits the outage out, answers nothing once its runner stops, and passes other errors on', async () => {
    const proxy = await startDatabaseProxy(db.url);
    const pool = new pg.Pool({ connectionString: proxy.url, max: 1, connectionTimeoutMillis: 2000 });
    pool.on('error', () => undefined);
    const stopping = new AbortController();
    const unavailable: unknown[] = [];
    const scheduler = retryingQueries(pool, stopping.signal, (error) => unavailable.push(error));
    try {
      await proxy.cut();
      const duringOutage = scheduler.query<{ one: number }>('SELECT 1 AS one');
      await eventually(
        () => unavailable.length,
        (count) => count >= 2,
        { what: 'the statement to be tried again' },
      );
      await proxy.restore();
      expect((await duringOutage).rows).toEqual([{ one: 1 }]);

      // A statement the database refuses is no outage: the caller gets the error at once.
      await expect(scheduler.query('SELECT * FROM no_such_table')).rejects.toMatchObject({ code: '42P01' });

      await proxy.cut();
      const tried = unavailable.length;
      const whileStopping = scheduler.query('SELECT 1 AS one');
      await eventually(
        () => unavailable.length,
        (count) => count > tried,
        { what: 'the statement to wait' },
      );
      stopping.abort();
      expect((await whileStopping).rows).toEqual([]);
      expect(scheduler.totalCount).toBe(pool.totalCount);
    } finally {
      await pool.end();
      await proxy.close();
    }
  }, 60_000);
});

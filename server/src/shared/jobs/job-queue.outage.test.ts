import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

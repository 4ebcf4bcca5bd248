import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createJobQueue,
  JOB_SCHEMA,
  type JobHandler,
  type JobQueue,
  type JobQueueOptions,
} from './job-queue.js';
import {
  eventually,
  jobRows,
  makeDueNow,
  openJobTestDatabase,
  recordingLogger,
  type JobTestDatabase,
} from './job-queue.test-kit.js';

// The queue against a real database, both kinds (TEST_DATABASE_URL's PostgreSQL, else embedded PGlite,
// where no notification wakes a runner and polling alone must find every job).

let db: JobTestDatabase;
const queues: JobQueue[] = [];

beforeAll(async () => {
  db = await openJobTestDatabase();
});
afterEach(async () => {
  // Stopped in any case, so that a failed test leaves no runner polling the next one's jobs.
  await Promise.all(queues.splice(0).map((queue) => queue.stop()));
  await db.dataSource.query(`DELETE FROM ${JOB_SCHEMA}._private_jobs`).catch(() => undefined);
});
afterAll(async () => {
  await db?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function queue(options: Partial<JobQueueOptions> & Pick<JobQueueOptions, 'tasks'>): JobQueue {
  const created = createJobQueue({
    dataSource: db.dataSource,
    connectionString: db.url,
    pollInterval: 50,
    logger: recordingLogger(),
    ...options,
  });
  queues.push(created);
  return created;
}

describe('two processes on one database', () => {
  it('run every one of 40 jobs exactly once', async () => {
    const runs: { jobId: string; index: number; runner: 'a' | 'b' }[] = [];
    const recorder =
      (runner: 'a' | 'b'): JobHandler =>
      async (payload, { jobId }) => {
        runs.push({ jobId, index: (payload as { index: number }).index, runner });
        // Long enough that one runner cannot take every job before the other looks.
        await sleep(30);
      };
    // Each as a separate server process would be: its own pool for adding jobs and its own runner.
    const second = await db.openDataSource();
    const a = queue({ tasks: { 'test.record': recorder('a') }, concurrency: 2 });
    const b = queue({ dataSource: second, tasks: { 'test.record': recorder('b') }, concurrency: 2 });
    // Started together: the schema is installed once, under an advisory lock.
    await Promise.all([a.start(), b.start()]);

    for (let index = 0; index < 40; index++) {
      await (index % 2 === 0 ? a : b).add('test.record', { index });
    }
    await eventually(
      () => jobRows(db.dataSource),
      (rows) => rows.length === 0 && runs.length >= 40,
      { what: 'all 40 jobs to complete' },
    );
    // A job run twice would show up here, late or not.
    await sleep(200);

    expect(runs).toHaveLength(40);
    expect(new Set(runs.map((run) => run.jobId)).size).toBe(40);
    expect(runs.map((run) => run.index).sort((x, y) => x - y)).toEqual([...Array(40).keys()]);
    // Both took part.
    expect(runs.some((run) => run.runner === 'a')).toBe(true);
    expect(runs.some((run) => run.runner === 'b')).toBe(true);
  });
});

describe('a restart', () => {
  it('keeps a job scheduled for later, and the next process runs it', async () => {
    const runs: { jobId: string; at: number }[] = [];
    const tasks = {
      'test.later': (async (_payload, { jobId }) => {
        runs.push({ jobId, at: Date.now() });
      }) satisfies JobHandler,
    };
    const first = queue({ tasks });
    await first.start();
    const runAt = new Date(Date.now() + 2500);
    await first.add('test.later', { note: 'after the restart' }, { runAt });
    await first.stop();
    expect(runs).toEqual([]);
    const [waiting] = await jobRows(db.dataSource);
    expect(waiting).toMatchObject({ task_identifier: 'test.later', attempts: 0 });

    const second = queue({ tasks });
    await second.start();
    await eventually(
      () => runs.length,
      (count) => count > 0,
      { what: 'the job to run' },
    );
    expect(runs).toHaveLength(1);
    expect(runs[0]!.jobId).toBe(waiting!.id);
    // Not before its time (one clock: the database is on this machine).
    expect(runs[0]!.at).toBeGreaterThanOrEqual(runAt.getTime() - 50);
    await eventually(
      () => jobRows(db.dataSource),
      (rows) => rows.length === 0,
    );
  });
});

describe('a failing task', () => {
  it('is retried with a growing backoff until it succeeds', async () => {
    const attempts: { attempt: number; jobId: string; at: number }[] = [];
    const logger = recordingLogger();
    const flaky = queue({
      logger,
      tasks: {
        'test.flaky': async (_payload, { attempt, jobId }) => {
          attempts.push({ attempt, jobId, at: Date.now() });
          if (attempt < 3) throw new Error(`flaky failure ${attempt}`);
        },
      },
    });
    await flaky.start();
    await flaky.add('test.flaky', { secret: 'never-logged@arena.local' }, { maxAttempts: 5 });
    const [added] = await jobRows(db.dataSource);
    expect(added).toMatchObject({ attempts: 0, max_attempts: 5 });

    const failedOnce = await eventually(
      () => jobRows(db.dataSource),
      (rows) => rows[0]?.attempts === 1 && rows[0].locked_at === null && rows[0].last_error !== null,
      { what: 'the first failure' },
    );
    expect(failedOnce[0]!.last_error).toBe('flaky failure 1');
    const firstGap = failedOnce[0]!.run_at.getTime() - added!.run_at.getTime();
    // graphile-worker: run_at = greatest(now(), run_at) + exp(least(attempts, 10)) seconds.
    // (Timestamps read back to the millisecond: 2 ms of slack.)
    expect(firstGap).toBeGreaterThanOrEqual(Math.exp(1) * 1000 - 2);

    // The second attempt comes by itself, once its time has come.
    const failedTwice = await eventually(
      () => jobRows(db.dataSource),
      (rows) => rows[0]?.attempts === 2 && rows[0].locked_at === null && rows[0].last_error !== null,
      { what: 'the second failure' },
    );
    expect(attempts[1]!.at).toBeGreaterThanOrEqual(failedOnce[0]!.run_at.getTime() - 50);
    expect(failedTwice[0]!.last_error).toBe('flaky failure 2');
    const secondGap = failedTwice[0]!.run_at.getTime() - failedOnce[0]!.run_at.getTime();
    expect(secondGap).toBeGreaterThanOrEqual(Math.exp(2) * 1000 - 2);
    expect(secondGap).toBeGreaterThan(firstGap);

    // Rather than wait out the next 7.4 s: due now, and the third attempt succeeds.
    await makeDueNow(db.dataSource, failedTwice[0]!.id);
    await eventually(
      () => jobRows(db.dataSource),
      (rows) => rows.length === 0,
      { what: 'the job to succeed' },
    );
    expect(attempts.map(({ attempt }) => attempt)).toEqual([1, 2, 3]);
    expect(new Set(attempts.map(({ jobId }) => jobId))).toEqual(new Set([added!.id]));

    // Logged by name, id, attempt and error; never the payload.
    const failures = logger.records.filter((record) => record.message.startsWith('job failed'));
    expect(failures.map((record) => record.object)).toEqual([
      expect.objectContaining({
        job: { name: 'test.flaky', id: added!.id, attempt: 1, maxAttempts: 5 },
        error: 'flaky failure 1',
      }),
      expect.objectContaining({
        job: { name: 'test.flaky', id: added!.id, attempt: 2, maxAttempts: 5 },
        error: 'flaky failure 2',
      }),
    ]);
    expect(failures.every((record) => record.level === 'warn')).toBe(true);
    expect(JSON.stringify(logger.records)).not.toContain('never-logged');
  });

  it('is logged as an error when its last attempt fails', async () => {
    const logger = recordingLogger();
    const doomed = queue({
      logger,
      tasks: {
        'test.doomed': async () => {
          throw new Error('always fails');
        },
      },
    });
    await doomed.start();
    await doomed.add('test.doomed', {}, { maxAttempts: 1 });
    const [failed] = await eventually(
      () => jobRows(db.dataSource),
      (rows) => rows[0]?.attempts === 1 && rows[0].locked_at === null && rows[0].last_error !== null,
      { what: 'the failure' },
    );
    // Given up: it stays in the table, never taken again.
    expect(failed).toMatchObject({ attempts: 1, max_attempts: 1, last_error: 'always fails' });
    const final = await eventually(
      () => logger.records.filter((record) => record.message.startsWith('job failed')),
      (records) => records.length > 0,
    );
    expect(final[0]).toMatchObject({ level: 'error', object: { error: 'always fails' } });
  });
});

describe('adding a job', () => {
  const tasks = { 'test.once': (async () => undefined) satisfies JobHandler };

  it('with a job key leaves one job, the last one added (mode "replace")', async () => {
    // WORKER=false: the schema is installed and jobs are added, but this process runs none.
    const enqueueOnly = queue({ tasks, runJobs: false });
    await enqueueOnly.start();
    const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    await enqueueOnly.add('test.once', { version: 1 }, { jobKey: 'reminder:42', runAt: later(10) });
    await enqueueOnly.add('test.once', { version: 2 }, { jobKey: 'reminder:42', runAt: later(20) });
    await enqueueOnly.add('test.once', { version: 1 }, { jobKey: 'reminder:43', runAt: later(10) });

    const rows = await jobRows(db.dataSource, 'v.key = $1', ['reminder:42']);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.payload).toEqual({ version: 2 });
    expect(rows[0]!.run_at.getTime()).toBeGreaterThan(later(15).getTime());
    expect(await jobRows(db.dataSource)).toHaveLength(2);
  });

  it('inside a transaction commits and rolls back with it', async () => {
    const enqueueOnly = queue({ tasks, runJobs: false });
    await enqueueOnly.start();
    await expect(
      db.dataSource.transaction(async (manager) => {
        await enqueueOnly.add('test.once', { kept: false }, { manager, jobKey: 'rolled-back' });
        // Inside the transaction the job is there...
        const [inside] = (await manager.query(
          `SELECT count(*)::int AS n FROM ${JOB_SCHEMA}.jobs WHERE key = $1`,
          ['rolled-back'],
        )) as { n: number }[];
        expect(inside?.n).toBe(1);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    // ...and gone with it.
    expect(await jobRows(db.dataSource, 'v.key = $1', ['rolled-back'])).toEqual([]);

    await db.dataSource.transaction(async (manager) => {
      await enqueueOnly.add('test.once', { kept: true }, { manager, jobKey: 'committed' });
    });
    expect(await jobRows(db.dataSource, 'v.key = $1', ['committed'])).toHaveLength(1);
  });

  it('refuses a task no handler is registered for, and nonsense options', async () => {
    const enqueueOnly = queue({ tasks, runJobs: false });
    await enqueueOnly.start();
    await expect(enqueueOnly.add('test.unknown', {})).rejects.toThrow(/"test\.unknown"/);
    await expect(enqueueOnly.add('test.once', {}, { maxAttempts: 0 })).rejects.toThrow(/maxAttempts/);
    await expect(enqueueOnly.add('test.once', {}, { runAt: new Date(Number.NaN) })).rejects.toThrow(/runAt/);
    expect(await jobRows(db.dataSource)).toEqual([]);
  });

  it('stops and starts again', async () => {
    const runs: string[] = [];
    const restartable = queue({
      tasks: {
        'test.run': async (_payload, { jobId }) => {
          runs.push(jobId);
        },
      },
    });
    await restartable.start();
    await restartable.start();
    await restartable.stop();
    await restartable.stop();
    await restartable.add('test.run', {});
    await restartable.start();
    await eventually(
      () => runs.length,
      (count) => count === 1,
    );
  });
});

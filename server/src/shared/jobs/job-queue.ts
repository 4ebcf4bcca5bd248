import { EventEmitter } from 'node:events';
import {
  parseCronItems,
  run,
  runMigrations,
  type Runner,
  type TaskList,
  type WorkerEvents,
} from 'graphile-worker';
import pg from 'pg';
import type { DataSource, EntityManager } from 'typeorm';
import { isDatabaseUnavailable } from '../database-errors.js';
import { retryingQueries } from './cron-pool.js';
import { loggableJobError, workerLogger, type JobLogger } from './worker-logger.js';

export type { JobLogger };

// Background work on PostgreSQL itself (docs/adr/0008-job-queue-on-postgresql.md): graphile-worker keeps
// the jobs in its own schema, a job is added with one SQL call (inside the caller's transaction when it
// passes its EntityManager), and runners in any number of processes take jobs with
// `FOR UPDATE SKIP LOCKED`, so each job is locked by one runner at a time. New jobs wake a runner through
// LISTEN/NOTIFY on a real server; the embedded database (PGlite) does not deliver notifications across
// connections, so runners also poll every `pollInterval`, which alone is enough.

/**
 * Runs one job. `attempt` counts from 1. A handler that throws fails the attempt: the job is tried again
 * later, with exponential backoff (graphile-worker's own: exp(min(attempts, 10)) seconds after the
 * failure), until `maxAttempts`. A job can run more than once (a process that dies mid-job leaves it
 * locked until the lock expires, then another runner runs it again; a job whose end could not be recorded
 * in an outage runs again), so a handler must be idempotent.
 */
export type JobHandler = (payload: unknown, context: { attempt: number; jobId: string }) => Promise<void>;

export interface AddJobOptions {
  /**
   * Once-only: while a job with this key waits to run, adding another with the same key REPLACES it
   * (graphile-worker's job_key mode 'replace': new payload, run time and attempt limit, attempts reset)
   * instead of adding a second. A job whose key is already running is left to finish and a new one is
   * added; a key whose job has completed is free again.
   */
  jobKey?: string;
  /** Not before this time (default: now). */
  runAt?: Date;
  /** Attempts before the job is given up (default: the queue's `maxAttempts`). */
  maxAttempts?: number;
  /** The caller's transaction: the job commits or rolls back with it. Without one, it is added at once. */
  manager?: EntityManager;
}

/** A task run on a schedule: `cron` is a five-field crontab pattern in UTC (`0 * * * *`: every hour). */
export interface JobSchedule {
  task: string;
  cron: string;
}

export interface JobQueue {
  /**
   * Adds a job for the task `name` (a name no task is registered under throws: it is a bug). The payload
   * is stored as JSON in plain text until the job has run: never put a secret (a token, a password, a
   * link that signs someone in) in it.
   */
  add(name: string, payload: Record<string, unknown>, options?: AddJobOptions): Promise<void>;
  /** Installs or upgrades graphile-worker's schema, then (unless `runJobs` is false) starts the runner. */
  start(): Promise<void>;
  /** Stops taking jobs and waits for the running ones (up to `stopTimeout`). Enqueuing still works. */
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  /** Where `add` runs its statement when no transaction is given (the app's pool). */
  dataSource: DataSource;
  /** The runner's own pool (concurrency + 2 connections) connects here: the same database. */
  connectionString: string;
  /**
   * Handlers by task name. A function is called once, on the first `add` or `start`, so the composition
   * root can build handlers from services that themselves enqueue jobs.
   */
  tasks: Readonly<Record<string, JobHandler>> | (() => Readonly<Record<string, JobHandler>>);
  /**
   * Tasks run on a schedule. Each runs once per match across every runner on the database (the
   * schedule's last run is kept in graphile-worker's tables); a missed run is not made up (no backfill).
   */
  schedules?: readonly JobSchedule[];
  /** `false`: this process only adds jobs and never runs them (WORKER=false). Default true. */
  runJobs?: boolean;
  /** Jobs run at the same time by this process. Default 1. */
  concurrency?: number;
  /** How often an idle runner looks for due jobs, in ms (retries, `runAt`, the embedded database). Default 2000. */
  pollInterval?: number;
  /** Default attempts per job. Default 10. */
  maxAttempts?: number;
  /** Named prepared statements for the runner's queries; unset: on for a real server, off for PGlite. */
  preparedStatements?: boolean;
  /** How long `stop()` waits for running jobs, in ms. Default 10000 (main.ts gives up on shutdown at 15 s). */
  stopTimeout?: number;
  /**
   * Told of each failure that means the database is unreachable (the app's outage watcher, which logs an
   * outage once); such failures are then logged at debug only. Without it, each is logged as a warning.
   */
  onDatabaseUnavailable?: (error: unknown) => void;
  logger: JobLogger;
}

/** graphile-worker's schema (its tables, `add_job` and the `jobs` view live there). */
export const JOB_SCHEMA = 'graphile_worker';
export const DEFAULT_MAX_ATTEMPTS = 10;

/** Two processes starting at once install the schema one after the other. */
const MIGRATION_LOCK = `SELECT pg_advisory_lock(hashtext('arena:${JOB_SCHEMA}:migrate'))`;
const MIGRATION_UNLOCK = `SELECT pg_advisory_unlock(hashtext('arena:${JOB_SCHEMA}:migrate'))`;

const ADD_JOB = `SELECT ${JOB_SCHEMA}.add_job(
  $1::text, $2::json,
  run_at => $3::timestamptz, max_attempts => $4::int, job_key => $5::text, job_key_mode => 'replace'
)`;

/** After losing a worker, the runner is rebuilt after this long, doubling while that fails. */
const RESTART_DELAY_MS = { first: 1000, most: 30_000 };

function positiveInteger(name: string, value: number, max = Number.MAX_SAFE_INTEGER): number {
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw new Error(`${name} must be an integer from 1 to ${max} (got ${value}).`);
  }
  return value;
}

/** PGlite names itself in version() (db/database.ts, detectDatabaseKind). */
async function isEmbedded(dataSource: DataSource): Promise<boolean> {
  const [row] = (await dataSource.query('SELECT version() AS version')) as { version: string }[];
  return /\bPGlite\b|emscripten/i.test(row?.version ?? '');
}

/** A PostgreSQL job queue on graphile-worker (see JobQueue). */
export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { dataSource, connectionString, logger } = options;
  const runJobs = options.runJobs ?? true;
  const concurrency = positiveInteger('concurrency', options.concurrency ?? 1, 100);
  const pollInterval = positiveInteger('pollInterval', options.pollInterval ?? 2000);
  const defaultMaxAttempts = positiveInteger(
    'maxAttempts',
    options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    32767,
  );
  const stopTimeout = options.stopTimeout ?? 10_000;
  const onUnavailable =
    options.onDatabaseUnavailable ??
    ((error: unknown) => logger.warn({ error: loggableJobError(error) }, 'job queue: database unreachable'));
  const graphileLogger = workerLogger(logger, onUnavailable);
  /** Logs a failure of the queue's own, at debug when it is the database being unreachable. */
  const logFailure = (error: unknown, message: string) => {
    if (isDatabaseUnavailable(error)) {
      onUnavailable(error);
      logger.debug({ error: loggableJobError(error) }, message);
    } else {
      logger.error({ error: loggableJobError(error) }, message);
    }
  };

  let tasks: Readonly<Record<string, JobHandler>> | undefined;
  const taskHandlers = () =>
    (tasks ??= typeof options.tasks === 'function' ? options.tasks() : options.tasks);

  let started = false;
  let pool: pg.Pool | undefined;
  let runner: Runner | undefined;
  let preparedStatements: boolean | undefined;
  // start(), stop() and restarts run one after the other, in the order they were asked for.
  let transitions: Promise<unknown> = Promise.resolve();
  const serially = (step: () => Promise<void>): Promise<void> => {
    const next = transitions.then(step);
    transitions = next.catch(() => undefined);
    return next;
  };

  const openPool = () => {
    const opened = new pg.Pool({
      connectionString,
      // One listening connection, one per running job, one to take and release jobs.
      max: runJobs ? concurrency + 2 : 2,
      application_name: 'arena-jobs',
      connectionTimeoutMillis: 10_000,
    });
    // An idle connection the server dropped (a restart): the pool replaces it.
    opened.on('error', (error) => logFailure(error, 'job queue connection lost'));
    return opened;
  };

  const migrate = async (migrationPool: pg.Pool) => {
    const lock = await migrationPool.connect();
    try {
      await lock.query(MIGRATION_LOCK);
      try {
        await runMigrations({ pgPool: migrationPool, schema: JOB_SCHEMA, logger: graphileLogger });
      } finally {
        await lock.query(MIGRATION_UNLOCK);
      }
    } finally {
      lock.release();
    }
  };

  const taskList = (): TaskList =>
    Object.fromEntries(
      Object.entries(taskHandlers()).map(([name, handler]) => [
        name,
        async (payload, helpers) => {
          await handler(payload, { attempt: helpers.job.attempts, jobId: String(helpers.job.id) });
        },
      ]),
    );

  // graphile-worker 0.16 drops a worker that could not record a job's outcome (the database went away
  // between the job's start and its end) and never replaces it: the queue rebuilds its runner instead,
  // and hands back the jobs the lost workers held (their handlers had returned; the job runs again).
  const lostWorkers = new Set<string>();
  let restartTimer: NodeJS.Timeout | undefined;
  let restartDelay = RESTART_DELAY_MS.first;
  const events = new EventEmitter() as WorkerEvents;
  events.on('worker:fatalError', ({ worker }) => {
    lostWorkers.add(worker.workerId);
    scheduleRestart();
  });

  // Each runner's scheduler waits database outages out until that runner is stopped (cron-pool.ts).
  const schedulerStops = new WeakMap<Runner, AbortController>();

  const startRunner = async (runnerPool: pg.Pool): Promise<Runner> => {
    preparedStatements ??= options.preparedStatements ?? !(await isEmbedded(dataSource));
    const schedulerStop = new AbortController();
    let running: Runner;
    try {
      running = await run({
        pgPool: retryingQueries(runnerPool, schedulerStop.signal, onUnavailable),
        schema: JOB_SCHEMA,
        taskList: taskList(),
        parsedCronItems: parseCronItems(
          (options.schedules ?? []).map((schedule) => ({
            task: schedule.task,
            match: schedule.cron,
            identifier: schedule.task,
            options: { backfillPeriod: 0 },
          })),
        ),
        concurrency,
        pollInterval,
        noHandleSignals: true,
        noPreparedStatements: !preparedStatements,
        logger: graphileLogger,
        events,
      });
    } catch (error) {
      schedulerStop.abort();
      throw error;
    }
    schedulerStops.set(running, schedulerStop);
    running.promise.catch((error: unknown) => {
      logFailure(error, 'the job runner stopped on an error');
      if (runner === running) scheduleRestart();
    });
    return running;
  };

  /** Stops a runner, waiting for its running jobs up to `stopTimeout`; false when they outlasted it. */
  const stopRunner = async (stopping: Runner): Promise<boolean> => {
    schedulerStops.get(stopping)?.abort();
    let timer: NodeJS.Timeout | undefined;
    const timedOut = await Promise.race([
      // A runner that already stopped on an error (logged then) has nothing left to stop.
      stopping.stop().then(
        () => false,
        () => false,
      ),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(true), stopTimeout);
      }),
    ]).finally(() => clearTimeout(timer));
    // The jobs still running stay locked and run again once their lock expires (graphile-worker: 4 hours).
    if (timedOut)
      logger.warn({ stopTimeoutMs: stopTimeout }, 'jobs were still running when the runner stopped');
    return !timedOut;
  };

  function scheduleRestart() {
    if (restartTimer || !started) return;
    restartTimer = setTimeout(() => {
      restartTimer = undefined;
      void serially(restart);
    }, restartDelay);
    restartTimer.unref();
  }

  const restart = async () => {
    if (!started || !pool) return;
    const previous = runner;
    runner = undefined;
    if (previous) await stopRunner(previous);
    try {
      runner = await startRunner(pool);
      if (lostWorkers.size > 0) {
        const lost = [...lostWorkers];
        await pool.query(
          `UPDATE ${JOB_SCHEMA}._private_jobs SET locked_at = NULL, locked_by = NULL WHERE locked_by = ANY($1::text[])`,
          [lost],
        );
        lost.forEach((id) => lostWorkers.delete(id));
      }
      restartDelay = RESTART_DELAY_MS.first;
      logger.info({ concurrency }, 'job runner restarted after losing a worker');
    } catch (error) {
      logFailure(error, 'the job runner could not restart: trying again');
      restartDelay = Math.min(restartDelay * 2, RESTART_DELAY_MS.most);
      scheduleRestart();
    }
  };

  const start = async () => {
    if (started) return;
    const opened = openPool();
    try {
      await migrate(opened);
      if (runJobs) {
        runner = await startRunner(opened);
        pool = opened;
      } else {
        // Only enqueuing: `add` goes through the app's own pool.
        await opened.end();
        logger.info({}, 'jobs are only enqueued by this process: another one runs them');
      }
    } catch (error) {
      await opened.end().catch(() => undefined);
      throw error;
    }
    started = true;
  };

  const stop = async () => {
    if (!started) return;
    started = false;
    clearTimeout(restartTimer);
    restartTimer = undefined;
    const stopping = runner;
    const closing = pool;
    runner = undefined;
    pool = undefined;
    if (stopping && !(await stopRunner(stopping))) {
      void closing?.end().catch(() => undefined);
      return;
    }
    await closing?.end();
  };

  return {
    async add(name, payload, addOptions = {}) {
      if (!Object.hasOwn(taskHandlers(), name)) {
        throw new Error(`No job task is registered as "${name}".`);
      }
      const maxAttempts = positiveInteger('maxAttempts', addOptions.maxAttempts ?? defaultMaxAttempts, 32767);
      const runAt = addOptions.runAt;
      if (runAt !== undefined && Number.isNaN(runAt.getTime())) throw new Error('runAt is not a valid date.');
      await (addOptions.manager ?? dataSource).query(ADD_JOB, [
        name,
        JSON.stringify(payload),
        runAt?.toISOString() ?? null,
        maxAttempts,
        addOptions.jobKey ?? null,
      ]);
    },
    start: () => serially(start),
    stop: () => serially(stop),
  };
}

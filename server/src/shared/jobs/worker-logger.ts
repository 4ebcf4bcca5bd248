import { Logger, type Job } from 'graphile-worker';
import { isDatabaseUnavailable, sqlStateOf, unavailabilityReason } from '../database-errors.js';

/** The part of a pino logger the job queue uses. */
export interface JobLogger {
  error(object: object, message: string): void;
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
  debug(object: object, message: string): void;
}

/**
 * An error as the queue logs it. A database error by its SQL state only (a driver's message can carry
 * a statement's values, shared/database-errors.ts), a lost connection by its reason, anything else by
 * the first line of its message.
 */
export function loggableJobError(error: unknown): string {
  if (isDatabaseUnavailable(error)) return `database unreachable (${unavailabilityReason(error)})`;
  const state = sqlStateOf(error);
  if (state) return `database error ${state}`;
  return (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 500);
}

/**
 * graphile-worker's log lines, through ours. Their metadata is dropped (a job's carries its payload, which
 * may hold personal data): a job is logged by name, id and attempt, an error by `loggableJobError`. A
 * failure that means the database is unreachable goes to `onUnavailable` (the app reports an outage
 * once, app/database-outage.ts) and is logged at debug only.
 */
export function workerLogger(logger: JobLogger, onUnavailable: (error: unknown) => void): Logger {
  return new Logger((scope) => (level, message, meta) => {
    const fields: Record<string, unknown> = {};
    if (scope.workerId) fields.worker = scope.workerId;
    const job = meta?.job as Job | undefined;
    if (job) {
      fields.job = {
        name: job.task_identifier,
        id: String(job.id),
        attempt: job.attempts,
        maxAttempts: job.max_attempts,
      };
    }
    const error = meta?.error ?? meta?.fatalError;
    if (error !== undefined) fields.error = loggableJobError(error);
    const unavailable = error !== undefined && isDatabaseUnavailable(error);
    if (unavailable) onUnavailable(error);

    if (job && meta?.failure) {
      const final = job.attempts >= job.max_attempts;
      if (unavailable) logger.debug(fields, 'job failed: the database is unreachable');
      else if (final) logger.error(fields, 'job failed for the last time: it will not be retried');
      else logger.warn(fields, 'job failed: it will be retried');
      return;
    }
    if (job && meta?.success) {
      logger.info({ ...fields, durationMs: Math.round(Number(meta.duration) || 0) }, 'job done');
      return;
    }
    // Some messages end with a stack or an inspected object: the first line says what happened.
    const text = message.split('\n')[0]!.slice(0, 300);
    // A lost worker: the queue rebuilds its runner (job-queue.ts) and says so.
    if (unavailable || text.startsWith('Worker exited, but pool is in continuous mode')) {
      return logger.debug(fields, text);
    }
    switch (String(level)) {
      case 'error':
        return logger.error(fields, text);
      case 'warning':
        return logger.warn(fields, text);
      case 'info':
        return logger.info(fields, text);
      default:
        return logger.debug(fields, text);
    }
  });
}

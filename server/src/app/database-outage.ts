import type { FastifyBaseLogger } from 'fastify';
import type { DataSource } from 'typeorm';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  isDatabaseUnavailable,
  unavailabilityReason,
} from '../shared/database-errors.js';
import { AppError } from '../shared/errors.js';

const PROBE_INTERVAL_MS = 1000;
const PROBE_TIMEOUT_MS = 2000;

/** What a client gets while the database cannot be reached: 503 UNAVAILABLE with Retry-After. */
export function unavailableError(): AppError {
  return new AppError('UNAVAILABLE', 'The service is temporarily unavailable. Try again shortly.', {
    retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
  });
}

export interface DatabaseOutage {
  /**
   * The typed error for a failure, when it means the database is unreachable (undefined otherwise).
   * The first such failure of an outage logs one warning and starts probing until the database
   * answers again, which logs once more; the failures in between log nothing.
   */
  classify(error: unknown): AppError | undefined;
  /**
   * A failure outside a request (the job runner's connections): true when it means the database is
   * unreachable, in which case it starts or continues the outage as `classify` does (one warning per
   * outage, probing), without counting a refused request.
   */
  notice(error: unknown): boolean;
  /** Whether an outage is going on (between the first failure and a successful probe). */
  readonly active: boolean;
  /** Stops probing (the server is closing). */
  stop(): void;
}

/** One outage state per process: requests fail fast into 503s, and the log says so once. */
export function watchDatabaseOutages(dataSource: DataSource, log: FastifyBaseLogger): DatabaseOutage {
  let since: number | undefined;
  let refused = 0;
  let probe: NodeJS.Timeout | undefined;
  let stopped = false;

  const probeOnce = async () => {
    probe = undefined;
    if (stopped || since === undefined) return;
    try {
      await Promise.race([
        dataSource.query('SELECT 1'),
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error('probe timeout')), PROBE_TIMEOUT_MS).unref(),
        ),
      ]);
      log.info({ downForMs: Date.now() - since, refusedRequests: refused }, 'database reachable again');
      since = undefined;
      refused = 0;
    } catch {
      schedule();
    }
  };
  const schedule = () => {
    if (stopped || probe) return;
    probe = setTimeout(() => void probeOnce(), PROBE_INTERVAL_MS);
    probe.unref();
  };

  const notice = (error: unknown) => {
    if (!isDatabaseUnavailable(error)) return false;
    if (since === undefined) {
      since = Date.now();
      log.warn(
        { reason: unavailabilityReason(error), retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS },
        'database unreachable: answering 503 until it is back',
      );
      schedule();
    }
    return true;
  };

  return {
    classify(error) {
      if (!notice(error)) return undefined;
      refused++;
      return unavailableError();
    },
    notice,
    get active() {
      return since !== undefined;
    },
    stop() {
      stopped = true;
      if (probe) clearTimeout(probe);
      probe = undefined;
    },
  };
}

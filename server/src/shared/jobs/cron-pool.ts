import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import { isDatabaseUnavailable } from '../database-errors.js';

// graphile-worker 0.16's scheduler (cron) is the one part of the library that calls `pool.query`. When
// such a call fails, the scheduler stops with that error, and the runner chains `.finally()` on the
// scheduler's promise without handling it: an unhandled rejection, which ends a Node process. A database
// that is unreachable for a moment at the turn of a minute (a restart, a pool timeout under load) would
// so take the whole server down. 0.17 retries inside the scheduler, but it needs a newer runner whose
// batched job completion rejects unhandled in the same outage, so the queue stays on 0.16 and hands the
// runner a pool whose `query` waits the outage out instead.
//
// The scheduler's statements are safe to repeat: registering a schedule and claiming a minute both go
// through `_private_known_crontabs`, so a minute is scheduled once however often it is tried. A minute
// passed while waiting is caught up by the scheduler itself ("fired too late; catching up").

/** The result the scheduler gets when the runner is stopping: nothing to schedule, nothing to backfill. */
const NOTHING = { command: '', rowCount: 0, oid: 0, fields: [], rows: [] };

const RETRY_DELAY_MS = { first: 250, most: 10_000 };

/**
 * The pool as the runner sees it: `query` tries again (250 ms, doubling to 10 s) while the database is
 * unavailable, and answers no rows once `stopping` is aborted so that the scheduler ends cleanly; any
 * other error is the caller's. Every other member is the pool's own, bound to it.
 */
export function retryingQueries(
  pool: pg.Pool,
  stopping: AbortSignal,
  onUnavailable: (error: unknown) => void,
): pg.Pool {
  const query = async (...args: unknown[]) => {
    let delay = RETRY_DELAY_MS.first;
    for (;;) {
      if (stopping.aborted) return NOTHING;
      try {
        return await (pool.query as (...queryArgs: unknown[]) => Promise<unknown>)(...args);
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        onUnavailable(error);
      }
      await sleep(delay, undefined, { signal: stopping }).catch(() => undefined);
      delay = Math.min(delay * 2, RETRY_DELAY_MS.most);
    }
  };
  return new Proxy(pool, {
    get(target, property) {
      if (property === 'query') return query;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

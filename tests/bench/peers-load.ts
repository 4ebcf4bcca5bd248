// The peers section's traffic to the servers: one GraphQL request (set-ups and answers compared), a
// sample under autocannon, and the wait for the bench database to be idle before each sample.
import autocannon from 'autocannon';
import type pg from 'pg';
import { finished } from './measure.js';
import type { Run } from './peers-types.js';

/** One request; throws unless it answers 200 without errors. */
export async function graphql(
  url: string,
  token: string,
  query: string,
  variables: object = {},
): Promise<string> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  if (response.status !== 200 || text.includes('"errors"')) {
    throw new Error(`${url} answered ${response.status}: ${text.slice(0, 400)}`);
  }
  return text;
}

export interface HttpTarget {
  url: string;
  token: string;
  body: string;
  /** A string every right answer contains (the first id). */
  expect: string;
}

/** One sample: autocannon for `seconds`, every answer checked for `expect` and for errors. */
export async function httpLoad(target: HttpTarget, connections: number, seconds: number): Promise<Run> {
  const instance = autocannon({
    url: target.url,
    method: 'POST',
    headers: {
      ...(target.token ? { authorization: `Bearer ${target.token}` } : {}),
      'content-type': 'application/json',
    },
    body: target.body,
    connections,
    duration: seconds,
    timeout: 10,
    verifyBody: (body) => body.includes(target.expect) && !body.includes('"errors"'),
  });
  const result = await finished(instance, seconds);
  return {
    requestsPerSecond: result.requests.total / seconds,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts + result.mismatches,
  };
}

/**
 * Waits until no other statement runs on the bench database (a previous sample's abandoned requests,
 * autovacuum), seen twice in a row, then a moment for the servers to write out what they had read.
 * False when it stayed busy for the whole wait (the sample then starts anyway and is counted).
 */
export async function waitForIdle(client: pg.Client, timeoutMs = 30_000): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  let quiet = 0;
  while (performance.now() < deadline) {
    const { rows } = await client.query<{ busy: number }>(
      `SELECT count(*)::int AS busy FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid()
          AND state IN ('active', 'idle in transaction', 'idle in transaction (aborted)', 'fastpath function call')`,
    );
    quiet = (rows[0]?.busy ?? 0) === 0 ? quiet + 1 : 0;
    if (quiet >= 2) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      return true;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

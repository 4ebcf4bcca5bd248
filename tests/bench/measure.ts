// The measurements every Arena section takes: signing in, load under autocannon summarized to req/s and
// latency percentiles, and waiting for the database to be idle before a sample.
import autocannon, { type Result as LoadResult } from 'autocannon';
import pg from 'pg';
import { ADMIN, LOAD_CONNECTIONS } from './options.js';

/** The p-th percentile of sorted values by nearest rank (NaN when there are none); pgbench's samples too. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

export async function signIn(
  baseUrl: string,
  credentials: { email: string; password: string } = ADMIN,
): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await response.json().catch(() => undefined)) as { accessToken?: unknown } | undefined;
  if (response.status !== 200 || typeof body?.accessToken !== 'string') {
    throw new Error(`sign-in answered ${response.status}: ${JSON.stringify(body)}`);
  }
  return body.accessToken;
}

export interface LoadSummary {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Responses whose body was not the expected user. */
  mismatches: number;
}

export function summarize(result: LoadResult): LoadSummary {
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    mismatches: result.mismatches,
  };
}

export async function load(
  title: string,
  options: { url: string; method: 'GET' | 'POST'; headers: Record<string, string>; body?: string },
  seconds: number,
  // A GraphQL error still answers 200: by default every body must carry the signed-in user.
  verifyBody: (body: string) => boolean = (body) => body.includes(ADMIN.email),
  connections: number = LOAD_CONNECTIONS,
): Promise<LoadResult> {
  const instance = autocannon({
    title,
    ...options,
    connections,
    duration: seconds,
    timeout: 10,
    verifyBody,
  });
  return finished(instance, seconds);
}

/** An autocannon run's result (the peers' samples too). */
export async function finished(
  instance: ReturnType<typeof autocannon>,
  seconds: number,
): Promise<LoadResult> {
  // autocannon runs for `duration`; the guard only matters if it ever hangs.
  const guard = setTimeout(() => instance.stop(), (seconds + 30) * 1000);
  try {
    return await instance;
  } finally {
    clearTimeout(guard);
  }
}

/** Waits until no other statement runs on the database (autovacuum, a straggling request). */
export async function waitForIdleDatabase(databaseUrl: URL): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl.toString(), connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    for (let attempt = 0; attempt < 60; attempt += 1) {
      const { rows } = await client.query<{ busy: number }>(
        `SELECT count(*)::int AS busy FROM pg_stat_activity
          WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid()`,
      );
      if ((rows[0]?.busy ?? 0) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    await client.end();
  }
}

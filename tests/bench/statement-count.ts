// Statements per request, read from the server's own log: at LOG_LEVEL=trace the compiled server writes
// one `query` line for every statement it sends (server/src/db/query-logger.ts: TypeORM's queries and
// the named prepared statements of shared/db/statements.ts alike), between the request's "incoming
// request" and "request completed" lines. A second server on the same database, with the job runner
// off, answers the requests one at a time, so every `query` line between the two belongs to the request.
// The measured server logs at `warn` as deployed: tracing costs time, so it never counts.
import { randomBytes } from 'node:crypto';
import { FIRST_START_TIMEOUT_MS, ME_QUERY } from './options.js';
import {
  freePort,
  killServer,
  startServer,
  stopServer,
  waitForReady,
  type RunningServer,
} from './servers.js';

interface LogLine {
  msg?: string;
  reqId?: string;
  component?: string;
  sql?: string;
  req?: { method?: string; url?: string };
}

/** A server that counts the statements of each request it answers (one request at a time). */
export interface StatementCounter {
  url: string;
  /**
   * Sends `body` to /graphql and answers how many statements the server sent for it, the viewer cached:
   * a `me` goes first, as in a burst of requests (app/request-context.ts keeps the viewer 5 s; a cold
   * viewer adds its one statement to any request).
   */
  count(token: string, body: string): Promise<number>;
  /** The same, answering the statements' shapes as logged (server/src/db/query-logger.ts: literals removed). */
  shapes(token: string, body: string): Promise<string[]>;
  stop(): Promise<void>;
}

/** Starts the counting server on `databaseUrl` (migrated and seeded already: it migrates and seeds nothing). */
export async function startStatementCounter(databaseUrl: URL): Promise<StatementCounter> {
  const server: RunningServer = startServer(await freePort(), {
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(48).toString('base64url'),
    DATABASE_URL: databaseUrl.toString(),
    DB_MIGRATE_ON_START: 'false',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'trace',
    // No job runner: a job's statements would be counted with the request's.
    WORKER: 'false',
    RATE_LIMIT_SIGN_IN_PER_IP: '100000',
    RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '100000',
  });
  let open: { reqId: string; statements: string[] } | null = null;
  const done = new Map<string, string[]>();
  let waiting: (() => void) | null = null;
  let rest = '';
  server.child.stdout?.on('data', (chunk: Buffer) => {
    const lines = (rest + chunk.toString('utf8')).split('\n');
    rest = lines.pop() ?? '';
    for (const text of lines) {
      if (!text.startsWith('{')) continue;
      let line: LogLine;
      try {
        line = JSON.parse(text) as LogLine;
      } catch {
        continue;
      }
      if (line.msg === 'incoming request' && line.req?.url === '/graphql' && line.reqId) {
        open = { reqId: line.reqId, statements: [] };
      } else if (line.msg === 'query' && line.component === 'database' && open) {
        open.statements.push(line.sql ?? '');
      } else if (line.msg === 'request completed' && open && line.reqId === open.reqId) {
        done.set(open.reqId, open.statements);
        open = null;
        waiting?.();
      }
    }
  });
  try {
    await waitForReady(server, performance.now(), FIRST_START_TIMEOUT_MS);
  } catch (error) {
    await killServer(server);
    throw error;
  }
  const completed = () => new Promise<void>((resolve) => (waiting = resolve));
  const send = async (token: string, body: string) => {
    done.clear();
    const logged = completed();
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body,
      signal: AbortSignal.timeout(60_000),
    });
    const text = await response.text();
    if (response.status !== 200 || text.includes('"errors"')) {
      throw new Error(`the counting server answered ${response.status}: ${text.slice(0, 300)}`);
    }
    // The log line can reach the pipe after the answer: wait for it (at most 5 s).
    const timeout = new Promise<void>((resolve) => setTimeout(resolve, 5_000).unref());
    await Promise.race([logged, timeout]);
    waiting = null;
    if (done.size !== 1) throw new Error(`the counting server logged ${done.size} GraphQL requests, not 1`);
    return [...done.values()][0]!;
  };
  return {
    url: server.url,
    async count(token, body) {
      await send(token, ME_QUERY);
      return (await send(token, body)).length;
    },
    async shapes(token, body) {
      await send(token, ME_QUERY);
      return send(token, body);
    },
    async stop() {
      await stopServer(server);
      await killServer(server);
    },
  };
}

// What a database failure is, read from the error without trusting its message: driver messages and
// TypeORM's QueryFailedError carry the statement's values (an email, a password hash), so logs get the
// SQL state and the error's shape, never the message, the query or its parameters.

/** Seconds a client is told to wait (Retry-After) while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

// SQLSTATE: two characters of class, three of subclass; classes start with a digit or F0, HV, P0, XX.
const SQLSTATE = /^(?:[0-9][0-9A-Z]|F0|HV|P0|XX)[0-9A-Z]{3}$/;

// The server went away or cannot take connections: admin/crash shutdown, starting up, too many clients.
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

// Socket failures between the pool and the server.
const UNAVAILABLE_NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// What `pg` and its pool say when a connection cannot be had or was lost (no code on these).
const UNAVAILABLE_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|connection error and is not queryable|Client was closed and is not queryable/i;

interface ErrorLike {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  stack?: unknown;
  table?: unknown;
  constraint?: unknown;
  routine?: unknown;
}

/** The error and what it wraps (GraphQL's originalError, `cause`, TypeORM's driverError, AggregateError). */
function* chainOf(error: unknown): Generator<ErrorLike> {
  const queue: unknown[] = [error];
  const seen = new Set<unknown>();
  while (queue.length > 0 && seen.size < 16) {
    const current = queue.shift();
    if (typeof current !== 'object' || current === null || seen.has(current)) continue;
    seen.add(current);
    yield current as ErrorLike;
    const record = current as Record<string, unknown>;
    queue.push(record.originalError, record.cause, record.driverError);
    if (Array.isArray(record.errors)) queue.push(...(record.errors as unknown[]));
  }
}

/** The SQLSTATE code of a database error anywhere in the chain, e.g. `23505`; undefined for others. */
export function sqlStateOf(error: unknown): string | undefined {
  for (const link of chainOf(error)) {
    if (typeof link.code === 'string' && SQLSTATE.test(link.code)) return link.code;
  }
  return undefined;
}

/**
 * True when the failure means the database cannot be reached right now (refused or lost connections,
 * a pool that could not connect in time, a server shutting down or starting): a 503, not a bug.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const link of chainOf(error)) {
    const code = typeof link.code === 'string' ? link.code : '';
    if (UNAVAILABLE_NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code)) return true;
    // Class 08: connection exception.
    if (SQLSTATE.test(code) && code.startsWith('08')) return true;
    if (typeof link.message === 'string' && UNAVAILABLE_MESSAGES.test(link.message)) return true;
  }
  return false;
}

/** The connection failure's code (ECONNREFUSED, 57P01…) or a short name for a message-only one. */
export function unavailabilityReason(error: unknown): string {
  for (const link of chainOf(error)) {
    if (typeof link.code === 'string' && link.code !== '') return link.code;
  }
  for (const link of chainOf(error)) {
    if (typeof link.message === 'string') {
      const match = UNAVAILABLE_MESSAGES.exec(link.message);
      if (match) return match[0];
    }
  }
  return 'unknown';
}

const safeString = (value: unknown) => (typeof value === 'string' && value.length <= 100 ? value : undefined);

/** The GraphQL field path of a resolver's failure (`athletes.edges.3.node.teams`), when it has one. */
export function graphqlPathOf(error: unknown): string | undefined {
  const path = (error as { path?: unknown } | null)?.path;
  if (!Array.isArray(path)) return undefined;
  return path.map((part) => (typeof part === 'number' ? String(part) : String(part).slice(0, 80))).join('.');
}

/**
 * What may be logged about an error. A database error becomes its SQL state, table, constraint and
 * the stack frames (not its first line, which repeats the message); anything else keeps its name,
 * message and stack. Never the query, its parameters or the driver's detail.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  const sqlState = sqlStateOf(error);
  if (sqlState !== undefined || isDatabaseUnavailable(error)) {
    let table: string | undefined;
    let constraint: string | undefined;
    let routine: string | undefined;
    let stack: string | undefined;
    for (const link of chainOf(error)) {
      table ??= safeString(link.table);
      constraint ??= safeString(link.constraint);
      routine ??= safeString(link.routine);
      if (stack === undefined && typeof link.stack === 'string' && SQLSTATE.test(String(link.code ?? ''))) {
        stack = link.stack.split('\n').slice(1).join('\n');
      }
    }
    return {
      type: 'DatabaseError',
      ...(sqlState ? { sqlState } : { code: unavailabilityReason(error) }),
      ...(table ? { table } : {}),
      ...(constraint ? { constraint } : {}),
      ...(routine ? { routine } : {}),
      ...(stack ? { stack } : {}),
    };
  }
  // GraphQL wraps what a resolver threw: describe the thrown error, not the wrapper.
  const links = [...chainOf(error)];
  const first = links.find((link) => link.name !== 'GraphQLError') ?? links[0];
  if (!first) return { type: typeof error, message: String(error).slice(0, 200) };
  return {
    type: typeof first.name === 'string' ? first.name : 'Error',
    ...(typeof first.message === 'string' ? { message: first.message.slice(0, 500) } : {}),
    ...(typeof first.stack === 'string' ? { stack: first.stack } : {}),
  };
}

import type { Logger } from 'typeorm';
import { sqlStateOf, unavailabilityReason } from '../shared/database-errors.js';

/** Where the database's log lines go: the app's pino logger (object first, message second). */
export interface QueryLogTarget {
  debug(fields: object, message: string): void;
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  trace?(fields: object, message: string): void;
  isLevelEnabled?(level: string): boolean;
}

// Until the app's logger is attached (the CLI, the boot before the app exists): warnings only, on stderr.
const consoleTarget: QueryLogTarget = {
  debug: () => undefined,
  info: () => undefined,
  warn: (fields, message) => console.warn(`${message} ${JSON.stringify(fields)}`),
};

const MAX_SQL_LENGTH = 500;

/**
 * A statement with every literal value replaced by `?`: quoted and dollar-quoted strings and numbers.
 * Placeholders ($1) and identifiers stay, so the shape still says what ran.
 */
export function sqlShape(sql: string): string {
  const shape = sql
    .replace(/\$([A-Za-z_]\w*)?\$[\s\S]*?\$\1\$/g, '?')
    .replace(/\b[Ee]'(?:[^'\\]|\\[\s\S]|'')*'/g, '?')
    .replace(/(?:\b[BbXxNn]|\bU&)?'(?:[^']|'')*'/g, '?')
    .replace(/(?<![\w$.])\d+(?:\.\d+)?(?:[eE][+-]?\d+)?\b/g, '?')
    // A quote left over opens a literal that never closed: drop everything after it.
    .replace(/'[\s\S]*$/, '?…')
    .replace(/\s+/g, ' ')
    .trim();
  return shape.length > MAX_SQL_LENGTH ? `${shape.slice(0, MAX_SQL_LENGTH)}…` : shape;
}

/**
 * TypeORM's logger for every DataSource. TypeORM's own loggers print a failed statement with its
 * parameters (a new user's email and password hash, say): this one never prints parameters, and
 * statements only as their shape, literals removed. A failed query is not logged here at all: the
 * error travels to whoever handles it, and the app logs it once, by SQL state (app/errors.ts).
 */
export class SafeQueryLogger implements Logger {
  constructor(private target: QueryLogTarget = consoleTarget) {}

  /** Sends the lines to the app's logger from now on. */
  attach(target: QueryLogTarget): void {
    this.target = target;
  }

  logQuery(query: string): void {
    if (this.target.trace && this.target.isLevelEnabled?.('trace')) {
      this.target.trace({ sql: sqlShape(query) }, 'query');
    }
  }

  logQueryError(error: string | Error, query: string): void {
    if (this.target.isLevelEnabled?.('debug')) {
      this.target.debug({ sqlState: sqlStateOf(error), sql: sqlShape(query) }, 'query failed');
    }
  }

  logQuerySlow(time: number, query: string): void {
    this.target.warn({ durationMs: time, sql: sqlShape(query) }, 'slow query');
  }

  logSchemaBuild(message: string): void {
    this.target.debug({}, message);
  }

  logMigration(message: string): void {
    this.target.info({}, message);
  }

  /** The pool lost an idle connection; it opens a new one when next asked. */
  poolError(error: unknown): void {
    this.target.debug(
      { code: sqlStateOf(error) ?? unavailabilityReason(error) },
      'idle database connection lost',
    );
  }

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    const text = typeof message === 'string' ? message : 'database message';
    if (level === 'warn') this.target.warn({}, text);
    else this.target.debug({}, text);
  }
}

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DataSource } from 'typeorm';
import { provideTestDatabase, type TestDatabase } from '../../../tests/support/database.js';
import { loggableError } from '../shared/database-errors.js';
import { createDataSource } from './data-source.js';
import { SafeQueryLogger, sqlShape, type QueryLogTarget } from './query-logger.js';

// Issue 10 §2: a failed INSERT logged the new user's email and argon2 hash (TypeORM prints a failed
// statement's parameters). Nothing the database logger or the error log writes may hold a value.

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$c2VjcmV0aGFzaHZhbHVlaGVyZQ';
const EMAIL = 'leak-check@arena.local';

let database: TestDatabase;
let dataSource: DataSource;
const lines: string[] = [];
const target: QueryLogTarget = {
  debug: (fields, message) => lines.push(`debug ${message} ${JSON.stringify(fields)}`),
  info: (fields, message) => lines.push(`info ${message} ${JSON.stringify(fields)}`),
  warn: (fields, message) => lines.push(`warn ${message} ${JSON.stringify(fields)}`),
  trace: (fields, message) => lines.push(`trace ${message} ${JSON.stringify(fields)}`),
  isLevelEnabled: () => true,
};

beforeAll(async () => {
  database = await provideTestDatabase();
  dataSource = createDataSource(database.url, { poolSize: 2 });
  await dataSource.initialize();
}, 120_000);
afterAll(async () => {
  await dataSource?.destroy();
  await database?.dispose();
});

describe('the DataSource logger', () => {
  it('is the safe logger, and never prints a failed statement’s parameters or literals', async () => {
    expect(dataSource.logger).toBeInstanceOf(SafeQueryLogger);
    (dataSource.logger as SafeQueryLogger).attach(target);
    const printed: string[] = [];
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) =>
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void printed.push(args.join(' '))),
    );
    const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: unknown) => {
      printed.push(String(chunk));
      return true;
    });
    let failure: unknown;
    try {
      // A NUL in a text parameter: PostgreSQL refuses it ("invalid byte sequence"), as in the issue.
      await dataSource.query(
        `SELECT $1::text AS email, $2::text AS hash, 'literal-${EMAIL}' AS x, 12345 AS n`,
        [EMAIL, `${HASH}\u0000`],
      );
    } catch (error) {
      failure = error;
    } finally {
      for (const spy of spies) spy.mockRestore();
      write.mockRestore();
    }
    expect(failure).toBeDefined();
    const everything = [...printed, ...lines, JSON.stringify(loggableError(failure))].join('\n');
    expect(lines.length).toBeGreaterThan(0);
    expect(everything).not.toContain(EMAIL);
    expect(everything).not.toContain('$argon2');
    expect(everything).not.toContain('12345');
    expect(loggableError(failure)).toMatchObject({ type: 'DatabaseError', sqlState: '22021' });
  });

  it('reduces a statement to its shape', () => {
    expect(
      sqlShape(
        `SELECT * FROM "users" WHERE email = 'a@b.c' AND n > 42 AND t = E'x\\'y' AND d = $tag$secret$tag$ AND id = $1`,
      ),
    ).toBe('SELECT * FROM "users" WHERE email = ? AND n > ? AND t = ? AND d = ? AND id = $1');
  });
});

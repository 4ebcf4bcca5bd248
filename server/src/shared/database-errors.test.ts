import { QueryFailedError } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, loggableError, sqlStateOf } from './database-errors.js';

const driverError = (code: string, message: string) =>
  Object.assign(new Error(message), { code, severity: 'ERROR' });
const queryFailed = (code: string, message: string) =>
  new QueryFailedError(
    'INSERT INTO users (email, password_hash) VALUES ($1, $2)',
    ['x@y.z', '$argon2id$secret'],
    driverError(code, message),
  );

describe('isDatabaseUnavailable', () => {
  it('knows the ways a connection is refused, lost or not given', () => {
    const unavailable = [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
      new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })], ''),
      new Error('timeout exceeded when trying to connect'),
      new Error('Connection terminated unexpectedly'),
      new Error('Connection terminated due to connection timeout'),
      queryFailed('57P01', 'terminating connection due to administrator command'),
      queryFailed('57P02', 'terminating connection due to crash of another server process'),
      queryFailed('57P03', 'the database system is starting up'),
      queryFailed('08006', 'connection failure'),
      queryFailed('08001', 'could not connect'),
      { originalError: { originalError: Object.assign(new Error('x'), { code: 'ECONNREFUSED' }) } },
    ];
    for (const error of unavailable) expect(isDatabaseUnavailable(error), String(error)).toBe(true);
  });

  it('leaves query errors and everything else alone', () => {
    for (const error of [
      queryFailed('23505', 'duplicate key value violates unique constraint'),
      queryFailed('22021', 'invalid byte sequence for encoding "UTF8": 0x00'),
      new TypeError('x is not a function'),
      Object.assign(new Error('x'), { code: 'EPERM' }),
      null,
      'text',
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    }
  });
});

describe('loggableError', () => {
  it('gives a database error’s SQL state and table, never its message, query or parameters', () => {
    const error = Object.assign(queryFailed('23505', 'Key (email)=(x@y.z) already exists.'), {
      table: 'users',
      constraint: 'users_email_key',
      detail: 'Key (email)=(x@y.z) already exists.',
    });
    const logged = loggableError({ originalError: error });
    expect(logged).toMatchObject({
      type: 'DatabaseError',
      sqlState: '23505',
      table: 'users',
      constraint: 'users_email_key',
    });
    expect(JSON.stringify(logged)).not.toMatch(/x@y\.z|argon2|INSERT|already exists/);
    expect(sqlStateOf(error)).toBe('23505');
  });

  it('keeps the message and stack of other errors', () => {
    const logged = loggableError(new TypeError('x is not a function'));
    expect(logged).toMatchObject({ type: 'TypeError', message: 'x is not a function' });
    expect(logged.stack).toEqual(expect.stringContaining('database-errors.test.ts'));
  });
});

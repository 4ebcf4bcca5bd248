import type { EntityManager, ObjectLiteral } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import {
  insertRow,
  lockForWrite,
  patchAssignments,
  updateRow,
  updateRowReturning,
  type GuardedRow,
} from './guarded-write.js';

const ID = '6f1c2c1e-8d7e-4c57-9a59-5a3f2f7a9b10';

/** An entity manager that records its statements and answers each with the next of `answers`. */
function recorder(...answers: ObjectLiteral[][]) {
  const statements: { sql: string; params: unknown[] }[] = [];
  const manager = {
    query: (sql: string, params: unknown[] = []) => {
      statements.push({ sql, params });
      return Promise.resolve(answers.shift() ?? []);
    },
  } as unknown as EntityManager;
  return { manager, statements };
}

const target = (writable: string): GuardedRow => ({
  label: 'Branch',
  from: 'branches b',
  alias: 'b',
  columns: 'b.id AS id, b.name AS name',
  readable: (params) => {
    params.push('org');
    return `b.organization_id = $${params.length}`;
  },
  writable: () => writable,
  forbidden: 'Not yours.',
});

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: unknown) => (error instanceof AppError ? error.code : String(error)),
  );

describe('lockForWrite', () => {
  it('reads the row with its write condition under a row lock and answers its columns', async () => {
    const { manager, statements } = recorder([{ id: ID, name: 'Kadıköy', canWrite: true }]);
    expect(await lockForWrite(manager, target('TRUE'), ID)).toEqual({ id: ID, name: 'Kadıköy' });
    expect(statements[0]!.sql).toMatch(/\(TRUE\) AS "canWrite" FROM branches b\s+WHERE b\.id = \$1 AND/);
    expect(statements[0]!.sql).toMatch(/FOR UPDATE OF b$/);
    expect(statements[0]!.params).toEqual([ID, 'org']);
  });

  it('answers NOT_FOUND for a row the viewer does not read and for an id that is not a UUID', async () => {
    expect(await codeOf(lockForWrite(recorder([]).manager, target('TRUE'), ID))).toBe('NOT_FOUND');
    const { manager, statements } = recorder();
    expect(await codeOf(lockForWrite(manager, target('TRUE'), 'not-a-uuid'))).toBe('NOT_FOUND');
    expect(statements).toHaveLength(0);
  });

  it('answers FORBIDDEN with its message for a row the viewer reads but may not change', async () => {
    const { manager } = recorder([{ id: ID, name: 'Kadıköy', canWrite: false }]);
    await expect(lockForWrite(manager, target('x = 1'), ID)).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Not yours.',
    });
  });

  it('takes no lock for a viewer who may change nothing', async () => {
    const { manager, statements } = recorder([{ id: ID, name: 'Kadıköy', canWrite: false }]);
    expect(await codeOf(lockForWrite(manager, target('FALSE'), ID))).toBe('FORBIDDEN');
    expect(statements[0]!.sql).not.toContain('FOR UPDATE');
  });
});

describe('the statements of a change', () => {
  it('assigns the fields a patch gives, in the order of the columns, with their casts', () => {
    const data = { name: 'A', startsOn: '2026-01-01', endsOn: undefined, notes: null };
    expect(
      patchAssignments(data, {
        notes: 'notes',
        name: 'name',
        startsOn: ['starts_on', 'date'],
        endsOn: 'ends_on',
      }),
    ).toEqual([
      ['notes', null],
      ['name', 'A'],
      ['starts_on', '2026-01-01', 'date'],
    ]);
  });

  it('updates one row with bound values, the archive state and updated_at; nothing when nothing is set', async () => {
    const { manager, statements } = recorder();
    await updateRow(manager, {
      table: 'seasons',
      id: ID,
      set: [['ends_on', '2026-06-30', 'date']],
      archived: true,
    });
    await updateRow(manager, { table: 'organizations', id: ID, archived: false, touch: true });
    await updateRow(manager, { table: 'branches', id: ID, set: [] });
    expect(statements).toEqual([
      {
        sql: 'UPDATE seasons SET "ends_on" = $2::date, archived_at = COALESCE(archived_at, now()) WHERE id = $1',
        params: [ID, '2026-06-30'],
      },
      { sql: 'UPDATE organizations SET archived_at = NULL, updated_at = now() WHERE id = $1', params: [ID] },
    ]);
  });

  it('answers the updated row as the target selects it, NOT_FOUND when it is gone', async () => {
    const { manager, statements } = recorder([{ id: ID, name: 'B' }], []);
    const update = { table: 'branches', id: ID, set: [['name', 'B']] as [string, unknown][] };
    expect(await updateRowReturning(manager, update, target('TRUE'))).toEqual({ id: ID, name: 'B' });
    expect(statements[0]!.sql).toBe(
      'WITH b AS (UPDATE branches SET "name" = $2 WHERE id = $1 RETURNING *) SELECT b.id AS id, b.name AS name FROM b',
    );
    expect(await codeOf(updateRowReturning(manager, update, target('TRUE')))).toBe('NOT_FOUND');
  });

  it('inserts one row with bound values and answers its id', async () => {
    const { manager, statements } = recorder([{ id: ID }]);
    const values: [string, unknown, string?][] = [
      ['organization_id', ID, 'uuid'],
      ['name', 'Futbol'],
    ];
    expect(await insertRow(manager, 'departments', values)).toBe(ID);
    expect(statements[0]!.sql.replace(/\s+/g, ' ')).toBe(
      'INSERT INTO departments ("organization_id", "name") VALUES ($1::uuid, $2) RETURNING id',
    );
  });
});

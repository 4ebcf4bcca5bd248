import type { DataSource, EntityManager, ObjectLiteral } from 'typeorm';
import { forbidden, notFound, type AppError } from '../errors.js';
import { isUuid } from '../validation.js';
import { bindParam } from './bind.js';
import { isUniqueViolation } from './pg-errors.js';

// The guarded write path every change of a scoped row takes: the row is read under the viewer's read
// condition (NOT_FOUND when they do not read it, exactly as for an unknown id) together with the write
// condition (FORBIDDEN when they read it but may not change it), locked until the transaction ends;
// then the change, in the same transaction. Conditions are the features' own (their `*.policy.ts`),
// SQL fragments binding their values into the statement's parameters.

/** One row as a viewer reads it: where it lives, what is selected, and the read condition. */
export interface RowTarget<Row extends ObjectLiteral = ObjectLiteral> {
  /** What NOT_FOUND names: `${label} not found.` */
  label: string;
  /** The table and its joins, e.g. `sponsorships s JOIN companies c ON c.id = s.company_id`. */
  from: string;
  /** The alias of the row itself: matched by `id`, and the one locked. */
  alias: string;
  /** The select list, over the aliases of `from`. */
  columns: string;
  /** The viewer reads the row (SQL over the aliases; binds into `params`). */
  readable: (params: unknown[]) => string;
  /** The row as the feature serves it (an entity instance, a record); as read when not given. */
  toRow?: (row: ObjectLiteral) => Row;
}

/** A row and who may change it. */
export interface GuardedRow<Row extends ObjectLiteral = ObjectLiteral> extends RowTarget<Row> {
  /** The viewer may change the row (SQL over the aliases; binds into `params`); `FALSE` for nobody. */
  writable: (params: unknown[]) => string;
  /** FORBIDDEN's message; the generic one when not given. */
  forbidden?: string;
}

const asRow = <Row extends ObjectLiteral>(target: RowTarget<Row>, row: ObjectLiteral): Row =>
  target.toRow ? target.toRow(row) : (row as Row);

/** The row the viewer reads, or null (an id that is not a UUID names no row). */
export async function readRow<Row extends ObjectLiteral>(
  manager: EntityManager,
  target: RowTarget<Row>,
  id: string,
): Promise<Row | null> {
  if (!isUuid(id)) return null;
  const params: unknown[] = [id];
  const [row] = await manager.query<ObjectLiteral[]>(
    `SELECT ${target.columns} FROM ${target.from}
      WHERE ${target.alias}.id = $1 AND ${target.readable(params)}`,
    params,
  );
  return row ? asRow(target, row) : null;
}

/**
 * The row, read for a change: NOT_FOUND unless the viewer reads it, FORBIDDEN unless they may change
 * it; locked (`FOR UPDATE`) until the transaction ends. A viewer whose write condition is `FALSE` takes
 * no lock: they are refused whatever the row holds.
 */
export async function lockForWrite<Row extends ObjectLiteral>(
  manager: EntityManager,
  target: GuardedRow<Row>,
  id: string,
): Promise<Row> {
  if (!isUuid(id)) throw notFound(target.label);
  const params: unknown[] = [id];
  const writable = target.writable(params);
  const lock = writable === 'FALSE' ? '' : ` FOR UPDATE OF ${target.alias}`;
  const [row] = await manager.query<ObjectLiteral[]>(
    `SELECT ${target.columns}, (${writable}) AS "canWrite" FROM ${target.from}
      WHERE ${target.alias}.id = $1 AND ${target.readable(params)}${lock}`,
    params,
  );
  if (!row) throw notFound(target.label);
  const { canWrite, ...columns } = row;
  if (canWrite !== true) throw forbidden(target.forbidden);
  return asRow(target, columns);
}

/**
 * Runs `work` in a transaction. A unique violation becomes the error `onConflict` makes (when given),
 * so a race between two writers answers like the check it lost, never with the driver's message.
 */
export async function inTransaction<T>(
  dataSource: DataSource,
  work: (manager: EntityManager) => Promise<T>,
  onConflict?: () => AppError,
): Promise<T> {
  try {
    return await dataSource.transaction(work);
  } catch (error) {
    if (onConflict && isUniqueViolation(error)) throw onConflict();
    throw error;
  }
}

/** One guarded change: in a transaction, the row read for the write (`lockForWrite`), then `change`. */
export function writeGuarded<Row extends ObjectLiteral, Result>(
  dataSource: DataSource,
  target: GuardedRow<Row>,
  id: string,
  change: (manager: EntityManager, row: Row) => Promise<Result>,
  onConflict?: () => AppError,
): Promise<Result> {
  return inTransaction(
    dataSource,
    async (manager) => change(manager, await lockForWrite(manager, target, id)),
    onConflict,
  );
}

// ——— the statements of a change ———

/** One column of an INSERT or UPDATE: its name, the value bound for it and an optional cast. */
export type Assignment = [column: string, value: unknown, cast?: string];

/** Where a patch's fields go: a column, or a column and the cast its value is bound with. */
export type PatchColumns<Data> = { [Field in keyof Data]?: string | [column: string, cast: string] };

/** The assignments for the fields a patch gives (undefined: left as it is), in the order of `columns`. */
export function patchAssignments<Data extends object>(data: Data, columns: PatchColumns<Data>): Assignment[] {
  const set: Assignment[] = [];
  for (const [field, target] of Object.entries(columns) as [keyof Data, string | [string, string]][]) {
    const value = data[field];
    if (value === undefined) continue;
    set.push(typeof target === 'string' ? [target, value] : [target[0], value, target[1]]);
  }
  return set;
}

/** The SQL of archiving (the first archiving time is kept) or restoring a row. */
export const archivedAtSql = (archived: boolean) =>
  `archived_at = ${archived ? 'COALESCE(archived_at, now())' : 'NULL'}`;

/** One row's UPDATE: the assignments, and optionally its archive state and `updated_at`. */
export interface RowUpdate {
  table: string;
  id: string;
  set?: readonly Assignment[];
  /** true archives the row, false restores it (`archivedAtSql`). */
  archived?: boolean;
  /** Also sets `updated_at = now()`. */
  touch?: boolean;
}

/** `UPDATE … SET … WHERE id = $1` and its parameters; null when there is nothing to set. */
function updateStatement(update: RowUpdate): { sql: string; params: unknown[] } | null {
  const params: unknown[] = [update.id];
  const assignments = (update.set ?? []).map(
    ([column, value, cast]) => `"${column}" = ${bindParam(params, value, cast)}`,
  );
  if (update.archived !== undefined) assignments.push(archivedAtSql(update.archived));
  if (update.touch) assignments.push('updated_at = now()');
  if (assignments.length === 0) return null;
  return { sql: `UPDATE ${update.table} SET ${assignments.join(', ')} WHERE id = $1`, params };
}

/** Updates one row by id; nothing runs when there is nothing to set. */
export async function updateRow(manager: EntityManager, update: RowUpdate): Promise<void> {
  const statement = updateStatement(update);
  if (statement) await manager.query(statement.sql, statement.params);
}

/**
 * Updates one row by id and answers it as changed, read back as `target` selects it (over the updated
 * row only: `target.columns` may name `target.alias` alone). NOT_FOUND when no such row.
 */
export async function updateRowReturning<Row extends ObjectLiteral>(
  manager: EntityManager,
  update: RowUpdate,
  target: RowTarget<Row>,
): Promise<Row> {
  const statement = updateStatement(update);
  if (!statement) throw new Error(`${update.table}: an update with nothing to set`);
  const [row] = await manager.query<ObjectLiteral[]>(
    `WITH ${target.alias} AS (${statement.sql} RETURNING *) SELECT ${target.columns} FROM ${target.alias}`,
    statement.params,
  );
  if (!row) throw notFound(target.label);
  return asRow(target, row);
}

/** A row that can be archived: `archivedAt` is null while it is active. */
export interface ArchivableRow extends ObjectLiteral {
  archivedAt: Date | string | null;
}

/**
 * Archives (`archived`) or restores one row of `table` on the guarded path, with `updated_at`.
 * Archiving an archived row (or restoring an active one) changes nothing and answers it as it is;
 * otherwise `then` runs in the same transaction with the row before and after (e.g. its audit row).
 */
export function setArchivedGuarded<Row extends ArchivableRow>(
  dataSource: DataSource,
  target: GuardedRow<Row>,
  table: string,
  id: string,
  archived: boolean,
  then?: (manager: EntityManager, before: Row, after: Row) => Promise<void>,
): Promise<Row> {
  return writeGuarded(dataSource, target, id, async (manager, before) => {
    if ((before.archivedAt !== null) === archived) return before;
    const after = await updateRowReturning(manager, { table, id, archived, touch: true }, target);
    await then?.(manager, before, after);
    return after;
  });
}

/** Inserts one row and answers its id. */
export async function insertRow(
  manager: EntityManager,
  table: string,
  values: readonly Assignment[],
): Promise<string> {
  const params: unknown[] = [];
  const placeholders = values.map(([, value, cast]) => bindParam(params, value, cast));
  const [row] = await manager.query<{ id: string }[]>(
    `INSERT INTO ${table} (${values.map(([column]) => `"${column}"`).join(', ')})
     VALUES (${placeholders.join(', ')}) RETURNING id`,
    params,
  );
  return row!.id;
}

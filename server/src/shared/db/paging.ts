import { createHash } from 'node:crypto';
import type { DataSource, EntityMetadata, ObjectLiteral } from 'typeorm';
import { z } from 'zod';
import { isCalendarDay } from '../dates.js';
import { AppError } from '../errors.js';
import { unsafeText } from '../text-input.js';
import { isUuid } from '../validation.js';
import { boundParams } from './bind.js';

// Keyset pages for every list of the server (athletes, audit log, companies, sponsorships, contacts,
// organizations, branches, departments, seasons, teams, professionals, certifications): hand-written
// SQL with positional parameters, a sort key and a tiebreak as the cursor, the count only when the
// query asks for `totalCount`. A list's conditions are built with `ListQuery` (keyset-list.ts).

export const PAGE_LIMITS = { first: 500, defaultFirst: 50, query: 200 } as const;

/** `first`, `after` and `query` of a list, with the contract's bounds and field errors. */
export const pageArgsSchema = z.object({
  query: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z
      .string()
      .max(PAGE_LIMITS.query, `Query must be at most ${PAGE_LIMITS.query} characters`)
      .nullish()
      .transform((value) => value || null),
  ),
  first: z
    .number()
    .int(`First must be a whole number from 1 to ${PAGE_LIMITS.first}`)
    .min(1, `First must be a whole number from 1 to ${PAGE_LIMITS.first}`)
    .max(PAGE_LIMITS.first, `First must be a whole number from 1 to ${PAGE_LIMITS.first}`)
    .nullish()
    .transform((value) => value ?? PAGE_LIMITS.defaultFirst),
  after: z.string().max(2000, 'Cursor is not valid: pass the endCursor of the previous page').nullish(),
});

/** The types a sort key (or the id that breaks its ties) may have, as PostgreSQL names them. */
export type KeyType = 'text' | 'int' | 'bigint' | 'numeric' | 'date' | 'timestamptz' | 'uuid' | 'boolean';

/** One list order: a SQL expression over the list's alias, its direction and its type for the cursor. */
export interface SortKey {
  key: string;
  direction: 'ASC' | 'DESC';
  /** The key's type: a cursor's value is checked against it, then cast back to it in SQL. */
  cast: KeyType;
  /** The key may be NULL: PostgreSQL's order puts nulls last ascending, first descending. */
  nullable?: boolean;
}

/** The column that breaks ties between rows of one key, and its type (the row id: a uuid). */
export interface Tiebreak {
  column: string;
  cast: KeyType;
}

/** The alphabet order of a name column (arena_sort_key: Turkish letters after their base letter). */
export const byName = (column: string, direction: 'ASC' | 'DESC' = 'ASC'): SortKey => ({
  key: `arena_sort_key(${column}::text)`,
  direction,
  cast: 'text',
});
export const byCreated = (column: string, direction: 'ASC' | 'DESC' = 'DESC'): SortKey => ({
  key: column,
  direction,
  cast: 'timestamptz',
});

export interface Page<Node> {
  nodes: Node[];
  totalCount: number;
  endCursor: string | null;
}

// ——— cursors ———
// A cursor is opaque to clients: base64url of the JSON `[order, key, id]`, where `order` names the
// sort it was made for (a short hash of its SQL: a cursor of one order is refused by another), `key`
// is the last row's sort key as PostgreSQL writes it as text and `id` its tiebreak. A cursor is
// decoded and checked against the types of its order's key and tiebreak before any statement runs, so
// a crafted one answers BAD_USER_INPUT naming the argument, never a database error.

/** The longest cursor accepted: ours are far shorter. */
const MAX_CURSOR = 2000;

const INT_RANGE = { int: 2_147_483_647n, bigint: 9_223_372_036_854_775_807n } as const;
const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;
// timestamptz as PostgreSQL writes it (DateStyle ISO): `2026-01-31 09:00:00.123456+03` (+03:30…).
const TIMESTAMP_TEXT =
  /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?[+-](\d{2})(?::(\d{2})(?::(\d{2}))?)?$/;

const isDay = (match: RegExpExecArray) =>
  Number(match[1]) >= 1 && isCalendarDay(Number(match[1]), Number(match[2]), Number(match[3]));

/** Whether a cursor's value is text PostgreSQL reads as the type (and, for integers, within its range). */
export function fitsKeyType(value: string, type: KeyType): boolean {
  switch (type) {
    case 'text':
      return unsafeText(value) === undefined;
    case 'int':
    case 'bigint':
      return (
        /^-?\d{1,19}$/.test(value) &&
        BigInt(value) <= INT_RANGE[type] &&
        BigInt(value) >= -INT_RANGE[type] - 1n
      );
    case 'numeric':
      return /^-?\d{1,100}(?:\.\d{1,100})?$/.test(value);
    case 'date': {
      if (value === 'infinity' || value === '-infinity') return true;
      const match = DATE_TEXT.exec(value);
      return match !== null && isDay(match);
    }
    case 'timestamptz': {
      if (value === 'infinity' || value === '-infinity') return true;
      const match = TIMESTAMP_TEXT.exec(value);
      return (
        match !== null &&
        isDay(match) &&
        Number(match[4]) <= 23 &&
        Number(match[5]) <= 59 &&
        Number(match[6]) <= 59 &&
        Number(match[7]) <= 15 &&
        Number(match[8] ?? 0) <= 59 &&
        Number(match[9] ?? 0) <= 59
      );
    }
    case 'uuid':
      return isUuid(value);
    case 'boolean':
      return value === 'true' || value === 'false';
  }
}

/** BAD_USER_INPUT naming the cursor argument (`after`, `before`). */
export const invalidCursor = (argument = 'after') =>
  new AppError('BAD_USER_INPUT', `Invalid input: ${argument}`, {
    fieldErrors: {
      [argument]: 'Cursor is not valid: pass the endCursor of the previous page with the same sort',
    },
    fieldErrorCodes: { [argument]: 'invalid' },
  });

const ID: Tiebreak = { column: 'id', cast: 'uuid' };

/** The name a cursor carries for its order: its key, direction and types, hashed. */
function orderName(sort: SortKey, tiebreak: Tiebreak): string {
  const text = `${sort.key}|${sort.direction}|${sort.cast}|${tiebreak.cast}`;
  return createHash('sha1').update(text).digest('base64url').slice(0, 8);
}

/** A cursor after a row of `sort` whose key (as text, null for a null key) and tiebreak are given. */
export function encodeCursor(sort: SortKey, key: string | null, id: string, tiebreak: Tiebreak = ID): string {
  return Buffer.from(JSON.stringify([orderName(sort, tiebreak), key, id])).toString('base64url');
}

/**
 * The key and tiebreak a cursor of `sort` holds, checked against their types; BAD_USER_INPUT naming
 * `argument` for anything else (not base64url JSON, the wrong shape, another order, a value the key's
 * type cannot hold). Without `sort`, only its shape is checked.
 */
export function decodeCursor(
  cursor: string,
  sort: SortKey,
  tiebreak: Tiebreak = ID,
  argument = 'after',
): { key: string | null; id: string } {
  const value = parseCursor(cursor);
  if (!value) throw invalidCursor(argument);
  const [order, key, id] = value;
  if (
    order !== orderName(sort, tiebreak) ||
    (key === null ? !sort.nullable : !fitsKeyType(key, sort.cast)) ||
    !fitsKeyType(id, tiebreak.cast)
  ) {
    throw invalidCursor(argument);
  }
  return { key, id };
}

function parseCursor(cursor: string): [string, string | null, string] | null {
  if (cursor.length > MAX_CURSOR || !/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 3 &&
      typeof value[0] === 'string' &&
      (typeof value[1] === 'string' || value[1] === null) &&
      typeof value[2] === 'string'
    ) {
      return value as [string, string | null, string];
    }
  } catch {
    // not JSON: reported by the caller
  }
  return null;
}

/**
 * Checks a cursor before any statement runs (a bad one is BAD_USER_INPUT, never a database error):
 * against its order when given, else its shape only (the page checks it against the order again).
 */
export function checkCursor(after: string | null | undefined, sort?: SortKey, tiebreak: Tiebreak = ID): void {
  if (!after) return;
  if (sort) decodeCursor(after, sort, tiebreak);
  else if (!parseCursor(after)) throw invalidCursor();
}

/**
 * The keyset condition for the rows after a cursor, with its values bound through `bind`: the row
 * comparison `(key, id) > (…)` (`<` descending), and for a nullable key the nulls on their side.
 */
export function afterCursor(
  sort: SortKey,
  tiebreak: Tiebreak,
  cursor: { key: string | null; id: string },
  bind: (value: unknown, cast: string) => string,
): string {
  const op = sort.direction === 'ASC' ? '>' : '<';
  const id = bind(cursor.id, tiebreak.cast);
  if (cursor.key === null) {
    // Nulls come last ascending (only nulls follow), first descending (every key follows).
    const nulls = `(${sort.key} IS NULL AND ${tiebreak.column} ${op} ${id})`;
    return sort.direction === 'ASC' ? nulls : `(${nulls} OR ${sort.key} IS NOT NULL)`;
  }
  const keyed = `(${sort.key}, ${tiebreak.column}) ${op} (${bind(cursor.key, sort.cast)}, ${id})`;
  return sort.nullable && sort.direction === 'ASC' ? `(${keyed} OR ${sort.key} IS NULL)` : keyed;
}

/**
 * One page: `select` (columns over the list's alias), `from` (tables and joins), `where` (conditions,
 * ANDed), `params` (bound by `$n` in those), ordered by the sort key then the tiebreak (`id`, a uuid
 * unless `idCast` says otherwise). Parameters only the select list uses go in `selectParams`,
 * numbered after `params` (the count statement leaves them out). The cursor is checked before any
 * statement runs. Two statements at most: the rows (one more than asked, to know whether a next page
 * exists) and, when `count`, the count — `countStatement`'s when given (a list that keeps its counts
 * up to date, athletes.tallies.ts), else a count of the rows the conditions match.
 */
export async function keysetPage<Row extends ObjectLiteral>(
  dataSource: DataSource,
  options: {
    select: string;
    from: string;
    where: string[];
    params: unknown[];
    selectParams?: unknown[];
    sort: SortKey;
    id: string;
    idCast?: KeyType;
    first: number;
    after: string | null | undefined;
    count: boolean;
    countStatement?: { text: string; params: unknown[] } | null;
  },
): Promise<Page<Row>> {
  const { sort } = options;
  const tiebreak: Tiebreak = { column: options.id, cast: options.idCast ?? 'uuid' };
  const cursor = options.after ? decodeCursor(options.after, sort, tiebreak) : null;
  const where = options.where.length > 0 ? options.where : ['TRUE'];
  const countSql = `SELECT count(*)::int AS "count" FROM ${options.from} WHERE ${where.join(' AND ')}`;
  // The count statement binds exactly the parameters its text names (PostgreSQL refuses extra ones).
  const highest = Math.max(0, ...[...countSql.matchAll(/\$(\d+)/g)].map((match) => Number(match[1])));
  const countParams = options.params.slice(0, highest);
  const { params, bind } = boundParams([...options.params, ...(options.selectParams ?? [])]);
  const conditions = [...where];
  if (cursor) conditions.push(afterCursor(sort, tiebreak, cursor, bind));
  const limit = bind(options.first + 1, 'int');
  const rowsSql = `SELECT ${options.select}, (${sort.key})::text AS "__sortKey",
            (${tiebreak.column})::text AS "__cursorId" FROM ${options.from}
     WHERE ${conditions.join(' AND ')}
     ORDER BY ${sort.key} ${sort.direction}, ${tiebreak.column} ${sort.direction} LIMIT ${limit}`;
  const [rows, counted] = await Promise.all([
    dataSource.query<(Row & { __sortKey: string | null; __cursorId: string })[]>(rowsSql, params),
    options.count
      ? options.countStatement
        ? dataSource.query<{ count: number }[]>(options.countStatement.text, options.countStatement.params)
        : dataSource.query<{ count: number }[]>(countSql, countParams)
      : null,
  ]);
  const pageRows = rows.slice(0, options.first);
  const last = pageRows.at(-1);
  return {
    nodes: pageRows.map(({ __sortKey: _key, __cursorId: _id, ...row }) => row as unknown as Row),
    totalCount: counted?.[0]?.count ?? 0,
    endCursor:
      rows.length > options.first && last
        ? encodeCursor(sort, last.__sortKey, last.__cursorId, tiebreak)
        : null,
  };
}

/**
 * Every column of an entity under its property name, read from `alias`. Dates (`date` columns) are
 * formatted by the database: the driver would turn them into JavaScript Dates at local midnight,
 * which shifts the day in any zone away from UTC.
 */
export function entityColumns(metadata: EntityMetadata, alias: string): string {
  return metadata.columns
    .map(({ databaseName, propertyName, type }) =>
      type === 'date'
        ? `to_char(${alias}."${databaseName}", 'YYYY-MM-DD') AS "${propertyName}"`
        : `${alias}."${databaseName}" AS "${propertyName}"`,
    )
    .join(', ');
}

/** Whether the query asks for a field: shared/graphql-selection.ts. */
export { selectsField } from '../graphql-selection.js';

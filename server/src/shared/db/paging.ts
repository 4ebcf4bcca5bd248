import type { DataSource, EntityMetadata, ObjectLiteral } from 'typeorm';
import { z } from 'zod';
import { AppError } from '../errors.js';
import { isUuid } from '../validation.js';

// Keyset pages for the sports-school lists (organizations, branches, departments, seasons, teams,
// professionals, certifications): hand-written SQL with positional parameters, a sort key and the id
// as the cursor, the count only when the query asks for `totalCount`. A list's conditions are built
// with `ListQuery` (keyset-list.ts).

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

/** One list order: a SQL expression over the list's alias, its direction and its type for the cursor. */
export interface SortKey {
  key: string;
  direction: 'ASC' | 'DESC';
  /** The SQL type the cursor's text is cast back to: `text`, `timestamptz`, `int`… */
  cast: string;
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

const invalidCursor = () =>
  new AppError('BAD_USER_INPUT', 'Invalid input: after', {
    fieldErrors: { after: 'Cursor is not valid: pass the endCursor of the previous page' },
    fieldErrorCodes: { after: 'invalid' },
  });

const encodeCursor = (key: string, id: string) =>
  Buffer.from(JSON.stringify([key, id])).toString('base64url');

function decodeCursor(cursor: string): [string, string] {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2 && typeof value[0] === 'string' && isUuid(value[1])) {
      return [value[0], value[1]];
    }
  } catch {
    // not JSON: reported below
  }
  throw invalidCursor();
}

/** Checks a cursor before any statement runs (a bad one is BAD_USER_INPUT, never a database error). */
export function checkCursor(after: string | null | undefined): void {
  if (after) decodeCursor(after);
}

/**
 * One page: `select` (columns over the list's alias), `from` (tables and joins), `where` (conditions,
 * ANDed), `params` (bound by `$n` in those), ordered by the sort key then `id`. Parameters only the
 * select list uses go in `selectParams`, numbered after `params` (the count statement leaves them
 * out). Two statements at most: the rows (one more than asked, to know whether a next page exists)
 * and, when `count`, the count.
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
    first: number;
    after: string | null | undefined;
    count: boolean;
  },
): Promise<Page<Row>> {
  const { sort, id } = options;
  const where = options.where.length > 0 ? options.where : ['TRUE'];
  const countSql = `SELECT count(*)::int AS "count" FROM ${options.from} WHERE ${where.join(' AND ')}`;
  // The count statement binds exactly the parameters its text names (PostgreSQL refuses extra ones).
  const highest = Math.max(0, ...[...countSql.matchAll(/\$(\d+)/g)].map((match) => Number(match[1])));
  const countParams = options.params.slice(0, highest);
  const params = [...options.params, ...(options.selectParams ?? [])];
  const conditions = [...where];
  if (options.after) {
    const [key, cursorId] = decodeCursor(options.after);
    params.push(key, cursorId);
    const op = sort.direction === 'ASC' ? '>' : '<';
    conditions.push(
      `(${sort.key}, ${id}) ${op} ($${params.length - 1}::${sort.cast}, $${params.length}::uuid)`,
    );
  }
  params.push(options.first + 1);
  const rowsSql = `SELECT ${options.select}, (${sort.key})::text AS "__sortKey" FROM ${options.from}
     WHERE ${conditions.join(' AND ')}
     ORDER BY ${sort.key} ${sort.direction}, ${id} ${sort.direction} LIMIT $${params.length}`;
  const [rows, counted] = await Promise.all([
    dataSource.query<(Row & { __sortKey: string })[]>(rowsSql, params),
    options.count ? dataSource.query<{ count: number }[]>(countSql, countParams) : null,
  ]);
  const pageRows = rows.slice(0, options.first);
  const last = pageRows.at(-1);
  return {
    nodes: pageRows.map(({ __sortKey: _key, ...row }) => row as unknown as Row),
    totalCount: counted?.[0]?.count ?? 0,
    endCursor:
      rows.length > options.first && last ? encodeCursor(last.__sortKey, String(last.id as string)) : null,
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

import type { DataSource, EntityMetadata, EntityTarget, ObjectLiteral } from 'typeorm';

/** `alias."column" AS "property"` for every column, so raw rows come back keyed like the entity. */
export function selectColumns(metadata: EntityMetadata, alias?: string): string {
  const prefix = alias ? `${alias}.` : '';
  return metadata.columns
    .map((column) => `${prefix}"${column.databaseName}" AS "${column.propertyName}"`)
    .join(', ');
}

/** An entity instance from a row read with selectColumns (plain columns only). */
export function hydrate<Entity extends ObjectLiteral>(metadata: EntityMetadata, row: ObjectLiteral): Entity {
  return Object.assign(metadata.create() as Entity, row);
}

/**
 * Reads entities by primary key with one prepared-shape SQL statement built once, skipping TypeORM's
 * per-call query building and hydration. For hot paths (every authenticated request, every loader
 * batch) of entities made of plain columns only: no embedded columns, no transformers.
 */
export interface RowsById<Entity> {
  many(ids: readonly string[]): Promise<Entity[]>;
  one(id: string): Promise<Entity | null>;
}

// Built once per data source and entity, however many requests ask.
const readers = new WeakMap<DataSource, Map<unknown, RowsById<never>>>();

export function rowsById<Entity extends ObjectLiteral>(
  dataSource: DataSource,
  target: EntityTarget<Entity>,
): RowsById<Entity> {
  const cache = readers.get(dataSource) ?? new Map<unknown, RowsById<never>>();
  readers.set(dataSource, cache);
  const cached = cache.get(target) as RowsById<Entity> | undefined;
  if (cached) return cached;
  const reader = buildReader(dataSource, target);
  cache.set(target, reader as RowsById<never>);
  return reader;
}

function buildReader<Entity extends ObjectLiteral>(
  dataSource: DataSource,
  target: EntityTarget<Entity>,
): RowsById<Entity> {
  const metadata = dataSource.getMetadata(target);
  const [primary] = metadata.primaryColumns;
  if (!primary || metadata.primaryColumns.length > 1)
    throw new Error(`${metadata.name}: needs one primary key`);
  const sql = `SELECT ${selectColumns(metadata)} FROM "${metadata.tableName}" WHERE "${primary.databaseName}" = ANY($1)`;
  const toEntity = (row: ObjectLiteral) => hydrate<Entity>(metadata, row);

  return {
    async many(ids: readonly string[]): Promise<Entity[]> {
      const rows: ObjectLiteral[] = await dataSource.query(sql, [ids]);
      return rows.map(toEntity);
    },
    async one(id: string): Promise<Entity | null> {
      const rows: ObjectLiteral[] = await dataSource.query(sql, [[id]]);
      return rows[0] ? toEntity(rows[0]) : null;
    },
  };
}

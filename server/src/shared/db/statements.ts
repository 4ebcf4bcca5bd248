import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import type { DataSource, ObjectLiteral } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';

/** Runs one SQL statement with bound parameters and answers its rows. */
export type Statements = <Row extends ObjectLiteral = ObjectLiteral>(
  sql: string,
  params: readonly unknown[],
) => Promise<Row[]>;

/**
 * Statements for the hot read paths (the viewer on every request, the contacts page, the tasks list).
 * With `prepared` (a real PostgreSQL server: DATABASE_PREPARED_STATEMENTS), each distinct SQL text is
 * a named prepared statement: PostgreSQL parses and plans it once per connection instead of on every
 * request, which is most of the cost of a short query (a trigram search spends longer planning than
 * running). Without it (the embedded database), plain queries through TypeORM.
 */
export function statements(dataSource: DataSource, prepared: boolean): Statements {
  if (!prepared) return (sql, params) => dataSource.query(sql, [...params]);
  const names = new Map<string, string>();
  const nameOf = (sql: string) => {
    let name = names.get(sql);
    if (!name) {
      name = `arena_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
      names.set(sql, name);
    }
    return name;
  };
  return async <Row extends ObjectLiteral>(sql: string, params: readonly unknown[]) => {
    const pool = (dataSource.driver as PostgresDriver).master as Pool;
    // Reported like TypeORM's own queries (its logger decides whether to write them anywhere).
    dataSource.logger.logQuery(sql, [...params]);
    const result = await pool.query<Row>({ name: nameOf(sql), text: sql, values: [...params] });
    return result.rows;
  };
}

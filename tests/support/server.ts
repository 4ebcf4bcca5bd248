import { randomBytes } from 'node:crypto';
import type { DataSource, Logger } from 'typeorm';
import { loadConfig, type Config } from '../../server/src/config/config.js';
import { openDatabase } from '../../server/src/db/database.js';
import { createServer, type ArenaServer } from '../../server/src/app/server.js';
import { provideTestDatabase } from './database.js';

/** Counts the SQL statements the server sends, to prove a list costs a constant number of queries. */
export class QueryCounter implements Logger {
  count = 0;
  readonly statements: string[] = [];
  logQuery(query: string): void {
    this.count++;
    this.statements.push(query);
  }
  logQueryError(): void {}
  logQuerySlow(): void {}
  logSchemaBuild(): void {}
  logMigration(): void {}
  log(): void {}
  /** Statements sent while `work` ran. */
  async during(work: () => Promise<unknown>): Promise<string[]> {
    const start = this.statements.length;
    await work();
    return this.statements.slice(start);
  }
}

export interface TestServer {
  queries: QueryCounter;
  /** Base URL, e.g. http://127.0.0.1:41234 */
  url: string;
  config: Config;
  dataSource: DataSource;
  server: ArenaServer;
  close(): Promise<void>;
}

/**
 * The real Arena server (same code as `npm start`) on a random port, over its own fresh database,
 * migrated and seeded with the demo data. `env` overrides settings such as rate limits.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  hooks: { beforeListen?: (server: ArenaServer) => void } = {},
): Promise<TestServer> {
  const database = await provideTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATABASE_URL: database.url,
    DB_MIGRATE_ON_START: 'true',
    SEED_DEMO: 'true',
    DATABASE_POOL_SIZE: '5',
    CLIENT_DIST_DIR: process.env.CLIENT_DIST_DIR ?? 'client/dist',
    ...env,
  });
  const queries = new QueryCounter();
  const opened = await openDatabase(config, { logger: queries });
  const server = await createServer({
    config,
    dataSource: opened.dataSource,
    preparedStatements: opened.preparedStatements,
    jwtSecret: env.JWT_SECRET ?? randomBytes(32).toString('hex'),
  });
  hooks.beforeListen?.(server);
  const url = await server.listen();
  return {
    url,
    queries,
    config,
    dataSource: opened.dataSource,
    server,
    async close() {
      await server.close();
      await opened.close();
      await database.dispose();
    },
  };
}

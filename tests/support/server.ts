import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DataSource, Logger } from 'typeorm';
import { loadConfig, type Config } from '../../server/src/config/config.js';
import { openDatabase } from '../../server/src/db/database.js';
import { createServer, type ArenaServer } from '../../server/src/app/server.js';
import { filesDirOf } from '../../server/src/shared/stored-files.js';
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
  /** Where the server keeps stored files (DATA_DIR/files): the demo seed's attachments, uploads. */
  filesDir: string;
  dataSource: DataSource;
  server: ArenaServer;
  close(): Promise<void>;
}

/**
 * The real Arena server (same code as `npm start`) on a random port, over its own fresh database,
 * migrated and seeded with the demo data. `env` overrides settings such as rate limits. Without a
 * DATA_DIR in `env` the server gets a fresh temporary one, removed on close: the files it stores (the
 * demo seed's mail attachments, uploads) never land in the working copy's ./data.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  hooks: { beforeListen?: (server: ArenaServer) => void } = {},
): Promise<TestServer> {
  const ownDataDir = env.DATA_DIR ? undefined : await mkdtemp(path.join(tmpdir(), 'arena-test-data-'));
  const removeOwnDataDir = async () => {
    if (ownDataDir) await rm(ownDataDir, { recursive: true, force: true });
  };
  try {
    return await startOn(ownDataDir, removeOwnDataDir, env, hooks);
  } catch (error) {
    await removeOwnDataDir();
    throw error;
  }
}

async function startOn(
  ownDataDir: string | undefined,
  removeOwnDataDir: () => Promise<void>,
  env: Record<string, string>,
  hooks: { beforeListen?: (server: ArenaServer) => void },
): Promise<TestServer> {
  const database = await provideTestDatabase();
  const config = loadConfig({
    ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}),
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
    filesDir: filesDirOf(config.dataDir),
    dataSource: opened.dataSource,
    server,
    async close() {
      await server.close();
      await opened.close();
      await database.dispose();
      await removeOwnDataDir();
    },
  };
}

import { readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { DataSource, Logger } from 'typeorm';
import type { Config } from '../config/config.js';
import { createDataSource } from './data-source.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded.js';
import { seedDatabase } from './seed/seed.js';

export interface Database {
  dataSource: DataSource;
  /** Set when Arena runs its own embedded PostgreSQL under the data directory. */
  embedded: EmbeddedPostgres | undefined;
  close(): Promise<void>;
}

export class DatabaseLockedError extends Error {
  override name = 'DatabaseLockedError';
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

// The embedded cluster lives in one process at a time; a second opener would corrupt it.
async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'arena.pid');
  const holder = Number.parseInt(await readFile(lockFile, 'utf8').catch(() => ''), 10);
  if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
    throw new DatabaseLockedError(
      `The embedded database in ${path.resolve(dataDir)} is in use by process ${holder}. Stop that process first.`,
    );
  }
  await writeFile(lockFile, String(process.pid));
  return () => rm(lockFile, { force: true });
}

/** Connects to DATABASE_URL, or starts the embedded database; migrates and seeds when configured. */
export async function openDatabase(config: Config, options: { logger?: Logger } = {}): Promise<Database> {
  let embedded: EmbeddedPostgres | undefined;
  let unlock: (() => Promise<void>) | undefined;
  let url = config.database.url;
  if (url === undefined) {
    unlock = await lockDataDir(config.dataDir);
    embedded = await startEmbeddedPostgres({
      dataDir: path.join(config.dataDir, 'pglite'),
      maxConnections: config.database.poolSize + 16,
    });
    url = embedded.url;
  }
  const dataSource = createDataSource(url, { poolSize: config.database.poolSize, logger: options.logger });
  try {
    await dataSource.initialize();
    if (config.database.migrateOnStart) await dataSource.runMigrations({ transaction: 'each' });
    if (config.database.seedDemo || config.database.migrateOnStart) {
      await seedDatabase(dataSource, { demo: config.database.seedDemo });
    }
  } catch (error) {
    if (dataSource.isInitialized) await dataSource.destroy();
    await embedded?.stop();
    await unlock?.();
    throw error;
  }
  return {
    dataSource,
    embedded,
    async close() {
      if (dataSource.isInitialized) await dataSource.destroy();
      await embedded?.stop();
      await unlock?.();
    },
  };
}

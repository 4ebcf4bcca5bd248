import { existsSync } from 'node:fs';
import { readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { DataSource, Logger } from 'typeorm';
import type { Config } from '../config/config.js';
import { createDataSource } from './data-source.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded.js';
import { filesDirOf } from '../shared/stored-files.js';
import { seedDatabase } from './seed/seed.js';

export interface Database {
  dataSource: DataSource;
  /** What the database is, found by asking it (never from whether a URL was given). */
  kind: DatabaseKind;
  /**
   * Named prepared statements: only on a real server. PGlite serves every pooled connection from one
   * backend, so two connections preparing the same name collide ("prepared statement … already exists").
   */
  preparedStatements: boolean;
  /** Set when Arena runs its own embedded PostgreSQL under the data directory. */
  embedded: EmbeddedPostgres | undefined;
  close(): Promise<void>;
}

export class DatabaseLockedError extends Error {
  override name = 'DatabaseLockedError';
}

// Linux tells a process's state and start time in /proc; elsewhere the signal check alone decides.
const HAS_PROC = existsSync('/proc/self/stat');

/** State and start time of a running PID from /proc; null when there is no such process. */
async function procStat(pid: number): Promise<{ state: string; startTime: string } | null> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (stat === null) return null;
  // The command name may hold spaces and parentheses: the fields start after its last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { state: fields[0] ?? '', startTime: fields[19] ?? '' };
}

function signalable(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: a process of another user has this PID, so it is alive (but cannot be ours).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

interface LockHolder {
  pid: number;
  /** The holder's start time (clock ticks since boot), which tells a reused PID from the holder. */
  startTime?: string;
}

/**
 * Whether the process that wrote the lock still runs. A zombie is not running; a PID now used by a
 * different process (its start time differs from the one recorded) is not the holder.
 */
async function holderRuns(holder: LockHolder): Promise<boolean> {
  if (!signalable(holder.pid)) return false;
  if (!HAS_PROC) return true;
  const stat = await procStat(holder.pid);
  if (stat === null) return false;
  if (stat.state === 'Z' || stat.state === 'X') return false;
  return holder.startTime === undefined || holder.startTime === stat.startTime;
}

function parseHolder(text: string): LockHolder | undefined {
  const [pidText, startTime] = text.trim().split(/\s+/);
  const pid = Number.parseInt(pidText ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  return { pid, ...(startTime ? { startTime } : {}) };
}

// The embedded cluster lives in one process at a time; a second opener would corrupt it. The lock file
// holds "<pid> <start time>", so a stale file (a crash, a zombie, a reused PID) never blocks a restart.
async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'arena.pid');
  const holder = parseHolder(await readFile(lockFile, 'utf8').catch(() => ''));
  if (holder && holder.pid !== process.pid && (await holderRuns(holder))) {
    throw new DatabaseLockedError(
      `The embedded database in ${path.resolve(dataDir)} is in use by process ${holder.pid}. Stop that process first.`,
    );
  }
  const own = HAS_PROC ? await procStat(process.pid) : null;
  await writeFile(lockFile, own ? `${process.pid} ${own.startTime}` : String(process.pid));
  return () => rm(lockFile, { force: true });
}

export type DatabaseKind = 'embedded' | 'server';

/** PGlite names itself in version(): "PostgreSQL 18.6 (PGlite 0.5.14) on wasm32-unknown-emscripten". */
export async function detectDatabaseKind(dataSource: DataSource): Promise<DatabaseKind> {
  const [row] = (await dataSource.query('SELECT version() AS version')) as { version: string }[];
  return /\bPGlite\b|emscripten/i.test(row?.version ?? '') ? 'embedded' : 'server';
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
  let kind: DatabaseKind;
  try {
    await dataSource.initialize();
    kind = await detectDatabaseKind(dataSource);
    if (config.database.migrateOnStart) await dataSource.runMigrations({ transaction: 'each' });
    if (config.database.seedDemo || config.database.migrateOnStart) {
      await seedDatabase(dataSource, {
        demo: config.database.seedDemo,
        filesDir: filesDirOf(config.dataDir),
      });
    }
  } catch (error) {
    if (dataSource.isInitialized) await dataSource.destroy();
    await embedded?.stop();
    await unlock?.();
    throw error;
  }
  return {
    dataSource,
    kind,
    preparedStatements: kind === 'server' && config.database.preparedStatements !== false,
    embedded,
    async close() {
      if (dataSource.isInitialized) await dataSource.destroy();
      await embedded?.stop();
      await unlock?.();
    },
  };
}

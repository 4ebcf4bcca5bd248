import net from 'node:net';
import type { DataSource } from 'typeorm';
import { provideTestDatabase, type TestDatabase } from '../../../../tests/support/database.js';
import { loadConfig } from '../../config/config.js';
import { openDatabase, type Database } from '../../db/database.js';
import { JOB_SCHEMA, type JobLogger } from './job-queue.js';

// What the job queue's tests share: a database of their own (TEST_DATABASE_URL's server, else embedded
// PGlite), a logger that keeps what it is told, and waiting by polling, never by sleeping.

export interface JobTestDatabase {
  url: string;
  kind: Database['kind'];
  dataSource: DataSource;
  /** Another pool on the same database, as a second server process would have. */
  openDataSource(): Promise<DataSource>;
  close(): Promise<void>;
}

/** A fresh database, migrated like the app's (the mail outbox is there); no demo rows. */
export async function openJobTestDatabase(): Promise<JobTestDatabase> {
  const database: TestDatabase = await provideTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    DB_MIGRATE_ON_START: 'true',
    SEED_DEMO: 'false',
    DATABASE_POOL_SIZE: '4',
  });
  const opened = await openDatabase(config);
  const others: Database[] = [];
  return {
    url: database.url,
    kind: opened.kind,
    dataSource: opened.dataSource,
    async openDataSource() {
      const other = await openDatabase({
        ...config,
        database: { ...config.database, migrateOnStart: false },
      });
      others.push(other);
      return other.dataSource;
    },
    async close() {
      for (const other of others) await other.close();
      await opened.close();
      await database.dispose();
    },
  };
}

export interface LogRecord {
  level: 'error' | 'warn' | 'info' | 'debug';
  object: object;
  message: string;
}

/** A JobLogger that keeps every record, to read back what the queue logged. */
export function recordingLogger(): JobLogger & { records: LogRecord[] } {
  const records: LogRecord[] = [];
  const at =
    (level: LogRecord['level']) =>
    (object: object, message: string): void => {
      records.push({ level, object, message });
    };
  return { records, error: at('error'), warn: at('warn'), info: at('info'), debug: at('debug') };
}

/**
 * Reads `read` until `done` holds for its answer and returns that answer; fails after `timeout` ms with
 * the last answer. Generous by default: a busy two-core machine is slow, never wrong.
 */
export async function eventually<T>(
  read: () => T | Promise<T>,
  done: (value: T) => boolean,
  {
    timeout = 20_000,
    every = 25,
    what = 'the condition',
  }: { timeout?: number; every?: number; what?: string } = {},
): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) {
      throw new Error(
        `Timed out after ${timeout} ms waiting for ${what}; last seen: ${JSON.stringify(value)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, every));
  }
}

export interface JobRow {
  id: string;
  task_identifier: string;
  run_at: Date;
  attempts: number;
  max_attempts: number;
  last_error: string | null;
  key: string | null;
  locked_at: Date | null;
  payload: unknown;
}

/** The jobs still in the queue (a job that has succeeded is deleted), payload included. */
export async function jobRows(
  dataSource: DataSource,
  where = 'TRUE',
  params: unknown[] = [],
): Promise<JobRow[]> {
  return (await dataSource.query(
    `SELECT v.id::text AS id, v.task_identifier, v.run_at, v.attempts, v.max_attempts, v.last_error, v.key,
            v.locked_at, p.payload
       FROM ${JOB_SCHEMA}.jobs v JOIN ${JOB_SCHEMA}._private_jobs p ON p.id = v.id
      WHERE ${where} ORDER BY v.id`,
    params,
  )) as JobRow[];
}

/** Makes a job waiting for its retry due now, so that a test need not wait out the backoff. */
export async function makeDueNow(dataSource: DataSource, jobId: string): Promise<void> {
  await dataSource.query(`UPDATE ${JOB_SCHEMA}._private_jobs SET run_at = now() WHERE id = $1`, [jobId]);
}

/** A TCP proxy to the test database that a test can cut (every connection dropped, new ones refused). */
export async function startDatabaseProxy(databaseUrl: string) {
  const target = new URL(databaseUrl);
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const open = () =>
    new Promise<void>((resolve, reject) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  await open();
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    /** The outage. */
    async cut() {
      const closed = new Promise<void>((resolve) => server!.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    /** The database is back, on the same port. */
    async restore() {
      if (!server?.listening) await open();
    },
    async close() {
      if (server?.listening) await this.cut();
    },
  };
}

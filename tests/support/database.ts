import { existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../server/src/db/embedded.js';

export interface TestDatabase {
  url: string;
  /** Where it came from, for the log: 'server', 'container' or 'embedded'. */
  kind: 'server' | 'container' | 'embedded';
  dispose(): Promise<void>;
}

/** A new, empty database on the server TEST_DATABASE_URL points at; dropped again on dispose. */
async function freshDatabaseOn(serverUrl: string): Promise<TestDatabase> {
  const name = `arena_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    kind: 'server',
    async dispose() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

function containerRuntimeLikely(): boolean {
  return Boolean(process.env.DOCKER_HOST) || existsSync('/var/run/docker.sock');
}

async function containerDatabase(): Promise<TestDatabase | undefined> {
  if (!containerRuntimeLikely()) return undefined;
  try {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const container = await new PostgreSqlContainer('postgres:16-alpine').start();
    return {
      url: container.getConnectionUri(),
      kind: 'container',
      async dispose() {
        await container.stop();
      },
    };
  } catch {
    return undefined;
  }
}

/**
 * The database for one test file (docs/architecture.md): a fresh database on TEST_DATABASE_URL's server,
 * else a testcontainers PostgreSQL when a container runtime answers, else embedded PostgreSQL in memory.
 */
export async function provideTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return freshDatabaseOn(serverUrl);
  const container = await containerDatabase();
  if (container) return container;
  const embedded = await startEmbeddedPostgres({});
  return { url: embedded.url, kind: 'embedded', dispose: () => embedded.stop() };
}

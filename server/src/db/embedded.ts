import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/** PostgreSQL compiled to WASM, reachable over a loopback socket so that `pg` talks to it as to a server. */
export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts embedded PostgreSQL on a random loopback port (never 5432, so it cannot shadow a real server).
 * `dataDir` persists the cluster; without it the database lives in memory (tests, migration checks).
 */
export async function startEmbeddedPostgres(options: {
  dataDir?: string;
  maxConnections?: number;
}): Promise<EmbeddedPostgres> {
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const db = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    extensions: { citext, pg_trgm, pgcrypto },
  });
  // The socket server refuses, rather than queues, connections above its limit: keep it above
  // every pool that will connect (server pool + CLI + tests).
  const server = new PGLiteSocketServer({
    db,
    host: '127.0.0.1',
    port: 0,
    maxConnections: options.maxConnections ?? 64,
  });
  await server.start();
  const address = server.getServerConn();
  return {
    url: `postgres://postgres:postgres@${address}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}

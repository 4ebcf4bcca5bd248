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
  keepProtocolExchangesWhole(server);
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

/** The socket server's query queue, as pglite-socket 0.2.17 builds it (not part of its typed API). */
interface QueuedMessage {
  handlerId: number;
  message: Uint8Array;
  resolve(bytes: number): void;
  reject(error: unknown): void;
  onData(data: Uint8Array): void;
}
interface QueryQueue {
  queue: QueuedMessage[];
  processing: boolean;
  lastHandlerId: number | null;
  db: PGlite;
  processQueue(): Promise<void>;
  clearQueueForHandler(handlerId: number): void;
}

// The extended protocol's messages before its Sync: Parse, Bind, Describe, Execute, Close, Flush. Any
// other message (Sync, a simple Query, the start-up, Terminate) completes what its connection began.
const WITHIN_EXCHANGE = new Set(['P', 'B', 'D', 'E', 'C', 'H'].map((letter) => letter.charCodeAt(0)));

/**
 * PGlite runs one backend for every connection, and pglite-socket queues connections' messages one by
 * one: it keeps a transaction (BEGIN … COMMIT) to its connection, but not the messages of one extended
 * query. When a busy machine splits a query's Parse, Bind, Execute and Sync over several reads, another
 * connection's Parse slips in between and the first query binds the other's statement with its own
 * parameters: wrong rows or an error (tests/api/embedded-concurrency.test.ts). Here the queue serves a
 * connection that has started an exchange until that exchange's Sync, as it does inside a transaction.
 */
function keepProtocolExchangesWhole(server: PGLiteSocketServer): void {
  const queue = (server as unknown as { queryQueue?: QueryQueue }).queryQueue;
  if (!queue || typeof queue.processQueue !== 'function' || !Array.isArray(queue.queue)) {
    throw new Error('pglite-socket changed its query queue: review keepProtocolExchangesWhole');
  }
  /** The connection in the middle of an exchange, which alone is served until it ends it. */
  let exchangeOwner: number | null = null;

  const next = (): QueuedMessage | undefined => {
    const owner = exchangeOwner ?? (queue.db.isInTransaction() ? queue.lastHandlerId : null);
    if (owner === null) return queue.queue.shift();
    const index = queue.queue.findIndex((item) => item.handlerId === owner);
    return index === -1 ? undefined : queue.queue.splice(index, 1)[0];
  };

  queue.processQueue = async function processQueue(): Promise<void> {
    if (queue.processing) return;
    queue.processing = true;
    try {
      for (let item = next(); item; item = next()) {
        const current = item;
        const type = current.message[0];
        let bytes = 0;
        try {
          await queue.db.runExclusive(() =>
            queue.db.execProtocolRawStream(current.message, {
              onRawData: (data: Uint8Array) => {
                bytes += data.length;
                current.onData(data);
              },
            }),
          );
        } catch (error) {
          exchangeOwner = null;
          current.reject(error);
          continue;
        }
        queue.lastHandlerId = current.handlerId;
        exchangeOwner = type !== undefined && WITHIN_EXCHANGE.has(type) ? current.handlerId : null;
        current.resolve(bytes);
      }
    } finally {
      queue.processing = false;
    }
  };

  // A connection that leaves in the middle of an exchange releases the queue.
  const clearQueueForHandler = queue.clearQueueForHandler.bind(queue);
  queue.clearQueueForHandler = (handlerId: number) => {
    clearQueueForHandler(handlerId);
    if (exchangeOwner === handlerId) {
      exchangeOwner = null;
      void queue.processQueue();
    }
  };
}

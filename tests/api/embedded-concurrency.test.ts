import type { Socket } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../server/src/db/embedded.js';

/**
 * A client whose protocol messages reach the socket one by one, a few milliseconds apart, as they do
 * when a busy machine splits a query's Parse, Bind, Execute and Sync over several TCP reads.
 */
async function slowClient(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const stream = (client as unknown as { connection: { stream: Socket } }).connection.stream;
  const write = stream.write.bind(stream) as (...args: unknown[]) => boolean;
  let chain = Promise.resolve();
  stream.write = ((...args: unknown[]) => {
    chain = chain.then(() => new Promise<void>((done) => setTimeout(() => (write(...args), done()), 2)));
    return true;
  }) as Socket['write'];
  return client;
}

// PGlite runs one backend for every connection. A parameterised query is several protocol messages;
// if another connection's messages slip in between, a query binds the other's statement or
// parameters. Every answer must be its own.
describe('embedded database under concurrent connections', () => {
  let embedded: EmbeddedPostgres;
  let clients: pg.Client[];
  beforeAll(async () => {
    embedded = await startEmbeddedPostgres({});
    clients = await Promise.all(Array.from({ length: 4 }, () => slowClient(embedded.url)));
  });
  afterAll(async () => {
    await Promise.all((clients ?? []).map((client) => client.end()));
    await embedded?.stop();
  });

  it('answers each concurrent parameterised query with its own statement and parameters', async () => {
    const answers = await Promise.allSettled(
      clients.flatMap((client, c) =>
        Array.from({ length: 6 }, async (_, i) => {
          const n = c * 100 + i;
          // Statements of different shapes, so that a foreign Bind fails or answers another number.
          const { rows } =
            c % 2 === 0
              ? await client.query<{ n: number }>('SELECT $1::int AS n', [n])
              : await client.query<{ n: number }>('SELECT x AS n FROM unnest($1::int[]) AS x WHERE x = $2', [
                  [n + 1, n],
                  n,
                ]);
          return { expected: n, got: rows[0]?.n };
        }),
      ),
    );
    const wrong = answers.filter(
      (answer) => answer.status !== 'fulfilled' || answer.value.got !== answer.value.expected,
    );
    expect(wrong).toEqual([]);
  });

  it('keeps a transaction to its connection while others query', async () => {
    const [owner, other] = clients as [pg.Client, pg.Client];
    await owner.query('CREATE TABLE concurrency_probe (n int)');
    await owner.query('BEGIN');
    await owner.query('INSERT INTO concurrency_probe VALUES ($1)', [1]);
    const outside = other.query<{ count: string }>('SELECT count(*) FROM concurrency_probe');
    await owner.query('ROLLBACK');
    expect((await outside).rows[0]?.count).toBe('0');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config/config.js';
import { openDatabase, type Database } from '../../server/src/db/database.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../server/src/db/embedded.js';

// What the database is decides named statements, never whether a URL was given: the test support
// and the e2e server reach the embedded database through a URL, and named statements there collide
// between pooled connections that share PGlite's one backend.
describe('database kind', () => {
  let embedded: EmbeddedPostgres;
  let database: Database;
  beforeAll(async () => {
    embedded = await startEmbeddedPostgres({});
    database = await openDatabase(
      loadConfig({ DATABASE_URL: embedded.url, DB_MIGRATE_ON_START: 'false', LOG_LEVEL: 'silent' }),
    );
  });
  afterAll(async () => {
    await database?.close();
    await embedded?.stop();
  });

  it('an embedded database reached through a URL is still embedded, without named statements', () => {
    expect(database.kind).toBe('embedded');
    expect(database.preparedStatements).toBe(false);
  });

  it('a real server gets named statements unless they are turned off', async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) return; // the embedded run has no real server to ask; CI's second run has one
    const config = loadConfig({ DATABASE_URL: serverUrl, DB_MIGRATE_ON_START: 'false', LOG_LEVEL: 'silent' });
    const real = await openDatabase(config);
    const off = await openDatabase({
      ...config,
      database: { ...config.database, preparedStatements: false },
    });
    try {
      expect(real.kind).toBe('server');
      expect(real.preparedStatements).toBe(true);
      expect(off.preparedStatements).toBe(false);
    } finally {
      await real.close();
      await off.close();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('defaults to the embedded database, which migrates and seeds itself', () => {
    const config = loadConfig({});
    expect(config.port).toBe(4000);
    expect(config.database.url).toBeUndefined();
    expect(config.database.migrateOnStart).toBe(true);
    expect(config.database.seedDemo).toBe(true);
    expect(config.dataDir).toBe('./data');
  });

  it('leaves a real database to `npm run db:migrate` unless told otherwise', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@db:5432/arena' });
    expect(config.database.migrateOnStart).toBe(false);
    expect(config.database.seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db/arena', SEED_DEMO: 'true' }).database.seedDemo).toBe(
      true,
    );
  });

  it('names every bad variable in one message', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*JWT_SECRET: must be at least 32 bytes long/,
    );
  });

  it('refuses production without a JWT secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) });
    expect(config.host).toBe('0.0.0.0');
    expect(config.isProduction).toBe(true);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).database.url).toBeUndefined();
  });
});

describe('the job worker settings', () => {
  it('runs jobs by default, and only enqueues with WORKER=false', () => {
    const config = loadConfig({});
    expect(config.worker).toEqual({ enabled: true, concurrency: 2, pollIntervalMs: 2000 });
    expect(loadConfig({ WORKER: 'false' }).worker.enabled).toBe(false);
    expect(loadConfig({ WORKER: '0', WORKER_CONCURRENCY: '4' }).worker).toMatchObject({
      enabled: false,
      concurrency: 4,
    });
  });

  it('polls quickly in tests unless told otherwise, and refuses nonsense', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).worker.pollIntervalMs).toBe(100);
    expect(loadConfig({ NODE_ENV: 'test', WORKER_POLL_INTERVAL_MS: '500' }).worker.pollIntervalMs).toBe(500);
    expect(() => loadConfig({ WORKER: 'maybe' })).toThrow(/WORKER/);
    expect(() => loadConfig({ WORKER_CONCURRENCY: '0' })).toThrow(/WORKER_CONCURRENCY/);
    expect(() => loadConfig({ WORKER_POLL_INTERVAL_MS: '10' })).toThrow(/WORKER_POLL_INTERVAL_MS/);
  });
});

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

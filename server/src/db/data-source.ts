import 'reflect-metadata';
import { DataSource, type Logger } from 'typeorm';
import { entities } from './entities.js';
import { migrations } from './migrations/index.js';
import { SafeQueryLogger } from './query-logger.js';

export interface DataSourceOptions {
  poolSize?: number;
  /** Replaces the safe logger (tests count statements with their own). */
  logger?: Logger;
}

/** The one way Arena connects to PostgreSQL, embedded or real: the `pg` driver over TCP. */
export function createDataSource(url: string, options: DataSourceOptions = {}): DataSource {
  const logger = options.logger ?? new SafeQueryLogger();
  return new DataSource({
    type: 'postgres',
    url,
    entities,
    migrations,
    synchronize: false,
    migrationsRun: false,
    migrationsTransactionMode: 'each',
    // Extensions come from the first migration, so a least-privilege role never needs CREATE.
    installExtensions: false,
    uuidExtension: 'pgcrypto',
    poolSize: options.poolSize ?? 10,
    // JIT off: Arena's statements are short (a page, a row, an aggregate of one organization), and
    // PostgreSQL's JIT, triggered by cost estimates, spends more compiling them than they take to run
    // (docs/adr/0006-plans-that-stay-flat.md). The embedded database has no JIT; the setting is harmless there.
    extra: { connectionTimeoutMillis: 10_000, application_name: 'arena', options: '-c jit=off' },
    // TypeORM's own loggers print a failed statement's parameters (password hashes, emails): never
    // use them. The safe logger prints no parameters and no literal values, in every environment.
    logger,
    logging: ['query', 'error', 'warn', 'migration', 'schema'],
    // An idle connection the server dropped (a restart): the pool replaces it. TypeORM's default handler
    // warns once per connection; an outage is reported once, by the app, when a request fails.
    poolErrorHandler: (error: unknown) => {
      if (logger instanceof SafeQueryLogger) logger.poolError(error);
    },
  });
}

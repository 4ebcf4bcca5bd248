import 'reflect-metadata';
import { DataSource, type Logger } from 'typeorm';
import { entities } from './entities.js';
import { migrations } from './migrations/index.js';

export interface DataSourceOptions {
  poolSize?: number;
  logger?: Logger;
}

/** The one way Arena connects to PostgreSQL, embedded or real: the `pg` driver over TCP. */
export function createDataSource(url: string, options: DataSourceOptions = {}): DataSource {
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
    extra: { connectionTimeoutMillis: 10_000, application_name: 'arena' },
    ...(options.logger ? { logger: options.logger, logging: ['query', 'error'] } : { logging: ['error'] }),
  });
}

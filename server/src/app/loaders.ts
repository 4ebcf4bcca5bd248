import type { DataSource } from 'typeorm';
import { createUserLoaders } from '../features/users/users.loaders.js';

/** Per-request DataLoaders: each batches one kind of lookup into one query and caches it for the request. */
export function createLoaders(dataSource: DataSource) {
  return { ...createUserLoaders(dataSource) };
}

export type Loaders = ReturnType<typeof createLoaders>;

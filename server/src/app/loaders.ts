import type { DataSource } from 'typeorm';
import { createChatLoaders } from '../features/chat/chat.loaders.js';
import { createUserLoaders } from '../features/users/users.loaders.js';

/** Per-request DataLoaders: each batches one kind of lookup into one query and caches it for the request. */
export function createLoaders(dataSource: DataSource) {
  return { ...createUserLoaders(dataSource), ...createChatLoaders(dataSource) };
}

export type Loaders = ReturnType<typeof createLoaders>;

import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import { rowsById } from '../../shared/db/rows-by-id.js';
import { UserEntity } from './user.entity.js';

export function createUserLoaders(dataSource: DataSource) {
  const users = rowsById(dataSource, UserEntity);
  return {
    /** Users by id, one query per batch; null for ids that do not exist. */
    userById: new DataLoader<string, UserEntity | null>(async (ids) => {
      const rows = await users.many(ids);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
  };
}

export type UserLoaders = ReturnType<typeof createUserLoaders>;

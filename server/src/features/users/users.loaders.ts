import DataLoader from 'dataloader';
import { In, type DataSource } from 'typeorm';
import { UserEntity } from './user.entity.js';

export function createUserLoaders(dataSource: DataSource) {
  const users = dataSource.getRepository(UserEntity);
  return {
    /** Users by id, one query per batch; null for ids that do not exist. */
    userById: new DataLoader<string, UserEntity | null>(async (ids) => {
      const rows = await users.findBy({ id: In([...ids]) });
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
  };
}

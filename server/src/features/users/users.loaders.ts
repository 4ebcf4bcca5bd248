import DataLoader from 'dataloader';
import { In, type DataSource } from 'typeorm';
import { rowsById } from '../../shared/db/rows-by-id.js';
import { RoleEntity } from './role.entity.js';
import { UserAvatarImageEntity } from './user-avatar-image.entity.js';
import { UserRoleEntity } from './user-role.entity.js';
import { UserEntity } from './user.entity.js';

export function createUserLoaders(dataSource: DataSource) {
  const users = rowsById(dataSource, UserEntity);
  const roles = rowsById(dataSource, RoleEntity);
  return {
    /** Users by id, one query per batch; null for ids that do not exist. */
    userById: new DataLoader<string, UserEntity | null>(async (ids) => {
      const rows = await users.many(ids);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    /** Every grant of each user with its role joined in, one query per batch, oldest first. */
    rolesByUserId: new DataLoader<string, UserRoleEntity[]>(async (ids) => {
      const rows = await dataSource.getRepository(UserRoleEntity).find({
        where: { userId: In([...ids]) },
        relations: { role: true },
        order: { assignedAt: 'ASC', id: 'ASC' },
      });
      const byUser = new Map<string, UserRoleEntity[]>();
      for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
      return ids.map((id) => byUser.get(id) ?? []);
    }),
    /** Roles by id (a grant read without its role joined). */
    roleById: new DataLoader<string, RoleEntity>(async (ids) => {
      const rows = await roles.many(ids);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id) ?? new Error(`Role ${id} not found`));
    }),
    /** Uploaded avatar pictures (data URLs) by user id, one query per batch; null without one. */
    avatarImageByUserId: new DataLoader<string, string | null>(async (ids) => {
      const rows = await dataSource
        .getRepository(UserAvatarImageEntity)
        .find({ select: { userId: true, dataUrl: true }, where: { userId: In([...ids]) } });
      const byId = new Map(rows.map((row) => [row.userId, row.dataUrl]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
  };
}

export type UserLoaders = ReturnType<typeof createUserLoaders>;

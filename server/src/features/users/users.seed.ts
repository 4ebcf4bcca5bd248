import type { DataSource } from 'typeorm';
import { hashPassword } from '../../shared/auth/passwords.js';
import { UserEntity } from './user.entity.js';

/** The demo accounts, with fixed ids so links and tests can rely on them. Documented in README.md. */
export const DEMO_USERS = [
  {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Deniz Kaya',
    email: 'admin@arena.local',
    password: 'Arena-Admin-2026',
  },
] as const;

/** Inserts the demo users that are missing; never touches existing rows (a changed password stays changed). */
export async function seedDemoUsers(dataSource: DataSource): Promise<void> {
  const users = dataSource.getRepository(UserEntity);
  for (const demo of DEMO_USERS) {
    if (await users.existsBy({ id: demo.id })) continue;
    await users
      .createQueryBuilder()
      .insert()
      .values({
        id: demo.id,
        name: demo.name,
        email: demo.email,
        passwordHash: await hashPassword(demo.password),
      })
      .orIgnore()
      .execute();
  }
}

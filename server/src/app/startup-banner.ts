import type { DataSource } from 'typeorm';
import { verifyPassword } from '../shared/auth/passwords.js';
import { DEMO_PERSONAS, UserEntity } from '../features/users/index.js';

/**
 * Whether the demo super admin signs in with the demo password on this database: the demo data was
 * seeded and that account is as the seed left it (the seed never changes an existing row, so a
 * changed password stays changed and is never printed).
 */
async function demoSignInWorks(dataSource: DataSource): Promise<boolean> {
  const admin = DEMO_PERSONAS.superAdmin;
  const user = await dataSource.getRepository(UserEntity).findOne({
    where: { email: admin.email },
    select: { id: true, passwordHash: true, accountStatus: true },
  });
  return (
    user !== null && user.accountStatus === 'active' && verifyPassword(user.passwordHash, admin.password)
  );
}

/**
 * The lines printed once the server listens. The demo sign-in (a password) only where this start
 * seeded the demo data and the demo account still answers to it: never for a database without it.
 */
export async function startupBanner(options: {
  url: string;
  embedded: boolean;
  dataDir: string;
  seededDemo: boolean;
  dataSource: DataSource;
}): Promise<string[]> {
  const lines = [`Arena is running at ${options.url}`];
  lines.push(
    options.embedded ? `Database: embedded PostgreSQL in ${options.dataDir}` : 'Database: DATABASE_URL',
  );
  if (options.seededDemo && (await demoSignInWorks(options.dataSource))) {
    const admin = DEMO_PERSONAS.superAdmin;
    lines.push(`Demo sign-in: ${admin.email} / ${admin.password} (more personas in README.md)`);
  }
  return lines;
}

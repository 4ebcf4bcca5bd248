import type { DataSource } from 'typeorm';
import { seedDemoUsers } from '../../features/users/users.seed.js';

/**
 * Deterministic and idempotent: running it again changes nothing. Reference data (always) comes first,
 * then the demo organisation and its people (only when asked).
 */
export async function seedDatabase(dataSource: DataSource, options: { demo: boolean }): Promise<void> {
  if (options.demo) {
    await seedDemoUsers(dataSource);
  }
}

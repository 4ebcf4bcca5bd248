import type { DataSource } from 'typeorm';
import { seedDemoChats } from '../../features/chat/chat.seed.js';
import { seedCountries, seedDemoContacts } from '../../features/contacts/contacts.seed.js';
import { seedDemoInbox } from '../../features/inbox/inbox.seed.js';
import { seedDemoOrganizations } from '../../features/organizations/organizations.seed.js';
import { seedDemoShortcuts } from '../../features/shortcuts/shortcuts.seed.js';
import { seedSubscriptionPlans } from '../../features/subscriptions/subscriptions.seed.js';
import { seedDemoTasks } from '../../features/tasks/tasks.seed.js';
import { seedRoles } from '../../features/users/roles.seed.js';
import {
  seedDemoUserResources,
  seedUserResourceTypes,
} from '../../features/user-resources/user-resources.seed.js';
import { seedDemoUsers } from '../../features/users/users.seed.js';

/**
 * Deterministic and idempotent: running it again changes nothing. Reference data (always) comes first,
 * then the demo organisations and their people (only when asked).
 */
export async function seedDatabase(dataSource: DataSource, options: { demo: boolean }): Promise<void> {
  await seedSubscriptionPlans(dataSource);
  await seedRoles(dataSource);
  await seedUserResourceTypes(dataSource);
  await seedCountries(dataSource);
  if (options.demo) {
    await seedDemoOrganizations(dataSource);
    await seedDemoUsers(dataSource);
    await seedDemoInbox(dataSource);
    await seedDemoShortcuts(dataSource);
    await seedDemoChats(dataSource);
    await seedDemoUserResources(dataSource);
    await seedDemoContacts(dataSource);
    await seedDemoTasks(dataSource);
  }
}

import { accountModule } from '../features/account/index.js';
import { athletesModule } from '../features/athletes/index.js';
import { auditModule } from '../features/audit/index.js';
import { authModule } from '../features/auth/index.js';
import { chatModule } from '../features/chat/index.js';
import { companiesModule } from '../features/companies/index.js';
import { contactsModule } from '../features/contacts/index.js';
import { inboxModule } from '../features/inbox/index.js';
import { mailModule } from '../features/mail/index.js';
import { invitedAccountsModule } from '../features/invited-accounts/index.js';
import { navigationModule } from '../features/navigation/index.js';
import { organizationsModule } from '../features/organizations/index.js';
import { registrationsModule } from '../features/registrations/index.js';
import { professionalsModule } from '../features/professionals/index.js';
import { schoolDashboardModule } from '../features/school-dashboard/index.js';
import { searchModule } from '../features/search/index.js';
import { shortcutsModule } from '../features/shortcuts/index.js';
import { subscriptionsModule } from '../features/subscriptions/index.js';
import { tagsModule } from '../features/tags/index.js';
import { tasksModule } from '../features/tasks/index.js';
import { teamsModule } from '../features/teams/index.js';
import { eventsModule } from '../features/events/index.js';
import { feesModule } from '../features/fees/index.js';
import { userResourcesModule } from '../features/user-resources/index.js';
import { usersAdminModule } from '../features/users-admin/index.js';
import { usersModule } from '../features/users/index.js';
import type { FeatureDefinition } from '../shared/feature.js';
import type { RestRow } from '../shared/rest.js';

/**
 * The ONE list of server features (docs/architecture.md). Entities (db/entities.ts), services (services.ts),
 * loaders (loaders.ts), resolvers (schema.ts), REST rows, seeds (db/seed/seed.ts), search groups and
 * codegen mappers are all derived from it. The order is the seed order: a feature comes after those
 * its rows reference (each module's `seed.after` says which; features.test.ts checks it).
 */
export const features = [
  subscriptionsModule,
  organizationsModule,
  usersModule,
  professionalsModule,
  teamsModule,
  auditModule,
  athletesModule,
  eventsModule,
  authModule,
  invitedAccountsModule,
  registrationsModule,
  feesModule,
  accountModule,
  inboxModule,
  shortcutsModule,
  chatModule,
  navigationModule,
  searchModule,
  usersAdminModule,
  userResourcesModule,
  tagsModule,
  contactsModule,
  tasksModule,
  mailModule,
  companiesModule,
  schoolDashboardModule,
] as const satisfies readonly FeatureDefinition[];

/** The list with each module seen through the common shape, for the derivations. */
export const featureList: readonly FeatureDefinition[] = features;

export const restRows: RestRow[] = featureList.flatMap((feature) => feature.restRows ?? []);

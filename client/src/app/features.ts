import { accountFeature } from '../features/account';
import { auditLogFeature } from '../features/audit-log';
import { authFeature } from '../features/auth';
import { comingSoonFeature } from '../features/coming-soon';
import { contactsFeature } from '../features/contacts';
import { errorsFeature } from '../features/errors';
import { eventsFeature } from '../features/events';
import { feesFeature } from '../features/fees';
import { mailFeature } from '../features/mail';
import { organizationFeature } from '../features/organization';
import { organizationSettingsFeature } from '../features/organization-settings';
import { organizationsFeature } from '../features/organizations';
import { companiesFeature } from '../features/companies';
import { professionalsFeature } from '../features/professionals';
import { quickChatFeature } from '../features/quick-chat';
import { registrationsFeature } from '../features/registrations';
import { schoolDashboardFeature } from '../features/school-dashboard';
import { shellFeature } from '../features/shell';
import { subscriptionFeature } from '../features/subscription';
import { tasksFeature } from '../features/tasks';
import { athletesFeature } from '../features/athletes';
import { teamsFeature } from '../features/teams';
import { usersFeature } from '../features/users';

/**
 * The ONE list of client features (docs/architecture.md). The routes (routes.tsx), the cache's type policies
 * (apollo/type-policies.ts) and the typed translation keys (i18n/i18next.d.ts) are collected from it;
 * features.test.ts fails when a folder of features/ is missing here.
 */
export const clientFeatures = [
  authFeature,
  errorsFeature,
  comingSoonFeature,
  organizationFeature,
  usersFeature,
  contactsFeature,
  tasksFeature,
  athletesFeature,
  teamsFeature,
  professionalsFeature,
  accountFeature,
  shellFeature,
  quickChatFeature,
  schoolDashboardFeature,
  auditLogFeature,
  organizationSettingsFeature,
  organizationsFeature,
  companiesFeature,
  eventsFeature,
  registrationsFeature,
  feesFeature,
  subscriptionFeature,
  mailFeature,
] as const;

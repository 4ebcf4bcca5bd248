import { authFeature } from '../features/auth';
import { comingSoonFeature } from '../features/coming-soon';
import { contactsFeature } from '../features/contacts';
import { errorsFeature } from '../features/errors';
import { organizationFeature } from '../features/organization';
import { quickChatFeature } from '../features/quick-chat';
import { shellFeature } from '../features/shell';
import { tasksFeature } from '../features/tasks';
import { usersFeature } from '../features/users';

/**
 * The ONE list of client features (DESIGN.md §2.1). The routes (routes.tsx), the cache's type policies
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
  shellFeature,
  quickChatFeature,
] as const;

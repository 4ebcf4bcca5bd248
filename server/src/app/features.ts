import { authResolvers } from '../features/auth/auth.resolvers.js';
import { authRestRows } from '../features/auth/auth.rest.js';
import { chatResolvers } from '../features/chat/chat.resolvers.js';
import { chatRestRows } from '../features/chat/chat.rest.js';
import { contactsResolvers } from '../features/contacts/contacts.resolvers.js';
import { contactsRestRows } from '../features/contacts/contacts.rest.js';
import { inboxResolvers } from '../features/inbox/inbox.resolvers.js';
import { inboxRestRows } from '../features/inbox/inbox.rest.js';
import { navigationResolvers } from '../features/navigation/navigation.resolvers.js';
import { navigationRestRows } from '../features/navigation/navigation.rest.js';
import { searchResolvers } from '../features/search/search.resolvers.js';
import { searchRestRows } from '../features/search/search.rest.js';
import { shortcutsResolvers } from '../features/shortcuts/shortcuts.resolvers.js';
import { shortcutsRestRows } from '../features/shortcuts/shortcuts.rest.js';
import { tasksResolvers } from '../features/tasks/tasks.resolvers.js';
import { tasksRestRows } from '../features/tasks/tasks.rest.js';
import { userResourcesResolvers } from '../features/user-resources/user-resources.resolvers.js';
import { userResourcesRestRows } from '../features/user-resources/user-resources.rest.js';
import { usersAdminResolvers } from '../features/users/users-admin.resolvers.js';
import { usersAdminRestRows } from '../features/users/users-admin.rest.js';
import { usersResolvers } from '../features/users/users.resolvers.js';
import { usersRestRows } from '../features/users/users.rest.js';
import type { Resolvers } from '../generated/graphql.js';
import type { RestRow } from '../shared/rest.js';

// Adding a feature means adding its resolvers and REST rows here, and its entities in db/entities.ts.
export const featureResolvers: Resolvers[] = [
  usersResolvers,
  authResolvers,
  chatResolvers,
  navigationResolvers,
  inboxResolvers,
  shortcutsResolvers,
  searchResolvers,
  usersAdminResolvers,
  userResourcesResolvers,
  tasksResolvers,
  contactsResolvers,
];

export const restRows: RestRow[] = [
  ...authRestRows,
  ...usersRestRows,
  ...chatRestRows,
  ...navigationRestRows,
  ...inboxRestRows,
  ...shortcutsRestRows,
  ...searchRestRows,
  ...usersAdminRestRows,
  ...userResourcesRestRows,
  ...tasksRestRows,
  ...contactsRestRows,
];

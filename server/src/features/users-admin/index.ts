import { defineFeature, type Deps } from '../../shared/feature.js';
import type { InvitedAccountsService } from '../invited-accounts/index.js';
import { usersAdminResolvers } from './users-admin.resolvers.js';
import { usersAdminRestRows } from './users-admin.rest.js';
import { usersSearchProvider } from './users-admin.search.js';
import { UsersAdminService } from './users-admin.service.js';

export type { RoleScopeOptionRecord } from './users-admin.scope-options.js';

/** User administration (spec 001 §3, §7): users, roles and grants, as each admin role may see them. */
export const usersAdminModule = defineFeature({
  name: 'usersAdmin',
  resolvers: usersAdminResolvers,
  restRows: usersAdminRestRows,
  createService: ({ dataSource, invitedAccounts }: Deps<{ invitedAccounts: InvitedAccountsService }>) =>
    new UsersAdminService(dataSource, invitedAccounts),
  searchProviders: ({ usersAdmin }: Deps<{ usersAdmin: UsersAdminService }>) => [
    usersSearchProvider(usersAdmin),
  ],
});

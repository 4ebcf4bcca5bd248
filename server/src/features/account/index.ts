import { defineFeature, type Deps } from '../../shared/feature.js';
import type { UsersService } from '../users/index.js';
import { accountResolvers } from './account.resolvers.js';
import { AccountService } from './account.service.js';

// The GraphQL types' server shapes (codegen mappers: account.mappers.ts).
export type { AccountNotificationPreferenceRow, AccountRoleRow } from './account.service.js';

/** The signed-in person's own profile and settings: roles by name, language, notification choices. */
export const accountModule = defineFeature({
  name: 'account',
  resolvers: accountResolvers,
  createService: ({ dataSource, users }: Deps<{ users: UsersService }>) =>
    new AccountService(dataSource, users),
});

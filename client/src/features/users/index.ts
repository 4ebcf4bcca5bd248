import { defineFeature, localesOf } from '../../lib/feature';
import { PATHS } from '../../lib/paths';
import type en from './locales/en.json';

export const usersFeature = defineFeature({
  name: 'users',
  locales: localesOf<typeof en>(),
  routes: [
    {
      path: PATHS.users,
      access: 'signed-in-area',
      lazy: { Component: async () => (await import('./pages/users-page')).UsersPage },
    },
  ],
});

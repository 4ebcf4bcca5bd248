import { defineFeature, localesOf } from '../../lib/feature';
import { PATHS } from '../../lib/paths';
import type en from './locales/en.json';

export const organizationFeature = defineFeature({
  name: 'organization',
  locales: localesOf<typeof en>(),
  routes: [
    {
      path: PATHS.signedInHome,
      access: 'signed-in-area',
      lazy: { Component: async () => (await import('./pages/organization-page')).OrganizationPage },
    },
  ],
});

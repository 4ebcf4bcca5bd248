import { defineFeature, localesOf } from '../../lib/feature';
import { PATHS } from '../../lib/paths';
import type en from './locales/en.json';

export const organizationsFeature = defineFeature({
  name: 'organizations',
  locales: localesOf<typeof en>(),
  routes: [
    {
      path: PATHS.organizations,
      access: 'signed-in-area',
      lazy: { Component: async () => (await import('./pages/organizations-page')).OrganizationsPage },
    },
    {
      path: PATHS.organization,
      access: 'signed-in-area',
      lazy: {
        Component: async () => (await import('./pages/organization-profile-page')).OrganizationProfilePage,
      },
    },
  ],
  // The organizations list pages through one cache entry per set of filters.
  typePolicies: async () => (await import('./organizations-cache')).organizationsTypePolicies,
});

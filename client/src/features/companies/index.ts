import { defineFeature, localesOf } from '../../lib/feature';
import { PATHS } from '../../lib/paths';
import type en from './locales/en.json';

export const companiesFeature = defineFeature({
  name: 'companies',
  locales: localesOf<typeof en>(),
  routes: [
    {
      path: PATHS.companies,
      access: 'signed-in-area',
      lazy: { Component: async () => (await import('./pages/companies-page')).CompaniesPage },
    },
    {
      path: PATHS.company,
      access: 'signed-in-area',
      lazy: { Component: async () => (await import('./pages/company-profile-page')).CompanyProfilePage },
    },
  ],
  // The companies list pages through one cache entry per set of filters.
  typePolicies: async () => (await import('./companies-cache')).companiesTypePolicies,
});

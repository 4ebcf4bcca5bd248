import { defineFeature, localesOf } from '../../lib/feature';
import { PATHS } from '../../lib/paths';
import type en from './locales/en.json';

export const professionalsFeature = defineFeature({
  name: 'professionals',
  locales: localesOf<typeof en>(),
  routes: [
    {
      path: PATHS.professionals,
      access: 'signed-in-area',
      lazy: { Component: async () => (await import('./pages/professionals-page')).ProfessionalsPage },
    },
    {
      path: PATHS.professional,
      access: 'signed-in-area',
      lazy: {
        Component: async () => (await import('./pages/professional-profile-page')).ProfessionalProfilePage,
      },
    },
  ],
  // The professionals list pages through one cache entry per search and sort.
  typePolicies: async () => (await import('./professionals-cache')).professionalsTypePolicies,
});

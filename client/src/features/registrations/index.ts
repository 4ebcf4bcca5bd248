import { defineFeature, localesOf } from '../../lib/feature';
import { PATHS } from '../../lib/paths';
import type en from './locales/en.json';

export const registrationsFeature = defineFeature({
  name: 'registrations',
  locales: localesOf<typeof en>(),
  routes: [
    {
      path: PATHS.register,
      access: 'public',
      lazy: { Component: async () => (await import('./pages/register-page')).RegisterPage },
    },
    {
      path: PATHS.registrations,
      access: 'signed-in-area',
      lazy: { Component: async () => (await import('./pages/registrations-page')).RegistrationsPage },
    },
  ],
  homeCards: [
    {
      id: 'registrations',
      homes: ['admin'],
      load: async () => (await import('./components/registrations-home-card')).RegistrationsHomeCard,
    },
  ],
  // The queue pages through one cache entry per set of filters; decisions move rows between them.
  typePolicies: async () => (await import('./registrations-cache')).registrationsTypePolicies,
});

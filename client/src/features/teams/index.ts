import { defineFeature, localesOf } from '../../lib/feature';
import { PATHS } from '../../lib/paths';
import type en from './locales/en.json';

export const teamsFeature = defineFeature({
  name: 'teams',
  locales: localesOf<typeof en>(),
  routes: [
    {
      path: PATHS.teams,
      access: 'signed-in-area',
      lazy: { Component: async () => (await import('./pages/teams-page')).TeamsPage },
    },
    {
      path: PATHS.team,
      access: 'signed-in-area',
      lazy: { Component: async () => (await import('./pages/team-profile-page')).TeamProfilePage },
    },
    {
      path: PATHS.branches,
      access: 'signed-in-area',
      lazy: { Component: async () => (await import('./pages/branches-page')).BranchesPage },
    },
  ],
  // The teams and branches lists page through one cache entry per set of filters.
  typePolicies: async () => (await import('./teams-cache')).teamsTypePolicies,
});

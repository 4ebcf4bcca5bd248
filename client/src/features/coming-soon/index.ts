import { defineFeature, type LazyRoute } from '../../lib/feature';
import { PATHS } from '../../lib/paths';

// Its strings are the shared ui.comingSoon ones: no locales of its own.
export const comingSoonFeature = defineFeature({
  name: 'coming-soon',
  routes: [
    {
      path: PATHS.publicHome,
      access: 'public',
      lazy: { Component: async () => (await import('./pages/public-home-page')).PublicHomePage },
    },
  ],
});

/** What every signed-in path of lib/paths.ts shows until a feature builds it (app/routes.tsx). */
export const comingSoonPage: LazyRoute = {
  Component: async () => (await import('./pages/coming-soon-page')).ComingSoonPage,
};

import { defineFeature, localesOf, type LazyRoute } from '../../lib/feature';
import { PATHS } from '../../lib/paths';
import type en from './locales/en.json';

// The card's strings are the shared ui.comingSoon ones; its own are the pages' titles and the hint.
export const comingSoonFeature = defineFeature({
  name: 'coming-soon',
  locales: localesOf<typeof en>(),
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

import { createElement, type ComponentType } from 'react';
import { defineFeature, localesOf, type LazyRoute } from '../../lib/feature';
import { PATHS } from '../../lib/paths';
import type en from './locales/en.json';

// Each page behind the gate: who has no athletes in their charge gets the not-found page.
const gated = (load: () => Promise<ComponentType>): LazyRoute => ({
  Component: async () => {
    const [Page, { AthletesGate }] = await Promise.all([load(), import('./components/athletes-gate')]);
    return function GatedPage() {
      return createElement(AthletesGate, null, createElement(Page));
    };
  },
});

export const athletesFeature = defineFeature({
  name: 'athletes',
  locales: localesOf<typeof en>(),
  routes: [
    {
      path: PATHS.athletes,
      access: 'signed-in-area',
      lazy: gated(async () => (await import('./pages/athletes-page')).AthletesPage),
    },
    {
      path: PATHS.athlete,
      access: 'signed-in-area',
      lazy: gated(async () => (await import('./pages/athlete-profile-page')).AthleteProfilePage),
    },
    {
      path: PATHS.parents,
      access: 'signed-in-area',
      lazy: gated(async () => (await import('./pages/parents-page')).ParentsPage),
    },
  ],
});

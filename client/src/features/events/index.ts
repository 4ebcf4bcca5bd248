import { defineFeature, localesOf } from '../../lib/feature';
import { PATHS } from '../../lib/paths';
import type en from './locales/en.json';

export const eventsFeature = defineFeature({
  name: 'events',
  locales: localesOf<typeof en>(),
  routes: [
    {
      path: PATHS.events,
      access: 'signed-in-area',
      lazy: { Component: async () => (await import('./pages/events-page')).EventsPage },
    },
  ],
  homeCards: [
    {
      id: 'parent-week',
      homes: ['parent'],
      load: async () => (await import('./components/parent-week-card')).ParentWeekCard,
    },
    {
      id: 'staff-week',
      homes: ['member'],
      load: async () => (await import('./components/staff-week-card')).StaffWeekCard,
    },
  ],
});

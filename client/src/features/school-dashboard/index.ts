import { defineFeature, localesOf } from '../../lib/feature';
import { PATHS } from '../../lib/paths';
import type en from './locales/en.json';

export const schoolDashboardFeature = defineFeature({
  name: 'school-dashboard',
  locales: localesOf<typeof en>(),
  routes: [
    {
      path: PATHS.schoolDashboard,
      access: 'signed-in-area',
      lazy: { Component: async () => (await import('./pages/school-dashboard-page')).SchoolDashboardPage },
    },
  ],
});

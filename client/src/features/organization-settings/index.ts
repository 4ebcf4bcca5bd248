import { defineFeature, localesOf } from '../../lib/feature';
import { PATHS } from '../../lib/paths';
import type en from './locales/en.json';

export const organizationSettingsFeature = defineFeature({
  name: 'organization-settings',
  locales: localesOf<typeof en>(),
  routes: [
    {
      path: PATHS.organizationSettings,
      access: 'signed-in-area',
      lazy: {
        Component: async () => (await import('./pages/organization-settings-page')).OrganizationSettingsPage,
      },
    },
  ],
});

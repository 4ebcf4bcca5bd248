import { defineFeature, localesOf } from '../../lib/feature';
import { PATHS } from '../../lib/paths';
import type en from './locales/en.json';

// The signed-in area keeps the interface language and the account's in agreement (language-sync.tsx).
export { AccountLanguageSync, applySignedInLanguage } from './language-sync';

/** The signed-in person's own profile and account settings. */
export const accountFeature = defineFeature({
  name: 'account',
  locales: localesOf<typeof en>(),
  routes: [
    {
      path: PATHS.profile,
      access: 'signed-in-area',
      lazy: { Component: async () => (await import('./pages/profile-page')).ProfilePage },
    },
    {
      path: PATHS.settings,
      access: 'signed-in-area',
      lazy: { Component: async () => (await import('./pages/settings-page')).SettingsPage },
    },
  ],
});

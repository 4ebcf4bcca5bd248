import { defineFeature, localesOf } from '../../lib/feature';
import { PATHS } from '../../lib/paths';
import type en from './locales/en.json';

/**
 * The signed-in area's language code (language-sync.tsx: the account's language applied before the area
 * renders, and kept in agreement with the top bar's choice). Loaded on demand: the app's feature list
 * imports this file, and a static re-export would put Apollo Client's hooks in the sign-in page's
 * first load.
 */
export const loadLanguageSync = () => import('./language-sync');

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

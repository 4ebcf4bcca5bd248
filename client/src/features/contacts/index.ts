import { defineFeature, localesOf, type LazyRoute } from '../../lib/feature';
import { PATHS } from '../../lib/paths';
import type en from './locales/en.json';

// One page component for the list and a contact, so opening a contact keeps the list (and its scroll).
const contactsPage: LazyRoute = {
  Component: async () => (await import('./pages/contacts-page')).ContactsPage,
};

export const contactsFeature = defineFeature({
  name: 'contacts',
  locales: localesOf<typeof en>(),
  routes: [
    { path: PATHS.contacts, access: 'signed-in-area', lazy: contactsPage },
    { path: PATHS.contact, access: 'signed-in-area', lazy: contactsPage },
  ],
  // The contacts list pages through one cache field per search text.
  typePolicies: async () => ({ Query: { fields: (await import('./contacts-cache')).contactsQueryFields } }),
});

import { defineFeature, localesOf, type LazyRoute } from '../../lib/feature';
import { PATHS } from '../../lib/paths';
import type en from './locales/en.json';

// One page component for every address of the mailbox, so opening a mail or another folder keeps the
// sidebar, the composer and the live feed in place.
const mailboxPage: LazyRoute = { Component: async () => (await import('./pages/mailbox-page')).MailboxPage };

export const mailFeature = defineFeature({
  name: 'mail',
  locales: localesOf<typeof en>(),
  routes: [
    PATHS.mailbox,
    PATHS.mailboxFolder,
    PATHS.mailboxFolderMail,
    PATHS.mailboxLabel,
    PATHS.mailboxLabelMail,
    PATHS.mailboxFilter,
    PATHS.mailboxFilterMail,
  ].map((path) => ({ path, access: 'signed-in-area' as const, lazy: mailboxPage })),
  // Mails are one entity each; every folder, filter, label and search is one cached list, pages merged.
  typePolicies: async () => (await import('./mail-cache')).mailTypePolicies,
});

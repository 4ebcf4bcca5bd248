// The client's pages that show a screen of their own; every other path of its route table shows the
// "coming soon" placeholder. The client's features declare the same set (client/src/app/features.ts);
// client/src/app/menu-screens.test.ts fails when the two differ. No imports: the client's test reads it.

/** Signed-in pages with a screen, as the menu links to them (no `:id` pages: the menu links to lists). */
export const PAGES_WITH_A_SCREEN: readonly string[] = [
  '/fbiad-pages/organization',
  '/fbiad-pages/users',
  '/fbiad-pages/dashboard',
  '/fbiad-pages/sign-up',
  '/fbiad-pages/events',
  '/fbiad-pages/audit-log',
  '/fbiad-pages/settings',
  '/fbiad-pages/organizations-profile',
  '/fbiad-pages/branches-profile',
  '/fbiad-pages/professionals-profile',
  '/fbiad-pages/teams-profile',
  '/fbiad-pages/athletes-profile',
  '/fbiad-pages/parents-profile',
  '/fbiad-pages/companies-profile',
  '/fbiad-pages/subscription',
  '/apps/contacts',
  '/apps/mailbox',
  '/apps/tasks',
  '/dashboards/finance',
  '/pages/invoice/printable/compact',
  '/pages/invoice/printable/modern',
  '/pages/pricing/modern',
  '/pages/pricing/simple',
  '/pages/pricing/single',
  '/pages/pricing/table',
  '/pages/profile',
  '/pages/settings',
  '/pages/error/404',
  '/pages/error/500',
];

/** True when `link` leads to a page of the app that is only a placeholder ("coming soon"). */
export function isPlaceholderPage(link: string | null | undefined): boolean {
  if (!link || /^[a-z]+:/i.test(link)) return false;
  return !PAGES_WITH_A_SCREEN.includes(link.split(/[?#]/)[0]!);
}

/**
 * True for a page of signing up or in (`/sign-up`, `/sign-in`…): never for a signed-in person. The school's
 * registration queue (`/fbiad-pages/sign-up`, the spec's SIGN entry) is not one: it is for the school's admins.
 */
export function isSignUpOrInPage(link: string | null | undefined): boolean {
  if (!link || link.split(/[?#]/)[0] === '/fbiad-pages/sign-up') return false;
  return /(^|\/)sign-(up|in)(\/|[?#]|$)/.test(link);
}

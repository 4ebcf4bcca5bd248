// The client's one table of paths (spec 000 §2). Routes are declared and links are built from it, so a
// path is spelt once; app/routes.tsx derives the signed-in area (and its "coming soon" fallback) from it.

/**
 * The signed-in route map of spec 000 §2, below its top-level folder. The signed-in home
 * (fbiad-pages/organization) is PATHS.signedInHome. A path no feature builds yet shows "coming soon".
 */
export const SIGNED_IN_ROUTE_MAP = {
  dashboards: ['project', 'analytics', 'finance', 'crypto'],
  apps: [
    'academy',
    'chat',
    'contacts',
    'contacts/:id',
    'ecommerce',
    'ecommerce/inventory',
    'file-manager',
    'help-center',
    'help-center/faqs',
    'help-center/guides',
    'help-center/support',
    'mailbox',
    'mailbox/:folder',
    'mailbox/:folder/:mailId',
    'mailbox/label/:slug',
    'mailbox/label/:slug/:mailId',
    'mailbox/filter/:slug',
    'mailbox/filter/:slug/:mailId',
    'notes',
    'scrumboard',
    'tasks',
    'tasks/:id',
  ],
  'fbiad-pages': [
    'users',
    'profile',
    'organizations-profile',
    'organizations-profile/:id',
    'branches-profile',
    'teams-profile',
    'teams-profile/:id',
    'athletes-profile',
    'athletes-profile/:id',
    'parents-profile',
    'professionals-profile',
    'professionals-profile/:id',
    'companies-profile',
    'companies-profile/:id',
    'events',
    'listings',
    'tournaments',
    'dashboard',
    'audit-log',
    'settings',
    'communities',
    'badges',
    'notifications',
    'surveys',
    'conversations',
    'subscription',
    'sign-up',
    'news',
    'announcements',
    'advertisements',
    'library',
  ],
  pages: [
    'activities',
    'authentication',
    'coming-soon',
    'error/404',
    'error/500',
    'invoice/printable/compact',
    'invoice/printable/modern',
    'maintenance',
    'pricing/modern',
    'pricing/simple',
    'pricing/single',
    'pricing/table',
    'profile',
    'settings',
  ],
  ui: [
    'material-components',
    'fuse-components',
    'other-components',
    'tailwindcss',
    'advanced-search',
    'animations',
    'cards',
    'colors',
    'confirmation-dialog',
    'datatable',
    'forms',
    'icons',
    'page-layouts',
    'typography',
  ],
  docs: ['changelog', 'guides', 'guides/getting-started/introduction', '404-not-found'],
} as const;

type RouteMap = typeof SIGNED_IN_ROUTE_MAP;

/** A path of the signed-in route map, such as `/apps/tasks/:id`. */
export type RouteMapPath = {
  [Folder in keyof RouteMap]: `/${Folder}/${RouteMap[Folder][number]}`;
}[keyof RouteMap];

// Names a page of the route map: a path the map lacks fails the type check.
const mapped = <Path extends RouteMapPath>(path: Path): Path => path;

export const PATHS = {
  root: '/',
  /** Where the root and a fresh sign-in land (spec: "Root and the signed-in redirect"). */
  signedInHome: '/fbiad-pages/organization',
  signIn: '/sign-in',
  signUp: '/sign-up',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  confirmationRequired: '/confirmation-required',
  signOut: '/sign-out',
  unlockSession: '/unlock-session',
  publicHome: '/home',
  /** An organization's public registration page (no account needed). */
  register: '/register/:organizationSlug',
  notFound: '/404-not-found',

  // Pages of the signed-in route map that a feature builds or code links to.
  users: mapped('/fbiad-pages/users'),
  /** The signed-in user's own profile (spec 000 §2 pages/profile): the account menu and the side menu's link. */
  profile: mapped('/pages/profile'),
  news: mapped('/fbiad-pages/news'),
  subscription: mapped('/fbiad-pages/subscription'),
  notifications: mapped('/fbiad-pages/notifications'),
  branches: mapped('/fbiad-pages/branches-profile'),
  teams: mapped('/fbiad-pages/teams-profile'),
  team: mapped('/fbiad-pages/teams-profile/:id'),
  professionals: mapped('/fbiad-pages/professionals-profile'),
  professional: mapped('/fbiad-pages/professionals-profile/:id'),
  schoolDashboard: mapped('/fbiad-pages/dashboard'),
  auditLog: mapped('/fbiad-pages/audit-log'),
  organizationSettings: mapped('/fbiad-pages/settings'),
  organizations: mapped('/fbiad-pages/organizations-profile'),
  organization: mapped('/fbiad-pages/organizations-profile/:id'),
  companies: mapped('/fbiad-pages/companies-profile'),
  company: mapped('/fbiad-pages/companies-profile/:id'),
  athletes: mapped('/fbiad-pages/athletes-profile'),
  contacts: mapped('/apps/contacts'),
  contact: mapped('/apps/contacts/:id'),
  athlete: mapped('/fbiad-pages/athletes-profile/:id'),
  parents: mapped('/fbiad-pages/parents-profile'),
  /** The mailbox: a folder (inbox by default), a label or a filter, each with a mail open beside or instead of it. */
  mailbox: mapped('/apps/mailbox'),
  mailboxFolder: mapped('/apps/mailbox/:folder'),
  mailboxFolderMail: mapped('/apps/mailbox/:folder/:mailId'),
  mailboxLabel: mapped('/apps/mailbox/label/:slug'),
  mailboxLabelMail: mapped('/apps/mailbox/label/:slug/:mailId'),
  mailboxFilter: mapped('/apps/mailbox/filter/:slug'),
  mailboxFilterMail: mapped('/apps/mailbox/filter/:slug/:mailId'),
  tasks: mapped('/apps/tasks'),
  task: mapped('/apps/tasks/:id'),
  events: mapped('/fbiad-pages/events'),
  /** The registration queue (spec: fbiad-pages/sign-up, group SIGN). */
  registrations: mapped('/fbiad-pages/sign-up'),
  settings: mapped('/pages/settings'),
  /** Fees and payments: the money admins' finance dashboard, a guardian's family invoices. */
  finance: mapped('/dashboards/finance'),
  /** A printable invoice (`?id=`), in the spec's two designs. */
  invoiceCompact: mapped('/pages/invoice/printable/compact'),
  invoiceModern: mapped('/pages/invoice/printable/modern'),
  /** The four subscription plans in the spec's four pricing layouts. */
  pricingModern: mapped('/pages/pricing/modern'),
  pricingSimple: mapped('/pages/pricing/simple'),
  pricingSingle: mapped('/pages/pricing/single'),
  pricingTable: mapped('/pages/pricing/table'),
  /** The error pages inside the current layout (the empty-layout 404 is `notFound`). */
  error404: mapped('/pages/error/404'),
  error500: mapped('/pages/error/500'),
} as const;

/** A path of the table: what a feature's route may be declared at. */
export type AppPath = (typeof PATHS)[keyof typeof PATHS];

/** Every page of the signed-in area, the home first: what features fill and "coming soon" stands in for. */
export const SIGNED_IN_PATHS: readonly string[] = [
  PATHS.signedInHome,
  ...Object.entries(SIGNED_IN_ROUTE_MAP).flatMap(([folder, pages]) =>
    pages.map((page: string) => `/${folder}/${page}`),
  ),
];

/** Pages only a signed-out visitor sees. */
export const SIGNED_OUT_PATHS: readonly string[] = [
  PATHS.signIn,
  PATHS.signUp,
  PATHS.forgotPassword,
  PATHS.resetPassword,
  PATHS.confirmationRequired,
];

/**
 * The calendar with one occurrence open in its drawer (`?event=<id>&at=<original start>`), as a change
 * notice links to it.
 */
export const occurrencePath = (eventId: string, originalStart: string): string =>
  `${PATHS.events}?${new URLSearchParams({ event: eventId, at: originalStart }).toString()}`;

/** The athletes list's `only` filter in the address; the school dashboard's tiles link with it. */
export const ATHLETES_ONLY = { newThisSeason: 'new', missingConsent: 'missing-consent' } as const;

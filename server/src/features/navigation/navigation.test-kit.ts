import { expect } from 'vitest';
import { suiteCalls, useTestServer } from '../../../../tests/support/suite.js';
import { DEMO_PERSONAS } from '../users/index.js';
import { DEFAULT_NAVIGATION, type NavigationNode } from './navigation.data.js';

// What the navigation suites (navigation.*.test.ts) share: the menu's shape and readers, what each
// persona's menu holds, and one server per file with a token for each persona below.

export interface Item {
  id: string;
  title?: string;
  subtitle?: string;
  type: string;
  icon?: string;
  link?: string;
  externalLink?: boolean;
  badge?: { title: string; classes?: string };
  children?: Item[];
}
export type Navigation = Record<'compact' | 'default' | 'futuristic' | 'horizontal', Item[]>;

export const PERSONAS = {
  superAdmin: DEMO_PERSONAS.superAdmin,
  orgAdmin: DEMO_PERSONAS.orgAdmin,
  branchAdmin: DEMO_PERSONAS.branchAdmin,
  deptAdmin: DEMO_PERSONAS.deptAdmin,
  parent: DEMO_PERSONAS.parent,
  company: DEMO_PERSONAS.company,
  regular: DEMO_PERSONAS.regular,
  otherOrgAdmin: DEMO_PERSONAS.otherOrgAdmin,
};
export type Persona = keyof typeof PERSONAS;

/**
 * One server for the calling file (tests/support/suite.ts), with a token per persona in `t.tokens`, the
 * suite calls, and `navigation`: the menu a token gets over REST, with an optional query string.
 */
export function navigationSuite() {
  const t = useTestServer(PERSONAS);
  const navigation = async (token: string, query = '') => {
    const response = await t.http.request<Navigation>('GET', `api/common/navigation${query}`, { token });
    expect(response.status).toBe(200);
    return response.body;
  };
  return { t, ...suiteCalls(t), navigation };
}

export const flatten = (items: readonly Item[]): Item[] =>
  items.flatMap((item) => [item, ...flatten(item.children ?? [])]);
export const ids = (items: readonly Item[]) => flatten(items).map((item) => item.id);
export const find = (items: readonly Item[], id: string) => flatten(items).find((item) => item.id === id);
/** Each section of the default menu with the ids of its entries (sub-entries left out). */
export const shape = (menu: Navigation) =>
  Object.fromEntries(menu.default.map((section) => [section.id, section.children?.map((item) => item.id)]));

export const SECTIONS = [
  'management',
  'account',
  'activity',
  'content',
  'definitions',
  'communications',
  'profiles',
  'dashboards',
  'apps',
  'pages',
  'user-interface',
  'navigation-features',
];
/** The template's demo sections: the super admin's only. */
export const DEMO_SECTIONS = ['dashboards', 'pages', 'user-interface', 'navigation-features'];

export const STAFF_APPS = [
  'apps.contacts',
  'apps.ecommerce',
  'apps.file-manager',
  'apps.mailbox',
  'apps.scrumboard',
  'apps.tasks',
];
export const PERSONAL_APPS = ['apps.academy', 'apps.chat', 'apps.help-center', 'apps.notes'];
export const ALL_APPS = [...STAFF_APPS, ...PERSONAL_APPS].sort();
export const ALL_PROFILES = [
  'fbiad-pages.organizations-profile',
  'fbiad-pages.branches-profile',
  'fbiad-pages.professionals-profile',
  'fbiad-pages.teams-profile',
  'fbiad-pages.athletes-profile',
  'fbiad-pages.parents-profile',
  'fbiad-pages.companies-profile',
];
export const PUBLIC_PROFILES = ALL_PROFILES.slice(0, 4);
export const HOME_ACCOUNT = ['account.home', 'pages.profile', 'pages.settings'];
/** The season's calendar: every role reads the events meant for them. */
export const ACTIVITY = ['fbiad-pages.events'];
export const COMMUNICATIONS = ['fbiad-pages.notifications', 'fbiad-pages.conversations'];
export const CONTENT = ['fbiad-pages.news', 'fbiad-pages.announcements', 'fbiad-pages.library'];
export const CONTENT_WITH_ADS = [
  'fbiad-pages.news',
  'fbiad-pages.announcements',
  'fbiad-pages.advertisements',
  'fbiad-pages.library',
];

/** What an organization admin's menu holds, in either organization. */
const ORGANIZATION_ADMIN_MENU: Record<string, string[]> = {
  management: [
    'fbiad-pages.organization',
    'fbiad-pages.users',
    'fbiad-pages.dashboard',
    'fbiad-pages.sign-up',
    'management.fees',
    'fbiad-pages.audit-log',
    'fbiad-pages.settings',
  ],
  account: ['pages.profile', 'pages.settings'],
  activity: ACTIVITY,
  content: CONTENT_WITH_ADS,
  definitions: [
    'fbiad-pages.subscription',
    'fbiad-pages.communities',
    'fbiad-pages.badges',
    'fbiad-pages.surveys',
  ],
  communications: COMMUNICATIONS,
  profiles: ALL_PROFILES,
  apps: ALL_APPS,
};

/**
 * What each persona's menu holds, section by section (the role-to-screen mapping, docs/domain.md): the demo
 * sections only for the super admin; the school's management for the admins, by scope; and for a parent,
 * a company or a regular user their home, profile, settings and what is theirs.
 */
export const EXPECTED: Record<Exclude<Persona, 'superAdmin'>, Record<string, string[]>> = {
  orgAdmin: ORGANIZATION_ADMIN_MENU,
  branchAdmin: {
    management: ['fbiad-pages.users', 'fbiad-pages.dashboard', 'fbiad-pages.sign-up', 'management.fees'],
    account: HOME_ACCOUNT,
    activity: ACTIVITY,
    content: CONTENT_WITH_ADS,
    definitions: ['fbiad-pages.communities', 'fbiad-pages.badges', 'fbiad-pages.surveys'],
    communications: COMMUNICATIONS,
    profiles: ALL_PROFILES,
    apps: ALL_APPS,
  },
  deptAdmin: {
    management: ['fbiad-pages.users', 'fbiad-pages.dashboard', 'fbiad-pages.sign-up'],
    account: HOME_ACCOUNT,
    activity: ACTIVITY,
    content: CONTENT,
    definitions: ['fbiad-pages.communities', 'fbiad-pages.badges', 'fbiad-pages.surveys'],
    communications: COMMUNICATIONS,
    profiles: ALL_PROFILES,
    apps: ALL_APPS,
  },
  parent: {
    account: ['account.home', 'account.fees', 'pages.profile', 'pages.settings'],
    activity: ACTIVITY,
    content: CONTENT,
    communications: COMMUNICATIONS,
    profiles: [...PUBLIC_PROFILES, 'fbiad-pages.athletes-profile', 'fbiad-pages.parents-profile'],
    apps: PERSONAL_APPS,
  },
  company: {
    account: HOME_ACCOUNT,
    activity: ACTIVITY,
    content: CONTENT_WITH_ADS,
    communications: COMMUNICATIONS,
    profiles: [...PUBLIC_PROFILES, 'fbiad-pages.companies-profile'],
    apps: PERSONAL_APPS,
  },
  regular: {
    account: HOME_ACCOUNT,
    activity: ACTIVITY,
    content: CONTENT,
    communications: COMMUNICATIONS,
    profiles: PUBLIC_PROFILES,
    apps: PERSONAL_APPS,
  },
  otherOrgAdmin: ORGANIZATION_ADMIN_MENU,
};

// Every in-app link of the menu data is a page of the client's route table (the pages a feature builds
// and the "coming soon" stand-in for the rest): tests/api/parity.test.ts checks that against
// client/src/lib/paths.ts, which server code does not import. Here: a role's links are among them.
const MENU_LINKS = new Set<string>();
const collectLinks = (nodes: readonly NavigationNode[]) => {
  for (const node of nodes) {
    if (node.link && !node.externalLink) MENU_LINKS.add(node.link);
    collectLinks(node.children ?? []);
  }
};
collectLinks(DEFAULT_NAVIGATION);
export const isClientRoute = (link: string) => MENU_LINKS.has(link);
/** What the menu of a role other than super admin links to. */
export const SCHOOL_LINK =
  /^\/(fbiad-pages|apps)\/[a-z-]+(\/[a-z-]+)?$|^\/pages\/(profile|settings)$|^\/dashboards\/finance$/;
/** Links into the demo sections' folders, which only the super admin's menu may hold. */
/** (The finance dashboard is the school's own: it reads its fees.) */
export const DEMO_LINK = /^\/dashboards\/(?!finance$)|^\/(ui|docs)\/|^\/pages\/(?!profile$|settings$)/;

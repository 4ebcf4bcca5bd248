import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer, type TestServerHttp } from '../../../../tests/support/suite.js';
import { DEMO_PERSONAS } from '../users/index.js';
import { DEFAULT_NAVIGATION, type NavigationNode } from './navigation.data.js';
import { NAVIGATION_ITEM_SELECTION } from './navigation.rest.js';
import { isPlaceholderPage, PAGES_WITH_A_SCREEN } from './navigation.screens.js';

interface Item {
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
type Navigation = Record<'compact' | 'default' | 'futuristic' | 'horizontal', Item[]>;

const PERSONAS = {
  superAdmin: DEMO_PERSONAS.superAdmin,
  orgAdmin: DEMO_PERSONAS.orgAdmin,
  branchAdmin: DEMO_PERSONAS.branchAdmin,
  deptAdmin: DEMO_PERSONAS.deptAdmin,
  parent: DEMO_PERSONAS.parent,
  company: DEMO_PERSONAS.company,
  regular: DEMO_PERSONAS.regular,
  otherOrgAdmin: DEMO_PERSONAS.otherOrgAdmin,
};
type Persona = keyof typeof PERSONAS;

// One server for the file, with a token per persona (tests/support/suite.ts).
const suite = useTestServer(PERSONAS);
let http: TestServerHttp;
let tokens: Record<Persona, string>;
beforeAll(() => {
  ({ http, tokens } = suite);
});

const navigation = async (token: string, query = '') => {
  const response = await http.request<Navigation>('GET', `api/common/navigation${query}`, { token });
  expect(response.status).toBe(200);
  return response.body;
};

const flatten = (items: readonly Item[]): Item[] =>
  items.flatMap((item) => [item, ...flatten(item.children ?? [])]);
const ids = (items: readonly Item[]) => flatten(items).map((item) => item.id);
const find = (items: readonly Item[], id: string) => flatten(items).find((item) => item.id === id);
/** Each section of the default menu with the ids of its entries (sub-entries left out). */
const shape = (menu: Navigation) =>
  Object.fromEntries(menu.default.map((section) => [section.id, section.children?.map((item) => item.id)]));

const SECTIONS = [
  'management',
  'account',
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
const DEMO_SECTIONS = ['dashboards', 'pages', 'user-interface', 'navigation-features'];

const STAFF_APPS = ['apps.contacts', 'apps.ecommerce', 'apps.file-manager', 'apps.scrumboard', 'apps.tasks'];
const PERSONAL_APPS = ['apps.academy', 'apps.chat', 'apps.help-center', 'apps.mailbox', 'apps.notes'];
const ALL_APPS = [...STAFF_APPS, ...PERSONAL_APPS].sort();
const ALL_PROFILES = [
  'fbiad-pages.organizations-profile',
  'fbiad-pages.branches-profile',
  'fbiad-pages.professionals-profile',
  'fbiad-pages.teams-profile',
  'fbiad-pages.athletes-profile',
  'fbiad-pages.parents-profile',
  'fbiad-pages.companies-profile',
];
const PUBLIC_PROFILES = ALL_PROFILES.slice(0, 4);
const HOME_ACCOUNT = ['account.home', 'pages.profile', 'pages.settings'];
const COMMUNICATIONS = ['fbiad-pages.notifications', 'fbiad-pages.conversations'];
const CONTENT = ['fbiad-pages.news', 'fbiad-pages.announcements', 'fbiad-pages.library'];
const CONTENT_WITH_ADS = [
  'fbiad-pages.news',
  'fbiad-pages.announcements',
  'fbiad-pages.advertisements',
  'fbiad-pages.library',
];

/**
 * What each persona's menu holds, section by section (the role-to-screen mapping, docs/domain.md): the demo
 * sections only for the super admin; the school's management for the admins, by scope; and for a parent,
 * a company or a regular user their home, profile, settings and what is theirs.
 */
const EXPECTED: Record<Exclude<Persona, 'superAdmin'>, Record<string, string[]>> = {
  orgAdmin: {
    management: [
      'fbiad-pages.organization',
      'fbiad-pages.users',
      'fbiad-pages.dashboard',
      'fbiad-pages.audit-log',
      'fbiad-pages.settings',
    ],
    account: ['pages.profile', 'pages.settings'],
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
  },
  branchAdmin: {
    management: ['fbiad-pages.users', 'fbiad-pages.dashboard'],
    account: HOME_ACCOUNT,
    content: CONTENT_WITH_ADS,
    definitions: ['fbiad-pages.communities', 'fbiad-pages.badges', 'fbiad-pages.surveys'],
    communications: COMMUNICATIONS,
    profiles: ALL_PROFILES,
    apps: ALL_APPS,
  },
  deptAdmin: {
    management: ['fbiad-pages.users', 'fbiad-pages.dashboard'],
    account: HOME_ACCOUNT,
    content: CONTENT,
    definitions: ['fbiad-pages.communities', 'fbiad-pages.badges', 'fbiad-pages.surveys'],
    communications: COMMUNICATIONS,
    profiles: ALL_PROFILES,
    apps: ALL_APPS,
  },
  parent: {
    account: HOME_ACCOUNT,
    content: CONTENT,
    communications: COMMUNICATIONS,
    profiles: [...PUBLIC_PROFILES, 'fbiad-pages.athletes-profile', 'fbiad-pages.parents-profile'],
    apps: PERSONAL_APPS,
  },
  company: {
    account: HOME_ACCOUNT,
    content: CONTENT_WITH_ADS,
    communications: COMMUNICATIONS,
    profiles: [...PUBLIC_PROFILES, 'fbiad-pages.companies-profile'],
    apps: PERSONAL_APPS,
  },
  regular: {
    account: HOME_ACCOUNT,
    content: CONTENT,
    communications: COMMUNICATIONS,
    profiles: PUBLIC_PROFILES,
    apps: PERSONAL_APPS,
  },
  otherOrgAdmin: {
    management: [
      'fbiad-pages.organization',
      'fbiad-pages.users',
      'fbiad-pages.dashboard',
      'fbiad-pages.audit-log',
      'fbiad-pages.settings',
    ],
    account: ['pages.profile', 'pages.settings'],
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
  },
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
const isClientRoute = (link: string) => MENU_LINKS.has(link);
/** What the menu of a role other than super admin links to. */
const SCHOOL_LINK = /^\/(fbiad-pages|apps)\/[a-z-]+(\/[a-z-]+)?$|^\/pages\/(profile|settings)$/;
/** Links into the demo sections' folders, which only the super admin's menu may hold. */
const DEMO_LINK = /^\/(dashboards|ui|docs)\/|^\/pages\/(?!profile$|settings$)/;

describe('the menu data', () => {
  it('is at most three levels deep, with unique ids and both languages on every titled entry', () => {
    const depth = (nodes: readonly NavigationNode[]): number =>
      nodes.length === 0 ? 0 : 1 + Math.max(...nodes.map((node) => depth(node.children ?? [])));
    expect(depth(DEFAULT_NAVIGATION)).toBeLessThanOrEqual(3);
    const all = flatten(DEFAULT_NAVIGATION as unknown as Item[]) as unknown as NavigationNode[];
    expect(new Set(all.map((node) => node.id)).size).toBe(all.length);
    for (const node of all) {
      if (node.type === 'divider') continue;
      expect(node.title?.en, node.id).toBeTruthy();
      expect(node.title?.tr, node.id).toBeTruthy();
      if (node.link) expect(node.link, node.id).toMatch(/^(\/|https:\/\/)/);
    }
  });
});

describe('GET api/common/navigation', () => {
  it('answers 401 without a token', async () => {
    const response = await http.request<{ code: string }>('GET', 'api/common/navigation');
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('UNAUTHENTICATED');
  });

  it('gives a super admin every section in all four variants, reusing the default children', async () => {
    const menu = await navigation(tokens.superAdmin);
    expect(Object.keys(menu).sort()).toEqual(['compact', 'default', 'futuristic', 'horizontal']);
    expect(menu.default.map((item) => item.id)).toEqual(SECTIONS);
    for (const variant of ['compact', 'futuristic', 'horizontal'] as const) {
      expect(menu[variant].map((item) => item.id)).toEqual(SECTIONS);
      for (const section of menu[variant]) {
        expect(section.children).toEqual(find(menu.default, section.id)?.children);
      }
    }
    expect(menu.compact[0]?.type).toBe('aside');
    expect(menu.horizontal[0]?.type).toBe('group');
    // The super admin's home is the organization entry: no second "Home" leading to the same page.
    expect(find(menu.default, 'account')?.children?.map((item) => item.id)).toEqual([
      'pages.profile',
      'pages.settings',
    ]);

    const management = menu.default[0] as Item;
    expect(management.title).toBe('MANAGEMENT');
    expect(management.children?.map((item) => item.id)).toEqual([
      'fbiad-pages.organization',
      'fbiad-pages.users',
      'fbiad-pages.dashboard',
      'fbiad-pages.audit-log',
      'fbiad-pages.settings',
    ]);
    expect(find(menu.default, 'content')?.children?.map((item) => item.id)).toEqual([
      'fbiad-pages.news',
      'fbiad-pages.announcements',
      'fbiad-pages.advertisements',
      'fbiad-pages.library',
    ]);
    expect(find(menu.default, 'profiles')?.children).toHaveLength(7);
    expect(find(menu.default, 'apps')?.children?.map((item) => item.id.split('.')[1])).toEqual([
      'academy',
      'chat',
      'contacts',
      'ecommerce',
      'file-manager',
      'help-center',
      'mailbox',
      'notes',
      'scrumboard',
      'tasks',
    ]);
    expect(find(menu.default, 'dashboards.project')).toEqual({
      id: 'dashboards.project',
      title: 'Project',
      type: 'basic',
      icon: 'heroicons_outline:clipboard-document-check',
      link: '/dashboards/project',
    });
    // Third level, badges and external links come through; nulls are left out.
    expect(find(menu.default, 'apps.ecommerce.inventory')?.link).toBe('/apps/ecommerce/inventory');
    // The mailbox is a placeholder for now: no unread count on it.
    expect(find(menu.default, 'apps.mailbox')?.badge).toBeUndefined();
    expect(find(menu.default, 'navigation-features.external')?.externalLink).toBe(true);
    expect(find(menu.default, 'navigation-features.divider')).toEqual({
      id: 'navigation-features.divider',
      type: 'divider',
    });
  });

  it('gives every other role only its own sections and entries, in every variant', async () => {
    for (const [persona, expected] of Object.entries(EXPECTED)) {
      const menu = await navigation(tokens[persona as Persona]);
      expect(shape(menu), persona).toEqual(expected);
      for (const variant of ['compact', 'futuristic', 'horizontal'] as const) {
        expect(
          menu[variant].map((item) => item.id),
          `${persona} ${variant}`,
        ).toEqual(Object.keys(expected));
        for (const section of menu[variant]) {
          expect(section.children, `${persona} ${variant}`).toEqual(find(menu.default, section.id)?.children);
        }
      }
    }
  });

  it('shows the demo sections to the super admin alone', async () => {
    for (const persona of Object.keys(EXPECTED) as Persona[]) {
      const menu = await navigation(tokens[persona]);
      for (const variant of Object.values(menu)) {
        const every = ids(variant);
        for (const section of DEMO_SECTIONS) expect(every, `${persona} ${section}`).not.toContain(section);
        expect(every, persona).not.toContain('dashboards.project');
        expect(every, persona).not.toContain('navigation-features.external');
        const links = flatten(variant).flatMap((item) => (item.link ? [item.link] : []));
        expect(
          links.filter((link) => DEMO_LINK.test(link)),
          persona,
        ).toEqual([]);
      }
    }
    const admin = await navigation(tokens.superAdmin);
    for (const section of DEMO_SECTIONS) expect(ids(admin.default)).toContain(section);
  });

  it('links every entry a role other than super admin gets to a page of the client', async () => {
    for (const persona of Object.keys(EXPECTED) as Persona[]) {
      const menu = await navigation(tokens[persona]);
      const links = flatten(menu.default).flatMap((item) => (item.link ? [item.link] : []));
      expect(links.length, persona).toBeGreaterThan(0);
      for (const link of links) {
        expect(isClientRoute(link), `${persona} ${link}`).toBe(true);
        // The school's pages, the work apps, and the viewer's own profile and settings: nothing else.
        expect(link, persona).toMatch(SCHOOL_LINK);
      }
      // Every section still leads somewhere: no empty headings.
      for (const section of menu.default)
        expect(section.children?.length, `${persona} ${section.id}`).toBeGreaterThan(0);
    }
  });

  it('gives parents, companies, regular users and scoped admins a Home entry: the signed-in home', async () => {
    for (const persona of ['parent', 'company', 'regular', 'branchAdmin', 'deptAdmin'] as const) {
      const menu = await navigation(tokens[persona]);
      // First in the menu, after the management section of those who have one.
      expect(menu.default.map((section) => section.id).indexOf('account'), persona).toBe(
        persona.endsWith('Admin') ? 1 : 0,
      );
      expect(find(menu.default, 'account.home'), persona).toEqual({
        id: 'account.home',
        title: 'Home',
        type: 'basic',
        icon: 'heroicons_outline:home',
        link: '/fbiad-pages/organization',
      });
      const tr = await navigation(tokens[persona], '?lang=tr');
      expect(find(tr.default, 'account.home')?.title, persona).toBe('Ana sayfa');
      expect(find(tr.compact, 'account')?.title, persona).toBe('Hesap');
    }
    // Organization admins reach the same page through "Organization"; one entry per page.
    for (const persona of ['superAdmin', 'orgAdmin', 'otherOrgAdmin'] as const) {
      const links = flatten((await navigation(tokens[persona])).default).map((item) => item.link);
      expect(
        links.filter((link) => link === '/fbiad-pages/organization'),
        persona,
      ).toHaveLength(1);
      expect(ids((await navigation(tokens[persona])).default), persona).not.toContain('account.home');
    }
  });

  it('shows the staff work apps only to staff: the parent’s menu has no contacts or tasks', async () => {
    const apps = (menu: Navigation) => find(menu.default, 'apps')?.children?.map((item) => item.id) ?? [];
    for (const persona of ['parent', 'company', 'regular'] as const) {
      const menu = await navigation(tokens[persona]);
      expect(apps(menu), persona).toEqual(PERSONAL_APPS);
      for (const variant of Object.values(menu)) {
        const every = ids(variant);
        for (const id of [...STAFF_APPS, 'apps.ecommerce.inventory'])
          expect(every, `${persona} ${id}`).not.toContain(id);
        const links = flatten(variant).map((item) => item.link);
        expect(links, persona).not.toContain('/apps/contacts');
        expect(links, persona).not.toContain('/apps/tasks');
      }
    }
    // Over GraphQL too, in every variant.
    const gql = await http.graphql<{ navigation: Navigation }>(
      `{ navigation { default { ${NAVIGATION_ITEM_SELECTION} } compact { ${NAVIGATION_ITEM_SELECTION} }
         futuristic { ${NAVIGATION_ITEM_SELECTION} } horizontal { ${NAVIGATION_ITEM_SELECTION} } } }`,
      {},
      tokens.parent,
    );
    for (const variant of Object.values(gql.data?.navigation ?? {})) {
      expect(ids(variant)).toContain('apps.chat');
      expect(ids(variant)).not.toContain('apps.contacts');
      expect(ids(variant)).not.toContain('apps.tasks');
      expect(ids(variant)).not.toContain('dashboards');
    }
    // Every admin role is staff: organization, branch and department admins see them, as the super admin does.
    for (const persona of ['superAdmin', 'orgAdmin', 'branchAdmin', 'deptAdmin'] as const) {
      expect(apps(await navigation(tokens[persona])), persona).toEqual(ALL_APPS);
    }
  });

  it('titles the menu in Turkish with lang=tr, English otherwise', async () => {
    const tr = await navigation(tokens.superAdmin, '?lang=tr');
    expect(find(tr.default, 'dashboards.project')?.title).toBe('Proje');
    expect(find(tr.default, 'dashboards.analytics')?.title).toBe('Analitik');
    expect(find(tr.default, 'fbiad-pages.users')?.title).toBe('Kullanıcılar');
    expect(find(tr.default, 'management')?.title).toBe('YÖNETİM');
    expect(find(tr.compact, 'dashboards.project')?.title).toBe('Proje');
    expect(find((await navigation(tokens.superAdmin, '?lang=tr-TR')).default, 'apps.chat')?.title).toBe(
      'Sohbet',
    );
    for (const query of ['', '?lang=en', '?lang=de']) {
      const menu = await navigation(tokens.superAdmin, query);
      expect(find(menu.default, 'dashboards.analytics')?.title, query).toBe('Analytics');
    }
  });

  it('follows Accept-Language when no lang is given, and lang wins over it', async () => {
    const headers = { 'accept-language': 'tr-TR,tr;q=0.9,en;q=0.8' };
    const tr = await http.request<Navigation>('GET', 'api/common/navigation', {
      token: tokens.superAdmin,
      headers,
    });
    expect(find(tr.body.default, 'dashboards.project')?.title).toBe('Proje');
    const en = await http.request<Navigation>('GET', 'api/common/navigation?lang=en', {
      token: tokens.superAdmin,
      headers,
    });
    expect(find(en.body.default, 'dashboards.project')?.title).toBe('Project');
  });
});

describe('what the menu promises', () => {
  const allMenus = async () =>
    Promise.all(
      (Object.keys(PERSONAS) as Persona[]).flatMap((persona) =>
        ['en', 'tr'].map(async (lang) => ({
          persona,
          lang,
          menu: await navigation(tokens[persona], `?lang=${lang}`),
        })),
      ),
    );

  it('shows a badge only on an entry whose page has a screen, for every persona, variant and language', async () => {
    let badges = 0;
    for (const { persona, lang, menu } of await allMenus()) {
      for (const variant of ['compact', 'default', 'futuristic', 'horizontal'] as const) {
        for (const item of flatten(menu[variant])) {
          if (!item.badge) continue;
          badges++;
          expect(isPlaceholderPage(item.link), `${persona} ${lang} ${variant} ${item.id}`).toBe(false);
        }
      }
    }
    // Today no page with a screen carries a count; the check above holds for any that will.
    expect(badges).toBe(0);
  });

  it('drops the badge the data gives an entry that leads to a placeholder (the menu demo’s “With a badge”)', async () => {
    const data = flatten(DEFAULT_NAVIGATION as unknown as Item[]).find(
      (item) => item.id === 'navigation-features.badge',
    );
    expect(data?.badge?.title).toBe('17');
    expect(isPlaceholderPage(data?.link)).toBe(true);
    const menu = await navigation(tokens.superAdmin);
    expect(find(menu.default, 'navigation-features.badge')).toBeDefined();
    expect(find(menu.default, 'navigation-features.badge')?.badge).toBeUndefined();
  });

  it('offers no sign-up or sign-in entry to anyone signed in', async () => {
    for (const { persona, lang, menu } of await allMenus()) {
      for (const variant of ['compact', 'default', 'futuristic', 'horizontal'] as const) {
        const offered = flatten(menu[variant]).filter(
          (item) =>
            /sign-(up|in)/.test(item.link ?? '') ||
            /^(sign up|sign in|kayıt ol|giriş yap)$/i.test(item.title ?? ''),
        );
        expect(offered, `${persona} ${lang} ${variant}`).toEqual([]);
      }
    }
  });

  it('knows the pages with a screen by their menu links', () => {
    expect(PAGES_WITH_A_SCREEN).toContain('/fbiad-pages/audit-log');
    expect(isPlaceholderPage('/apps/mailbox')).toBe(true);
    expect(isPlaceholderPage('/apps/tasks')).toBe(false);
    expect(isPlaceholderPage('https://example.org')).toBe(false);
  });
});

describe('navigation over GraphQL', () => {
  it('answers the variants with three levels of children, in the language asked for', async () => {
    const query = `query ($language: String) { navigation(language: $language) { default { ${NAVIGATION_ITEM_SELECTION} } compact { id type } } }`;
    const tr = await http.graphql<{ navigation: { default: Item[]; compact: Item[] } }>(
      query,
      { language: 'tr' },
      tokens.company,
    );
    const menu = tr.data?.navigation;
    expect(find(menu?.default ?? [], 'apps.help-center.faqs')?.title).toBe('Sık sorulan sorular');
    expect(find(menu?.default ?? [], 'account.home')).toMatchObject({
      title: 'Ana sayfa',
      link: '/fbiad-pages/organization',
      children: null,
      badge: null,
    });
    expect(menu?.compact.map((item) => item.id)).not.toContain('management');
    expect(menu?.compact.map((item) => item.id)).not.toContain('dashboards');

    const anonymous = await http.graphql('{ navigation { default { id } } }');
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

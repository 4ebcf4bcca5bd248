import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInToken } from '../../../../tests/support/auth.js';
import { createHttp } from '../../../../tests/support/http.js';
import { startTestServer, type TestServer } from '../../../../tests/support/server.js';
import { DEMO_PERSONAS } from '../users/index.js';
import { DEFAULT_NAVIGATION, type NavigationNode } from './navigation.data.js';
import { NAVIGATION_ITEM_SELECTION } from './navigation.rest.js';

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

let t: TestServer;
let http: ReturnType<typeof createHttp>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestServer();
  http = createHttp(t.url);
  for (const key of ['superAdmin', 'branchAdmin', 'deptAdmin', 'company', 'parent', 'regular'] as const) {
    tokens[key] = await signInToken(t.url, DEMO_PERSONAS[key]);
  }
});
afterAll(async () => {
  await t?.close();
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

const SECTIONS = [
  'management',
  'content',
  'definitions',
  'communications',
  'sign',
  'profiles',
  'dashboards',
  'apps',
  'pages',
  'user-interface',
  'navigation-features',
];

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
    const menu = await navigation(tokens.superAdmin as string);
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

    const management = menu.default[0] as Item;
    expect(management.title).toBe('MANAGEMENT');
    expect(management.children?.map((item) => item.id)).toEqual([
      'fbiad-pages.organization',
      'fbiad-pages.users',
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
    expect(find(menu.default, 'apps.mailbox')?.badge?.title).toBe('27');
    expect(find(menu.default, 'navigation-features.external')?.externalLink).toBe(true);
    expect(find(menu.default, 'navigation-features.divider')).toEqual({
      id: 'navigation-features.divider',
      type: 'divider',
    });
  });

  it('leaves out what the viewer may not use: company and parent see no management', async () => {
    const admin = ids((await navigation(tokens.superAdmin as string)).default);
    const company = await navigation(tokens.company as string);
    const parent = await navigation(tokens.parent as string);
    const branch = await navigation(tokens.branchAdmin as string);

    for (const menu of [company, parent]) {
      for (const variant of Object.values(menu)) {
        expect(variant.map((item) => item.id)).not.toContain('management');
        expect(variant.map((item) => item.id)).not.toContain('definitions');
      }
      expect(ids(menu.default)).not.toContain('fbiad-pages.users');
      expect(ids(menu.default)).toContain('dashboards.project');
      expect(ids(menu.default)).toContain('fbiad-pages.notifications');
    }
    expect(ids(company.default)).toContain('fbiad-pages.advertisements');
    expect(ids(parent.default)).not.toContain('fbiad-pages.advertisements');
    expect(ids(company.default).length).toBeLessThan(admin.length);

    // A branch admin manages users but not the organization or its subscription.
    expect(find(branch.default, 'management')?.children?.map((item) => item.id)).toEqual([
      'fbiad-pages.users',
    ]);
    expect(ids(branch.default)).not.toContain('fbiad-pages.subscription');
    expect(ids(branch.default)).toContain('fbiad-pages.badges');
  });

  it('shows the staff work apps only to staff: the parent’s menu has no contacts or tasks', async () => {
    const apps = (menu: Navigation) => find(menu.default, 'apps')?.children?.map((item) => item.id) ?? [];
    const STAFF_APPS = [
      'apps.contacts',
      'apps.ecommerce',
      'apps.file-manager',
      'apps.scrumboard',
      'apps.tasks',
    ];
    const PERSONAL_APPS = ['apps.academy', 'apps.chat', 'apps.help-center', 'apps.mailbox', 'apps.notes'];
    for (const persona of ['parent', 'company', 'regular'] as const) {
      const menu = await navigation(tokens[persona] as string);
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
    }
    // Every admin role is staff: branch and department admins see them, as the super admin does.
    for (const persona of ['superAdmin', 'branchAdmin', 'deptAdmin'] as const) {
      expect(apps(await navigation(tokens[persona] as string)), persona).toEqual(
        [...STAFF_APPS, ...PERSONAL_APPS].sort(),
      );
    }
  });

  it('titles the menu in Turkish with lang=tr, English otherwise', async () => {
    const tr = await navigation(tokens.superAdmin as string, '?lang=tr');
    expect(find(tr.default, 'dashboards.project')?.title).toBe('Proje');
    expect(find(tr.default, 'dashboards.analytics')?.title).toBe('Analitik');
    expect(find(tr.default, 'fbiad-pages.users')?.title).toBe('Kullanıcılar');
    expect(find(tr.default, 'management')?.title).toBe('YÖNETİM');
    expect(find(tr.compact, 'dashboards.project')?.title).toBe('Proje');
    expect(
      find((await navigation(tokens.superAdmin as string, '?lang=tr-TR')).default, 'apps.chat')?.title,
    ).toBe('Sohbet');
    for (const query of ['', '?lang=en', '?lang=de']) {
      const menu = await navigation(tokens.superAdmin as string, query);
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
    expect(find(menu?.default ?? [], 'dashboards.project')).toMatchObject({
      title: 'Proje',
      children: null,
      badge: null,
    });
    expect(menu?.compact.map((item) => item.id)).not.toContain('management');

    const anonymous = await http.graphql('{ navigation { default { id } } }');
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

import { describe, expect, it } from 'vitest';
import { NAVIGATION_ITEM_SELECTION } from './navigation.rest.js';
import {
  ALL_APPS,
  DEMO_LINK,
  DEMO_SECTIONS,
  EXPECTED,
  find,
  flatten,
  ids,
  isClientRoute,
  type Item,
  type Navigation,
  navigationSuite,
  PERSONAL_APPS,
  type Persona,
  SCHOOL_LINK,
  SECTIONS,
  shape,
  STAFF_APPS,
} from './navigation.test-kit.js';

// GET api/common/navigation by persona: the super admin's full menu in all four variants, every other
// role only its own sections and entries (no demo sections, links only to the client's pages), the
// Home entry, the staff work apps, and the menu's language (lang, Accept-Language).

const { t, gql, navigation } = navigationSuite();

describe('GET api/common/navigation', () => {
  it('answers 401 without a token', async () => {
    const response = await t.http.request<{ code: string }>('GET', 'api/common/navigation');
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('UNAUTHENTICATED');
  });

  it('gives a super admin every section in all four variants, reusing the default children', async () => {
    const menu = await navigation(t.tokens.superAdmin);
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
      'fbiad-pages.sign-up',
      'management.fees',
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
    // The menu carries no unread count on the mailbox (the mailbox shows its own counts).
    expect(find(menu.default, 'apps.mailbox')?.badge).toBeUndefined();
    expect(find(menu.default, 'navigation-features.external')?.externalLink).toBe(true);
    expect(find(menu.default, 'navigation-features.divider')).toEqual({
      id: 'navigation-features.divider',
      type: 'divider',
    });
  });

  it('gives every other role only its own sections and entries, in every variant', async () => {
    for (const [persona, expected] of Object.entries(EXPECTED)) {
      const menu = await navigation(t.tokens[persona as Persona]);
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
      const menu = await navigation(t.tokens[persona]);
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
    const admin = await navigation(t.tokens.superAdmin);
    for (const section of DEMO_SECTIONS) expect(ids(admin.default)).toContain(section);
  });

  it('links every entry a role other than super admin gets to a page of the client', async () => {
    for (const persona of Object.keys(EXPECTED) as Persona[]) {
      const menu = await navigation(t.tokens[persona]);
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
      const menu = await navigation(t.tokens[persona]);
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
      const tr = await navigation(t.tokens[persona], '?lang=tr');
      expect(find(tr.default, 'account.home')?.title, persona).toBe('Ana sayfa');
      expect(find(tr.compact, 'account')?.title, persona).toBe('Hesap');
    }
    // Organization admins reach the same page through "Organization"; one entry per page.
    for (const persona of ['superAdmin', 'orgAdmin', 'otherOrgAdmin'] as const) {
      const links = flatten((await navigation(t.tokens[persona])).default).map((item) => item.link);
      expect(
        links.filter((link) => link === '/fbiad-pages/organization'),
        persona,
      ).toHaveLength(1);
      expect(ids((await navigation(t.tokens[persona])).default), persona).not.toContain('account.home');
    }
  });

  it('shows the staff work apps only to staff: the parent’s menu has no contacts or tasks', async () => {
    const apps = (menu: Navigation) => find(menu.default, 'apps')?.children?.map((item) => item.id) ?? [];
    for (const persona of ['parent', 'company', 'regular'] as const) {
      const menu = await navigation(t.tokens[persona]);
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
    const answer = await gql<{ navigation: Navigation }>(
      'parent',
      `{ navigation { default { ${NAVIGATION_ITEM_SELECTION} } compact { ${NAVIGATION_ITEM_SELECTION} }
         futuristic { ${NAVIGATION_ITEM_SELECTION} } horizontal { ${NAVIGATION_ITEM_SELECTION} } } }`,
    );
    for (const variant of Object.values(answer.data?.navigation ?? {})) {
      expect(ids(variant)).toContain('apps.chat');
      expect(ids(variant)).not.toContain('apps.contacts');
      expect(ids(variant)).not.toContain('apps.tasks');
      expect(ids(variant)).not.toContain('dashboards');
    }
    // Every admin role is staff: organization, branch and department admins see them, as the super admin does.
    for (const persona of ['superAdmin', 'orgAdmin', 'branchAdmin', 'deptAdmin'] as const) {
      expect(apps(await navigation(t.tokens[persona])), persona).toEqual(ALL_APPS);
    }
  });

  it('titles the menu in Turkish with lang=tr, English otherwise', async () => {
    const tr = await navigation(t.tokens.superAdmin, '?lang=tr');
    expect(find(tr.default, 'dashboards.project')?.title).toBe('Proje');
    expect(find(tr.default, 'dashboards.analytics')?.title).toBe('Analitik');
    expect(find(tr.default, 'fbiad-pages.users')?.title).toBe('Kullanıcılar');
    expect(find(tr.default, 'management')?.title).toBe('YÖNETİM');
    expect(find(tr.compact, 'dashboards.project')?.title).toBe('Proje');
    expect(find((await navigation(t.tokens.superAdmin, '?lang=tr-TR')).default, 'apps.chat')?.title).toBe(
      'Sohbet',
    );
    for (const query of ['', '?lang=en', '?lang=de']) {
      const menu = await navigation(t.tokens.superAdmin, query);
      expect(find(menu.default, 'dashboards.analytics')?.title, query).toBe('Analytics');
    }
  });

  it('follows Accept-Language when no lang is given, and lang wins over it', async () => {
    const headers = { 'accept-language': 'tr-TR,tr;q=0.9,en;q=0.8' };
    const tr = await t.http.request<Navigation>('GET', 'api/common/navigation', {
      token: t.tokens.superAdmin,
      headers,
    });
    expect(find(tr.body.default, 'dashboards.project')?.title).toBe('Proje');
    const en = await t.http.request<Navigation>('GET', 'api/common/navigation?lang=en', {
      token: t.tokens.superAdmin,
      headers,
    });
    expect(find(en.body.default, 'dashboards.project')?.title).toBe('Project');
  });
});

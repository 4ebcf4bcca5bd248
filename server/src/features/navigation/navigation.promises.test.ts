import { describe, expect, it } from 'vitest';
import { DEFAULT_NAVIGATION, type NavigationNode } from './navigation.data.js';
import { NAVIGATION_ITEM_SELECTION } from './navigation.rest.js';
import { isPlaceholderPage, PAGES_WITH_A_SCREEN } from './navigation.screens.js';
import { find, flatten, type Item, navigationSuite, type Persona, PERSONAS } from './navigation.test-kit.js';

// The menu data itself (depth, ids, both languages), what the menu promises (a badge only where a
// screen is, no sign-up or sign-in entry), and the menu over GraphQL.

const { t, gql, navigation } = navigationSuite();

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

describe('what the menu promises', () => {
  const allMenus = async () =>
    Promise.all(
      (Object.keys(PERSONAS) as Persona[]).flatMap((persona) =>
        ['en', 'tr'].map(async (lang) => ({
          persona,
          lang,
          menu: await navigation(t.tokens[persona], `?lang=${lang}`),
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
    const menu = await navigation(t.tokens.superAdmin);
    expect(find(menu.default, 'navigation-features.badge')).toBeDefined();
    expect(find(menu.default, 'navigation-features.badge')?.badge).toBeUndefined();
  });

  it('offers no sign-up or sign-in entry to anyone signed in (the registration queue is not one)', async () => {
    for (const { persona, lang, menu } of await allMenus()) {
      for (const variant of ['compact', 'default', 'futuristic', 'horizontal'] as const) {
        const offered = flatten(menu[variant]).filter(
          (item) =>
            (/sign-(up|in)/.test(item.link ?? '') && item.link !== '/fbiad-pages/sign-up') ||
            /^(sign up|sign in|kayıt ol|giriş yap)$/i.test(item.title ?? ''),
        );
        expect(offered, `${persona} ${lang} ${variant}`).toEqual([]);
      }
    }
  });

  it('knows the pages with a screen by their menu links', () => {
    expect(PAGES_WITH_A_SCREEN).toContain('/fbiad-pages/audit-log');
    expect(isPlaceholderPage('/apps/notes')).toBe(true);
    expect(isPlaceholderPage('/apps/mailbox')).toBe(false);
    expect(isPlaceholderPage('/apps/tasks')).toBe(false);
    expect(isPlaceholderPage('https://example.org')).toBe(false);
  });
});

describe('navigation over GraphQL', () => {
  it('answers the variants with three levels of children, in the language asked for', async () => {
    const query = `query ($language: String) { navigation(language: $language) { default { ${NAVIGATION_ITEM_SELECTION} } compact { id type } } }`;
    const tr = await gql<{ navigation: { default: Item[]; compact: Item[] } }>('company', query, {
      language: 'tr',
    });
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

    const anonymous = await gql(null, '{ navigation { default { id } } }');
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

import { describe, expect, it } from 'vitest';
import { signInToken } from '../../../../tests/support/auth.js';
import { DEMO_PERSONAS } from '../users/index.js';
import { EMPTY, emptyGroup, group, type Group, pages, resultsOf, searchSuite } from './search.test-kit.js';

// POST api/common/search and search over GraphQL: the answer's groups and their order, the limits (2
// characters, 10 results per group), the pages group by the viewer's menu and language, and the staff
// groups (contacts, users, tasks and mail) answering empty to viewers who are not staff.

const { t, gql, search } = searchSuite();

describe('POST api/common/search', () => {
  it('answers 401 without a token', async () => {
    const response = await t.http.request<{ code: string }>('POST', 'api/common/search', {
      body: { query: 'pro' },
    });
    expect(response.status).toBe(401);
  });

  it('answers every group empty below 2 characters (after trimming) or without a query', async () => {
    for (const body of [{ query: '' }, { query: 'p' }, { query: '  p  ' }, {}, { query: 42 }]) {
      expect(await search(t.tokens.admin, body), JSON.stringify(body)).toEqual(EMPTY);
    }
  });

  it('finds menu pages by title, ignoring letter case; groups with results come first', async () => {
    const groups = await search(t.tokens.admin, { query: 'ANALY' });
    // Pages found something, so it leads; the empty groups follow in the fixed order.
    expect(groups.map((g) => [g.id, g.label])).toEqual([
      ['pages', 'Pages'],
      ['contacts', 'Contacts'],
      ['users', 'Users'],
      ['athletes', 'Athletes'],
      ['teams', 'Teams'],
      ['tasks', 'Tasks'],
      ['mail', 'Mail'],
    ]);
    expect(group(groups, 'pages')).toEqual({
      id: 'pages',
      label: 'Pages',
      total: 1,
      hasMore: false,
      // The menu is the list of pages: no "see all".
      seeAllLink: null,
      results: [{ title: 'Analytics', link: '/dashboards/analytics', value: 'Analytics' }],
    });
    for (const id of ['contacts', 'users', 'tasks', 'mail']) expect(resultsOf(groups, id)).toEqual([]);
    // Subtitles match too.
    expect(pages(await search(t.tokens.admin, { query: 'with a sub' }))).toEqual([
      { title: 'With a subtitle', link: '/docs/changelog', value: 'With a subtitle' },
    ]);
    expect(pages(await search(t.tokens.admin, { query: 'subtitle' }))).toHaveLength(1);
  });

  it('answers at most 10 results per group, with how many match in all', async () => {
    const co = group(await search(t.tokens.admin, { query: 'co' }), 'pages');
    expect(co?.results).toHaveLength(10);
    expect(co?.total).toBeGreaterThan(10);
    expect(co?.hasMore).toBe(true);
    // The count is of the pages this viewer may open: the company's menu is smaller.
    const companyCo = group(await search(t.tokens.company, { query: 'co' }), 'pages');
    expect(companyCo?.total).toBeLessThan(co?.total ?? 0);
    expect(companyCo?.total).toBe(companyCo?.results.length);
  });

  it('searches in Turkish with lang=tr, with Turkish letter case', async () => {
    expect(pages(await search(t.tokens.admin, { query: 'proje' }, '?lang=tr'))).toEqual([
      { title: 'Proje', link: '/dashboards/project', value: 'Proje' },
    ]);
    expect(pages(await search(t.tokens.admin, { query: 'KULLANICI' }, '?lang=tr'))).toEqual([
      { title: 'Kullanıcılar', link: '/fbiad-pages/users', value: 'Kullanıcılar' },
    ]);
    expect(pages(await search(t.tokens.admin, { query: 'sohbet' }))).toEqual([]);
    expect(
      pages(await search(t.tokens.admin, { query: 'sohbet' }, '?lang=tr')).map((page) => page.link),
    ).toEqual(['/apps/chat']);
    // The company's home, and the help center's first page (also "Home" in its folder).
    expect(pages(await search(t.tokens.company, { query: 'ana say' }, '?lang=tr'))).toEqual([
      { title: 'Ana sayfa', link: '/fbiad-pages/organization', value: 'Ana sayfa' },
      { title: 'Ana sayfa', link: '/apps/help-center', value: 'Ana sayfa' },
    ]);
  });

  it('finds only pages the viewer may see: no demo pages for anyone but the super admin', async () => {
    expect(pages(await search(t.tokens.admin, { query: 'users' })).map((page) => page.link)).toEqual([
      '/fbiad-pages/users',
    ]);
    expect(pages(await search(t.tokens.company, { query: 'users' }))).toEqual([]);
    expect(pages(await search(t.tokens.company, { query: 'advert' })).map((page) => page.link)).toEqual([
      '/fbiad-pages/advertisements',
    ]);
    // The staff work apps are not in a parent's, company's or regular user's menu, so not found either.
    expect(pages(await search(t.tokens.staff, { query: 'contacts' })).map((page) => page.link)).toEqual([
      '/apps/contacts',
    ]);
    expect(pages(await search(t.tokens.company, { query: 'contacts' }))).toEqual([]);
    expect(pages(await search(t.tokens.company, { query: 'tasks' }))).toEqual([]);
    // The template's dashboards and page designs are the super admin's only, admins' included.
    for (const token of [t.tokens.company, t.tokens.staff]) {
      expect(pages(await search(token, { query: 'analy' }))).toEqual([]);
      expect(pages(await search(token, { query: 'pricing' }))).toEqual([]);
    }
    expect(pages(await search(t.tokens.company, { query: 'settings' })).map((page) => page.link)).toEqual([
      '/pages/settings',
    ]);
  });
});

describe('the staff groups (contacts, users, tasks and mail) for viewers who are not staff', () => {
  it('answer empty to a parent, a company and a regular user; their pages group still answers', async () => {
    // Each query matches seeded Kartal contacts, users, tasks or mail, as the staff's own search shows.
    const queries = ['ahmet', 'order new', 'medical cert', 'er', '@arena.local', 'invoice'];
    for (const query of queries) {
      const groups = await search(t.tokens.staff, { query });
      const found = groups.flatMap((g) => (g.id === 'pages' ? [] : g.results));
      expect(found.length, query).toBeGreaterThan(0);
    }
    for (const persona of ['parent', 'company', 'regular'] as const) {
      const token = await signInToken(t.server.url, DEMO_PERSONAS[persona]);
      for (const query of queries) {
        const groups = await search(token, { query });
        for (const id of ['contacts', 'users', 'tasks', 'mail']) {
          expect(group(groups, id), `${persona} ${id} ${query}`).toEqual(
            EMPTY.find((empty) => empty.id === id),
          );
        }
      }
      const answer = await gql<{ search: Group[] }>(
        { token },
        '{ search(query: "ahmet") { id total results { __typename } } }',
      );
      expect(answer.data?.search.map((g) => [g.id, g.total, g.results])).toEqual([
        ['contacts', 0, []],
        ['users', 0, []],
        ['pages', 0, []],
        ['tasks', 0, []],
        ['mail', 0, []],
      ]);
      expect(pages(await search(token, { query: 'announce' })).length, persona).toBeGreaterThan(0);
    }
  });
});

describe('search over GraphQL', () => {
  it('answers typed results per group', async () => {
    const response = await gql<{ search: Record<string, unknown>[] }>(
      'admin',
      `query ($query: String!, $language: String) { search(query: $query, language: $language) {
        id label total hasMore seeAllLink results { __typename ... on PageSearchResult { title link value }
        ... on ContactSearchResult { name } ... on UserSearchResult { name }
        ... on TaskSearchResult { title completed } ... on MailSearchResult { subject } } } }`,
      { query: 'finans', language: 'tr' },
    );
    const empty = (id: string, label: string) => ({ ...emptyGroup(id, label) });
    expect(response.data?.search).toEqual([
      {
        id: 'pages',
        label: 'Pages',
        total: 1,
        hasMore: false,
        seeAllLink: null,
        results: [
          { __typename: 'PageSearchResult', title: 'Finans', link: '/dashboards/finance', value: 'Finans' },
        ],
      },
      empty('contacts', 'Contacts'),
      empty('users', 'Users'),
      empty('tasks', 'Tasks'),
      empty('mail', 'Mail'),
    ]);
    const tooLong = await gql('admin', `query ($q: String!) { search(query: $q) { id } }`, {
      q: 'x'.repeat(201),
    });
    expect(tooLong.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const anonymous = await gql(null, `{ search(query: "pro") { id } }`);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

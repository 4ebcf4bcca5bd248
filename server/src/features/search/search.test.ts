import { beforeAll, describe, expect, it } from 'vitest';
import { signInToken } from '../../../../tests/support/auth.js';
import type { TestServer } from '../../../../tests/support/server.js';
import { useTestServer, type TestServerHttp } from '../../../../tests/support/suite.js';
import { demoContacts } from '../contacts/index.js';
import { DEMO_PERSONAS } from '../users/index.js';

interface Group {
  id: string;
  label: string;
  results: Record<string, unknown>[];
}

// One server for the file, with a token per persona (tests/support/suite.ts).
const suite = useTestServer({
  admin: DEMO_PERSONAS.superAdmin,
  company: DEMO_PERSONAS.company,
  staff: DEMO_PERSONAS.deptAdmin,
});
let t: TestServer;
let http: TestServerHttp;
let admin: string;
let company: string;
let staff: string;
beforeAll(() => {
  ({
    server: t,
    http,
    tokens: { admin, company, staff },
  } = suite);
});

const search = async (token: string, body: unknown, query = '') => {
  const response = await http.request<Group[]>('POST', `api/common/search${query}`, { token, body });
  expect(response.status).toBe(200);
  return response.body;
};
const pages = (groups: Group[]) => groups.find((group) => group.id === 'pages')?.results ?? [];

const EMPTY = [
  { id: 'contacts', label: 'Contacts', results: [] },
  { id: 'pages', label: 'Pages', results: [] },
  { id: 'tasks', label: 'Tasks', results: [] },
];

describe('POST api/common/search', () => {
  it('answers 401 without a token', async () => {
    const response = await http.request<{ code: string }>('POST', 'api/common/search', {
      body: { query: 'pro' },
    });
    expect(response.status).toBe(401);
  });

  it('answers every group empty below 2 characters (after trimming) or without a query', async () => {
    for (const body of [{ query: '' }, { query: 'p' }, { query: '  p  ' }, {}, { query: 42 }]) {
      expect(await search(admin, body), JSON.stringify(body)).toEqual(EMPTY);
    }
  });

  it('finds menu pages by title, ignoring letter case, grouped with empty contacts and tasks', async () => {
    const groups = await search(admin, { query: 'ANALY' });
    expect(groups.map((group) => [group.id, group.label])).toEqual([
      ['contacts', 'Contacts'],
      ['pages', 'Pages'],
      ['tasks', 'Tasks'],
    ]);
    expect(pages(groups)).toEqual([
      { title: 'Analytics', link: '/dashboards/analytics', value: 'Analytics' },
    ]);
    expect(groups[0]?.results).toEqual([]);
    expect(groups[2]?.results).toEqual([]);
    // Subtitles match too; at most 10 results.
    expect(pages(await search(admin, { query: 'with a sub' }))).toEqual([
      { title: 'With a subtitle', link: '/docs/changelog', value: 'With a subtitle' },
    ]);
    expect(pages(await search(admin, { query: 'subtitle' }))).toHaveLength(1);
    expect(pages(await search(admin, { query: 'co' })).length).toBe(10);
  });

  it('searches in Turkish with lang=tr, with Turkish letter case', async () => {
    expect(pages(await search(admin, { query: 'proje' }, '?lang=tr'))).toEqual([
      { title: 'Proje', link: '/dashboards/project', value: 'Proje' },
    ]);
    expect(pages(await search(admin, { query: 'KULLANICI' }, '?lang=tr'))).toEqual([
      { title: 'Kullanıcılar', link: '/fbiad-pages/users', value: 'Kullanıcılar' },
    ]);
    expect(pages(await search(admin, { query: 'sohbet' }))).toEqual([]);
    expect(pages(await search(admin, { query: 'sohbet' }, '?lang=tr')).map((page) => page.link)).toEqual([
      '/apps/chat',
    ]);
  });

  it('finds only pages the viewer may see', async () => {
    expect(pages(await search(admin, { query: 'users' })).map((page) => page.link)).toEqual([
      '/fbiad-pages/users',
    ]);
    expect(pages(await search(company, { query: 'users' }))).toEqual([]);
    expect(pages(await search(company, { query: 'advert' })).map((page) => page.link)).toEqual([
      '/fbiad-pages/advertisements',
    ]);
    // The staff work apps are not in a parent's, company's or regular user's menu, so not found either.
    expect(pages(await search(staff, { query: 'contacts' })).map((page) => page.link)).toEqual([
      '/apps/contacts',
    ]);
    expect(pages(await search(company, { query: 'contacts' }))).toEqual([]);
    expect(pages(await search(company, { query: 'tasks' }))).toEqual([]);
  });
});

describe('the staff groups (contacts and tasks) for viewers who are not staff', () => {
  it('answer empty to a parent, a company and a regular user; their pages group still answers', async () => {
    // Each query matches seeded Kartal contacts or tasks, as the staff's own search shows.
    const queries = ['ahmet', 'order new', 'medical cert', 'er'];
    for (const query of queries) {
      const groups = await search(staff, { query });
      const found = groups.flatMap((group) => (group.id === 'pages' ? [] : group.results));
      expect(found.length, query).toBeGreaterThan(0);
    }
    for (const persona of ['parent', 'company', 'regular'] as const) {
      const token = await signInToken(t.url, DEMO_PERSONAS[persona]);
      for (const query of queries) {
        const groups = await search(token, { query });
        expect(groups.find((group) => group.id === 'contacts')?.results, `${persona} ${query}`).toEqual([]);
        expect(groups.find((group) => group.id === 'tasks')?.results, `${persona} ${query}`).toEqual([]);
      }
      const gql = await http.graphql<{ search: Group[] }>(
        '{ search(query: "ahmet") { id results { __typename } } }',
        {},
        token,
      );
      expect(gql.data?.search.map((group) => [group.id, group.results])).toEqual([
        ['contacts', []],
        ['pages', []],
        ['tasks', []],
      ]);
      expect(pages(await search(token, { query: 'announce' })).length, persona).toBeGreaterThan(0);
    }
  });
});

describe('search over GraphQL', () => {
  it('answers typed results per group', async () => {
    const response = await http.graphql<{ search: { id: string; results: Record<string, unknown>[] }[] }>(
      `query ($query: String!, $language: String) { search(query: $query, language: $language) {
        id label results { __typename ... on PageSearchResult { title link value } ... on ContactSearchResult { name }
        ... on TaskSearchResult { title completed } } } }`,
      { query: 'finans', language: 'tr' },
      admin,
    );
    expect(response.data?.search).toEqual([
      { id: 'contacts', label: 'Contacts', results: [] },
      {
        id: 'pages',
        label: 'Pages',
        results: [
          { __typename: 'PageSearchResult', title: 'Finans', link: '/dashboards/finance', value: 'Finans' },
        ],
      },
      { id: 'tasks', label: 'Tasks', results: [] },
    ]);
    const tooLong = await http.graphql(
      `query ($q: String!) { search(query: $q) { id } }`,
      { q: 'x'.repeat(201) },
      admin,
    );
    expect(tooLong.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const anonymous = await http.graphql(`{ search(query: "pro") { id } }`);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('the tasks group', () => {
  const tasks = (groups: Group[]) => groups.find((group) => group.id === 'tasks')?.results ?? [];
  const TASK_LINK = /^\/apps\/tasks\/[0-9a-f-]{36}$/;

  it('finds the organization’s tasks by title, ignoring letter case, with completed and link', async () => {
    const found = tasks(await search(staff, { query: 'ORDER NEW' }));
    expect(found).toEqual([
      {
        title: 'Order new kits for the U10 squad',
        completed: false,
        link: expect.stringMatching(TASK_LINK),
        value: 'Order new kits for the U10 squad',
      },
    ]);
    const other = await signInToken(t.url, DEMO_PERSONAS.otherOrgAdmin);
    expect(tasks(await search(other, { query: 'order new' }))).toEqual([
      {
        title: 'Order new kickboards and pull buoys',
        completed: true,
        link: expect.stringMatching(TASK_LINK),
        value: 'Order new kickboards and pull buoys',
      },
    ]);
  });

  it('leaves sections out and answers at most 10 tasks', async () => {
    // "Equipment and kits" is a section of the seeded list.
    expect(tasks(await search(staff, { query: 'equipment and' }))).toEqual([]);
    expect(tasks(await search(staff, { query: 'the' }))).toHaveLength(10);
  });

  it('answers typed task results over GraphQL; the link opens the task', async () => {
    const response = await http.graphql<{ search: { id: string; results: Record<string, unknown>[] }[] }>(
      `{ search(query: "medical cert") { id results { __typename ... on TaskSearchResult { title completed link } } } }`,
      {},
      staff,
    );
    const group = response.data?.search.find((g) => g.id === 'tasks');
    expect(group?.results).toEqual([
      {
        __typename: 'TaskSearchResult',
        title: 'Check the medical certificates of new players',
        completed: false,
        link: expect.stringMatching(TASK_LINK),
      },
    ]);
    const id = String(group?.results[0]?.link).split('/').at(-1);
    const task = await http.request<{ title: string }>('GET', `api/apps/tasks/task?id=${id}`, {
      token: staff,
    });
    expect(task.body.title).toBe('Check the medical certificates of new players');
  });
});

describe('the contacts group', () => {
  const contacts = (groups: Group[]) => groups.find((group) => group.id === 'contacts')?.results ?? [];
  const link = (name: string) => {
    const contact = demoContacts().find((c) => c.name === name);
    return `/apps/contacts/${contact?.id}`;
  };

  it('finds the organization’s contacts by name, ignoring letter case, with avatar and link', async () => {
    const kartal = await signInToken(t.url, DEMO_PERSONAS.orgAdmin);
    expect(contacts(await search(kartal, { query: 'AHMET' }))).toEqual([
      {
        avatar: '/images/avatars/male-01.svg',
        name: 'Ahmet Yılmaz',
        link: link('Ahmet Yılmaz'),
        value: 'Ahmet Yılmaz',
      },
    ]);
    // No avatar: the client shows the default icon.
    expect(contacts(await search(kartal, { query: 'cem öz' }))).toEqual([
      { avatar: null, name: 'Cem Özdemir', link: link('Cem Özdemir'), value: 'Cem Özdemir' },
    ]);
    const many = contacts(await search(kartal, { query: 'er' })).map((result) => result.name as string);
    expect(many).toHaveLength(10);
    expect(many.every((name) => name.toLowerCase().includes('er'))).toBe(true);
    expect(many).toEqual([...many].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('answers none of Kartal’s contacts to Anadolu’s admin, only Anadolu’s own', async () => {
    const anadolu = await signInToken(t.url, DEMO_PERSONAS.otherOrgAdmin);
    expect(contacts(await search(anadolu, { query: 'ahmet' }))).toEqual([]);
    expect(contacts(await search(anadolu, { query: 'er' })).map((result) => result.name)).toEqual([
      'Ege Tümer',
      'Markus Weber',
      'Nermin Sezer',
    ]);
  });

  it('answers typed contact results over GraphQL', async () => {
    const response = await http.graphql<{ search: { id: string; results: Record<string, unknown>[] }[] }>(
      `{ search(query: "zeynep ç") { id results { __typename ... on ContactSearchResult { avatar name link value } } } }`,
      {},
      staff,
    );
    expect(response.data?.search.find((group) => group.id === 'contacts')?.results).toEqual([
      {
        __typename: 'ContactSearchResult',
        avatar: '/images/avatars/female-01.svg',
        name: 'Zeynep Çelik',
        link: link('Zeynep Çelik'),
        value: 'Zeynep Çelik',
      },
    ]);
  });
});

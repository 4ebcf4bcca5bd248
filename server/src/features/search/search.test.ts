import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInToken } from '../../../../tests/support/auth.js';
import type { Factories, UserFixture } from '../../../../tests/support/factories.js';
import type { TestServer } from '../../../../tests/support/server.js';
import { useTestServer, type TestServerHttp } from '../../../../tests/support/suite.js';
import { demoContacts } from '../contacts/index.js';
import { DEMO_PERSONAS } from '../users/index.js';

interface Group {
  id: string;
  label: string;
  total: number | null;
  hasMore: boolean;
  seeAllLink: string | null;
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
let factories: Factories;
let admin: string;
let company: string;
let staff: string;
beforeAll(() => {
  ({
    server: t,
    http,
    factories,
    tokens: { admin, company, staff },
  } = suite);
});

const search = async (token: string, body: unknown, query = '') => {
  const response = await http.request<Group[]>('POST', `api/common/search${query}`, { token, body });
  expect(response.status).toBe(200);
  return response.body;
};
const group = (groups: Group[], id: string) => groups.find((candidate) => candidate.id === id);
const resultsOf = (groups: Group[], id: string) => group(groups, id)?.results ?? [];
const pages = (groups: Group[]) => resultsOf(groups, 'pages');

const emptyGroup = (id: string, label: string) => ({
  id,
  label,
  total: 0,
  hasMore: false,
  seeAllLink: null,
  results: [],
});
const EMPTY = [
  emptyGroup('contacts', 'Contacts'),
  emptyGroup('users', 'Users'),
  emptyGroup('athletes', 'Athletes'),
  emptyGroup('teams', 'Teams'),
  emptyGroup('pages', 'Pages'),
  emptyGroup('tasks', 'Tasks'),
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

  it('finds menu pages by title, ignoring letter case; groups with results come first', async () => {
    const groups = await search(admin, { query: 'ANALY' });
    // Pages found something, so it leads; the empty groups follow in the fixed order.
    expect(groups.map((g) => [g.id, g.label])).toEqual([
      ['pages', 'Pages'],
      ['contacts', 'Contacts'],
      ['users', 'Users'],
      ['athletes', 'Athletes'],
      ['teams', 'Teams'],
      ['tasks', 'Tasks'],
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
    for (const id of ['contacts', 'users', 'tasks']) expect(resultsOf(groups, id)).toEqual([]);
    // Subtitles match too.
    expect(pages(await search(admin, { query: 'with a sub' }))).toEqual([
      { title: 'With a subtitle', link: '/docs/changelog', value: 'With a subtitle' },
    ]);
    expect(pages(await search(admin, { query: 'subtitle' }))).toHaveLength(1);
  });

  it('answers at most 10 results per group, with how many match in all', async () => {
    const co = group(await search(admin, { query: 'co' }), 'pages');
    expect(co?.results).toHaveLength(10);
    expect(co?.total).toBeGreaterThan(10);
    expect(co?.hasMore).toBe(true);
    // The count is of the pages this viewer may open: the company's menu is smaller.
    const companyCo = group(await search(company, { query: 'co' }), 'pages');
    expect(companyCo?.total).toBeLessThan(co?.total ?? 0);
    expect(companyCo?.total).toBe(companyCo?.results.length);
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
    // The company's home, and the help center's first page (also "Home" in its folder).
    expect(pages(await search(company, { query: 'ana say' }, '?lang=tr'))).toEqual([
      { title: 'Ana sayfa', link: '/fbiad-pages/organization', value: 'Ana sayfa' },
      { title: 'Ana sayfa', link: '/apps/help-center', value: 'Ana sayfa' },
    ]);
  });

  it('finds only pages the viewer may see: no demo pages for anyone but the super admin', async () => {
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
    // The template's dashboards and page designs are the super admin's only, admins' included.
    for (const token of [company, staff]) {
      expect(pages(await search(token, { query: 'analy' }))).toEqual([]);
      expect(pages(await search(token, { query: 'pricing' }))).toEqual([]);
    }
    expect(pages(await search(company, { query: 'settings' })).map((page) => page.link)).toEqual([
      '/pages/settings',
    ]);
  });
});

describe('the staff groups (contacts, users and tasks) for viewers who are not staff', () => {
  it('answer empty to a parent, a company and a regular user; their pages group still answers', async () => {
    // Each query matches seeded Kartal contacts, users or tasks, as the staff's own search shows.
    const queries = ['ahmet', 'order new', 'medical cert', 'er', '@arena.local'];
    for (const query of queries) {
      const groups = await search(staff, { query });
      const found = groups.flatMap((g) => (g.id === 'pages' ? [] : g.results));
      expect(found.length, query).toBeGreaterThan(0);
    }
    for (const persona of ['parent', 'company', 'regular'] as const) {
      const token = await signInToken(t.url, DEMO_PERSONAS[persona]);
      for (const query of queries) {
        const groups = await search(token, { query });
        for (const id of ['contacts', 'users', 'tasks']) {
          expect(group(groups, id), `${persona} ${id} ${query}`).toEqual(
            EMPTY.find((empty) => empty.id === id),
          );
        }
      }
      const gql = await http.graphql<{ search: Group[] }>(
        '{ search(query: "ahmet") { id total results { __typename } } }',
        {},
        token,
      );
      expect(gql.data?.search.map((g) => [g.id, g.total, g.results])).toEqual([
        ['contacts', 0, []],
        ['users', 0, []],
        ['pages', 0, []],
        ['tasks', 0, []],
      ]);
      expect(pages(await search(token, { query: 'announce' })).length, persona).toBeGreaterThan(0);
    }
  });
});

describe('search over GraphQL', () => {
  it('answers typed results per group', async () => {
    const response = await http.graphql<{ search: Record<string, unknown>[] }>(
      `query ($query: String!, $language: String) { search(query: $query, language: $language) {
        id label total hasMore seeAllLink results { __typename ... on PageSearchResult { title link value }
        ... on ContactSearchResult { name } ... on UserSearchResult { name }
        ... on TaskSearchResult { title completed } } } }`,
      { query: 'finans', language: 'tr' },
      admin,
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
  const tasks = (groups: Group[]) => resultsOf(groups, 'tasks');
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

  it('leaves sections out and answers at most 10 tasks, saying there are more', async () => {
    // "Equipment and kits" is a section of the seeded list.
    expect(tasks(await search(staff, { query: 'equipment and' }))).toEqual([]);
    const many = group(await search(staff, { query: 'the' }), 'tasks');
    expect(many?.results).toHaveLength(10);
    // The tasks group does not count its matches: it tells only that there are more.
    expect(many).toMatchObject({ hasMore: true, total: null, seeAllLink: null });
    const one = group(await search(staff, { query: 'order new' }), 'tasks');
    expect(one).toMatchObject({ hasMore: false, total: 1 });
  });

  it('answers typed task results over GraphQL; the link opens the task', async () => {
    const response = await http.graphql<{ search: { id: string; results: Record<string, unknown>[] }[] }>(
      `{ search(query: "medical cert") { id results { __typename ... on TaskSearchResult { title completed link } } } }`,
      {},
      staff,
    );
    const tasksGroup = response.data?.search.find((g) => g.id === 'tasks');
    expect(tasksGroup?.results).toEqual([
      {
        __typename: 'TaskSearchResult',
        title: 'Check the medical certificates of new players',
        completed: false,
        link: expect.stringMatching(TASK_LINK),
      },
    ]);
    const id = String(tasksGroup?.results[0]?.link).split('/').at(-1);
    const task = await http.request<{ title: string }>('GET', `api/apps/tasks/task?id=${id}`, {
      token: staff,
    });
    expect(task.body.title).toBe('Check the medical certificates of new players');
  });
});

describe('the contacts group', () => {
  const contacts = (groups: Group[]) => resultsOf(groups, 'contacts');
  const link = (name: string) => {
    const contact = demoContacts().find((c) => c.name === name);
    return `/apps/contacts/${contact?.id}`;
  };

  it('finds the organization’s contacts by name, ignoring letter case, with avatar and link', async () => {
    const kartal = await signInToken(t.url, DEMO_PERSONAS.orgAdmin);
    expect(group(await search(kartal, { query: 'AHMET' }), 'contacts')).toEqual({
      id: 'contacts',
      label: 'Contacts',
      total: 1,
      hasMore: false,
      seeAllLink: '/apps/contacts?query=AHMET',
      results: [
        {
          avatar: '/images/avatars/male-01.svg',
          name: 'Ahmet Yılmaz',
          link: link('Ahmet Yılmaz'),
          value: 'Ahmet Yılmaz',
        },
      ],
    });
    // No avatar: the client shows the default icon.
    expect(contacts(await search(kartal, { query: 'cem öz' }))).toEqual([
      { avatar: null, name: 'Cem Özdemir', link: link('Cem Özdemir'), value: 'Cem Özdemir' },
    ]);
    const er = group(await search(kartal, { query: 'er' }), 'contacts');
    const many = (er?.results ?? []).map((result) => result.name as string);
    expect(many).toHaveLength(10);
    expect(many.every((name) => name.toLowerCase().includes('er'))).toBe(true);
    expect(many).toEqual([...many].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    // The count is the contacts list's own, and "see all" opens that list searching for the text.
    const list = await http.graphql<{ contacts: { totalCount: number } }>(
      '{ contacts(query: "er", first: 1) { totalCount } }',
      {},
      kartal,
    );
    expect(er?.total).toBe(list.data?.contacts.totalCount);
    expect(er?.total).toBeGreaterThan(10);
    expect(er?.hasMore).toBe(true);
    expect(group(await search(kartal, { query: 'cem öz' }), 'contacts')?.seeAllLink).toBe(
      '/apps/contacts?query=cem+%C3%B6z',
    );
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
    expect(response.data?.search.find((g) => g.id === 'contacts')?.results).toEqual([
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

describe('the users group', () => {
  // Two organizations built for these tests, each with members whose names share a unique word.
  const word = `Qz${randomBytes(3).toString('hex')}`;
  let first: { id: string };
  let second: { id: string };
  let branch: { id: string };
  let firstAdmin: UserFixture;
  let secondAdmin: UserFixture;
  let branchAdmin: UserFixture;
  let firstMembers: UserFixture[];
  let branchMember: UserFixture;
  let secondMember: UserFixture;
  let outsiders: Record<'parent' | 'company' | 'user', UserFixture>;

  beforeAll(async () => {
    first = await factories.organization();
    second = await factories.organization();
    branch = await factories.branch(first.id);
    firstAdmin = await factories.user({ organizationId: first.id, role: 'org_admin' });
    secondAdmin = await factories.user({ organizationId: second.id, role: 'org_admin' });
    branchAdmin = await factories.user({
      organizationId: first.id,
      role: 'branch_admin',
      scope: { type: 'branch', id: branch.id },
    });
    firstMembers = [];
    for (let n = 0; n < 11; n++) {
      firstMembers.push(
        await factories.user({
          organizationId: first.id,
          role: 'user',
          name: `${word} Member ${String(n).padStart(2, '0')}`,
        }),
      );
    }
    branchMember = await factories.user({
      organizationId: first.id,
      role: 'parent',
      scope: { type: 'branch', id: branch.id },
      name: `${word} Branch Parent`,
    });
    secondMember = await factories.user({
      organizationId: second.id,
      role: 'user',
      name: `${word} Other School`,
    });
    outsiders = {
      parent: await factories.user({ organizationId: first.id, role: 'parent', name: `${word} Parent` }),
      company: await factories.user({ organizationId: first.id, role: 'company', name: `${word} Sponsor` }),
      user: await factories.user({ organizationId: first.id, role: 'user', name: `${word} Reader` }),
    };
  });

  const usersFound = async (token: string, query: string) => group(await search(token, { query }), 'users');

  it('finds the users an organization admin may see, by name or email, never another organization’s', async () => {
    const found = await usersFound(await firstAdmin.signIn(), word.toUpperCase());
    // 11 members, the branch parent and the three members of other roles: 15 of the first school.
    expect(found?.total).toBe(15);
    expect(found?.hasMore).toBe(true);
    expect(found?.results).toHaveLength(10);
    expect(found?.seeAllLink).toBe(`/fbiad-pages/users?q=${word.toUpperCase()}`);
    const names = (found?.results ?? []).map((result) => result.name as string);
    expect(names).toEqual([...names].sort());
    expect(names).not.toContain(secondMember.name);
    const member = firstMembers[0]!;
    expect(found?.results.find((result) => result.id === member.id)).toEqual({
      id: member.id,
      avatar: null,
      name: member.name,
      email: member.email,
      link: `/fbiad-pages/users?user=${member.id}`,
      value: member.name,
    });
    // By email.
    expect((await usersFound(await firstAdmin.signIn(), member.email))?.results.map((r) => r.id)).toEqual([
      member.id,
    ]);
    // The other school's admin finds only their own member; Kartal's admin finds none of them.
    expect((await usersFound(await secondAdmin.signIn(), word))?.results.map((r) => r.id)).toEqual([
      secondMember.id,
    ]);
    const kartal = await signInToken(t.url, DEMO_PERSONAS.orgAdmin);
    expect(await usersFound(kartal, word)).toEqual(EMPTY[1]);
    // The demo organizations, both ways.
    const anadolu = await signInToken(t.url, DEMO_PERSONAS.otherOrgAdmin);
    expect((await usersFound(anadolu, 'kartal.example'))?.total).toBe(0);
    expect((await usersFound(kartal, 'anadolu.example'))?.total).toBe(0);
    expect((await usersFound(kartal, 'kartal.example'))?.total).toBeGreaterThan(10);
  });

  it('gives a super admin every organization’s users and a branch admin only their branch’s', async () => {
    expect((await usersFound(admin, word))?.total).toBe(16);
    const branchFound = await usersFound(await branchAdmin.signIn(), word);
    expect(branchFound?.results.map((r) => r.id)).toEqual([branchMember.id]);
    expect(branchFound).toMatchObject({ total: 1, hasMore: false });
  });

  it('gives a parent, a company and a regular user no users, not even themselves', async () => {
    for (const [role, outsider] of Object.entries(outsiders)) {
      const token = await outsider.signIn();
      expect(await usersFound(token, word), role).toEqual(EMPTY[1]);
      expect(await usersFound(token, outsider.email), role).toEqual(EMPTY[1]);
      expect(await usersFound(token, outsider.name), role).toEqual(EMPTY[1]);
    }
  });

  it('answers typed user results over GraphQL', async () => {
    const response = await http.graphql<{ search: { id: string; results: Record<string, unknown>[] }[] }>(
      `query ($q: String!) { search(query: $q) { id results { __typename ... on UserSearchResult { id name email } } } }`,
      { q: secondMember.email },
      await secondAdmin.signIn(),
    );
    expect(response.data?.search[0]).toEqual({
      id: 'users',
      results: [
        {
          __typename: 'UserSearchResult',
          id: secondMember.id,
          name: secondMember.name,
          email: secondMember.email,
        },
      ],
    });
  });
});

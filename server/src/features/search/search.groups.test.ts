import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInToken } from '../../../../tests/support/auth.js';
import type { UserFixture } from '../../../../tests/support/factories.js';
import { demoContacts } from '../contacts/index.js';
import { DEMO_PERSONAS } from '../users/index.js';
import { EMPTY, group, type Group, resultsOf, searchSuite } from './search.test-kit.js';

// The search's groups of records: the tasks, contacts and users a viewer may see, found by title, name
// or email, at most 10 with how many there are, over REST and GraphQL; never another organization's.

const { t, gql, search } = searchSuite();

describe('the tasks group', () => {
  const tasks = (groups: Group[]) => resultsOf(groups, 'tasks');
  const TASK_LINK = /^\/apps\/tasks\/[0-9a-f-]{36}$/;

  it('finds the organization’s tasks by title, ignoring letter case, with completed and link', async () => {
    const found = tasks(await search(t.tokens.staff, { query: 'ORDER NEW' }));
    expect(found).toEqual([
      {
        title: 'Order new kits for the U10 squad',
        completed: false,
        link: expect.stringMatching(TASK_LINK),
        value: 'Order new kits for the U10 squad',
      },
    ]);
    const other = await signInToken(t.server.url, DEMO_PERSONAS.otherOrgAdmin);
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
    expect(tasks(await search(t.tokens.staff, { query: 'equipment and' }))).toEqual([]);
    const many = group(await search(t.tokens.staff, { query: 'the' }), 'tasks');
    expect(many?.results).toHaveLength(10);
    // The tasks group does not count its matches: it tells only that there are more.
    expect(many).toMatchObject({ hasMore: true, total: null, seeAllLink: null });
    const one = group(await search(t.tokens.staff, { query: 'order new' }), 'tasks');
    expect(one).toMatchObject({ hasMore: false, total: 1 });
  });

  it('answers typed task results over GraphQL; the link opens the task', async () => {
    const response = await gql<{ search: { id: string; results: Record<string, unknown>[] }[] }>(
      'staff',
      `{ search(query: "medical cert") { id results { __typename ... on TaskSearchResult { title completed link } } } }`,
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
    const task = await t.http.request<{ title: string }>('GET', `api/apps/tasks/task?id=${id}`, {
      token: t.tokens.staff,
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
    const kartal = await signInToken(t.server.url, DEMO_PERSONAS.orgAdmin);
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
    const list = await gql<{ contacts: { totalCount: number } }>(
      { token: kartal },
      '{ contacts(query: "er", first: 1) { totalCount } }',
    );
    expect(er?.total).toBe(list.data?.contacts.totalCount);
    expect(er?.total).toBeGreaterThan(10);
    expect(er?.hasMore).toBe(true);
    expect(group(await search(kartal, { query: 'cem öz' }), 'contacts')?.seeAllLink).toBe(
      '/apps/contacts?query=cem+%C3%B6z',
    );
  });

  it('answers none of Kartal’s contacts to Anadolu’s admin, only Anadolu’s own', async () => {
    const anadolu = await signInToken(t.server.url, DEMO_PERSONAS.otherOrgAdmin);
    expect(contacts(await search(anadolu, { query: 'ahmet' }))).toEqual([]);
    expect(contacts(await search(anadolu, { query: 'er' })).map((result) => result.name)).toEqual([
      'Ege Tümer',
      'Markus Weber',
      'Nermin Sezer',
    ]);
  });

  it('answers typed contact results over GraphQL', async () => {
    const response = await gql<{ search: { id: string; results: Record<string, unknown>[] }[] }>(
      'staff',
      `{ search(query: "zeynep ç") { id results { __typename ... on ContactSearchResult { avatar name link value } } } }`,
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
    first = await t.factories.organization();
    second = await t.factories.organization();
    branch = await t.factories.branch(first.id);
    firstAdmin = await t.factories.user({ organizationId: first.id, role: 'org_admin' });
    secondAdmin = await t.factories.user({ organizationId: second.id, role: 'org_admin' });
    branchAdmin = await t.factories.user({
      organizationId: first.id,
      role: 'branch_admin',
      scope: { type: 'branch', id: branch.id },
    });
    firstMembers = [];
    for (let n = 0; n < 11; n++) {
      firstMembers.push(
        await t.factories.user({
          organizationId: first.id,
          role: 'user',
          name: `${word} Member ${String(n).padStart(2, '0')}`,
        }),
      );
    }
    branchMember = await t.factories.user({
      organizationId: first.id,
      role: 'parent',
      scope: { type: 'branch', id: branch.id },
      name: `${word} Branch Parent`,
    });
    secondMember = await t.factories.user({
      organizationId: second.id,
      role: 'user',
      name: `${word} Other School`,
    });
    outsiders = {
      parent: await t.factories.user({ organizationId: first.id, role: 'parent', name: `${word} Parent` }),
      company: await t.factories.user({ organizationId: first.id, role: 'company', name: `${word} Sponsor` }),
      user: await t.factories.user({ organizationId: first.id, role: 'user', name: `${word} Reader` }),
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
    const kartal = await signInToken(t.server.url, DEMO_PERSONAS.orgAdmin);
    expect(await usersFound(kartal, word)).toEqual(EMPTY[1]);
    // The demo organizations, both ways.
    const anadolu = await signInToken(t.server.url, DEMO_PERSONAS.otherOrgAdmin);
    expect((await usersFound(anadolu, 'kartal.example'))?.total).toBe(0);
    expect((await usersFound(kartal, 'anadolu.example'))?.total).toBe(0);
    expect((await usersFound(kartal, 'kartal.example'))?.total).toBeGreaterThan(10);
  });

  it('gives a super admin every organization’s users and a branch admin only their branch’s', async () => {
    expect((await usersFound(t.tokens.admin, word))?.total).toBe(16);
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
    const response = await gql<{ search: { id: string; results: Record<string, unknown>[] }[] }>(
      { token: await secondAdmin.signIn() },
      `query ($q: String!) { search(query: $q) { id results { __typename ... on UserSearchResult { id name email } } } }`,
      { q: secondMember.email },
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

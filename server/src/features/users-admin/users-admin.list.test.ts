import { beforeAll, describe, expect, it } from 'vitest';
import { signInToken } from '../../../../tests/support/auth.js';
import { DEMO_ORGANIZATIONS } from '../organizations/index.js';
import { DEMO_PERSONAS, demoMembers, ROLES } from '../users/index.js';
import { KARTAL, USER_KEYS, usersAdminSuite, type RestUser } from './users-admin.test-kit.js';

// The list of users through the real HTTP API (REST and GraphQL): paging, sorting, search and filters
// among the users the viewer may see, the organization each user belongs to, by name, and the cost of a
// page in statements. One user, and creating, changing and deleting users, are in users-admin.crud.test.ts.

const { t, gql, query } = usersAdminSuite();

// Counted in the database the server reads (other features seed people too): the API must agree.
let kartalUsers: number;
let allUsers: number;

beforeAll(async () => {
  const [counts] = await query<{ all: number; kartal: number }>(
    `SELECT count(*)::int AS "all", count(*) FILTER (WHERE organization_id = $1)::int AS kartal FROM users`,
    [KARTAL],
  );
  allUsers = counts!.all;
  kartalUsers = counts!.kartal;
});

interface Pagination {
  length: number;
  size: number;
  page: number;
  lastPage: number;
  startIndex: number;
  endIndex: number;
}
interface Page {
  adminUsers: {
    items: { id: string; fullName: string; email: string; status: string }[];
    pagination: Pagination;
  };
}

const PAGE = `query ($page: Int, $size: Int, $sort: AdminUserSortField, $order: AdminSortDirection, $search: String,
  $status: AccountStatus, $roleId: ID) {
  adminUsers(page: $page, size: $size, sort: $sort, order: $order, search: $search, status: $status, roleId: $roleId) {
    items { id fullName email status }
    pagination { length size page lastPage startIndex endIndex }
  }
}`;

describe('GET api/users (list, paging, sorting, search, filters)', () => {
  it('answers 401 without a token', async () => {
    expect((await t.http.request('GET', 'api/users')).status).toBe(401);
  });

  it('returns the first page (20) sorted by name, in the spec shape', async () => {
    const response = await t.http.request<RestUser[]>('GET', 'api/users', { token: t.tokens.superAdmin });
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(20);
    expect(Object.keys(response.body[0] ?? {}).sort()).toEqual(USER_KEYS);
    const names = response.body.map((u) => u.full_name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('pages with page and size, without overlap', async () => {
    const first = await t.http.request<RestUser[]>('GET', 'api/users?page=0&size=10', {
      token: t.tokens.superAdmin,
    });
    const second = await t.http.request<RestUser[]>('GET', 'api/users?page=1&size=10', {
      token: t.tokens.superAdmin,
    });
    expect(first.body).toHaveLength(10);
    expect(second.body).toHaveLength(10);
    const ids = new Set([...first.body, ...second.body].map((u) => u.id));
    expect(ids.size).toBe(20);
    const last = await t.http.request<RestUser[]>(
      'GET',
      `api/users?page=${Math.floor(allUsers / 10)}&size=10`,
      {
        token: t.tokens.superAdmin,
      },
    );
    expect(last.body).toHaveLength(allUsers % 10);
  });

  it('describes the page through GraphQL, also beyond the last page', async () => {
    const response = await gql<Page>('orgAdmin', PAGE, { page: 1, size: 10 });
    expect(response.errors).toBeUndefined();
    expect(response.data?.adminUsers.pagination).toEqual({
      length: kartalUsers,
      size: 10,
      page: 1,
      lastPage: Math.ceil(kartalUsers / 10) - 1,
      startIndex: 10,
      endIndex: 19,
    });
    const beyond = await gql<Page>('orgAdmin', PAGE, { page: 99, size: 10 });
    expect(beyond.data?.adminUsers.items).toEqual([]);
    expect(beyond.data?.adminUsers.pagination.length).toBe(kartalUsers);
    expect(beyond.data?.adminUsers.pagination.lastPage).toBe(Math.ceil(kartalUsers / 10) - 1);
  });

  it('sorts by email descending and by creation date', async () => {
    const response = await t.http.request<RestUser[]>('GET', 'api/users?sort=email&order=desc&size=200', {
      token: t.tokens.superAdmin,
    });
    const emails = response.body.map((u) => u.email.toLowerCase());
    expect(emails).toHaveLength(Math.min(allUsers, 200));
    expect(emails).toEqual([...emails].sort().reverse());
    // The generated members are spread over the past year; the personas were created at seeding time.
    const byCreation = await gql<Page>('superAdmin', PAGE, { sort: 'createdAt', order: 'asc', size: 3 });
    expect(byCreation.data?.adminUsers.items.map((u) => u.id)).toEqual(
      demoMembers()
        .slice(0, 3)
        .map((m) => m.id),
    );
  });

  it('searches name or email, case-insensitively, treating % and _ literally', async () => {
    const byDomain = await gql<Page>('superAdmin', PAGE, { search: 'KARTAL.EXAMPLE', size: 200 });
    const [kartalDomain] = (await query(
      `SELECT count(*)::int AS n FROM users WHERE email::text ILIKE '%kartal.example%' OR name ILIKE '%kartal.example%'`,
    )) as { n: number }[];
    expect(kartalDomain!.n).toBeGreaterThanOrEqual(40);
    expect(byDomain.data?.adminUsers.pagination.length).toBe(kartalDomain!.n);
    const byName = await t.http.request<RestUser[]>(
      'GET',
      `api/users?search=${encodeURIComponent('şahİn')}`,
      {
        token: t.tokens.superAdmin,
      },
    );
    expect(byName.status).toBe(200);
    const rest = await t.http.request<RestUser[]>('GET', 'api/users?search=elif', {
      token: t.tokens.superAdmin,
    });
    expect(rest.body.map((u) => u.email)).toContain(DEMO_PERSONAS.orgAdmin.email);
    const wildcard = await gql<Page>('superAdmin', PAGE, { search: '%' });
    expect(wildcard.data?.adminUsers.pagination.length).toBe(0);
  });

  it('filters by account status and by role, only among visible users', async () => {
    const suspendedAll = (await query(
      `SELECT id, organization_id AS "organizationId" FROM users WHERE account_status = 'suspended'`,
    )) as { id: string; organizationId: string | null }[];
    expect(suspendedAll.length).toBeGreaterThan(0);
    const everywhere = await t.http.request<RestUser[]>('GET', 'api/users?status=suspended&size=200', {
      token: t.tokens.superAdmin,
    });
    expect(everywhere.body.map((u) => u.id).sort()).toEqual(suspendedAll.map((m) => m.id).sort());
    const kartalOnly = await gql<Page>('orgAdmin', PAGE, { status: 'suspended', size: 200 });
    expect(kartalOnly.data?.adminUsers.items.map((u) => u.id).sort()).toEqual(
      suspendedAll
        .filter((m) => m.organizationId === KARTAL)
        .map((m) => m.id)
        .sort(),
    );
    const parents = await t.http.request<RestUser[]>('GET', `api/users?role=${ROLES.parent.id}&size=200`, {
      token: t.tokens.orgAdmin,
    });
    const expected = (
      (await query(
        `SELECT DISTINCT u.id FROM users u JOIN user_roles ur ON ur.user_id = u.id
          WHERE ur.role_id = $1 AND u.organization_id = $2`,
        [ROLES.parent.id, KARTAL],
      )) as { id: string }[]
    ).map((row) => row.id);
    expect(expected).toContain(DEMO_PERSONAS.parent.id);
    expect(parents.body.map((u) => u.id).sort()).toEqual(expected.sort());
  });

  it('refuses bad paging and filter values with 400', async () => {
    for (const query of [
      'size=0',
      'size=201',
      'page=-1',
      'size=abc',
      'status=gone',
      'sort=password',
      'role=x',
    ]) {
      const response = await t.http.request<{ code: string }>('GET', `api/users?${query}`, {
        token: t.tokens.superAdmin,
      });
      expect(response.status, query).toBe(400);
      expect(response.body.code, query).toBe('BAD_USER_INPUT');
    }
    const long = await gql<Page>('superAdmin', PAGE, { search: 'x'.repeat(101) });
    expect(long.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('lists a page of 50 users with their roles in a constant number of statements', async () => {
    const document = `query ($size: Int) { adminUsers(size: $size) { items { id roles { role { name } } } } }`;
    const small = await t.server.queries.during(() => gql('superAdmin', document, { size: 10 }));
    let fifty: { data?: { adminUsers: { items: { roles: { role: { name: string } }[] }[] } } | null } = {};
    const large = await t.server.queries.during(async () => {
      fifty = await gql('superAdmin', document, { size: 50 });
    });
    expect(fifty.data?.adminUsers.items).toHaveLength(50);
    expect(fifty.data?.adminUsers.items.every((u) => u.roles.length >= 1)).toBe(true);
    expect(large.length).toBe(small.length);
    expect(large.length).toBeLessThanOrEqual(4);
  });
});

describe('organizations by name', () => {
  it('every user carries their organization’s id and name; a super admin of none has null', async () => {
    const document = `query ($size: Int) { adminUsers(size: $size) { items { id organizationId organization { id name } } } }`;
    const answer = await gql<{
      adminUsers: {
        items: {
          id: string;
          organizationId: string | null;
          organization: { id: string; name: string } | null;
        }[];
      };
    }>('superAdmin', document, { size: 200 });
    expect(answer.errors).toBeUndefined();
    const items = answer.data?.adminUsers.items ?? [];
    const names = Object.fromEntries(
      Object.values(DEMO_ORGANIZATIONS).map((organization) => [organization.id, organization.name]),
    );
    for (const user of items) {
      if (user.organizationId === null) {
        expect(user.organization).toBeNull();
        continue;
      }
      expect(user.organization?.id).toBe(user.organizationId);
      const seededName = names[user.organizationId];
      if (seededName) expect(user.organization?.name).toBe(seededName);
    }
    const one = async (id: string) =>
      (
        await gql<{ adminUser: { organization: { id: string; name: string } | null } }>(
          'superAdmin',
          'query ($id: ID!) { adminUser(id: $id) { organization { id name } } }',
          { id },
        )
      ).data?.adminUser.organization;
    expect(await one(DEMO_PERSONAS.regular.id)).toEqual({ id: KARTAL, name: 'Kartal Spor Akademisi' });
    expect(await one(DEMO_PERSONAS.otherOrgAdmin.id)).toEqual({
      id: DEMO_ORGANIZATIONS.anadolu.id,
      name: 'Anadolu Yüzme Okulu',
    });

    const outsider = await t.factories.user({ organizationId: null, role: 'super_admin' });
    expect(await one(outsider.id)).toBeNull();
    await query('DELETE FROM users WHERE id = $1', [outsider.id]);
  });

  it('reads the organizations of a page of 50 users without a statement per user', async () => {
    const document = `query ($size: Int) { adminUsers(size: $size) { items { id organization { name } roles { id } } } }`;
    const small = await t.server.queries.during(() => gql('superAdmin', document, { size: 10 }));
    const large = await t.server.queries.during(() => gql('superAdmin', document, { size: 50 }));
    expect(large.length).toBe(small.length);
    expect(large.length).toBeLessThanOrEqual(5);
  });

  it('me.organization names the signed-in user’s own organization', async () => {
    const companyToken = await signInToken(t.server.url, DEMO_PERSONAS.company);
    const otherToken = await signInToken(t.server.url, DEMO_PERSONAS.otherOrgAdmin);
    const document = '{ me { organization { id name type email phone } } }';
    const company = await gql<{ me: { organization: Record<string, unknown> } }>(
      { token: companyToken },
      document,
    );
    expect(company.errors).toBeUndefined();
    expect(company.data?.me.organization).toEqual({
      id: KARTAL,
      name: DEMO_ORGANIZATIONS.kartal.name,
      type: 'club',
      email: DEMO_ORGANIZATIONS.kartal.email,
      phone: DEMO_ORGANIZATIONS.kartal.phone,
    });
    const other = await gql<{ me: { organization: { name: string } } }>({ token: otherToken }, document);
    expect(other.data?.me.organization.name).toBe(DEMO_ORGANIZATIONS.anadolu.name);
  });
});

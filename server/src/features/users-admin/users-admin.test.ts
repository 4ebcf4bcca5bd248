import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInToken } from '../../../../tests/support/auth.js';
import { createHttp } from '../../../../tests/support/http.js';
import { createFactories, type Factories } from '../../../../tests/support/factories.js';
import { startTestServer, type TestServer } from '../../../../tests/support/server.js';
import { startSmtpSink, type SmtpSink } from '../../shared/mail/smtp-sink.js';
import { seedId } from '../../shared/seed-ids.js';
import { DEMO_BRANCHES, DEMO_DEPARTMENTS, DEMO_ORGANIZATIONS } from '../organizations/index.js';
import { DEMO_PERSONAS, demoMembers, ROLES } from '../users/index.js';

let t: TestServer;
let http: ReturnType<typeof createHttp>;
let factories: Factories;
// Mails go out over SMTP to this sink (what the recipient reads); the outbox keeps a redacted copy.
let sink: SmtpSink;
let superToken: string;
let orgToken: string;
let parentToken: string;

const KARTAL = DEMO_ORGANIZATIONS.kartal.id;
// Counted in the database the server reads (other features seed people too): the API must agree.
let kartalUsers: number;
let allUsers: number;
const USER_KEYS = [
  'avatar',
  'created_at',
  'email',
  'full_name',
  'id',
  'phone',
  'status',
  'subscription_id',
  'updated_at',
].sort();

interface RestUser {
  id: string;
  full_name: string;
  email: string;
  status: string;
  phone: string | null;
  subscription_id: string | null;
  created_at: string;
  updated_at: string;
}
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

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await startTestServer({ SMTP_URL: sink.url });
  http = createHttp(t.url);
  factories = createFactories(t.dataSource, t.url);
  const [counts] = (await t.dataSource.query(
    `SELECT count(*)::int AS "all", count(*) FILTER (WHERE organization_id = $1)::int AS kartal FROM users`,
    [KARTAL],
  )) as { all: number; kartal: number }[];
  allUsers = counts!.all;
  kartalUsers = counts!.kartal;
  [superToken, orgToken, parentToken] = await Promise.all([
    signInToken(t.url, DEMO_PERSONAS.superAdmin),
    signInToken(t.url, DEMO_PERSONAS.orgAdmin),
    signInToken(t.url, DEMO_PERSONAS.parent),
  ]);
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

const userCount = async () =>
  ((await t.dataSource.query('SELECT count(*)::int AS n FROM users')) as { n: number }[])[0]?.n;

describe('GET api/users (list, paging, sorting, search, filters)', () => {
  it('answers 401 without a token', async () => {
    expect((await http.request('GET', 'api/users')).status).toBe(401);
  });

  it('returns the first page (20) sorted by name, in the spec shape', async () => {
    const response = await http.request<RestUser[]>('GET', 'api/users', { token: superToken });
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(20);
    expect(Object.keys(response.body[0] ?? {}).sort()).toEqual(USER_KEYS);
    const names = response.body.map((u) => u.full_name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('pages with page and size, without overlap', async () => {
    const first = await http.request<RestUser[]>('GET', 'api/users?page=0&size=10', { token: superToken });
    const second = await http.request<RestUser[]>('GET', 'api/users?page=1&size=10', { token: superToken });
    expect(first.body).toHaveLength(10);
    expect(second.body).toHaveLength(10);
    const ids = new Set([...first.body, ...second.body].map((u) => u.id));
    expect(ids.size).toBe(20);
    const last = await http.request<RestUser[]>(
      'GET',
      `api/users?page=${Math.floor(allUsers / 10)}&size=10`,
      {
        token: superToken,
      },
    );
    expect(last.body).toHaveLength(allUsers % 10);
  });

  it('describes the page through GraphQL, also beyond the last page', async () => {
    const response = await http.graphql<Page>(PAGE, { page: 1, size: 10 }, orgToken);
    expect(response.errors).toBeUndefined();
    expect(response.data?.adminUsers.pagination).toEqual({
      length: kartalUsers,
      size: 10,
      page: 1,
      lastPage: Math.ceil(kartalUsers / 10) - 1,
      startIndex: 10,
      endIndex: 19,
    });
    const beyond = await http.graphql<Page>(PAGE, { page: 99, size: 10 }, orgToken);
    expect(beyond.data?.adminUsers.items).toEqual([]);
    expect(beyond.data?.adminUsers.pagination.length).toBe(kartalUsers);
    expect(beyond.data?.adminUsers.pagination.lastPage).toBe(Math.ceil(kartalUsers / 10) - 1);
  });

  it('sorts by email descending and by creation date', async () => {
    const response = await http.request<RestUser[]>('GET', 'api/users?sort=email&order=desc&size=200', {
      token: superToken,
    });
    const emails = response.body.map((u) => u.email.toLowerCase());
    expect(emails).toHaveLength(Math.min(allUsers, 200));
    expect(emails).toEqual([...emails].sort().reverse());
    // The generated members are spread over the past year; the personas were created at seeding time.
    const byCreation = await http.graphql<Page>(
      PAGE,
      { sort: 'createdAt', order: 'asc', size: 3 },
      superToken,
    );
    expect(byCreation.data?.adminUsers.items.map((u) => u.id)).toEqual(
      demoMembers()
        .slice(0, 3)
        .map((m) => m.id),
    );
  });

  it('searches name or email, case-insensitively, treating % and _ literally', async () => {
    const byDomain = await http.graphql<Page>(PAGE, { search: 'KARTAL.EXAMPLE', size: 200 }, superToken);
    const [kartalDomain] = (await t.dataSource.query(
      `SELECT count(*)::int AS n FROM users WHERE email::text ILIKE '%kartal.example%' OR name ILIKE '%kartal.example%'`,
    )) as { n: number }[];
    expect(kartalDomain!.n).toBeGreaterThanOrEqual(40);
    expect(byDomain.data?.adminUsers.pagination.length).toBe(kartalDomain!.n);
    const byName = await http.request<RestUser[]>('GET', `api/users?search=${encodeURIComponent('şahİn')}`, {
      token: superToken,
    });
    expect(byName.status).toBe(200);
    const rest = await http.request<RestUser[]>('GET', 'api/users?search=elif', { token: superToken });
    expect(rest.body.map((u) => u.email)).toContain(DEMO_PERSONAS.orgAdmin.email);
    const wildcard = await http.graphql<Page>(PAGE, { search: '%' }, superToken);
    expect(wildcard.data?.adminUsers.pagination.length).toBe(0);
  });

  it('filters by account status and by role, only among visible users', async () => {
    const suspendedAll = (await t.dataSource.query(
      `SELECT id, organization_id AS "organizationId" FROM users WHERE account_status = 'suspended'`,
    )) as { id: string; organizationId: string | null }[];
    expect(suspendedAll.length).toBeGreaterThan(0);
    const everywhere = await http.request<RestUser[]>('GET', 'api/users?status=suspended&size=200', {
      token: superToken,
    });
    expect(everywhere.body.map((u) => u.id).sort()).toEqual(suspendedAll.map((m) => m.id).sort());
    const kartalOnly = await http.graphql<Page>(PAGE, { status: 'suspended', size: 200 }, orgToken);
    expect(kartalOnly.data?.adminUsers.items.map((u) => u.id).sort()).toEqual(
      suspendedAll
        .filter((m) => m.organizationId === KARTAL)
        .map((m) => m.id)
        .sort(),
    );
    const parents = await http.request<RestUser[]>('GET', `api/users?role=${ROLES.parent.id}&size=200`, {
      token: orgToken,
    });
    const expected = (
      (await t.dataSource.query(
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
      const response = await http.request<{ code: string }>('GET', `api/users?${query}`, {
        token: superToken,
      });
      expect(response.status, query).toBe(400);
      expect(response.body.code, query).toBe('BAD_USER_INPUT');
    }
    const long = await http.graphql<Page>(PAGE, { search: 'x'.repeat(101) }, superToken);
    expect(long.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('lists a page of 50 users with their roles in a constant number of statements', async () => {
    const query = `query ($size: Int) { adminUsers(size: $size) { items { id roles { role { name } } } } }`;
    const small = await t.queries.during(() => http.graphql(query, { size: 10 }, superToken));
    let fifty: { data?: { adminUsers: { items: { roles: { role: { name: string } }[] }[] } } | null } = {};
    const large = await t.queries.during(async () => {
      fifty = await http.graphql(query, { size: 50 }, superToken);
    });
    expect(fifty.data?.adminUsers.items).toHaveLength(50);
    expect(fifty.data?.adminUsers.items.every((u) => u.roles.length >= 1)).toBe(true);
    expect(large.length).toBe(small.length);
    expect(large.length).toBeLessThanOrEqual(4);
  });
});

describe('organizations by name', () => {
  it('every user carries their organization’s id and name; a super admin of none has null', async () => {
    const query = `query ($size: Int) { adminUsers(size: $size) { items { id organizationId organization { id name } } } }`;
    const answer = await http.graphql<{
      adminUsers: {
        items: {
          id: string;
          organizationId: string | null;
          organization: { id: string; name: string } | null;
        }[];
      };
    }>(query, { size: 200 }, superToken);
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
        await http.graphql<{ adminUser: { organization: { id: string; name: string } | null } }>(
          'query ($id: ID!) { adminUser(id: $id) { organization { id name } } }',
          { id },
          superToken,
        )
      ).data?.adminUser.organization;
    expect(await one(DEMO_PERSONAS.regular.id)).toEqual({ id: KARTAL, name: 'Kartal Spor Akademisi' });
    expect(await one(DEMO_PERSONAS.otherOrgAdmin.id)).toEqual({
      id: DEMO_ORGANIZATIONS.anadolu.id,
      name: 'Anadolu Yüzme Okulu',
    });

    const outsider = await factories.user({ organizationId: null, role: 'super_admin' });
    expect(await one(outsider.id)).toBeNull();
    await t.dataSource.query('DELETE FROM users WHERE id = $1', [outsider.id]);
  });

  it('reads the organizations of a page of 50 users without a statement per user', async () => {
    const query = `query ($size: Int) { adminUsers(size: $size) { items { id organization { name } roles { id } } } }`;
    const small = await t.queries.during(() => http.graphql(query, { size: 10 }, superToken));
    const large = await t.queries.during(() => http.graphql(query, { size: 50 }, superToken));
    expect(large.length).toBe(small.length);
    expect(large.length).toBeLessThanOrEqual(5);
  });

  it('me.organization names the signed-in user’s own organization', async () => {
    const companyToken = await signInToken(t.url, DEMO_PERSONAS.company);
    const otherToken = await signInToken(t.url, DEMO_PERSONAS.otherOrgAdmin);
    const query = '{ me { organization { id name type email phone } } }';
    const company = await http.graphql<{ me: { organization: Record<string, unknown> } }>(
      query,
      {},
      companyToken,
    );
    expect(company.errors).toBeUndefined();
    expect(company.data?.me.organization).toEqual({
      id: KARTAL,
      name: DEMO_ORGANIZATIONS.kartal.name,
      type: 'club',
      email: DEMO_ORGANIZATIONS.kartal.email,
      phone: DEMO_ORGANIZATIONS.kartal.phone,
    });
    const other = await http.graphql<{ me: { organization: { name: string } } }>(query, {}, otherToken);
    expect(other.data?.me.organization.name).toBe(DEMO_ORGANIZATIONS.anadolu.name);
  });
});

describe('GET api/users/:id', () => {
  it('reads one user in the spec shape', async () => {
    const response = await http.request<RestUser>('GET', `api/users/${DEMO_PERSONAS.regular.id}`, {
      token: orgToken,
    });
    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual(USER_KEYS);
    expect(response.body).toMatchObject({
      id: DEMO_PERSONAS.regular.id,
      full_name: DEMO_PERSONAS.regular.name,
      email: DEMO_PERSONAS.regular.email,
      phone: DEMO_PERSONAS.regular.phone,
      status: 'active',
    });
  });

  it('answers 404 for unknown, malformed and invisible ids alike', async () => {
    for (const id of [seedId('user', 9999), 'not-a-uuid', DEMO_PERSONAS.otherOrgAdmin.id]) {
      const response = await http.request<{ code: string }>('GET', `api/users/${id}`, { token: orgToken });
      expect(response.status, id).toBe(404);
      expect(response.body.code).toBe('NOT_FOUND');
    }
  });
});

describe('POST / PATCH / DELETE api/users', () => {
  it('creates a user without a password with the status asked for, and invites them to set one', async () => {
    const email = 'ece.tan@kartal.example';
    const response = await http.request<RestUser>('POST', 'api/users', {
      token: orgToken,
      body: { full_name: 'Ece Tan', email, phone: '+90 555 123 45 67', status: 'active' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ full_name: 'Ece Tan', email, status: 'active' });
    expect(response.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(response.body.created_at)).not.toBeNaN();
    expect(Date.parse(response.body.updated_at)).not.toBeNaN();
    const [row] = (await t.dataSource.query('SELECT organization_id FROM users WHERE id = $1', [
      response.body.id,
    ])) as { organization_id: string }[];
    expect(row?.organization_id).toBe(KARTAL);
    // No password works until one is set.
    const signIn = await http.request('POST', 'api/auth/sign-in', {
      body: { email, password: 'anything-at-all' },
    });
    expect(signIn.status).toBe(404);

    // The invitation: a set-password link through the reset page, valid for seven days, stored hashed.
    const mail = sink.latestTo(email);
    expect(mail?.subject).toMatch(/invited/i);
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(token).not.toBe('');
    const [link] = (await t.dataSource.query(
      `SELECT extract(epoch FROM expires_at - created_at)::int AS seconds FROM password_reset_tokens
        WHERE user_id = $1`,
      [response.body.id],
    )) as { seconds: number }[];
    expect(link?.seconds).toBeGreaterThan(7 * 24 * 3600 - 60);
    expect(link?.seconds).toBeLessThanOrEqual(7 * 24 * 3600 + 60);
    const [kept] = (await t.dataSource.query(
      'SELECT text FROM mail_outbox WHERE recipient = $1 ORDER BY created_at DESC LIMIT 1',
      [email],
    )) as { text: string }[];
    expect(kept?.text).not.toContain(token);

    const set = await http.request('POST', 'api/auth/reset-password', {
      body: { token, password: 'Ece-Tan-Chosen-1' },
    });
    expect(set.status).toBe(200);
    await expect(
      signInToken(t.url, { email, password: 'Ece-Tan-Chosen-1', name: 'Ece Tan' }),
    ).resolves.toBeTruthy();
    // Single use.
    const again = await http.request('POST', 'api/auth/reset-password', {
      body: { token, password: 'Someone-Else-2' },
    });
    expect(again.status).toBe(400);
  });

  it('keeps an inactive status asked for and sends no invitation to an inactive account', async () => {
    const email = 'later.member@kartal.example';
    const before = sink.mails.length;
    const response = await http.request<RestUser>('POST', 'api/users', {
      token: orgToken,
      body: { full_name: 'Later Member', email, status: 'inactive' },
    });
    expect(response.status).toBe(200);
    expect(response.body.status).toBe('inactive');
    expect(sink.mails.length).toBe(before);
  });

  it('creates an active user with a password who can then sign in', async () => {
    const response = await http.graphql<{
      createAdminUser: { id: string; status: string; subscriptionId: string };
    }>(
      `mutation ($input: CreateAdminUserInput!) { createAdminUser(input: $input) { id status subscriptionId } }`,
      {
        input: {
          fullName: 'Kaan Er',
          email: 'kaan.er@kartal.example',
          password: 'Kaan-Er-Secret-1',
          subscriptionId: seedId('plan', 2),
        },
      },
      superToken,
    );
    expect(response.errors).toBeUndefined();
    expect(response.data?.createAdminUser).toMatchObject({
      status: 'active',
      subscriptionId: seedId('plan', 2),
    });
    await expect(
      signInToken(t.url, { email: 'kaan.er@kartal.example', password: 'Kaan-Er-Secret-1', name: 'Kaan Er' }),
    ).resolves.toBeTruthy();
  });

  it('an organization admin cannot create in another organization', async () => {
    const response = await http.request<{ code: string }>('POST', 'api/users', {
      token: orgToken,
      body: { full_name: 'Spy', email: 'spy@x.example', organization_id: DEMO_ORGANIZATIONS.anadolu.id },
    });
    expect(response.status).toBe(403);
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const before = await userCount();
    const cases: [Record<string, unknown>, string, number][] = [
      [{ full_name: 'A', email: 'not-an-email' }, 'email', 400],
      [{ full_name: '', email: 'a1@x.example' }, 'fullName', 400],
      [{ full_name: 'x'.repeat(101), email: 'a2@x.example' }, 'fullName', 400],
      [{ full_name: 'A', email: 'a3@x.example', phone: 'call me' }, 'phone', 400],
      [{ full_name: 'A', email: 'a4@x.example', status: 'deleted' }, 'status', 400],
      [{ full_name: 'A', email: 'a5@x.example', subscription_id: seedId('plan', 99) }, 'subscriptionId', 400],
      [{ full_name: 'A', email: `${'x'.repeat(250)}@x.example` }, 'email', 400],
      [{ full_name: 'A', email: DEMO_PERSONAS.parent.email.toUpperCase() }, 'email', 409],
    ];
    for (const [body, field, status] of cases) {
      const response = await http.request<{ code: string; fieldErrors?: Record<string, string> }>(
        'POST',
        'api/users',
        { token: superToken, body },
      );
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      if (field !== 'status') expect(Object.keys(response.body.fieldErrors ?? {})).toContain(field);
    }
    expect(await userCount()).toBe(before);
  });

  it('names a taken email with the not_unique code, on create and on change', async () => {
    const created = await http.request<{ code: string; fieldErrorCodes?: Record<string, string> }>(
      'POST',
      'api/users',
      { token: superToken, body: { full_name: 'A', email: DEMO_PERSONAS.parent.email } },
    );
    expect(created.status).toBe(409);
    expect(created.body.fieldErrorCodes).toEqual({ email: 'not_unique' });
    const member = await factories.user({ organizationId: KARTAL, role: 'user' });
    const changed = await http.request<{ code: string; fieldErrorCodes?: Record<string, string> }>(
      'PATCH',
      `api/users/${member.id}`,
      { token: orgToken, body: { email: DEMO_PERSONAS.parent.email } },
    );
    expect(changed.status).toBe(409);
    expect(changed.body.fieldErrorCodes).toEqual({ email: 'not_unique' });
  });

  it('PATCH merges the changes and moves updated_at', async () => {
    const target = demoMembers()[4];
    const before = await http.request<RestUser>('GET', `api/users/${target?.id}`, { token: orgToken });
    const response = await http.request<RestUser>('PATCH', `api/users/${target?.id}`, {
      token: orgToken,
      body: {
        phone: '+90 555 000 11 22',
        status: 'suspended',
        id: seedId('user', 1),
        created_at: '2000-01-01',
      },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: target?.id,
      full_name: before.body.full_name,
      email: before.body.email,
      phone: '+90 555 000 11 22',
      status: 'suspended',
      created_at: before.body.created_at,
    });
    expect(Date.parse(response.body.updated_at)).toBeGreaterThan(Date.parse(before.body.updated_at));
    const taken = await http.request('PATCH', `api/users/${target?.id}`, {
      token: orgToken,
      body: { email: DEMO_PERSONAS.regular.email },
    });
    expect(taken.status).toBe(409);
    const bad = await http.request('PATCH', `api/users/${target?.id}`, {
      token: orgToken,
      body: { full_name: '' },
    });
    expect(bad.status).toBe(400);
  });

  it('an organization admin cannot change or delete the super admin of its organization', async () => {
    const patch = await http.request('PATCH', `api/users/${DEMO_PERSONAS.superAdmin.id}`, {
      token: orgToken,
      body: { full_name: 'Taken over' },
    });
    expect(patch.status).toBe(403);
    const del = await http.request('DELETE', `api/users/${DEMO_PERSONAS.superAdmin.id}`, { token: orgToken });
    expect(del.status).toBe(403);
  });

  it('DELETE answers true, then the user is gone; nobody deletes themselves', async () => {
    const target = demoMembers()[6];
    const response = await http.request('DELETE', `api/users/${target?.id}`, { token: orgToken });
    expect(response.status).toBe(200);
    expect(response.body).toBe(true);
    expect((await http.request('GET', `api/users/${target?.id}`, { token: orgToken })).status).toBe(404);
    expect((await http.request('DELETE', `api/users/${target?.id}`, { token: orgToken })).status).toBe(404);
    const self = await http.request('DELETE', `api/users/${DEMO_PERSONAS.orgAdmin.id}`, { token: orgToken });
    expect(self.status).toBe(403);
  });
});

describe('roles and role links', () => {
  it('GET api/roles lists the seven roles to any signed-in user', async () => {
    const response = await http.request<{ id: string; name: string; permissions: string[] }[]>(
      'GET',
      'api/roles',
      {
        token: parentToken,
      },
    );
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(7);
    expect(response.body[1]).toMatchObject({
      id: ROLES.org_admin.id,
      name: 'Organization super admin',
      permissions: ['read', 'write', 'delete', 'org_admin'],
    });
    expect(Object.keys(response.body[0] ?? {}).sort()).toEqual(
      ['created_at', 'description', 'id', 'key', 'name', 'permissions'].sort(),
    );
  });

  it('assigns, lists and removes a scoped role over REST', async () => {
    const target = demoMembers()[9];
    const post = await http.request<Record<string, unknown>>('POST', `api/users/${target?.id}/roles`, {
      token: orgToken,
      body: { roleId: ROLES.branch_admin.id, scopeType: 'branch', scopeId: DEMO_BRANCHES.kadikoy.id },
    });
    expect(post.status).toBe(200);
    expect(Object.keys(post.body).sort()).toEqual(
      ['assigned_at', 'id', 'role_id', 'scope_id', 'scope_type', 'user_id'].sort(),
    );
    expect(post.body).toMatchObject({
      user_id: target?.id,
      role_id: ROLES.branch_admin.id,
      scope_type: 'branch',
      scope_id: DEMO_BRANCHES.kadikoy.id,
    });
    const again = await http.request('POST', `api/users/${target?.id}/roles`, {
      token: orgToken,
      body: { roleId: ROLES.branch_admin.id, scopeType: 'branch', scopeId: DEMO_BRANCHES.kadikoy.id },
    });
    expect(again.status).toBe(409);

    const roles = await http.request<{ role_id: string }[]>('GET', `api/users/${target?.id}/roles`, {
      token: orgToken,
    });
    expect(roles.body.map((r) => r.role_id)).toEqual([ROLES.user.id, ROLES.branch_admin.id]);
    const holders = await http.request<RestUser[]>('GET', `api/roles/${ROLES.branch_admin.id}/users`, {
      token: orgToken,
    });
    expect(holders.body.map((u) => u.id).sort()).toEqual([DEMO_PERSONAS.branchAdmin.id, target?.id].sort());
    const links = await http.request<{ user_id: string }[]>('GET', 'api/user-roles', { token: orgToken });
    expect(links.body.some((l) => l.user_id === DEMO_PERSONAS.otherOrgAdmin.id)).toBe(false);
    expect(links.body.filter((l) => l.user_id === target?.id)).toHaveLength(2);

    const del = await http.request('DELETE', `api/users/${target?.id}/roles/${ROLES.branch_admin.id}`, {
      token: orgToken,
    });
    expect(del.status).toBe(200);
    expect(del.body).toBe(true);
    const after = await http.request<unknown[]>('GET', `api/users/${target?.id}/roles`, { token: orgToken });
    expect(after.body).toHaveLength(1);
    const gone = await http.request('DELETE', `api/users/${target?.id}/roles/${ROLES.branch_admin.id}`, {
      token: orgToken,
    });
    expect(gone.status).toBe(404);
  });

  it('audits every role given and taken, in the organization’s log, as the admin who did it', async () => {
    const member = await factories.user({ organizationId: KARTAL, role: 'user' });
    const audits = () =>
      t.dataSource.query<
        {
          action: string;
          actor: string;
          organizationId: string;
          before: unknown;
          after: unknown;
          summary: string;
          tr: string;
        }[]
      >(
        `SELECT a.action, a.actor_user_id AS actor, a.organization_id AS "organizationId", a.before, a.after,
                a.summary, a.translations->'tr'->>'summary' AS tr
           FROM audit_log a WHERE a.entity_type = 'user_role'
            AND coalesce(a.after, a.before)->>'userId' = $1 ORDER BY a.seq`,
        [member.id],
      );
    const post = await http.request<{ id: string }>('POST', `api/users/${member.id}/roles`, {
      token: orgToken,
      body: { roleId: ROLES.branch_admin.id, scopeType: 'branch', scopeId: DEMO_BRANCHES.kadikoy.id },
    });
    expect(post.status).toBe(200);
    // A refused grant (the same role again) writes no row.
    const again = await http.request('POST', `api/users/${member.id}/roles`, {
      token: orgToken,
      body: { roleId: ROLES.branch_admin.id, scopeType: 'branch', scopeId: DEMO_BRANCHES.kadikoy.id },
    });
    expect(again.status).toBe(409);
    const del = await http.request('DELETE', `api/users/${member.id}/roles/${ROLES.branch_admin.id}`, {
      token: orgToken,
    });
    expect(del.status).toBe(200);
    const row = {
      userId: member.id,
      role: 'branch_admin',
      scopeType: 'branch',
      scopeId: DEMO_BRANCHES.kadikoy.id,
    };
    const rows = await audits();
    expect(rows).toEqual([
      expect.objectContaining({
        action: 'grant',
        actor: DEMO_PERSONAS.orgAdmin.id,
        organizationId: KARTAL,
        before: null,
        after: row,
      }),
      expect.objectContaining({
        action: 'withdraw',
        actor: DEMO_PERSONAS.orgAdmin.id,
        organizationId: KARTAL,
        before: row,
        after: null,
      }),
    ]);
    expect(rows[0]!.summary).toContain(member.name);
    // The role by its name in each language, never its key.
    expect(rows[0]!.summary).toContain('the Branch admin role');
    expect(rows[0]!.tr).toContain('Şube yöneticisi rolü verildi');
    expect(rows[1]!.tr).toContain('Şube yöneticisi rolü alındı');
    expect(`${rows[0]!.summary} ${rows[0]!.tr}`).not.toContain('branch_admin');
  });

  it('takes the spec’s body { roleId }: an organization-wide role defaults to the user’s organization', async () => {
    const member = await factories.user({ organizationId: KARTAL, role: 'user' });
    for (const [token, roleId] of [
      [orgToken, ROLES.parent.id],
      [superToken, ROLES.company.id],
      [superToken, ROLES.org_admin.id],
    ] as const) {
      const response = await http.request<Record<string, unknown>>('POST', `api/users/${member.id}/roles`, {
        token,
        body: { roleId },
      });
      expect(response.status, roleId).toBe(200);
      expect(response.body).toMatchObject({
        user_id: member.id,
        role_id: roleId,
        scope_type: 'organization',
        scope_id: KARTAL,
      });
    }
    // A branch-wide role still needs its branch.
    const branch = await http.request<{ code: string }>('POST', `api/users/${member.id}/roles`, {
      token: superToken,
      body: { roleId: ROLES.branch_admin.id },
    });
    expect(branch.status).toBe(400);
  });

  it('checks that the scope matches the role and exists', async () => {
    const target = demoMembers()[10]?.id ?? '';
    const before = await t.dataSource.query('SELECT count(*)::int AS n FROM user_roles');
    const cases: [Record<string, unknown>, number][] = [
      [{ roleId: ROLES.org_admin.id, scopeType: 'branch', scopeId: DEMO_BRANCHES.kadikoy.id }, 400],
      [{ roleId: ROLES.branch_admin.id }, 400],
      [{ roleId: ROLES.dept_admin.id, scopeType: 'department', scopeId: seedId('department', 999) }, 404],
      [{ roleId: ROLES.user.id, scopeType: 'planet', scopeId: KARTAL }, 400],
      [{ roleId: seedId('role', 99), scopeType: 'organization', scopeId: KARTAL }, 404],
      [{ roleId: 'nope' }, 400],
      [{}, 400],
      // A scope of another organization than the user's.
      [{ roleId: ROLES.user.id, scopeType: 'organization', scopeId: DEMO_ORGANIZATIONS.anadolu.id }, 400],
    ];
    for (const [body, status] of cases) {
      const response = await http.request('POST', `api/users/${target}/roles`, { token: superToken, body });
      expect(response.status, JSON.stringify(body)).toBe(status);
    }
    const superWithScope = await http.request('POST', `api/users/${target}/roles`, {
      token: superToken,
      body: { roleId: ROLES.super_admin.id, scopeType: 'organization', scopeId: KARTAL },
    });
    expect(superWithScope.status).toBe(400);
    expect(await t.dataSource.query('SELECT count(*)::int AS n FROM user_roles')).toEqual(before);
  });

  it('a department admin gives member roles only inside its department', async () => {
    const deptToken = await signInToken(t.url, DEMO_PERSONAS.deptAdmin);
    const created = await http.request<RestUser>('POST', 'api/users', {
      token: deptToken,
      body: { full_name: 'Yeni Oyuncu', email: 'yeni.oyuncu@kartal.example' },
    });
    expect(created.status).toBe(200);
    // The new member carries the department's scope, so its creator still sees it.
    const roles = await http.request<{ scope_id: string }[]>('GET', `api/users/${created.body.id}/roles`, {
      token: deptToken,
    });
    expect(roles.body.map((r) => r.scope_id)).toEqual([DEMO_DEPARTMENTS.football.id]);
    const parent = await http.request('POST', `api/users/${created.body.id}/roles`, {
      token: deptToken,
      body: { roleId: ROLES.parent.id, scopeType: 'department', scopeId: DEMO_DEPARTMENTS.football.id },
    });
    expect(parent.status).toBe(200);
    const admin = await http.request('POST', `api/users/${created.body.id}/roles`, {
      token: deptToken,
      body: { roleId: ROLES.dept_admin.id, scopeType: 'department', scopeId: DEMO_DEPARTMENTS.football.id },
    });
    expect(admin.status).toBe(403);
    const elsewhere = await http.request('POST', `api/users/${created.body.id}/roles`, {
      token: deptToken,
      body: { roleId: ROLES.parent.id, scopeType: 'organization', scopeId: KARTAL },
    });
    expect(elsewhere.status).toBe(403);
    const remove = await http.request('DELETE', `api/users/${created.body.id}/roles/${ROLES.parent.id}`, {
      token: deptToken,
    });
    expect(remove.status).toBe(200);
    const del = await http.request('DELETE', `api/users/${created.body.id}`, { token: deptToken });
    expect(del.status).toBe(403);
  });

  it('nobody removes their own last administrator role', async () => {
    const response = await http.request<{ code: string }>(
      'DELETE',
      `api/users/${DEMO_PERSONAS.orgAdmin.id}/roles/${ROLES.org_admin.id}`,
      { token: orgToken },
    );
    expect(response.status).toBe(403);
    const roles = await http.request<unknown[]>('GET', `api/users/${DEMO_PERSONAS.orgAdmin.id}/roles`, {
      token: orgToken,
    });
    expect(roles.body).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import { permissionMatrix, type Outcome } from '../../../../tests/support/permission-matrix.js';
import { useTestServer } from '../../../../tests/support/suite.js';
import { DEMO_PERSONAS } from '../users/index.js';
import { DEMO_BRANCHES, DEMO_DEPARTMENTS, DEMO_ORGANIZATIONS, DEMO_SEASONS } from './organizations.seed.js';

// Organizations, branches, departments and seasons through the real GraphQL API, as every demo persona
// and across both organizations (organizations.policy.ts): members read their organization's public
// data; plan and storage are for its administrators; branch and department admins change their own
// branch or department; the rest of the structure is the organization admin's; organizations are
// created and archived by a super admin. Another organization's rows answer NOT_FOUND like unknown ids.

type Persona = keyof typeof DEMO_PERSONAS;
const PERSONAS = Object.keys(DEMO_PERSONAS) as Persona[];
const KARTAL = DEMO_ORGANIZATIONS.kartal.id;
const ANADOLU = DEMO_ORGANIZATIONS.anadolu.id;

const t = useTestServer(DEMO_PERSONAS);
const gql = async <T = Record<string, unknown>>(
  persona: Persona,
  query: string,
  variables: Record<string, unknown> = {},
) => t.http.graphql<T>(query, variables, t.tokens[persona]);
const code = (answer: { errors?: { extensions?: { code?: string } }[] }) =>
  answer.errors?.[0]?.extensions?.code;

const ORGANIZATION = `id name slug type locale email plan { name } storageUsedBytes storageQuotaBytes archivedAt
  branches { name } departments { name sport } currentSeason { name startsOn endsOn current }`;

describe('reading the organization', () => {
  it('shows members the public data and only administrators the plan and storage', async () => {
    for (const persona of PERSONAS) {
      const answer = await gql<{ myOrganization: Record<string, unknown> }>(
        persona,
        `{ myOrganization { ${ORGANIZATION} } }`,
      );
      expect(answer.errors, persona).toBeUndefined();
      const organization = answer.data!.myOrganization;
      const own = persona === 'otherOrgAdmin' ? DEMO_ORGANIZATIONS.anadolu : DEMO_ORGANIZATIONS.kartal;
      expect(organization, persona).toMatchObject({
        id: own.id,
        name: own.name,
        slug: own.slug,
        locale: 'tr',
      });
      const administers = ['superAdmin', 'orgAdmin', 'otherOrgAdmin'].includes(persona);
      expect(organization.plan === null, persona).toBe(!administers);
      expect(organization.storageUsedBytes === null, persona).toBe(!administers);
      expect(organization.currentSeason, persona).toMatchObject({ name: '2026–2027', current: true });
    }
    const kartal = await gql<{ organization: Record<string, unknown> }>(
      'orgAdmin',
      `query ($id: ID!) { organization(id: $id) { ${ORGANIZATION} } }`,
      {
        id: KARTAL,
      },
    );
    expect(kartal.data?.organization).toMatchObject({
      plan: { name: 'Premium' },
      storageQuotaBytes: 1024 ** 3,
      branches: [{ name: 'Ataşehir' }, { name: 'Beşiktaş' }, { name: 'Kadıköy' }],
      departments: [
        { name: 'Basketbol', sport: 'basketball' },
        { name: 'Futbol', sport: 'football' },
        { name: 'Voleybol', sport: 'volleyball' },
      ],
      currentSeason: { startsOn: '2026-09-01', endsOn: '2027-06-30' },
    });
  });

  it('lists organizations: every one to a super admin, one’s own to anyone else; another’s is NOT_FOUND', async () => {
    const all = await gql<{ organizations: { totalCount: number; nodes: { id: string }[] } }>(
      'superAdmin',
      '{ organizations(first: 500) { totalCount nodes { id } } }',
    );
    expect(all.data?.organizations.nodes.map((o) => o.id)).toEqual(expect.arrayContaining([KARTAL, ANADOLU]));
    for (const persona of PERSONAS.filter((p) => p !== 'superAdmin')) {
      const own = await gql<{ organizations: { totalCount: number; nodes: { id: string }[] } }>(
        persona,
        '{ organizations(includeArchived: true) { totalCount nodes { id } } }',
      );
      expect(own.data?.organizations, persona).toEqual({
        totalCount: 1,
        nodes: [{ id: DEMO_PERSONAS[persona].organizationId }],
      });
      const other = await gql(persona, 'query ($id: ID!) { organization(id: $id) { id } }', {
        id: persona === 'otherOrgAdmin' ? KARTAL : ANADOLU,
      });
      expect(code(other), persona).toBe('NOT_FOUND');
    }
    const search = await gql<{ organizations: { nodes: { slug: string }[] } }>(
      'superAdmin',
      '{ organizations(query: "yüzme") { nodes { slug } } }',
    );
    expect(search.data?.organizations.nodes).toEqual([{ slug: 'anadolu' }]);
    const schools = await gql<{
      organizations: { totalCount: number; nodes: { slug: string; type: string }[] };
    }>('superAdmin', '{ organizations(type: school, first: 500) { totalCount nodes { slug type } } }');
    expect(schools.data?.organizations.nodes.map((o) => o.type)).not.toContain('club');
    expect(schools.data?.organizations.nodes.map((o) => o.slug)).toContain('anadolu');
    expect(schools.data?.organizations.nodes.map((o) => o.slug)).not.toContain('kartal');
    expect(schools.data?.organizations.totalCount).toBe(schools.data?.organizations.nodes.length);
    const unknownType = await gql('superAdmin', '{ organizations(type: "club") { totalCount } }');
    expect(code(unknownType)).toBe('BAD_REQUEST');
  });

  it('pages branches with a cursor, filters, and refuses a bad cursor', async () => {
    const first = await gql<{
      branches: { totalCount: number; endCursor: string; nodes: { name: string }[] };
    }>('regular', '{ branches(first: 2) { totalCount endCursor nodes { name } } }');
    expect(first.data?.branches).toMatchObject({
      totalCount: 3,
      nodes: [{ name: 'Ataşehir' }, { name: 'Beşiktaş' }],
    });
    const second = await gql<{ branches: { endCursor: string | null; nodes: { name: string }[] } }>(
      'regular',
      'query ($after: String) { branches(first: 2, after: $after) { endCursor nodes { name } } }',
      { after: first.data?.branches.endCursor },
    );
    expect(second.data?.branches).toEqual({ endCursor: null, nodes: [{ name: 'Kadıköy' }] });
    const sports = await gql<{ departments: { nodes: { name: string }[] } }>(
      'otherOrgAdmin',
      '{ departments(sport: water_polo) { nodes { name } } }',
    );
    expect(sports.data?.departments.nodes).toEqual([{ name: 'Sutopu' }]);
    const seasons = await gql<{ seasons: { nodes: { name: string; current: boolean }[] } }>(
      'parent',
      '{ seasons { nodes { name current } } }',
    );
    expect(seasons.data?.seasons.nodes).toEqual([
      { name: '2026–2027', current: true },
      { name: '2025–2026', current: false },
    ]);
    const bad = await gql('regular', '{ branches(after: "garbage") { nodes { id } } }');
    expect(code(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0]?.extensions?.fieldErrors).toHaveProperty('after');
  });
});

describe('changing the structure', () => {
  it('creates an organization with its first admin, who can sign in and administer it', async () => {
    const slug = `test-${Date.now().toString(36)}`;
    const email = `${slug}@test.arena.local`;
    const created = await gql<{ createOrganization: { id: string; slug: string; plan: { name: string } } }>(
      'superAdmin',
      `mutation ($input: CreateOrganizationInput!) { createOrganization(input: $input) { id slug plan { name } } }`,
      {
        input: {
          name: 'Ege Yelken Kulübü',
          slug: slug.toUpperCase(),
          type: 'club',
          planId: '00000000-0000-4000-8005-000000000002',
          admin: { fullName: 'Deniz Ege', email, password: 'Ege-Yelken-2026' },
        },
      },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data?.createOrganization).toMatchObject({ slug });
    const signIn = await t.http.request<{ accessToken: string }>('POST', 'api/auth/sign-in', {
      body: { email, password: 'Ege-Yelken-2026' },
    });
    expect(signIn.status).toBe(200);
    const mine = await t.http.graphql<{ myOrganization: { id: string; storageUsedBytes: number } }>(
      '{ myOrganization { id storageUsedBytes } }',
      {},
      signIn.body.accessToken,
    );
    expect(mine.data?.myOrganization).toEqual({
      id: created.data?.createOrganization.id,
      storageUsedBytes: 0,
    });
    const again = await gql(
      'superAdmin',
      `mutation ($input: CreateOrganizationInput!) { createOrganization(input: $input) { id } }`,
      { input: { name: 'X', slug, type: 'school', admin: { fullName: 'Y', email: `other-${email}` } } },
    );
    expect(code(again)).toBe('CONFLICT');
    expect(again.errors?.[0]?.extensions?.fieldErrors).toEqual({
      slug: 'Another organization uses this slug',
    });
    const invalid = await gql(
      'superAdmin',
      `mutation ($input: CreateOrganizationInput!) { createOrganization(input: $input) { id } }`,
      {
        input: {
          name: '',
          slug: 'a b',
          type: 'club',
          admin: { fullName: 'Y', email: 'not-an-email', password: 'short' },
        },
      },
    );
    expect(code(invalid)).toBe('BAD_USER_INPUT');
    expect(Object.keys(invalid.errors?.[0]?.extensions?.fieldErrors ?? {}).sort()).toEqual(
      ['admin.email', 'admin.password', 'name', 'slug'].sort(),
    );
  });

  it('invites a first admin without a password by mail', async () => {
    const slug = `invite-${Date.now().toString(36)}`;
    const before = await t.server.dataSource.query<{ count: number }[]>(
      'SELECT count(*)::int AS count FROM mail_outbox',
    );
    const created = await gql(
      'superAdmin',
      `mutation ($input: CreateOrganizationInput!) { createOrganization(input: $input) { id } }`,
      {
        input: {
          name: 'Davet Okulu',
          slug,
          type: 'school',
          admin: { fullName: 'Davetli', email: `${slug}@test.arena.local` },
        },
      },
    );
    expect(created.errors).toBeUndefined();
    const after = await t.server.dataSource.query<{ count: number }[]>(
      'SELECT count(*)::int AS count FROM mail_outbox',
    );
    expect(after[0]!.count).toBe(before[0]!.count + 1);
  });

  it('keeps one current season: switching moves the mark, the current one cannot be archived', async () => {
    const created = await gql<{ createSeason: { id: string; current: boolean } }>(
      'orgAdmin',
      'mutation { createSeason(input: { name: "2027–2028", startsOn: "2027-09-01", endsOn: "2028-06-30" }) { id current } }',
    );
    expect(created.data?.createSeason.current).toBe(false);
    const id = created.data!.createSeason.id;
    const switched = await gql<{ setCurrentSeason: { current: boolean } }>(
      'orgAdmin',
      'mutation ($id: ID!) { setCurrentSeason(id: $id) { current } }',
      { id },
    );
    expect(switched.data?.setCurrentSeason.current).toBe(true);
    const current = await t.server.dataSource.query<{ id: string }[]>(
      'SELECT id FROM seasons WHERE organization_id = $1 AND current',
      [KARTAL],
    );
    expect(current).toEqual([{ id }]);
    const archive = await gql('orgAdmin', 'mutation ($id: ID!) { archiveSeason(id: $id) { id } }', { id });
    expect(code(archive)).toBe('BAD_USER_INPUT');
    await gql('orgAdmin', 'mutation ($id: ID!) { setCurrentSeason(id: $id) { id } }', {
      id: DEMO_SEASONS.kartalCurrent.id,
    });
    const archived = await gql<{ archiveSeason: { archivedAt: string } }>(
      'orgAdmin',
      'mutation ($id: ID!) { archiveSeason(id: $id) { archivedAt } }',
      { id },
    );
    expect(archived.data?.archiveSeason.archivedAt).toEqual(expect.any(String));
    const dates = await gql(
      'orgAdmin',
      'mutation { createSeason(input: { name: "Ters", startsOn: "2027-09-01", endsOn: "2027-01-01" }) { id } }',
    );
    expect(dates.errors?.[0]?.extensions?.fieldErrors).toEqual({
      endsOn: 'The season must end on or after its start',
    });
  });

  it('refuses a duplicate name, validates fields and hides archived rows from members', async () => {
    const duplicate = await gql('orgAdmin', 'mutation { createBranch(input: { name: "Kadıköy" }) { id } }');
    expect(code(duplicate)).toBe('CONFLICT');
    const invalid = await gql(
      'orgAdmin',
      'mutation { createBranch(input: { name: "Üsküdar", latitude: 120, phone: "call me" }) { id } }',
    );
    expect(Object.keys(invalid.errors?.[0]?.extensions?.fieldErrors ?? {}).sort()).toEqual([
      'latitude',
      'phone',
    ]);
    const created = await gql<{ createBranch: { id: string } }>(
      'orgAdmin',
      'mutation { createBranch(input: { name: "Üsküdar", phone: "+90 216 555 01 40", active: false }) { id } }',
    );
    const id = created.data!.createBranch.id;
    await gql('orgAdmin', 'mutation ($id: ID!) { archiveBranch(id: $id) { id } }', { id });
    for (const persona of ['regular', 'branchAdmin'] as const) {
      const read = await gql(persona, 'query ($id: ID!) { branch(id: $id) { id } }', { id });
      expect(code(read), persona).toBe('NOT_FOUND');
      const list = await gql<{ branches: { nodes: { id: string }[] } }>(
        persona,
        '{ branches(includeArchived: true) { nodes { id } } }',
      );
      expect(
        list.data?.branches.nodes.map((b) => b.id),
        persona,
      ).not.toContain(id);
    }
    const admin = await gql<{ branches: { nodes: { id: string }[] } }>(
      'orgAdmin',
      '{ branches(includeArchived: true, active: false) { nodes { id } } }',
    );
    expect(admin.data?.branches.nodes.map((b) => b.id)).toContain(id);
    // A same-named branch made meanwhile blocks the restore.
    await gql('orgAdmin', 'mutation { createBranch(input: { name: "üsküdar" }) { id } }');
    const restore = await gql('orgAdmin', 'mutation ($id: ID!) { restoreBranch(id: $id) { id } }', { id });
    expect(code(restore)).toBe('CONFLICT');
  });
});

// ——— the permission matrix ———

type Op =
  | 'list'
  | 'read'
  | 'createOrganization'
  | 'updateOrganization'
  | 'archiveOrganization'
  | 'branches'
  | 'createBranch'
  | 'updateBranch'
  | 'archiveBranch'
  | 'restoreBranch'
  | 'createDepartment'
  | 'updateDepartment'
  | 'archiveDepartment'
  | 'createSeason'
  | 'updateSeason';

interface Target {
  organizationId: string;
  branchId: string;
  departmentId: string;
  seasonId: string;
}

const SUPER: Record<Op, Outcome> = {
  list: 'ok',
  read: 'ok',
  createOrganization: 'ok',
  updateOrganization: 'ok',
  archiveOrganization: 'ok',
  branches: 'ok',
  createBranch: 'ok',
  updateBranch: 'ok',
  archiveBranch: 'ok',
  restoreBranch: 'ok',
  createDepartment: 'ok',
  updateDepartment: 'ok',
  archiveDepartment: 'ok',
  createSeason: 'ok',
  updateSeason: 'ok',
};
const MEMBER: Record<Op, Outcome> = {
  list: 'ok',
  read: 'ok',
  createOrganization: 'FORBIDDEN',
  updateOrganization: 'FORBIDDEN',
  archiveOrganization: 'FORBIDDEN',
  branches: 'ok',
  createBranch: 'FORBIDDEN',
  updateBranch: 'FORBIDDEN',
  archiveBranch: 'FORBIDDEN',
  restoreBranch: 'NOT_FOUND',
  createDepartment: 'FORBIDDEN',
  updateDepartment: 'FORBIDDEN',
  archiveDepartment: 'FORBIDDEN',
  createSeason: 'FORBIDDEN',
  updateSeason: 'FORBIDDEN',
};
const EXPECTED: Record<Persona, Record<Op, Outcome>> = {
  superAdmin: SUPER,
  orgAdmin: { ...SUPER, createOrganization: 'FORBIDDEN', archiveOrganization: 'FORBIDDEN' },
  // The targets are the Kadıköy branch and the Futbol department: theirs to change, nothing else.
  branchAdmin: { ...MEMBER, updateBranch: 'ok' },
  deptAdmin: { ...MEMBER, updateDepartment: 'ok' },
  parent: MEMBER,
  company: MEMBER,
  regular: MEMBER,
  otherOrgAdmin: {
    list: 'ok',
    read: 'NOT_FOUND',
    createOrganization: 'FORBIDDEN',
    updateOrganization: 'NOT_FOUND',
    // Only a super admin archives: refused before any row is read, whatever the id.
    archiveOrganization: 'FORBIDDEN',
    branches: 'ok',
    createBranch: 'NOT_FOUND',
    updateBranch: 'NOT_FOUND',
    archiveBranch: 'NOT_FOUND',
    restoreBranch: 'NOT_FOUND',
    createDepartment: 'NOT_FOUND',
    updateDepartment: 'NOT_FOUND',
    archiveDepartment: 'NOT_FOUND',
    createSeason: 'NOT_FOUND',
    updateSeason: 'NOT_FOUND',
  },
};

describe('the permission matrix: every structure operation as each persona', () => {
  let made = 0;
  const db = () => t.server.dataSource;
  permissionMatrix<Persona, Op, Target>({
    personas: PERSONAS,
    token: (persona) => t.tokens[persona],
    http: () => t.http,
    expected: EXPECTED,
    transports: ['GraphQL'],
    // Kartal and its Kadıköy branch and Futbol department; a fresh branch, department or season where
    // the operation archives or restores; a fresh organization for the super admin's archive.
    async target(op, persona) {
      const n = ++made;
      const target: Target = {
        organizationId: KARTAL,
        branchId: DEMO_BRANCHES.kadikoy.id,
        departmentId: DEMO_DEPARTMENTS.football.id,
        seasonId: DEMO_SEASONS.kartalPrevious.id,
      };
      if (op === 'archiveOrganization' && persona === 'superAdmin') {
        target.organizationId = (await t.factories.organization()).id;
      }
      if (op === 'archiveBranch' || op === 'restoreBranch') {
        const [row] = await db().query<{ id: string }[]>(
          `INSERT INTO branches (organization_id, name, archived_at) VALUES ($1, $2, ${op === 'restoreBranch' ? 'now()' : 'NULL'}) RETURNING id`,
          [KARTAL, `Matrix Branch ${n}`],
        );
        target.branchId = row!.id;
      }
      if (op === 'archiveDepartment') {
        const [row] = await db().query<{ id: string }[]>(
          `INSERT INTO departments (organization_id, name, sport) VALUES ($1, $2, 'chess') RETURNING id`,
          [KARTAL, `Matrix Department ${n}`],
        );
        target.departmentId = row!.id;
      }
      return target;
    },
    async digest() {
      const [row] = await db().query<{ digest: string }[]>(
        `SELECT md5(concat_ws('|',
           (SELECT string_agg(o::text, '|' ORDER BY o.id) FROM organizations o),
           (SELECT string_agg(b::text, '|' ORDER BY b.id) FROM branches b),
           (SELECT string_agg(d::text, '|' ORDER BY d.id) FROM departments d),
           (SELECT string_agg(s::text, '|' ORDER BY s.id) FROM seasons s),
           (SELECT count(*) FROM users)::text)) AS digest`,
      );
      return row?.digest ?? '';
    },
    calls: {
      list: () => ({ graphql: ['{ organizations(first: 500) { nodes { id } } }'], field: 'organizations' }),
      read: ({ organizationId }) => ({
        graphql: [
          'query ($id: ID!) { organization(id: $id) { id name plan { id } } }',
          { id: organizationId },
        ],
        field: 'organization',
      }),
      createOrganization: (_target, label) => ({
        graphql: [
          'mutation ($input: CreateOrganizationInput!) { createOrganization(input: $input) { id name } }',
          {
            input: {
              name: `Matrix ${label}`,
              slug: `matrix-${++made}-${Date.now().toString(36)}`,
              type: 'school',
              admin: {
                fullName: 'Matrix Admin',
                email: `matrix-${made}-${Date.now()}@test.arena.local`,
                password: 'Matrix-Admin-2026',
              },
            },
          },
        ],
        field: 'createOrganization',
      }),
      updateOrganization: ({ organizationId }) => ({
        graphql: [
          'mutation ($id: ID!) { updateOrganization(id: $id, input: { phone: "+90 216 555 01 99" }) { id phone } }',
          { id: organizationId },
        ],
        field: 'updateOrganization',
      }),
      archiveOrganization: ({ organizationId }) => ({
        graphql: [
          'mutation ($id: ID!) { archiveOrganization(id: $id) { id archivedAt } }',
          { id: organizationId },
        ],
        field: 'archiveOrganization',
      }),
      branches: () => ({
        graphql: ['{ branches(first: 500) { nodes { id organizationId } } }'],
        field: 'branches',
      }),
      createBranch: (_target, label) => ({
        graphql: [
          'mutation ($org: ID, $name: String) { createBranch(organizationId: $org, input: { name: $name }) { id organizationId } }',
          { org: KARTAL, name: `Created ${label}` },
        ],
        field: 'createBranch',
      }),
      updateBranch: ({ branchId }) => ({
        graphql: [
          'mutation ($id: ID!) { updateBranch(id: $id, input: { phone: "+90 216 555 01 11" }) { id phone } }',
          { id: branchId },
        ],
        field: 'updateBranch',
      }),
      archiveBranch: ({ branchId }) => ({
        graphql: ['mutation ($id: ID!) { archiveBranch(id: $id) { id archivedAt } }', { id: branchId }],
        field: 'archiveBranch',
      }),
      restoreBranch: ({ branchId }) => ({
        graphql: ['mutation ($id: ID!) { restoreBranch(id: $id) { id archivedAt } }', { id: branchId }],
        field: 'restoreBranch',
      }),
      createDepartment: (_target, label) => ({
        graphql: [
          'mutation ($org: ID, $name: String) { createDepartment(organizationId: $org, input: { name: $name, sport: handball }) { id sport } }',
          { org: KARTAL, name: `Created ${label}` },
        ],
        field: 'createDepartment',
      }),
      updateDepartment: ({ departmentId }) => ({
        graphql: [
          'mutation ($id: ID!) { updateDepartment(id: $id, input: { sport: football }) { id sport } }',
          { id: departmentId },
        ],
        field: 'updateDepartment',
      }),
      archiveDepartment: ({ departmentId }) => ({
        graphql: [
          'mutation ($id: ID!) { archiveDepartment(id: $id) { id archivedAt } }',
          { id: departmentId },
        ],
        field: 'archiveDepartment',
      }),
      createSeason: (_target, label) => ({
        graphql: [
          'mutation ($org: ID, $name: String) { createSeason(organizationId: $org, input: { name: $name, startsOn: "2028-09-01", endsOn: "2029-06-30" }) { id current } }',
          { org: KARTAL, name: `Season ${label}` },
        ],
        field: 'createSeason',
      }),
      updateSeason: ({ seasonId }) => ({
        graphql: [
          'mutation ($id: ID!) { updateSeason(id: $id, input: { endsOn: "2026-07-15" }) { id endsOn } }',
          { id: seasonId },
        ],
        field: 'updateSeason',
      }),
    },
    async expectAllowed({ op, persona, target, answer, where }) {
      const value = answer as Record<string, unknown>;
      const own = DEMO_PERSONAS[persona].organizationId;
      switch (op) {
        case 'list':
        case 'branches': {
          const nodes = value.nodes as { id: string; organizationId?: string }[];
          if (persona === 'superAdmin') expect(nodes.length, where).toBeGreaterThan(1);
          else if (op === 'list') expect(nodes, where).toEqual([{ id: own }]);
          else
            expect(nodes.every((node) => node.organizationId === own) && nodes.length >= 2, where).toBe(true);
          return;
        }
        case 'read':
          expect(value.id, where).toBe(target.organizationId);
          expect(value.plan === null, where).toBe(!['superAdmin', 'orgAdmin'].includes(persona));
          return;
        case 'createOrganization':
        case 'createBranch':
        case 'createSeason':
          expect(value.id, where).toEqual(expect.any(String));
          if (op === 'createBranch') expect(value.organizationId, where).toBe(KARTAL);
          if (op === 'createSeason') expect(value.current, where).toBe(false);
          return;
        case 'createDepartment':
          expect(value.sport, where).toBe('handball');
          return;
        case 'updateOrganization':
          expect(value, where).toEqual({ id: KARTAL, phone: '+90 216 555 01 99' });
          return;
        case 'updateBranch':
          expect(value, where).toEqual({ id: target.branchId, phone: '+90 216 555 01 11' });
          return;
        case 'updateDepartment':
          expect(value, where).toEqual({ id: target.departmentId, sport: 'football' });
          return;
        case 'updateSeason':
          expect(value, where).toEqual({ id: target.seasonId, endsOn: '2026-07-15' });
          return;
        case 'archiveOrganization':
        case 'archiveBranch':
        case 'archiveDepartment':
          expect(value.archivedAt, where).toEqual(expect.any(String));
          return;
        case 'restoreBranch':
          expect(value.archivedAt, where).toBeNull();
          return;
      }
    },
  });
});

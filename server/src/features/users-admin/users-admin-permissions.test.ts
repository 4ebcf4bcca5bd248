import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInToken } from '../../../../tests/support/auth.js';
import { createHttp } from '../../../../tests/support/http.js';
import { startTestServer, type TestServer } from '../../../../tests/support/server.js';
import { seedId } from '../../shared/seed-ids.js';
import { DEMO_BRANCHES, DEMO_DEPARTMENTS, DEMO_ORGANIZATIONS } from '../organizations/index.js';
import { DEMO_PERSONAS, demoMembers, ROLES } from '../users/index.js';

// The permission matrix of user administration: every operation as each of the seven personas and the
// Anadolu organization admin. A user the viewer may not see answers exactly like an id that does not exist.

type Persona = keyof typeof DEMO_PERSONAS;
const PERSONAS = Object.keys(DEMO_PERSONAS) as Persona[];
const KARTAL = DEMO_ORGANIZATIONS.kartal.id;
const ANADOLU = DEMO_ORGANIZATIONS.anadolu.id;
const members = demoMembers();
const kadikoyMember = members[0]?.id ?? ''; // given a Kadıköy-scoped grant below
const footballMember = members[1]?.id ?? ''; // given a Futbol-scoped grant below
const kartalMember = members[2]?.id ?? '';
const anadoluMember = members[45]?.id ?? '';
// Deleted by the matrix, so kept apart from the users the cross-tenant checks rely on.
const superTarget = members[5]?.id ?? '';
const orgTarget = members[4]?.id ?? '';
const anadoluTarget = members[46]?.id ?? '';
const RANDOM = seedId('user', 0xdead);

let t: TestServer;
let http: ReturnType<typeof createHttp>;
const tokens = {} as Record<Persona, string>;

beforeAll(async () => {
  t = await startTestServer();
  http = createHttp(t.url);
  await Promise.all(
    PERSONAS.map(async (persona) => {
      tokens[persona] = await signInToken(t.url, DEMO_PERSONAS[persona]);
    }),
  );
  const grants = [
    [kadikoyMember, 'branch', DEMO_BRANCHES.kadikoy.id],
    [footballMember, 'department', DEMO_DEPARTMENTS.football.id],
  ] as const;
  for (const [userId, scopeType, scopeId] of grants) {
    const response = await http.request('POST', `api/users/${userId}/roles`, {
      token: tokens.superAdmin,
      body: { roleId: ROLES.user.id, scopeType, scopeId },
    });
    expect(response.status).toBe(200);
  }
});
afterAll(async () => {
  await t?.close();
});

/** Who each persona administers: the user its allowed operations are tried on. */
const OWN_TARGET: Record<Persona, string> = {
  superAdmin: superTarget,
  orgAdmin: orgTarget,
  branchAdmin: kadikoyMember,
  deptAdmin: footballMember,
  parent: DEMO_PERSONAS.parent.id,
  company: DEMO_PERSONAS.company.id,
  regular: DEMO_PERSONAS.regular.id,
  otherOrgAdmin: anadoluTarget,
};

/** The scope each persona would grant a member role in. */
const GRANT_SCOPE: Record<Persona, { scopeType: string; scopeId: string }> = {
  superAdmin: { scopeType: 'organization', scopeId: KARTAL },
  orgAdmin: { scopeType: 'organization', scopeId: KARTAL },
  branchAdmin: { scopeType: 'branch', scopeId: DEMO_BRANCHES.kadikoy.id },
  deptAdmin: { scopeType: 'department', scopeId: DEMO_DEPARTMENTS.football.id },
  parent: { scopeType: 'organization', scopeId: KARTAL },
  company: { scopeType: 'organization', scopeId: KARTAL },
  regular: { scopeType: 'organization', scopeId: KARTAL },
  otherOrgAdmin: { scopeType: 'organization', scopeId: ANADOLU },
};

type Op = 'read' | 'update' | 'roles' | 'subresource' | 'assign' | 'unassign' | 'delete';

async function run(persona: Persona, op: Op, userId: string) {
  const token = tokens[persona];
  switch (op) {
    case 'read':
      return http.request('GET', `api/users/${userId}`, { token });
    case 'update':
      return http.request('PATCH', `api/users/${userId}`, { token, body: { phone: '+90 555 111 22 33' } });
    case 'roles':
      return http.request('GET', `api/users/${userId}/roles`, { token });
    case 'subresource':
      return http.request('GET', `api/users/${userId}/documents`, { token });
    case 'assign':
      return http.request('POST', `api/users/${userId}/roles`, {
        token,
        body: { roleId: ROLES.parent.id, ...GRANT_SCOPE[persona] },
      });
    case 'unassign':
      return http.request('DELETE', `api/users/${userId}/roles/${ROLES.parent.id}`, { token });
    case 'delete':
      return http.request('DELETE', `api/users/${userId}`, { token });
  }
}

// Expected status of each operation on the persona's own target (OWN_TARGET).
const EXPECTED: Record<Persona, Record<Op, number>> = {
  superAdmin: {
    read: 200,
    update: 200,
    roles: 200,
    subresource: 200,
    assign: 200,
    unassign: 200,
    delete: 200,
  },
  orgAdmin: { read: 200, update: 200, roles: 200, subresource: 200, assign: 200, unassign: 200, delete: 200 },
  branchAdmin: {
    read: 200,
    update: 200,
    roles: 200,
    subresource: 200,
    assign: 200,
    unassign: 200,
    delete: 403,
  },
  deptAdmin: {
    read: 200,
    update: 200,
    roles: 200,
    subresource: 200,
    assign: 200,
    unassign: 200,
    delete: 403,
  },
  // Parents, companies and regular users read themselves and change nothing here.
  parent: { read: 200, update: 403, roles: 200, subresource: 200, assign: 403, unassign: 403, delete: 403 },
  company: { read: 200, update: 403, roles: 200, subresource: 200, assign: 403, unassign: 403, delete: 403 },
  regular: { read: 200, update: 403, roles: 200, subresource: 200, assign: 403, unassign: 403, delete: 403 },
  otherOrgAdmin: {
    read: 200,
    update: 200,
    roles: 200,
    subresource: 200,
    assign: 200,
    unassign: 200,
    delete: 200,
  },
};
const OPS: Op[] = ['read', 'update', 'roles', 'subresource', 'assign', 'unassign', 'delete'];

describe('permission matrix on each persona’s own target', () => {
  for (const persona of PERSONAS) {
    it(`${persona}`, async () => {
      for (const op of OPS) {
        // unassign takes the parent role given by assign; a persona that may not assign removes its own role.
        const target = OWN_TARGET[persona];
        const response =
          op === 'unassign' && EXPECTED[persona].assign === 403
            ? await http.request(
                'DELETE',
                `api/users/${target}/roles/${ROLES[DEMO_PERSONAS[persona].role].id}`,
                {
                  token: tokens[persona],
                },
              )
            : await run(persona, op, target);
        expect(response.status, `${persona} ${op}`).toBe(EXPECTED[persona][op]);
      }
    });
  }
});

describe('create and list as each persona', () => {
  const MAY_CREATE: Persona[] = ['superAdmin', 'orgAdmin', 'branchAdmin', 'deptAdmin', 'otherOrgAdmin'];

  for (const persona of PERSONAS) {
    it(`${persona} creates: ${MAY_CREATE.includes(persona) ? 'allowed' : 'FORBIDDEN'}`, async () => {
      const response = await http.request<{ code?: string; id?: string }>('POST', 'api/users', {
        token: tokens[persona],
        body: {
          full_name: `Created by ${persona}`,
          email: `created.by.${persona.toLowerCase()}@arena.example`,
        },
      });
      if (MAY_CREATE.includes(persona)) {
        expect(response.status).toBe(200);
        // What one creates one can read back.
        expect(
          (await http.request('GET', `api/users/${response.body.id}`, { token: tokens[persona] })).status,
        ).toBe(200);
      } else {
        expect(response.status).toBe(403);
        expect(response.body.code).toBe('FORBIDDEN');
      }
    });
  }

  it('lists only the users each persona may see', async () => {
    const ids = async (persona: Persona) => {
      const response = await http.request<{ id: string }[]>('GET', 'api/users?size=200', {
        token: tokens[persona],
      });
      expect(response.status).toBe(200);
      return response.body.map((u) => u.id);
    };
    for (const persona of ['parent', 'company', 'regular'] as const) {
      expect(await ids(persona)).toEqual([DEMO_PERSONAS[persona].id]);
    }
    const branch = await ids('branchAdmin');
    expect(branch).toContain(kadikoyMember);
    expect(branch).toContain(DEMO_PERSONAS.branchAdmin.id);
    expect(branch).not.toContain(kartalMember);
    expect(branch).not.toContain(footballMember);
    const dept = await ids('deptAdmin');
    expect(dept).toContain(footballMember);
    expect(dept).not.toContain(kadikoyMember);
    const kartalAdmin = await ids('orgAdmin');
    expect(kartalAdmin).not.toContain(anadoluMember);
    expect(kartalAdmin).not.toContain(DEMO_PERSONAS.otherOrgAdmin.id);
    const anadoluAdmin = await ids('otherOrgAdmin');
    expect(anadoluAdmin).not.toContain(kartalMember);
    expect(anadoluAdmin).not.toContain(DEMO_PERSONAS.orgAdmin.id);
    // The demo has more users than one page of 200 (coaches, guardians…): a super admin's page is full.
    const [{ count } = { count: 0 }] = await t.dataSource.query<{ count: number }[]>(
      'SELECT count(*)::int AS count FROM users',
    );
    expect(await ids('superAdmin')).toHaveLength(Math.min(200, count));
    expect(count).toBeGreaterThan(kartalAdmin.length + anadoluAdmin.length - 1);
  });
});

describe('tenants cannot read, change or detect each other’s users', () => {
  const CROSS: [Persona, string][] = [
    ...PERSONAS.filter((p) => p !== 'superAdmin' && p !== 'otherOrgAdmin').map(
      (p) => [p, anadoluMember] as [Persona, string],
    ),
    ['orgAdmin', DEMO_PERSONAS.otherOrgAdmin.id],
    ['otherOrgAdmin', kartalMember],
    ['otherOrgAdmin', DEMO_PERSONAS.orgAdmin.id],
    ['otherOrgAdmin', DEMO_PERSONAS.superAdmin.id],
  ];

  for (const [persona, hidden] of CROSS) {
    it(`${persona} → ${hidden === anadoluMember ? 'an Anadolu member' : hidden}`, async () => {
      for (const op of OPS) {
        const onHidden = await run(persona, op, hidden);
        const onRandom = await run(persona, op, RANDOM);
        expect(onHidden.status, `${persona} ${op}`).toBe(404);
        expect(onHidden.body, `${persona} ${op}`).toEqual(onRandom.body);
      }
      // Nothing changed.
      const [row] = (await t.dataSource.query('SELECT phone FROM users WHERE id = $1', [hidden])) as {
        phone: string | null;
      }[];
      expect(row?.phone).not.toBe('+90 555 111 22 33');
    });
  }

  it('GraphQL answers NOT_FOUND the same way', async () => {
    const query = `query ($id: ID!) { adminUser(id: $id) { id } }`;
    const hidden = await http.graphql(query, { id: anadoluMember }, tokens.orgAdmin);
    const random = await http.graphql(query, { id: RANDOM }, tokens.orgAdmin);
    expect(hidden.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(hidden.errors?.[0]?.message).toBe(random.errors?.[0]?.message);
  });
});

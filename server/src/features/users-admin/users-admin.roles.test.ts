import { describe, expect, it } from 'vitest';
import { signInToken } from '../../../../tests/support/auth.js';
import { seedId } from '../../shared/seed-ids.js';
import { DEMO_BRANCHES, DEMO_DEPARTMENTS, DEMO_ORGANIZATIONS } from '../organizations/index.js';
import { DEMO_PERSONAS, demoMembers, ROLES } from '../users/index.js';
import { KARTAL, usersAdminSuite, type RestUser } from './users-admin.test-kit.js';

// Roles and role links through the real HTTP API: the roles anyone signed in reads, giving and taking a
// scoped role (audited in the organization's log), which scopes fit which role, and what a department
// admin and an administrator of themselves may not do. Users themselves are in users-admin.crud.test.ts.

const { t, query } = usersAdminSuite();

describe('roles and role links', () => {
  it('GET api/roles lists the seven roles to any signed-in user', async () => {
    const response = await t.http.request<{ id: string; name: string; permissions: string[] }[]>(
      'GET',
      'api/roles',
      {
        token: t.tokens.parent,
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
    const post = await t.http.request<Record<string, unknown>>('POST', `api/users/${target?.id}/roles`, {
      token: t.tokens.orgAdmin,
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
    const again = await t.http.request('POST', `api/users/${target?.id}/roles`, {
      token: t.tokens.orgAdmin,
      body: { roleId: ROLES.branch_admin.id, scopeType: 'branch', scopeId: DEMO_BRANCHES.kadikoy.id },
    });
    expect(again.status).toBe(409);

    const roles = await t.http.request<{ role_id: string }[]>('GET', `api/users/${target?.id}/roles`, {
      token: t.tokens.orgAdmin,
    });
    expect(roles.body.map((r) => r.role_id)).toEqual([ROLES.user.id, ROLES.branch_admin.id]);
    const holders = await t.http.request<RestUser[]>('GET', `api/roles/${ROLES.branch_admin.id}/users`, {
      token: t.tokens.orgAdmin,
    });
    expect(holders.body.map((u) => u.id).sort()).toEqual([DEMO_PERSONAS.branchAdmin.id, target?.id].sort());
    const links = await t.http.request<{ user_id: string }[]>('GET', 'api/user-roles', {
      token: t.tokens.orgAdmin,
    });
    expect(links.body.some((l) => l.user_id === DEMO_PERSONAS.otherOrgAdmin.id)).toBe(false);
    expect(links.body.filter((l) => l.user_id === target?.id)).toHaveLength(2);

    const del = await t.http.request('DELETE', `api/users/${target?.id}/roles/${ROLES.branch_admin.id}`, {
      token: t.tokens.orgAdmin,
    });
    expect(del.status).toBe(200);
    expect(del.body).toBe(true);
    const after = await t.http.request<unknown[]>('GET', `api/users/${target?.id}/roles`, {
      token: t.tokens.orgAdmin,
    });
    expect(after.body).toHaveLength(1);
    const gone = await t.http.request('DELETE', `api/users/${target?.id}/roles/${ROLES.branch_admin.id}`, {
      token: t.tokens.orgAdmin,
    });
    expect(gone.status).toBe(404);
  });

  it('audits every role given and taken, in the organization’s log, as the admin who did it', async () => {
    const member = await t.factories.user({ organizationId: KARTAL, role: 'user' });
    const audits = () =>
      query<{
        action: string;
        actor: string;
        organizationId: string;
        before: unknown;
        after: unknown;
        summary: string;
        tr: string;
      }>(
        `SELECT a.action, a.actor_user_id AS actor, a.organization_id AS "organizationId", a.before, a.after,
                a.summary, a.translations->'tr'->>'summary' AS tr
           FROM audit_log a WHERE a.entity_type = 'user_role'
            AND coalesce(a.after, a.before)->>'userId' = $1 ORDER BY a.seq`,
        [member.id],
      );
    const post = await t.http.request<{ id: string }>('POST', `api/users/${member.id}/roles`, {
      token: t.tokens.orgAdmin,
      body: { roleId: ROLES.branch_admin.id, scopeType: 'branch', scopeId: DEMO_BRANCHES.kadikoy.id },
    });
    expect(post.status).toBe(200);
    // A refused grant (the same role again) writes no row.
    const again = await t.http.request('POST', `api/users/${member.id}/roles`, {
      token: t.tokens.orgAdmin,
      body: { roleId: ROLES.branch_admin.id, scopeType: 'branch', scopeId: DEMO_BRANCHES.kadikoy.id },
    });
    expect(again.status).toBe(409);
    const del = await t.http.request('DELETE', `api/users/${member.id}/roles/${ROLES.branch_admin.id}`, {
      token: t.tokens.orgAdmin,
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
    const member = await t.factories.user({ organizationId: KARTAL, role: 'user' });
    for (const [token, roleId] of [
      [t.tokens.orgAdmin, ROLES.parent.id],
      [t.tokens.superAdmin, ROLES.company.id],
      [t.tokens.superAdmin, ROLES.org_admin.id],
    ] as const) {
      const response = await t.http.request<Record<string, unknown>>('POST', `api/users/${member.id}/roles`, {
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
    const branch = await t.http.request<{ code: string }>('POST', `api/users/${member.id}/roles`, {
      token: t.tokens.superAdmin,
      body: { roleId: ROLES.branch_admin.id },
    });
    expect(branch.status).toBe(400);
  });

  it('checks that the scope matches the role and exists', async () => {
    const target = demoMembers()[10]?.id ?? '';
    const before = await query('SELECT count(*)::int AS n FROM user_roles');
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
      const response = await t.http.request('POST', `api/users/${target}/roles`, {
        token: t.tokens.superAdmin,
        body,
      });
      expect(response.status, JSON.stringify(body)).toBe(status);
    }
    const superWithScope = await t.http.request('POST', `api/users/${target}/roles`, {
      token: t.tokens.superAdmin,
      body: { roleId: ROLES.super_admin.id, scopeType: 'organization', scopeId: KARTAL },
    });
    expect(superWithScope.status).toBe(400);
    expect(await query('SELECT count(*)::int AS n FROM user_roles')).toEqual(before);
  });

  it('a department admin gives member roles only inside its department', async () => {
    const deptToken = await signInToken(t.server.url, DEMO_PERSONAS.deptAdmin);
    const created = await t.http.request<RestUser>('POST', 'api/users', {
      token: deptToken,
      body: { full_name: 'Yeni Oyuncu', email: 'yeni.oyuncu@kartal.example' },
    });
    expect(created.status).toBe(200);
    // The new member carries the department's scope, so its creator still sees it.
    const roles = await t.http.request<{ scope_id: string }[]>('GET', `api/users/${created.body.id}/roles`, {
      token: deptToken,
    });
    expect(roles.body.map((r) => r.scope_id)).toEqual([DEMO_DEPARTMENTS.football.id]);
    const parent = await t.http.request('POST', `api/users/${created.body.id}/roles`, {
      token: deptToken,
      body: { roleId: ROLES.parent.id, scopeType: 'department', scopeId: DEMO_DEPARTMENTS.football.id },
    });
    expect(parent.status).toBe(200);
    const admin = await t.http.request('POST', `api/users/${created.body.id}/roles`, {
      token: deptToken,
      body: { roleId: ROLES.dept_admin.id, scopeType: 'department', scopeId: DEMO_DEPARTMENTS.football.id },
    });
    expect(admin.status).toBe(403);
    const elsewhere = await t.http.request('POST', `api/users/${created.body.id}/roles`, {
      token: deptToken,
      body: { roleId: ROLES.parent.id, scopeType: 'organization', scopeId: KARTAL },
    });
    expect(elsewhere.status).toBe(403);
    const remove = await t.http.request('DELETE', `api/users/${created.body.id}/roles/${ROLES.parent.id}`, {
      token: deptToken,
    });
    expect(remove.status).toBe(200);
    const del = await t.http.request('DELETE', `api/users/${created.body.id}`, { token: deptToken });
    expect(del.status).toBe(403);
  });

  it('nobody removes their own last administrator role', async () => {
    const response = await t.http.request<{ code: string }>(
      'DELETE',
      `api/users/${DEMO_PERSONAS.orgAdmin.id}/roles/${ROLES.org_admin.id}`,
      { token: t.tokens.orgAdmin },
    );
    expect(response.status).toBe(403);
    const roles = await t.http.request<unknown[]>('GET', `api/users/${DEMO_PERSONAS.orgAdmin.id}/roles`, {
      token: t.tokens.orgAdmin,
    });
    expect(roles.body).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import { ACCOUNT, accountSuite, firstError, PERSONAS } from './account.test-kit.js';

// The signed-in person's own account as they read it, through the real HTTP API as each kind of persona:
// what they read is theirs, with their roles and the scopes of those roles by name. What they change is
// in account.changes.test.ts.

const { t, query, organization, people, account } = accountSuite();

describe('myAccount', () => {
  it('refuses a request without a token', async () => {
    const response = await t.http.graphql(ACCOUNT);
    expect(firstError(response)?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it.each(PERSONAS)('answers the %s their own account, roles and scopes by name', async (persona) => {
    const me = people[persona];
    const read = await account(me.token);
    expect(read.id).toBe(me.id);
    expect(read.user).toMatchObject({ id: me.id, name: me.name, email: me.email, avatar: null });
    expect(read.language).toBeNull();
    expect(Date.parse(read.memberSince)).toBeLessThanOrEqual(Date.now());
    expect(read.roles).toHaveLength(1);
    if (persona === 'superAdmin') {
      expect(read.user.organization).toBeNull();
      expect(read.roles[0]).toEqual({
        key: 'super_admin',
        name: expect.any(String),
        permissions: expect.arrayContaining(['all', 'super_admin']),
        scopeType: null,
        scopeName: null,
      });
    } else {
      expect(read.user.organization).toEqual({ name: organization.name });
      expect(read.roles[0]).toMatchObject({
        key: { parent: 'parent', company: 'company', regular: 'user' }[persona],
        scopeType: 'organization',
        scopeName: organization.name,
      });
    }
    // Every notification type, with the type's default while the person never chose.
    expect(read.notificationPreferences.length).toBeGreaterThanOrEqual(6);
    for (const preference of read.notificationPreferences) {
      expect(preference.id).toBe(preference.notificationType.id);
      expect(preference.enabled).toBe(preference.notificationType.defaultEnabled);
      expect(preference.chosen).toBe(false);
    }
  });

  it('names branch, department and team scopes', async () => {
    const branch = await t.factories.branch(organization.id);
    const department = await t.factories.department(organization.id);
    const branchAdmin = await t.factories.user({
      organizationId: organization.id,
      role: 'branch_admin',
      scope: { type: 'branch', id: branch.id },
    });
    await query(
      `INSERT INTO user_roles (user_id, role_id, scope_type, scope_id, assigned_at)
       SELECT $1, id, 'department', $2, now() + interval '1 second' FROM roles WHERE key = 'dept_admin'`,
      [branchAdmin.id, department.id],
    );
    const [team] = await query<{ id: string; name: string }>(
      `WITH season AS (
         INSERT INTO seasons (organization_id, name, starts_on, ends_on)
         VALUES ($1, 'Season', '2026-09-01', '2027-06-30') RETURNING id)
       INSERT INTO teams (organization_id, branch_id, department_id, season_id, name, birth_year_min,
                          birth_year_max, gender, capacity)
       SELECT $1, $2, $3, season.id, 'U12 Kartallar', 2014, 2015, 'mixed', 20 FROM season
       RETURNING id, name`,
      [organization.id, branch.id, department.id],
    );
    await query(
      `INSERT INTO user_roles (user_id, role_id, scope_type, scope_id, assigned_at)
       SELECT $1, id, 'team', $2, now() + interval '2 seconds' FROM roles WHERE key = 'user'`,
      [branchAdmin.id, team!.id],
    );
    const read = await account(await branchAdmin.signIn());
    expect(read.roles.map(({ key, scopeType, scopeName }) => ({ key, scopeType, scopeName }))).toEqual([
      { key: 'branch_admin', scopeType: 'branch', scopeName: branch.name },
      { key: 'dept_admin', scopeType: 'department', scopeName: department.name },
      { key: 'user', scopeType: 'team', scopeName: 'U12 Kartallar' },
    ]);
  });
});

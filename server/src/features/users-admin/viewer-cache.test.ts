import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../../tests/support/suite.js';

// The viewer behind a token is kept a few seconds (shared/auth/viewer-cache.ts). Whatever changes what
// the person may do must apply on the very next request: each test first makes the person's token
// cached (a successful request), changes their access through the API, and asks again at once.

const t = useTestServer();

const USERS = '{ adminUsers(page: 0, size: 5) { items { id } pagination { length } } }';

async function setup() {
  const organization = await t.factories.organization();
  const admin = await t.factories.user({ organizationId: null, role: 'super_admin' });
  const member = await t.factories.user({ organizationId: organization.id, role: 'org_admin' });
  // A colleague only an administrator of the organization sees.
  await t.factories.user({ organizationId: organization.id, role: 'org_admin' });
  return { admin: await admin.signIn(), member, memberToken: await member.signIn() };
}

describe('the cached viewer', () => {
  it('loses a role on the very next request once it is taken away', async () => {
    const { admin, member, memberToken } = await setup();
    for (let i = 0; i < 3; i += 1) {
      const before = await t.http.graphql<{ adminUsers: { pagination: { length: number } } }>(
        USERS,
        {},
        memberToken,
      );
      expect(before.errors).toBeUndefined();
      expect(before.data?.adminUsers.pagination.length).toBe(2);
    }
    const roles = await t.http.graphql<{ roles: { id: string; key: string }[] }>(
      '{ roles { id key } }',
      {},
      admin,
    );
    const orgAdmin = roles.data?.roles.find((role) => role.key === 'org_admin');
    const removed = await t.http.graphql(
      'mutation ($userId: ID!, $roleId: ID!) { unassignUserRole(userId: $userId, roleId: $roleId) }',
      { userId: member.id, roleId: orgAdmin?.id },
      admin,
    );
    expect(removed.errors).toBeUndefined();
    const after = await t.http.graphql<{ adminUsers: { pagination: { length: number } } }>(
      USERS,
      {},
      memberToken,
    );
    // No admin grant left: refused, or only themselves visible.
    if (after.errors) expect(after.errors[0]?.extensions?.code).toBe('FORBIDDEN');
    else expect(after.data?.adminUsers.pagination.length).toBeLessThan(2);
  });

  it('refuses a suspended user on the very next request', async () => {
    const { admin, member, memberToken } = await setup();
    for (let i = 0; i < 3; i += 1) {
      const me = await t.http.graphql<{ me: { id: string } }>('{ me { id } }', {}, memberToken);
      expect(me.data?.me.id).toBe(member.id);
    }
    const suspended = await t.http.graphql(
      'mutation ($id: ID!) { updateAdminUser(id: $id, input: { status: suspended }) { id status } }',
      { id: member.id },
      admin,
    );
    expect(suspended.errors).toBeUndefined();
    const after = await t.http.graphql('{ me { id } }', {}, memberToken);
    expect(after.status).toBe(401);
    expect(after.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a deleted user on the very next request', async () => {
    const { admin, member, memberToken } = await setup();
    const me = await t.http.graphql<{ me: { id: string } }>('{ me { id } }', {}, memberToken);
    expect(me.data?.me.id).toBe(member.id);
    const deleted = await t.http.graphql(
      'mutation ($id: ID!) { deleteAdminUser(id: $id) }',
      { id: member.id },
      admin,
    );
    expect(deleted.errors).toBeUndefined();
    const after = await t.http.graphql('{ me { id } }', {}, memberToken);
    expect(after.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses the old token on the very next request after a password change', async () => {
    const { member, memberToken } = await setup();
    const me = await t.http.graphql<{ me: { id: string } }>('{ me { id } }', {}, memberToken);
    expect(me.data?.me.id).toBe(member.id);
    const changed = await t.http.graphql<{ changeMyPassword: { accessToken: string } }>(
      'mutation ($input: ChangeMyPasswordInput!) { changeMyPassword(input: $input) { accessToken } }',
      { input: { currentPassword: member.password, newPassword: 'A-new-password-2026!' } },
      memberToken,
    );
    expect(changed.errors).toBeUndefined();
    const old = await t.http.graphql('{ me { id } }', {}, memberToken);
    expect(old.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const fresh = await t.http.graphql<{ me: { id: string } }>(
      '{ me { id } }',
      {},
      changed.data?.changeMyPassword.accessToken,
    );
    expect(fresh.data?.me.id).toBe(member.id);
  });

  it('serves a profile change on the very next read of me', async () => {
    const { member, memberToken } = await setup();
    await t.http.graphql('{ me { id name } }', {}, memberToken);
    const renamed = await t.http.graphql(
      'mutation { updateMe(input: { name: "Renamed Member" }) { name } }',
      {},
      memberToken,
    );
    expect(renamed.errors).toBeUndefined();
    const me = await t.http.graphql<{ me: { id: string; name: string } }>(
      '{ me { id name } }',
      {},
      memberToken,
    );
    expect(me.data?.me).toEqual({ id: member.id, name: 'Renamed Member' });
  });

  it("serves an administrator's change of the person's name and e-mail on the very next read of me", async () => {
    const { admin, member, memberToken } = await setup();
    for (let i = 0; i < 3; i += 1) await t.http.graphql('{ me { id name email } }', {}, memberToken);
    const email = `renamed-${member.id.slice(0, 8)}@example.com`;
    const updated = await t.http.graphql(
      'mutation ($id: ID!, $input: UpdateAdminUserInput!) { updateAdminUser(id: $id, input: $input) { id } }',
      { id: member.id, input: { fullName: 'Renamed By Admin', email } },
      admin,
    );
    expect(updated.errors).toBeUndefined();
    const me = await t.http.graphql<{ me: { name: string; email: string } }>(
      '{ me { name email } }',
      {},
      memberToken,
    );
    expect(me.data?.me).toEqual({ name: 'Renamed By Admin', email });
  });

  it('serves a language change on the very next read of the account', async () => {
    const { memberToken } = await setup();
    for (let i = 0; i < 3; i += 1) await t.http.graphql('{ myAccount { language } }', {}, memberToken);
    for (const language of ['tr', 'en'] as const) {
      const saved = await t.http.graphql(
        'mutation ($language: Language!) { setMyLanguage(language: $language) { language } }',
        { language },
        memberToken,
      );
      expect(saved.errors).toBeUndefined();
      const account = await t.http.graphql<{ myAccount: { language: string } }>(
        '{ myAccount { language } }',
        {},
        memberToken,
      );
      expect(account.data?.myAccount.language).toBe(language);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { signInToken } from '../../../../tests/support/auth.js';
import { seedId } from '../../shared/seed-ids.js';
import { DEMO_ORGANIZATIONS } from '../organizations/index.js';
import { DEMO_PERSONAS, demoMembers } from '../users/index.js';
import { KARTAL, USER_KEYS, usersAdminSuite, type RestUser } from './users-admin.test-kit.js';

// One user through the real HTTP API (REST and GraphQL): reading them, creating them (with the invitation
// mail that lets them choose a password), changing and deleting them, and the field errors and codes of
// bad input. The list is in users-admin.list.test.ts, roles in users-admin.roles.test.ts.

const { t, gql, query, smtp } = usersAdminSuite();

const userCount = async () => (await query<{ n: number }>('SELECT count(*)::int AS n FROM users'))[0]?.n;

describe('GET api/users/:id', () => {
  it('reads one user in the spec shape', async () => {
    const response = await t.http.request<RestUser>('GET', `api/users/${DEMO_PERSONAS.regular.id}`, {
      token: t.tokens.orgAdmin,
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
      const response = await t.http.request<{ code: string }>('GET', `api/users/${id}`, {
        token: t.tokens.orgAdmin,
      });
      expect(response.status, id).toBe(404);
      expect(response.body.code).toBe('NOT_FOUND');
    }
  });
});

describe('POST / PATCH / DELETE api/users', () => {
  it('creates a user without a password with the status asked for, and invites them to set one', async () => {
    const email = 'ece.tan@kartal.example';
    const response = await t.http.request<RestUser>('POST', 'api/users', {
      token: t.tokens.orgAdmin,
      body: { full_name: 'Ece Tan', email, phone: '+90 555 123 45 67', status: 'active' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ full_name: 'Ece Tan', email, status: 'active' });
    expect(response.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(response.body.created_at)).not.toBeNaN();
    expect(Date.parse(response.body.updated_at)).not.toBeNaN();
    const [row] = (await query('SELECT organization_id FROM users WHERE id = $1', [response.body.id])) as {
      organization_id: string;
    }[];
    expect(row?.organization_id).toBe(KARTAL);
    // No password works until one is set.
    const signIn = await t.http.request('POST', 'api/auth/sign-in', {
      body: { email, password: 'anything-at-all' },
    });
    expect(signIn.status).toBe(404);

    // The invitation: a set-password link through the reset page, valid for seven days, stored hashed.
    const mail = smtp.sink.latestTo(email);
    expect(mail?.subject).toMatch(/invited/i);
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(token).not.toBe('');
    const [link] = (await query(
      `SELECT extract(epoch FROM expires_at - created_at)::int AS seconds FROM password_reset_tokens
        WHERE user_id = $1`,
      [response.body.id],
    )) as { seconds: number }[];
    expect(link?.seconds).toBeGreaterThan(7 * 24 * 3600 - 60);
    expect(link?.seconds).toBeLessThanOrEqual(7 * 24 * 3600 + 60);
    const [kept] = (await query(
      'SELECT text FROM mail_outbox WHERE recipient = $1 ORDER BY created_at DESC LIMIT 1',
      [email],
    )) as { text: string }[];
    expect(kept?.text).not.toContain(token);

    const set = await t.http.request('POST', 'api/auth/reset-password', {
      body: { token, password: 'Ece-Tan-Chosen-1' },
    });
    expect(set.status).toBe(200);
    await expect(
      signInToken(t.server.url, { email, password: 'Ece-Tan-Chosen-1', name: 'Ece Tan' }),
    ).resolves.toBeTruthy();
    // Single use.
    const again = await t.http.request('POST', 'api/auth/reset-password', {
      body: { token, password: 'Someone-Else-2' },
    });
    expect(again.status).toBe(400);
  });

  it('keeps an inactive status asked for and sends no invitation to an inactive account', async () => {
    const email = 'later.member@kartal.example';
    const before = smtp.sink.mails.length;
    const response = await t.http.request<RestUser>('POST', 'api/users', {
      token: t.tokens.orgAdmin,
      body: { full_name: 'Later Member', email, status: 'inactive' },
    });
    expect(response.status).toBe(200);
    expect(response.body.status).toBe('inactive');
    expect(smtp.sink.mails.length).toBe(before);
  });

  it('creates an active user with a password who can then sign in', async () => {
    const response = await gql<{
      createAdminUser: { id: string; status: string; subscriptionId: string };
    }>(
      'superAdmin',
      `mutation ($input: CreateAdminUserInput!) { createAdminUser(input: $input) { id status subscriptionId } }`,
      {
        input: {
          fullName: 'Kaan Er',
          email: 'kaan.er@kartal.example',
          password: 'Kaan-Er-Secret-1',
          subscriptionId: seedId('plan', 2),
        },
      },
    );
    expect(response.errors).toBeUndefined();
    expect(response.data?.createAdminUser).toMatchObject({
      status: 'active',
      subscriptionId: seedId('plan', 2),
    });
    await expect(
      signInToken(t.server.url, {
        email: 'kaan.er@kartal.example',
        password: 'Kaan-Er-Secret-1',
        name: 'Kaan Er',
      }),
    ).resolves.toBeTruthy();
  });

  it('an organization admin cannot create in another organization', async () => {
    const response = await t.http.request<{ code: string }>('POST', 'api/users', {
      token: t.tokens.orgAdmin,
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
      const response = await t.http.request<{ code: string; fieldErrors?: Record<string, string> }>(
        'POST',
        'api/users',
        { token: t.tokens.superAdmin, body },
      );
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      if (field !== 'status') expect(Object.keys(response.body.fieldErrors ?? {})).toContain(field);
    }
    expect(await userCount()).toBe(before);
  });

  it('names a taken email with the not_unique code, on create and on change', async () => {
    const created = await t.http.request<{ code: string; fieldErrorCodes?: Record<string, string> }>(
      'POST',
      'api/users',
      { token: t.tokens.superAdmin, body: { full_name: 'A', email: DEMO_PERSONAS.parent.email } },
    );
    expect(created.status).toBe(409);
    expect(created.body.fieldErrorCodes).toEqual({ email: 'not_unique' });
    const member = await t.factories.user({ organizationId: KARTAL, role: 'user' });
    const changed = await t.http.request<{ code: string; fieldErrorCodes?: Record<string, string> }>(
      'PATCH',
      `api/users/${member.id}`,
      { token: t.tokens.orgAdmin, body: { email: DEMO_PERSONAS.parent.email } },
    );
    expect(changed.status).toBe(409);
    expect(changed.body.fieldErrorCodes).toEqual({ email: 'not_unique' });
  });

  it('PATCH merges the changes and moves updated_at', async () => {
    const target = demoMembers()[4];
    const before = await t.http.request<RestUser>('GET', `api/users/${target?.id}`, {
      token: t.tokens.orgAdmin,
    });
    const response = await t.http.request<RestUser>('PATCH', `api/users/${target?.id}`, {
      token: t.tokens.orgAdmin,
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
    const taken = await t.http.request('PATCH', `api/users/${target?.id}`, {
      token: t.tokens.orgAdmin,
      body: { email: DEMO_PERSONAS.regular.email },
    });
    expect(taken.status).toBe(409);
    const bad = await t.http.request('PATCH', `api/users/${target?.id}`, {
      token: t.tokens.orgAdmin,
      body: { full_name: '' },
    });
    expect(bad.status).toBe(400);
  });

  it('an organization admin cannot change or delete the super admin of its organization', async () => {
    const patch = await t.http.request('PATCH', `api/users/${DEMO_PERSONAS.superAdmin.id}`, {
      token: t.tokens.orgAdmin,
      body: { full_name: 'Taken over' },
    });
    expect(patch.status).toBe(403);
    const del = await t.http.request('DELETE', `api/users/${DEMO_PERSONAS.superAdmin.id}`, {
      token: t.tokens.orgAdmin,
    });
    expect(del.status).toBe(403);
  });

  it('DELETE answers true, then the user is gone; nobody deletes themselves', async () => {
    const target = demoMembers()[6];
    const response = await t.http.request('DELETE', `api/users/${target?.id}`, { token: t.tokens.orgAdmin });
    expect(response.status).toBe(200);
    expect(response.body).toBe(true);
    expect(
      (await t.http.request('GET', `api/users/${target?.id}`, { token: t.tokens.orgAdmin })).status,
    ).toBe(404);
    expect(
      (await t.http.request('DELETE', `api/users/${target?.id}`, { token: t.tokens.orgAdmin })).status,
    ).toBe(404);
    const self = await t.http.request('DELETE', `api/users/${DEMO_PERSONAS.orgAdmin.id}`, {
      token: t.tokens.orgAdmin,
    });
    expect(self.status).toBe(403);
  });
});

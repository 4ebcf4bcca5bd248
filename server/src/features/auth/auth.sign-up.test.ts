import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, signInToken, writeCounts } from '../../../../tests/support/auth.js';
import { authSuite, SIGN_UP } from './auth.test-kit.js';

// Signing up through the real HTTP API (REST and GraphQL): a new account that can sign in, a taken email
// answered exactly like a new one (nothing created, the owner told by mail), and field errors for bad
// input. How many mails repeated sign-ups send is in auth.mails.test.ts.

const { t, smtp } = authSuite();

describe('sign-up', () => {
  it('creates an account that can sign in', async () => {
    const response = await t.http.request('POST', 'api/auth/sign-up', {
      body: {
        name: 'Ece Demir',
        email: 'ece@arena.local',
        password: 'long-enough-1',
        company: 'Kartal SK',
        agreements: true,
      },
    });
    expect(response.status).toBe(200);
    expect(response.body).toBe(true);
    const token = await signInToken(t.server.url, {
      email: 'ece@arena.local',
      password: 'long-enough-1',
      name: '',
    });
    const me = await t.http.request<{ name: string; status: string }>('GET', 'api/common/user', { token });
    expect(me.body).toMatchObject({ name: 'Ece Demir', status: 'online' });

    const gql = await t.http.graphql<{ signUp: boolean }>(SIGN_UP, {
      input: { name: 'Mert Aydın', email: 'mert@arena.local', password: 'long-enough-2' },
    });
    expect(gql.data?.signUp).toBe(true);
  });

  it('answers a taken email exactly like a new one, creates nothing and mails the owner', async () => {
    const fresh = await t.http.request('POST', 'api/auth/sign-up', {
      body: { name: 'New Person', email: 'brand-new@arena.local', password: 'long-enough-1' },
    });
    const before = await writeCounts(t.server.dataSource);
    const taken = await t.http.request('POST', 'api/auth/sign-up', {
      body: { name: 'Copy', email: 'Admin@Arena.local', password: 'long-enough-1' },
    });
    // Same status, same body, same kind of answer: nothing tells the two apart.
    expect(taken.status).toBe(200);
    expect(taken.status).toBe(fresh.status);
    expect(taken.text).toBe(fresh.text);
    expect(taken.headers.get('content-type')).toBe(fresh.headers.get('content-type'));
    const gql = await t.http.graphql<{ signUp: boolean }>(SIGN_UP, {
      input: { name: 'Copy', email: DEMO_ADMIN.email, password: 'long-enough-1' },
    });
    expect(gql.errors).toBeUndefined();
    expect(gql.data?.signUp).toBe(true);
    // Nothing was created or changed, nobody signed in with the password given.
    const after = await writeCounts(t.server.dataSource);
    expect(after.users).toBe(before.users);
    expect(after.lastUserUpdate).toEqual(before.lastUserUpdate);
    const signIn = await t.http.request('POST', 'api/auth/sign-in', {
      body: { email: DEMO_ADMIN.email, password: 'long-enough-1' },
    });
    expect(signIn.status).toBe(404);
    // The owner hears about it, and how to get back in if it was them.
    const mail = smtp.sink.latestTo(DEMO_ADMIN.email);
    expect(mail?.subject).toMatch(/sign up/i);
    expect(mail?.text).toMatch(/reset your password/i);
    expect(mail?.text).toContain('/forgot-password');
  });

  it('validates email, password length and name, naming every bad field', async () => {
    const before = await writeCounts(t.server.dataSource);
    const response = await t.http.request<{ code: string; fieldErrors: Record<string, string> }>(
      'POST',
      'api/auth/sign-up',
      { body: { name: '   ', email: 'nope', password: 'short' } },
    );
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(response.body.fieldErrors).sort()).toEqual(['email', 'name', 'password']);
    expect(response.body.fieldErrors.password).toBe('Password must be at least 8 characters');
    expect((await writeCounts(t.server.dataSource)).users).toBe(before.users);
  });
});

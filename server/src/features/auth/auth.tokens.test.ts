import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, signInToken } from '../../../../tests/support/auth.js';
import { authSuite, JWT_SECRET, ME, WITH_TOKEN } from './auth.test-kit.js';

// Access tokens through the real HTTP API: exchanging a valid token for a new one, refusing every token
// that fails verification (forged, expired, of another audience or algorithm, of an unknown user, too
// long-lived), and tokens that die when the account is suspended or its password is reset.

const { t, query, createAccount, setAccountStatus, latestResetToken } = authSuite();

const ADMIN_ID = '00000000-0000-4000-8000-000000000001';

/** Signs a token with the test secret, as only someone holding it could. */
function forgeToken(claims: Record<string, unknown>, options: jwt.SignOptions = {}): string {
  return jwt.sign(claims, JWT_SECRET, {
    subject: ADMIN_ID,
    issuer: 'arena',
    audience: 'arena-console',
    ...options,
  });
}

/** Waits for the start of the next wall-clock second, so the next few steps share one second. */
async function startOfASecond(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 5));
}

describe('sign-in-with-token', () => {
  it('exchanges a valid token for a new one', async () => {
    const token = await signInToken(t.server.url);
    const response = await t.http.request<{ accessToken: string; tokenType: string; user: { id: string } }>(
      'POST',
      'api/auth/sign-in-with-token',
      { body: { accessToken: token } },
    );
    expect(response.status).toBe(200);
    expect(response.body.tokenType).toBe('bearer');
    expect(response.body.user.id).toBe('00000000-0000-4000-8000-000000000001');
    expect(response.body.accessToken).not.toBe(token);
    // The new token works.
    const me = await t.http.graphql<{ me: { email: string } }>(ME, {}, response.body.accessToken);
    expect(me.data?.me.email).toBe(DEMO_ADMIN.email);

    const gql = await t.http.graphql<{ signInWithToken: { accessToken: string } }>(WITH_TOKEN, { t: token });
    expect(gql.data?.signInWithToken.accessToken).toEqual(expect.any(String));
  });

  const now = () => Math.floor(Date.now() / 1000);
  const forged: Record<string, () => string> = {
    garbage: () => 'not-a-token',
    'another secret': () =>
      jwt.sign({}, 'some-other-secret-of-at-least-32-bytes!!', {
        subject: '00000000-0000-4000-8000-000000000001',
        issuer: 'arena',
        audience: 'arena-console',
      }),
    expired: () =>
      jwt.sign({ iat: now() - 3600, exp: now() - 60 }, JWT_SECRET, {
        subject: '00000000-0000-4000-8000-000000000001',
        issuer: 'arena',
        audience: 'arena-console',
      }),
    'wrong audience': () =>
      jwt.sign({}, JWT_SECRET, {
        subject: '00000000-0000-4000-8000-000000000001',
        issuer: 'arena',
        audience: 'someone-else',
      }),
    'alg none': () =>
      jwt.sign({ sub: '00000000-0000-4000-8000-000000000001', iss: 'arena', aud: 'arena-console' }, '', {
        algorithm: 'none',
      }),
    'HS512 with the right secret': () =>
      jwt.sign({}, JWT_SECRET, {
        algorithm: 'HS512',
        subject: '00000000-0000-4000-8000-000000000001',
        issuer: 'arena',
        audience: 'arena-console',
      }),
    'unknown user': () =>
      jwt.sign({}, JWT_SECRET, {
        subject: '00000000-0000-4000-8000-0000000000ff',
        issuer: 'arena',
        audience: 'arena-console',
      }),
  };

  for (const [name, makeToken] of Object.entries(forged)) {
    it(`answers 401 'Invalid token' for a token that fails verification (${name})`, async () => {
      const token = makeToken();
      const response = await t.http.request<{ code: string; message: string }>(
        'POST',
        'api/auth/sign-in-with-token',
        {
          body: { accessToken: token },
        },
      );
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ code: 'UNAUTHENTICATED', message: 'Invalid token' });
      const gql = await t.http.graphql(WITH_TOKEN, { t: token });
      expect(gql.errors?.[0]).toMatchObject({
        message: 'Invalid token',
        extensions: { code: 'UNAUTHENTICATED' },
      });
      // The same token as a bearer header is refused on every request.
      const me = await t.http.request('GET', 'api/common/user', { token });
      expect(me.status).toBe(401);
      const meGql = await t.http.graphql(ME, {}, token);
      expect(meGql.status).toBe(401);
      expect(meGql.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });
  }

  it('stops working once the account is suspended', async () => {
    const account = await createAccount('later-suspended@arena.local');
    const token = await signInToken(t.server.url, account);
    await setAccountStatus(account.email, 'suspended');
    const response = await t.http.request('POST', 'api/auth/sign-in-with-token', {
      body: { accessToken: token },
    });
    expect(response.status).toBe(401);
    expect((await t.http.request('GET', 'api/common/user', { token })).status).toBe(401);
  });
});

describe('tokens that must die', () => {
  const now = () => Math.floor(Date.now() / 1000);

  it('a reset in the same second as the sign-in still revokes the token, and renewing it fails', async () => {
    const account = await createAccount('same-second@arena.local', 'old-password');
    const forgot = await t.http.request('POST', 'api/auth/forgot-password', {
      body: { email: account.email },
    });
    expect(forgot.status).toBe(200);
    const resetToken = latestResetToken(account.email);
    // Sign-in and reset inside one wall-clock second: a comparison to the second cannot tell them apart.
    await startOfASecond();
    const old = await signInToken(t.server.url, account);
    const reset = await t.http.request('POST', 'api/auth/reset-password', {
      body: { token: resetToken, password: 'new-password' },
    });
    expect(reset.status).toBe(200);
    expect((await t.http.request('GET', 'api/common/user', { token: old })).status).toBe(401);
    const renewed = await t.http.request('POST', 'api/auth/sign-in-with-token', {
      body: { accessToken: old },
    });
    expect(renewed.status).toBe(401);
    // The new password gives a working token.
    const fresh = await signInToken(t.server.url, { ...account, password: 'new-password' });
    expect((await t.http.request('GET', 'api/common/user', { token: fresh })).status).toBe(200);
  });

  it('a suspended user’s tokens stay dead after re-activation', async () => {
    const admin = await signInToken(t.server.url);
    const account = await createAccount('suspend-and-back@arena.local');
    const old = await signInToken(t.server.url, account);
    const [{ id }] = (await query('SELECT id FROM users WHERE email = $1', [account.email])) as [
      { id: string },
    ];
    for (const status of ['suspended', 'active']) {
      const patch = await t.http.request('PATCH', `api/users/${id}`, { token: admin, body: { status } });
      expect(patch.status).toBe(200);
    }
    expect((await t.http.request('GET', 'api/common/user', { token: old })).status).toBe(401);
    const renewed = await t.http.request('POST', 'api/auth/sign-in-with-token', {
      body: { accessToken: old },
    });
    expect(renewed.status).toBe(401);
    // Re-activated, the account signs in again.
    const fresh = await signInToken(t.server.url, account);
    expect((await t.http.request('GET', 'api/common/user', { token: fresh })).status).toBe(200);
  });

  it('refuses a token without exp, one that lives longer than 7 days, and one issued in the future', async () => {
    const [{ version }] = (await query('SELECT token_version AS version FROM users WHERE id = $1', [
      ADMIN_ID,
    ]).catch(() => [{ version: 0 }])) as [{ version: number }];
    const claims = { ver: version };
    // The control: a well-formed token signed with the secret is accepted.
    const good = forgeToken(claims, { expiresIn: 3600 });
    expect((await t.http.request('GET', 'api/common/user', { token: good })).status).toBe(200);
    const bad: Record<string, string> = {
      'no exp': forgeToken(claims),
      '10-year exp': forgeToken(claims, { expiresIn: 10 * 365 * 24 * 3600 }),
      '8-day exp': forgeToken(claims, { expiresIn: 8 * 24 * 3600 }),
      'iat an hour ahead': forgeToken({ ...claims, iat: now() + 3600, exp: now() + 7200 }),
    };
    for (const [name, token] of Object.entries(bad)) {
      const me = await t.http.request('GET', 'api/common/user', { token });
      expect(me.status, name).toBe(401);
      const renewed = await t.http.request('POST', 'api/auth/sign-in-with-token', {
        body: { accessToken: token },
      });
      expect(renewed.status, name).toBe(401);
    }
  });
});

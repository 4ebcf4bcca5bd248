import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, signInToken } from '../../../../tests/support/auth.js';
import { authSuite, JWT_SECRET, SIGN_IN, UNLOCK } from './auth.test-kit.js';

// Signing in with a password through the real HTTP API (REST and GraphQL): the answer and the token it
// carries, the same refusal for a wrong password and an unknown email, closed accounts, no caching of
// tokens or personal data, and unlocking a locked session. Signing in with a token is in
// auth.tokens.test.ts, the limits on guessing in auth.rate-limits.test.ts.

const { t, createAccount, setAccountStatus } = authSuite();

describe('sign-in', () => {
  it('answers user, token and token type over REST', async () => {
    const response = await t.http.request<Record<string, unknown>>('POST', 'api/auth/sign-in', {
      body: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      user: {
        id: '00000000-0000-4000-8000-000000000001',
        name: DEMO_ADMIN.name,
        email: DEMO_ADMIN.email,
        avatar: null,
        status: 'online',
      },
      accessToken: expect.any(String),
      tokenType: 'bearer',
    });
  });

  it('issues an HS256 token with issuer, audience and a 7-day expiry', async () => {
    const token = await signInToken(t.server.url);
    const decoded = jwt.decode(token, { complete: true });
    expect(decoded?.header.alg).toBe('HS256');
    const claims = decoded?.payload as jwt.JwtPayload;
    expect(claims.iss).toBe('arena');
    expect(claims.aud).toBe('arena-console');
    expect(claims.sub).toBe('00000000-0000-4000-8000-000000000001');
    expect(claims.exp! - claims.iat!).toBe(7 * 24 * 60 * 60);
    expect(() => jwt.verify(token, JWT_SECRET, { algorithms: ['HS256'] })).not.toThrow();
  });

  it('works over GraphQL and ignores the letter case of the email', async () => {
    const result = await t.http.graphql<{ signIn: { tokenType: string; user: { email: string } } }>(SIGN_IN, {
      input: { email: 'ADMIN@Arena.Local', password: DEMO_ADMIN.password },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.signIn.tokenType).toBe('bearer');
    expect(result.data?.signIn.user.email).toBe(DEMO_ADMIN.email);
  });

  it('answers a wrong password and an unknown email alike: 404 with body false', async () => {
    for (const body of [
      { email: DEMO_ADMIN.email, password: 'not-the-password' },
      { email: 'nobody@arena.local', password: DEMO_ADMIN.password },
    ]) {
      const response = await t.http.request('POST', 'api/auth/sign-in', { body });
      expect(response.status).toBe(404);
      expect(response.text).toBe('false');
      const result = await t.http.graphql(SIGN_IN, { input: body });
      expect(result.data).toBeNull();
      expect(result.errors?.[0]?.extensions?.code).toBe('INVALID_CREDENTIALS');
    }
  });

  it('rejects missing and malformed fields with BAD_USER_INPUT', async () => {
    const missing = await t.http.request<{ code: string }>('POST', 'api/auth/sign-in', {
      body: { email: 'a@b.co' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('BAD_USER_INPUT');
    const malformed = await t.http.request<{ code: string; fieldErrors: Record<string, string> }>(
      'POST',
      'api/auth/sign-in',
      { body: { email: 'not-an-email', password: 'x' } },
    );
    expect(malformed.status).toBe(400);
    expect(malformed.body.fieldErrors.email).toMatch(/valid email/);
  });

  it('refuses suspended and inactive accounts even with the right password', async () => {
    const account = await createAccount('closing@arena.local');
    for (const status of ['suspended', 'inactive'] as const) {
      await setAccountStatus(account.email, status);
      const response = await t.http.request<{ code: string; message: string }>('POST', 'api/auth/sign-in', {
        body: { email: account.email, password: account.password },
      });
      expect(response.status).toBe(403);
      expect(response.body.code).toBe('FORBIDDEN');
      expect(response.body.message).toContain(status);
      // A wrong password still says nothing about the account.
      const wrong = await t.http.request('POST', 'api/auth/sign-in', {
        body: { email: account.email, password: 'wrong-password' },
      });
      expect(wrong.status).toBe(404);
    }
  });
});

describe('caching', () => {
  it('answers tokens and personal data with Cache-Control: no-store', async () => {
    const credentials = { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password };
    const signIn = await t.http.request<{ accessToken: string }>('POST', 'api/auth/sign-in', {
      body: credentials,
    });
    const answers = {
      'sign-in': signIn,
      'unlock-session': await t.http.request('POST', 'api/auth/unlock-session', { body: credentials }),
      'sign-in-with-token': await t.http.request('POST', 'api/auth/sign-in-with-token', {
        body: { accessToken: signIn.body.accessToken },
      }),
      'wrong password': await t.http.request('POST', 'api/auth/sign-in', {
        body: { ...credentials, password: 'not-the-password' },
      }),
      'current user': await t.http.request('GET', 'api/common/user', { token: signIn.body.accessToken }),
      'current user changed': await t.http.request('PATCH', 'api/common/user', {
        token: signIn.body.accessToken,
        body: { user: { status: 'online' } },
      }),
    };
    for (const [name, response] of Object.entries(answers)) {
      expect(response.headers.get('cache-control'), name).toBe('no-store');
    }
  });
});

describe('unlock-session', () => {
  it('behaves like sign-in over REST and GraphQL', async () => {
    const ok = await t.http.request<{ tokenType: string; user: { email: string } }>(
      'POST',
      'api/auth/unlock-session',
      {
        body: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
      },
    );
    expect(ok.status).toBe(200);
    expect(ok.body.tokenType).toBe('bearer');
    expect(ok.body.user.email).toBe(DEMO_ADMIN.email);

    const wrong = await t.http.request('POST', 'api/auth/unlock-session', {
      body: { email: DEMO_ADMIN.email, password: 'nope-nope' },
    });
    expect(wrong.status).toBe(404);
    expect(wrong.text).toBe('false');

    const gql = await t.http.graphql(UNLOCK, { input: { email: DEMO_ADMIN.email, password: 'nope-nope' } });
    expect(gql.errors?.[0]?.extensions?.code).toBe('INVALID_CREDENTIALS');
  });
});

import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, signInToken, writeCounts } from '../../../../tests/support/auth.js';
import { createHttp } from '../../../../tests/support/http.js';
import { startTestServer, type TestServer } from '../../../../tests/support/server.js';

const JWT_SECRET = 'test-secret-that-is-at-least-32-bytes-long!';

const SIGN_IN = `mutation ($input: SignInInput!) { signIn(input: $input) { accessToken tokenType user { id name email avatar status } } }`;
const UNLOCK = `mutation ($input: SignInInput!) { unlockSession(input: $input) { accessToken tokenType user { id email } } }`;
const WITH_TOKEN = `mutation ($t: String!) { signInWithToken(accessToken: $t) { accessToken tokenType user { id email } } }`;
const SIGN_UP = `mutation ($input: SignUpInput!) { signUp(input: $input) }`;
const FORGOT = `mutation ($input: ForgotPasswordInput!) { forgotPassword(input: $input) }`;
const RESET = `mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) }`;
const ME = `{ me { id email } }`;

let t: TestServer;
let http: ReturnType<typeof createHttp>;

beforeAll(async () => {
  t = await startTestServer({ JWT_SECRET });
  http = createHttp(t.url);
});
afterAll(async () => {
  await t?.close();
});

async function createAccount(email: string, password = 'Str0ng-password', name = 'Test Person') {
  const response = await http.request('POST', 'api/auth/sign-up', { body: { name, email, password } });
  expect(response.status).toBe(200);
  return { email, password, name };
}

async function setAccountStatus(email: string, status: 'active' | 'inactive' | 'suspended') {
  await t.dataSource.query('UPDATE users SET account_status = $1 WHERE email = $2', [status, email]);
}

async function latestResetToken(email: string): Promise<string> {
  const rows: { text: string }[] = await t.dataSource.query(
    'SELECT text FROM mail_outbox WHERE recipient = $1 ORDER BY created_at DESC LIMIT 1',
    [email],
  );
  const match = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(rows[0]?.text ?? '');
  if (!match?.[1]) throw new Error(`no reset mail for ${email}`);
  return match[1];
}

describe('sign-in', () => {
  it('answers user, token and token type over REST', async () => {
    const response = await http.request<Record<string, unknown>>('POST', 'api/auth/sign-in', {
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
    const token = await signInToken(t.url);
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
    const result = await http.graphql<{ signIn: { tokenType: string; user: { email: string } } }>(SIGN_IN, {
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
      const response = await http.request('POST', 'api/auth/sign-in', { body });
      expect(response.status).toBe(404);
      expect(response.text).toBe('false');
      const result = await http.graphql(SIGN_IN, { input: body });
      expect(result.data).toBeNull();
      expect(result.errors?.[0]?.extensions?.code).toBe('INVALID_CREDENTIALS');
    }
  });

  it('rejects missing and malformed fields with BAD_USER_INPUT', async () => {
    const missing = await http.request<{ code: string }>('POST', 'api/auth/sign-in', {
      body: { email: 'a@b.co' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('BAD_USER_INPUT');
    const malformed = await http.request<{ code: string; fieldErrors: Record<string, string> }>(
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
      const response = await http.request<{ code: string; message: string }>('POST', 'api/auth/sign-in', {
        body: { email: account.email, password: account.password },
      });
      expect(response.status).toBe(403);
      expect(response.body.code).toBe('FORBIDDEN');
      expect(response.body.message).toContain(status);
      // A wrong password still says nothing about the account.
      const wrong = await http.request('POST', 'api/auth/sign-in', {
        body: { email: account.email, password: 'wrong-password' },
      });
      expect(wrong.status).toBe(404);
    }
  });
});

describe('unlock-session', () => {
  it('behaves like sign-in over REST and GraphQL', async () => {
    const ok = await http.request<{ tokenType: string; user: { email: string } }>(
      'POST',
      'api/auth/unlock-session',
      {
        body: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
      },
    );
    expect(ok.status).toBe(200);
    expect(ok.body.tokenType).toBe('bearer');
    expect(ok.body.user.email).toBe(DEMO_ADMIN.email);

    const wrong = await http.request('POST', 'api/auth/unlock-session', {
      body: { email: DEMO_ADMIN.email, password: 'nope-nope' },
    });
    expect(wrong.status).toBe(404);
    expect(wrong.text).toBe('false');

    const gql = await http.graphql(UNLOCK, { input: { email: DEMO_ADMIN.email, password: 'nope-nope' } });
    expect(gql.errors?.[0]?.extensions?.code).toBe('INVALID_CREDENTIALS');
  });
});

describe('sign-in-with-token', () => {
  it('exchanges a valid token for a new one', async () => {
    const token = await signInToken(t.url);
    const response = await http.request<{ accessToken: string; tokenType: string; user: { id: string } }>(
      'POST',
      'api/auth/sign-in-with-token',
      { body: { accessToken: token } },
    );
    expect(response.status).toBe(200);
    expect(response.body.tokenType).toBe('bearer');
    expect(response.body.user.id).toBe('00000000-0000-4000-8000-000000000001');
    expect(response.body.accessToken).not.toBe(token);
    // The new token works.
    const me = await http.graphql<{ me: { email: string } }>(ME, {}, response.body.accessToken);
    expect(me.data?.me.email).toBe(DEMO_ADMIN.email);

    const gql = await http.graphql<{ signInWithToken: { accessToken: string } }>(WITH_TOKEN, { t: token });
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
      const response = await http.request<{ code: string; message: string }>(
        'POST',
        'api/auth/sign-in-with-token',
        {
          body: { accessToken: token },
        },
      );
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ code: 'UNAUTHENTICATED', message: 'Invalid token' });
      const gql = await http.graphql(WITH_TOKEN, { t: token });
      expect(gql.errors?.[0]).toMatchObject({
        message: 'Invalid token',
        extensions: { code: 'UNAUTHENTICATED' },
      });
      // The same token as a bearer header is refused on every request.
      const me = await http.request('GET', 'api/common/user', { token });
      expect(me.status).toBe(401);
      const meGql = await http.graphql(ME, {}, token);
      expect(meGql.status).toBe(401);
      expect(meGql.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });
  }

  it('stops working once the account is suspended', async () => {
    const account = await createAccount('later-suspended@arena.local');
    const token = await signInToken(t.url, account);
    await setAccountStatus(account.email, 'suspended');
    const response = await http.request('POST', 'api/auth/sign-in-with-token', {
      body: { accessToken: token },
    });
    expect(response.status).toBe(401);
    expect((await http.request('GET', 'api/common/user', { token })).status).toBe(401);
  });
});

describe('sign-up', () => {
  it('creates an account that can sign in', async () => {
    const response = await http.request('POST', 'api/auth/sign-up', {
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
    const token = await signInToken(t.url, { email: 'ece@arena.local', password: 'long-enough-1', name: '' });
    const me = await http.request<{ name: string; status: string }>('GET', 'api/common/user', { token });
    expect(me.body).toMatchObject({ name: 'Ece Demir', status: 'online' });

    const gql = await http.graphql<{ signUp: boolean }>(SIGN_UP, {
      input: { name: 'Mert Aydın', email: 'mert@arena.local', password: 'long-enough-2' },
    });
    expect(gql.data?.signUp).toBe(true);
  });

  it('answers CONFLICT for an email that is taken, whatever its letter case', async () => {
    const before = await writeCounts(t.dataSource);
    const response = await http.request<{ code: string; fieldErrors: Record<string, string> }>(
      'POST',
      'api/auth/sign-up',
      { body: { name: 'Copy', email: 'Admin@Arena.local', password: 'long-enough-1' } },
    );
    expect(response.status).toBe(409);
    expect(response.body.code).toBe('CONFLICT');
    expect(response.body.fieldErrors.email).toMatch(/already exists/);
    const gql = await http.graphql(SIGN_UP, {
      input: { name: 'Copy', email: DEMO_ADMIN.email, password: 'long-enough-1' },
    });
    expect(gql.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect((await writeCounts(t.dataSource)).users).toBe(before.users);
  });

  it('validates email, password length and name, naming every bad field', async () => {
    const before = await writeCounts(t.dataSource);
    const response = await http.request<{ code: string; fieldErrors: Record<string, string> }>(
      'POST',
      'api/auth/sign-up',
      { body: { name: '   ', email: 'nope', password: 'short' } },
    );
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(response.body.fieldErrors).sort()).toEqual(['email', 'name', 'password']);
    expect(response.body.fieldErrors.password).toBe('Password must be at least 8 characters');
    expect((await writeCounts(t.dataSource)).users).toBe(before.users);
  });
});

describe('forgot-password and reset-password', () => {
  it('answers true for known and unknown emails alike, and mails only the known one', async () => {
    await createAccount('forgetful@arena.local', 'first-password');
    const before = await writeCounts(t.dataSource);
    const known = await http.request('POST', 'api/auth/forgot-password', {
      body: { email: 'forgetful@arena.local' },
    });
    const unknown = await http.request('POST', 'api/auth/forgot-password', {
      body: { email: 'ghost@arena.local' },
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.text).toBe('true');
    expect(unknown.text).toBe(known.text);
    const after = await writeCounts(t.dataSource);
    expect(after.mails).toBe(before.mails + 1);
    expect(after.resets).toBe(before.resets + 1);
    // Only the hash is stored, never the token itself.
    const token = await latestResetToken('forgetful@arena.local');
    const stored: { token_hash: string }[] = await t.dataSource.query(
      'SELECT token_hash FROM password_reset_tokens',
    );
    expect(stored.map((row) => row.token_hash)).not.toContain(token);
  });

  it('resets the password once, revokes older tokens and refuses the used link', async () => {
    const account = await createAccount('resetter@arena.local', 'old-password');
    const oldToken = await signInToken(t.url, account);
    const gqlForgot = await http.graphql<{ forgotPassword: boolean }>(FORGOT, {
      input: { email: account.email },
    });
    expect(gqlForgot.data?.forgotPassword).toBe(true);
    const resetToken = await latestResetToken(account.email);

    // Tokens are compared to the second: make sure the reset happens in a later second than the sign-in.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const reset = await http.request('POST', 'api/auth/reset-password', {
      body: { token: resetToken, password: 'new-password' },
    });
    expect(reset.text).toBe('true');
    expect(reset.status).toBe(200);
    expect(reset.body).toBe(true);

    const oldSignIn = await http.request('POST', 'api/auth/sign-in', {
      body: { email: account.email, password: 'old-password' },
    });
    expect(oldSignIn.status).toBe(404);
    await signInToken(t.url, { ...account, password: 'new-password' });
    expect((await http.request('GET', 'api/common/user', { token: oldToken })).status).toBe(401);

    const again = await http.graphql(RESET, { input: { token: resetToken, password: 'another-password' } });
    expect(again.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { token: 'This reset link is invalid or has expired' },
    });
  });

  it('refuses an expired or unknown reset token and a short new password', async () => {
    const account = await createAccount('late@arena.local', 'old-password');
    await http.request('POST', 'api/auth/forgot-password', { body: { email: account.email } });
    const resetToken = await latestResetToken(account.email);
    await t.dataSource.query(`UPDATE password_reset_tokens SET expires_at = now() - interval '1 minute'`);

    for (const body of [
      { token: resetToken, password: 'new-password' },
      { token: 'x'.repeat(43), password: 'new-password' },
    ]) {
      const response = await http.request<{ code: string }>('POST', 'api/auth/reset-password', { body });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('BAD_USER_INPUT');
    }
    const short = await http.request<{ fieldErrors: Record<string, string> }>(
      'POST',
      'api/auth/reset-password',
      {
        body: { token: resetToken, password: 'short' },
      },
    );
    expect(short.status).toBe(400);
    expect(short.body.fieldErrors.password).toBe('Password must be at least 8 characters');
    await signInToken(t.url, account);
  });

  it('validates the email of a forgot-password request', async () => {
    const response = await http.request<{ code: string }>('POST', 'api/auth/forgot-password', {
      body: { email: 'x' },
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('BAD_USER_INPUT');
  });
});

describe('rate limits', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({
      RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '3',
      RATE_LIMIT_SIGN_IN_PER_IP: '6',
      RATE_LIMIT_ACCOUNT_MAIL_PER_IP: '2',
    });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('locks an account after repeated failures, even for the right password', async () => {
    const api = createHttp(limited.url);
    for (let attempt = 0; attempt < 3; attempt++) {
      const wrong = await api.request('POST', 'api/auth/sign-in', {
        body: { email: DEMO_ADMIN.email, password: 'bad-guess' },
      });
      expect(wrong.status).toBe(404);
    }
    const locked = await api.request<{ code: string }>('POST', 'api/auth/sign-in', {
      body: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
    });
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('RATE_LIMITED');
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    const unlock = await api.request('POST', 'api/auth/unlock-session', {
      body: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
    });
    expect(unlock.status).toBe(429);
  });

  it('limits failures per IP across accounts', async () => {
    const api = createHttp(limited.url);
    // 3 failures were counted for this IP above; 3 more on other accounts reach the limit of 6.
    for (const email of ['a@arena.local', 'b@arena.local', 'c@arena.local']) {
      expect(
        (await api.request('POST', 'api/auth/sign-in', { body: { email, password: 'bad-guess' } })).status,
      ).toBe(404);
    }
    const blocked = await api.graphql(SIGN_IN, { input: { email: 'd@arena.local', password: 'bad-guess' } });
    expect(blocked.errors?.[0]?.extensions).toMatchObject({
      code: 'RATE_LIMITED',
      retryAfterSeconds: expect.any(Number),
    });
  });

  it('limits mail-sending calls per IP', async () => {
    const api = createHttp(limited.url);
    for (let i = 0; i < 2; i++) {
      expect(
        (await api.request('POST', 'api/auth/forgot-password', { body: { email: 'x@arena.local' } })).status,
      ).toBe(200);
    }
    const blocked = await api.request<{ code: string }>('POST', 'api/auth/forgot-password', {
      body: { email: 'x@arena.local' },
    });
    expect(blocked.status).toBe(429);
  });
});

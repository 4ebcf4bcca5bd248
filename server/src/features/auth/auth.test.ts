import { inspect } from 'node:util';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_ADMIN, signInToken, writeCounts } from '../../../../tests/support/auth.js';
import { createHttp } from '../../../../tests/support/http.js';
import { startTestServer, type TestServer } from '../../../../tests/support/server.js';
import { startSmtpSink, type SmtpSink } from '../../shared/mail/smtp-sink.js';

const JWT_SECRET = 'test-secret-that-is-at-least-32-bytes-long!';
const ADMIN_ID = '00000000-0000-4000-8000-000000000001';

const SIGN_IN = `mutation ($input: SignInInput!) { signIn(input: $input) { accessToken tokenType user { id name email avatar status } } }`;
const UNLOCK = `mutation ($input: SignInInput!) { unlockSession(input: $input) { accessToken tokenType user { id email } } }`;
const WITH_TOKEN = `mutation ($t: String!) { signInWithToken(accessToken: $t) { accessToken tokenType user { id email } } }`;
const SIGN_UP = `mutation ($input: SignUpInput!) { signUp(input: $input) }`;
const FORGOT = `mutation ($input: ForgotPasswordInput!) { forgotPassword(input: $input) }`;
const RESET = `mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) }`;
const ME = `{ me { id email } }`;

let t: TestServer;
let http: ReturnType<typeof createHttp>;
// Mails go out over SMTP to this sink: what a recipient reads. The outbox keeps a redacted copy.
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await startTestServer({ JWT_SECRET, SMTP_URL: sink.url, RATE_LIMIT_ACCOUNT_MAIL_PER_IP: '100' });
  http = createHttp(t.url);
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

async function createAccount(email: string, password = 'Str0ng-password', name = 'Test Person') {
  const response = await http.request('POST', 'api/auth/sign-up', { body: { name, email, password } });
  expect(response.status).toBe(200);
  return { email, password, name };
}

async function setAccountStatus(email: string, status: 'active' | 'inactive' | 'suspended') {
  await t.dataSource.query('UPDATE users SET account_status = $1 WHERE email = $2', [status, email]);
}

const RESET_LINK = /reset-password\?token=([A-Za-z0-9_-]+)/;

/** The token of the newest reset link mailed to the address, as the recipient received it. */
function latestResetToken(email: string): string {
  const match = RESET_LINK.exec(sink.latestTo(email)?.text ?? '');
  if (!match?.[1]) throw new Error(`no reset mail for ${email}`);
  return match[1];
}

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

describe('caching', () => {
  it('answers tokens and personal data with Cache-Control: no-store', async () => {
    const credentials = { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password };
    const signIn = await http.request<{ accessToken: string }>('POST', 'api/auth/sign-in', {
      body: credentials,
    });
    const answers = {
      'sign-in': signIn,
      'unlock-session': await http.request('POST', 'api/auth/unlock-session', { body: credentials }),
      'sign-in-with-token': await http.request('POST', 'api/auth/sign-in-with-token', {
        body: { accessToken: signIn.body.accessToken },
      }),
      'wrong password': await http.request('POST', 'api/auth/sign-in', {
        body: { ...credentials, password: 'not-the-password' },
      }),
      'current user': await http.request('GET', 'api/common/user', { token: signIn.body.accessToken }),
      'current user changed': await http.request('PATCH', 'api/common/user', {
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

describe('tokens that must die', () => {
  const now = () => Math.floor(Date.now() / 1000);

  it('a reset in the same second as the sign-in still revokes the token, and renewing it fails', async () => {
    const account = await createAccount('same-second@arena.local', 'old-password');
    const forgot = await http.request('POST', 'api/auth/forgot-password', { body: { email: account.email } });
    expect(forgot.status).toBe(200);
    const resetToken = latestResetToken(account.email);
    // Sign-in and reset inside one wall-clock second: a comparison to the second cannot tell them apart.
    await startOfASecond();
    const old = await signInToken(t.url, account);
    const reset = await http.request('POST', 'api/auth/reset-password', {
      body: { token: resetToken, password: 'new-password' },
    });
    expect(reset.status).toBe(200);
    expect((await http.request('GET', 'api/common/user', { token: old })).status).toBe(401);
    const renewed = await http.request('POST', 'api/auth/sign-in-with-token', { body: { accessToken: old } });
    expect(renewed.status).toBe(401);
    // The new password gives a working token.
    const fresh = await signInToken(t.url, { ...account, password: 'new-password' });
    expect((await http.request('GET', 'api/common/user', { token: fresh })).status).toBe(200);
  });

  it('a suspended user’s tokens stay dead after re-activation', async () => {
    const admin = await signInToken(t.url);
    const account = await createAccount('suspend-and-back@arena.local');
    const old = await signInToken(t.url, account);
    const [{ id }] = (await t.dataSource.query('SELECT id FROM users WHERE email = $1', [account.email])) as [
      { id: string },
    ];
    for (const status of ['suspended', 'active']) {
      const patch = await http.request('PATCH', `api/users/${id}`, { token: admin, body: { status } });
      expect(patch.status).toBe(200);
    }
    expect((await http.request('GET', 'api/common/user', { token: old })).status).toBe(401);
    const renewed = await http.request('POST', 'api/auth/sign-in-with-token', { body: { accessToken: old } });
    expect(renewed.status).toBe(401);
    // Re-activated, the account signs in again.
    const fresh = await signInToken(t.url, account);
    expect((await http.request('GET', 'api/common/user', { token: fresh })).status).toBe(200);
  });

  it('refuses a token without exp, one that lives longer than 7 days, and one issued in the future', async () => {
    const [{ version }] = (await t.dataSource
      .query('SELECT token_version AS version FROM users WHERE id = $1', [ADMIN_ID])
      .catch(() => [{ version: 0 }])) as [{ version: number }];
    const claims = { ver: version };
    // The control: a well-formed token signed with the secret is accepted.
    const good = forgeToken(claims, { expiresIn: 3600 });
    expect((await http.request('GET', 'api/common/user', { token: good })).status).toBe(200);
    const bad: Record<string, string> = {
      'no exp': forgeToken(claims),
      '10-year exp': forgeToken(claims, { expiresIn: 10 * 365 * 24 * 3600 }),
      '8-day exp': forgeToken(claims, { expiresIn: 8 * 24 * 3600 }),
      'iat an hour ahead': forgeToken({ ...claims, iat: now() + 3600, exp: now() + 7200 }),
    };
    for (const [name, token] of Object.entries(bad)) {
      const me = await http.request('GET', 'api/common/user', { token });
      expect(me.status, name).toBe(401);
      const renewed = await http.request('POST', 'api/auth/sign-in-with-token', {
        body: { accessToken: token },
      });
      expect(renewed.status, name).toBe(401);
    }
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

  it('answers a taken email exactly like a new one, creates nothing and mails the owner', async () => {
    const fresh = await http.request('POST', 'api/auth/sign-up', {
      body: { name: 'New Person', email: 'brand-new@arena.local', password: 'long-enough-1' },
    });
    const before = await writeCounts(t.dataSource);
    const taken = await http.request('POST', 'api/auth/sign-up', {
      body: { name: 'Copy', email: 'Admin@Arena.local', password: 'long-enough-1' },
    });
    // Same status, same body, same kind of answer: nothing tells the two apart.
    expect(taken.status).toBe(200);
    expect(taken.status).toBe(fresh.status);
    expect(taken.text).toBe(fresh.text);
    expect(taken.headers.get('content-type')).toBe(fresh.headers.get('content-type'));
    const gql = await http.graphql<{ signUp: boolean }>(SIGN_UP, {
      input: { name: 'Copy', email: DEMO_ADMIN.email, password: 'long-enough-1' },
    });
    expect(gql.errors).toBeUndefined();
    expect(gql.data?.signUp).toBe(true);
    // Nothing was created or changed, nobody signed in with the password given.
    const after = await writeCounts(t.dataSource);
    expect(after.users).toBe(before.users);
    expect(after.lastUserUpdate).toEqual(before.lastUserUpdate);
    const signIn = await http.request('POST', 'api/auth/sign-in', {
      body: { email: DEMO_ADMIN.email, password: 'long-enough-1' },
    });
    expect(signIn.status).toBe(404);
    // The owner hears about it, and how to get back in if it was them.
    const mail = sink.latestTo(DEMO_ADMIN.email);
    expect(mail?.subject).toMatch(/sign up/i);
    expect(mail?.text).toMatch(/reset your password/i);
    expect(mail?.text).toContain('/forgot-password');
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
    const token = latestResetToken('forgetful@arena.local');
    const stored: { token_hash: string }[] = await t.dataSource.query(
      'SELECT token_hash FROM password_reset_tokens',
    );
    expect(stored.map((row) => row.token_hash)).not.toContain(token);
  });

  it('keeps the reset link out of the outbox; the mail itself carries the working link', async () => {
    const account = await createAccount('outbox-reader@arena.local', 'first-password');
    const forgot = await http.request('POST', 'api/auth/forgot-password', { body: { email: account.email } });
    expect(forgot.status).toBe(200);
    const token = latestResetToken(account.email);
    const rows: { text: string; subject: string }[] = await t.dataSource.query(
      'SELECT subject, text FROM mail_outbox WHERE recipient = $1 ORDER BY created_at DESC LIMIT 1',
      [account.email],
    );
    expect(rows[0]?.subject).toMatch(/reset/i);
    expect(rows[0]?.text).not.toContain(token);
    expect(rows[0]?.text).not.toMatch(RESET_LINK);
    expect(rows[0]?.text).toMatch(/redacted/i);
    // The real link works.
    const reset = await http.request('POST', 'api/auth/reset-password', {
      body: { token, password: 'second-password' },
    });
    expect(reset.status).toBe(200);
    await signInToken(t.url, { ...account, password: 'second-password' });
  });

  it('resets the password once, revokes older tokens and refuses the used link', async () => {
    const account = await createAccount('resetter@arena.local', 'old-password');
    const oldToken = await signInToken(t.url, account);
    const gqlForgot = await http.graphql<{ forgotPassword: boolean }>(FORGOT, {
      input: { email: account.email },
    });
    expect(gqlForgot.data?.forgotPassword).toBe(true);
    const resetToken = latestResetToken(account.email);

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
    const resetToken = latestResetToken(account.email);
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

describe('account mails per address', () => {
  const mailsTo = async (email: string) => {
    const [row] = (await t.dataSource.query(
      'SELECT count(*)::int AS n FROM mail_outbox WHERE lower(recipient) = lower($1)',
      [email],
    )) as { n: number }[];
    return row!.n;
  };

  it('sends at most 3 an hour to one address, silently: every answer stays the same (REST and GraphQL)', async () => {
    const account = await createAccount('mail-flood@arena.local');
    expect(await mailsTo(account.email)).toBe(1); // the welcome
    const answers: string[] = [];
    for (let i = 0; i < 4; i++) {
      const rest = await http.request('POST', 'api/auth/forgot-password', {
        body: { email: i % 2 ? account.email.toUpperCase() : account.email },
      });
      expect(rest.status).toBe(200);
      answers.push(rest.text);
      const gql = await http.graphql<{ forgotPassword: boolean }>(FORGOT, {
        input: { email: account.email },
      });
      expect(gql.status).toBe(200);
      answers.push(JSON.stringify(gql));
    }
    expect(new Set(answers)).toEqual(
      new Set(['true', JSON.stringify({ status: 200, data: { forgotPassword: true } })]),
    );
    // The welcome and two resets; the other six asked for nothing more.
    expect(await mailsTo(account.email)).toBe(3);
    const [tokens] = (await t.dataSource.query(
      'SELECT count(*)::int AS n FROM password_reset_tokens r JOIN users u ON u.id = r.user_id WHERE u.email = $1',
      [account.email],
    )) as { n: number }[];
    expect(tokens!.n).toBe(2);
    // The last mail that went out still works.
    const reset = await http.request('POST', 'api/auth/reset-password', {
      body: { token: latestResetToken(account.email), password: 'After-the-flood-1' },
    });
    expect(reset.status).toBe(200);

    // Another address is not affected.
    const other = await createAccount('not-flooded@arena.local');
    await http.request('POST', 'api/auth/forgot-password', { body: { email: other.email } });
    expect(await mailsTo(other.email)).toBe(2);
  });

  it('limits the "address taken" notices of repeated sign-ups the same way, answering each like a new address', async () => {
    const account = await createAccount('taken-flood@arena.local');
    for (let i = 0; i < 3; i++) {
      const rest = await http.request('POST', 'api/auth/sign-up', {
        body: { name: 'Someone Else', email: account.email, password: 'Str0ng-password' },
      });
      expect(rest.status).toBe(200);
      expect(rest.text).toBe('true');
      const gql = await http.graphql<{ signUp: boolean }>(SIGN_UP, {
        input: { name: 'Someone Else', email: account.email, password: 'Str0ng-password' },
      });
      expect(gql.data?.signUp).toBe(true);
    }
    // The welcome and two notices.
    expect(await mailsTo(account.email)).toBe(3);
  });
});

describe("account mails in the reader's language", () => {
  it('writes in the language of the request, then in the one the person saved', async () => {
    const email = 'turkish-reader@arena.local';
    const signUp = await http.request('POST', 'api/auth/sign-up', {
      body: { name: 'Ayşe Okur', email, password: 'Str0ng-password' },
      headers: { 'accept-language': 'tr-TR,tr;q=0.9,en;q=0.5' },
    });
    expect(signUp.status).toBe(200);
    const welcome = sink.latestTo(email);
    expect(welcome?.subject).toBe("Arena'ya hoş geldiniz");
    expect(welcome?.text).toContain('Merhaba Ayşe Okur,');
    expect(welcome?.text).toContain('/sign-in');

    // No saved language: the request's (none given: English).
    await http.request('POST', 'api/auth/forgot-password', { body: { email } });
    expect(sink.latestTo(email)?.subject).toBe('Reset your Arena password');

    // Saved Turkish wins over an English request.
    const token = await signInToken(t.url, { name: 'Ayşe Okur', email, password: 'Str0ng-password' });
    const saved = await http.graphql('mutation { setMyLanguage(language: tr) { language } }', {}, token);
    expect(saved.errors).toBeUndefined();
    await http.request('POST', 'api/auth/forgot-password', {
      body: { email },
      headers: { 'accept-language': 'en' },
    });
    const reset = sink.latestTo(email);
    expect(reset?.subject).toBe('Arena parolanızı sıfırlayın');
    expect(reset?.text).toMatch(RESET_LINK);

    const changed = await http.graphql(
      'mutation ($input: ChangeMyPasswordInput!) { changeMyPassword(input: $input) { accessToken } }',
      { input: { currentPassword: 'Str0ng-password', newPassword: 'An0ther-password' } },
      token,
    );
    expect(changed.errors).toBeUndefined();
    expect(sink.latestTo(email)?.subject).toBe('Arena parolanız değiştirildi');
  });

  it("writes an invitation in the inviter's saved language, naming the inviter", async () => {
    const admin = await signInToken(t.url);
    const setLanguage = (language: 'tr' | 'en') =>
      http.graphql(`mutation { setMyLanguage(language: ${language}) { language } }`, {}, admin);
    expect((await setLanguage('tr')).errors).toBeUndefined();
    try {
      const email = 'invited-in-turkish@arena.local';
      const created = await http.graphql(
        'mutation ($input: CreateAdminUserInput!) { createAdminUser(input: $input) { id } }',
        { input: { fullName: 'Davetli Üye', email } },
        admin,
      );
      expect(created.errors).toBeUndefined();
      const invitation = sink.latestTo(email);
      expect(invitation?.subject).toBe("Arena'ya davet edildiniz");
      expect(invitation?.text).toContain('Merhaba Davetli Üye,');
      expect(invitation?.text).toMatch(/Deniz Kaya sizin için bir Arena hesabı oluşturdu/);
      expect(invitation?.text).toMatch(RESET_LINK);
    } finally {
      expect((await setLanguage('en')).errors).toBeUndefined();
    }
  });
});

describe('rate limits', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({
      // The limits below are per (account, address) pair and per address; X-Forwarded-For names the address.
      TRUST_PROXY: 'true',
      RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '3',
      RATE_LIMIT_SIGN_IN_PER_IP: '6',
      RATE_LIMIT_ACCOUNT_MAIL_PER_IP: '2',
    });
  });
  afterAll(async () => {
    await limited?.close();
  });

  const from = (ip: string) => ({ 'x-forwarded-for': ip });
  const signIn = (ip: string, body: { email: string; password: string }, path = 'api/auth/sign-in') =>
    createHttp(limited.url).request<{ code: string }>('POST', path, { body, headers: from(ip) });

  it('stops guessing from one address, but never refuses the right password from another', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const wrong = await signIn('198.51.100.1', { email: DEMO_ADMIN.email, password: 'bad-guess' });
      expect(wrong.status).toBe(404);
    }
    // The guessing address is held back, even with the right password…
    const held = await signIn('198.51.100.1', DEMO_ADMIN);
    expect(held.status).toBe(429);
    expect(held.body.code).toBe('RATE_LIMITED');
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await signIn('198.51.100.1', DEMO_ADMIN, 'api/auth/unlock-session')).status).toBe(429);
    // …the owner elsewhere is not locked out: sign-in and unlock both work.
    expect((await signIn('198.51.100.2', DEMO_ADMIN)).status).toBe(200);
    expect((await signIn('198.51.100.3', DEMO_ADMIN, 'api/auth/unlock-session')).status).toBe(200);
  });

  it('slows repeated failures on one account with a short growing delay, not a lockout', async () => {
    const email = 'org.admin@arena.local';
    const timed = async (ip: string, password: string) => {
      const started = performance.now();
      const response = await signIn(ip, { email, password });
      return { status: response.status, ms: performance.now() - started };
    };
    // Failures from many addresses (each under its pair limit) count for the account.
    const failures = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      failures.push(await timed(`198.51.100.${20 + attempt}`, 'bad-guess'));
    }
    expect(failures.map((failure) => failure.status)).toEqual([404, 404, 404, 404, 404]);
    // The first three are free; the 4th waits 0.25 s, the 5th 0.5 s (lower bounds: the waits are sleeps).
    expect(failures[3]!.ms).toBeGreaterThanOrEqual(250);
    expect(failures[4]!.ms).toBeGreaterThanOrEqual(500);
    // The right password from a fresh address waits its turn (1 s now), then succeeds: no lockout.
    const right = await timed('198.51.100.40', 'Arena-Org-2026');
    expect(right.status).toBe(200);
    expect(right.ms).toBeGreaterThanOrEqual(1000);
  });

  it('limits failures per address across accounts', async () => {
    const ip = '198.51.100.60';
    for (const email of [
      'a@arena.local',
      'b@arena.local',
      'c@arena.local',
      'd@arena.local',
      'e@arena.local',
      'f@arena.local',
    ]) {
      expect((await signIn(ip, { email, password: 'bad-guess' })).status).toBe(404);
    }
    const api = createHttp(limited.url);
    const blocked = await api.request<{ code: string; retryAfterSeconds: number }>('POST', 'graphql', {
      body: { query: SIGN_IN, variables: { input: { email: 'g@arena.local', password: 'bad-guess' } } },
      headers: from(ip),
    });
    expect(JSON.stringify(blocked.body)).toContain('RATE_LIMITED');
    expect(JSON.stringify(blocked.body)).toContain('retryAfterSeconds');
    // Another address is not affected.
    expect((await signIn('198.51.100.61', DEMO_ADMIN)).status).toBe(200);
  });

  it('limits mail-sending calls per IP', async () => {
    const ip = '198.51.100.80';
    const api = createHttp(limited.url);
    for (let i = 0; i < 2; i++) {
      expect(
        (
          await api.request('POST', 'api/auth/forgot-password', {
            body: { email: 'x@arena.local' },
            headers: from(ip),
          })
        ).status,
      ).toBe(200);
    }
    const blocked = await api.request<{ code: string }>('POST', 'api/auth/forgot-password', {
      body: { email: 'x@arena.local' },
      headers: from(ip),
    });
    expect(blocked.status).toBe(429);
  });

  it('logs mails (console transport) at debug only, without the reset link; no info line names a person', async () => {
    // Everything the server logs while the mails are sent, as text, by level.
    const logged: { level: string; text: string }[] = [];
    const log = limited.server.app.log;
    const spies = (['info', 'warn', 'error', 'debug'] as const).map((level) =>
      vi.spyOn(log, level).mockImplementation((...args: unknown[]) => {
        logged.push({ level, text: inspect(args, { depth: 6, breakLength: Infinity }) });
      }),
    );
    const invited = { fullName: 'Davetli Veli', email: 'logged-invitee@kartal-aile.example' };
    try {
      const forgot = await createHttp(limited.url).request('POST', 'api/auth/forgot-password', {
        body: { email: DEMO_ADMIN.email },
        headers: from('198.51.100.90'),
      });
      expect(forgot.status).toBe(200);
      // An invitation: a new person's name and address.
      const admin = await signInToken(limited.url);
      const created = await createHttp(limited.url).graphql(
        'mutation ($input: CreateAdminUserInput!) { createAdminUser(input: $input) { id } }',
        { input: invited },
        admin,
      );
      expect(created.errors).toBeUndefined();
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    const mailLines = logged.filter((line) => /mail \(console\)/.test(line.text));
    expect(mailLines.map((line) => line.level)).toEqual(['debug', 'debug']);
    expect(mailLines[0]?.text).toMatch(/reset your arena password/i);
    expect(mailLines[1]?.text).toContain(invited.email);
    expect(logged.filter((line) => RESET_LINK.test(line.text))).toEqual([]);
    // Above debug, no line carries an address or the invited person's name.
    const aboveDebug = logged.filter((line) => line.level !== 'debug');
    expect(aboveDebug.filter((line) => /@|Davetli/.test(line.text))).toEqual([]);
    const rows: { text: string }[] = await limited.dataSource.query(
      'SELECT text FROM mail_outbox WHERE recipient = $1 ORDER BY created_at DESC LIMIT 1',
      [DEMO_ADMIN.email],
    );
    expect(rows[0]?.text).not.toMatch(RESET_LINK);
  });
});

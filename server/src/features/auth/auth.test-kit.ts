import { afterAll, beforeAll, expect } from 'vitest';
import { suiteCalls, useTestServer } from '../../../../tests/support/suite.js';
import { startSmtpSink, type SmtpSink } from '../../shared/mail/smtp-sink.js';

// What the sign-in and account suites (auth.*.test.ts) share: the GraphQL documents of the auth API, the
// test's JWT secret, and a server that mails over SMTP to a sink, with helpers to make an account, change
// its status and read the reset link mailed to it.

export const JWT_SECRET = 'test-secret-that-is-at-least-32-bytes-long!';

export const SIGN_IN = `mutation ($input: SignInInput!) { signIn(input: $input) { accessToken tokenType user { id name email avatar status } } }`;
export const UNLOCK = `mutation ($input: SignInInput!) { unlockSession(input: $input) { accessToken tokenType user { id email } } }`;
export const WITH_TOKEN = `mutation ($t: String!) { signInWithToken(accessToken: $t) { accessToken tokenType user { id email } } }`;
export const SIGN_UP = `mutation ($input: SignUpInput!) { signUp(input: $input) }`;
export const FORGOT = `mutation ($input: ForgotPasswordInput!) { forgotPassword(input: $input) }`;
export const RESET = `mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) }`;
export const ME = `{ me { id email } }`;

export const RESET_LINK = /reset-password\?token=([A-Za-z0-9_-]+)/;

/**
 * The server of one auth suite, signed with JWT_SECRET and allowing 100 account mails per address; call
 * once at the top of a file.
 */
export function authSuite() {
  // Mails go out over SMTP to this sink: what a recipient reads. The outbox keeps a redacted copy.
  // The sink starts first, so the server is started with its address.
  const smtp = {} as { sink: SmtpSink };
  const env: Record<string, string> = { JWT_SECRET, RATE_LIMIT_ACCOUNT_MAIL_PER_IP: '100' };
  beforeAll(async () => {
    smtp.sink = await startSmtpSink();
    env.SMTP_URL = smtp.sink.url;
  });
  afterAll(async () => {
    await smtp.sink?.close();
  });
  const t = useTestServer({}, env);
  const calls = suiteCalls(t);

  async function createAccount(email: string, password = 'Str0ng-password', name = 'Test Person') {
    const response = await t.http.request('POST', 'api/auth/sign-up', { body: { name, email, password } });
    expect(response.status).toBe(200);
    return { email, password, name };
  }

  async function setAccountStatus(email: string, status: 'active' | 'inactive' | 'suspended') {
    await calls.query('UPDATE users SET account_status = $1 WHERE email = $2', [status, email]);
  }

  /** The token of the newest reset link mailed to the address, as the recipient received it. */
  function latestResetToken(email: string): string {
    const match = RESET_LINK.exec(smtp.sink.latestTo(email)?.text ?? '');
    if (!match?.[1]) throw new Error(`no reset mail for ${email}`);
    return match[1];
  }

  return { t, ...calls, smtp, createAccount, setAccountStatus, latestResetToken };
}

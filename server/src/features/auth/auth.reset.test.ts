import { describe, expect, it } from 'vitest';
import { signInToken, writeCounts } from '../../../../tests/support/auth.js';
import { authSuite, FORGOT, RESET, RESET_LINK } from './auth.test-kit.js';

// Forgetting and resetting a password through the real HTTP API (REST and GraphQL): the same answer for
// known and unknown emails, a reset link that reaches only the recipient (the outbox keeps it redacted)
// and works once, older tokens revoked, and expired or unknown links refused.

const { t, query, createAccount, latestResetToken } = authSuite();

describe('forgot-password and reset-password', () => {
  it('answers true for known and unknown emails alike, and mails only the known one', async () => {
    await createAccount('forgetful@arena.local', 'first-password');
    const before = await writeCounts(t.server.dataSource);
    const known = await t.http.request('POST', 'api/auth/forgot-password', {
      body: { email: 'forgetful@arena.local' },
    });
    const unknown = await t.http.request('POST', 'api/auth/forgot-password', {
      body: { email: 'ghost@arena.local' },
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.text).toBe('true');
    expect(unknown.text).toBe(known.text);
    const after = await writeCounts(t.server.dataSource);
    expect(after.mails).toBe(before.mails + 1);
    expect(after.resets).toBe(before.resets + 1);
    // Only the hash is stored, never the token itself.
    const token = latestResetToken('forgetful@arena.local');
    const stored: { token_hash: string }[] = await query('SELECT token_hash FROM password_reset_tokens');
    expect(stored.map((row) => row.token_hash)).not.toContain(token);
  });

  it('keeps the reset link out of the outbox; the mail itself carries the working link', async () => {
    const account = await createAccount('outbox-reader@arena.local', 'first-password');
    const forgot = await t.http.request('POST', 'api/auth/forgot-password', {
      body: { email: account.email },
    });
    expect(forgot.status).toBe(200);
    const token = latestResetToken(account.email);
    const rows: { text: string; subject: string }[] = await query(
      'SELECT subject, text FROM mail_outbox WHERE recipient = $1 ORDER BY created_at DESC LIMIT 1',
      [account.email],
    );
    expect(rows[0]?.subject).toMatch(/reset/i);
    expect(rows[0]?.text).not.toContain(token);
    expect(rows[0]?.text).not.toMatch(RESET_LINK);
    expect(rows[0]?.text).toMatch(/redacted/i);
    // The real link works.
    const reset = await t.http.request('POST', 'api/auth/reset-password', {
      body: { token, password: 'second-password' },
    });
    expect(reset.status).toBe(200);
    await signInToken(t.server.url, { ...account, password: 'second-password' });
  });

  it('resets the password once, revokes older tokens and refuses the used link', async () => {
    const account = await createAccount('resetter@arena.local', 'old-password');
    const oldToken = await signInToken(t.server.url, account);
    const gqlForgot = await t.http.graphql<{ forgotPassword: boolean }>(FORGOT, {
      input: { email: account.email },
    });
    expect(gqlForgot.data?.forgotPassword).toBe(true);
    const resetToken = latestResetToken(account.email);

    // Tokens are compared to the second: make sure the reset happens in a later second than the sign-in.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const reset = await t.http.request('POST', 'api/auth/reset-password', {
      body: { token: resetToken, password: 'new-password' },
    });
    expect(reset.text).toBe('true');
    expect(reset.status).toBe(200);
    expect(reset.body).toBe(true);

    const oldSignIn = await t.http.request('POST', 'api/auth/sign-in', {
      body: { email: account.email, password: 'old-password' },
    });
    expect(oldSignIn.status).toBe(404);
    await signInToken(t.server.url, { ...account, password: 'new-password' });
    expect((await t.http.request('GET', 'api/common/user', { token: oldToken })).status).toBe(401);

    const again = await t.http.graphql(RESET, { input: { token: resetToken, password: 'another-password' } });
    expect(again.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { token: 'This reset link is invalid or has expired' },
    });
  });

  it('refuses an expired or unknown reset token and a short new password', async () => {
    const account = await createAccount('late@arena.local', 'old-password');
    await t.http.request('POST', 'api/auth/forgot-password', { body: { email: account.email } });
    const resetToken = latestResetToken(account.email);
    await query(`UPDATE password_reset_tokens SET expires_at = now() - interval '1 minute'`);

    for (const body of [
      { token: resetToken, password: 'new-password' },
      { token: 'x'.repeat(43), password: 'new-password' },
    ]) {
      const response = await t.http.request<{ code: string }>('POST', 'api/auth/reset-password', { body });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('BAD_USER_INPUT');
    }
    const short = await t.http.request<{ fieldErrors: Record<string, string> }>(
      'POST',
      'api/auth/reset-password',
      {
        body: { token: resetToken, password: 'short' },
      },
    );
    expect(short.status).toBe(400);
    expect(short.body.fieldErrors.password).toBe('Password must be at least 8 characters');
    await signInToken(t.server.url, account);
  });

  it('validates the email of a forgot-password request', async () => {
    const response = await t.http.request<{ code: string }>('POST', 'api/auth/forgot-password', {
      body: { email: 'x' },
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('BAD_USER_INPUT');
  });
});

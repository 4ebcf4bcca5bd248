import { describe, expect, it } from 'vitest';
import { signInToken } from '../../../../tests/support/auth.js';
import { authSuite, FORGOT, RESET_LINK, SIGN_UP } from './auth.test-kit.js';

// The account mails through the real HTTP API: at most three an hour to one address, silently (every
// answer stays the same), and each written in the reader's language: the request's, then the one the
// person saved, and for an invitation the inviter's.

const { t, query, smtp, createAccount, latestResetToken } = authSuite();

describe('account mails per address', () => {
  const mailsTo = async (email: string) => {
    const [row] = (await query(
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
      const rest = await t.http.request('POST', 'api/auth/forgot-password', {
        body: { email: i % 2 ? account.email.toUpperCase() : account.email },
      });
      expect(rest.status).toBe(200);
      answers.push(rest.text);
      const gql = await t.http.graphql<{ forgotPassword: boolean }>(FORGOT, {
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
    const [tokens] = (await query(
      'SELECT count(*)::int AS n FROM password_reset_tokens r JOIN users u ON u.id = r.user_id WHERE u.email = $1',
      [account.email],
    )) as { n: number }[];
    expect(tokens!.n).toBe(2);
    // The last mail that went out still works.
    const reset = await t.http.request('POST', 'api/auth/reset-password', {
      body: { token: latestResetToken(account.email), password: 'After-the-flood-1' },
    });
    expect(reset.status).toBe(200);

    // Another address is not affected.
    const other = await createAccount('not-flooded@arena.local');
    await t.http.request('POST', 'api/auth/forgot-password', { body: { email: other.email } });
    expect(await mailsTo(other.email)).toBe(2);
  });

  it('limits the "address taken" notices of repeated sign-ups the same way, answering each like a new address', async () => {
    const account = await createAccount('taken-flood@arena.local');
    for (let i = 0; i < 3; i++) {
      const rest = await t.http.request('POST', 'api/auth/sign-up', {
        body: { name: 'Someone Else', email: account.email, password: 'Str0ng-password' },
      });
      expect(rest.status).toBe(200);
      expect(rest.text).toBe('true');
      const gql = await t.http.graphql<{ signUp: boolean }>(SIGN_UP, {
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
    const signUp = await t.http.request('POST', 'api/auth/sign-up', {
      body: { name: 'Ayşe Okur', email, password: 'Str0ng-password' },
      headers: { 'accept-language': 'tr-TR,tr;q=0.9,en;q=0.5' },
    });
    expect(signUp.status).toBe(200);
    const welcome = smtp.sink.latestTo(email);
    expect(welcome?.subject).toBe("Arena'ya hoş geldiniz");
    expect(welcome?.text).toContain('Merhaba Ayşe Okur,');
    expect(welcome?.text).toContain('/sign-in');

    // No saved language: the request's (none given: English).
    await t.http.request('POST', 'api/auth/forgot-password', { body: { email } });
    expect(smtp.sink.latestTo(email)?.subject).toBe('Reset your Arena password');

    // Saved Turkish wins over an English request.
    const token = await signInToken(t.server.url, { name: 'Ayşe Okur', email, password: 'Str0ng-password' });
    const saved = await t.http.graphql('mutation { setMyLanguage(language: tr) { language } }', {}, token);
    expect(saved.errors).toBeUndefined();
    await t.http.request('POST', 'api/auth/forgot-password', {
      body: { email },
      headers: { 'accept-language': 'en' },
    });
    const reset = smtp.sink.latestTo(email);
    expect(reset?.subject).toBe('Arena parolanızı sıfırlayın');
    expect(reset?.text).toMatch(RESET_LINK);

    const changed = await t.http.graphql(
      'mutation ($input: ChangeMyPasswordInput!) { changeMyPassword(input: $input) { accessToken } }',
      { input: { currentPassword: 'Str0ng-password', newPassword: 'An0ther-password' } },
      token,
    );
    expect(changed.errors).toBeUndefined();
    expect(smtp.sink.latestTo(email)?.subject).toBe('Arena parolanız değiştirildi');
  });

  it("writes an invitation in the inviter's saved language, naming the inviter", async () => {
    const admin = await signInToken(t.server.url);
    const setLanguage = (language: 'tr' | 'en') =>
      t.http.graphql(`mutation { setMyLanguage(language: ${language}) { language } }`, {}, admin);
    expect((await setLanguage('tr')).errors).toBeUndefined();
    try {
      const email = 'invited-in-turkish@arena.local';
      const created = await t.http.graphql(
        'mutation ($input: CreateAdminUserInput!) { createAdminUser(input: $input) { id } }',
        { input: { fullName: 'Davetli Üye', email } },
        admin,
      );
      expect(created.errors).toBeUndefined();
      const invitation = smtp.sink.latestTo(email);
      expect(invitation?.subject).toBe("Arena'ya davet edildiniz");
      expect(invitation?.text).toContain('Merhaba Davetli Üye,');
      expect(invitation?.text).toMatch(/Deniz Kaya sizin için bir Arena hesabı oluşturdu/);
      expect(invitation?.text).toMatch(RESET_LINK);
    } finally {
      expect((await setLanguage('en')).errors).toBeUndefined();
    }
  });
});

import { inspect } from 'node:util';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_ADMIN, signInToken } from '../../../../tests/support/auth.js';
import { useTestServer } from '../../../../tests/support/suite.js';
import { RESET_LINK, SIGN_IN } from './auth.test-kit.js';

// The rate limits of signing in and of account mails through the real HTTP API, on a server with low
// limits that trusts X-Forwarded-For: guessing is stopped per address and slowed per account, never
// locking the owner out, mail-sending calls are limited per address, and the mails (console transport)
// are logged at debug only, without the reset link.

// The limits below are per (account, address) pair and per address; X-Forwarded-For names the address.
const limited = useTestServer(
  {},
  {
    TRUST_PROXY: 'true',
    RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '3',
    RATE_LIMIT_SIGN_IN_PER_IP: '6',
    RATE_LIMIT_ACCOUNT_MAIL_PER_IP: '2',
  },
);

describe('rate limits', () => {
  const from = (ip: string) => ({ 'x-forwarded-for': ip });
  const signIn = (ip: string, body: { email: string; password: string }, path = 'api/auth/sign-in') =>
    limited.http.request<{ code: string }>('POST', path, { body, headers: from(ip) });

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
    const api = limited.http;
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
    const api = limited.http;
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
    const log = limited.server.server.app.log;
    const spies = (['info', 'warn', 'error', 'debug'] as const).map((level) =>
      vi.spyOn(log, level).mockImplementation((...args: unknown[]) => {
        logged.push({ level, text: inspect(args, { depth: 6, breakLength: Infinity }) });
      }),
    );
    const invited = { fullName: 'Davetli Veli', email: 'logged-invitee@kartal-aile.example' };
    try {
      const forgot = await limited.http.request('POST', 'api/auth/forgot-password', {
        body: { email: DEMO_ADMIN.email },
        headers: from('198.51.100.90'),
      });
      expect(forgot.status).toBe(200);
      // An invitation: a new person's name and address.
      const admin = await signInToken(limited.server.url);
      const created = await limited.http.graphql(
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
    const rows: { text: string }[] = await limited.server.dataSource.query(
      'SELECT text FROM mail_outbox WHERE recipient = $1 ORDER BY created_at DESC LIMIT 1',
      [DEMO_ADMIN.email],
    );
    expect(rows[0]?.text).not.toMatch(RESET_LINK);
  });
});

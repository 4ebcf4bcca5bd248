import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loggableUrl } from '../../app/request-log.js';
import { DEMO_PERSONAS } from '../users/index.js';
import { FEED_FETCHES } from './calendar-feed.service.js';
import { calendarFeedSuite } from './calendar-feed.test-kit.js';
import { KARTAL } from './events.test-kit.js';

// A calendar feed's token (calendar-feed.service.ts): shown once and stored only as its hash, rotated,
// deleted, ended with its owner's account or sessions, unknown ones answering 404, rate limited per
// feed, and its address never written to a log line.

const { t, gql, codeOf, query, createFeed, readFeed, fetchFeed, feedText } = calendarFeedSuite();

describe('the token', () => {
  const tokenOf = (url: string) => /\/calendar\/([A-Za-z0-9_-]{43})\.ics$/.exec(url)?.[1];
  const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

  it('is shown once, stored only as its hash, and its first use is recorded', async () => {
    const user = await t.factories.user({ organizationId: KARTAL, role: 'user' });
    const me = { token: await user.signIn() };
    expect(await readFeed(me)).toBeNull();
    const url = await createFeed(me);
    const token = tokenOf(url);
    expect(token, url).toBeDefined();
    expect(url).toMatch(/^https?:\/\/[^/]+\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const [row] = await query<Record<string, unknown>>('SELECT * FROM calendar_feeds WHERE user_id = $1', [
      user.id,
    ]);
    expect(row!.token_hash).toBe(sha256(token!));
    expect(JSON.stringify(row)).not.toContain(token);
    const before = await readFeed(me);
    expect(before).toMatchObject({ url: null, lastUsedAt: null });
    await feedText(url);
    const after = await readFeed(me);
    expect(after?.url).toBeNull();
    expect(after?.createdAt).toBe(before?.createdAt);
    expect(after?.lastUsedAt).not.toBeNull();
    // Without the .ics ending the address answers too.
    expect((await fetchFeed(url.replace(/\.ics$/, ''))).status).toBe(200);
  });

  it('rotates: the old address answers 404, the new one the feed', async () => {
    const old = await createFeed('company');
    expect((await fetchFeed(old)).status).toBe(200);
    const rotated = await createFeed('company');
    expect(rotated).not.toBe(old);
    const gone = await fetchFeed(old);
    expect(gone.status).toBe(404);
    expect(JSON.parse(gone.text)).toMatchObject({ code: 'NOT_FOUND' });
    expect((await fetchFeed(rotated)).status).toBe(200);
    expect(
      await query('SELECT 1 FROM calendar_feeds WHERE user_id = $1', [DEMO_PERSONAS.company.id]),
    ).toHaveLength(1);
  });

  it('is deleted: its address answers 404 and the viewer has no feed', async () => {
    const url = await createFeed('deptAdmin');
    const deleted = await gql<{ deleteCalendarFeed: boolean }>(
      'deptAdmin',
      'mutation { deleteCalendarFeed }',
    );
    expect(deleted.data?.deleteCalendarFeed).toBe(true);
    expect((await fetchFeed(url)).status).toBe(404);
    expect(await readFeed('deptAdmin')).toBeNull();
    const again = await gql<{ deleteCalendarFeed: boolean }>('deptAdmin', 'mutation { deleteCalendarFeed }');
    expect(again.data?.deleteCalendarFeed).toBe(false);
  });

  it('answers 404 for a made-up or malformed token, and asks a signed-out caller to sign in', async () => {
    const madeUp = `${t.server.url}/calendar/${'A'.repeat(43)}.ics`;
    expect((await fetchFeed(madeUp)).status).toBe(404);
    expect((await fetchFeed(`${t.server.url}/calendar/not-a-token.ics`)).status).toBe(404);
    expect((await fetchFeed(`${t.server.url}/calendar/${'A'.repeat(44)}`)).status).toBe(404);
    expect(codeOf(await gql(null, 'mutation { createCalendarFeed { url } }'))).toBe('UNAUTHENTICATED');
    expect(codeOf(await gql(null, 'query { calendarFeed { createdAt } }'))).toBe('UNAUTHENTICATED');
  });

  it('ends with the account: suspended, or its tokens revoked (a password change)', async () => {
    const user = await t.factories.user({ organizationId: KARTAL, role: 'user' });
    const token = await user.signIn();
    const url = await createFeed({ token });
    expect((await fetchFeed(url)).status).toBe(200);
    await query(`UPDATE users SET account_status = 'suspended' WHERE id = $1`, [user.id]);
    expect((await fetchFeed(url)).status).toBe(404);
    await query(`UPDATE users SET account_status = 'active' WHERE id = $1`, [user.id]);
    expect((await fetchFeed(url)).status).toBe(200);
    await query('UPDATE users SET token_version = token_version + 1 WHERE id = $1', [user.id]);
    expect((await fetchFeed(url)).status).toBe(404);
    // Signed in again, they have no feed until they make a new one.
    const fresh = await user.signIn();
    expect(await readFeed({ token: fresh })).toBeNull();
    expect((await fetchFeed(await createFeed({ token: fresh }))).status).toBe(200);
  });

  it('is rate limited per feed', async () => {
    const user = await t.factories.user({ organizationId: KARTAL, role: 'user' });
    const url = await createFeed({ token: await user.signIn() });
    const answers = [];
    for (let fetches = 0; fetches <= FEED_FETCHES.points; fetches += 1) answers.push(await fetchFeed(url));
    expect(answers.slice(0, FEED_FETCHES.points).every((answer) => answer.status === 200)).toBe(true);
    const limited = answers.at(-1)!;
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('never reaches a log line: the request log hides the path', async () => {
    const url = await createFeed('orgAdmin');
    const { pathname } = new URL(url);
    const token = tokenOf(url)!;
    for (const logged of [pathname, `${pathname}?x=1`, pathname.replace('.ics', ''), `/${pathname}`]) {
      expect(loggableUrl(logged)).not.toContain(token);
      expect(loggableUrl(logged)).toMatch(/^\/+calendar\/\[redacted\]/);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { eventually, jobRows, makeDueNow } from '../../shared/jobs/job-queue.test-kit.js';
import { DEMO_PERSONAS } from '../users/index.js';
import { eventsSuite, TEAMS } from './events.test-kit.js';

// Change notices through the real API and the real job queue (events.notices.ts): a change adds one
// job in its transaction, keyed so that quick repeated changes tell once; the job gives each guardian of
// the team's athletes and each of its staff a notification and a mail in their language — never the one
// who made the change, never a family of another team — and a refused change adds nothing.

const { t, create, gql, codeOf, query } = eventsSuite();

const U10 = TEAMS.futbolU10Erkek.id;
const HOUR = 3600_000;
const inTwoDays = (hour: number) =>
  new Date(Math.floor(Date.now() / HOUR) * HOUR + (48 + hour) * HOUR).toISOString();

const noticeJobs = (eventId: string) =>
  jobRows(t.server.dataSource, `v.task_identifier = 'events.notice' AND p.payload->>'eventId' = $1`, [
    eventId,
  ]);

const notificationsOf = async (userId: string, title: string) =>
  query<{ title: string; translations: { tr: { title: string } } }>(
    `SELECT title, translations FROM inbox_items WHERE user_id = $1 AND kind = 'notification' AND title LIKE '%' || $2`,
    [userId, title],
  );

describe('change notices', () => {
  it('tells the team’s families and staff once, in their language, but not the one who changed it', async () => {
    const event = await create('orgAdmin', {
      type: 'training',
      title: 'Notice session',
      scope: 'teams',
      teamIds: [U10],
      startsAt: inTwoDays(0),
      endsAt: inTwoDays(1),
    });
    expect(await noticeJobs(event.id)).toEqual([]);
    const move = (hour: number) =>
      gql(
        'coach',
        'mutation ($id: ID!, $s: DateTime, $e: DateTime) { updateEvent(id: $id, input: { startsAt: $s, endsAt: $e }) { id } }',
        {
          id: event.id,
          s: inTwoDays(hour),
          e: inTwoDays(hour + 1),
        },
      );
    expect((await move(1)).errors).toBeUndefined();
    expect((await move(2)).errors).toBeUndefined();
    // Two quick changes: one job, about the last.
    const [job, ...more] = await noticeJobs(event.id);
    expect(more).toEqual([]);
    expect(job!.payload).toMatchObject({
      kind: 'changed',
      actorId: expect.any(String),
      title: 'Notice session',
    });
    await makeDueNow(t.server.dataSource, job!.id);
    const parent = await eventually(
      () => notificationsOf(DEMO_PERSONAS.parent.id, 'Notice session'),
      (rows) => rows.length > 0,
      { what: 'the parent’s notification' },
    );
    expect(parent).toEqual([
      {
        title: 'Changed: Notice session',
        translations: {
          tr: { title: 'Değişti: Notice session', description: expect.stringMatching(/ \d\d:\d\d$/) },
        },
      },
    ]);
    // It opens the session where it is now.
    const [link] = await query<{ link: string }>(
      `SELECT link FROM inbox_items WHERE user_id = $1 AND title = 'Changed: Notice session'`,
      [DEMO_PERSONAS.parent.id],
    );
    expect(link!.link).toBe(
      `/fbiad-pages/events?event=${event.id}&at=${encodeURIComponent(new Date(inTwoDays(2)).toISOString())}`,
    );
    // The coach made the change: not told. Families of another team: not told.
    const [coach] = await query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
      'gokhan.tekin@kartal.example',
    ]);
    expect(await notificationsOf(coach!.id, 'Notice session')).toEqual([]);
    const [outsider] = await query<{ userId: string }>(
      `SELECT gl.user_id AS "userId" FROM guardian_links gl WHERE gl.archived_at IS NULL AND gl.athlete_id NOT IN
         (SELECT athlete_id FROM team_memberships WHERE team_id = $1) AND gl.user_id NOT IN
         (SELECT gl2.user_id FROM guardian_links gl2 JOIN team_memberships tm ON tm.athlete_id = gl2.athlete_id WHERE tm.team_id = $1)
       LIMIT 1`,
      [U10],
    );
    expect(await notificationsOf(outsider!.userId, 'Notice session')).toEqual([]);
    // A mail to the parent, in their language, through the mail job.
    const mails = await eventually(
      () =>
        query<{ subject: string; sentAt: Date | null }>(
          `SELECT subject, sent_at AS "sentAt" FROM mail_outbox WHERE recipient = $1 AND subject LIKE '%Notice session'`,
          [DEMO_PERSONAS.parent.email],
        ),
      (rows) => rows.length > 0 && rows.every((row) => row.sentAt !== null),
      { what: 'the parent’s mail' },
    );
    const [language] = await query<{ language: string }>(
      `SELECT COALESCE(u.language::text, o.locale) AS language FROM users u JOIN organizations o ON o.id = u.organization_id WHERE u.id = $1`,
      [DEMO_PERSONAS.parent.id],
    );
    expect(mails.map((mail) => mail.subject)).toEqual([
      language!.language === 'tr' ? 'Değişti: Notice session' : 'Changed: Notice session',
    ]);
  });

  it('tells of a cancellation of one date, and nothing of a refused change or of an organization-wide event', async () => {
    const event = await create('orgAdmin', {
      type: 'match',
      title: 'Cancelled match',
      scope: 'teams',
      teamIds: [U10],
      startsAt: inTwoDays(3),
      endsAt: inTwoDays(5),
    });
    const refused = await gql('parent', 'mutation ($id: ID!) { cancelEvent(id: $id) { id } }', {
      id: event.id,
    });
    expect(codeOf(refused)).toBe('FORBIDDEN');
    expect(await noticeJobs(event.id)).toEqual([]);
    const cancelled = await gql('orgAdmin', 'mutation ($id: ID!) { cancelEvent(id: $id) { status } }', {
      id: event.id,
    });
    expect(cancelled.data).toEqual({ cancelEvent: { status: 'cancelled' } });
    const [job] = await noticeJobs(event.id);
    expect(job!.payload).toMatchObject({ kind: 'cancelled' });

    const everyone = await create('orgAdmin', {
      type: 'meeting',
      title: 'Everyone',
      scope: 'organization',
      startsAt: inTwoDays(6),
      endsAt: inTwoDays(7),
    });
    await gql('orgAdmin', 'mutation ($id: ID!) { cancelEvent(id: $id) { id } }', { id: everyone.id });
    expect(await noticeJobs(everyone.id)).toEqual([]);
  });
});

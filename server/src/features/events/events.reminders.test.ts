import { describe, expect, it } from 'vitest';
import { eventually } from '../../shared/jobs/job-queue.test-kit.js';
import { DEMO_PERSONAS } from '../users/index.js';
import { eventsSuite, TEAMS } from './events.test-kit.js';
import { RSVP_REMINDERS } from './events.reminders.js';

// RSVP reminders through the real job queue (events.reminders.ts): the hourly run looks at the
// occurrences 23 to 24 hours ahead and reminds the guardians of the children nobody answered for —
// not a guardian who answered, not for a cancelled date, not for another hour's occurrences.

const { t, create, gql, query } = eventsSuite();

const U10 = TEAMS.futbolU10Erkek.id;
const HOUR = 3600_000;

const reminders = (userId: string, title: string) =>
  query<{ title: string }>(
    `SELECT title FROM inbox_items WHERE user_id = $1 AND kind = 'notification' AND title LIKE '%' || $2`,
    [userId, title],
  );

describe('RSVP reminders', () => {
  it(
    'reminds the guardians of children nobody answered for, once the occurrence is a day away',
    { timeout: 90_000 },
    async () => {
      const at = new Date(Math.floor(Date.now() / HOUR) * HOUR);
      const session = async (title: string, offsetHours: number) =>
        create('orgAdmin', {
          type: 'training',
          title,
          scope: 'teams',
          teamIds: [U10],
          startsAt: new Date(at.getTime() + offsetHours * HOUR).toISOString(),
          endsAt: new Date(at.getTime() + (offsetHours + 1) * HOUR).toISOString(),
        });
      const due = await session('Reminder due', 23.5);
      const answered = await session('Reminder answered', 23.25);
      const later = await session('Reminder later', 30);
      const children = await query<{ id: string }>(
        `SELECT gl.athlete_id AS id FROM guardian_links gl JOIN team_memberships tm ON tm.athlete_id = gl.athlete_id
        WHERE gl.user_id = $1 AND gl.archived_at IS NULL AND tm.team_id = $2 AND tm.to_on IS NULL`,
        [DEMO_PERSONAS.parent.id, U10],
      );
      for (const child of children) {
        const answer = await gql(
          'parent',
          `mutation ($id: ID!, $at: DateTime!, $a: ID!) { answerRsvp(eventId: $id, occurrenceStart: $at, athleteId: $a, answer: going) { rsvp } }`,
          { id: answered.id, at: answered.startsAt, a: child.id },
        );
        expect(answer.errors).toBeUndefined();
      }
      await t.server.server.jobs.add(RSVP_REMINDERS, { at: at.toISOString() });
      const due$ = await eventually(
        () => reminders(DEMO_PERSONAS.parent.id, 'Reminder due'),
        (rows) => rows.length > 0,
        { what: 'the reminder' },
      );
      expect(due$).toHaveLength(1);
      expect(due$[0]!.title).toMatch(/^Will .+ come\? Reminder due$/);
      // Let the run finish, then: nothing for the answered session or the later one.
      await eventually(
        () => query(`SELECT 1 FROM graphile_worker.jobs WHERE task_identifier = $1`, [RSVP_REMINDERS]),
        (rows) => rows.length === 0,
        { what: 'the run to finish' },
      );
      expect(await reminders(DEMO_PERSONAS.parent.id, 'Reminder answered')).toEqual([]);
      expect(await reminders(DEMO_PERSONAS.parent.id, 'Reminder later')).toEqual([]);
      expect(later.id).not.toBe(due.id);
      // A mail in the parent's language.
      const mails = await eventually(
        () =>
          query<{ subject: string }>(
            `SELECT subject FROM mail_outbox WHERE recipient = $1 AND subject LIKE '%Reminder due'`,
            [DEMO_PERSONAS.parent.email],
          ),
        (rows) => rows.length > 0,
        { what: 'the reminder mail' },
      );
      expect(mails[0]!.subject).toMatch(/^(Please answer|Yanıt bekleniyor): Reminder due$/);
    },
  );
});

import { DateTime } from 'luxon';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import type { JobHandler, JobQueue, JobSchedule } from '../../shared/jobs/job-queue.js';
import { enqueueMail } from '../../shared/mail/mail-jobs.js';
import type { InboxService } from '../inbox/index.js';
import { occurrenceLink } from './events.notices.js';
import { expand } from './events.recurrence.js';
import { EVENT_COLUMNS, type EventNode } from './events.sql.js';

// RSVP reminders (docs/domain.md, "Activity"): every hour, the occurrences of team events that start
// between 23 and 24 hours later are looked at once; the guardians of invited athletes nobody answered
// for get a notification and a mail in their language, one per guardian and occurrence, naming their
// children. The hour is the schedule's own (graphile-worker's cron runs it once across processes), so a
// late run still looks at the window it was scheduled for.

export const RSVP_REMINDERS = 'events.rsvp-reminders';
export const REMINDER_SCHEDULES: readonly JobSchedule[] = [{ task: RSVP_REMINDERS, cron: '0 * * * *' }];
const HOUR = 3600_000;

const reminderPayload = z.object({
  /** graphile-worker's cron adds the time the run was scheduled for. */
  _cron: z.object({ ts: z.string() }).optional(),
  /** A run asked for by hand (tests, operators): the hour to look from. */
  at: z.string().optional(),
});

interface Unanswered {
  userId: string;
  email: string;
  language: string;
  children: string[];
}

/** The guardians of the occurrence's invited athletes nobody answered for, with those children's first names. */
function unanswered(dataSource: DataSource, eventId: string, originalStart: Date, day: string) {
  return dataSource.query<Unanswered[]>(
    `SELECT u.id AS "userId", u.email, COALESCE(u.language::text, o.locale, 'tr') AS language,
            array_agg(DISTINCT a.first_name ORDER BY a.first_name) AS children
       FROM event_teams et
       JOIN team_memberships tm ON tm.team_id = et.team_id AND tm.from_on <= $3::date
                               AND (tm.to_on IS NULL OR tm.to_on >= $3::date)
       JOIN athletes a ON a.id = tm.athlete_id AND a.archived_at IS NULL
       JOIN guardian_links gl ON gl.athlete_id = a.id AND gl.archived_at IS NULL
       JOIN users u ON u.id = gl.user_id AND u.account_status = 'active'
       JOIN organizations o ON o.id = a.organization_id
      WHERE et.event_id = $1
        AND NOT EXISTS (SELECT 1 FROM event_attendance r WHERE r.event_id = $1 AND r.original_start = $2
                          AND r.athlete_id = a.id AND r.rsvp IS NOT NULL)
      GROUP BY u.id, u.email, u.language, o.locale
      ORDER BY u.id`,
    [eventId, originalStart, day],
  );
}

export function reminderJobs({
  dataSource,
  jobs,
  inbox,
}: {
  dataSource: DataSource;
  jobs: JobQueue;
  inbox: InboxService;
}): Record<string, JobHandler> {
  return {
    [RSVP_REMINDERS]: async (raw) => {
      const payload = reminderPayload.parse(raw ?? {});
      const base = new Date(payload.at ?? payload._cron?.ts ?? Date.now());
      const from = new Date(base.getTime() + 23 * HOUR);
      const to = new Date(base.getTime() + 24 * HOUR);
      const events = await dataSource.query<EventNode[]>(
        `SELECT ${EVENT_COLUMNS}, FALSE AS "canEdit" FROM events e
          WHERE e.scope = 'teams' AND e.status = 'scheduled' AND e.starts_at < $2
            AND e.last_start >= $1::timestamptz - interval '1 day'`,
        [from, to],
      );
      const own = await dataSource.query<{ eventId: string; originalStart: Date; status: string | null }[]>(
        `SELECT event_id AS "eventId", original_start AS "originalStart", status FROM event_occurrences
          WHERE event_id = ANY($1::uuid[]) AND status = 'cancelled'`,
        [events.map((event) => event.id)],
      );
      const cancelled = new Set(own.map((row) => `${row.eventId}@${row.originalStart.getTime()}`));
      for (const event of events) {
        for (const { originalStart } of expand(event, from, to)) {
          if (originalStart < from || cancelled.has(`${event.id}@${originalStart.getTime()}`)) continue;
          const local = DateTime.fromJSDate(originalStart, { zone: event.timeZone });
          const people = await unanswered(dataSource, event.id, originalStart, local.toISODate()!);
          const when = (language: 'en' | 'tr') =>
            local.setLocale(language === 'tr' ? 'tr' : 'en-GB').toFormat('cccc d LLLL, HH:mm');
          const link = occurrenceLink(event.id, originalStart.toISOString());
          await inbox.notify(
            people.map((person) => ({
              userId: person.userId,
              title: {
                en: `Will ${person.children.join(' and ')} come? ${event.title}`,
                tr: `${person.children.join(' ve ')} gelecek mi? ${event.title}`,
              },
              description: {
                en: `${when('en')} — answer on the calendar`,
                tr: `${when('tr')} — takvimden yanıtlayın`,
              },
              icon: 'heroicons_outline:calendar-days',
              link,
            })),
          );
          for (const person of people) {
            const tr = person.language !== 'en';
            await enqueueMail(jobs, {
              to: person.email,
              subject: tr ? `Yanıt bekleniyor: ${event.title}` : `Please answer: ${event.title}`,
              text: tr
                ? `${event.title}\n${when('tr')}\n\n${person.children.join(', ')} için katılım yanıtı bekleniyor: ${link}`
                : `${event.title}\n${when('en')}\n\nPlease say whether ${person.children.join(', ')} will come: ${link}`,
            });
          }
        }
      }
    },
  };
}

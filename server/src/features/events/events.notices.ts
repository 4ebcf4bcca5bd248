import { DateTime } from 'luxon';
import type { DataSource, EntityManager } from 'typeorm';
import type { JobHandler, JobQueue } from '../../shared/jobs/job-queue.js';
import { enqueueMail } from '../../shared/mail/mail-jobs.js';
import { z } from 'zod';
import type { InboxService } from '../inbox/index.js';

// Change notices (docs/domain.md, "Activity"): when an event of a branch or of teams is changed,
// cancelled, reinstated or deleted, those it is for are told — the guardians of the athletes currently
// in its teams (or its branch's teams) and the teams' staff, never the one who made the change. Each
// gets a notification in the top bar (live to their open sessions) and a mail in their saved language.
//
// The change only adds a job, in its own transaction (nothing is told of a change that rolls back). The
// job waits NOTICE_DELAY_MS and carries a key per event and occurrence: a coach who drags a session
// three times within that time sends one notice, about where it ended up. Organization-wide events are
// announced, not noticed: a change to one tells nobody.

export const EVENT_NOTICE = 'events.notice';
/** How long a notice waits for further changes to the same event (ms). */
export const NOTICE_DELAY_MS = 30_000;

export const NOTICE_KINDS = ['changed', 'cancelled', 'reinstated', 'deleted'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

const noticePayload = z.object({
  eventId: z.string(),
  kind: z.enum(NOTICE_KINDS),
  actorId: z.string(),
  /** The occurrence changed alone, or null for the event (series) as a whole. */
  occurrenceStart: z.string().nullable(),
  /** The occurrence the notice opens (its original start in the event's series). */
  at: z.string(),
  /** What is told: kept in the job, since a deleted event is gone when it runs. */
  title: z.string(),
  /** When the occurrence takes place now. */
  startsAt: z.string(),
  timeZone: z.string(),
  organizationId: z.string(),
  scope: z.string(),
  teamIds: z.array(z.string()),
  branchId: z.string().nullable(),
});
export type NoticePayload = z.output<typeof noticePayload>;

/** Adds the notice job in the change's transaction (nothing for an organization-wide event). */
export async function enqueueNotice(
  jobs: JobQueue,
  manager: EntityManager,
  notice: NoticePayload,
): Promise<void> {
  if (notice.scope === 'organization') return;
  await jobs.add(EVENT_NOTICE, notice, {
    manager,
    jobKey: `${EVENT_NOTICE}:${notice.eventId}:${notice.occurrenceStart ?? 'all'}`,
    runAt: new Date(Date.now() + NOTICE_DELAY_MS),
    maxAttempts: 5,
  });
}

/** The calendar with one occurrence opened: the event and the occurrence's original start. */
export const occurrenceLink = (eventId: string, at: string) =>
  `/fbiad-pages/events?event=${eventId}&at=${encodeURIComponent(at)}`;

interface Recipient {
  userId: string;
  email: string;
  language: 'en' | 'tr';
}

const TEXT = {
  changed: { en: 'Changed', tr: 'Değişti' },
  cancelled: { en: 'Cancelled', tr: 'İptal edildi' },
  reinstated: { en: 'Back on', tr: 'Yeniden planlandı' },
  deleted: { en: 'Removed from the calendar', tr: 'Takvimden kaldırıldı' },
} as const;

function when(payload: NoticePayload, language: 'en' | 'tr'): string {
  return DateTime.fromISO(payload.startsAt, { zone: payload.timeZone })
    .setLocale(language === 'tr' ? 'tr' : 'en-GB')
    .toFormat('cccc d LLLL yyyy, HH:mm');
}

/** Who is told of a change: guardians of the athletes in its teams and the teams' staff, not the actor. */
async function recipients(dataSource: DataSource, payload: NoticePayload): Promise<Recipient[]> {
  return dataSource.query<Recipient[]>(
    `WITH teams_of AS (
       SELECT t.id FROM teams t
        WHERE t.organization_id = $1 AND t.archived_at IS NULL
          AND (t.id = ANY($2::uuid[]) OR ($3::uuid IS NOT NULL AND t.branch_id = $3::uuid))),
     people AS (
       SELECT gl.user_id FROM team_memberships tm
         JOIN athletes a ON a.id = tm.athlete_id AND a.archived_at IS NULL
         JOIN guardian_links gl ON gl.athlete_id = a.id AND gl.archived_at IS NULL
        WHERE tm.team_id IN (SELECT id FROM teams_of) AND tm.to_on IS NULL
       UNION
       SELECT p.user_id FROM team_staff ts JOIN professionals p ON p.id = ts.professional_id
        WHERE ts.team_id IN (SELECT id FROM teams_of) AND ts.archived_at IS NULL AND p.archived_at IS NULL
          AND p.user_id IS NOT NULL)
     SELECT u.id AS "userId", u.email, COALESCE(u.language::text, o.locale, 'tr') AS language
       FROM people JOIN users u ON u.id = people.user_id
       JOIN organizations o ON o.id = $1
      WHERE u.id <> $4::uuid AND u.account_status = 'active'
      ORDER BY u.id`,
    [payload.organizationId, payload.teamIds, payload.branchId, payload.actorId],
  );
}

/** The notice task: notifications and mails to everyone the event is for. */
export function noticeJobs({
  dataSource,
  jobs,
  inbox,
}: {
  dataSource: DataSource;
  jobs: JobQueue;
  inbox: InboxService;
}): Record<string, JobHandler> {
  return {
    [EVENT_NOTICE]: async (raw) => {
      const payload = noticePayload.parse(raw);
      const people = await recipients(dataSource, payload);
      const link =
        payload.kind === 'deleted' ? '/fbiad-pages/events' : occurrenceLink(payload.eventId, payload.at);
      const title = {
        en: `${TEXT[payload.kind].en}: ${payload.title}`,
        tr: `${TEXT[payload.kind].tr}: ${payload.title}`,
      };
      await inbox.notify(
        people.map((person) => ({
          userId: person.userId,
          title,
          description: { en: when(payload, 'en'), tr: when(payload, 'tr') },
          icon: 'heroicons_outline:calendar-days',
          link,
        })),
      );
      for (const person of people) {
        const language = person.language === 'en' ? 'en' : 'tr';
        await enqueueMail(jobs, {
          to: person.email,
          subject: title[language],
          text:
            language === 'tr'
              ? `${title.tr}\n${when(payload, 'tr')}\n\nTakvimde görün: ${link}`
              : `${title.en}\n${when(payload, 'en')}\n\nSee it on the calendar: ${link}`,
        });
      }
    },
  };
}

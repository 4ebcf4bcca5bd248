import type { DataSource, EntityManager } from 'typeorm';
import { requireViewer, type Viewer } from '../../shared/auth/viewer.js';
import { inTransaction } from '../../shared/db/guarded-write.js';
import { forbidden, notFound } from '../../shared/errors.js';
import type { JobHandler, JobQueue, JobSchedule } from '../../shared/jobs/job-queue.js';
import { isLanguage, type Language } from '../../shared/language.js';
import { clientPath } from '../../shared/links.js';
import { enqueueMail } from '../../shared/mail/mail-jobs.js';
import { dayText } from '../../shared/dates.js';
import { moneyText } from '../../shared/money.js';
import { isUuid } from '../../shared/validation.js';
import { recordAudit } from '../audit/index.js';
import type { FeeReminderKind } from './fee-reminder.entity.js';
import { invoiceManaged, invoiceReadable } from './fees.policy.js';

// Reminders of invoices (docs/adr/0011): before the due day and when overdue, to the paying guardian, in
// their language, through the job queue, each once; an admin pauses them for a family.
//
// Once means: the `fee_reminders` row (key: invoice and kind) and the `mail.send` job are written in the
// same transaction, and a mail is queued only for a row this run inserted. A second run, a retry or two
// runs at once find the row (or wait on the other's insert and then skip it), so nobody is mailed twice.
// An invoice whose family has no guardian with an email gets its row too, with no recipient: it is not
// looked at again every day.

/** The daily task that queues the reminders due. */
export const SEND_FEE_REMINDERS = 'fees.send-reminders';

export const FEE_REMINDER_SCHEDULES: readonly JobSchedule[] = [
  { task: SEND_FEE_REMINDERS, cron: '0 7 * * *' },
];

/** How many days before the due day the `before_due` reminder goes out (the due day included). */
export const DAYS_BEFORE_DUE = 3;

/** Where a family sees its invoices in Arena. */
const FINANCE_PATH = clientPath('dashboards', 'finance');

/** Pausing and resuming a family's reminders. */
export class FeeReminders {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Pauses (or resumes) the reminders of the athlete's invoices: the admins who handle the money of at
   * least one of them. A guardian, who reads them, is refused (FORBIDDEN); anyone else reads no invoice
   * of the athlete and gets NOT_FOUND, as for an unknown id. Answers the new state.
   */
  async setPaused(viewer: Viewer | null, athleteId: string, paused: boolean): Promise<boolean> {
    const current = requireViewer(viewer);
    if (!isUuid(athleteId)) throw notFound('Athlete');
    return inTransaction(this.dataSource, async (manager) => {
      const params: unknown[] = [athleteId];
      const managed = invoiceManaged(current, params);
      const readable = invoiceReadable(current, params);
      const [athlete] = await manager.query<{ organizationId: string; name: string; managed: boolean }[]>(
        `SELECT a.organization_id AS "organizationId", a.first_name || ' ' || a.last_name AS name,
                bool_or(${managed}) AS managed
           FROM invoices i JOIN athletes a ON a.id = i.athlete_id
          WHERE i.athlete_id = $1 AND ${readable}
          GROUP BY a.id`,
        params,
      );
      if (!athlete) throw notFound('Athlete');
      if (!athlete.managed) {
        throw forbidden('Only the admins who handle the school’s money pause its reminders.');
      }
      const changed = await manager.query<unknown[]>(
        paused
          ? `WITH changed AS (
               INSERT INTO fee_reminder_pauses (athlete_id, organization_id, paused_by) VALUES ($1, $2, $3)
               ON CONFLICT (athlete_id) DO NOTHING RETURNING athlete_id)
             SELECT athlete_id FROM changed`
          : `WITH changed AS (DELETE FROM fee_reminder_pauses WHERE athlete_id = $1 RETURNING athlete_id)
             SELECT athlete_id FROM changed`,
        paused ? [athleteId, athlete.organizationId, current.userId] : [athleteId],
      );
      // Asking for the state it already has changes nothing and leaves no audit row.
      if (changed.length > 0) {
        await recordAudit(manager, {
          organizationId: athlete.organizationId,
          actorUserId: current.userId,
          action: 'update',
          entityType: 'fee_reminders',
          entityId: athleteId,
          summary: paused
            ? {
                en: `Fee reminders of ${athlete.name} paused`,
                tr: `${athlete.name} için ödeme hatırlatmaları durduruldu`,
              }
            : {
                en: `Fee reminders of ${athlete.name} resumed`,
                tr: `${athlete.name} için ödeme hatırlatmaları yeniden başlatıldı`,
              },
          before: { paused: !paused },
          after: { paused },
        });
      }
      return paused;
    });
  }
}

/** One reminder this run recorded: what its mail says and to whom (null: nobody could be mailed). */
interface Reminder {
  invoiceId: string;
  kind: FeeReminderKind;
  number: string;
  currency: string;
  owedMinor: number;
  dueOn: string;
  athleteName: string;
  organizationName: string;
  email: string | null;
  firstName: string | null;
  language: string;
}

/**
 * Records the reminders due in one statement and answers the ones it inserted. An invoice needs one when
 * it is issued and not paid in full, its athlete's reminders are not paused, and it is due within
 * DAYS_BEFORE_DUE days (`before_due`) or was due before today (`overdue`), today being the date in its
 * organization's time zone, and no reminder of that kind was recorded. The recipient is the paying
 * guardian: a guardian whose link holds and whose account has an email, legal guardians first, then the
 * oldest link.
 */
function recordDueReminders(manager: EntityManager): Promise<Reminder[]> {
  return manager.query<Reminder[]>(
    `WITH due AS (
       SELECT i.id AS invoice_id, k.kind, g.user_id AS recipient_id, i.number, i.currency,
              i.total_minor - i.paid_minor AS owed_minor, to_char(i.due_on, 'YYYY-MM-DD') AS due_on,
              a.first_name || ' ' || a.last_name AS athlete_name, o.name AS organization_name,
              g.email, g.first_name,
              COALESCE(g.language, CASE WHEN o.locale LIKE 'en%' THEN 'en' ELSE 'tr' END) AS language
         FROM invoices i
         JOIN organizations o ON o.id = i.organization_id AND o.archived_at IS NULL
         JOIN athletes a ON a.id = i.athlete_id
        CROSS JOIN LATERAL (SELECT (now() AT TIME ZONE o.time_zone)::date AS today) d
        CROSS JOIN LATERAL (
              SELECT (CASE WHEN i.due_on < d.today THEN 'overdue'
                           WHEN i.due_on <= d.today + $1::int THEN 'before_due' END)::fee_reminder_kind AS kind) k
         LEFT JOIN LATERAL (
              SELECT u.id AS user_id, u.email::text AS email, split_part(u.name, ' ', 1) AS first_name,
                     u.language::text AS language
                FROM guardian_links gl JOIN users u ON u.id = gl.user_id AND u.account_status = 'active'
               WHERE gl.athlete_id = i.athlete_id AND gl.archived_at IS NULL AND u.email <> ''
               ORDER BY gl.legal_guardian DESC, gl.is_primary DESC, gl.created_at, gl.id
               LIMIT 1) g ON TRUE
        WHERE i.state = 'issued' AND i.paid_minor < i.total_minor AND k.kind IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM fee_reminder_pauses p WHERE p.athlete_id = i.athlete_id)
          AND NOT EXISTS (SELECT 1 FROM fee_reminders r WHERE r.invoice_id = i.id AND r.kind = k.kind)
     ),
     recorded AS (
       INSERT INTO fee_reminders (invoice_id, kind, recipient_id)
       SELECT invoice_id, kind, recipient_id FROM due ORDER BY invoice_id, kind
       ON CONFLICT (invoice_id, kind) DO NOTHING
       RETURNING invoice_id, kind
     )
     SELECT due.invoice_id AS "invoiceId", due.kind::text AS kind, due.number, due.currency,
            due.owed_minor AS "owedMinor", due.due_on AS "dueOn", due.athlete_name AS "athleteName",
            due.organization_name AS "organizationName", due.email, due.first_name AS "firstName",
            due.language
       FROM due JOIN recorded USING (invoice_id, kind)
      ORDER BY due.due_on, due.number`,
    [DAYS_BEFORE_DUE],
  );
}

/** The reminder's mail, in `language`. */
function reminderMail(
  reminder: Omit<Reminder, 'invoiceId' | 'email' | 'language'>,
  language: Language,
  link: string,
): { subject: string; text: string } {
  const r = reminder;
  const amount = moneyText(r.owedMinor, r.currency, language);
  const date = dayText(r.dueOn, language);
  if (language === 'tr') {
    const greeting = r.firstName ? `Merhaba ${r.firstName},` : 'Merhaba,';
    const subject =
      r.kind === 'overdue'
        ? `${r.organizationName}: ${r.number} numaralı faturanın ödemesi gecikti`
        : `${r.organizationName}: ${r.number} numaralı faturanın son ödeme günü ${date}`;
    const about =
      r.kind === 'overdue'
        ? `${r.athleteName} için ${r.number} numaralı faturanın son ödeme günü ${date} idi ve fatura henüz tamamen ödenmedi.`
        : `${r.athleteName} için ${r.number} numaralı faturanın son ödeme günü ${date}.`;
    return {
      subject,
      text: `${greeting}\n\n${about} Kalan tutar: ${amount}.\n\nAilenizin faturalarını Arena'da görebilirsiniz: ${link}\n\nÖdemeyi yaptıysanız bu e-postayı dikkate almayın.\n\n${r.organizationName}`,
    };
  }
  const greeting = r.firstName ? `Hello ${r.firstName},` : 'Hello,';
  const subject =
    r.kind === 'overdue'
      ? `${r.organizationName}: invoice ${r.number} is overdue`
      : `${r.organizationName}: invoice ${r.number} is due on ${date}`;
  const about =
    r.kind === 'overdue'
      ? `Invoice ${r.number} for ${r.athleteName} was due on ${date} and is not fully paid yet.`
      : `Invoice ${r.number} for ${r.athleteName} is due on ${date}.`;
  return {
    subject,
    text: `${greeting}\n\n${about} Still to pay: ${amount}.\n\nYou can see your family's invoices in Arena: ${link}\n\nIf you have already paid, please ignore this mail.\n\n${r.organizationName}`,
  };
}

/**
 * The job handlers of the reminders. `publicUrl` (the client's base URL) makes the mail's link absolute;
 * without it the link is the client path, as the other queued mails write theirs.
 */
export function feeReminderJobs({
  dataSource,
  jobs,
  publicUrl,
}: {
  dataSource: DataSource;
  jobs: JobQueue;
  publicUrl?: string;
}): Record<string, JobHandler> {
  const link = `${(publicUrl ?? '').replace(/\/+$/, '')}${FINANCE_PATH}`;
  return {
    // The payload (graphile-worker's cron adds `_cron`) says nothing: "today" is each organization's own.
    [SEND_FEE_REMINDERS]: async () => {
      await dataSource.transaction(async (manager) => {
        for (const reminder of await recordDueReminders(manager)) {
          if (!reminder.email) continue; // recorded, so not tried again daily; nobody to mail
          const language: Language = isLanguage(reminder.language) ? reminder.language : 'tr';
          await enqueueMail(
            jobs,
            { to: reminder.email, ...reminderMail(reminder, language, link) },
            { manager, jobKey: `fees.reminder:${reminder.invoiceId}:${reminder.kind}` },
          );
        }
      });
    },
  };
}

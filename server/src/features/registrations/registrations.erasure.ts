import type { DataSource, EntityManager } from 'typeorm';
import { requireViewer, type Viewer } from '../../shared/auth/viewer.js';
import { inTransaction, lockForWrite, type GuardedRow } from '../../shared/db/guarded-write.js';
import { conflict, notFound } from '../../shared/errors.js';
import type { JobQueue } from '../../shared/jobs/job-queue.js';
import { isLanguage, type Language } from '../../shared/language.js';
import { enqueueMail } from '../../shared/mail/mail-jobs.js';
import { optionalText, validate } from '../../shared/validation.js';
import { athleteDataHolderSql, athleteManagerSql } from '../athletes/index.js';
import { recordAudit } from '../audit/index.js';
import type { ErasureStatus } from './erasure-request.entity.js';
import { deleteDocuments } from './registrations.documents.js';
import { REGISTRATION_LIMITS, reasonSchema } from './registrations.validation.js';

// Erasure on request (KVKK art. 7 and 11, GDPR art. 17; docs/domain.md, "Erasure"): a legal guardian of
// the athlete asks (or an admin records a request received in writing); an admin of the athlete's scope
// completes it in one transaction, or declines it with a reason. Completing anonymises the athlete row —
// kept, with the attendance and the registrations' outcome, for the school's accounts and statistics —
// and deletes everything else that names the child or the family: guardian links, consents, the
// registrations' guardians and consents, notes. The audit log keeps its rows (the record of who did
// what is itself a legal obligation); the completion's own row names no one.

export interface ErasureRequestNode {
  id: string;
  athleteId: string;
  /** The athlete's name now (the neutral one once erased). */
  athleteName: string;
  status: ErasureStatus;
  requestedAt: Date;
  requestedBy: string | null;
  note: string | null;
  decidedAt: Date | null;
  reason: string | null;
}

const COLUMNS = `e.id, e.athlete_id AS "athleteId", a.first_name || ' ' || a.last_name AS "athleteName", e.status,
  e.requested_at AS "requestedAt", ru.name AS "requestedBy", e.note, e.decided_at AS "decidedAt", e.reason`;
const FROM = `erasure_requests e JOIN athletes a ON a.id = e.athlete_id
  LEFT JOIN users ru ON ru.id = e.requested_by_user_id`;

/** The most open requests listed at once: far more than a school has waiting. */
export const OPEN_ERASURE_REQUESTS_LIMIT = 100;

interface LockedRequest extends ErasureRequestNode {
  organizationId: string;
  requestedByUserId: string | null;
  childName: string;
}

const requestTarget = (viewer: Viewer): GuardedRow<LockedRequest> => ({
  label: 'Erasure request',
  from: FROM,
  alias: 'e',
  columns: `${COLUMNS}, e.organization_id AS "organizationId",
    e.requested_by_user_id AS "requestedByUserId", a.first_name || ' ' || a.last_name AS "childName"`,
  readable: (params) => athleteDataHolderSql(viewer, params, 'a'),
  writable: (params) => athleteManagerSql(viewer, params, 'a'),
  forbidden: 'Only an admin of the athlete’s school decides an erasure request',
});

/** The athlete an erasure is asked for: read and asked for by the same people (athleteDataHolderSql). */
const askingTarget = (viewer: Viewer): GuardedRow<{ organizationId: string; childName: string }> => ({
  label: 'Athlete',
  from: 'athletes a',
  alias: 'a',
  columns: `a.organization_id AS "organizationId", a.first_name || ' ' || a.last_name AS "childName"`,
  readable: (params) => athleteDataHolderSql(viewer, params, 'a'),
  writable: (params) => athleteDataHolderSql(viewer, params, 'a'),
});

const noteSchema = optionalText('Note', REGISTRATION_LIMITS.note);
const alreadyDecided = () =>
  conflict(null, 'This erasure request was decided already', 'This erasure request was decided already.');

/** The name an erased athlete keeps, in the organization's language, with a short mark to tell two apart. */
const ERASED_NAME: Record<Language, [string, string]> = {
  en: ['Erased', 'athlete'],
  tr: ['Silinmiş', 'sporcu'],
};

const MAILS = {
  requested: {
    en: (child: string) => ({
      subject: `Erasure requested for ${child}`,
      text: `A guardian asked the school to erase what it holds about ${child}. An admin completes or declines the request on the athlete's page in Arena.`,
    }),
    tr: (child: string) => ({
      subject: `${child} için silme talebi`,
      text: `Bir veli, okulun ${child} hakkında tuttuğu verilerin silinmesini istedi. Bir yönetici talebi Arena'da sporcunun sayfasında tamamlar ya da reddeder.`,
    }),
  },
  completed: {
    en: (child: string) => ({
      subject: `The data of ${child} is erased`,
      text: `As you asked, the school erased what it held about ${child}. Only what its accounts must keep is kept, without your child's name.`,
    }),
    tr: (child: string) => ({
      subject: `${child} verileri silindi`,
      text: `İsteğiniz üzerine okul ${child} hakkında tuttuğu verileri sildi. Yalnızca muhasebenin saklaması gerekenler, çocuğunuzun adı olmadan tutuluyor.`,
    }),
  },
  declined: {
    en: (child: string, reason: string) => ({
      subject: `About your erasure request for ${child}`,
      text: `The school did not erase the data of ${child}.\n\nThe school's reason: ${reason}`,
    }),
    tr: (child: string, reason: string) => ({
      subject: `${child} için silme talebiniz hakkında`,
      text: `Okul ${child} verilerini silmedi.\n\nOkulun açıklaması: ${reason}`,
    }),
  },
};

export class ErasureRequests {
  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobQueue,
  ) {}

  /** The athlete's latest request, for whoever may have their data handed over; null when none. */
  async forAthlete(viewer: Viewer | null, athleteId: string): Promise<ErasureRequestNode | null> {
    const current = requireViewer(viewer);
    const params: unknown[] = [athleteId];
    const [row] = await this.dataSource.query<ErasureRequestNode[]>(
      `SELECT ${COLUMNS} FROM ${FROM}
        WHERE e.athlete_id = $1 AND ${athleteDataHolderSql(current, params, 'a')}
        ORDER BY e.requested_at DESC LIMIT 1`,
      params,
    );
    return row ?? null;
  }

  /**
   * The open requests an admin decides (athleteManagerSql: the admins of the child's scope), oldest first,
   * at most OPEN_ERASURE_REQUESTS_LIMIT; none for anyone else.
   */
  async open(viewer: Viewer | null): Promise<ErasureRequestNode[]> {
    const current = requireViewer(viewer);
    const params: unknown[] = [OPEN_ERASURE_REQUESTS_LIMIT];
    return this.dataSource.query<ErasureRequestNode[]>(
      `SELECT ${COLUMNS} FROM ${FROM}
        WHERE e.status = 'requested' AND ${athleteManagerSql(current, params, 'a')}
        ORDER BY e.requested_at, e.id LIMIT $1`,
      params,
    );
  }

  /** Asks for the athlete's data to be erased; an open request already there is the answer. */
  async request(viewer: Viewer | null, athleteId: string, noteInput: unknown): Promise<ErasureRequestNode> {
    const current = requireViewer(viewer);
    const note = validate(noteSchema, noteInput);
    const id = await inTransaction(this.dataSource, async (manager) => {
      // Whoever may have the child's data handed over may ask for its erasure.
      const athlete = await lockForWrite(manager, askingTarget(current), athleteId);
      const [open] = await manager.query<{ id: string }[]>(
        `SELECT id FROM erasure_requests WHERE athlete_id = $1 AND status = 'requested'`,
        [athleteId],
      );
      if (open) return open.id;
      const [created] = await manager.query<{ id: string }[]>(
        `INSERT INTO erasure_requests (organization_id, athlete_id, requested_by_user_id, note)
         VALUES ($1, $2, $3, $4) RETURNING id`,
        [athlete.organizationId, athleteId, current.userId, note],
      );
      await recordAudit(manager, {
        organizationId: athlete.organizationId,
        actorUserId: current.userId,
        action: 'create',
        entityType: 'erasure_request',
        entityId: created!.id,
        summary: {
          en: `Erasure of the data of ${athlete.childName} requested`,
          tr: `${athlete.childName} verilerinin silinmesi istendi`,
        },
      });
      // The school hears of it at its own address, in its own language.
      const [school] = await manager.query<{ email: string | null; locale: string }[]>(
        'SELECT email, locale FROM organizations WHERE id = $1',
        [athlete.organizationId],
      );
      if (school?.email) {
        const language: Language = isLanguage(school.locale) ? school.locale : 'en';
        await enqueueMail(
          this.jobs,
          { to: school.email, ...MAILS.requested[language](athlete.childName) },
          { manager },
        );
      }
      return created!.id;
    });
    return this.reread(id);
  }

  /** Erases: the athlete anonymised, everything else about the child and the family deleted. */
  async complete(viewer: Viewer | null, id: string): Promise<ErasureRequestNode> {
    const current = requireViewer(viewer);
    await inTransaction(this.dataSource, async (manager) => {
      const request = await this.lockOpen(manager, current, id);
      const [school] = await manager.query<{ locale: string }[]>(
        'SELECT locale FROM organizations WHERE id = $1',
        [request.organizationId],
      );
      const [first, last] = ERASED_NAME[isLanguage(school?.locale) ? school.locale : 'en'];
      await this.mailRequester(manager, request, (language) => MAILS.completed[language](request.childName));
      await anonymiseAthlete(manager, request.athleteId, first, `${last} ${request.athleteId.slice(0, 6)}`);
      await this.decide(manager, current, request, 'completed', null);
    });
    return this.reread(id);
  }

  /** Declines with a reason, mailed to whoever asked. */
  async decline(viewer: Viewer | null, id: string, reasonInput: unknown): Promise<ErasureRequestNode> {
    const current = requireViewer(viewer);
    const reason = validate(reasonSchema, reasonInput);
    await inTransaction(this.dataSource, async (manager) => {
      const request = await this.lockOpen(manager, current, id);
      await this.decide(manager, current, request, 'declined', reason);
      await this.mailRequester(manager, request, (language) =>
        MAILS.declined[language](request.childName, reason),
      );
    });
    return this.reread(id);
  }

  private async lockOpen(manager: EntityManager, current: Viewer, id: string): Promise<LockedRequest> {
    const request = await lockForWrite(manager, requestTarget(current), id);
    if (request.status !== 'requested') throw alreadyDecided();
    return request;
  }

  private async decide(
    manager: EntityManager,
    current: Viewer,
    request: LockedRequest,
    status: Exclude<ErasureStatus, 'requested'>,
    reason: string | null,
  ): Promise<void> {
    await manager.query(
      `UPDATE erasure_requests SET status = $2::erasure_status, reason = $3, decided_at = now(),
              decided_by_user_id = $4 WHERE id = $1`,
      [request.id, status, reason, current.userId],
    );
    // A completion's row names no one: the athlete it points at is anonymised in the same transaction.
    await recordAudit(manager, {
      organizationId: request.organizationId,
      actorUserId: current.userId,
      ...(status === 'completed'
        ? {
            action: 'delete',
            entityType: 'athlete',
            entityId: request.athleteId,
            summary: { en: 'Athlete data erased on request', tr: 'Sporcu verileri talep üzerine silindi' },
            after: { erasureRequestId: request.id },
          }
        : {
            action: 'update',
            entityType: 'erasure_request',
            entityId: request.id,
            summary: {
              en: `Erasure of the data of ${request.childName} declined`,
              tr: `${request.childName} verilerinin silinmesi reddedildi`,
            },
            after: { status, reason },
          }),
    });
  }

  /** A mail to whoever asked, in their language (their account's, else their school's). */
  private async mailRequester(
    manager: EntityManager,
    request: LockedRequest,
    mail: (language: Language) => { subject: string; text: string },
  ): Promise<void> {
    if (!request.requestedByUserId) return;
    const [requester] = await manager.query<
      { email: string; language: string | null; locale: string | null }[]
    >(
      `SELECT u.email, u.language, o.locale FROM users u LEFT JOIN organizations o ON o.id = $2 WHERE u.id = $1`,
      [request.requestedByUserId, request.organizationId],
    );
    if (!requester) return;
    const language = [requester.language, requester.locale].find(isLanguage) ?? 'en';
    await enqueueMail(this.jobs, { to: requester.email, ...mail(language) }, { manager });
  }

  /** The request as it now stands (its decision may have taken the viewer's sight of the athlete). */
  private async reread(id: string): Promise<ErasureRequestNode> {
    const [row] = await this.dataSource.query<ErasureRequestNode[]>(
      `SELECT ${COLUMNS} FROM ${FROM} WHERE e.id = $1`,
      [id],
    );
    if (!row) throw notFound('Erasure request');
    return row;
  }
}

/**
 * The athlete's row keeps what the school's accounts and statistics need — the organization, gender,
 * birth year, status and dates — under a neutral name; every other field is cleared. Team places end
 * today; guardian links, consents, the registrations' guardians and consents, and personal notes go.
 */
async function anonymiseAthlete(
  manager: EntityManager,
  athleteId: string,
  firstName: string,
  lastName: string,
) {
  await manager.query(
    `UPDATE athletes SET first_name = $2, last_name = $3, birth_date = date_trunc('year', birth_date)::date,
            licence_number = NULL, photo = NULL, medical_notes = NULL, emergency_contact_name = NULL,
            emergency_contact_phone = NULL, email = NULL, phone = NULL, address = NULL, documents = '[]',
            status = 'left', archived_at = coalesce(archived_at, now()), updated_at = now()
      WHERE id = $1`,
    [athleteId, firstName, lastName],
  );
  await manager.query(
    `UPDATE team_memberships SET to_on = greatest(from_on, current_date), updated_at = now()
      WHERE athlete_id = $1 AND to_on IS NULL`,
    [athleteId],
  );
  await manager.query('DELETE FROM guardian_links WHERE athlete_id = $1', [athleteId]);
  await manager.query('DELETE FROM consents WHERE athlete_id = $1', [athleteId]);
  await manager.query('UPDATE event_attendance SET rsvp_note = NULL WHERE athlete_id = $1', [athleteId]);
  // The registrations that brought the child in, and the earlier ones of the same child (names and birth
  // date) that were refused or withdrawn before the athlete existed.
  const registrations = `SELECT r.id FROM registrations r
     WHERE r.athlete_id = $1 OR (r.organization_id, r.child_key) IN
           (SELECT organization_id, child_key FROM registrations WHERE athlete_id = $1)`;
  await manager.query(`DELETE FROM registration_guardians WHERE registration_id IN (${registrations})`, [
    athleteId,
  ]);
  await manager.query(`DELETE FROM registration_consents WHERE registration_id IN (${registrations})`, [
    athleteId,
  ]);
  // The documents' rows go now, their bytes given back to the organization's storage; their files, no
  // longer named by a row, are swept (registrations.documents.ts).
  await deleteDocuments(manager, `registration_id IN (${registrations})`, [athleteId]);
  await manager.query(
    `UPDATE registrations SET first_name = $2, last_name = $3, birth_date = date_trunc('year', birth_date)::date,
            note = NULL, reason = NULL, child_key = 'erased:' || id::text, updated_at = now()
      WHERE id IN (${registrations})`,
    [athleteId, firstName, lastName],
  );
}

import type { DataSource } from 'typeorm';
import { requireViewer, type Viewer } from '../../shared/auth/viewer.js';
import { notFound } from '../../shared/errors.js';
import { isUuid } from '../../shared/validation.js';
import { athleteDataHolderSql } from '../athletes/index.js';
import { recordAudit } from '../audit/index.js';

// Everything Arena holds about a child, for their legal guardian (KVKK art. 11, GDPR art. 15) or the
// admins of the child's scope: the athlete's record with the health notes, team history, guardians,
// consents with the text versions accepted, the registrations that brought them in, and their attendance.
// Handing it over is a health read, so it writes its audit row like any other.

/** Everything held, as the JSON file and as the document a readable PDF is drawn from. */
export interface AthleteDataHandOver {
  fileName: string;
  json: string;
  pdfFileName: string;
  document: AthleteDataDocument;
}

type Rows = Record<string, unknown>[];

/** The hand-over's content: one record, then its lists. */
export interface AthleteDataDocument {
  exportedAt: string;
  organization: unknown;
  athlete: Record<string, unknown>;
  teams: Rows;
  guardians: Rows;
  consents: Rows;
  registrations: Rows;
  attendance: Rows;
}

const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

export async function exportAthleteData(
  dataSource: DataSource,
  viewer: Viewer | null,
  athleteId: string,
): Promise<AthleteDataHandOver> {
  const current = requireViewer(viewer);
  if (!isUuid(athleteId)) throw notFound('Athlete');
  return dataSource.transaction('REPEATABLE READ', async (manager) => {
    const params: unknown[] = [athleteId];
    const [athlete] = await manager.query<Record<string, unknown>[]>(
      `SELECT a.id, a.first_name AS "firstName", a.last_name AS "lastName",
              to_char(a.birth_date, 'YYYY-MM-DD') AS "birthDate", a.gender, a.status,
              a.licence_number AS "licenceNumber", a.photo, a.email, a.phone, a.address,
              a.emergency_contact_name AS "emergencyContactName",
              a.emergency_contact_phone AS "emergencyContactPhone", a.documents,
              a.medical_notes AS "medicalNotes", a.created_at AS "createdAt", a.updated_at AS "updatedAt",
              a.archived_at AS "archivedAt", o.name AS "organization", a.organization_id AS "organizationId"
         FROM athletes a JOIN organizations o ON o.id = a.organization_id
        WHERE a.id = $1 AND ${athleteDataHolderSql(current, params, 'a')}`,
      params,
    );
    if (!athlete) throw notFound('Athlete');
    // One after the other: a transaction is one connection.
    const read = async (sql: string) => manager.query<Record<string, unknown>[]>(sql, [athleteId]);
    const teams = await read(
      `SELECT t.name AS team, m.jersey_number AS "jerseyNumber", m.position, m.status,
                to_char(m.from_on, 'YYYY-MM-DD') AS "fromOn", to_char(m.to_on, 'YYYY-MM-DD') AS "toOn"
           FROM team_memberships m JOIN teams t ON t.id = m.team_id WHERE m.athlete_id = $1 ORDER BY m.from_on`,
    );
    const guardians = await read(
      `SELECT u.name, u.email, u.phone, g.relationship, g.legal_guardian AS "legalGuardian",
                g.is_primary AS "isPrimary", g.may_pick_up AS "mayPickUp", g.archived_at AS "unlinkedAt"
           FROM guardian_links g JOIN users u ON u.id = g.user_id WHERE g.athlete_id = $1 ORDER BY g.created_at`,
    );
    const consents = await read(
      `SELECT c.purpose, c.text_version AS "textVersion", c.granted_at AS "grantedAt",
                c.withdrawn_at AS "withdrawnAt", gu.name AS "grantedBy"
           FROM consents c LEFT JOIN users gu ON gu.id = c.granted_by_user_id
          WHERE c.athlete_id = $1 ORDER BY c.granted_at`,
    );
    const registrations = await read(
      `SELECT r.status, t.name AS team, r.language, r.note, r.submitted_at AS "submittedAt",
                r.decided_at AS "decidedAt", r.reason,
                (SELECT json_agg(json_build_object('firstName', g.first_name, 'lastName', g.last_name,
                          'email', g.email, 'phone', g.phone, 'relationship', g.relationship) ORDER BY g.position)
                   FROM registration_guardians g WHERE g.registration_id = r.id) AS guardians,
                (SELECT json_agg(json_build_object('purpose', c.purpose, 'version', c.version,
                          'textEn', c.text_en, 'textTr', c.text_tr, 'acceptedAt', rc.accepted_at) ORDER BY c.purpose)
                   FROM registration_consents rc JOIN consent_texts c ON c.id = rc.consent_text_id
                  WHERE rc.registration_id = r.id) AS consents
           FROM registrations r JOIN teams t ON t.id = r.team_id WHERE r.athlete_id = $1 ORDER BY r.submitted_at`,
    );
    const attendance = await read(
      `SELECT e.title, e.type, x.original_start AS "startsAt", x.rsvp, x.rsvp_note AS "rsvpNote",
                x.attendance FROM event_attendance x JOIN events e ON e.id = x.event_id
          WHERE x.athlete_id = $1 ORDER BY x.original_start`,
    );
    await recordAudit(manager, {
      organizationId: String(athlete.organizationId),
      actorUserId: current.userId,
      action: 'read_health',
      entityType: 'athlete',
      entityId: athleteId,
      summary: {
        en: `All data held about ${String(athlete.firstName)} ${String(athlete.lastName)} handed over (data request)`,
        tr: `${String(athlete.firstName)} ${String(athlete.lastName)} hakkında tutulan tüm veriler verildi (veri talebi)`,
      },
    });
    const { organization, organizationId: _organization, ...record } = athlete;
    const document: AthleteDataDocument = {
      exportedAt: new Date().toISOString(),
      organization,
      athlete: record,
      teams,
      guardians,
      consents,
      registrations,
      attendance,
    };
    const base = slug(`${String(athlete.firstName)} ${String(athlete.lastName)}`);
    return {
      fileName: `${base}-data.json`,
      json: JSON.stringify(document, null, 2),
      pdfFileName: `${base}-data.pdf`,
      document,
    };
  });
}

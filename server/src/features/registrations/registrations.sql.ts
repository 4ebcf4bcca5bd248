import type { EntityManager } from 'typeorm';
import type { Viewer } from '../../shared/auth/viewer.js';
import type { GuardedRow } from '../../shared/db/guarded-write.js';
import type { Language } from '../../shared/language.js';
import type { ConsentPurpose } from '../athletes/index.js';
import type { RegistrationStatus } from './registration.entity.js';
import { registrationReadable, registrationWritable } from './registrations.policy.js';

/** A registration as the API serves it (schema `Registration`, without its parts). */
export interface RegistrationNode {
  id: string;
  organizationId: string;
  status: RegistrationStatus;
  teamId: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  gender: 'female' | 'male';
  language: Language;
  note: string | null;
  submittedAt: Date;
  decidedAt: Date | null;
  reason: string | null;
  athleteId: string | null;
  offerExpiresAt: Date | null;
  waitlistPosition: number | null;
}

export interface RegistrationGuardianNode {
  id: string;
  registrationId: string;
  position: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  relationship: string;
  userId: string | null;
}

export interface ConsentTextNode {
  id: string;
  organizationId: string | null;
  purpose: ConsentPurpose;
  version: number;
  required: boolean;
  textEn: string;
  textTr: string;
  publishedAt: Date;
}

export interface RegistrationConsentNode {
  registrationId: string;
  purpose: ConsentPurpose;
  version: number;
  text: ConsentTextNode;
}

/** The registration's columns (alias `r`); a waitlisted one's place counts those created before it. */
export const registrationColumns = `r.id, r.organization_id AS "organizationId", r.status, r.team_id AS "teamId",
  r.first_name AS "firstName", r.last_name AS "lastName", to_char(r.birth_date, 'YYYY-MM-DD') AS "birthDate",
  r.gender, r.language, r.note, r.submitted_at AS "submittedAt", r.decided_at AS "decidedAt", r.reason,
  r.athlete_id AS "athleteId", r.offer_expires_at AS "offerExpiresAt",
  CASE WHEN r.status = 'waitlisted' THEN
    (SELECT count(*)::int FROM registrations w
      WHERE w.team_id = r.team_id AND w.status = 'waitlisted' AND (w.created_at, w.id) < (r.created_at, r.id))
  END AS "waitlistPosition"`;

export const guardianColumns = `g.id, g.registration_id AS "registrationId", g.position, g.first_name AS "firstName",
  g.last_name AS "lastName", g.email, g.phone, g.relationship, g.user_id AS "userId"`;

export const consentTextColumns = (
  c = 'c',
) => `${c}.id, ${c}.organization_id AS "organizationId", ${c}.purpose,
  ${c}.version, ${c}.required, ${c}.text_en AS "textEn", ${c}.text_tr AS "textTr", ${c}.published_at AS "publishedAt"`;

/** The registration as a viewer reads it, and who decides it: for `readRow` and `lockForWrite`. */
export const registrationRow = (viewer: Viewer): GuardedRow<RegistrationNode> => ({
  label: 'Registration',
  from: 'registrations r',
  alias: 'r',
  columns: registrationColumns,
  readable: (params) => registrationReadable(viewer, params),
  writable: (params) => registrationWritable(viewer, params),
  forbidden: 'Only the admins of the team’s organization, branch or department decide its registrations.',
});

/** The latest published text of every purpose: the organization's own, else Arena's default. */
export function latestConsentTexts(
  manager: EntityManager,
  organizationId: string,
): Promise<ConsentTextNode[]> {
  return manager.query<ConsentTextNode[]>(
    `SELECT DISTINCT ON (c.purpose) ${consentTextColumns('c')} FROM consent_texts c
      WHERE c.organization_id = $1 OR c.organization_id IS NULL
      ORDER BY c.purpose, c.organization_id IS NULL, c.version DESC`,
    [organizationId],
  );
}

export interface TeamOption {
  id: string;
  name: string;
  gender: 'girls' | 'boys' | 'mixed';
  birthYearMin: number;
  birthYearMax: number;
  ageCategory: string;
  placesLeft: number;
  departmentName: string;
  branchName: string;
}

/**
 * The places of a team taken now: current memberships of athletes who are not archived, and the places
 * held for waitlisted requests whose offer has not lapsed (`except` names a request whose own hold does
 * not count against it).
 */
export const placesTakenSql = (
  team: string,
  except = 'NULL::uuid',
) => `((SELECT count(*)::int FROM team_memberships pm
    JOIN athletes pa ON pa.id = pm.athlete_id AND pa.archived_at IS NULL
   WHERE pm.team_id = ${team} AND pm.to_on IS NULL)
  + (SELECT count(*)::int FROM registrations ph
      WHERE ph.team_id = ${team} AND ph.status = 'waitlisted' AND ph.offer_expires_at > now()
        AND ph.id IS DISTINCT FROM ${except}))`;

/** The current season's teams of the organization families may ask for, youngest first. */
export function teamOptions(
  manager: EntityManager,
  organizationId: string,
  teamId: string | null = null,
): Promise<TeamOption[]> {
  return manager.query<TeamOption[]>(
    `SELECT t.id, t.name, t.gender, t.birth_year_min AS "birthYearMin", t.birth_year_max AS "birthYearMax",
            'U' || (extract(year FROM s.starts_on)::int - t.birth_year_min + 1) AS "ageCategory",
            greatest(t.capacity - ${placesTakenSql('t.id')}, 0) AS "placesLeft",
            d.name AS "departmentName", b.name AS "branchName"
       FROM teams t
       JOIN seasons s ON s.id = t.season_id AND s.current AND s.archived_at IS NULL
       JOIN departments d ON d.id = t.department_id
       JOIN branches b ON b.id = t.branch_id
      WHERE t.organization_id = $1 AND t.archived_at IS NULL AND ($2::uuid IS NULL OR t.id = $2::uuid)
      ORDER BY t.birth_year_min DESC, t.name`,
    [organizationId, teamId],
  );
}

/** Whether a child of this gender and birth year may ask for the team. */
export function childFits(team: TeamOption, child: { gender: string; birthDate: string }): boolean {
  const year = Number(child.birthDate.slice(0, 4));
  if (year < team.birthYearMin || year > team.birthYearMax) return false;
  if (team.gender === 'girls') return child.gender === 'female';
  if (team.gender === 'boys') return child.gender === 'male';
  return true;
}

import type { EntityManager } from 'typeorm';
import { conflict, notFound } from '../../shared/errors.js';
import { pgCode } from '../../shared/db/pg-errors.js';
import { byCreated, type SortKey } from '../../shared/db/paging.js';
import type { AthleteDocumentValue, AthleteEntity, AthleteGender, AthleteStatus } from './athlete.entity.js';
import type { AthletePolicy } from './athletes.policy.js';
import type { AthleteSort } from './athletes.validation.js';
import type { ConsentPurpose } from './consent.entity.js';
import type { GuardianRelationship } from './guardian-link.entity.js';
import type { TeamMembershipStatus } from './team-membership.entity.js';

// The statements' shared pieces: the columns each node is read with (dates as text, so no time zone
// shifts them), the athlete node with its access level computed once per row, and the page orders.

/** Anything that runs a statement: the data source, or a transaction's entity manager. */
export type Queryable = Pick<EntityManager, 'query'>;

/** How much of an athlete the viewer sees (schema `AthleteAccess`). */
export type AthleteAccess = 'full' | 'roster';

/** The private part of an athlete, present only for viewers with full access. */
export interface AthletePrivateNode {
  birthDate: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  emergencyContactName: string | null;
  emergencyContactPhone: string | null;
  documents: AthleteDocumentValue[];
}

/** An athlete as one viewer may see them: what the `Athlete` type resolves from. */
export interface AthleteNode {
  id: string;
  organizationId: string;
  firstName: string;
  lastName: string;
  gender: AthleteGender;
  status: AthleteStatus;
  licenceNumber: string | null;
  /** Null for roster access without an active photo consent. */
  photo: string | null;
  access: AthleteAccess;
  private: AthletePrivateNode | null;
  archivedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface MembershipNode {
  id: string;
  teamId: string;
  athleteId: string;
  jerseyNumber: number | null;
  position: string | null;
  status: TeamMembershipStatus;
  fromOn: string;
  toOn: string | null;
  createdAt: Date;
  updatedAt: Date;
  /** The athlete as the viewer sees them, when the statement read it (else resolved by id). */
  athlete?: AthleteNode;
}

export interface GuardianLinkNode {
  id: string;
  athleteId: string;
  userId: string;
  relationship: GuardianRelationship;
  legalGuardian: boolean;
  isPrimary: boolean;
  mayPickUp: boolean;
  archivedAt: Date | null;
  createdAt: Date;
}

export interface ConsentNode {
  id: string;
  athleteId: string;
  purpose: ConsentPurpose;
  grantedByUserId: string | null;
  grantedAt: Date;
  withdrawnAt: Date | null;
  withdrawnByUserId: string | null;
  textVersion: number | null;
}

/** The membership columns (alias `m`), named `${prefix}field` so they can share a row with an athlete's. */
export const membershipColumns = (m = 'm', prefix = '') =>
  `${m}.id AS "${prefix}id", ${m}.team_id AS "${prefix}teamId", ${m}.athlete_id AS "${prefix}athleteId",
   ${m}.jersey_number AS "${prefix}jerseyNumber", ${m}.position AS "${prefix}position",
   ${m}.status AS "${prefix}status", to_char(${m}.from_on, 'YYYY-MM-DD') AS "${prefix}fromOn",
   to_char(${m}.to_on, 'YYYY-MM-DD') AS "${prefix}toOn", ${m}.created_at AS "${prefix}createdAt",
   ${m}.updated_at AS "${prefix}updatedAt"`;

const MEMBERSHIP_FIELDS = [
  'id',
  'teamId',
  'athleteId',
  'jerseyNumber',
  'position',
  'status',
  'fromOn',
  'toOn',
  'createdAt',
  'updatedAt',
] as const;

/** A membership read with `membershipColumns(alias, prefix)`. */
export function toMembershipNode(row: Record<string, unknown>, prefix = ''): MembershipNode {
  return Object.fromEntries(
    MEMBERSHIP_FIELDS.map((field) => [field, row[`${prefix}${field}`] ?? null]),
  ) as unknown as MembershipNode;
}

/**
 * The memberships of an athlete the viewer sees: the current ones, and with `includeEnded` the ended
 * ones too for full access (the history is private). Each carries the athlete it belongs to.
 */
export function visibleMemberships(
  athlete: AthleteNode,
  rows: readonly MembershipNode[],
  includeEnded: boolean,
): MembershipNode[] {
  const history = includeEnded && athlete.access === 'full';
  return rows.filter((row) => row.toOn === null || history).map((row) => ({ ...row, athlete }));
}

export const guardianLinkColumns = (g = 'g') =>
  `${g}.id, ${g}.athlete_id AS "athleteId", ${g}.user_id AS "userId", ${g}.relationship,
   ${g}.legal_guardian AS "legalGuardian", ${g}.is_primary AS "isPrimary", ${g}.may_pick_up AS "mayPickUp",
   ${g}.archived_at AS "archivedAt", ${g}.created_at AS "createdAt"`;

export const consentColumns = (c = 'c') =>
  `${c}.id, ${c}.athlete_id AS "athleteId", ${c}.purpose, ${c}.granted_by_user_id AS "grantedByUserId",
   ${c}.granted_at AS "grantedAt", ${c}.withdrawn_at AS "withdrawnAt",
   ${c}.withdrawn_by_user_id AS "withdrawnByUserId", ${c}.text_version AS "textVersion"`;

/** Every column of the athletes row (alias `a`) for a writer's before/after snapshot; no medical notes. */
export const athleteRecordColumns = `a.id, a.organization_id AS "organizationId", a.first_name AS "firstName",
  a.last_name AS "lastName", to_char(a.birth_date, 'YYYY-MM-DD') AS "birthDate", a.gender,
  a.licence_number AS "licenceNumber", a.photo, a.status, a.emergency_contact_name AS "emergencyContactName",
  a.emergency_contact_phone AS "emergencyContactPhone", a.email, a.phone, a.address, a.documents,
  a.archived_at AS "archivedAt"`;

/** The athlete as a writer saw it, for the audit log (never the medical notes). */
export type AthleteRecord = Omit<
  AthleteEntity,
  'sortKey' | 'medicalNotes' | 'createdAt' | 'updatedAt' | 'organization'
>;

/**
 * The FROM clause, the select list and the visibility condition of athlete nodes for one viewer. The
 * access level is computed once per row (a LATERAL subquery), and the private columns are read only
 * where it is `full`: for roster access they are NULL in the database's answer already.
 */
export function athleteNodeSql(
  policy: AthletePolicy,
  options: { roster?: boolean } = {},
): { from: string; columns: string; visible: string } {
  const full = policy.full('a');
  // `visible`: full access, or (unless `roster` is false) roster access.
  const visible =
    full === 'TRUE' ? 'TRUE' : options.roster === false ? 'acc.full' : `(acc.full OR ${policy.roster('a')})`;
  // OFFSET 0 keeps the access subquery a subquery: computed once per row, not copied into each column.
  return {
    from: `athletes a CROSS JOIN LATERAL (SELECT ${full} AS full OFFSET 0) acc`,
    columns: athleteColumns('acc.full'),
    visible,
  };
}

/**
 * The athletes list's FROM, columns and visibility: the athletes in the viewer's charge, every one of
 * them with full access, so no column needs a per-row access test (policy.fullInScope).
 */
export function athleteListSql(
  policy: AthletePolicy,
  grantOrganizations: readonly string[] | null = null,
): { from: string; columns: string; visible: string } {
  return {
    from: 'athletes a',
    columns: athleteColumns('TRUE'),
    visible: policy.fullInScope('a', grantOrganizations),
  };
}

/** The node's columns, the private ones only where `full` (a column or TRUE) holds. */
function athleteColumns(full: string): string {
  const ifFull = (expression: string, name: string) =>
    full === 'TRUE' ? `${expression} AS "${name}"` : `CASE WHEN ${full} THEN ${expression} END AS "${name}"`;
  return [
    'a.id',
    'a.organization_id AS "organizationId"',
    'a.first_name AS "firstName"',
    'a.last_name AS "lastName"',
    'a.gender',
    'a.status',
    'a.licence_number AS "licenceNumber"',
    // A photo goes beyond the athlete's own people only with an active photo consent.
    full === 'TRUE'
      ? 'a.photo'
      : `CASE WHEN ${full} OR EXISTS (SELECT 1 FROM consents apc WHERE apc.athlete_id = a.id
          AND apc.purpose = 'photos' AND apc.withdrawn_at IS NULL) THEN a.photo END AS photo`,
    full === 'TRUE' ? `'full' AS access` : `CASE WHEN ${full} THEN 'full' ELSE 'roster' END AS access`,
    ifFull(`to_char(a.birth_date, 'YYYY-MM-DD')`, 'birthDate'),
    ifFull('a.email', 'email'),
    ifFull('a.phone', 'phone'),
    ifFull('a.address', 'address'),
    ifFull('a.emergency_contact_name', 'emergencyContactName'),
    ifFull('a.emergency_contact_phone', 'emergencyContactPhone'),
    ifFull('a.documents', 'documents'),
    'a.archived_at AS "archivedAt"',
    'a.created_at AS "createdAt"',
    'a.updated_at AS "updatedAt"',
    'a.sort_key AS "sortKey"',
    'a.created_at::text AS "createdKey"',
  ].join(', ');
}

/** A row read with `athleteNodeSql`'s columns as a node (the private part only for full access). */
export function toAthleteNode(row: Record<string, unknown>): AthleteNode {
  const access = row.access as AthleteAccess;
  return {
    id: row.id as string,
    organizationId: row.organizationId as string,
    firstName: row.firstName as string,
    lastName: row.lastName as string,
    gender: row.gender as AthleteGender,
    status: row.status as AthleteStatus,
    licenceNumber: (row.licenceNumber as string | null) ?? null,
    photo: (row.photo as string | null) ?? null,
    access,
    private:
      access === 'full'
        ? {
            birthDate: row.birthDate as string,
            email: (row.email as string | null) ?? null,
            phone: (row.phone as string | null) ?? null,
            address: (row.address as string | null) ?? null,
            emergencyContactName: (row.emergencyContactName as string | null) ?? null,
            emergencyContactPhone: (row.emergencyContactPhone as string | null) ?? null,
            documents: (row.documents as AthleteDocumentValue[] | null) ?? [],
          }
        : null,
    archivedAt: (row.archivedAt as Date | null) ?? null,
    createdAt: row.createdAt as Date,
    updatedAt: row.updatedAt as Date,
  };
}

// ——— the page order ———

/** The orders of the athletes list: the folded name (athletes_sort_key) or the creation time. */
export const ATHLETE_ORDER: Record<AthleteSort, SortKey> = {
  name_asc: { key: 'a.sort_key', direction: 'ASC', cast: 'text' },
  name_desc: { key: 'a.sort_key', direction: 'DESC', cast: 'text' },
  newest: byCreated('a.created_at'),
  oldest: byCreated('a.created_at', 'ASC'),
};

// ——— errors ———

export const athleteNotFound = () => notFound('Athlete');

/** The unique indexes a write may hit, as the CONFLICT a client can act on. */
const UNIQUE_CONFLICTS: Record<string, [field: string, message: string]> = {
  athletes_organization_licence_key: [
    'licenceNumber',
    'Another athlete of the organization has this licence number',
  ],
  team_memberships_jersey_key: ['jerseyNumber', 'A current member of the team wears this number'],
  team_memberships_current_key: ['teamId', 'The athlete is already a current member of this team'],
  guardian_links_athlete_user_key: ['userId', 'This guardian is already linked to the athlete'],
  guardian_links_one_primary_key: [
    'isPrimary',
    'Another guardian became primary at the same time; try again',
  ],
  consents_active_key: ['purpose', 'This consent is already active'],
};

/** Runs a write, turning a known unique violation into its CONFLICT; anything else is rethrown. */
export async function uniquely<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgCode(error) === '23505') {
      const record = error as { constraint?: string; driverError?: { constraint?: string } };
      const known = UNIQUE_CONFLICTS[record.constraint ?? record.driverError?.constraint ?? ''];
      if (known) throw conflict(known[0], known[1]);
    }
    throw error;
  }
}

/**
 * Runs an UPDATE … RETURNING and answers the returned rows: TypeORM answers a bare UPDATE with
 * `[rows, count]`, so it is wrapped in a CTE and selected.
 */
export function updateReturning<Row>(runner: Queryable, sql: string, params: unknown[]): Promise<Row[]> {
  return runner.query<Row[]>(`WITH updated AS (${sql}) SELECT * FROM updated`, params);
}

/** Today as an ISO date in Türkiye, where the schools are (memberships start and end on days). */
export function todayIso(): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Istanbul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}

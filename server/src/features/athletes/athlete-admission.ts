import type { EntityManager } from 'typeorm';
import type { Viewer } from '../../shared/auth/viewer.js';
import { recordAudit } from '../audit/index.js';
import type { AthleteAccess } from './athlete-access.js';
import { assertNotDuplicate } from './athlete-duplicates.js';
import { consentColumns, uniquely, type AthleteRecord, type ConsentNode } from './athletes.sql.js';
import type { CreateAthleteData } from './athletes.validation.js';
import { CONSENT_PURPOSE_TR, type ConsentPurpose } from './consent.entity.js';
import { writeGuardianLink } from './guardians.service.js';
import type { MembershipsService } from './memberships.service.js';

type AthleteRow = Omit<CreateAthleteData, 'organizationId' | 'teamId' | 'jerseyNumber' | 'position'>;

const fullName = (athlete: { firstName: string; lastName: string }) =>
  `${athlete.firstName} ${athlete.lastName}`;

/**
 * Inserts an athlete of the organization after the duplicate check (the same child twice is CONFLICT),
 * with its audit row, in the caller's transaction; answers the record as written.
 */
export async function insertAthlete(
  manager: EntityManager,
  access: AthleteAccess,
  current: Viewer,
  organizationId: string,
  data: AthleteRow,
): Promise<AthleteRecord> {
  await assertNotDuplicate(manager, { ...data, organizationId });
  const [row] = await uniquely(() =>
    manager.query<{ id: string }[]>(
      `INSERT INTO athletes (organization_id, first_name, last_name, birth_date, gender, status,
                             licence_number, photo, email, phone, address, emergency_contact_name,
                             emergency_contact_phone, documents)
       VALUES ($1, $2, $3, $4::date, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::jsonb) RETURNING id`,
      [
        organizationId,
        data.firstName,
        data.lastName,
        data.birthDate,
        data.gender,
        data.status,
        data.licenceNumber,
        data.photo,
        data.email,
        data.phone,
        data.address,
        data.emergencyContactName,
        data.emergencyContactPhone,
        JSON.stringify(data.documents),
      ],
    ),
  );
  const record = await access.record(manager, row!.id);
  await recordAudit(manager, {
    organizationId,
    actorUserId: current.userId,
    action: 'create',
    entityType: 'athlete',
    entityId: record.id,
    summary: { en: `${fullName(record)} added`, tr: `${fullName(record)} eklendi` },
    after: record,
  });
  return record;
}

/** A child the school admits from a registration: who they are, their team, guardians and consents. */
export interface Admission {
  organizationId: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  gender: AthleteRecord['gender'];
  teamId: string;
  /** The guardians' accounts, the first one primary; every one is a legal guardian who may pick up. */
  guardians: readonly { userId: string; relationship: string }[];
  /** Consents given by the first guardian, each with the text version accepted. */
  consents: readonly { purpose: ConsentPurpose; textVersion: number }[];
}

/**
 * Makes the athlete, their team membership (the team's checks apply: its gender, its age, a place), the
 * guardian links and the consents in the caller's transaction, each with its audit row. Anything refused
 * throws, and the caller's transaction leaves nothing behind.
 */
export async function admitAthlete(
  manager: EntityManager,
  parts: { access: AthleteAccess; memberships: MembershipsService },
  current: Viewer,
  admission: Admission,
): Promise<AthleteRecord> {
  const record = await insertAthlete(manager, parts.access, current, admission.organizationId, {
    firstName: admission.firstName,
    lastName: admission.lastName,
    birthDate: admission.birthDate,
    gender: admission.gender,
    status: 'active',
    licenceNumber: null,
    photo: null,
    email: null,
    phone: null,
    address: null,
    emergencyContactName: null,
    emergencyContactPhone: null,
    documents: [],
  });
  await parts.memberships.join(manager, current, record, {
    teamId: admission.teamId,
    jerseyNumber: null,
    position: null,
    status: 'active',
    fromOn: null,
  });
  for (const [index, guardian] of admission.guardians.entries()) {
    await writeGuardianLink(manager, current, record, guardian.userId, {
      relationship: guardian.relationship,
      legalGuardian: true,
      isPrimary: index === 0,
      mayPickUp: true,
    });
  }
  const grantedBy = admission.guardians[0]?.userId ?? null;
  for (const consent of admission.consents) {
    const [row] = await manager.query<ConsentNode[]>(
      `INSERT INTO consents AS c (athlete_id, purpose, granted_by_user_id, text_version) VALUES ($1, $2, $3, $4)
       RETURNING ${consentColumns('c')}`,
      [record.id, consent.purpose, grantedBy, consent.textVersion],
    );
    await recordAudit(manager, {
      organizationId: record.organizationId,
      actorUserId: current.userId,
      action: 'grant',
      entityType: 'consent',
      entityId: row!.id,
      summary: {
        en: `${consent.purpose} consent for ${fullName(record)} granted on registration (text version ${consent.textVersion})`,
        tr: `${fullName(record)} için ${CONSENT_PURPOSE_TR[consent.purpose]} onayı kayıtla verildi (metin sürümü ${consent.textVersion})`,
      },
      after: {
        athleteId: record.id,
        purpose: consent.purpose,
        grantedByUserId: grantedBy,
        textVersion: consent.textVersion,
      },
    });
  }
  return record;
}

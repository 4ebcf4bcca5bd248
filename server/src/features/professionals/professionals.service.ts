import type { DataSource, EntityManager } from 'typeorm';
import { announceAccessChange } from '../../shared/auth/viewer-cache.js';
import { isScopeAdmin } from '../../shared/auth/scope.js';
import { requireViewer, type Viewer } from '../../shared/auth/viewer.js';
import {
  inTransaction,
  insertRow,
  lockForWrite,
  patchAssignments,
  readRow,
  updateRow,
  writeGuarded,
} from '../../shared/db/guarded-write.js';
import { ListQuery } from '../../shared/db/keyset-list.js';
import { entityColumns, type Page } from '../../shared/db/paging.js';
import { badInput, conflict, forbidden, notFound } from '../../shared/errors.js';
import { isUuid, validate } from '../../shared/validation.js';
import { recordAudit } from '../audit/index.js';
import { memberCondition, organizationAdminCondition } from '../organizations/index.js';
import { CertificationEntity } from './certification.entity.js';
import { ProfessionalEntity } from './professional.entity.js';
import { professionalPrivate, professionalReadable } from './professionals.policy.js';
import {
  CERTIFICATION_SORT,
  CERTIFICATION_WITH_PROFESSIONAL,
  PROFESSIONAL_SORT,
  PROFESSIONAL_WITH_USER,
  certificationRow,
  professionalRow,
} from './professionals.sql.js';
import {
  certificationCreateSchema,
  certificationPatchSchema,
  certificationsArgsSchema,
  checkCertificationDates,
  createProfessionalSchema,
  professionalPatchSchema,
  professionalsArgsSchema,
} from './professionals.validation.js';

/**
 * A professional as the API serves it: with the account's name and avatar, the e-mail only when the
 * viewer reads private details (`private`), and whether the viewer may change the record.
 */
export type ProfessionalRecord = ProfessionalEntity & {
  name: string;
  avatar: string | null;
  email: string | null;
  private?: boolean;
};

/**
 * Professionals of an organization and their certifications (docs/domain.md): every read filters in SQL
 * with professionals.policy.ts; private details (e-mail, certifications) come back null for viewers
 * the policy does not let read them.
 */
export class ProfessionalsService {
  private readonly professionalColumns: string;
  private readonly certificationColumns: string;

  constructor(private readonly dataSource: DataSource) {
    this.professionalColumns = entityColumns(dataSource.getMetadata(ProfessionalEntity), 'p');
    this.certificationColumns = entityColumns(dataSource.getMetadata(CertificationEntity), 'c');
  }

  /** The select list of a professional read by the viewer: the email only with private details. */
  private professionalSelect(viewer: Viewer, params: unknown[]): string {
    const privateDetails = professionalPrivate(viewer, params);
    return `${this.professionalColumns}, u.name AS "name", u.avatar AS "avatar",
            CASE WHEN ${privateDetails} THEN u.email::text END AS "email", (${privateDetails}) AS "private"`;
  }

  async professionals(
    viewer: Viewer | null,
    args: Record<string, unknown>,
    options: { count: boolean },
  ): Promise<Page<ProfessionalRecord>> {
    const current = requireViewer(viewer);
    const data = validate(professionalsArgsSchema, args);
    return new ListQuery(current, data)
      .where((params) => professionalReadable(current, params, data.includeArchived ? 'admins' : 'hide'))
      .inOrganization('p.organization_id')
      .search(data.query, ['u.name', 'p.title', "array_to_string(p.specialties, ' ')"])
      .page<ProfessionalRecord>(this.dataSource, {
        select: (params) => this.professionalSelect(current, params),
        from: PROFESSIONAL_WITH_USER,
        sort: PROFESSIONAL_SORT[data.sort ?? 'NAME_ASC']!,
        id: 'p.id',
        count: options.count,
      });
  }

  /** One professional as the viewer reads it, with the list's select (the e-mail only with private details). */
  async professional(viewer: Viewer | null, id: string): Promise<ProfessionalRecord> {
    const current = requireViewer(viewer);
    if (!isUuid(id)) throw notFound('Professional');
    const params: unknown[] = [id];
    const select = this.professionalSelect(current, params);
    const [row] = await this.dataSource.query<ProfessionalRecord[]>(
      `SELECT ${select} FROM ${PROFESSIONAL_WITH_USER}
        WHERE p.id = $1 AND ${professionalReadable(current, params, 'admins')}`,
      params,
    );
    if (!row) throw notFound('Professional');
    return row;
  }

  async createProfessional(viewer: Viewer | null, input: unknown): Promise<ProfessionalRecord> {
    const current = requireViewer(viewer);
    if (!isScopeAdmin(current)) throw forbidden();
    const data = validate(createProfessionalSchema, input);
    const id = await inTransaction(this.dataSource, async (manager) => {
      const params: unknown[] = [data.userId];
      const member = memberCondition(current, 'u.organization_id', params);
      const administered = organizationAdminCondition(current, 'u.organization_id', params);
      const [user] = await manager.query<{ organizationId: string; administered: boolean }[]>(
        `SELECT u.organization_id AS "organizationId", (${administered}) AS "administered"
           FROM users u WHERE u.id = $1 AND u.organization_id IS NOT NULL AND ${member}`,
        params,
      );
      if (!user) throw badInput('userId', 'Choose a user of the organization');
      if (!user.administered) throw forbidden('Only the organization’s administrators add professionals.');
      const [existing] = await manager.query<{ archived: boolean }[]>(
        `SELECT archived_at IS NOT NULL AS "archived" FROM professionals WHERE organization_id = $1 AND user_id = $2`,
        [user.organizationId, data.userId],
      );
      if (existing) {
        const message = existing.archived
          ? 'This user has an archived professional record: restore it'
          : 'This user is a professional of the organization already';
        throw conflict('userId', message);
      }
      const professionalId = await insertRow(manager, 'professionals', [
        ['organization_id', user.organizationId],
        ['user_id', data.userId],
        ['title', data.title],
        ['specialties', data.specialties, 'text[]'],
        ['bio', data.bio ?? null],
      ]);
      await auditStaffRecord(manager, current, 'professional', professionalId, 'create', undefined, {
        userId: data.userId,
        title: data.title,
      });
      return professionalId;
    });
    return this.professional(current, id);
  }

  /** A guarded change of the record (NOT_FOUND, FORBIDDEN unless `who` may), answered as read afterwards. */
  private async changeProfessional(
    viewer: Viewer | null,
    id: string,
    who: 'editor' | 'organization',
    change: (manager: EntityManager, row: ProfessionalEntity, current: Viewer) => Promise<void>,
  ): Promise<ProfessionalRecord> {
    const current = requireViewer(viewer);
    const target = professionalRow(current, this.professionalColumns, who);
    await writeGuarded(this.dataSource, target, id, (manager, row) => change(manager, row, current));
    return this.professional(current, id);
  }

  updateProfessional(viewer: Viewer | null, id: string, input: unknown) {
    requireViewer(viewer);
    const data = validate(professionalPatchSchema, input);
    return this.changeProfessional(viewer, id, 'editor', async (manager, row) => {
      const set = patchAssignments(data, {
        title: 'title',
        specialties: ['specialties', 'text[]'],
        bio: 'bio',
      });
      if (set.length > 0) await updateRow(manager, { table: 'professionals', id: row.id, set, touch: true });
    });
  }

  archiveProfessional(viewer: Viewer | null, id: string, archived: boolean) {
    return this.changeProfessional(viewer, id, 'organization', async (manager, row, current) => {
      if ((row.archivedAt !== null) === archived) return;
      await updateRow(manager, { table: 'professionals', id: row.id, archived, touch: true });
      // A professional on a team's staff reads and changes its athletes: who stopped or started being one is kept.
      await auditStaffRecord(manager, current, 'professional', row.id, archived ? 'archive' : 'restore');
      announceAccessChange(); // staff or not (shared/auth/viewer-cache.ts)
    });
  }

  // ——— certifications ———

  async certifications(
    viewer: Viewer | null,
    args: Record<string, unknown>,
    options: { count: boolean },
  ): Promise<Page<CertificationEntity>> {
    const current = requireViewer(viewer);
    const data = validate(certificationsArgsSchema, args);
    const list = new ListQuery(current, data)
      .where(() => 'c.archived_at IS NULL')
      .where((params) => professionalReadable(current, params, 'hide'))
      .where((params) => professionalPrivate(current, params))
      .inOrganization('p.organization_id');
    if (data.expiringWithinDays !== null && data.expiringWithinDays !== undefined) {
      const days = list.bind(data.expiringWithinDays, 'int');
      list.where(() => `c.expires_on IS NOT NULL AND c.expires_on <= CURRENT_DATE + ${days}`);
    }
    return list.page<CertificationEntity>(this.dataSource, {
      select: this.certificationColumns,
      from: CERTIFICATION_WITH_PROFESSIONAL,
      sort: CERTIFICATION_SORT,
      id: 'c.id',
      count: options.count,
    });
  }

  async certification(viewer: Viewer | null, id: string): Promise<CertificationEntity> {
    const target = certificationRow(requireViewer(viewer), this.certificationColumns);
    const row = await readRow(this.dataSource.manager, target, id);
    if (!row) throw notFound('Certification');
    return row;
  }

  async createCertification(viewer: Viewer | null, professionalId: string, input: unknown) {
    const current = requireViewer(viewer);
    const data = validate(certificationCreateSchema, input);
    const datesProblem = checkCertificationDates(data.issuedOn ?? null, data.expiresOn ?? null);
    if (datesProblem) throw badInput('expiresOn', datesProblem);
    const target = professionalRow(current, this.professionalColumns, 'editor');
    const id = await inTransaction(this.dataSource, async (manager) => {
      const professional = await lockForWrite(manager, target, professionalId);
      const certificationId = await insertRow(manager, 'certifications', [
        ['professional_id', professional.id],
        ['kind', data.kind],
        ['name', data.name],
        ['issuer', data.issuer],
        ['number', data.number ?? null],
        ['issued_on', data.issuedOn ?? null, 'date'],
        ['expires_on', data.expiresOn ?? null, 'date'],
        ['document_url', data.documentUrl ?? null],
      ]);
      await auditStaffRecord(manager, current, 'certification', certificationId, 'create', undefined, data);
      return certificationId;
    });
    return this.certification(current, id);
  }

  private async changeCertification(
    viewer: Viewer | null,
    id: string,
    change: (manager: EntityManager, row: CertificationEntity, current: Viewer) => Promise<void>,
  ): Promise<CertificationEntity> {
    const current = requireViewer(viewer);
    const target = certificationRow(current, this.certificationColumns);
    await writeGuarded(this.dataSource, target, id, (manager, row) => change(manager, row, current));
    return this.certification(current, id);
  }

  updateCertification(viewer: Viewer | null, id: string, input: unknown) {
    requireViewer(viewer);
    const data = validate(certificationPatchSchema, input);
    return this.changeCertification(viewer, id, async (manager, row, current) => {
      const issuedOn = data.issuedOn === undefined ? row.issuedOn : data.issuedOn;
      const expiresOn = data.expiresOn === undefined ? row.expiresOn : data.expiresOn;
      const datesProblem = checkCertificationDates(issuedOn, expiresOn);
      if (datesProblem) throw badInput('expiresOn', datesProblem);
      const set = patchAssignments(data, {
        kind: 'kind',
        name: 'name',
        issuer: 'issuer',
        number: 'number',
        issuedOn: ['issued_on', 'date'],
        expiresOn: ['expires_on', 'date'],
        documentUrl: 'document_url',
      });
      await updateRow(manager, { table: 'certifications', id: row.id, set });
      const changed = (Object.keys(data) as (keyof typeof data)[]).filter(
        (field) => data[field] !== undefined && data[field] !== row[field],
      );
      if (changed.length === 0) return;
      await auditStaffRecord(
        manager,
        current,
        'certification',
        row.id,
        'update',
        Object.fromEntries(changed.map((field) => [field, row[field]])),
        Object.fromEntries(changed.map((field) => [field, data[field]])),
      );
    });
  }

  archiveCertification(viewer: Viewer | null, id: string, archived: boolean) {
    return this.changeCertification(viewer, id, async (manager, row, current) => {
      if ((row.archivedAt !== null) === archived) return;
      await updateRow(manager, { table: 'certifications', id: row.id, archived });
      await auditStaffRecord(manager, current, 'certification', row.id, archived ? 'archive' : 'restore');
    });
  }
}

const STAFF_RECORD_SUMMARIES = {
  professional: {
    create: (name: string) => ({
      en: `${name} became a professional`,
      tr: `${name} profesyonel olarak eklendi`,
    }),
    update: (name: string) => ({
      en: `${name}'s professional record changed`,
      tr: `${name} profesyonel kaydı değiştirildi`,
    }),
    archive: (name: string) => ({
      en: `${name}'s professional record archived`,
      tr: `${name} profesyonel kaydı arşivlendi`,
    }),
    restore: (name: string) => ({
      en: `${name}'s professional record restored`,
      tr: `${name} profesyonel kaydı geri yüklendi`,
    }),
  },
  certification: {
    create: (name: string) => ({
      en: `Certification of ${name} added`,
      tr: `${name} için sertifika eklendi`,
    }),
    update: (name: string) => ({
      en: `Certification of ${name} changed`,
      tr: `${name} sertifikası değiştirildi`,
    }),
    archive: (name: string) => ({
      en: `Certification of ${name} archived`,
      tr: `${name} sertifikası arşivlendi`,
    }),
    restore: (name: string) => ({
      en: `Certification of ${name} restored`,
      tr: `${name} sertifikası geri yüklendi`,
    }),
  },
} as const;

/**
 * The audit row of a change to a professional record or a certification, in the change's transaction:
 * they decide who may coach (and so read) the school's minors, so every change is kept.
 */
async function auditStaffRecord(
  manager: EntityManager,
  current: Viewer,
  entityType: 'professional' | 'certification',
  id: string,
  action: 'create' | 'update' | 'archive' | 'restore',
  before?: object,
  after?: object,
): Promise<void> {
  const [row] = await manager.query<{ organizationId: string; name: string; professionalId: string }[]>(
    `SELECT p.organization_id AS "organizationId", u.name, p.id AS "professionalId"
       FROM ${PROFESSIONAL_WITH_USER}
      WHERE p.id = ${entityType === 'professional' ? '$1' : '(SELECT c.professional_id FROM certifications c WHERE c.id = $1)'}`,
    [id],
  );
  const { organizationId, name, professionalId } = row!;
  await recordAudit(manager, {
    organizationId,
    actorUserId: current.userId,
    action,
    entityType,
    entityId: id,
    summary: STAFF_RECORD_SUMMARIES[entityType][action](name),
    before,
    after: entityType === 'certification' ? { professionalId, ...after } : after,
  });
}

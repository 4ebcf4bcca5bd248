import type { DataSource, EntityManager } from 'typeorm';
import { announceAccessChange } from '../../shared/auth/viewer-cache.js';
import { isScopeAdmin } from '../../shared/auth/scope.js';
import { requireViewer, type Viewer } from '../../shared/auth/viewer.js';
import { ListQuery } from '../../shared/db/keyset-list.js';
import { byName, entityColumns, type Page, type SortKey } from '../../shared/db/paging.js';
import { AppError } from '../../shared/errors.js';
import { isUuid, validate } from '../../shared/validation.js';
import { recordAudit } from '../audit/index.js';
import { memberCondition, organizationAdminCondition } from '../organizations/index.js';
import { CertificationEntity } from './certification.entity.js';
import { ProfessionalEntity } from './professional.entity.js';
import { professionalEditable, professionalPrivate, professionalReadable } from './professionals.policy.js';
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

type Assignment = [column: string, value: unknown, cast?: string];

const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found.`);
const forbidden = (message = 'Your role does not allow this change.') => new AppError('FORBIDDEN', message);
const badInput = (field: string, message: string) =>
  new AppError('BAD_USER_INPUT', `Invalid input: ${field}`, {
    fieldErrors: { [field]: message },
    fieldErrorCodes: { [field]: 'invalid' },
  });

const PROFESSIONAL_SORT: Record<string, SortKey> = {
  NAME_ASC: byName('u.name'),
  NAME_DESC: byName('u.name', 'DESC'),
  TITLE_ASC: {
    key: 'arena_sort_key(p.title) || chr(1) || arena_sort_key(u.name)',
    direction: 'ASC',
    cast: 'text',
  },
  CREATED_DESC: { key: 'p.created_at', direction: 'DESC', cast: 'timestamptz' },
};
/** Soonest expiry first, certifications without one last. */
const CERTIFICATION_SORT: SortKey = {
  key: "COALESCE(c.expires_on, 'infinity'::date)",
  direction: 'ASC',
  cast: 'date',
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
        from: 'professionals p JOIN users u ON u.id = p.user_id',
        sort: PROFESSIONAL_SORT[data.sort ?? 'NAME_ASC']!,
        id: 'p.id',
        count: options.count,
      });
  }

  async professional(viewer: Viewer | null, id: string): Promise<ProfessionalRecord> {
    const row = await this.readProfessional(this.dataSource.manager, requireViewer(viewer), id);
    if (!row) throw notFound('Professional');
    const { canEdit: _edit, organizationAdmin: _admin, ...professional } = row;
    return professional;
  }

  private async readProfessional(
    manager: EntityManager,
    viewer: Viewer,
    id: string,
    lock = false,
  ): Promise<(ProfessionalRecord & { canEdit: boolean; organizationAdmin: boolean }) | null> {
    if (!isUuid(id)) return null;
    const params: unknown[] = [id];
    const select = this.professionalSelect(viewer, params);
    const readable = professionalReadable(viewer, params, 'admins');
    const canEdit = professionalEditable(viewer, params);
    const organizationAdmin = organizationAdminCondition(viewer, 'p.organization_id', params);
    const [row] = await manager.query<
      (ProfessionalRecord & { canEdit: boolean; organizationAdmin: boolean })[]
    >(
      `SELECT ${select}, (${canEdit}) AS "canEdit", (${organizationAdmin}) AS "organizationAdmin"
         FROM professionals p JOIN users u ON u.id = p.user_id
        WHERE p.id = $1 AND ${readable}${lock ? ' FOR UPDATE OF p' : ''}`,
      params,
    );
    return row ?? null;
  }

  async createProfessional(viewer: Viewer | null, input: unknown): Promise<ProfessionalRecord> {
    const current = requireViewer(viewer);
    if (!isScopeAdmin(current)) throw forbidden();
    const data = validate(createProfessionalSchema, input);
    const id = await this.dataSource.transaction(async (manager) => {
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
        throw new AppError('CONFLICT', message, {
          fieldErrors: { userId: message },
          fieldErrorCodes: { userId: 'not_unique' },
        });
      }
      const [row] = await manager.query<{ id: string }[]>(
        `INSERT INTO professionals (organization_id, user_id, title, specialties, bio)
         VALUES ($1, $2, $3, $4::text[], $5) RETURNING id`,
        [user.organizationId, data.userId, data.title, data.specialties, data.bio ?? null],
      );
      await auditStaffRecord(manager, current, 'professional', row!.id, 'create', undefined, {
        userId: data.userId,
        title: data.title,
      });
      return row!.id;
    });
    return this.professional(current, id);
  }

  /** Reads the record (NOT_FOUND), checks who may change it (FORBIDDEN), applies `change` in a transaction. */
  private async changeProfessional(
    viewer: Viewer | null,
    id: string,
    who: 'editor' | 'organization',
    change: (manager: EntityManager, row: ProfessionalRecord, current: Viewer) => Promise<void>,
  ): Promise<ProfessionalRecord> {
    const current = requireViewer(viewer);
    await this.dataSource.transaction(async (manager) => {
      const row = await this.readProfessional(manager, current, id, true);
      if (!row) throw notFound('Professional');
      if (!(who === 'editor' ? row.canEdit : row.organizationAdmin)) throw forbidden();
      await change(manager, row, current);
    });
    return this.professional(current, id);
  }

  updateProfessional(viewer: Viewer | null, id: string, input: unknown) {
    requireViewer(viewer);
    const data = validate(professionalPatchSchema, input);
    return this.changeProfessional(viewer, id, 'editor', async (manager, row) => {
      const set: Assignment[] = [];
      if (data.title !== undefined) set.push(['title', data.title]);
      if (data.specialties !== undefined) set.push(['specialties', data.specialties, 'text[]']);
      if (data.bio !== undefined) set.push(['bio', data.bio]);
      await assign(manager, 'professionals', row.id, set, 'updated_at = now()');
    });
  }

  archiveProfessional(viewer: Viewer | null, id: string, archived: boolean) {
    return this.changeProfessional(viewer, id, 'organization', async (manager, row, current) => {
      if ((row.archivedAt !== null) === archived) return;
      await manager.query(
        `UPDATE professionals SET archived_at = ${archived ? 'COALESCE(archived_at, now())' : 'NULL'},
                updated_at = now() WHERE id = $1`,
        [row.id],
      );
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
      from: 'certifications c JOIN professionals p ON p.id = c.professional_id',
      sort: CERTIFICATION_SORT,
      id: 'c.id',
      count: options.count,
    });
  }

  private async readCertification(
    manager: EntityManager,
    viewer: Viewer,
    id: string,
    lock = false,
  ): Promise<(CertificationEntity & { canEdit: boolean }) | null> {
    if (!isUuid(id)) return null;
    const params: unknown[] = [id];
    const readable = professionalReadable(viewer, params, 'admins');
    const privateDetails = professionalPrivate(viewer, params);
    const canEdit = professionalEditable(viewer, params);
    const archivedVisible = organizationAdminCondition(viewer, 'p.organization_id', params);
    const [row] = await manager.query<(CertificationEntity & { canEdit: boolean })[]>(
      `SELECT ${this.certificationColumns}, (${canEdit}) AS "canEdit"
         FROM certifications c JOIN professionals p ON p.id = c.professional_id
        WHERE c.id = $1 AND ${readable} AND ${privateDetails}
          AND (c.archived_at IS NULL OR ${canEdit} OR ${archivedVisible})${lock ? ' FOR UPDATE OF c' : ''}`,
      params,
    );
    return row ?? null;
  }

  async certification(viewer: Viewer | null, id: string): Promise<CertificationEntity> {
    const row = await this.readCertification(this.dataSource.manager, requireViewer(viewer), id);
    if (!row) throw notFound('Certification');
    const { canEdit: _edit, ...certification } = row;
    return certification;
  }

  async createCertification(viewer: Viewer | null, professionalId: string, input: unknown) {
    const current = requireViewer(viewer);
    const data = validate(certificationCreateSchema, input);
    const datesProblem = checkCertificationDates(data.issuedOn ?? null, data.expiresOn ?? null);
    if (datesProblem) throw badInput('expiresOn', datesProblem);
    const id = await this.dataSource.transaction(async (manager) => {
      const professional = await this.readProfessional(manager, current, professionalId);
      if (!professional) throw notFound('Professional');
      if (!professional.canEdit) throw forbidden();
      const [row] = await manager.query<{ id: string }[]>(
        `INSERT INTO certifications (professional_id, kind, name, issuer, number, issued_on, expires_on, document_url)
         VALUES ($1, $2, $3, $4, $5, $6::date, $7::date, $8) RETURNING id`,
        [
          professional.id,
          data.kind,
          data.name,
          data.issuer,
          data.number ?? null,
          data.issuedOn ?? null,
          data.expiresOn ?? null,
          data.documentUrl ?? null,
        ],
      );
      await auditStaffRecord(manager, current, 'certification', row!.id, 'create', undefined, data);
      return row!.id;
    });
    return this.certification(current, id);
  }

  private async changeCertification(
    viewer: Viewer | null,
    id: string,
    change: (manager: EntityManager, row: CertificationEntity, current: Viewer) => Promise<void>,
  ): Promise<CertificationEntity> {
    const current = requireViewer(viewer);
    await this.dataSource.transaction(async (manager) => {
      const row = await this.readCertification(manager, current, id, true);
      if (!row) throw notFound('Certification');
      if (!row.canEdit) throw forbidden();
      await change(manager, row, current);
    });
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
      const set: Assignment[] = [];
      for (const [field, column, cast] of [
        ['kind', 'kind'],
        ['name', 'name'],
        ['issuer', 'issuer'],
        ['number', 'number'],
        ['issuedOn', 'issued_on', 'date'],
        ['expiresOn', 'expires_on', 'date'],
        ['documentUrl', 'document_url'],
      ] as const) {
        if (data[field] !== undefined) set.push([column, data[field], cast]);
      }
      await assign(manager, 'certifications', row.id, set);
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
      await manager.query(
        `UPDATE certifications SET archived_at = ${archived ? 'COALESCE(archived_at, now())' : 'NULL'} WHERE id = $1`,
        [row.id],
      );
      await auditStaffRecord(manager, current, 'certification', row.id, archived ? 'archive' : 'restore');
    });
  }
}

async function assign(
  manager: EntityManager,
  table: string,
  id: string,
  set: Assignment[],
  extra?: string,
): Promise<void> {
  if (set.length === 0) return;
  const params: unknown[] = [id];
  const assignments = set.map(([column, value, cast]) => {
    params.push(value);
    return `"${column}" = $${params.length}${cast ? `::${cast}` : ''}`;
  });
  if (extra) assignments.push(extra);
  await manager.query(`UPDATE ${table} SET ${assignments.join(', ')} WHERE id = $1`, params);
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
       FROM professionals p JOIN users u ON u.id = p.user_id
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

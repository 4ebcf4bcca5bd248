import type { DataSource, EntityManager, EntityMetadata, ObjectLiteral } from 'typeorm';
import { requireViewer, type Viewer } from '../../shared/auth/viewer.js';
import { boundParams } from '../../shared/db/bind.js';
import { likePattern } from '../../shared/db/like.js';
import { checkCursor, keysetPage, type Page } from '../../shared/db/paging.js';
import { isUniqueViolation } from '../../shared/db/pg-errors.js';
import { hydrate, selectColumns } from '../../shared/db/rows-by-id.js';
import { AppError } from '../../shared/errors.js';
import { isUuid, validate } from '../../shared/validation.js';
import { recordAudit } from '../audit/index.js';
import {
  assertCompanyWriter,
  assertSponsorshipWriter,
  companiesReadableCondition,
  companiesWritableCondition,
  isSponsorAdmin,
  sponsorsOrganization,
  sponsorshipsReadableCondition,
  sponsorshipsWritableCondition,
} from './companies.policy.js';
import {
  COMPANY_ORDER,
  SPONSORSHIP_ORDER,
  sponsorshipColumns,
  toSponsorship,
  type SponsorshipRecord,
} from './companies.sql.js';
import {
  companiesPageSchema,
  companyInputSchema,
  companyPatchSchema,
  sponsorshipInputSchema,
  sponsorshipPatchSchema,
  sponsorshipsPageSchema,
  type CompanyPatchData,
  type SponsorshipPatchData,
} from './companies.validation.js';
import { CompanyEntity } from './company.entity.js';
import {
  SPONSORSHIP_TIER_TR,
  SponsorshipEntity,
  type SponsorshipScopeType,
  type SponsorshipTier,
} from './sponsorship.entity.js';

/** One page of a list, as the Connection types serve it. */
export type { Page };

/** A sponsor as the public list shows it. */
export interface SponsorRecord {
  companyId: string;
  name: string;
  logo: string | null;
  website: string | null;
  tier: SponsorshipTier;
}

const companyNotFound = () => new AppError('NOT_FOUND', 'Company not found.');
const sponsorshipNotFound = () => new AppError('NOT_FOUND', 'Sponsorship not found.');
const fieldError = (
  field: string,
  message: string,
  code: 'invalid' | 'not_unique' | 'required' = 'invalid',
) =>
  new AppError('BAD_USER_INPUT', `Invalid input: ${field}`, {
    fieldErrors: { [field]: message },
    fieldErrorCodes: { [field]: code },
  });
const taxNumberTaken = () =>
  new AppError('CONFLICT', 'Another company of the organization has this tax number.', {
    fieldErrors: { taxNumber: 'Another company of the organization has this tax number' },
    fieldErrorCodes: { taxNumber: 'not_unique' },
  });

type Assignment = [column: string, value: unknown, cast?: string];

function companyAssignments(data: CompanyPatchData): Assignment[] {
  const set: Assignment[] = [];
  if (data.name !== undefined) set.push(['name', data.name]);
  if (data.taxNumber !== undefined) set.push(['tax_number', data.taxNumber]);
  if (data.taxOffice !== undefined) set.push(['tax_office', data.taxOffice]);
  if (data.logo !== undefined) set.push(['logo', data.logo]);
  if (data.email !== undefined) set.push(['email', data.email]);
  if (data.phone !== undefined) set.push(['phone', data.phone]);
  if (data.website !== undefined) set.push(['website', data.website]);
  return set;
}

function sponsorshipAssignments(data: SponsorshipPatchData): Assignment[] {
  const set: Assignment[] = [];
  if (data.scopeType !== undefined) set.push(['scope_type', data.scopeType, 'sponsorship_scope_type']);
  if (data.scopeId !== undefined) set.push(['scope_id', data.scopeId, 'uuid']);
  if (data.tier !== undefined) set.push(['tier', data.tier, 'sponsorship_tier']);
  if (data.amount !== undefined) set.push(['amount', data.amount, 'numeric']);
  if (data.currency !== undefined) set.push(['currency', data.currency]);
  if (data.startsOn !== undefined) set.push(['starts_on', data.startsOn, 'date']);
  if (data.endsOn !== undefined) set.push(['ends_on', data.endsOn, 'date']);
  if (data.notes !== undefined) set.push(['notes', data.notes]);
  return set;
}

/**
 * Sponsor companies, their contact users and their sponsorships (companies.policy.ts says who reads and
 * changes what). Every change runs in one transaction with its audit row (entity types `company`,
 * `company_contact`, `sponsorship`); a change that fails leaves neither.
 */
export class CompaniesService {
  private readonly companyMetadata: EntityMetadata;
  private readonly sponsorshipMetadata: EntityMetadata;
  private readonly companyColumns: string;
  private readonly sponsorshipColumns: string;

  constructor(private readonly dataSource: DataSource) {
    this.companyMetadata = dataSource.getMetadata(CompanyEntity);
    this.sponsorshipMetadata = dataSource.getMetadata(SponsorshipEntity);
    this.companyColumns = selectColumns(this.companyMetadata, 'c');
    this.sponsorshipColumns = sponsorshipColumns(this.sponsorshipMetadata, 's');
  }

  // ——— companies ———

  /** Keyset pages in the asked order (then id); the readable rows only, in SQL. */
  async companies(viewer: Viewer | null, args: unknown, options: { count?: boolean } = {}) {
    const current = requireViewer(viewer);
    const parsed = validate(companiesPageSchema, args);
    checkCursor(parsed.after, COMPANY_ORDER[parsed.sort]);

    const { params, bind } = boundParams();
    const filters = [companiesReadableCondition(current, 'c', params)];
    if (!(parsed.includeArchived && isSponsorAdmin(current))) filters.push('c.archived_at IS NULL');
    if (parsed.organizationId) filters.push(`c.organization_id = ${bind(parsed.organizationId, 'uuid')}`);
    if (parsed.query) {
      const pattern = bind(likePattern(parsed.query));
      filters.push(`(c.name ILIKE ${pattern} OR c.tax_number LIKE ${pattern})`);
    }
    const page = await keysetPage<ObjectLiteral>(this.dataSource, {
      select: this.companyColumns,
      from: 'companies c',
      where: filters,
      params,
      sort: COMPANY_ORDER[parsed.sort],
      id: 'c.id',
      first: parsed.first,
      after: parsed.after,
      count: options.count !== false,
    });
    return {
      ...page,
      nodes: page.nodes.map((row) => hydrate<CompanyEntity>(this.companyMetadata, row)),
    } satisfies Page<CompanyEntity>;
  }

  async company(viewer: Viewer | null, id: string): Promise<CompanyEntity> {
    const current = requireViewer(viewer);
    if (!isUuid(id)) throw companyNotFound();
    const params: unknown[] = [id];
    const [row] = await this.dataSource.query<ObjectLiteral[]>(
      `SELECT ${this.companyColumns} FROM companies c
        WHERE c.id = $1 AND ${companiesReadableCondition(current, 'c', params)}`,
      params,
    );
    if (!row) throw companyNotFound();
    return hydrate<CompanyEntity>(this.companyMetadata, row);
  }

  async createCompany(viewer: Viewer | null, input: unknown): Promise<CompanyEntity> {
    const current = assertCompanyWriter(viewer);
    const data = validate(companyInputSchema, input);
    const organizationId = data.organizationId ?? current.organizationId;
    if (!organizationId) throw fieldError('organizationId', 'Choose the organization', 'required');
    return this.transaction(async (manager) => {
      const params: unknown[] = [organizationId];
      const allowed = await manager.query<unknown[]>(
        `SELECT 1 FROM (SELECT o.id AS organization_id FROM organizations o WHERE o.id = $1) c
          WHERE ${companiesWritableCondition(current, 'c', params)}`,
        params,
      );
      if (allowed.length === 0) {
        throw fieldError('organizationId', 'Choose an organization you administer');
      }
      const [row] = await manager.query<ObjectLiteral[]>(
        `WITH c AS (INSERT INTO companies (organization_id, name, tax_number, tax_office, logo, email, phone, website)
                    VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *)
         SELECT ${this.companyColumns} FROM c`,
        [
          organizationId,
          data.name,
          data.taxNumber ?? null,
          data.taxOffice ?? null,
          data.logo ?? null,
          data.email ?? null,
          data.phone ?? null,
          data.website ?? null,
        ],
      );
      const company = hydrate<CompanyEntity>(this.companyMetadata, row ?? {});
      await recordAudit(manager, {
        organizationId,
        actorUserId: current.userId,
        action: 'create',
        entityType: 'company',
        entityId: company.id,
        summary: { en: `Company ${company.name} created`, tr: `${company.name} şirketi oluşturuldu` },
        after: company,
      });
      return company;
    }, taxNumberTaken);
  }

  async updateCompany(viewer: Viewer | null, id: string, patch: unknown): Promise<CompanyEntity> {
    const current = assertCompanyWriter(viewer);
    const data = validate(companyPatchSchema, patch);
    if (!isUuid(id)) throw companyNotFound();
    const set = companyAssignments(data);
    return this.transaction(async (manager) => {
      const before = await this.lockCompany(manager, current, id);
      if (set.length === 0) return before;
      const after = await this.writeCompany(manager, id, set);
      await recordAudit(manager, {
        organizationId: after.organizationId,
        actorUserId: current.userId,
        action: 'update',
        entityType: 'company',
        entityId: id,
        summary: { en: `Company ${after.name} changed`, tr: `${after.name} şirketi değiştirildi` },
        before,
        after,
      });
      return after;
    }, taxNumberTaken);
  }

  /** Sets or clears `archived_at`; archiving an archived company (or restoring an active one) changes nothing. */
  async setCompanyArchived(viewer: Viewer | null, id: string, archived: boolean): Promise<CompanyEntity> {
    const current = assertCompanyWriter(viewer);
    if (!isUuid(id)) throw companyNotFound();
    return this.transaction(async (manager) => {
      const before = await this.lockCompany(manager, current, id);
      if ((before.archivedAt !== null) === archived) return before;
      const after = await this.writeCompany(manager, id, [
        ['archived_at', archived ? new Date().toISOString() : null, 'timestamptz'],
      ]);
      await recordAudit(manager, {
        organizationId: after.organizationId,
        actorUserId: current.userId,
        action: archived ? 'archive' : 'restore',
        entityType: 'company',
        entityId: id,
        summary: {
          en: `Company ${after.name} ${archived ? 'archived' : 'restored'}`,
          tr: `${after.name} şirketi ${archived ? 'arşivlendi' : 'geri alındı'}`,
        },
        before: { archivedAt: before.archivedAt },
        after: { archivedAt: after.archivedAt },
      });
      return after;
    });
  }

  /** Links a company-role user of the company's organization to the company. */
  async addContact(viewer: Viewer | null, companyId: string, userId: string): Promise<CompanyEntity> {
    const current = assertCompanyWriter(viewer);
    if (!isUuid(companyId)) throw companyNotFound();
    if (!isUuid(userId)) throw fieldError('userId', 'User must be a UUID');
    return this.transaction(
      async (manager) => {
        const company = await this.lockCompany(manager, current, companyId);
        const users = await manager.query<{ name: string }[]>(
          `SELECT u.name FROM users u
            WHERE u.id = $1 AND u.organization_id = $2
              AND EXISTS (SELECT 1 FROM user_roles ur JOIN roles r ON r.id = ur.role_id
                           WHERE ur.user_id = u.id AND r.key = 'company')`,
          [userId, company.organizationId],
        );
        if (users.length === 0) {
          throw fieldError('userId', 'Choose a user with the company role in the company’s organization');
        }
        const [link] = await manager.query<{ id: string; createdAt: Date }[]>(
          `INSERT INTO company_contacts (company_id, user_id) VALUES ($1, $2)
           RETURNING id, created_at AS "createdAt"`,
          [companyId, userId],
        );
        await recordAudit(manager, {
          organizationId: company.organizationId,
          actorUserId: current.userId,
          action: 'link',
          entityType: 'company_contact',
          entityId: link!.id,
          summary: {
            en: `${users[0]!.name} linked to ${company.name}`,
            tr: `${users[0]!.name}, ${company.name} şirketine bağlandı`,
          },
          after: { companyId, userId },
        });
        return company;
      },
      () =>
        new AppError('CONFLICT', 'The user is already a contact of the company.', {
          fieldErrors: { userId: 'The user is already a contact of the company' },
          fieldErrorCodes: { userId: 'not_unique' },
        }),
    );
  }

  async removeContact(viewer: Viewer | null, companyId: string, userId: string): Promise<CompanyEntity> {
    const current = assertCompanyWriter(viewer);
    if (!isUuid(companyId)) throw companyNotFound();
    return this.transaction(async (manager) => {
      const company = await this.lockCompany(manager, current, companyId);
      const [removed] = isUuid(userId)
        ? await manager.query<{ id: string }[]>(
            // A CTE: TypeORM answers a bare DELETE … RETURNING as [rows, count].
            `WITH d AS (DELETE FROM company_contacts WHERE company_id = $1 AND user_id = $2 RETURNING id)
             SELECT id FROM d`,
            [companyId, userId],
          )
        : [];
      if (!removed) throw new AppError('NOT_FOUND', 'The user is not a contact of the company.');
      await recordAudit(manager, {
        organizationId: company.organizationId,
        actorUserId: current.userId,
        action: 'unlink',
        entityType: 'company_contact',
        entityId: removed.id,
        summary: {
          en: `Contact removed from ${company.name}`,
          tr: `${company.name} şirketinden yetkili çıkarıldı`,
        },
        before: { companyId, userId },
      });
      return company;
    });
  }

  // ——— sponsorships ———

  async sponsorships(viewer: Viewer | null, args: unknown, options: { count?: boolean } = {}) {
    const current = requireViewer(viewer);
    const parsed = validate(sponsorshipsPageSchema, args);
    checkCursor(parsed.after, SPONSORSHIP_ORDER[parsed.sort]);

    const { params, bind } = boundParams();
    const filters = [sponsorshipsReadableCondition(current, 's', 'c', params)];
    if (!(parsed.includeArchived && isSponsorAdmin(current))) {
      filters.push('s.archived_at IS NULL AND c.archived_at IS NULL');
    }
    if (parsed.organizationId) filters.push(`s.organization_id = ${bind(parsed.organizationId, 'uuid')}`);
    if (parsed.companyId) filters.push(`s.company_id = ${bind(parsed.companyId, 'uuid')}`);
    if (parsed.scopeType) filters.push(`s.scope_type = ${bind(parsed.scopeType, 'sponsorship_scope_type')}`);
    if (parsed.scopeId) filters.push(`s.scope_id = ${bind(parsed.scopeId, 'uuid')}`);
    if (parsed.activeOn) {
      const day = bind(parsed.activeOn, 'date');
      filters.push(`s.starts_on <= ${day} AND (s.ends_on IS NULL OR s.ends_on >= ${day})`);
    }
    if (parsed.query) filters.push(`c.name ILIKE ${bind(likePattern(parsed.query))}`);
    const page = await keysetPage<ObjectLiteral>(this.dataSource, {
      select: this.sponsorshipColumns,
      from: 'sponsorships s JOIN companies c ON c.id = s.company_id',
      where: filters,
      params,
      sort: SPONSORSHIP_ORDER[parsed.sort],
      id: 's.id',
      first: parsed.first,
      after: parsed.after,
      count: options.count !== false,
    });
    return {
      ...page,
      nodes: page.nodes.map((row) => toSponsorship(this.sponsorshipMetadata, row)),
    } satisfies Page<SponsorshipRecord>;
  }

  async sponsorship(viewer: Viewer | null, id: string): Promise<SponsorshipRecord> {
    const current = requireViewer(viewer);
    if (!isUuid(id)) throw sponsorshipNotFound();
    const params: unknown[] = [id];
    const [row] = await this.dataSource.query<ObjectLiteral[]>(
      `SELECT ${this.sponsorshipColumns} FROM sponsorships s JOIN companies c ON c.id = s.company_id
        WHERE s.id = $1 AND ${sponsorshipsReadableCondition(current, 's', 'c', params)}`,
      params,
    );
    if (!row) throw sponsorshipNotFound();
    return toSponsorship(this.sponsorshipMetadata, row);
  }

  async createSponsorship(viewer: Viewer | null, input: unknown): Promise<SponsorshipRecord> {
    const current = assertSponsorshipWriter(viewer);
    const data = validate(sponsorshipInputSchema, input);
    return this.transaction(async (manager) => {
      const params: unknown[] = [data.companyId];
      const [company] = await manager.query<{ organizationId: string; name: string }[]>(
        `SELECT c.organization_id AS "organizationId", c.name FROM companies c
          WHERE c.id = $1 AND c.archived_at IS NULL AND ${companiesReadableCondition(current, 'c', params)}`,
        params,
      );
      if (!company)
        throw fieldError('companyId', 'Choose a company of your organization that is not archived');
      await this.checkScope(manager, current, company.organizationId, data.scopeType, data.scopeId);
      const [row] = await manager.query<ObjectLiteral[]>(
        `WITH s AS (INSERT INTO sponsorships
                      (company_id, organization_id, scope_type, scope_id, tier, amount, currency, starts_on, ends_on, notes)
                    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING *)
         SELECT ${this.sponsorshipColumns} FROM s`,
        [
          data.companyId,
          company.organizationId,
          data.scopeType,
          data.scopeId,
          data.tier,
          data.amount ?? null,
          data.currency,
          data.startsOn,
          data.endsOn ?? null,
          data.notes ?? null,
        ],
      );
      const sponsorship = toSponsorship(this.sponsorshipMetadata, row ?? {});
      await recordAudit(manager, {
        organizationId: company.organizationId,
        actorUserId: current.userId,
        action: 'create',
        entityType: 'sponsorship',
        entityId: sponsorship.id,
        summary: {
          en: `${data.tier} sponsorship by ${company.name} created`,
          tr: `${company.name} şirketinin ${SPONSORSHIP_TIER_TR[data.tier]} sponsorluğu oluşturuldu`,
        },
        after: sponsorship,
      });
      return sponsorship;
    });
  }

  async updateSponsorship(viewer: Viewer | null, id: string, patch: unknown): Promise<SponsorshipRecord> {
    const current = assertSponsorshipWriter(viewer);
    const data = validate(sponsorshipPatchSchema, patch);
    if (!isUuid(id)) throw sponsorshipNotFound();
    const set = sponsorshipAssignments(data);
    return this.transaction(async (manager) => {
      const before = await this.lockSponsorship(manager, current, id);
      if (set.length === 0) return before;
      const startsOn = data.startsOn ?? before.startsOn;
      const endsOn = data.endsOn === undefined ? before.endsOn : data.endsOn;
      if (endsOn !== null && endsOn < startsOn) {
        throw fieldError(
          data.endsOn === undefined ? 'startsOn' : 'endsOn',
          'End date cannot be before the start date',
        );
      }
      if (data.scopeType !== undefined && data.scopeId !== undefined) {
        await this.checkScope(manager, current, before.organizationId, data.scopeType, data.scopeId);
      }
      const after = await this.writeSponsorship(manager, id, set);
      await recordAudit(manager, {
        organizationId: after.organizationId,
        actorUserId: current.userId,
        action: 'update',
        entityType: 'sponsorship',
        entityId: id,
        summary: { en: 'Sponsorship changed', tr: 'Sponsorluk değiştirildi' },
        before,
        after,
      });
      return after;
    });
  }

  async setSponsorshipArchived(
    viewer: Viewer | null,
    id: string,
    archived: boolean,
  ): Promise<SponsorshipRecord> {
    const current = assertSponsorshipWriter(viewer);
    if (!isUuid(id)) throw sponsorshipNotFound();
    return this.transaction(async (manager) => {
      const before = await this.lockSponsorship(manager, current, id);
      if ((before.archivedAt !== null) === archived) return before;
      const after = await this.writeSponsorship(manager, id, [
        ['archived_at', archived ? new Date().toISOString() : null, 'timestamptz'],
      ]);
      await recordAudit(manager, {
        organizationId: after.organizationId,
        actorUserId: current.userId,
        action: archived ? 'archive' : 'restore',
        entityType: 'sponsorship',
        entityId: id,
        summary: {
          en: `Sponsorship ${archived ? 'archived' : 'restored'}`,
          tr: `Sponsorluk ${archived ? 'arşivlendi' : 'geri alındı'}`,
        },
        before: { archivedAt: before.archivedAt },
        after: { archivedAt: after.archivedAt },
      });
      return after;
    });
  }

  /** The organization's public sponsor list: companies with a sponsorship running today, best tier first. */
  async sponsors(viewer: Viewer | null, organizationId?: string | null): Promise<SponsorRecord[]> {
    if (organizationId !== undefined && organizationId !== null && !isUuid(organizationId)) {
      requireViewer(viewer);
      throw new AppError('NOT_FOUND', 'Organization not found.');
    }
    const organization = sponsorsOrganization(viewer, organizationId);
    const exists = await this.dataSource.query<unknown[]>('SELECT 1 FROM organizations WHERE id = $1', [
      organization,
    ]);
    if (exists.length === 0) throw new AppError('NOT_FOUND', 'Organization not found.');
    return this.dataSource.query<SponsorRecord[]>(
      `SELECT c.id AS "companyId", c.name, c.logo, c.website, min(s.tier) AS tier
         FROM sponsorships s JOIN companies c ON c.id = s.company_id
        WHERE s.organization_id = $1 AND c.archived_at IS NULL AND s.archived_at IS NULL
          AND s.starts_on <= current_date AND (s.ends_on IS NULL OR s.ends_on >= current_date)
        GROUP BY c.id
        ORDER BY min(s.tier), arena_sort_key(c.name), c.id`,
      [organization],
    );
  }

  // ——— helpers ———

  /**
   * Runs the work in a transaction; a unique violation becomes the error `onConflict` makes (when
   * given), so a race between two writers answers like the check it lost.
   */
  private async transaction<T>(
    work: (manager: EntityManager) => Promise<T>,
    onConflict?: () => AppError,
  ): Promise<T> {
    try {
      return await this.dataSource.transaction(work);
    } catch (error) {
      if (onConflict && isUniqueViolation(error)) throw onConflict();
      throw error;
    }
  }

  /** The company, locked for the change: NOT_FOUND unless readable, FORBIDDEN unless writable. */
  private async lockCompany(manager: EntityManager, viewer: Viewer, id: string): Promise<CompanyEntity> {
    const params: unknown[] = [id];
    const writable = companiesWritableCondition(viewer, 'c', params);
    const readable = companiesReadableCondition(viewer, 'c', params);
    const [row] = await manager.query<ObjectLiteral[]>(
      `SELECT ${this.companyColumns}, ${writable} AS "writable" FROM companies c
        WHERE c.id = $1 AND ${readable} FOR UPDATE OF c`,
      params,
    );
    if (!row) throw companyNotFound();
    const { writable: allowed, ...columns } = row;
    if (allowed !== true)
      throw new AppError('FORBIDDEN', 'Only organization admins manage sponsor companies.');
    return hydrate<CompanyEntity>(this.companyMetadata, columns);
  }

  /** The sponsorship, locked for the change: NOT_FOUND unless readable, FORBIDDEN unless writable. */
  private async lockSponsorship(
    manager: EntityManager,
    viewer: Viewer,
    id: string,
  ): Promise<SponsorshipRecord> {
    const params: unknown[] = [id];
    const writable = sponsorshipsWritableCondition(viewer, 's', params);
    const readable = sponsorshipsReadableCondition(viewer, 's', 'c', params);
    const [row] = await manager.query<ObjectLiteral[]>(
      `SELECT ${this.sponsorshipColumns}, ${writable} AS "writable"
         FROM sponsorships s JOIN companies c ON c.id = s.company_id
        WHERE s.id = $1 AND ${readable} FOR UPDATE OF s`,
      params,
    );
    if (!row) throw sponsorshipNotFound();
    const { writable: allowed, ...columns } = row;
    if (allowed !== true) {
      throw new AppError('FORBIDDEN', 'You manage the sponsorships of your own branch or department only.');
    }
    return toSponsorship(this.sponsorshipMetadata, columns);
  }

  /**
   * Checks a sponsorship's scope: the organization itself, or a branch or (not archived) team of it
   * (BAD_USER_INPUT on `scopeId` otherwise), that the viewer administers (FORBIDDEN otherwise) — the
   * same SQL condition as for existing rows, over the would-be row.
   */
  private async checkScope(
    manager: EntityManager,
    viewer: Viewer,
    organizationId: string,
    scopeType: SponsorshipScopeType,
    scopeId: string,
  ): Promise<void> {
    const exists =
      scopeType === 'organization'
        ? scopeId === organizationId
        : (
            await manager.query<unknown[]>(
              scopeType === 'branch'
                ? 'SELECT 1 FROM branches WHERE id = $1 AND organization_id = $2'
                : 'SELECT 1 FROM teams WHERE id = $1 AND organization_id = $2 AND archived_at IS NULL',
              [scopeId, organizationId],
            )
          ).length > 0;
    if (!exists) throw fieldError('scopeId', `Choose a ${scopeType} of the company’s organization`);
    const params: unknown[] = [organizationId, scopeType, scopeId];
    const [check] = await manager.query<{ allowed: boolean }[]>(
      `SELECT ${sponsorshipsWritableCondition(viewer, 's', params)} AS allowed
         FROM (SELECT $1::uuid AS organization_id, $2::sponsorship_scope_type AS scope_type,
                      $3::uuid AS scope_id) s`,
      params,
    );
    if (check?.allowed !== true) {
      throw new AppError('FORBIDDEN', 'You manage the sponsorships of your own branch or department only.');
    }
  }

  private async writeCompany(manager: EntityManager, id: string, set: Assignment[]): Promise<CompanyEntity> {
    const { params, bind } = boundParams([id]);
    const columns = set.map(([column, value, cast]) => `"${column}" = ${bind(value, cast)}`);
    const [row] = await manager.query<ObjectLiteral[]>(
      `WITH c AS (UPDATE companies SET ${[...columns, 'updated_at = now()'].join(', ')} WHERE id = $1 RETURNING *)
       SELECT ${this.companyColumns} FROM c`,
      params,
    );
    if (!row) throw companyNotFound();
    return hydrate<CompanyEntity>(this.companyMetadata, row);
  }

  private async writeSponsorship(
    manager: EntityManager,
    id: string,
    set: Assignment[],
  ): Promise<SponsorshipRecord> {
    const { params, bind } = boundParams([id]);
    const columns = set.map(([column, value, cast]) => `"${column}" = ${bind(value, cast)}`);
    const [row] = await manager.query<ObjectLiteral[]>(
      `WITH s AS (UPDATE sponsorships SET ${[...columns, 'updated_at = now()'].join(', ')} WHERE id = $1 RETURNING *)
       SELECT ${this.sponsorshipColumns} FROM s`,
      params,
    );
    if (!row) throw sponsorshipNotFound();
    return toSponsorship(this.sponsorshipMetadata, row);
  }
}

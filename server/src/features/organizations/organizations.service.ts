import { randomBytes } from 'node:crypto';
import type { DataSource, EntityManager, EntityMetadata, ObjectLiteral } from 'typeorm';
import { hashPassword } from '../../shared/auth/passwords.js';
import { adminScopeCondition, isScopeAdmin, type ScopeColumns } from '../../shared/auth/scope.js';
import { requireViewer, type Viewer } from '../../shared/auth/viewer.js';
import { isUniqueViolation } from '../../shared/db/pg-errors.js';
import { likePattern } from '../../shared/db/like.js';
import { AppError } from '../../shared/errors.js';
import type { Language } from '../../shared/language.js';
import { isUuid, validate } from '../../shared/validation.js';
import type { AuthService } from '../auth/index.js';
import { BranchEntity } from './branch.entity.js';
import { DepartmentEntity } from './department.entity.js';
import { OrganizationEntity } from './organization.entity.js';
import {
  isSuperAdmin,
  memberCondition,
  organizationAdminCondition,
  organizationReadable,
  readableCondition,
} from './organizations.policy.js';
import {
  branchCreateSchema,
  branchPatchSchema,
  checkSeasonDates,
  createOrganizationSchema,
  departmentCreateSchema,
  departmentPatchSchema,
  listArgsSchema,
  organizationPatchSchema,
  seasonCreateSchema,
  seasonListArgsSchema,
  seasonPatchSchema,
} from './organizations.validation.js';
import {
  byCreated,
  byName,
  checkCursor,
  entityColumns,
  keysetPage,
  type Page,
  type SortKey,
} from './paging.js';
import { SeasonEntity } from './season.entity.js';

/** An organization as the API serves it: `administered` says whether the viewer reads its plan and storage. */
export type OrganizationRecord = OrganizationEntity & { administered?: boolean };

type Assignment = [column: string, value: unknown, cast?: string];

const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found.`);
const forbidden = (message = 'Your role does not allow this change.') => new AppError('FORBIDDEN', message);
const conflict = (field: string, message: string) =>
  new AppError('CONFLICT', message, {
    fieldErrors: { [field]: message },
    fieldErrorCodes: { [field]: 'not_unique' },
  });
const badInput = (field: string, message: string) =>
  new AppError('BAD_USER_INPUT', `Invalid input: ${field}`, {
    fieldErrors: { [field]: message },
    fieldErrorCodes: { [field]: 'invalid' },
  });

/** A part of an organization's structure: branches, departments and seasons share their rules. */
interface StructureTable {
  label: string;
  table: string;
  alias: string;
  metadata: EntityMetadata;
  /** Which admin grants reach a row besides the organization's admins. */
  scope: Omit<ScopeColumns, 'organization'>;
}

const ORGANIZATION_SORT: Record<string, (alias: string) => SortKey> = {
  NAME_ASC: (alias) => byName(`${alias}.name`),
  NAME_DESC: (alias) => byName(`${alias}.name`, 'DESC'),
  CREATED_DESC: (alias) => byCreated(`${alias}.created_at`),
  CREATED_ASC: (alias) => byCreated(`${alias}.created_at`, 'ASC'),
};
const SEASON_SORT: Record<string, SortKey> = {
  STARTS_DESC: { key: 's.starts_on', direction: 'DESC', cast: 'date' },
  STARTS_ASC: { key: 's.starts_on', direction: 'ASC', cast: 'date' },
  NAME_ASC: byName('s.name'),
};

/**
 * The tenants and their structure (docs/domain.md, "Scope: who the rows belong to"): organizations, branches,
 * departments and seasons. Every read filters in SQL with organizations.policy.ts; every change reads
 * the row under the same condition (NOT_FOUND), then checks the admin condition (FORBIDDEN), then
 * writes in a transaction.
 */
export class OrganizationsService {
  private readonly organizationColumns: string;
  private readonly branches: StructureTable;
  private readonly departments: StructureTable;
  private readonly seasons: StructureTable;

  constructor(
    private readonly dataSource: DataSource,
    private readonly auth: Pick<AuthService, 'prepareInvitation'>,
  ) {
    this.organizationColumns = entityColumns(dataSource.getMetadata(OrganizationEntity), 'o');
    this.branches = {
      label: 'Branch',
      table: 'branches',
      alias: 'b',
      metadata: dataSource.getMetadata(BranchEntity),
      scope: { branch: 'b.id' },
    };
    this.departments = {
      label: 'Department',
      table: 'departments',
      alias: 'd',
      metadata: dataSource.getMetadata(DepartmentEntity),
      scope: { department: 'd.id' },
    };
    this.seasons = {
      label: 'Season',
      table: 'seasons',
      alias: 's',
      metadata: dataSource.getMetadata(SeasonEntity),
      scope: {},
    };
  }

  // ——— organizations ———

  async organizations(
    viewer: Viewer | null,
    args: Record<string, unknown>,
    options: { count: boolean },
  ): Promise<Page<OrganizationRecord>> {
    const current = requireViewer(viewer);
    const data = validate(listArgsSchema, args);
    checkCursor(data.after);
    const params: unknown[] = [];
    const where = [organizationReadable(current, params, !!data.includeArchived && isSuperAdmin(current))];
    if (data.query) {
      params.push(likePattern(data.query));
      where.push(`(o.name ILIKE $${params.length} OR o.slug::text ILIKE $${params.length})`);
    }
    if (data.type) {
      params.push(data.type);
      where.push(`o.type = $${params.length}`);
    }
    // The select list's parameters come after the conditions' (the count statement has none of them).
    const withSelect = [...params];
    const administered = organizationAdminCondition(current, 'o.id', withSelect);
    const sort = ORGANIZATION_SORT[data.sort ?? 'NAME_ASC']!('o');
    return keysetPage<OrganizationRecord>(this.dataSource, {
      select: `${this.organizationColumns}, (${administered}) AS "administered"`,
      selectParams: withSelect.slice(params.length),
      from: 'organizations o',
      where,
      params,
      sort,
      id: 'o.id',
      first: data.first,
      after: data.after,
      count: options.count,
    });
  }

  async organization(viewer: Viewer | null, id: string): Promise<OrganizationRecord> {
    const current = requireViewer(viewer);
    const row = await this.readOrganization(this.dataSource.manager, current, id);
    if (!row) throw notFound('Organization');
    return row;
  }

  async myOrganization(viewer: Viewer | null): Promise<OrganizationRecord | null> {
    const current = requireViewer(viewer);
    if (!current.organizationId) return null;
    return this.readOrganization(this.dataSource.manager, current, current.organizationId);
  }

  private async readOrganization(
    manager: EntityManager,
    viewer: Viewer,
    id: string,
  ): Promise<OrganizationRecord | null> {
    if (!isUuid(id)) return null;
    const params: unknown[] = [id];
    const readable = organizationReadable(viewer, params, true);
    const administered = organizationAdminCondition(viewer, 'o.id', params);
    const [row] = await manager.query<OrganizationRecord[]>(
      `SELECT ${this.organizationColumns}, (${administered}) AS "administered"
         FROM organizations o WHERE o.id = $1 AND ${readable}`,
      params,
    );
    return row ?? null;
  }

  /** A super admin creates an organization and its first administrator, in one transaction. */
  async createOrganization(viewer: Viewer | null, input: unknown): Promise<OrganizationRecord> {
    const current = requireViewer(viewer);
    if (!isSuperAdmin(current)) throw forbidden('Only a super admin creates organizations.');
    const data = validate(createOrganizationSchema, input);
    const passwordHash = data.admin.password
      ? await hashPassword(data.admin.password)
      : `!unusable:${randomBytes(32).toString('hex')}`;
    const { id, sendInvitation } = await this.dataSource
      .transaction(async (manager) => {
        if (data.planId) await this.checkPlan(manager, data.planId);
        const [taken] = await manager.query<unknown[]>('SELECT 1 FROM organizations WHERE slug = $1', [
          data.slug,
        ]);
        if (taken) throw conflict('slug', 'Another organization uses this slug');
        const [emailTaken] = await manager.query<unknown[]>('SELECT 1 FROM users WHERE email = $1', [
          data.admin.email,
        ]);
        if (emailTaken) throw conflict('admin.email', 'An account with this email already exists');
        const [organization] = await manager.query<{ id: string }[]>(
          `INSERT INTO organizations (name, slug, type, logo, email, phone, address, locale, subscription_plan_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
          [
            data.name,
            data.slug,
            data.type,
            data.logo ?? null,
            data.email ?? null,
            data.phone ?? null,
            data.address ?? null,
            data.locale,
            data.planId ?? null,
          ],
        );
        const organizationId = organization!.id;
        const [admin] = await manager.query<{ id: string; name: string; email: string }[]>(
          `INSERT INTO users (name, email, password_hash, organization_id) VALUES ($1, $2, $3, $4)
         RETURNING id, name, email`,
          [data.admin.fullName, data.admin.email, passwordHash, organizationId],
        );
        await manager.query(
          `INSERT INTO user_roles (user_id, role_id, scope_type, scope_id)
         SELECT $1, id, 'organization', $2 FROM roles WHERE key = 'org_admin'`,
          [admin!.id, organizationId],
        );
        if (data.admin.password) return { id: organizationId, sendInvitation: null };
        const [inviter] = await manager.query<{ name: string; language: Language | null }[]>(
          'SELECT name, language FROM users WHERE id = $1',
          [current.userId],
        );
        return {
          id: organizationId,
          sendInvitation: await this.auth.prepareInvitation(manager, admin!, inviter ?? null),
        };
      })
      .catch((error: unknown) => {
        // Two creations racing for one slug or e-mail: the unique indexes decide.
        if (isUniqueViolation(error))
          throw new AppError('CONFLICT', 'The slug or the e-mail address is taken.');
        throw error;
      });
    // Mailed only once the account and its link are committed.
    await sendInvitation?.();
    return this.organization(current, id);
  }

  async updateOrganization(viewer: Viewer | null, id: string, input: unknown): Promise<OrganizationRecord> {
    const current = requireViewer(viewer);
    if (!isScopeAdmin(current)) throw forbidden();
    const data = validate(organizationPatchSchema, input);
    return this.dataSource.transaction(async (manager) => {
      const row = await this.readOrganization(manager, current, id);
      if (!row) throw notFound('Organization');
      if (!row.administered) throw forbidden('Only the organization’s administrators change it.');
      if (data.planId !== undefined && data.planId !== row.subscriptionPlanId && !isSuperAdmin(current)) {
        throw forbidden('Only a super admin changes the plan.');
      }
      if (data.planId) await this.checkPlan(manager, data.planId);
      if (data.slug !== undefined) {
        const [taken] = await manager.query<unknown[]>(
          'SELECT 1 FROM organizations WHERE slug = $1 AND id <> $2',
          [data.slug, row.id],
        );
        if (taken) throw conflict('slug', 'Another organization uses this slug');
      }
      const set: Assignment[] = [];
      for (const [field, column] of [
        ['name', 'name'],
        ['slug', 'slug'],
        ['type', 'type'],
        ['logo', 'logo'],
        ['email', 'email'],
        ['phone', 'phone'],
        ['address', 'address'],
        ['locale', 'locale'],
        ['planId', 'subscription_plan_id'],
      ] as const) {
        if (data[field] !== undefined) set.push([column, data[field]]);
      }
      await this.assign(manager, 'organizations', row.id, set, true);
      return (await this.readOrganization(manager, current, row.id))!;
    });
  }

  async archiveOrganization(
    viewer: Viewer | null,
    id: string,
    archived: boolean,
  ): Promise<OrganizationRecord> {
    const current = requireViewer(viewer);
    if (!isSuperAdmin(current)) throw forbidden('Only a super admin archives organizations.');
    const row = await this.readOrganization(this.dataSource.manager, current, id);
    if (!row) throw notFound('Organization');
    await this.dataSource.query(
      `UPDATE organizations SET archived_at = ${archived ? 'COALESCE(archived_at, now())' : 'NULL'},
              updated_at = now() WHERE id = $1`,
      [row.id],
    );
    return this.organization(current, row.id);
  }

  private async checkPlan(manager: EntityManager, planId: string): Promise<void> {
    const [plan] = await manager.query<unknown[]>('SELECT 1 FROM subscription_plans WHERE id = $1', [planId]);
    if (!plan) throw badInput('planId', 'Choose one of the subscription plans');
  }

  // ——— branches, departments, seasons ———

  /** The organization a list reads: the one asked for (super admin: any or none), else the viewer's. */
  private listOrganization(viewer: Viewer, asked: string | null | undefined): string | null {
    if (asked) return asked;
    return isSuperAdmin(viewer) ? null : viewer.organizationId;
  }

  private async structurePage<Row extends ObjectLiteral>(
    part: StructureTable,
    viewer: Viewer | null,
    data: {
      organizationId?: string | null;
      query: string | null;
      first: number;
      after?: string | null;
      includeArchived?: boolean | null;
    },
    sort: SortKey,
    filters: (params: unknown[]) => string[],
    count: boolean,
  ): Promise<Page<Row>> {
    const current = requireViewer(viewer);
    checkCursor(data.after);
    const { alias } = part;
    const params: unknown[] = [];
    const columns = {
      organization: `${alias}.organization_id`,
      archivedAt: `${alias}.archived_at`,
      ...part.scope,
    };
    const where = [readableCondition(current, columns, params, data.includeArchived ? 'admins' : 'hide')];
    const organizationId = this.listOrganization(current, data.organizationId);
    if (organizationId) {
      params.push(organizationId);
      where.push(`${alias}.organization_id = $${params.length}::uuid`);
    } else if (!isSuperAdmin(current)) {
      where.push('FALSE');
    }
    if (data.query) {
      params.push(likePattern(data.query));
      where.push(`${alias}.name ILIKE $${params.length}`);
    }
    where.push(...filters(params));
    return keysetPage<Row>(this.dataSource, {
      select: entityColumns(part.metadata, alias),
      from: `${part.table} ${alias}`,
      where,
      params,
      sort,
      id: `${alias}.id`,
      first: data.first,
      after: data.after,
      count,
    });
  }

  /** One row the viewer reads, with whether they may change it and whether they administer its organization. */
  private async readPart<Row extends ObjectLiteral>(
    manager: EntityManager,
    part: StructureTable,
    viewer: Viewer,
    id: string,
    lock = false,
  ): Promise<(Row & { canWrite: boolean; organizationAdmin: boolean }) | null> {
    if (!isUuid(id)) return null;
    const { alias } = part;
    const params: unknown[] = [id];
    const columns = { organization: `${alias}.organization_id`, ...part.scope };
    const readable = readableCondition(
      viewer,
      { ...columns, archivedAt: `${alias}.archived_at` },
      params,
      'admins',
    );
    const canWrite = adminScopeCondition(viewer, columns, params).sql;
    const organizationAdmin = organizationAdminCondition(viewer, `${alias}.organization_id`, params);
    const [row] = await manager.query<(Row & { canWrite: boolean; organizationAdmin: boolean })[]>(
      `SELECT ${entityColumns(part.metadata, alias)}, (${canWrite}) AS "canWrite",
              (${organizationAdmin}) AS "organizationAdmin"
         FROM ${part.table} ${alias} WHERE ${alias}.id = $1 AND ${readable}${lock ? ` FOR UPDATE OF ${alias}` : ''}`,
      params,
    );
    return row ?? null;
  }

  private async getPart<Row extends ObjectLiteral>(part: StructureTable, viewer: Viewer | null, id: string) {
    const row = await this.readPart<Row>(this.dataSource.manager, part, requireViewer(viewer), id);
    if (!row) throw notFound(part.label);
    const { canWrite: _write, organizationAdmin: _admin, ...rest } = row;
    return rest as unknown as Row;
  }

  /** The organization a new row goes to, checked: readable (NOT_FOUND) and administered (FORBIDDEN). */
  private async targetOrganization(
    manager: EntityManager,
    viewer: Viewer,
    asked: string | null | undefined,
  ): Promise<string> {
    const id = asked ?? viewer.organizationId;
    if (!id) throw badInput('organizationId', 'Choose an organization');
    const row = await this.readOrganization(manager, viewer, id);
    if (!row || row.archivedAt) throw notFound('Organization');
    if (!row.administered) throw forbidden('Only the organization’s administrators add to it.');
    return row.id;
  }

  /** Names are unique in an organization regardless of case (archived rows aside), checked under a lock. */
  private async checkName(
    manager: EntityManager,
    part: StructureTable,
    organizationId: string,
    name: string,
    exceptId: string | null,
  ): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`${part.table}:${organizationId}`]);
    const [taken] = await manager.query<unknown[]>(
      `SELECT 1 FROM ${part.table} WHERE organization_id = $1 AND lower(name) = lower($2)
          AND archived_at IS NULL AND ($3::uuid IS NULL OR id <> $3::uuid)`,
      [organizationId, name, exceptId],
    );
    if (taken)
      throw conflict('name', `Another ${part.label.toLowerCase()} of the organization has this name`);
  }

  private async assign(
    manager: EntityManager,
    table: string,
    id: string,
    set: Assignment[],
    touch = false,
  ): Promise<void> {
    if (set.length === 0 && !touch) return;
    const params: unknown[] = [id];
    const assignments = set.map(([column, value, cast]) => {
      params.push(value);
      return `"${column}" = $${params.length}${cast ? `::${cast}` : ''}`;
    });
    if (touch) assignments.push('updated_at = now()');
    await manager.query(`UPDATE ${table} SET ${assignments.join(', ')} WHERE id = $1`, params);
  }

  private async createPart<Row extends ObjectLiteral>(
    part: StructureTable,
    viewer: Viewer | null,
    organizationId: string | null | undefined,
    values: Assignment[],
    name: string,
    check?: (manager: EntityManager, organizationId: string) => Promise<void>,
  ): Promise<Row> {
    const current = requireViewer(viewer);
    return this.dataSource.transaction(async (manager) => {
      const target = await this.targetOrganization(manager, current, organizationId);
      await this.checkName(manager, part, target, name, null);
      await check?.(manager, target);
      const params: unknown[] = [target, ...values.map(([, value]) => value)];
      const columns = ['organization_id', ...values.map(([column]) => `"${column}"`)];
      const placeholders = params.map((_, index) => {
        const cast = index === 0 ? 'uuid' : values[index - 1]?.[2];
        return `$${index + 1}${cast ? `::${cast}` : ''}`;
      });
      const [row] = await manager.query<{ id: string }[]>(
        `INSERT INTO ${part.table} (${columns.join(', ')}) VALUES (${placeholders.join(', ')}) RETURNING id`,
        params,
      );
      const created = await this.readPart<Row>(manager, part, current, row!.id);
      const { canWrite: _write, organizationAdmin: _admin, ...rest } = created!;
      return rest as unknown as Row;
    });
  }

  /**
   * Reads the row under the read condition (NOT_FOUND), checks who may change it (FORBIDDEN): the
   * organization's admins, or (`scoped`) also the admins of the row's own scope; then applies `change`.
   */
  private async changePart<Row extends ObjectLiteral>(
    part: StructureTable,
    viewer: Viewer | null,
    id: string,
    who: 'scoped' | 'organization',
    change: (manager: EntityManager, row: Row & { id: string; organizationId: string }) => Promise<void>,
  ): Promise<Row> {
    const current = requireViewer(viewer);
    if (!isScopeAdmin(current)) {
      // Nobody without an admin grant changes structure: FORBIDDEN, or NOT_FOUND for what they cannot read.
      const row = await this.readPart<Row>(this.dataSource.manager, part, current, id);
      if (!row) throw notFound(part.label);
      throw forbidden();
    }
    return this.dataSource.transaction(async (manager) => {
      const row = await this.readPart<Row & { id: string; organizationId: string }>(
        manager,
        part,
        current,
        id,
        true,
      );
      if (!row) throw notFound(part.label);
      if (!(who === 'scoped' ? row.canWrite : row.organizationAdmin)) throw forbidden();
      await change(manager, row);
      const changed = await this.readPart<Row>(manager, part, current, row.id);
      const { canWrite: _write, organizationAdmin: _admin, ...rest } = changed!;
      return rest as unknown as Row;
    });
  }

  private archivePart<Row extends ObjectLiteral>(
    part: StructureTable,
    viewer: Viewer | null,
    id: string,
    archived: boolean,
    check?: (row: Row) => void,
  ): Promise<Row> {
    return this.changePart<Row>(part, viewer, id, 'organization', async (manager, row) => {
      if (!archived) {
        // A restored row must not collide with a row of the same name made meanwhile.
        await this.checkName(manager, part, row.organizationId, String(row.name), row.id);
      }
      check?.(row);
      await manager.query(
        `UPDATE ${part.table} SET archived_at = ${archived ? 'COALESCE(archived_at, now())' : 'NULL'} WHERE id = $1`,
        [row.id],
      );
    });
  }

  branchesPage(viewer: Viewer | null, args: Record<string, unknown>, options: { count: boolean }) {
    const data = validate(listArgsSchema, args);
    return this.structurePage<BranchEntity>(
      this.branches,
      viewer,
      data,
      ORGANIZATION_SORT[data.sort ?? 'NAME_ASC']!('b'),
      (params) => {
        if (data.active === null || data.active === undefined) return [];
        params.push(data.active);
        return [`b.active = $${params.length}`];
      },
      options.count,
    );
  }

  branch(viewer: Viewer | null, id: string) {
    return this.getPart<BranchEntity>(this.branches, viewer, id);
  }

  createBranch(viewer: Viewer | null, organizationId: string | null | undefined, input: unknown) {
    requireViewer(viewer);
    if (!isScopeAdmin(viewer!)) throw forbidden();
    const data = validate(branchCreateSchema, input);
    return this.createPart<BranchEntity>(
      this.branches,
      viewer,
      organizationId,
      [
        ['name', data.name],
        ['address', data.address ?? null],
        ['latitude', data.latitude ?? null],
        ['longitude', data.longitude ?? null],
        ['phone', data.phone ?? null],
        ['active', data.active ?? true],
      ],
      data.name,
    );
  }

  updateBranch(viewer: Viewer | null, id: string, input: unknown) {
    requireViewer(viewer);
    const data = validate(branchPatchSchema, input);
    return this.changePart<BranchEntity>(this.branches, viewer, id, 'scoped', async (manager, row) => {
      if (data.name !== undefined)
        await this.checkName(manager, this.branches, row.organizationId, data.name, row.id);
      const set: Assignment[] = [];
      for (const field of ['name', 'address', 'latitude', 'longitude', 'phone', 'active'] as const) {
        if (data[field] !== undefined) set.push([field, data[field]]);
      }
      await this.assign(manager, 'branches', row.id, set);
    });
  }

  archiveBranch(viewer: Viewer | null, id: string, archived: boolean) {
    return this.archivePart<BranchEntity>(this.branches, viewer, id, archived);
  }

  departmentsPage(viewer: Viewer | null, args: Record<string, unknown>, options: { count: boolean }) {
    const data = validate(listArgsSchema, args);
    return this.structurePage<DepartmentEntity>(
      this.departments,
      viewer,
      data,
      ORGANIZATION_SORT[data.sort ?? 'NAME_ASC']!('d'),
      (params) => {
        if (!data.sport) return [];
        params.push(data.sport);
        return [`d.sport = $${params.length}`];
      },
      options.count,
    );
  }

  department(viewer: Viewer | null, id: string) {
    return this.getPart<DepartmentEntity>(this.departments, viewer, id);
  }

  createDepartment(viewer: Viewer | null, organizationId: string | null | undefined, input: unknown) {
    requireViewer(viewer);
    if (!isScopeAdmin(viewer!)) throw forbidden();
    const data = validate(departmentCreateSchema, input);
    return this.createPart<DepartmentEntity>(
      this.departments,
      viewer,
      organizationId,
      [
        ['name', data.name],
        ['sport', data.sport],
      ],
      data.name,
    );
  }

  updateDepartment(viewer: Viewer | null, id: string, input: unknown) {
    requireViewer(viewer);
    const data = validate(departmentPatchSchema, input);
    return this.changePart<DepartmentEntity>(this.departments, viewer, id, 'scoped', async (manager, row) => {
      if (data.name !== undefined) {
        await this.checkName(manager, this.departments, row.organizationId, data.name, row.id);
      }
      const set: Assignment[] = [];
      if (data.name !== undefined) set.push(['name', data.name]);
      if (data.sport !== undefined) set.push(['sport', data.sport]);
      await this.assign(manager, 'departments', row.id, set);
    });
  }

  archiveDepartment(viewer: Viewer | null, id: string, archived: boolean) {
    return this.archivePart<DepartmentEntity>(this.departments, viewer, id, archived);
  }

  seasonsPage(viewer: Viewer | null, args: Record<string, unknown>, options: { count: boolean }) {
    const data = validate(seasonListArgsSchema, args);
    return this.structurePage<SeasonEntity>(
      this.seasons,
      viewer,
      data,
      SEASON_SORT[data.sort ?? 'STARTS_DESC']!,
      () => [],
      options.count,
    );
  }

  season(viewer: Viewer | null, id: string) {
    return this.getPart<SeasonEntity>(this.seasons, viewer, id);
  }

  createSeason(viewer: Viewer | null, organizationId: string | null | undefined, input: unknown) {
    requireViewer(viewer);
    if (!isScopeAdmin(viewer!)) throw forbidden();
    const data = validate(seasonCreateSchema, input);
    const datesProblem = checkSeasonDates(data.startsOn, data.endsOn);
    if (datesProblem) throw badInput('endsOn', datesProblem);
    return this.createPart<SeasonEntity>(
      this.seasons,
      viewer,
      organizationId,
      [
        ['name', data.name],
        ['starts_on', data.startsOn, 'date'],
        ['ends_on', data.endsOn, 'date'],
      ],
      data.name,
    );
  }

  updateSeason(viewer: Viewer | null, id: string, input: unknown) {
    requireViewer(viewer);
    const data = validate(seasonPatchSchema, input);
    return this.changePart<SeasonEntity>(this.seasons, viewer, id, 'organization', async (manager, row) => {
      const datesProblem = checkSeasonDates(data.startsOn ?? row.startsOn, data.endsOn ?? row.endsOn);
      if (datesProblem) throw badInput('endsOn', datesProblem);
      if (data.name !== undefined)
        await this.checkName(manager, this.seasons, row.organizationId, data.name, row.id);
      const set: Assignment[] = [];
      if (data.name !== undefined) set.push(['name', data.name]);
      if (data.startsOn !== undefined) set.push(['starts_on', data.startsOn, 'date']);
      if (data.endsOn !== undefined) set.push(['ends_on', data.endsOn, 'date']);
      await this.assign(manager, 'seasons', row.id, set);
    });
  }

  /** The previous current season stops being current in the same transaction (one current by index). */
  setCurrentSeason(viewer: Viewer | null, id: string) {
    return this.changePart<SeasonEntity>(this.seasons, viewer, id, 'organization', async (manager, row) => {
      if (row.archivedAt) throw badInput('id', 'Restore the season before making it current');
      await manager.query(
        'UPDATE seasons SET current = false WHERE organization_id = $1 AND current AND id <> $2',
        [row.organizationId, row.id],
      );
      await manager.query('UPDATE seasons SET current = true WHERE id = $1', [row.id]);
    });
  }

  archiveSeason(viewer: Viewer | null, id: string, archived: boolean) {
    return this.archivePart<SeasonEntity>(this.seasons, viewer, id, archived, (row) => {
      if (archived && row.current)
        throw badInput('id', 'Make another season current before archiving this one');
    });
  }

  /** The organization's current season (null when none), for a viewer who reads the organization. */
  async currentSeason(
    viewer: Viewer | null,
    organizationId: string | null | undefined,
  ): Promise<SeasonEntity | null> {
    const current = requireViewer(viewer);
    const id = organizationId ?? current.organizationId;
    if (!id || !isUuid(id)) return null;
    const params: unknown[] = [id];
    const member = memberCondition(current, 's.organization_id', params);
    const [row] = await this.dataSource.query<SeasonEntity[]>(
      `SELECT ${entityColumns(this.seasons.metadata, 's')} FROM seasons s
        WHERE s.organization_id = $1 AND s.current AND s.archived_at IS NULL AND ${member}`,
      params,
    );
    return row ?? null;
  }
}

import type { DataSource, EntityManager, ObjectLiteral } from 'typeorm';
import { requireViewer, type Viewer } from '../../shared/auth/viewer.js';
import { readRow } from '../../shared/db/guarded-write.js';
import { likePattern } from '../../shared/db/like.js';
import { notFound } from '../../shared/errors.js';
import { isUuid, validate } from '../../shared/validation.js';
import type { InvitedAccountsService } from '../invited-accounts/index.js';
import type { BranchEntity } from './branch.entity.js';
import type { DepartmentEntity } from './department.entity.js';
import { OrganizationEntity } from './organization.entity.js';
import {
  isSuperAdmin,
  memberCondition,
  organizationAdminCondition,
  organizationReadable,
  readableCondition,
} from './organizations.policy.js';
import { structureRow, structureTables, type StructureTable } from './organizations.rows.js';
import { listArgsSchema, seasonListArgsSchema } from './organizations.validation.js';
import { OrganizationWrites } from './organizations.writes.js';
import {
  byCreated,
  byName,
  checkCursor,
  entityColumns,
  keysetPage,
  type Page,
  type SortKey,
} from './paging.js';
import type { SeasonEntity } from './season.entity.js';
import { StructureWrites } from './structure.writes.js';

/** An organization as the API serves it: `administered` says whether the viewer reads its plan and storage. */
export type OrganizationRecord = OrganizationEntity & { administered?: boolean };

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
 * The tenants and their structure (docs/domain.md, "Scope: who the rows belong to"): organizations,
 * branches, departments and seasons. Every read filters in SQL with organizations.policy.ts; the changes
 * (`organizationWrites`: organizations.writes.ts, `structureWrites`: structure.writes.ts) read the row
 * under the same condition (NOT_FOUND), check the admin condition (FORBIDDEN), then write in a
 * transaction.
 */
export class OrganizationsService {
  private readonly organizationColumns: string;
  private readonly branches: StructureTable;
  private readonly departments: StructureTable;
  private readonly seasons: StructureTable;
  readonly organizationWrites: OrganizationWrites;
  readonly structureWrites: StructureWrites;

  constructor(
    private readonly dataSource: DataSource,
    invitedAccounts: Pick<InvitedAccountsService, 'create'>,
  ) {
    this.organizationColumns = entityColumns(dataSource.getMetadata(OrganizationEntity), 'o');
    const tables = structureTables(dataSource);
    this.branches = tables.branches;
    this.departments = tables.departments;
    this.seasons = tables.seasons;
    this.organizationWrites = new OrganizationWrites(dataSource, invitedAccounts, this);
    this.structureWrites = new StructureWrites(dataSource, tables);
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

  /** The organization as the viewer reads it (null otherwise), with whether they administer it. */
  async readOrganization(
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

  /** One row of the structure the viewer reads (NOT_FOUND otherwise). */
  private async getPart<Row extends ObjectLiteral>(part: StructureTable, viewer: Viewer | null, id: string) {
    const row = await readRow<Row>(this.dataSource.manager, structureRow(part, requireViewer(viewer)), id);
    if (!row) throw notFound(part.label);
    return row;
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

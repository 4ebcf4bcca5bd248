import DataLoader from 'dataloader';
import type { DataSource, EntityMetadata, ObjectLiteral } from 'typeorm';
import { SubscriptionPlanEntity } from '../subscriptions/index.js';
import { BranchEntity } from './branch.entity.js';
import { DepartmentEntity } from './department.entity.js';
import { OrganizationEntity } from './organization.entity.js';
import { entityColumns } from './paging.js';
import { SeasonEntity } from './season.entity.js';

// Nested objects (a team's branch, a branch's organization…) are read through these, one statement per
// batch. They serve rows the parent already made visible (same organization), so they carry no policy:
// an organization read through them shows only its public fields (OrganizationRecord.administered unset).

function byId<Row extends ObjectLiteral & { id: string }>(
  dataSource: DataSource,
  metadata: EntityMetadata,
): DataLoader<string, Row | null> {
  const sql = `SELECT ${entityColumns(metadata, 'x')} FROM "${metadata.tableName}" x WHERE x.id = ANY($1::uuid[])`;
  return new DataLoader<string, Row | null>(async (ids) => {
    const rows = await dataSource.query<Row[]>(sql, [ids]);
    const found = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => found.get(id) ?? null);
  });
}

function byOrganization<Row extends ObjectLiteral & { organizationId: string }>(
  dataSource: DataSource,
  metadata: EntityMetadata,
  condition: string,
  order: string,
): DataLoader<string, Row[]> {
  const sql = `SELECT ${entityColumns(metadata, 'x')} FROM "${metadata.tableName}" x
    WHERE x.organization_id = ANY($1::uuid[]) AND ${condition} ORDER BY ${order}, x.id`;
  return new DataLoader<string, Row[]>(async (ids) => {
    const rows = await dataSource.query<Row[]>(sql, [ids]);
    return ids.map((id) => rows.filter((row) => row.organizationId === id));
  });
}

export function createOrganizationLoaders(dataSource: DataSource) {
  const metadata = (target: new () => object) => dataSource.getMetadata(target);
  return {
    organizationById: byId<OrganizationEntity>(dataSource, metadata(OrganizationEntity)),
    branchById: byId<BranchEntity>(dataSource, metadata(BranchEntity)),
    departmentById: byId<DepartmentEntity>(dataSource, metadata(DepartmentEntity)),
    seasonById: byId<SeasonEntity>(dataSource, metadata(SeasonEntity)),
    subscriptionPlanById: byId<SubscriptionPlanEntity>(dataSource, metadata(SubscriptionPlanEntity)),
    /** An organization's branches that are not archived, by name. */
    branchesByOrganizationId: byOrganization<BranchEntity>(
      dataSource,
      metadata(BranchEntity),
      'x.archived_at IS NULL',
      'arena_sort_key(x.name)',
    ),
    /** An organization's departments that are not archived, by name. */
    departmentsByOrganizationId: byOrganization<DepartmentEntity>(
      dataSource,
      metadata(DepartmentEntity),
      'x.archived_at IS NULL',
      'arena_sort_key(x.name)',
    ),
    /** An organization's current season (a list of at most one). */
    currentSeasonsByOrganizationId: byOrganization<SeasonEntity>(
      dataSource,
      metadata(SeasonEntity),
      'x.current AND x.archived_at IS NULL',
      'x.starts_on',
    ),
  };
}

export type OrganizationLoaders = ReturnType<typeof createOrganizationLoaders>;

import type { DataSource, EntityMetadata, ObjectLiteral } from 'typeorm';
import { adminScopeCondition, type ScopeColumns } from '../../shared/auth/scope.js';
import type { Viewer } from '../../shared/auth/viewer.js';
import type { GuardedRow, RowTarget } from '../../shared/db/guarded-write.js';
import { BranchEntity } from './branch.entity.js';
import { DepartmentEntity } from './department.entity.js';
import {
  organizationAdminCondition,
  organizationReadable,
  readableCondition,
} from './organizations.policy.js';
import { entityColumns } from './paging.js';
import { SeasonEntity } from './season.entity.js';

// The rows of an organization and its structure as one viewer reads and changes them, for the single
// reads and the guarded write path (shared/db/guarded-write.ts), over organizations.policy.ts.

/** A part of an organization's structure: branches, departments and seasons share their rules. */
export interface StructureTable {
  label: string;
  table: string;
  alias: string;
  metadata: EntityMetadata;
  /** Which admin grants reach a row besides the organization's admins. */
  scope: Omit<ScopeColumns, 'organization'>;
}

export interface StructureTables {
  branches: StructureTable;
  departments: StructureTable;
  seasons: StructureTable;
}

export function structureTables(dataSource: DataSource): StructureTables {
  return {
    branches: {
      label: 'Branch',
      table: 'branches',
      alias: 'b',
      metadata: dataSource.getMetadata(BranchEntity),
      scope: { branch: 'b.id' },
    },
    departments: {
      label: 'Department',
      table: 'departments',
      alias: 'd',
      metadata: dataSource.getMetadata(DepartmentEntity),
      scope: { department: 'd.id' },
    },
    seasons: {
      label: 'Season',
      table: 'seasons',
      alias: 's',
      metadata: dataSource.getMetadata(SeasonEntity),
      scope: {},
    },
  };
}

/** One row of the structure as the viewer reads it (archived ones: the admins of its scope only). */
export function structureRow<Row extends ObjectLiteral>(
  part: StructureTable,
  viewer: Viewer,
): RowTarget<Row> {
  const { alias } = part;
  return {
    label: part.label,
    from: `${part.table} ${alias}`,
    alias,
    columns: entityColumns(part.metadata, alias),
    readable: (params) =>
      readableCondition(
        viewer,
        { organization: `${alias}.organization_id`, archivedAt: `${alias}.archived_at`, ...part.scope },
        params,
        'admins',
      ),
  };
}

/**
 * The same row with who may change it: the organization's admins, or (`scoped`) also the admins of
 * the row's own branch or department.
 */
export function structureGuard<Row extends ObjectLiteral>(
  part: StructureTable,
  viewer: Viewer,
  who: 'scoped' | 'organization',
): GuardedRow<Row> {
  const organization = `${part.alias}.organization_id`;
  return {
    ...structureRow<Row>(part, viewer),
    writable: (params) =>
      who === 'scoped'
        ? adminScopeCondition(viewer, { organization, ...part.scope }, params).sql
        : organizationAdminCondition(viewer, organization, params),
  };
}

/**
 * An organization the viewer reads (archived ones too, for its admins, with `archived`), changed by
 * its admins only (FORBIDDEN with `forbidden` for anyone else who reads it).
 */
export function organizationGuard<Row extends ObjectLiteral>(
  viewer: Viewer,
  columns: string,
  options: { archived: boolean; forbidden?: string },
): GuardedRow<Row> {
  return {
    label: 'Organization',
    from: 'organizations o',
    alias: 'o',
    columns,
    readable: (params) => organizationReadable(viewer, params, options.archived),
    writable: (params) => organizationAdminCondition(viewer, 'o.id', params),
    forbidden: options.forbidden,
  };
}

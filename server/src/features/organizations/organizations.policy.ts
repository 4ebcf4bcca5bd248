import { adminScopeCondition, adminScopes, type ScopeColumns } from '../../shared/auth/scope.js';
import { hasRole, type Viewer } from '../../shared/auth/viewer.js';
import { oneOf } from '../../shared/db/bind.js';

// Who reads and changes the organization's structure (docs/domain.md), as SQL conditions that the
// lists and the single reads share:
//
// - reading: a super admin every organization; anyone else the organization they belong to (and any an
//   organization admin grant names). Names, addresses, sports and seasons are the organization's public
//   data: every member reads them, parents, companies and regular users included. Another
//   organization's rows answer NOT_FOUND exactly like unknown ids.
// - archived rows: only the admins of the row's scope read them (lists with `includeArchived`, single
//   reads always); for anyone else they do not exist.
// - plan and storage: super admins and the organization's own admins (null for anyone else).
// - changing: organization admins (and super admins) everything of their organization; a branch admin
//   their branch, a department admin their department (shared/auth/scope.ts). Creating or archiving a
//   branch, department or season, and the seasons themselves, are the organization admin's.

/** The organizations the viewer is a member of. */
export function memberOrganizations(viewer: Viewer): string[] {
  const ids = new Set(adminScopes(viewer).organizations);
  if (viewer.organizationId) ids.add(viewer.organizationId);
  return [...ids];
}

export const isSuperAdmin = (viewer: Viewer) => hasRole(viewer, 'super_admin');

/** SQL: the row's organization (`column`) is one the viewer reads. */
export function memberCondition(viewer: Viewer, column: string, params: unknown[]): string {
  if (isSuperAdmin(viewer)) return 'TRUE';
  return oneOf(params, column, memberOrganizations(viewer), 'uuid');
}

/**
 * SQL: a row of the organization's structure the viewer reads. `archived`: 'hide' leaves archived rows
 * out for everyone (a list without includeArchived), 'admins' lets the admins of the row's scope read
 * them (single reads, lists with includeArchived).
 */
export function readableCondition(
  viewer: Viewer,
  columns: ScopeColumns & { archivedAt: string },
  params: unknown[],
  archived: 'hide' | 'admins',
): string {
  const member = memberCondition(viewer, columns.organization, params);
  if (archived === 'hide') return `(${member} AND ${columns.archivedAt} IS NULL)`;
  const admin = adminScopeCondition(viewer, columns, params).sql;
  return `(${member} AND (${columns.archivedAt} IS NULL OR ${admin}))`;
}

/** SQL: the viewer administers the whole organization (`column`): super admin or its organization admin. */
export function organizationAdminCondition(viewer: Viewer, column: string, params: unknown[]): string {
  return adminScopeCondition(viewer, { organization: column }, params).sql;
}

/** The organizations table (alias `o`): readable by members; archived ones only by their admins. */
export function organizationReadable(viewer: Viewer, params: unknown[], includeArchived: boolean): string {
  return readableCondition(
    viewer,
    { organization: 'o.id', archivedAt: 'o.archived_at' },
    params,
    includeArchived ? 'admins' : 'hide',
  );
}

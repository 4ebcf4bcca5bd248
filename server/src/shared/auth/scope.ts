import { oneOf } from '../db/bind.js';
import { hasRole, scopeIds, type Viewer } from './viewer.js';

/**
 * The admin scopes of a viewer as SQL (docs/domain.md): the one place that turns grants into the
 * conditions every sports-school policy shares, so lists and single reads filter alike, in SQL.
 *
 * - super admin: everything (TRUE);
 * - organization admin: the rows of the organizations of their grants;
 * - branch admin: the rows of their branches; department admin: the rows of their departments;
 * - anyone else: nothing (FALSE) — team staff, guardians and companies get their rows through the
 *   features' own conditions (e.g. `staffTeamIdsSql`), never through this one.
 *
 * Parameters are positional (`$n`), appended to the caller's array, so a condition can join any
 * hand-written statement: `const { sql } = adminScopeCondition(viewer, { organization: 't.organization_id' }, params)`.
 */

/** A SQL boolean fragment and the parameters array its `$n` placeholders index into. */
export interface SqlCondition {
  sql: string;
  params: unknown[];
}

/**
 * SQL expressions (usually `alias.column`) naming the row's organization, branch and department. A
 * row without a branch or department column is reached by organization admins (and super admins) only,
 * unless the caller passes an expression such as an `EXISTS (…)` subquery's column.
 */
export interface ScopeColumns {
  organization: string;
  branch?: string;
  department?: string;
}

/** The admin grants of a viewer, by scope. */
export interface AdminScopes {
  superAdmin: boolean;
  organizations: string[];
  branches: string[];
  departments: string[];
}

export function adminScopes(viewer: Viewer): AdminScopes {
  return {
    superAdmin: hasRole(viewer, 'super_admin'),
    organizations: scopeIds(viewer, 'org_admin', 'organization'),
    branches: scopeIds(viewer, 'branch_admin', 'branch'),
    departments: scopeIds(viewer, 'dept_admin', 'department'),
  };
}

/** Whether the viewer holds any admin grant (super, organization, branch or department). */
export function isScopeAdmin(viewer: Viewer): boolean {
  const scopes = adminScopes(viewer);
  return (
    scopes.superAdmin ||
    scopes.organizations.length > 0 ||
    scopes.branches.length > 0 ||
    scopes.departments.length > 0
  );
}

/**
 * The rows the viewer administers, as one SQL condition over the given columns. Ids are bound as one
 * `uuid[]` parameter per scope kind, so the SQL text depends only on which kinds the viewer holds.
 */
export function adminScopeCondition(
  viewer: Viewer,
  columns: ScopeColumns,
  params: unknown[] = [],
): SqlCondition {
  const scopes = adminScopes(viewer);
  if (scopes.superAdmin) return { sql: 'TRUE', params };
  const clauses: string[] = [];
  if (scopes.organizations.length > 0) {
    clauses.push(oneOf(params, columns.organization, scopes.organizations, 'uuid'));
  }
  if (scopes.branches.length > 0 && columns.branch) {
    clauses.push(oneOf(params, columns.branch, scopes.branches, 'uuid'));
  }
  if (scopes.departments.length > 0 && columns.department) {
    clauses.push(oneOf(params, columns.department, scopes.departments, 'uuid'));
  }
  return { sql: clauses.length > 0 ? `(${clauses.join(' OR ')})` : 'FALSE', params };
}

/** Where a row sits, for checks before a row exists (a create) or after reading one. */
export interface RowScope {
  organizationId: string;
  branchId?: string | null;
  departmentId?: string | null;
}

/** The same rule as `adminScopeCondition`, in JavaScript, for a row the service already holds. */
export function administersScope(viewer: Viewer, row: RowScope): boolean {
  const scopes = adminScopes(viewer);
  if (scopes.superAdmin) return true;
  if (scopes.organizations.includes(row.organizationId)) return true;
  if (row.branchId && scopes.branches.includes(row.branchId)) return true;
  return !!row.departmentId && scopes.departments.includes(row.departmentId);
}

/**
 * The ids of the teams where the user bound at `viewerUserIdParam` (e.g. `$3`) is current staff: a
 * `team_staff` row that is not archived, of a professional record of that user that is not archived,
 * on a team that is not archived. Use it as `t.id IN (${staffTeamIdsSql('$3')})`.
 */
export function staffTeamIdsSql(viewerUserIdParam: string): string {
  return `SELECT sts.team_id FROM team_staff sts
      JOIN professionals spr ON spr.id = sts.professional_id
      JOIN teams stt ON stt.id = sts.team_id
     WHERE spr.user_id = ${viewerUserIdParam}::uuid
       AND sts.archived_at IS NULL AND spr.archived_at IS NULL AND stt.archived_at IS NULL`;
}

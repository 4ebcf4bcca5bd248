import { hasRole, scopeIds, type Viewer } from '../../shared/auth/viewer.js';

/**
 * Which users a viewer may see, as one SQL condition over the users table aliased `alias`, with its
 * named parameters (TypeORM QueryBuilder style). Lists filter with it in SQL; a single read that it
 * excludes answers NOT_FOUND, so other tenants' users cannot even be detected.
 *
 * - super admin: everyone;
 * - organization admin: the users of their organization(s);
 * - branch / department admin: the users holding a grant scoped to their branch / department;
 * - everyone: themselves.
 */
export function visibleUsersCondition(
  viewer: Viewer,
  alias = 'u',
): { sql: string; params: Record<string, unknown> } {
  if (hasRole(viewer, 'super_admin')) return { sql: 'TRUE', params: {} };
  const clauses = [`${alias}.id = :viewerId`];
  const params: Record<string, unknown> = { viewerId: viewer.userId };
  const organizations = scopeIds(viewer, 'org_admin', 'organization');
  if (organizations.length > 0) {
    clauses.push(`${alias}.organization_id IN (:...visibleOrganizations)`);
    params.visibleOrganizations = organizations;
  }
  const branches = scopeIds(viewer, 'branch_admin', 'branch');
  if (branches.length > 0) {
    clauses.push(
      `EXISTS (SELECT 1 FROM user_roles vb WHERE vb.user_id = ${alias}.id AND vb.scope_type = 'branch' AND vb.scope_id IN (:...visibleBranches))`,
    );
    params.visibleBranches = branches;
  }
  const departments = scopeIds(viewer, 'dept_admin', 'department');
  if (departments.length > 0) {
    clauses.push(
      `EXISTS (SELECT 1 FROM user_roles vd WHERE vd.user_id = ${alias}.id AND vd.scope_type = 'department' AND vd.scope_id IN (:...visibleDepartments))`,
    );
    params.visibleDepartments = departments;
  }
  return { sql: `(${clauses.join(' OR ')})`, params };
}

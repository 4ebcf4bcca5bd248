import type { RoleKey, ScopeType } from '../../shared/auth/roles.js';
import { hasPermission, hasRole, scopeIds, type Viewer } from '../../shared/auth/viewer.js';

// Who may change which user and hand out which role. Which users a viewer sees at all is the users
// feature's rule (visibleUsersCondition), checked in SQL before any of these.

/** What a write policy needs to know about the user it touches. */
export interface PolicyTarget {
  id: string;
  organizationId: string | null;
  /** Role keys the target holds. */
  roles: readonly RoleKey[];
}

/** Where a role grant would apply, with the organization that scope belongs to (null: global). */
export interface PolicyScope {
  type: ScopeType;
  id: string;
  organizationId: string;
  /** For a team scope: the team's branch and department. */
  branchId?: string;
  departmentId?: string;
}

const ADMIN_ROLES: readonly RoleKey[] = ['super_admin', 'org_admin', 'branch_admin', 'dept_admin'];
/** The roles a branch or department admin may hand out, inside their own branch or department. */
const MEMBER_ROLES: readonly RoleKey[] = ['parent', 'company', 'user'];

export const isAdminRole = (role: RoleKey) => ADMIN_ROLES.includes(role);

const isSuperAdmin = (viewer: Viewer) => hasRole(viewer, 'super_admin');
const adminOrganizations = (viewer: Viewer) => scopeIds(viewer, 'org_admin', 'organization');

/** Whether the viewer administers users at all (super, organization, branch or department admin). */
export function canAdministerUsers(viewer: Viewer): boolean {
  return (
    isSuperAdmin(viewer) ||
    adminOrganizations(viewer).length > 0 ||
    scopeIds(viewer, 'branch_admin', 'branch').length > 0 ||
    scopeIds(viewer, 'dept_admin', 'department').length > 0
  );
}

/** Whether the viewer may create a user in the organization: super admins anywhere, admins in their own. */
export function canCreateUserIn(viewer: Viewer, organizationId: string | null): boolean {
  if (isSuperAdmin(viewer)) return true;
  if (!canAdministerUsers(viewer) || organizationId === null) return false;
  if (adminOrganizations(viewer).includes(organizationId)) return true;
  // Branch and department admins act inside the organization they belong to.
  return viewer.organizationId === organizationId;
}

/**
 * Whether the viewer may change a user they can see (visibility is checked first, in SQL):
 * super admins anyone; organization admins the users of their organization(s) but never a super admin;
 * branch and department admins themselves and the non-admin users of their branch or department.
 */
export function canWriteUser(viewer: Viewer, target: PolicyTarget): boolean {
  if (isSuperAdmin(viewer)) return true;
  if (!hasPermission(viewer, 'write')) return false;
  if (target.roles.includes('super_admin')) return false;
  if (target.organizationId !== null && adminOrganizations(viewer).includes(target.organizationId))
    return true;
  const scopedAdmin =
    scopeIds(viewer, 'branch_admin', 'branch').length > 0 ||
    scopeIds(viewer, 'dept_admin', 'department').length > 0;
  if (!scopedAdmin) return false;
  return target.id === viewer.userId || !target.roles.some(isAdminRole);
}

/** Deleting needs the delete permission (super admin, organization admin) and never hits oneself. */
export function canDeleteUser(viewer: Viewer, target: PolicyTarget): boolean {
  if (target.id === viewer.userId) return false;
  return hasPermission(viewer, 'delete') && canWriteUser(viewer, target);
}

/**
 * Whether the viewer may give (or take) a role with this scope: super admins any; organization admins
 * anything but super admin inside their organization(s); branch and department admins only the member
 * roles (parent, company, user) scoped to their own branch or department, or to one of its teams.
 */
export function canGrantRole(viewer: Viewer, role: RoleKey, scope: PolicyScope | null): boolean {
  if (isSuperAdmin(viewer)) return true;
  if (role === 'super_admin' || scope === null) return false;
  if (adminOrganizations(viewer).includes(scope.organizationId)) return true;
  if (!MEMBER_ROLES.includes(role)) return false;
  if (scope.type === 'branch') return scopeIds(viewer, 'branch_admin', 'branch').includes(scope.id);
  if (scope.type === 'department') return scopeIds(viewer, 'dept_admin', 'department').includes(scope.id);
  if (scope.type === 'team') {
    return (
      (!!scope.branchId && scopeIds(viewer, 'branch_admin', 'branch').includes(scope.branchId)) ||
      (!!scope.departmentId && scopeIds(viewer, 'dept_admin', 'department').includes(scope.departmentId))
    );
  }
  return false;
}

/**
 * The grant a branch or department admin's new member receives, so it stays in their sight (they see
 * only users scoped to their branch or department); null for super and organization admins.
 */
export function scopeForNewMember(viewer: Viewer): { type: ScopeType; id: string } | null {
  if (isSuperAdmin(viewer) || adminOrganizations(viewer).length > 0) return null;
  const branch = scopeIds(viewer, 'branch_admin', 'branch')[0];
  if (branch) return { type: 'branch', id: branch };
  const department = scopeIds(viewer, 'dept_admin', 'department')[0];
  return department ? { type: 'department', id: department } : null;
}

import type { RoleKey, ScopeType } from '../../generated/graphql';
import { ADMIN_ROLES } from '../../lib/role-keys';
import { hasPermission } from '../../lib/viewer/viewer-permissions';

// What the user administration screen offers, from the signed-in user's own role grants. The server
// decides in the end (FORBIDDEN); this only keeps the screen from offering what would be refused.

export interface ViewerGrant {
  role: { key: RoleKey; permissions: readonly string[] };
}

export interface UsersCapabilities {
  /** Sees other users (any admin role); everyone else sees only themselves. */
  administers: boolean;
  /** May create users and change them. */
  canWrite: boolean;
  /** May delete users (never themselves). */
  canDelete: boolean;
  /** May give and take roles. */
  canManageRoles: boolean;
  isSuperAdmin: boolean;
}

// The roles that administer others, from the schema's enum RoleKey.

export function usersCapabilities(grants: readonly ViewerGrant[]): UsersCapabilities {
  const keys = new Set(grants.map((grant) => grant.role.key));
  const isSuperAdmin =
    keys.has('super_admin') || grants.some((grant) => grant.role.permissions.includes('super_admin'));
  const administers = isSuperAdmin || ADMIN_ROLES.some((key) => keys.has(key));
  // A super admin may do everything, with or without the `all` permission.
  const may = (permission: string) => administers && (isSuperAdmin || hasPermission(grants, permission));
  return {
    administers,
    canWrite: may('write'),
    canDelete: may('delete'),
    canManageRoles: may('write'),
    isSuperAdmin,
  };
}

export const NO_CAPABILITIES: UsersCapabilities = {
  administers: false,
  canWrite: false,
  canDelete: false,
  canManageRoles: false,
  isSuperAdmin: false,
};

// Keyed by the generated union, so a role added to the schema's enum RoleKey fails the type check here.
const SCOPE_BY_ROLE: Record<RoleKey, ScopeType | null> = {
  super_admin: null,
  org_admin: 'organization',
  branch_admin: 'branch',
  dept_admin: 'department',
  parent: 'organization',
  company: 'organization',
  user: 'organization',
};

/** The scope a role's grant needs (schema: assignUserRole). */
export function scopeTypeForRole(roleKey: RoleKey): ScopeType | null {
  return SCOPE_BY_ROLE[roleKey];
}

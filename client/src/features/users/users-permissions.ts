import { hasPermission } from '../../app/auth/viewer-permissions';

// What the user administration screen offers, from the signed-in user's own role grants. The server
// decides in the end (FORBIDDEN); this only keeps the screen from offering what would be refused.

export interface ViewerGrant {
  role: { key: string; permissions: readonly string[] };
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

const ADMIN_ROLES = ['super_admin', 'org_admin', 'branch_admin', 'dept_admin'];

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

/** The scope a role's grant needs (schema: assignUserRole). */
export function scopeTypeForRole(roleKey: string): 'organization' | 'branch' | 'department' | null {
  switch (roleKey) {
    case 'super_admin':
      return null;
    case 'branch_admin':
      return 'branch';
    case 'dept_admin':
      return 'department';
    default:
      return 'organization';
  }
}

import { ADMIN_ROLES, type RoleKey } from '../role-keys';

// What the signed-in user may do, from their own role grants. Mirrors the server's rules
// (server/src/shared/auth/viewer.ts and organization.ts); the server decides in the end (FORBIDDEN),
// this only keeps a screen from offering what would be refused.

/** One of the viewer's role grants, as far as permissions go. */
export interface ViewerGrant {
  role: { key: RoleKey; permissions: readonly string[] };
}

/** Whether the viewer is the school's staff (an admin role): the staff work apps are for them only. */
export function isStaff(grants: readonly ViewerGrant[]): boolean {
  return grants.some((grant) => ADMIN_ROLES.includes(grant.role.key));
}

/** True when any grant carries the permission, or `all` (super admin). */
export function hasPermission(grants: readonly ViewerGrant[], permission: string): boolean {
  return grants.some(
    (grant) => grant.role.permissions.includes('all') || grant.role.permissions.includes(permission),
  );
}

/** What a screen of the staff's work apps (contacts, tasks, their tags) offers. */
export interface OrganizationCapabilities {
  /** May open the app at all: the school's staff (the server answers others empty lists). */
  canRead: boolean;
  /** May create, change and reorder rows, and manage their tags. */
  canWrite: boolean;
  /** May delete rows. */
  canDelete: boolean;
}

export const READ_ONLY: OrganizationCapabilities = { canRead: false, canWrite: false, canDelete: false };

/** Staff read the staff's work apps; changing needs `write`, deleting `delete` (spec 001 §6). */
export function organizationCapabilities(grants: readonly ViewerGrant[]): OrganizationCapabilities {
  const staff = isStaff(grants);
  return {
    canRead: staff,
    canWrite: staff && hasPermission(grants, 'write'),
    canDelete: staff && hasPermission(grants, 'delete'),
  };
}

import type { RoleKey } from '../role-keys';

// What the signed-in user may do, from their own role grants and the server's `viewerAccess`. Mirrors
// the server's rules (server/src/shared/auth/viewer.ts, staff.ts); the server decides in the end
// (FORBIDDEN), this only keeps a screen from offering what would be refused.

/** One of the viewer's role grants, as far as permissions go. */
export interface ViewerGrant {
  role: { key: RoleKey; permissions: readonly string[] };
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

/**
 * Staff (`viewerAccess.staff`: admins and the school's professionals, as the server decides) read the
 * staff's work apps; changing needs `write`, deleting `delete` (spec 001 §6).
 */
export function organizationCapabilities(
  grants: readonly ViewerGrant[],
  staff: boolean,
): OrganizationCapabilities {
  return {
    canRead: staff,
    canWrite: staff && hasPermission(grants, 'write'),
    canDelete: staff && hasPermission(grants, 'delete'),
  };
}

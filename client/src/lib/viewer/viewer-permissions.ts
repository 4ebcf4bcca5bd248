// What the signed-in user may do, from their own role grants. Mirrors the server's rules
// (server/src/shared/auth/viewer.ts and organization.ts); the server decides in the end (FORBIDDEN),
// this only keeps a screen from offering what would be refused.

/** One of the viewer's role grants, as far as permissions go. */
export interface ViewerGrant {
  role: { permissions: readonly string[] };
}

/** True when any grant carries the permission, or `all` (super admin). */
export function hasPermission(grants: readonly ViewerGrant[], permission: string): boolean {
  return grants.some(
    (grant) => grant.role.permissions.includes('all') || grant.role.permissions.includes(permission),
  );
}

/** What a screen of data the organization owns (contacts, tasks, their tags) offers. */
export interface OrganizationCapabilities {
  /** May create, change and reorder rows, and manage their tags. */
  canWrite: boolean;
  /** May delete rows. */
  canDelete: boolean;
}

export const READ_ONLY: OrganizationCapabilities = { canWrite: false, canDelete: false };

/** Every member reads the organization's data; changing needs `write`, deleting `delete` (spec 001 §6). */
export function organizationCapabilities(grants: readonly ViewerGrant[]): OrganizationCapabilities {
  return { canWrite: hasPermission(grants, 'write'), canDelete: hasPermission(grants, 'delete') };
}

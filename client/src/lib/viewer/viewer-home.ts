import { ADMIN_ROLES, type RoleKey } from '../role-keys';

// Which landing page the signed-in home (PATHS.signedInHome) shows a viewer, from their own role grants:
// each role gets a page made for it, with links only to pages that exist for that role. The admin roles
// run the school; a parent, a sponsor company and a regular user each see what is addressed to them.

export type HomeKind = 'admin' | 'parent' | 'company' | 'member';

/** A role grant as far as the home goes. */
export interface HomeGrant {
  role: { key: RoleKey; permissions: readonly string[] };
}

/**
 * The home for the viewer's grants: an admin role (or the `all` permission) wins over anything else;
 * then parent, then company; anyone else (a regular user, or no grant at all) is a member.
 */
export function homeKind(grants: readonly HomeGrant[]): HomeKind {
  const keys = new Set(grants.map((grant) => grant.role.key));
  if (ADMIN_ROLES.some((key) => keys.has(key))) return 'admin';
  if (grants.some((grant) => grant.role.permissions.includes('all'))) return 'admin';
  if (keys.has('parent')) return 'parent';
  if (keys.has('company')) return 'company';
  return 'member';
}

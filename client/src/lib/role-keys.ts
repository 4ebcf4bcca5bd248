import type { RoleKey } from '../generated/graphql';

// The roles are the schema's enum RoleKey (schema/user-admin.graphql); codegen gives the type. This is
// its one runtime list, keyed by the generated union so a role added to the schema fails the type check.
const ROLE_KEY_SET: Record<RoleKey, true> = {
  super_admin: true,
  org_admin: true,
  branch_admin: true,
  dept_admin: true,
  parent: true,
  company: true,
  user: true,
};

export type { RoleKey };

export const ROLE_KEYS = Object.keys(ROLE_KEY_SET) as readonly RoleKey[];

export function isRoleKey(value: unknown): value is RoleKey {
  return typeof value === 'string' && Object.hasOwn(ROLE_KEY_SET, value);
}

/** A role key with a translation; a value outside the enum reads as the regular user's. */
export function roleKey(key: string): RoleKey {
  return isRoleKey(key) ? key : 'user';
}

/**
 * The admin roles (docs/domain.md): the school's staff, for whom the staff work apps (contacts, tasks) are.
 * The server's rule is server/src/shared/auth/staff.ts; once professionals exist they count too.
 */
export const ADMIN_ROLES: readonly RoleKey[] = ['super_admin', 'org_admin', 'branch_admin', 'dept_admin'];

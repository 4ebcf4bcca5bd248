/** The spec's seven roles (spec 000 §6), by their stable keys. */
export const ROLE_KEYS = [
  'super_admin',
  'org_admin',
  'branch_admin',
  'dept_admin',
  'parent',
  'company',
  'user',
] as const;
export type RoleKey = (typeof ROLE_KEYS)[number];

/** What a role assignment may be limited to. */
export const SCOPE_TYPES = ['organization', 'branch', 'department', 'team'] as const;
export type ScopeType = (typeof SCOPE_TYPES)[number];

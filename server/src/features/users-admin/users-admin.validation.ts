import { z } from 'zod';
import { SCOPE_TYPES, type RoleKey, type ScopeType } from '../../shared/auth/roles.js';
import { emailField, nameField, passwordField, isUuid, uuidField } from '../../shared/validation.js';
import { ACCOUNT_STATUSES } from '../users/index.js';

const uuid = uuidField;

const phoneField = z
  .string()
  .trim()
  .max(32, 'Phone must be at most 32 characters')
  .regex(
    /^\+?[0-9][0-9 ()-]{3,30}[0-9]$/,
    'Phone may contain digits, spaces, +, - and parentheses (5 to 32)',
  );

// The same rule as the shell's own avatar: a web address or a path on this server.
const avatarField = z
  .string()
  .trim()
  .max(2048, 'Avatar address must be at most 2048 characters')
  .refine(
    (value) => /^https?:\/\/[^\s]+$/i.test(value) || /^\/(?!\/)[^\s]*$/.test(value),
    'Avatar must be an http(s) address or a path starting with /',
  );

export const createAdminUserSchema = z
  .object({
    fullName: nameField,
    email: emailField,
    phone: phoneField.nullish(),
    password: passwordField.nullish(),
    avatar: avatarField.nullish(),
    subscriptionId: uuid('Subscription').nullish(),
    status: z.enum(ACCOUNT_STATUSES).nullish(),
    organizationId: uuid('Organization').nullish(),
  })
  .strict();
export type CreateAdminUserData = z.infer<typeof createAdminUserSchema>;

export const updateAdminUserSchema = z
  .object({
    fullName: nameField.optional(),
    email: emailField.optional(),
    phone: phoneField.nullable().optional(),
    avatar: avatarField.nullable().optional(),
    subscriptionId: uuid('Subscription').nullable().optional(),
    status: z.enum(ACCOUNT_STATUSES).optional(),
    organizationId: uuid('Organization').optional(),
  })
  .strict();
export type UpdateAdminUserData = z.infer<typeof updateAdminUserSchema>;

export const adminUsersArgsSchema = z.object({
  page: z.number().int().min(0, 'Page must be 0 or more').max(1_000_000, 'Page is too large').default(0),
  size: z.number().int().min(1, 'Size must be at least 1').max(200, 'Size must be at most 200').default(20),
  sort: z.enum(['name', 'email', 'status', 'createdAt', 'updatedAt']).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
  search: z.string().trim().max(100, 'Search must be at most 100 characters').nullish(),
  status: z.enum(ACCOUNT_STATUSES).nullish(),
  roleId: uuid('Role').nullish(),
});
export type AdminUsersArgs = z.infer<typeof adminUsersArgsSchema>;

export const assignRoleSchema = z.object({
  userId: uuid('User'),
  roleId: uuid('Role'),
  scopeType: z
    .enum(SCOPE_TYPES, { message: 'Scope type must be organization, branch, department or team' })
    .nullish(),
  scopeId: uuid('Scope').nullish(),
});
export type AssignRoleData = z.infer<typeof assignRoleSchema>;

/** Which scope a role's grant must carry: none for a super admin, its own kind for the scoped admins. */
export const SCOPE_OF_ROLE: Record<RoleKey, readonly ScopeType[]> = {
  super_admin: [],
  org_admin: ['organization'],
  branch_admin: ['branch'],
  dept_admin: ['department'],
  parent: SCOPE_TYPES,
  company: SCOPE_TYPES,
  user: SCOPE_TYPES,
};

/** A malformed id can never name a visible row: the same NOT_FOUND as an unknown one. */
export { isUuid };

export const SCOPE_OPTION_TYPES = ['organization', 'branch', 'department', 'team'] as const;

export const roleScopeOptionsArgsSchema = z.object({
  organizationId: uuid('Organization').nullish(),
  types: z.array(z.enum(SCOPE_OPTION_TYPES)).max(4).nullish(),
  query: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z.string().max(200, 'Query must be at most 200 characters').nullish(),
  ),
  first: z
    .number()
    .int('First must be a whole number from 1 to 500')
    .min(1, 'First must be a whole number from 1 to 500')
    .max(500, 'First must be a whole number from 1 to 500')
    .nullish()
    .transform((value) => value ?? 100),
});

import type { Resolvers } from '../../generated/graphql.js';
import { selectedFields } from '../../shared/graphql-selection.js';
import { localized } from '../../shared/localized-text.js';

export const usersAdminResolvers: Resolvers = {
  Query: {
    // Only the columns behind the item fields asked for are read (users-admin.queries.ts).
    adminUsers: (_parent, args, ctx, info) =>
      ctx.services.usersAdmin.list(ctx.viewer, args, selectedFields(info, 'items')),
    adminUser: (_parent, { id }, ctx) => ctx.services.usersAdmin.get(ctx.viewer, id),
    roles: (_parent, _args, ctx) => ctx.services.usersAdmin.listRoles(ctx.viewer),
    roleUsers: (_parent, { roleId }, ctx) => ctx.services.usersAdmin.roleUsers(ctx.viewer, roleId),
    userRoleAssignments: (_parent, _args, ctx) => ctx.services.usersAdmin.listAssignments(ctx.viewer),
    userRoles: (_parent, { userId }, ctx) => ctx.services.usersAdmin.userAssignments(ctx.viewer, userId),
    roleScopeOptions: (_parent, args, ctx) => ctx.services.usersAdmin.roleScopeOptions(ctx.viewer, args),
  },
  Mutation: {
    createAdminUser: (_parent, { input }, ctx) => ctx.services.usersAdmin.create(ctx.viewer, input),
    updateAdminUser: (_parent, { id, input }, ctx) => ctx.services.usersAdmin.update(ctx.viewer, id, input),
    deleteAdminUser: (_parent, { id }, ctx) => ctx.services.usersAdmin.delete(ctx.viewer, id),
    assignUserRole: (_parent, args, ctx) => ctx.services.usersAdmin.assignRole(ctx.viewer, args),
    unassignUserRole: (_parent, { userId, roleId }, ctx) =>
      ctx.services.usersAdmin.unassignRole(ctx.viewer, userId, roleId),
  },
  AdminUser: {
    fullName: (user) => user.name,
    subscriptionId: (user) => user.subscriptionPlanId,
    status: (user) => user.accountStatus,
    roles: (user, _args, ctx) => ctx.loaders.rolesByUserId.load(user.id),
    // One statement per page of users, whatever its size (the organizations feature's loader, which
    // answers the organization's public fields only).
    organization: (user, _args, ctx) =>
      user.organizationId ? ctx.loaders.organizationById.load(user.organizationId) : null,
  },
  UserRoleAssignment: {
    role: (assignment, _args, ctx) => assignment.role ?? ctx.loaders.roleById.load(assignment.roleId),
  },
  // The seven roles' names and descriptions in the request's language (shared/localized-text.ts).
  Role: {
    name: (role, _args, ctx) => localized(role, 'name', ctx.language),
    description: (role, _args, ctx) => localized(role, 'description', ctx.language),
  },
};

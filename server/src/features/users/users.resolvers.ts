import type { Resolvers } from '../../generated/graphql.js';
import { isStaff } from '../../shared/auth/staff.js';
import { requireViewer } from '../../shared/auth/viewer.js';
import type { UserEntity } from './user.entity.js';

export const usersResolvers: Resolvers = {
  Query: {
    me: (_parent, _args, ctx) => ctx.services.users.me(ctx.viewer, ctx.loaders),
    viewerAccess: (_parent, _args, ctx) => ({ staff: isStaff(requireViewer(ctx.viewer)) }),
  },
  Mutation: {
    updateMe: (_parent, { input }, ctx) => ctx.services.users.updateMe(ctx.viewer, input),
  },
  User: {
    // An uploaded picture is read only when a User's avatar is asked for (user-avatar-image.entity.ts).
    avatar: (user, _args, ctx) =>
      user.avatar ?? (user.hasAvatarImage ? ctx.loaders.avatarImageByUserId.load(user.id) : null),
    // The organizations feature's loader: one statement per batch, public fields only.
    organization: (user, _args, ctx) =>
      user.organizationId ? ctx.loaders.organizationById.load(user.organizationId) : null,
  },
  Subscription: {
    meUpdated: {
      subscribe: (_parent, _args, ctx) => ctx.services.users.watchMe(ctx.viewer),
      resolve: (user: UserEntity) => user,
    },
  },
};

import type { Resolvers } from '../../generated/graphql.js';
import type { UserEntity } from './user.entity.js';

export const usersResolvers: Resolvers = {
  Query: {
    me: (_parent, _args, ctx) => ctx.services.users.me(ctx.viewer, ctx.loaders),
  },
  Mutation: {
    updateMe: (_parent, { input }, ctx) => ctx.services.users.updateMe(ctx.viewer, input),
  },
  Subscription: {
    meUpdated: {
      subscribe: (_parent, _args, ctx) => ctx.services.users.watchMe(ctx.viewer),
      resolve: (user: UserEntity) => user,
    },
  },
};

import type { Resolvers } from '../../generated/graphql.js';

export const navigationResolvers: Resolvers = {
  Query: {
    navigation: (_parent, { language }, ctx) =>
      ctx.services.navigation.navigation(ctx.viewer, language ?? ctx.language),
  },
};

import type { Resolvers } from '../../generated/graphql.js';

export const searchResolvers: Resolvers = {
  Query: {
    search: (_parent, { query, language }, ctx) =>
      ctx.services.search.search(ctx.viewer, query, language ?? ctx.language),
  },
  SearchResult: {
    // Providers tag each result with its GraphQL type.
    __resolveType: (result) => result.__typename ?? null,
  },
};

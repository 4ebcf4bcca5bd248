import type { Resolvers } from '../../generated/graphql.js';

export const searchResolvers: Resolvers = {
  Query: {
    search: (_parent, { query, language }, ctx) =>
      ctx.services.search.search(ctx.viewer, query, language ?? ctx.language),
    searchPeople: (_parent, { query }, ctx) => ctx.services.search.people(ctx.viewer, query),
  },
  PeopleSearchResult: {
    __resolveType: (result) => result.__typename ?? null,
  },
  SearchResult: {
    // Providers tag each result with its GraphQL type.
    __resolveType: (result) => result.__typename ?? null,
  },
};

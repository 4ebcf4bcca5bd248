import { bodyObject, type RestRow } from '../../shared/rest.js';

const GROUP_SELECTION = `id label total hasMore seeAllLink results {
  __typename
  ... on ContactSearchResult { avatar name link value }
  ... on UserSearchResult { id avatar name email link value }
  ... on PageSearchResult { title link value }
  ... on TaskSearchResult { title completed link value }
}`;

/** The spec's result shapes carry no type tag: the group says what its results are. */
function restGroups(groups: unknown): unknown {
  if (!Array.isArray(groups)) return groups;
  return groups.map((group: { results: Record<string, unknown>[] }) => ({
    ...group,
    results: group.results.map(({ __typename: _type, ...result }) => result),
  }));
}

export const searchRestRows: RestRow[] = [
  {
    // The `lang` query parameter wins; without it the request's Accept-Language decides (default en).
    method: 'POST',
    path: 'api/common/search',
    document: `query RestSearch($query: String!, $language: String) { search(query: $query, language: $language) { ${GROUP_SELECTION} } }`,
    variables: ({ body, query }) => {
      const text = bodyObject(body).query;
      return {
        // An empty or missing query gives empty results (spec 000 §7), not an error.
        query: typeof text === 'string' ? text : '',
        language: typeof query.lang === 'string' ? query.lang : null,
      };
    },
    pick: (data) => restGroups(data.search),
  },
];

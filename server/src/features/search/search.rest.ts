import { bodyObject, type RestRow } from '../../shared/rest.js';

const GROUP_SELECTION = `id label total hasMore seeAllLink results {
  __typename
  ... on ContactSearchResult { avatar name link value }
  ... on UserSearchResult { id avatar name email link value }
  ... on PageSearchResult { title link value }
  ... on TaskSearchResult { title completed link value }
  ... on MailSearchResult { id subject senderName date unread link value }
}`;

const PEOPLE_SELECTION = `id label total hasMore results {
  __typename
  ... on AthleteSearchResult { id name link value }
  ... on TeamSearchResult { id name link value }
}`;

/** The groups' fixed order: people, then athletes and teams, then pages, tasks and mail. */
const ORDER = ['contacts', 'users', 'athletes', 'teams', 'pages', 'tasks', 'mail'];

/**
 * The spec's result shapes carry no type tag: the group says what its results are. The athletes and
 * teams join the other groups (with no "see all" list), in the fixed order, those with results first.
 */
function restGroups(groups: unknown, people: unknown): unknown {
  if (!Array.isArray(groups) || !Array.isArray(people)) return groups;
  const all = [...groups, ...people.map((group: object) => ({ seeAllLink: null, ...group }))] as {
    id: string;
    results: Record<string, unknown>[];
  }[];
  return all
    .sort((a, b) => ORDER.indexOf(a.id) - ORDER.indexOf(b.id))
    .sort((a, b) => Number(a.results.length === 0) - Number(b.results.length === 0))
    .map((group) => ({
      ...group,
      results: group.results.map(({ __typename: _type, ...result }) => result),
    }));
}

export const searchRestRows: RestRow[] = [
  {
    // The `lang` query parameter wins; without it the request's Accept-Language decides (default en).
    method: 'POST',
    path: 'api/common/search',
    document: `query RestSearch($query: String!, $language: String) { search(query: $query, language: $language) { ${GROUP_SELECTION} } searchPeople(query: $query) { ${PEOPLE_SELECTION} } }`,
    variables: ({ body, query }) => {
      const text = bodyObject(body).query;
      return {
        // An empty or missing query gives empty results (spec 000 §7), not an error.
        query: typeof text === 'string' ? text : '',
        language: typeof query.lang === 'string' ? query.lang : null,
      };
    },
    pick: (data) => restGroups(data.search, data.searchPeople),
  },
];

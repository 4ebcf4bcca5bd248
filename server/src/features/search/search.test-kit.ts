import { expect } from 'vitest';
import { suiteCalls, useTestServer } from '../../../../tests/support/suite.js';
import { DEMO_PERSONAS } from '../users/index.js';

// What the search suites search.pages.test.ts and search.groups.test.ts share: the shape of a result
// group and its readers, the answer of a search that finds nothing, and one server per file with a
// token for the super admin (`admin`), the company and a department admin (`staff`).

export interface Group {
  id: string;
  label: string;
  total: number | null;
  hasMore: boolean;
  seeAllLink: string | null;
  results: Record<string, unknown>[];
}

export const group = (groups: Group[], id: string) => groups.find((candidate) => candidate.id === id);
export const resultsOf = (groups: Group[], id: string) => group(groups, id)?.results ?? [];
export const pages = (groups: Group[]) => resultsOf(groups, 'pages');

export const emptyGroup = (id: string, label: string) => ({
  id,
  label,
  total: 0,
  hasMore: false,
  seeAllLink: null,
  results: [],
});
export const EMPTY = [
  emptyGroup('contacts', 'Contacts'),
  emptyGroup('users', 'Users'),
  emptyGroup('athletes', 'Athletes'),
  emptyGroup('teams', 'Teams'),
  emptyGroup('pages', 'Pages'),
  emptyGroup('tasks', 'Tasks'),
  emptyGroup('mail', 'Mail'),
];

/**
 * One server for the calling file (tests/support/suite.ts), with the tokens `t.tokens.admin`,
 * `t.tokens.company` and `t.tokens.staff`, the suite calls, and `search`: POST api/common/search as a
 * token, with an optional query string.
 */
export function searchSuite() {
  const t = useTestServer({
    admin: DEMO_PERSONAS.superAdmin,
    company: DEMO_PERSONAS.company,
    staff: DEMO_PERSONAS.deptAdmin,
  });
  const search = async (token: string, body: unknown, query = '') => {
    const response = await t.http.request<Group[]>('POST', `api/common/search${query}`, { token, body });
    expect(response.status).toBe(200);
    return response.body;
  };
  return { t, ...suiteCalls(t), search };
}

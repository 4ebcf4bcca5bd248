import type { Viewer } from '../../shared/auth/viewer.js';
import { links } from '../../shared/links.js';
import type { SearchProvider } from '../../shared/search.js';
import { canAdministerUsers } from './users-admin.policy.js';
import type { AdminUserPage } from './users-admin.queries.js';

/** What the users group needs: the user administration service satisfies it. */
export interface AdminUserSource {
  list(viewer: Viewer, args: unknown): Promise<AdminUserPage>;
}

/** The users list's search is at most 100 characters (users-admin.validation.ts). */
const MAX_SEARCH_LENGTH = 100;

/**
 * The top bar's Users group: for viewers who administer users, the users they may see (the users list's
 * own query and SQL visibility: a super admin everyone, an organization admin their organization, a
 * branch or department admin the members of their branch or department) whose name or email contains
 * the query, by name, with how many match in all. Anyone else — a parent, a company, a regular user,
 * who see only themselves in that list — gets an empty group.
 */
export function usersSearchProvider(users: AdminUserSource): SearchProvider {
  return {
    id: 'users',
    label: 'Users',
    async search(viewer, { query, limit }) {
      if (!canAdministerUsers(viewer) || query.length > MAX_SEARCH_LENGTH) return { results: [], total: 0 };
      const page = await users.list(viewer, { search: query, size: limit, page: 0, sort: 'name' });
      return {
        results: page.items.map((user) => ({
          __typename: 'UserSearchResult',
          id: user.id,
          avatar: user.avatar,
          name: user.name,
          email: user.email,
          link: links.user(user.id),
          value: user.name,
        })),
        total: page.pagination.length,
      };
    },
    seeAllLink: (query) => links.usersSearch(query),
  };
}

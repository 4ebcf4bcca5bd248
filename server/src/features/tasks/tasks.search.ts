import type { DataSource } from 'typeorm';
import { likePattern } from '../../shared/db/like.js';
import type { SearchProvider } from '../search/search.providers.js';

/**
 * The Tasks group of the top-bar search: tasks (not sections) of the viewer's organization whose title
 * contains the query regardless of letter case, in list order.
 */
export function tasksSearchProvider(dataSource: DataSource): SearchProvider {
  return {
    id: 'tasks',
    label: 'Tasks',
    async search(viewer, { query, limit }) {
      if (viewer.organizationId === null) return [];
      const rows = (await dataSource.query(
        `SELECT id, title, completed FROM tasks
          WHERE organization_id = $1 AND type = 'task' AND title ILIKE $2
          ORDER BY position, id LIMIT $3`,
        [viewer.organizationId, likePattern(query), limit],
      )) as { id: string; title: string; completed: boolean }[];
      return rows.map((row) => ({
        __typename: 'TaskSearchResult',
        title: row.title,
        completed: row.completed,
        link: `/apps/tasks/${row.id}`,
        value: row.title,
      }));
    },
  };
}

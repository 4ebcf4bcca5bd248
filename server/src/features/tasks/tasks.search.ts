import type { Viewer } from '../../shared/auth/viewer.js';
import { links } from '../../shared/links.js';
import type { SearchProvider } from '../../shared/search.js';
import type { TaskEntity } from './task.entity.js';

/** What the tasks group needs: the tasks service satisfies it. */
export interface TaskSource {
  searchTitles(viewer: Viewer, query: string, limit: number): Promise<TaskEntity[]>;
}

/**
 * The Tasks group of the top-bar search: tasks (not sections) of the viewer's organization whose title
 * contains the query regardless of letter case, in list order. It reads through the tasks service and
 * its policy, so a viewer who is not staff gets an empty group (tasks.policy.ts).
 */
export function tasksSearchProvider(tasks: TaskSource): SearchProvider {
  return {
    id: 'tasks',
    label: 'Tasks',
    async search(viewer, { query, limit }) {
      const hits = await tasks.searchTitles(viewer, query, limit);
      return hits.map((task) => ({
        __typename: 'TaskSearchResult',
        title: task.title,
        completed: task.completed,
        link: links.task(task.id),
        value: task.title,
      }));
    },
  };
}

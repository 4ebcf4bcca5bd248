import type { Viewer } from '../../shared/auth/viewer.js';
import { preferredLanguage, type Language } from '../../shared/language.js';
import { localized } from '../../shared/localized-text.js';
import { links } from '../../shared/links.js';
import type { SearchProvider } from '../../shared/search.js';
import type { TaskEntity } from './task.entity.js';

/** What the tasks group needs: the tasks service satisfies it. */
export interface TaskSource {
  searchTitles(viewer: Viewer, query: string, limit: number, language: Language): Promise<TaskEntity[]>;
}

/**
 * The Tasks group of the top-bar search: tasks (not sections) of the viewer's organization whose title,
 * as read in the requested language, contains the query regardless of letter case, in list order. It reads through the tasks service and
 * its policy, so a viewer who is not staff gets an empty group (tasks.policy.ts).
 */
export function tasksSearchProvider(tasks: TaskSource): SearchProvider {
  return {
    id: 'tasks',
    label: 'Tasks',
    async search(viewer, { query, limit, language }) {
      const lang = preferredLanguage(language);
      const hits = await tasks.searchTitles(viewer, query, limit, lang);
      return hits.map((task) => {
        const title = localized(task, 'title', lang);
        return {
          __typename: 'TaskSearchResult',
          title,
          completed: task.completed,
          link: links.task(task.id),
          value: title,
        };
      });
    },
  };
}

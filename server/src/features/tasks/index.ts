import { defineFeature, type Deps } from '../../shared/feature.js';
import type { TagsService } from '../tags/index.js';
import { TaskEntity } from './task.entity.js';
import { tasksResolvers } from './tasks.resolvers.js';
import { tasksRestRows } from './tasks.rest.js';
import { tasksSearchProvider } from './tasks.search.js';
import { seedDemoTasks } from './tasks.seed.js';
import { TasksService } from './tasks.service.js';

export { TaskEntity, type SubTaskValue } from './task.entity.js';

/** The organization's tasks list (tasks and sections, ordered); tasks are searchable. */
export const tasksModule = defineFeature({
  name: 'tasks',
  entities: [TaskEntity],
  resolvers: tasksResolvers,
  restRows: tasksRestRows,
  createService: ({ dataSource, tags, preparedStatements }: Deps<{ tags: TagsService }>) =>
    new TasksService(dataSource, tags, { preparedStatements }),
  searchProviders: ({ tasks }: Deps<{ tasks: TasksService }>) => [tasksSearchProvider(tasks)],
  seed: { demo: seedDemoTasks, after: ['organizations', 'users'] },
});

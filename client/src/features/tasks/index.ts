import { defineFeature, localesOf, type LazyRoute } from '../../lib/feature';
import { PATHS } from '../../lib/paths';
import type en from './locales/en.json';

// One page component for the list and a task, so opening a task keeps the list beside its details.
const tasksPage: LazyRoute = { Component: async () => (await import('./pages/tasks-page')).TasksPage };

export const tasksFeature = defineFeature({
  name: 'tasks',
  locales: localesOf<typeof en>(),
  routes: [
    { path: PATHS.tasks, access: 'signed-in-area', lazy: tasksPage },
    { path: PATHS.task, access: 'signed-in-area', lazy: tasksPage },
  ],
});

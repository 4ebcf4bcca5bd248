import type { Resolvers } from '../../generated/graphql.js';
import { selectedFields } from '../../shared/graphql-selection.js';
import { localized } from '../../shared/localized-text.js';

export const tasksResolvers: Resolvers = {
  Query: {
    // Only the columns behind the fields asked for are read (tasks.service.ts).
    tasks: (_parent, _args, ctx, info) => ctx.services.tasks.list(ctx.viewer, selectedFields(info)),
    task: (_parent, { id }, ctx) => ctx.services.tasks.get(ctx.viewer, id),
    taskCounts: (_parent, _args, ctx) => ctx.services.tasks.counts(ctx.viewer),
    searchTasks: (_parent, { query }, ctx) => ctx.services.tasks.search(ctx.viewer, query, ctx.language),
    taskTags: (_parent, _args, ctx) => ctx.services.tags.list(ctx.viewer, 'task'),
    taskAssignees: (_parent, _args, ctx) => ctx.services.tasks.assignees(ctx.viewer),
  },
  Mutation: {
    createTask: (_parent, { type }, ctx) => ctx.services.tasks.create(ctx.viewer, type),
    updateTask: (_parent, { id, input }, ctx) =>
      ctx.services.tasks.update(ctx.viewer, id, input, ctx.language),
    deleteTask: (_parent, { id }, ctx) => ctx.services.tasks.remove(ctx.viewer, id),
    reorderTasks: (_parent, { ids }, ctx) => ctx.services.tasks.reorder(ctx.viewer, ids),
    createTaskTag: (_parent, { title }, ctx) => ctx.services.tags.create(ctx.viewer, 'task', title),
    updateTaskTag: (_parent, { id, title }, ctx) =>
      ctx.services.tags.update(ctx.viewer, 'task', id, title, ctx.language),
    deleteTaskTag: (_parent, { id }, ctx) => ctx.services.tags.remove(ctx.viewer, 'task', id),
  },
  // Human text in the request's language (shared/localized-text.ts).
  Task: {
    title: (task, _args, ctx) => localized(task, 'title', ctx.language),
    notes: (task, _args, ctx) => localized(task, 'notes', ctx.language),
    order: (task) => task.position,
    tags: (task) => task.tagIds,
    dueDate: (task) => task.dueDate?.toISOString() ?? null,
    assignee: (task, _args, ctx) => ctx.services.tasks.assigneeOf(task, ctx.loaders),
  },
  TaskSubTask: {
    title: (step, _args, ctx) => localized(step, 'title', ctx.language),
  },
  TaskTag: {
    title: (tag, _args, ctx) => localized(tag, 'title', ctx.language),
  },
};

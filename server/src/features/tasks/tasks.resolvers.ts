import type { Resolvers } from '../../generated/graphql.js';

export const tasksResolvers: Resolvers = {
  Query: {
    tasks: (_parent, _args, ctx) => ctx.services.tasks.list(ctx.viewer),
    task: (_parent, { id }, ctx) => ctx.services.tasks.get(ctx.viewer, id),
    taskCounts: (_parent, _args, ctx) => ctx.services.tasks.counts(ctx.viewer),
    searchTasks: (_parent, { query }, ctx) => ctx.services.tasks.search(ctx.viewer, query),
    taskTags: (_parent, _args, ctx) => ctx.services.tags.list(ctx.viewer, 'task'),
    taskAssignees: (_parent, _args, ctx) => ctx.services.tasks.assignees(ctx.viewer),
  },
  Mutation: {
    createTask: (_parent, { type }, ctx) => ctx.services.tasks.create(ctx.viewer, type),
    updateTask: (_parent, { id, input }, ctx) => ctx.services.tasks.update(ctx.viewer, id, input),
    deleteTask: (_parent, { id }, ctx) => ctx.services.tasks.remove(ctx.viewer, id),
    reorderTasks: (_parent, { ids }, ctx) => ctx.services.tasks.reorder(ctx.viewer, ids),
    createTaskTag: (_parent, { title }, ctx) => ctx.services.tags.create(ctx.viewer, 'task', title),
    updateTaskTag: (_parent, { id, title }, ctx) => ctx.services.tags.update(ctx.viewer, 'task', id, title),
    deleteTaskTag: (_parent, { id }, ctx) => ctx.services.tags.remove(ctx.viewer, 'task', id),
  },
  Task: {
    order: (task) => task.position,
    tags: (task) => task.tagIds,
    dueDate: (task) => task.dueDate?.toISOString() ?? null,
    assignee: (task, _args, ctx) => ctx.services.tasks.assigneeOf(task, ctx.loaders),
  },
};

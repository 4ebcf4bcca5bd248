import type { ApolloCache, Reference } from '@apollo/client';
import type { TaskAssigneesQuery, TaskFieldsFragment, TaskPatch } from '../../generated/graphql';
import { addCachedTag, removeCachedTag, type TaggedItemsInCache } from '../../components/tags/tags-cache';
import { withTypename } from '../../lib/apollo/use-cache-mutation';

// The normalised cache is the screen's state: mutations write Task entities (optimistically first) and
// these helpers keep the lists that hold them (tasks, taskTags) and the counts in step, so no change
// needs the list fetched again. Apollo keeps every optimistic write in a layer of its own and drops it
// when the mutation fails, which is the rollback.

export type TaskRow = TaskFieldsFragment;
type Assignee = TaskAssigneesQuery['taskAssignees'][number];

/** Rows are listed by ascending order, then id (schema: Task.order). */
export function compareRows(a: { order: number; id: string }, b: { order: number; id: string }): number {
  return a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

export interface MovePlan {
  /** What to send to reorderTasks: the rows between the old and the new place, in their new sequence. */
  ids: string[];
  /** The order each of them takes: the set of order values they held, ascending, in the new sequence. */
  orders: { id: string; order: number }[];
}

/**
 * Moving the row at `from` to `to` in the list (sorted by order) changes only the rows between the two
 * places: they keep the order values they held between them and take them in their new sequence, which
 * is also what the server does with the ids (reorderTasks). Null when nothing moves.
 */
export function planMove(
  rows: readonly { id: string; order: number }[],
  from: number,
  to: number,
): MovePlan | null {
  if (from === to || from < 0 || to < 0 || from >= rows.length || to >= rows.length) return null;
  const start = Math.min(from, to);
  const range = rows.slice(start, Math.max(from, to) + 1);
  const sequence = [...range];
  const [moved] = sequence.splice(from - start, 1);
  if (!moved) return null;
  sequence.splice(to - start, 0, moved);
  const held = range.map((row) => row.order).sort((a, b) => a - b);
  return {
    ids: sequence.map((row) => row.id),
    orders: sequence.map((row, index) => ({ id: row.id, order: held[index] ?? row.order })),
  };
}

/** The rows as they read after the plan's orders are applied (what the list shows at once). */
export function applyMove<T extends { id: string; order: number }>(rows: readonly T[], plan: MovePlan): T[] {
  const orders = new Map(plan.orders.map((entry) => [entry.id, entry.order]));
  return rows
    .map((row) => (orders.has(row.id) ? { ...row, order: orders.get(row.id) ?? row.order } : row))
    .sort(compareRows);
}

/** The optimistic answer of reorderTasks for a plan: each moved task with its new order. */
export function optimisticOrders(plan: MovePlan): { id: string; order: number }[] {
  return plan.orders.map((entry) => withTypename('Task', { id: entry.id, order: entry.order }));
}

/** A row's place one step up or down (keyboard move buttons), or null at the edge. */
export function neighbourIndex(length: number, index: number, direction: -1 | 1): number | null {
  const next = index + direction;
  return next >= 0 && next < length ? next : null;
}

/** The new id of a sub-task: created here so the optimistic answer and the server agree on it. */
export const newSubTaskId = (): string => crypto.randomUUID();

/**
 * The task as it reads once `patch` is saved: the optimistic answer of updateTask. Mirrors the server:
 * a section is never completed, `assignedTo` brings its person along, sub-task ids are kept.
 */
export function patchedTask(task: TaskRow, patch: TaskPatch, assignees: readonly Assignee[] = []): TaskRow {
  const next: TaskRow = withTypename('Task', { ...task });
  if (patch.title !== undefined && patch.title !== null) next.title = patch.title;
  if (patch.notes !== undefined) next.notes = patch.notes;
  if (patch.completed !== undefined && patch.completed !== null) {
    next.completed = task.type === 'section' ? false : patch.completed;
  }
  if (patch.dueDate !== undefined) next.dueDate = patch.dueDate;
  if (patch.priority !== undefined && patch.priority !== null) next.priority = patch.priority;
  if (patch.tags !== undefined && patch.tags !== null) next.tags = patch.tags.map(String);
  if (patch.assignedTo !== undefined) {
    const assignedTo = patch.assignedTo === null ? null : String(patch.assignedTo);
    next.assignedTo = assignedTo;
    const person =
      assignedTo === null
        ? null
        : (assignees.find((candidate) => candidate.id === assignedTo) ??
          (task.assignee?.id === assignedTo ? task.assignee : null));
    next.assignee = person
      ? withTypename('User', { id: person.id, name: person.name, avatar: person.avatar })
      : null;
  }
  if (patch.subTasks !== undefined && patch.subTasks !== null) {
    next.subTasks = patch.subTasks.map((step) =>
      withTypename('TaskSubTask', {
        id: step.id ? String(step.id) : newSubTaskId(),
        title: step.title ?? '',
        completed: step.completed ?? false,
      }),
    );
  }
  return next;
}

/** Puts the cached list back in list order after orders changed (a reorder, a new first row). */
export function resortTasks(cache: ApolloCache): void {
  cache.modify<{ tasks: Reference[] }>({
    id: 'ROOT_QUERY',
    fields: {
      tasks(existing, { readField }) {
        const key = (ref: Reference) => ({
          id: readField<string>('id', ref) ?? '',
          order: readField<number>('order', ref) ?? 0,
        });
        return [...existing].sort((a, b) => compareRows(key(a), key(b)));
      },
    },
  });
}

/**
 * Recounts total and remaining from the cached list (it holds every row of the organization), so the
 * count follows a toggle, a new task or a delete in the same layer, optimistic or not.
 */
export function recountTasks(cache: ApolloCache): void {
  cache.modify<{ tasks: Reference[]; taskCounts: { total: number; remaining: number } }>({
    id: 'ROOT_QUERY',
    fields: {
      taskCounts(existing, { readField }) {
        const rows = readField<readonly Reference[]>('tasks');
        if (!rows || !existing) return existing;
        let total = 0;
        let remaining = 0;
        for (const ref of rows) {
          if (readField<string>('type', ref) !== 'task') continue;
          total += 1;
          if (!readField<boolean>('completed', ref)) remaining += 1;
        }
        return { ...existing, total, remaining };
      },
    },
  });
}

/** A created row (its entity already written by the answer): first in the list, counts updated. */
export function addTask(cache: ApolloCache, id: string): void {
  prependTask(cache, id);
  resortTasks(cache);
  recountTasks(cache);
}

/** A deleted row: out of the list and out of the cache, counts updated. */
export function removeTask(cache: ApolloCache, id: string): void {
  cache.modify<{ tasks: Reference[] }>({
    id: 'ROOT_QUERY',
    fields: {
      tasks: (existing, { readField }) => existing.filter((row) => readField('id', row) !== id),
    },
  });
  cache.evict({ id: cache.identify({ __typename: 'Task', id }) });
  recountTasks(cache);
}

/** Where the task tags and the tasks carrying them live: the tag list, the task list, search hits. */
export const TASK_TAGS_IN_CACHE: TaggedItemsInCache = {
  tagTypename: 'TaskTag',
  tagListField: 'taskTags',
  itemFields: ['tasks', 'searchTasks'],
};

/** A created tag (its entity already written by the answer): first in taskTags, newest first. */
export function addTaskTag(cache: ApolloCache, id: string): void {
  addCachedTag(cache, TASK_TAGS_IN_CACHE, id);
}

/** A created row (its entity already written by the answer): first in the list, once. */
function prependTask(cache: ApolloCache, id: string): void {
  cache.modify<{ tasks: Reference[] }>({
    id: 'ROOT_QUERY',
    fields: {
      tasks(existing, { readField, toReference }) {
        const ref = toReference({ __typename: 'Task', id });
        if (!ref || existing.some((row) => readField('id', row) === id)) return existing;
        return [ref, ...existing];
      },
    },
  });
}

/** A deleted tag: out of taskTags and off every cached task (the server removes it from them too). */
export function removeTaskTag(cache: ApolloCache, tagId: string): void {
  removeCachedTag(cache, TASK_TAGS_IN_CACHE, tagId);
}

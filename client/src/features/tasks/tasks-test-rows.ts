import type { TaskRow } from './tasks-cache';

/** A task as the cache holds it, for the unit tests: id as title, order as given, the rest default. */
export function testTaskRow(id: string, order: number, changes: Partial<TaskRow> = {}): TaskRow {
  return {
    __typename: 'Task',
    id,
    type: 'task',
    title: id,
    notes: null,
    completed: false,
    dueDate: null,
    priority: 1,
    tags: [],
    assignedTo: null,
    assignee: null,
    subTasks: [],
    order,
    ...changes,
  } as TaskRow;
}

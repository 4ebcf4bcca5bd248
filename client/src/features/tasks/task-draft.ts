import type { TaskPatch, TaskType } from '../../generated/graphql';
import type { TaskRow } from './tasks-cache';

// A new task or section is a draft until it has a title: it lives only on this screen (a task's in the
// details panel at apps/tasks/new, a section's as a row being named at the top of the list), so one
// opened and left behind leaves nothing on the server. With its first title it is created with
// everything given so far (useTaskMutations().createWith).

/** The id in the address that opens the details panel on a new task's draft. Never a real id. */
export const NEW_TASK_ID = 'new';
/** The id of the row a new section is named in. */
export const NEW_SECTION_ID = 'new-section';

/** The empty row a draft starts from: what createTask makes (priority 1, nothing else). */
export function blankTask(
  type: TaskType,
  id: string = type === 'section' ? NEW_SECTION_ID : NEW_TASK_ID,
): TaskRow {
  return {
    __typename: 'Task',
    id,
    type,
    title: '',
    notes: null,
    completed: false,
    dueDate: null,
    priority: 1,
    tags: [],
    assignedTo: null,
    assignee: null,
    subTasks: [],
    order: Number.NEGATIVE_INFINITY,
  } as TaskRow;
}

/** Whether a draft has what it takes to be created: a title that is not blank. */
export function isDraftReady(row: TaskRow): boolean {
  return row.title.trim() !== '';
}

/** Everything a draft was given, as the patch its creation sends (what differs from a blank row). */
export function draftPatch(row: TaskRow): TaskPatch {
  const blank = blankTask(row.type);
  const patch: TaskPatch = { title: row.title };
  if (row.notes !== blank.notes) patch.notes = row.notes;
  if (row.completed !== blank.completed) patch.completed = row.completed;
  if (row.dueDate !== blank.dueDate) patch.dueDate = row.dueDate;
  if (row.priority !== blank.priority) patch.priority = row.priority;
  if (row.tags.length > 0) patch.tags = [...row.tags];
  if (row.assignedTo !== blank.assignedTo) patch.assignedTo = row.assignedTo;
  if (row.subTasks.length > 0) {
    patch.subTasks = row.subTasks.map((step) => ({
      id: step.id,
      title: step.title,
      completed: step.completed,
    }));
  }
  return patch;
}

import { z } from 'zod';
import { instantField } from '../../shared/dates.js';
import { htmlField, uuidField } from '../../shared/validation.js';

/** Spec 001 §9 and the contract's bounds. */
export const TASK_LIMITS = {
  title: 300,
  notes: 20000,
  subTasks: 50,
  subTaskTitle: 200,
  tags: 50,
} as const;

// Fields a task always has: null cannot clear them (GraphQL lets null through an optional input field).
const notNull = (label: string) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === null ? `${label} cannot be cleared` : `${label} has the wrong type`,
});

// Not trimmed: the list saves while someone types, and a trailing space must survive the round trip.
const title = z
  .string(notNull('Title'))
  .max(TASK_LIMITS.title, `Title must be at most ${TASK_LIMITS.title} characters`);

const subTask = z.object({
  id: uuidField('Sub-task id').nullish(),
  title: z
    .string({ error: 'Sub-task title is required' })
    .max(TASK_LIMITS.subTaskTitle, `Sub-task title must be at most ${TASK_LIMITS.subTaskTitle} characters`)
    .refine((value) => value.trim() !== '', 'Sub-task title is required'),
  completed: z.boolean().nullish(),
});

const subTasks = z
  .array(subTask, notNull('Sub-tasks'))
  .max(TASK_LIMITS.subTasks, `A task has at most ${TASK_LIMITS.subTasks} sub-tasks`)
  .refine((steps) => {
    const ids = steps.flatMap((step) => (step.id ? [step.id.toLowerCase()] : []));
    return new Set(ids).size === ids.length;
  }, 'Sub-task ids must be unique');

const dueDate = instantField('Due date').nullable();

/** TaskPatch: omitted fields stay as they are; null clears notes, dueDate and assignedTo only. */
export const taskPatchSchema = z.object({
  title: title.optional(),
  notes: htmlField('Notes', TASK_LIMITS.notes).optional(),
  completed: z.boolean(notNull('Completed')).optional(),
  dueDate: dueDate.optional(),
  priority: z
    .number(notNull('Priority'))
    .int('Priority must be 0, 1 or 2')
    .min(0, 'Priority must be 0, 1 or 2')
    .max(2, 'Priority must be 0, 1 or 2')
    .optional(),
  tags: z
    .array(z.string(), notNull('Tags'))
    .max(TASK_LIMITS.tags, `A task has at most ${TASK_LIMITS.tags} tags`)
    .optional(),
  assignedTo: uuidField('Assignee').nullable().optional(),
  subTasks: subTasks.optional(),
});
export type TaskPatchData = z.infer<typeof taskPatchSchema>;

/** reorderTasks: ids in the new sequence, each at most once. */
export const reorderSchema = z.object({
  ids: z
    .array(z.string())
    .max(10000, 'At most 10000 tasks can be reordered at once')
    .refine((ids) => new Set(ids).size === ids.length, 'Each task may appear only once'),
});

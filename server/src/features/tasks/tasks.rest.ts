import { AppError } from '../../shared/errors.js';
import { bodyObject, objectOf, pickKeys, requiredId, type RestRow } from '../../shared/rest.js';
import { tagRestRows } from '../../shared/tag-rest-rows.js';
import { TASK_TYPES } from './task.entity.js';

/** The spec's task shape (spec 001 §3 Tasks). */
export const TASK_FIELDS =
  'id type title notes completed dueDate priority tags assignedTo subTasks { id title completed } order';

const PATCH_KEYS = ['title', 'notes', 'completed', 'dueDate', 'priority', 'tags', 'assignedTo', 'subTasks'];
const SUB_TASK_KEYS = ['id', 'title', 'completed'];

/**
 * The task of a PATCH body, keeping only what TaskPatch takes: the client may send the whole task back
 * (id, type, order, sub-tasks as stored), and the extra keys are not an error.
 */
function taskPatch(body: unknown): Record<string, unknown> {
  const patch = pickKeys(objectOf(bodyObject(body).task ?? {}, 'task'), PATCH_KEYS);
  if (Array.isArray(patch.subTasks)) {
    patch.subTasks = patch.subTasks.map((step) =>
      typeof step === 'object' && step !== null && !Array.isArray(step)
        ? pickKeys(step as Record<string, unknown>, SUB_TASK_KEYS)
        : step,
    );
  }
  return patch;
}

function taskType(body: unknown): string {
  const type = bodyObject(body).type;
  if (typeof type === 'string' && (TASK_TYPES as readonly string[]).includes(type)) return type;
  throw new AppError('BAD_USER_INPUT', 'Invalid input: type', {
    fieldErrors: { type: 'Type must be task or section' },
  });
}

/** PATCH order takes the tasks in their new sequence (objects with an id, or bare ids). */
function orderIds(body: unknown): string[] {
  const tasks = bodyObject(body).tasks;
  if (!Array.isArray(tasks)) throw new AppError('BAD_REQUEST', 'tasks must be an array of tasks.');
  return tasks.map((task, index) =>
    requiredId(typeof task === 'string' ? task : objectOf(task, `tasks[${index}]`).id, `tasks[${index}].id`),
  );
}

type Hit = { task: Record<string, unknown>; highlightedTitle: string };

export const tasksRestRows: RestRow[] = [
  ...tagRestRows('api/apps/tasks', 'Task'),
  {
    method: 'GET',
    path: 'api/apps/tasks/all',
    document: `query RestTasks { tasks { ${TASK_FIELDS} } }`,
    pick: (data) => data.tasks,
  },
  {
    // The spec's search answers tasks whose title carries the highlight marks, or null for no query.
    method: 'GET',
    path: 'api/apps/tasks/search',
    document: `query RestSearchTasks($query: String!) { searchTasks(query: $query) { task { ${TASK_FIELDS} } highlightedTitle } }`,
    variables: ({ query }) => ({ query: query.query ?? '' }),
    pick: (data) => {
      const hits = data.searchTasks as Hit[] | null;
      return hits === null ? null : hits.map((hit) => ({ ...hit.task, title: hit.highlightedTitle }));
    },
  },
  {
    // The body lists the tasks in their new sequence; the answer is that list with the new orders.
    method: 'PATCH',
    path: 'api/apps/tasks/order',
    document: `mutation RestReorderTasks($ids: [ID!]!) { reorderTasks(ids: $ids) { ${TASK_FIELDS} } }`,
    variables: ({ body }) => ({ ids: orderIds(body) }),
    pick: (data) => data.reorderTasks,
  },
  {
    method: 'GET',
    path: 'api/apps/tasks/task',
    document: `query RestTask($id: ID!) { task(id: $id) { ${TASK_FIELDS} } }`,
    variables: ({ query }) => ({ id: requiredId(query.id, 'Query parameter id') }),
    pick: (data) => data.task,
  },
  {
    method: 'POST',
    path: 'api/apps/tasks/task',
    document: `mutation RestCreateTask($type: TaskType!) { createTask(type: $type) { ${TASK_FIELDS} } }`,
    variables: ({ body }) => ({ type: taskType(body) }),
    pick: (data) => data.createTask,
  },
  {
    method: 'PATCH',
    path: 'api/apps/tasks/task',
    document: `mutation RestUpdateTask($id: ID!, $input: TaskPatch!) { updateTask(id: $id, input: $input) { ${TASK_FIELDS} } }`,
    variables: ({ body }) => ({ id: requiredId(bodyObject(body).id, 'id'), input: taskPatch(body) }),
    pick: (data) => data.updateTask,
  },
  {
    method: 'DELETE',
    path: 'api/apps/tasks/task',
    document: `mutation RestDeleteTask($id: ID!) { deleteTask(id: $id) }`,
    variables: ({ query }) => ({ id: requiredId(query.id, 'Query parameter id') }),
    pick: (data) => data.deleteTask,
  },
];

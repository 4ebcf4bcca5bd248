// The tasks list's permission matrix: every operation, over REST and GraphQL (counts and assignees are
// GraphQL only), as each demo persona. The list is the staff's internal work (tasks.policy.ts):
// parents, companies and regular users read an empty list, zero counts and no assignees, NOT_FOUND for
// a task, and every change is FORBIDDEN; another organization's admin works on their own list and gets
// NOT_FOUND for Kartal's rows. A refused call changes no row. Shared set-up: tasks.test-kit.ts.
import { afterAll, describe, expect } from 'vitest';
import {
  permissionMatrix,
  type AllowedCall,
  type MatrixCall,
  type Outcome,
} from '../../../../tests/support/permission-matrix.js';
import { DEMO_PERSONAS } from '../users/index.js';
import { admin, PERSONAS, tasksSuite, type Persona, type Tag, type Task } from './tasks.test-kit.js';

const { t, query, rest, createTask, digest } = tasksSuite();

type Op =
  | 'list'
  | 'search'
  | 'read'
  | 'counts'
  | 'assignees'
  | 'create'
  | 'update'
  | 'reorder'
  | 'delete'
  | 'tags'
  | 'createTag'
  | 'updateTag'
  | 'deleteTag';

const STAFF: Record<Op, Outcome> = {
  list: 'ok',
  search: 'ok',
  read: 'ok',
  counts: 'ok',
  assignees: 'ok',
  create: 'ok',
  update: 'ok',
  reorder: 'ok',
  delete: 'ok',
  tags: 'ok',
  createTag: 'ok',
  updateTag: 'ok',
  deleteTag: 'ok',
};
const NOT_STAFF: Record<Op, Outcome> = {
  list: 'empty',
  search: 'empty',
  read: 'NOT_FOUND',
  counts: 'empty',
  assignees: 'empty',
  create: 'FORBIDDEN',
  update: 'FORBIDDEN',
  reorder: 'FORBIDDEN',
  delete: 'FORBIDDEN',
  tags: 'empty',
  createTag: 'FORBIDDEN',
  updateTag: 'FORBIDDEN',
  deleteTag: 'FORBIDDEN',
};
const EXPECTED: Record<Persona, Record<Op, Outcome>> = {
  superAdmin: STAFF,
  orgAdmin: STAFF,
  // Branch and department admins have `write` but not `delete`.
  branchAdmin: { ...STAFF, delete: 'FORBIDDEN', deleteTag: 'FORBIDDEN' },
  deptAdmin: { ...STAFF, delete: 'FORBIDDEN', deleteTag: 'FORBIDDEN' },
  parent: NOT_STAFF,
  company: NOT_STAFF,
  regular: NOT_STAFF,
  // Anadolu's admin: their own list answers; Kartal's rows (the targets) are NOT_FOUND.
  otherOrgAdmin: {
    ...STAFF,
    read: 'NOT_FOUND',
    update: 'NOT_FOUND',
    reorder: 'NOT_FOUND',
    delete: 'NOT_FOUND',
    updateTag: 'NOT_FOUND',
    deleteTag: 'NOT_FOUND',
  },
};

/** A fresh Kartal task and task tag per call, made by Kartal's organization admin. */
interface Target {
  taskId: string;
  tagId: string;
}

const CALLS: Record<Op, (target: Target, label: string) => MatrixCall> = {
  list: () => ({
    rest: ['GET', 'api/apps/tasks/all'],
    graphql: ['{ tasks { id } }'],
    field: 'tasks',
    empty: [],
  }),
  search: () => ({
    rest: ['GET', 'api/apps/tasks/search?query=e'],
    graphql: ['{ searchTasks(query: "e") { task { id } highlightedTitle } }'],
    field: 'searchTasks',
    empty: [],
  }),
  read: ({ taskId }) => ({
    rest: ['GET', `api/apps/tasks/task?id=${taskId}`],
    graphql: ['query ($id: ID!) { task(id: $id) { id } }', { id: taskId }],
    field: 'task',
  }),
  counts: () => ({
    rest: null,
    graphql: ['{ taskCounts { total remaining } }'],
    field: 'taskCounts',
    empty: { total: 0, remaining: 0 },
  }),
  assignees: () => ({ rest: null, graphql: ['{ taskAssignees { id } }'], field: 'taskAssignees', empty: [] }),
  create: () => ({
    rest: ['POST', 'api/apps/tasks/task', { type: 'task' }],
    graphql: ['mutation { createTask(type: task) { id title } }'],
    field: 'createTask',
  }),
  update: ({ taskId }) => ({
    rest: ['PATCH', 'api/apps/tasks/task', { id: taskId, task: { title: 'Matrix' } }],
    graphql: [
      'mutation ($id: ID!) { updateTask(id: $id, input: { title: "Matrix" }) { id title } }',
      { id: taskId },
    ],
    field: 'updateTask',
  }),
  reorder: ({ taskId }) => ({
    rest: ['PATCH', 'api/apps/tasks/order', { tasks: [{ id: taskId }] }],
    graphql: ['mutation ($ids: [ID!]!) { reorderTasks(ids: $ids) { id } }', { ids: [taskId] }],
    field: 'reorderTasks',
  }),
  delete: ({ taskId }) => ({
    rest: ['DELETE', `api/apps/tasks/task?id=${taskId}`],
    graphql: ['mutation ($id: ID!) { deleteTask(id: $id) }', { id: taskId }],
    field: 'deleteTask',
  }),
  tags: () => ({
    rest: ['GET', 'api/apps/tasks/tags'],
    graphql: ['{ taskTags { id title } }'],
    field: 'taskTags',
    empty: [],
  }),
  createTag: (_target, label) => ({
    rest: ['POST', 'api/apps/tasks/tag', { tag: { title: label } }],
    graphql: [
      'mutation ($title: String!) { createTaskTag(title: $title) { id title } }',
      { title: `${label} gql` },
    ],
    field: 'createTaskTag',
  }),
  updateTag: ({ tagId }, label) => ({
    rest: ['PATCH', 'api/apps/tasks/tag', { id: tagId, tag: { title: label } }],
    graphql: [
      'mutation ($id: ID!, $title: String!) { updateTaskTag(id: $id, title: $title) { id title } }',
      { id: tagId, title: `${label} gql` },
    ],
    field: 'updateTaskTag',
  }),
  deleteTag: ({ tagId }) => ({
    rest: ['DELETE', `api/apps/tasks/tag?id=${tagId}`],
    graphql: ['mutation ($id: ID!) { deleteTaskTag(id: $id) }', { id: tagId }],
    field: 'deleteTaskTag',
  }),
};

describe('the permission matrix: every operation as each persona', () => {
  let made = 0;
  const madeTasks: string[] = [];
  const madeTags: string[] = [];
  afterAll(async () => {
    await query('DELETE FROM tasks WHERE id = ANY($1::uuid[])', [madeTasks]);
    await query('DELETE FROM tags WHERE id = ANY($1::uuid[])', [madeTags]);
  });

  async function freshTarget(): Promise<Target> {
    const task = await createTask(admin);
    const tag = await rest<Tag>('POST', 'api/apps/tasks/tag', admin, { tag: { title: `Target ${++made}` } });
    expect(tag.status).toBe(200);
    madeTasks.push(task.id);
    madeTags.push(tag.body.id);
    return { taskId: task.id, tagId: tag.body.id };
  }

  /** Every row of both tables, so a refused call can be shown to have changed nothing. */
  const digestAll = () => digest('tasks', 'tags');

  const idsOf = async (sql: string, organizationId: string) =>
    (await query<{ id: string }>(sql, [organizationId])).map((row) => row.id);
  const ownTaskIds = (organizationId: string) =>
    idsOf('SELECT id FROM tasks WHERE organization_id = $1 ORDER BY position, id', organizationId);
  const ownTagIds = (organizationId: string) =>
    idsOf(
      `SELECT id FROM tags WHERE organization_id = $1 AND kind = 'task' ORDER BY created_at DESC, id DESC`,
      organizationId,
    );

  /** The checks of an allowed call's answer (REST body, or the GraphQL field's value). */
  async function expectAllowed({ op, persona, target, answer, where }: AllowedCall<Persona, Op, Target>) {
    const organizationId = DEMO_PERSONAS[persona].organizationId;
    switch (op) {
      case 'list': {
        const own = await ownTaskIds(organizationId);
        expect(own.length, where).toBeGreaterThan(0);
        expect(
          (answer as Task[]).map((task) => task.id),
          where,
        ).toEqual(own);
        return;
      }
      case 'search': {
        const own = new Set(await ownTaskIds(organizationId));
        const found = (answer as ({ id: string } | { task: { id: string } })[]).map((hit) =>
          'task' in hit ? hit.task.id : hit.id,
        );
        expect(found.length, where).toBeGreaterThan(0);
        expect(
          found.every((id) => own.has(id)),
          where,
        ).toBe(true);
        return;
      }
      case 'read':
        expect(answer, where).toMatchObject({ id: target.taskId });
        return;
      case 'counts': {
        const [row] = await query<{ total: number; remaining: number }>(
          `SELECT count(*) FILTER (WHERE type = 'task')::int AS total,
                  count(*) FILTER (WHERE type = 'task' AND NOT completed)::int AS remaining
             FROM tasks WHERE organization_id = $1`,
          [organizationId],
        );
        expect(row?.total, where).toBeGreaterThan(0);
        expect(answer, where).toEqual(row);
        return;
      }
      case 'assignees': {
        const own = await idsOf(
          `SELECT id FROM users WHERE organization_id = $1 AND account_status = 'active' ORDER BY name, id`,
          organizationId,
        );
        expect(
          (answer as { id: string }[]).map((user) => user.id),
          where,
        ).toEqual(own);
        return;
      }
      case 'create': {
        const created = answer as Task;
        madeTasks.push(created.id);
        expect(created.title, where).toBe('');
        expect(await ownTaskIds(organizationId), where).toContain(created.id);
        return;
      }
      case 'update':
        expect(answer, where).toMatchObject({ id: target.taskId, title: 'Matrix' });
        return;
      case 'reorder':
        expect(
          (answer as Task[]).map((task) => task.id),
          where,
        ).toEqual([target.taskId]);
        return;
      case 'delete':
      case 'deleteTag':
        expect(answer, where).toBe(true);
        return;
      case 'tags': {
        const own = await ownTagIds(organizationId);
        expect(own.length, where).toBeGreaterThan(0);
        expect(
          (answer as Tag[]).map((tag) => tag.id),
          where,
        ).toEqual(own);
        return;
      }
      case 'createTag':
        madeTags.push((answer as Tag).id);
        expect((await ownTagIds(organizationId))[0], where).toBe((answer as Tag).id);
        return;
      case 'updateTag':
        expect(answer, where).toMatchObject({ id: target.tagId });
        return;
    }
  }

  permissionMatrix({
    personas: PERSONAS,
    token: (persona) => t.tokens[persona],
    http: () => t.http,
    expected: EXPECTED,
    calls: CALLS,
    target: freshTarget,
    digest: digestAll,
    expectAllowed,
  });
});

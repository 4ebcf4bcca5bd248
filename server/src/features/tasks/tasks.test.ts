import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInToken } from '../../../../tests/support/auth.js';
import { createHttp } from '../../../../tests/support/http.js';
import {
  permissionMatrix,
  type AllowedCall,
  type MatrixCall,
  type Outcome,
} from '../../../../tests/support/permission-matrix.js';
import { startTestServer, type TestServer } from '../../../../tests/support/server.js';
import { DEMO_PERSONAS, demoMembers } from '../users/index.js';
import { DEMO_TASK_TAGS, seedDemoTasks } from './tasks.seed.js';

interface SubTask {
  id: string;
  title: string;
  completed: boolean;
}
interface Task {
  id: string;
  type: 'task' | 'section';
  title: string;
  notes: string | null;
  completed: boolean;
  dueDate: string | null;
  priority: number;
  tags: string[];
  assignedTo: string | null;
  subTasks: SubTask[];
  order: number;
}
interface Tag {
  id: string;
  title: string;
}
interface ErrorBody {
  code: string;
  message: string;
  fieldErrors?: Record<string, string>;
}

let t: TestServer;
let http: ReturnType<typeof createHttp>;
let admin: string;
let other: string;
let readOnly: string;
let branch: string;

beforeAll(async () => {
  t = await startTestServer();
  http = createHttp(t.url);
  [admin, other, readOnly, branch] = await Promise.all([
    signInToken(t.url, DEMO_PERSONAS.orgAdmin),
    signInToken(t.url, DEMO_PERSONAS.otherOrgAdmin),
    signInToken(t.url, DEMO_PERSONAS.regular),
    signInToken(t.url, DEMO_PERSONAS.branchAdmin),
  ]);
});
afterAll(async () => {
  await t?.close();
});

const rest = <T = unknown>(method: string, path: string, token?: string, body?: unknown) =>
  http.request<T>(method, path, { token, body });

const all = async (token: string) => {
  const response = await rest<Task[]>('GET', 'api/apps/tasks/all', token);
  expect(response.status).toBe(200);
  return response.body;
};
const tagsOf = async (token: string) => {
  const response = await rest<Tag[]>('GET', 'api/apps/tasks/tags', token);
  expect(response.status).toBe(200);
  return response.body;
};
const getTask = async (token: string, id: string) => {
  const response = await rest<Task>('GET', `api/apps/tasks/task?id=${id}`, token);
  expect(response.status).toBe(200);
  return response.body;
};
const createTask = async (token: string, type: 'task' | 'section' = 'task') => {
  const response = await rest<Task>('POST', 'api/apps/tasks/task', token, { type });
  expect(response.status).toBe(200);
  return response.body;
};
const patchTask = (token: string, id: string, task: unknown) =>
  rest<Task & ErrorBody>('PATCH', 'api/apps/tasks/task', token, { id, task });
const byOrder = (tasks: Task[]) => [...tasks].sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));

const TASK_KEYS = [
  'assignedTo',
  'completed',
  'dueDate',
  'id',
  'notes',
  'order',
  'priority',
  'subTasks',
  'tags',
  'title',
  'type',
];

const kartalMember = (predicate: (member: ReturnType<typeof demoMembers>[number]) => boolean) => {
  const member = demoMembers().find(
    (m) => m.organizationId === DEMO_PERSONAS.orgAdmin.organizationId && predicate(m),
  );
  if (!member) throw new Error('no such demo member');
  return member;
};

describe('tasks without a token', () => {
  it('answers 401 on every REST row and UNAUTHENTICATED over GraphQL', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const calls: [string, string, unknown?][] = [
      ['GET', 'api/apps/tasks/tags'],
      ['POST', 'api/apps/tasks/tag', { tag: { title: 'x' } }],
      ['PATCH', 'api/apps/tasks/tag', { id, tag: { title: 'x' } }],
      ['DELETE', `api/apps/tasks/tag?id=${id}`],
      ['GET', 'api/apps/tasks/all'],
      ['GET', 'api/apps/tasks/search?query=kit'],
      ['PATCH', 'api/apps/tasks/order', { tasks: [{ id }] }],
      ['GET', `api/apps/tasks/task?id=${id}`],
      ['POST', 'api/apps/tasks/task', { type: 'task' }],
      ['PATCH', 'api/apps/tasks/task', { id, task: { title: 'x' } }],
      ['DELETE', `api/apps/tasks/task?id=${id}`],
    ];
    for (const [method, path, body] of calls) {
      const response = await rest<ErrorBody>(method, path, undefined, body);
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(response.body.code).toBe('UNAUTHENTICATED');
    }
    for (const query of [
      '{ tasks { id } }',
      '{ taskCounts { total } }',
      '{ taskTags { id } }',
      '{ taskAssignees { id } }',
      'mutation { createTask(type: task) { id } }',
    ]) {
      const response = await http.graphql(query);
      expect(response.errors?.[0]?.extensions?.code, query).toBe('UNAUTHENTICATED');
    }
  });
});

describe('reading the seeded tasks list', () => {
  it('lists tasks and sections by order in the spec shape, only the organization’s own', async () => {
    const kartal = await all(admin);
    expect(kartal.length).toBeGreaterThanOrEqual(25);
    expect(Object.keys(kartal[0] as Task).sort()).toEqual(TASK_KEYS);
    expect(kartal).toEqual(byOrder(kartal));
    expect(kartal[0]).toMatchObject({ type: 'section', title: 'Spring tournament', completed: false });
    expect(kartal.filter((task) => task.type === 'section').length).toBeGreaterThanOrEqual(3);
    expect(kartal.some((task) => task.completed)).toBe(true);
    const now = Date.now();
    const dues = kartal.flatMap((task) => (task.dueDate ? [Date.parse(task.dueDate)] : []));
    expect(dues.some((due) => due < now)).toBe(true);
    expect(dues.some((due) => due > now)).toBe(true);
    expect(new Set(kartal.map((task) => task.priority))).toEqual(new Set([0, 1, 2]));
    expect(kartal.some((task) => task.subTasks.length > 0 && task.assignedTo !== null)).toBe(true);

    const anadolu = await all(other);
    expect(anadolu.length).toBeGreaterThan(0);
    expect(anadolu.some((task) => kartal.some((mine) => mine.id === task.id))).toBe(false);
    const kartalTags = new Set((await tagsOf(admin)).map((tag) => tag.id));
    expect(anadolu.flatMap((task) => task.tags).some((id) => kartalTags.has(id))).toBe(false);
    expect(kartal.flatMap((task) => task.tags).every((id) => kartalTags.has(id))).toBe(true);
  });

  it('lists the organization’s task tags, newest first', async () => {
    const kartal = await tagsOf(admin);
    expect(kartal.map((tag) => tag.title)).toEqual([...DEMO_TASK_TAGS]);
    expect(DEMO_TASK_TAGS).toContain('Medical');
    expect(Object.keys(kartal[0] as Tag).sort()).toEqual(['id', 'title']);
    const anadolu = await tagsOf(other);
    expect(anadolu).toHaveLength(7);
    expect(anadolu.some((tag) => kartal.some((mine) => mine.id === tag.id))).toBe(false);
  });

  it('reads one task; unknown, malformed, missing and foreign ids fail', async () => {
    const [, first] = await all(admin);
    expect(await getTask(admin, (first as Task).id)).toEqual(first);
    expect(await getTask(branch, (first as Task).id)).toEqual(first);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const response = await rest<ErrorBody>('GET', `api/apps/tasks/task?id=${id}`, admin);
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('NOT_FOUND');
    }
    const foreign = await rest<ErrorBody>('GET', `api/apps/tasks/task?id=${(first as Task).id}`, other);
    expect(foreign.status).toBe(404);
    const missing = await rest<ErrorBody>('GET', 'api/apps/tasks/task', admin);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 'BAD_REQUEST', message: 'Query parameter id is required.' });
  });

  it('counts tasks and remaining tasks without sections', async () => {
    const list = await all(admin);
    const tasks = list.filter((task) => task.type === 'task');
    const response = await http.graphql<{ taskCounts: { total: number; remaining: number } }>(
      '{ taskCounts { total remaining } }',
      {},
      admin,
    );
    expect(response.data?.taskCounts).toEqual({
      total: tasks.length,
      remaining: tasks.filter((task) => !task.completed).length,
    });
    const theirs = await http.graphql<{ taskCounts: { total: number } }>(
      '{ taskCounts { total } }',
      {},
      other,
    );
    expect(theirs.data?.taskCounts.total).toBe((await all(other)).filter((x) => x.type === 'task').length);
  });

  it('lists the active members of the organization as assignees, by name', async () => {
    const response = await http.graphql<{ taskAssignees: { id: string; name: string }[] }>(
      '{ taskAssignees { id name } }',
      {},
      admin,
    );
    const people = response.data?.taskAssignees ?? [];
    const ids = people.map((person) => person.id);
    expect(ids).toContain(DEMO_PERSONAS.orgAdmin.id);
    expect(ids).not.toContain(DEMO_PERSONAS.otherOrgAdmin.id);
    expect(ids).not.toContain(kartalMember((m) => m.accountStatus === 'suspended').id);
    expect(ids).not.toContain(kartalMember((m) => m.accountStatus === 'inactive').id);
    const expected = (await t.dataSource.query(
      `SELECT id FROM users WHERE organization_id = $1 AND account_status = 'active' ORDER BY name, id`,
      [DEMO_PERSONAS.orgAdmin.organizationId],
    )) as { id: string }[];
    expect(ids).toEqual(expected.map((row) => row.id));
    const theirs = await http.graphql<{ taskAssignees: { id: string }[] }>(
      '{ taskAssignees { id } }',
      {},
      other,
    );
    expect(theirs.data?.taskAssignees.map((person) => person.id)).toContain(DEMO_PERSONAS.otherOrgAdmin.id);
    expect(theirs.data?.taskAssignees.some((person) => ids.includes(person.id))).toBe(false);
  });

  it('seeding again changes nothing', async () => {
    const before = await all(admin);
    await seedDemoTasks(t.dataSource);
    expect(await all(admin)).toEqual(before);
  });
});

describe('creating tasks', () => {
  it('creates an empty task placed first, with the spec defaults', async () => {
    const before = await all(admin);
    const created = await createTask(admin);
    expect(created).toEqual({
      id: expect.any(String),
      type: 'task',
      title: '',
      notes: null,
      completed: false,
      dueDate: null,
      priority: 1,
      tags: [],
      assignedTo: null,
      subTasks: [],
      order: Math.min(...before.map((task) => task.order)) - 1,
    });
    const after = await all(admin);
    expect(after[0]).toEqual(created);
    expect(after.slice(1)).toEqual(before);
  });

  it('creates a section first over GraphQL, and a branch admin may create', async () => {
    const response = await http.graphql<{ createTask: Task }>(
      'mutation { createTask(type: section) { id type title completed priority order } }',
      {},
      branch,
    );
    const section = response.data?.createTask as Task;
    expect(section).toMatchObject({ type: 'section', title: '', completed: false, priority: 1 });
    expect((await all(admin))[0]?.id).toBe(section.id);
  });

  it('refuses an unknown type, and a read-only role: nothing is created', async () => {
    const before = await all(admin);
    for (const body of [{ type: 'epic' }, {}]) {
      const response = await rest<ErrorBody>('POST', 'api/apps/tasks/task', admin, body);
      expect(response.status).toBe(400);
      expect(response.body.fieldErrors).toEqual({ type: 'Type must be task or section' });
    }
    const forbidden = await rest<ErrorBody>('POST', 'api/apps/tasks/task', readOnly, { type: 'task' });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.code).toBe('FORBIDDEN');
    expect(await all(admin)).toEqual(before);
  });
});

describe('updating tasks', () => {
  it('merges a patch: given fields change, the others stay', async () => {
    const task = await createTask(admin);
    const response = await patchTask(admin, task.id, { title: 'Call the federation', priority: 2 });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...task, title: 'Call the federation', priority: 2 });
    expect(await getTask(admin, task.id)).toEqual(response.body);
  });

  it('takes the whole task back as the client holds it, extra keys and all', async () => {
    const [tag] = await tagsOf(admin);
    const task = await createTask(admin);
    const due = '2026-12-01T09:30:00.000Z';
    const full = {
      ...task,
      title: 'Book the pitch ',
      notes: '<p>Ask for <b>lights</b></p><script>alert(1)</script>',
      dueDate: due,
      tags: [tag?.id, tag?.id],
      assignedTo: DEMO_PERSONAS.deptAdmin.id,
      subTasks: [{ id: '0f0e0d0c-0b0a-4090-8070-605040302010', title: 'Call', completed: true, extra: 1 }],
      order: 999,
      type: 'section',
    };
    const response = await patchTask(admin, task.id, full);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      ...task,
      title: 'Book the pitch ',
      notes: '<p>Ask for <b>lights</b></p>',
      dueDate: due,
      tags: [tag?.id],
      assignedTo: DEMO_PERSONAS.deptAdmin.id,
      subTasks: [{ id: '0f0e0d0c-0b0a-4090-8070-605040302010', title: 'Call', completed: true }],
    });
  });

  it('clears nullable fields with null, generates missing sub-task ids, resolves the assignee', async () => {
    const task = await createTask(admin);
    await patchTask(admin, task.id, {
      notes: '<p>x</p>',
      dueDate: '2026-12-01T10:00:00+03:00',
      assignedTo: DEMO_PERSONAS.orgAdmin.id,
    });
    const response = await http.graphql<{ updateTask: Task & { assignee: { id: string } | null } }>(
      `mutation ($id: ID!, $input: TaskPatch!) { updateTask(id: $id, input: $input) {
         notes dueDate assignedTo assignee { id } subTasks { id title completed } } }`,
      {
        id: task.id,
        input: {
          notes: '<p> </p>',
          dueDate: null,
          assignedTo: null,
          subTasks: [{ title: 'First' }, { title: 'Second', completed: true }],
        },
      },
      admin,
    );
    const updated = response.data?.updateTask;
    expect(updated).toMatchObject({ notes: null, dueDate: null, assignedTo: null, assignee: null });
    expect(updated?.subTasks.map(({ title, completed }) => ({ title, completed }))).toEqual([
      { title: 'First', completed: false },
      { title: 'Second', completed: true },
    ]);
    expect(updated?.subTasks.every((step) => /^[0-9a-f-]{36}$/.test(step.id))).toBe(true);
    const assigned = await http.graphql<{ updateTask: { assignee: { id: string; name: string } } }>(
      `mutation ($id: ID!) { updateTask(id: $id, input: { assignedTo: "${DEMO_PERSONAS.deptAdmin.id}" }) {
         assignee { id name } } }`,
      { id: task.id },
      admin,
    );
    expect(assigned.data?.updateTask.assignee).toEqual({
      id: DEMO_PERSONAS.deptAdmin.id,
      name: DEMO_PERSONAS.deptAdmin.name,
    });
  });

  it('keeps a section not completed, and an empty patch changes nothing', async () => {
    const section = await createTask(admin, 'section');
    const response = await patchTask(admin, section.id, { completed: true, title: 'Later' });
    expect(response.body).toMatchObject({ completed: false, title: 'Later' });
    const task = await createTask(admin);
    expect((await patchTask(admin, task.id, { completed: true })).body.completed).toBe(true);
    const empty = await patchTask(admin, task.id, {});
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ ...task, completed: true });
  });

  it('refuses invalid fields with field errors and changes nothing', async () => {
    const task = await createTask(admin);
    const [otherTag] = await tagsOf(other);
    const suspended = kartalMember((m) => m.accountStatus === 'suspended');
    const cases: [Record<string, unknown>, string[]][] = [
      [{ title: 'x'.repeat(301) }, ['title']],
      [{ title: null }, ['title']],
      [{ priority: 3 }, ['priority']],
      [{ priority: -1 }, ['priority']],
      [{ priority: null }, ['priority']],
      [{ completed: null }, ['completed']],
      [{ notes: 'x'.repeat(20001) }, ['notes']],
      [{ tags: ['00000000-0000-4000-8000-000000000000'] }, ['tags']],
      [{ tags: ['not-a-uuid'] }, ['tags']],
      [{ tags: [otherTag?.id] }, ['tags']],
      [{ tags: null }, ['tags']],
      [{ assignedTo: DEMO_PERSONAS.otherOrgAdmin.id }, ['assignedTo']],
      [{ assignedTo: suspended.id }, ['assignedTo']],
      [{ assignedTo: 'someone' }, ['assignedTo']],
      [{ tags: [otherTag?.id], assignedTo: DEMO_PERSONAS.otherOrgAdmin.id }, ['assignedTo', 'tags']],
      [{ subTasks: Array.from({ length: 51 }, (_, n) => ({ title: `Step ${n}` })) }, ['subTasks']],
      [{ subTasks: [{ title: ' ' }] }, ['subTasks.0.title']],
      [{ subTasks: [{ title: 'x'.repeat(201) }] }, ['subTasks.0.title']],
      [{ subTasks: [{ id: 'nope', title: 'a' }] }, ['subTasks.0.id']],
      [
        {
          subTasks: [
            { id: '0f0e0d0c-0b0a-4090-8070-605040302010', title: 'a' },
            { id: '0f0e0d0c-0b0a-4090-8070-605040302010', title: 'b' },
          ],
        },
        ['subTasks'],
      ],
      [{ title: 'x'.repeat(301), priority: 5 }, ['priority', 'title']],
    ];
    for (const [patch, fields] of cases) {
      const response = await patchTask(admin, task.id, { ...patch });
      expect(response.status, JSON.stringify(patch).slice(0, 80)).toBe(400);
      expect(response.body.code).toBe('BAD_USER_INPUT');
      expect(Object.keys(response.body.fieldErrors ?? {}).sort()).toEqual(fields);
    }
    const badDate = await patchTask(admin, task.id, { dueDate: 'next week' });
    expect(badDate.status).toBe(400);
    expect(badDate.body.code).toBe('BAD_USER_INPUT');
    expect(await getTask(admin, task.id)).toEqual(task);
  });

  it('answers NOT_FOUND for unknown and malformed ids, BAD_REQUEST without one', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const response = await patchTask(admin, id, { title: 'x' });
      expect(response.status).toBe(404);
    }
    const missing = await rest<ErrorBody>('PATCH', 'api/apps/tasks/task', admin, { task: { title: 'x' } });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 'BAD_REQUEST', message: 'id is required.' });
  });
});

describe('deleting tasks', () => {
  it('deletes and answers true; then NOT_FOUND; BAD_REQUEST without an id', async () => {
    const task = await createTask(admin);
    const response = await rest('DELETE', `api/apps/tasks/task?id=${task.id}`, admin);
    expect(response.status).toBe(200);
    expect(response.body).toBe(true);
    expect((await all(admin)).some((x) => x.id === task.id)).toBe(false);
    const again = await rest<ErrorBody>('DELETE', `api/apps/tasks/task?id=${task.id}`, admin);
    expect(again.status).toBe(404);
    const missing = await rest<ErrorBody>('DELETE', 'api/apps/tasks/task', admin);
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('BAD_REQUEST');
    const gql = await http.graphql<{ deleteTask: boolean }>(
      'mutation ($id: ID!) { deleteTask(id: $id) }',
      { id: (await createTask(admin)).id },
      admin,
    );
    expect(gql.data?.deleteTask).toBe(true);
  });
});

describe('roles', () => {
  it('a branch admin changes tasks and tags but cannot delete them', async () => {
    const task = await createTask(branch);
    expect((await patchTask(branch, task.id, { title: 'Mine' })).status).toBe(200);
    const removeTask = await rest<ErrorBody>('DELETE', `api/apps/tasks/task?id=${task.id}`, branch);
    expect(removeTask.status).toBe(403);
    const tag = await rest<Tag>('POST', 'api/apps/tasks/tag', branch, { tag: { title: 'Branch only' } });
    expect(tag.status).toBe(200);
    const removeTag = await rest<ErrorBody>('DELETE', `api/apps/tasks/tag?id=${tag.body.id}`, branch);
    expect(removeTag.status).toBe(403);
    expect((await getTask(admin, task.id)).title).toBe('Mine');
    expect((await tagsOf(admin)).some((x) => x.id === tag.body.id)).toBe(true);
  });
});

describe('another organization', () => {
  it('cannot read, change, reorder or delete Kartal’s tasks and tags: NOT_FOUND, nothing changes', async () => {
    const before = await all(admin);
    const tagsBefore = await tagsOf(admin);
    const [task] = before.filter((x) => x.type === 'task');
    const [tag] = tagsBefore;
    const id = task?.id as string;
    const calls: [string, string, unknown?][] = [
      ['GET', `api/apps/tasks/task?id=${id}`],
      ['PATCH', 'api/apps/tasks/task', { id, task: { title: 'hijacked' } }],
      ['DELETE', `api/apps/tasks/task?id=${id}`],
      ['PATCH', 'api/apps/tasks/order', { tasks: [{ id }] }],
      ['PATCH', 'api/apps/tasks/tag', { id: tag?.id, tag: { title: 'hijacked' } }],
      ['DELETE', `api/apps/tasks/tag?id=${tag?.id}`],
    ];
    for (const [method, path, body] of calls) {
      const response = await rest<ErrorBody>(method, path, other, body);
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.body.code).toBe('NOT_FOUND');
    }
    for (const query of [
      `{ task(id: "${id}") { id } }`,
      `mutation { updateTask(id: "${id}", input: { title: "x" }) { id } }`,
      `mutation { deleteTask(id: "${id}") }`,
      `mutation { reorderTasks(ids: ["${id}"]) { id } }`,
      `mutation { updateTaskTag(id: "${tag?.id}", title: "x") { id } }`,
      `mutation { deleteTaskTag(id: "${tag?.id}") }`,
    ]) {
      const response = await http.graphql(query, {}, other);
      expect(response.errors?.[0]?.extensions?.code, query).toBe('NOT_FOUND');
    }
    const search = await rest<Task[]>('GET', 'api/apps/tasks/search?query=the', other);
    expect(search.body.some((x) => before.some((mine) => mine.id === x.id))).toBe(false);
    expect(await all(admin)).toEqual(before);
    expect(await tagsOf(admin)).toEqual(tagsBefore);
  });

  it('cannot assign a Kartal member or put a Kartal tag on its own task', async () => {
    const [theirs] = (await all(other)).filter((x) => x.type === 'task');
    const [kartalTag] = await tagsOf(admin);
    const response = await patchTask(other, theirs?.id as string, {
      assignedTo: DEMO_PERSONAS.orgAdmin.id,
      tags: [kartalTag?.id],
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.fieldErrors ?? {}).sort()).toEqual(['assignedTo', 'tags']);
    expect(await getTask(other, theirs?.id as string)).toEqual(theirs);
  });
});

describe('reordering', () => {
  const reorder = (token: string, tasks: unknown) =>
    rest<Task[] & ErrorBody>('PATCH', 'api/apps/tasks/order', token, { tasks });

  it('moves a row down and back up; rows outside the moved range keep their order', async () => {
    const before = await all(admin);
    const window = before.slice(3, 7);
    const [a, b, c, d] = window as [Task, Task, Task, Task];
    const down = await reorder(admin, [b, c, d, a]);
    expect(down.status).toBe(200);
    const orders = window.map((task) => task.order).sort((x, y) => x - y);
    expect(down.body.map((task) => [task.id, task.order])).toEqual(
      [b, c, d, a].map((task, index) => [task.id, orders[index]]),
    );
    const moved = await all(admin);
    expect(moved.map((task) => task.id)).toEqual([
      ...before.slice(0, 3).map((task) => task.id),
      ...[b, c, d, a].map((task) => task.id),
      ...before.slice(7).map((task) => task.id),
    ]);
    const untouched = (list: Task[]) => list.filter((task) => !window.some((w) => w.id === task.id));
    expect(untouched(moved)).toEqual(untouched(before));

    // Up again, over GraphQL with bare ids.
    const up = await http.graphql<{ reorderTasks: { id: string; order: number }[] }>(
      'mutation ($ids: [ID!]!) { reorderTasks(ids: $ids) { id order } }',
      { ids: [a.id, b.id, c.id, d.id] },
      admin,
    );
    expect(up.data?.reorderTasks).toEqual(window.map((task) => ({ id: task.id, order: task.order })));
    expect(await all(admin)).toEqual(before);
  });

  it('takes the whole list in its new sequence and answers it by order', async () => {
    const before = await all(admin);
    const last = before.at(-1) as Task;
    const sequence = [last, ...before.slice(0, -1)];
    const response = await reorder(admin, sequence);
    expect(response.status).toBe(200);
    expect(response.body.map((task) => task.id)).toEqual(sequence.map((task) => task.id));
    expect(response.body.map((task) => task.order)).toEqual(before.map((task) => task.order));
    expect(await all(admin)).toEqual(response.body);
    await reorder(admin, before);
    expect(await all(admin)).toEqual(before);
  });

  it('refuses a repeated id, an unknown or foreign id, and a body without tasks; nothing changes', async () => {
    const before = await all(admin);
    const [a, b] = before as [Task, Task];
    const repeated = await reorder(admin, [a, b, a]);
    expect(repeated.status).toBe(400);
    expect(repeated.body).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { ids: expect.any(String) } });
    const [theirs] = await all(other);
    for (const foreign of [theirs?.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const response = await reorder(admin, [a, { id: foreign }]);
      expect(response.status).toBe(404);
    }
    for (const body of [{}, { tasks: 'all' }, { tasks: [{ title: 'no id' }] }]) {
      const response = await rest<ErrorBody>('PATCH', 'api/apps/tasks/order', admin, body);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('BAD_REQUEST');
    }
    const empty = await reorder(admin, []);
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual([]);
    expect(await all(admin)).toEqual(before);
  });
});

describe('searching tasks', () => {
  const search = async (token: string, query?: string) => {
    const path =
      query === undefined
        ? 'api/apps/tasks/search'
        : `api/apps/tasks/search?query=${encodeURIComponent(query)}`;
    const response = await rest<Task[] | null>('GET', path, token);
    expect(response.status).toBe(200);
    return response.body;
  };

  it('answers null for a blank or missing query', async () => {
    expect(await search(admin, '')).toBeNull();
    expect(await search(admin, '   ')).toBeNull();
    expect(await search(admin)).toBeNull();
    const gql = await http.graphql<{ searchTasks: null }>(
      '{ searchTasks(query: " ") { highlightedTitle } }',
      {},
      admin,
    );
    expect(gql.data?.searchTasks).toBeNull();
  });

  it('finds by title or notes regardless of case, in list order, with the matches marked', async () => {
    const hits = (await search(admin, 'ORDER')) as Task[];
    expect(hits.map((hit) => hit.title)).toContain('<mark>Order</mark> new kits for the U10 squad');
    const list = await all(admin);
    const positions = hits.map((hit) => list.findIndex((task) => task.id === hit.id));
    expect(positions).toEqual([...positions].sort((x, y) => x - y));
    expect(Object.keys(hits[0] as Task).sort()).toEqual(TASK_KEYS);

    const the = (await search(admin, 'the')) as Task[];
    const sample = the.find((hit) => hit.title.startsWith('Send'));
    expect(sample?.title).toBe('Send <mark>the</mark> match schedule to <mark>the</mark> parents');

    // Found by its notes only: the title is escaped and carries no mark.
    const byNotes = (await search(admin, 'crest')) as Task[];
    expect(byNotes.map((hit) => hit.title)).toEqual(['Order new kits for the U10 squad']);
    // Markup in the notes is not text.
    expect(await search(admin, 'href')).toEqual([]);
  });

  it('escapes titles and queries with markup, and marks the match on the original text', async () => {
    const task = await createTask(admin);
    await patchTask(admin, task.id, { title: 'Fix <b>bold</b> & "quotes" in Ümit’s <B>notes' });
    const [hit] = (await search(admin, '<b>')) as Task[];
    expect(hit?.id).toBe(task.id);
    expect(hit?.title).toBe(
      'Fix <mark>&lt;b&gt;</mark>bold&lt;/b&gt; &amp; &quot;quotes&quot; in Ümit’s <mark>&lt;B&gt;</mark>notes',
    );
    const [amp] = (await search(admin, '& "q')) as Task[];
    expect(amp?.title).toContain('<mark>&amp; &quot;q</mark>uotes');
    const [percent] = (await search(admin, '%')) ?? [];
    expect(percent).toBeUndefined();
    const gql = await http.graphql<{
      searchTasks: { task: { id: string; title: string }; highlightedTitle: string }[];
    }>('{ searchTasks(query: "ümit") { task { id title } highlightedTitle } }', {}, admin);
    expect(gql.data?.searchTasks).toEqual([
      {
        task: { id: task.id, title: 'Fix <b>bold</b> & "quotes" in Ümit’s <B>notes' },
        highlightedTitle:
          'Fix &lt;b&gt;bold&lt;/b&gt; &amp; &quot;quotes&quot; in <mark>Ümit</mark>’s &lt;B&gt;notes',
      },
    ]);
    await rest('DELETE', `api/apps/tasks/task?id=${task.id}`, admin);
  });
});

describe('task tags', () => {
  it('creates a tag first in the list; a duplicate title regardless of case is a CONFLICT', async () => {
    const created = await rest<Tag>('POST', 'api/apps/tasks/tag', admin, { tag: { title: ' Scouting ' } });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ id: expect.any(String), title: 'Scouting' });
    expect((await tagsOf(admin))[0]).toEqual(created.body);
    const duplicate = await rest<ErrorBody>('POST', 'api/apps/tasks/tag', admin, {
      tag: { title: 'scouting' },
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.code).toBe('CONFLICT');
    // Another organization may use the same title.
    const theirs = await rest<Tag>('POST', 'api/apps/tasks/tag', other, { tag: { title: 'Scouting' } });
    expect(theirs.status).toBe(200);
    for (const tag of [{ title: '' }, { title: 'x'.repeat(51) }, {}]) {
      const response = await rest<ErrorBody>('POST', 'api/apps/tasks/tag', admin, { tag });
      expect(response.status).toBe(400);
      expect(Object.keys(response.body.fieldErrors ?? {})).toEqual(['title']);
    }
  });

  it('renames a tag; a title in use is a CONFLICT; unknown ids are NOT_FOUND', async () => {
    const tags = await tagsOf(admin);
    const target = tags.find((tag) => tag.title === 'Medical') as Tag;
    const renamed = await rest<Tag>('PATCH', 'api/apps/tasks/tag', admin, {
      id: target.id,
      tag: { title: 'Health' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual({ id: target.id, title: 'Health' });
    const taken = await rest<ErrorBody>('PATCH', 'api/apps/tasks/tag', admin, {
      id: target.id,
      tag: { title: 'TRAINING' },
    });
    expect(taken.status).toBe(409);
    const unknown = await rest<ErrorBody>('PATCH', 'api/apps/tasks/tag', admin, {
      id: '00000000-0000-4000-8000-000000000000',
      tag: { title: 'x' },
    });
    expect(unknown.status).toBe(404);
    const missing = await rest<ErrorBody>('PATCH', 'api/apps/tasks/tag', admin, { tag: { title: 'x' } });
    expect(missing.status).toBe(400);
    const gql = await http.graphql<{ updateTaskTag: Tag }>(
      `mutation { updateTaskTag(id: "${target.id}", title: "Medical") { id title } }`,
      {},
      admin,
    );
    expect(gql.data?.updateTaskTag).toEqual(target);
  });

  it('deletes a tag and takes it off every task carrying it', async () => {
    const tag = (await tagsOf(admin)).find((x) => x.title === 'Equipment') as Tag;
    const carrying = (await all(admin)).filter((task) => task.tags.includes(tag.id));
    expect(carrying.length).toBeGreaterThan(1);
    const response = await rest('DELETE', `api/apps/tasks/tag?id=${tag.id}`, admin);
    expect(response.status).toBe(200);
    expect(response.body).toBe(true);
    expect((await tagsOf(admin)).some((x) => x.id === tag.id)).toBe(false);
    const after = await all(admin);
    expect(after.some((task) => task.tags.includes(tag.id))).toBe(false);
    for (const task of carrying) {
      expect(after.find((x) => x.id === task.id)?.tags).toEqual(task.tags.filter((id) => id !== tag.id));
    }
    const again = await rest<ErrorBody>('DELETE', `api/apps/tasks/tag?id=${tag.id}`, admin);
    expect(again.status).toBe(404);
    const missing = await rest<ErrorBody>('DELETE', 'api/apps/tasks/tag', admin);
    expect(missing.status).toBe(400);
  });

  it('creates and deletes over GraphQL', async () => {
    const created = await http.graphql<{ createTaskTag: Tag }>(
      'mutation { createTaskTag(title: "Press") { id title } }',
      {},
      admin,
    );
    const id = created.data?.createTaskTag.id as string;
    const listed = await http.graphql<{ taskTags: Tag[] }>('{ taskTags { id title } }', {}, admin);
    expect(listed.data?.taskTags[0]).toEqual({ id, title: 'Press' });
    const deleted = await http.graphql<{ deleteTaskTag: boolean }>(
      `mutation { deleteTaskTag(id: "${id}") }`,
      {},
      admin,
    );
    expect(deleted.data?.deleteTaskTag).toBe(true);
  });
});

describe('statement budget', () => {
  const LIST =
    '{ tasks { id type title completed dueDate priority tags order subTasks { id } assignee { id name } } }';

  it('reads the list with assignees in the same few statements for 5 and for 60 tasks', async () => {
    const auth = await t.queries.during(() => http.graphql('{ __typename }', {}, other));
    const small = await t.queries.during(async () => {
      const response = await http.graphql<{ tasks: unknown[] }>(LIST, {}, other);
      expect(response.data?.tasks.length).toBeLessThan(10);
    });

    // 60 more tasks, assigned round the organization's members.
    const assignees = await http.graphql<{ taskAssignees: { id: string }[] }>(
      '{ taskAssignees { id } }',
      {},
      other,
    );
    const people = assignees.data?.taskAssignees.map((person) => person.id) ?? [];
    expect(people.length).toBeGreaterThan(5);
    await t.dataSource.query(
      `INSERT INTO tasks (organization_id, type, title, assigned_to, position)
       SELECT $1, 'task', 'Task ' || n, ($2::uuid[])[1 + n % array_length($2::uuid[], 1)], 100 + n
         FROM generate_series(1, 60) AS n`,
      [DEMO_PERSONAS.otherOrgAdmin.organizationId, people],
    );
    const large = await t.queries.during(async () => {
      const response = await http.graphql<{ tasks: { assignee: { id: string } | null }[] }>(LIST, {}, other);
      expect(response.data?.tasks.length).toBeGreaterThan(60);
      expect(new Set(response.data?.tasks.map((task) => task.assignee?.id)).size).toBeGreaterThan(5);
    });
    expect(large.length).toBe(small.length);
    expect(small.length - auth.length).toBeLessThanOrEqual(3);
  });
});

// ——— the permission matrix ———
//
// Every operation of the tasks list, over REST and GraphQL (counts and assignees are GraphQL only), as
// each demo persona. The list is the staff's internal work (tasks.policy.ts): parents, companies and
// regular users read an empty list, zero counts and no assignees, NOT_FOUND for a task, and every
// change is FORBIDDEN; another organization's admin works on their own list and gets NOT_FOUND for
// Kartal's rows. A refused call changes no row.

type Persona = keyof typeof DEMO_PERSONAS;
const PERSONAS = Object.keys(DEMO_PERSONAS) as Persona[];
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
  const tokens = {} as Record<Persona, string>;

  beforeAll(async () => {
    for (const persona of PERSONAS) tokens[persona] = await signInToken(t.url, DEMO_PERSONAS[persona]);
  });
  afterAll(async () => {
    await t.dataSource.query('DELETE FROM tasks WHERE id = ANY($1::uuid[])', [madeTasks]);
    await t.dataSource.query('DELETE FROM tags WHERE id = ANY($1::uuid[])', [madeTags]);
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
  async function digest(): Promise<string> {
    const [row] = (await t.dataSource.query(
      `SELECT md5(coalesce((SELECT string_agg(x::text, '|' ORDER BY x.id) FROM tasks x), '')
               || coalesce((SELECT string_agg(g::text, '|' ORDER BY g.id) FROM tags g), '')) AS digest`,
    )) as { digest: string }[];
    return row?.digest ?? '';
  }

  const idsOf = async (sql: string, organizationId: string) =>
    ((await t.dataSource.query(sql, [organizationId])) as { id: string }[]).map((row) => row.id);
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
        const [row] = (await t.dataSource.query(
          `SELECT count(*) FILTER (WHERE type = 'task')::int AS total,
                  count(*) FILTER (WHERE type = 'task' AND NOT completed)::int AS remaining
             FROM tasks WHERE organization_id = $1`,
          [organizationId],
        )) as { total: number; remaining: number }[];
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
    token: (persona) => tokens[persona],
    http: () => http,
    expected: EXPECTED,
    calls: CALLS,
    target: freshTarget,
    digest,
    expectAllowed,
  });
});

describe('seeded tasks in the viewer’s language (Accept-Language)', () => {
  const REGISTER_EN = 'Register the U12 and U14 teams for the Istanbul Youth Cup';
  const REGISTER_TR = "U12 ve U14 takımlarını İstanbul Gençlik Kupası'na kaydet";
  const inTurkish = <T>(method: string, path: string, body?: unknown) =>
    http.request<T>(method, path, { token: admin, body, headers: { 'accept-language': 'tr' } });
  const registerTask = async () => {
    const tasks = (await inTurkish<Task[]>('GET', 'api/apps/tasks/all')).body;
    const task = tasks.find((row) => row.title === REGISTER_TR);
    if (!task) throw new Error('the seeded registration task is missing');
    return task;
  };

  it('reads sections, titles, notes, steps and tags in Turkish; English stays English', async () => {
    const turkish = await inTurkish<Task[]>('GET', 'api/apps/tasks/all');
    expect(turkish.status).toBe(200);
    const sections = turkish.body.filter((row) => row.type === 'section').map((row) => row.title);
    expect(sections).toEqual(expect.arrayContaining(['Bahar turnuvası', 'Malzeme ve formalar']));
    const task = await registerTask();
    expect(task.notes).toContain('İki kadro için de imzalı <i>oyuncu listesi</i>');
    expect(task.subTasks.map((step) => step.title)).toEqual([
      'Tüm oyuncuların lisans numaralarını topla',
      'Federasyon formunu doldur',
      'Katılım ücretini öde',
    ]);
    // Seeded tags the tests above leave as they were, each id in English and in Turkish.
    const turkishTags = new Map(
      (await inTurkish<Tag[]>('GET', 'api/apps/tasks/tags')).body.map((tag) => [tag.id, tag.title]),
    );
    const untouched = ['Training', 'Travel', 'Finance', 'Registration'];
    const seededTags = (await tagsOf(admin)).filter((tag) => untouched.includes(tag.title));
    expect(seededTags.map((tag) => [tag.title, turkishTags.get(tag.id)])).toEqual([
      ['Training', 'Antrenman'],
      ['Travel', 'Yolculuk'],
      ['Finance', 'Finans'],
      ['Registration', 'Kayıt'],
    ]);

    const english = await getTask(admin, task.id);
    expect(english.title).toBe(REGISTER_EN);
    expect(english.subTasks[0]?.title).toBe('Collect the licence numbers of every player');
  });

  it('searches the text as the viewer reads it, marking the Turkish title', async () => {
    const hits = (
      await inTurkish<Task[]>('GET', `api/apps/tasks/search?query=${encodeURIComponent('KAYDET')}`)
    ).body;
    expect(hits.map((hit) => hit.title)).toContain(
      // HTML: the apostrophe is escaped.
      'U12 ve U14 takımlarını İstanbul Gençlik Kupası&#39;na <mark>kaydet</mark>',
    );
    // By Turkish notes only: the title carries no mark.
    const byNotes = (await inTurkish<Task[]>('GET', `api/apps/tasks/search?query=arması`)).body;
    expect(byNotes.map((hit) => hit.title)).toEqual(['U10 takımı için yeni forma siparişi ver']);
    // The English text is not what a Turkish reader sees, and the other way round.
    expect((await inTurkish<Task[]>('GET', 'api/apps/tasks/search?query=crest')).body).toEqual([]);
    expect((await rest<Task[]>('GET', 'api/apps/tasks/search?query=arması', admin)).body).toEqual([]);

    // The top bar's Tasks group too.
    const groups = (
      await inTurkish<{ id: string; results: { title: string }[] }[]>('POST', 'api/common/search', {
        query: 'forma',
      })
    ).body;
    expect(groups.find((group) => group.id === 'tasks')?.results.map((hit) => hit.title)).toContain(
      'U10 takımı için yeni forma siparişi ver',
    );
  });

  it('an edit as read in Turkish keeps the rest of the text in both languages', async () => {
    const task = await registerTask();
    // The whole task sent back as read, a step ticked and one step renamed.
    const [first, second, third] = task.subTasks;
    const response = await inTurkish<Task>('PATCH', 'api/apps/tasks/task', {
      id: task.id,
      task: {
        ...task,
        priority: 1,
        subTasks: [
          { ...first },
          { ...second, completed: true },
          { ...third, title: 'Katılım ücretini dekontla öde' },
        ],
      },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ title: REGISTER_TR, priority: 1, notes: task.notes });
    expect(response.body.subTasks.map((step) => [step.title, step.completed])).toEqual([
      ['Tüm oyuncuların lisans numaralarını topla', true],
      ['Federasyon formunu doldur', true],
      ['Katılım ücretini dekontla öde', false],
    ]);
    const english = await getTask(admin, task.id);
    expect(english.title).toBe(REGISTER_EN);
    expect(english.notes).toContain('player list');
    expect(english.subTasks.map((step) => step.title)).toEqual([
      'Collect the licence numbers of every player',
      'Fill in the federation form',
      'Katılım ücretini dekontla öde',
    ]);

    // A new title replaces the text in every language; the notes keep theirs.
    await inTurkish('PATCH', 'api/apps/tasks/task', { id: task.id, task: { title: 'Kupa kaydı' } });
    expect((await getTask(admin, task.id)).title).toBe('Kupa kaydı');
    expect((await registerTaskById(task.id)).notes).toBe(task.notes);
  });

  const registerTaskById = async (id: string) =>
    (await inTurkish<Task>('GET', `api/apps/tasks/task?id=${id}`)).body;

  it('renaming a tag to its title as read keeps its translation; a new title drops it', async () => {
    const tags = (await inTurkish<Tag[]>('GET', 'api/apps/tasks/tags')).body;
    const travel = tags.find((tag) => tag.title === 'Yolculuk');
    const same = await inTurkish<Tag>('PATCH', 'api/apps/tasks/tag', {
      id: travel?.id,
      tag: { title: 'Yolculuk' },
    });
    expect(same.body).toEqual({ id: travel?.id, title: 'Yolculuk' });
    expect((await tagsOf(admin)).find((tag) => tag.id === travel?.id)?.title).toBe('Travel');

    const renamed = await inTurkish<Tag>('PATCH', 'api/apps/tasks/tag', {
      id: travel?.id,
      tag: { title: 'Deplasman' },
    });
    expect(renamed.body.title).toBe('Deplasman');
    expect((await tagsOf(admin)).find((tag) => tag.id === travel?.id)?.title).toBe('Deplasman');
  });

  it('reseeding gives translations to rows seeded without them, steps included, never to edited ones', async () => {
    const organizationId = DEMO_PERSONAS.orgAdmin.organizationId;
    await t.dataSource.query('UPDATE tasks SET translations = NULL WHERE organization_id = $1', [
      organizationId,
    ]);
    await t.dataSource.query(
      `UPDATE tasks SET sub_tasks = (SELECT jsonb_agg(s - 'translations') FROM jsonb_array_elements(sub_tasks) s)
        WHERE organization_id = $1 AND jsonb_array_length(sub_tasks) > 0`,
      [organizationId],
    );
    await seedDemoTasks(t.dataSource);
    const tasks = (await inTurkish<Task[]>('GET', 'api/apps/tasks/all')).body;
    const kits = tasks.find((row) => row.title === 'U10 takımı için yeni forma siparişi ver');
    expect(kits?.subTasks.map((step) => step.title)).toEqual([
      'Bedenleri antrenörlerle teyit et',
      'Tedarikçiden teslim tarihini öğren',
      'Formaları dağıt',
    ]);
    // The registration task was edited: it stays as its people left it.
    expect(tasks.some((row) => row.title === 'Kupa kaydı')).toBe(true);
  });
});

describe('the assignee picker', () => {
  it('tells every member apart: each comes with an email, and no two seeded people share a name', async () => {
    const response = await http.graphql<{ taskAssignees: { id: string; name: string; email: string }[] }>(
      '{ taskAssignees { id name email } }',
      {},
      admin,
    );
    const people = response.data?.taskAssignees ?? [];
    expect(people.length).toBeGreaterThan(20);
    expect(people.every((person) => person.email.includes('@'))).toBe(true);
    // The demo personas and the generated members (users.seed.ts): no namesakes.
    const names = [...Object.values(DEMO_PERSONAS), ...demoMembers()].map((person) => person.name);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });
});

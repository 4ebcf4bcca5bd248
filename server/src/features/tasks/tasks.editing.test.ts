// Creating, updating and deleting tasks over REST and GraphQL: the defaults, merged patches, the whole
// task sent back as the client holds it, validation, and the ids refused. Shared set-up:
// tasks.test-kit.ts.
import { describe, expect, it } from 'vitest';
import { DEMO_PERSONAS } from '../users/index.js';
import {
  admin,
  branch,
  kartalMember,
  other,
  readOnly,
  tasksSuite,
  type ErrorBody,
  type Task,
} from './tasks.test-kit.js';

const { gql, rest, all, tagsOf, getTask, createTask, patchTask } = tasksSuite();

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
    const response = await gql<{ createTask: Task }>(
      branch,
      'mutation { createTask(type: section) { id type title completed priority order } }',
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
    const response = await gql<{ updateTask: Task & { assignee: { id: string } | null } }>(
      admin,
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
    );
    const updated = response.data?.updateTask;
    expect(updated).toMatchObject({ notes: null, dueDate: null, assignedTo: null, assignee: null });
    expect(updated?.subTasks.map(({ title, completed }) => ({ title, completed }))).toEqual([
      { title: 'First', completed: false },
      { title: 'Second', completed: true },
    ]);
    expect(updated?.subTasks.every((step) => /^[0-9a-f-]{36}$/.test(step.id))).toBe(true);
    const assigned = await gql<{ updateTask: { assignee: { id: string; name: string } } }>(
      admin,
      `mutation ($id: ID!) { updateTask(id: $id, input: { assignedTo: "${DEMO_PERSONAS.deptAdmin.id}" }) {
         assignee { id name } } }`,
      { id: task.id },
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
    const overGraphql = await gql<{ deleteTask: boolean }>(
      admin,
      'mutation ($id: ID!) { deleteTask(id: $id) }',
      { id: (await createTask(admin)).id },
    );
    expect(overGraphql.data?.deleteTask).toBe(true);
  });
});

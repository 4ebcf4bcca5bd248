// Who may do what on the tasks list, by example: a branch admin (write, no delete) and another
// organization's admin. Every operation as every persona is in tasks.permissions.test.ts. Shared
// set-up: tasks.test-kit.ts.
import { describe, expect, it } from 'vitest';
import { DEMO_PERSONAS } from '../users/index.js';
import { admin, branch, other, tasksSuite, type ErrorBody, type Tag, type Task } from './tasks.test-kit.js';

const { gql, codeOf, rest, all, tagsOf, getTask, createTask, patchTask } = tasksSuite();

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
      const response = await gql(other, query);
      expect(codeOf(response), query).toBe('NOT_FOUND');
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

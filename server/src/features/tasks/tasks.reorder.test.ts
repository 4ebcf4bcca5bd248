// Reordering the tasks list over REST and GraphQL: a moved range, the whole list, and the bodies
// refused. Shared set-up: tasks.test-kit.ts.
import { describe, expect, it } from 'vitest';
import { admin, other, tasksSuite, type ErrorBody, type Persona, type Task } from './tasks.test-kit.js';

const { gql, rest, all } = tasksSuite();

describe('reordering', () => {
  const reorder = (who: Persona, tasks: unknown) =>
    rest<Task[] & ErrorBody>('PATCH', 'api/apps/tasks/order', who, { tasks });

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
    const up = await gql<{ reorderTasks: { id: string; order: number }[] }>(
      admin,
      'mutation ($ids: [ID!]!) { reorderTasks(ids: $ids) { id order } }',
      { ids: [a.id, b.id, c.id, d.id] },
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

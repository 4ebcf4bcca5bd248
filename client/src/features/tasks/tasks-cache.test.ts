import { InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import type {
  SearchTasksQuery,
  TasksQuery,
  TaskTagFieldsFragment as TaskTagData,
} from '../../generated/graphql';
import {
  SearchTasksDocument,
  TaskFieldsFragment,
  TasksDocument,
  TaskTagFieldsFragment,
} from './graphql/tasks';
import {
  addTask,
  addTaskTag,
  applyMove,
  compareRows,
  neighbourIndex,
  optimisticOrders,
  patchedTask,
  planMove,
  recountTasks,
  removeTask,
  removeTaskTag,
  resortTasks,
  type TaskRow,
} from './tasks-cache';
import { testTaskRow as row } from './tasks-test-rows';

describe('planMove', () => {
  const rows = [row('a', 10), row('b', 20), row('c', 30), row('d', 40), row('e', 50)];

  it('sends only the rows between the old and the new place, in their new sequence', () => {
    expect(planMove(rows, 1, 3)).toEqual({
      ids: ['c', 'd', 'b'],
      orders: [
        { id: 'c', order: 20 },
        { id: 'd', order: 30 },
        { id: 'b', order: 40 },
      ],
    });
    expect(planMove(rows, 4, 0)?.ids).toEqual(['e', 'a', 'b', 'c', 'd']);
    expect(planMove(rows, 4, 0)?.orders.map((entry) => entry.order)).toEqual([10, 20, 30, 40, 50]);
  });

  it('keeps the set of order values, even with gaps and negative ones', () => {
    const gappy = [row('x', -3), row('y', 7), row('z', 100)];
    const plan = planMove(gappy, 0, 2);
    expect(plan?.orders).toEqual([
      { id: 'y', order: -3 },
      { id: 'z', order: 7 },
      { id: 'x', order: 100 },
    ]);
  });

  it('answers null when nothing moves or an index is outside the list', () => {
    expect(planMove(rows, 2, 2)).toBeNull();
    expect(planMove(rows, -1, 2)).toBeNull();
    expect(planMove(rows, 0, 5)).toBeNull();
  });

  it('gives the list the server will answer once applied', () => {
    const plan = planMove(rows, 0, 2);
    if (!plan) throw new Error('expected a plan');
    expect(applyMove(rows, plan).map((entry) => entry.id)).toEqual(['b', 'c', 'a', 'd', 'e']);
    expect(optimisticOrders(plan)).toEqual([
      { __typename: 'Task', id: 'b', order: 10 },
      { __typename: 'Task', id: 'c', order: 20 },
      { __typename: 'Task', id: 'a', order: 30 },
    ]);
  });

  it('orders rows by order, then id', () => {
    expect([row('b', 1), row('a', 1), row('c', 0)].sort(compareRows).map((entry) => entry.id)).toEqual([
      'c',
      'a',
      'b',
    ]);
  });

  it('finds the neighbour for the move buttons', () => {
    expect(neighbourIndex(3, 0, -1)).toBeNull();
    expect(neighbourIndex(3, 0, 1)).toBe(1);
    expect(neighbourIndex(3, 2, 1)).toBeNull();
  });
});

describe('patchedTask', () => {
  const people = [
    { __typename: 'User', id: 'u1', name: 'Elif Şahin', email: 'elif@kartal.example', avatar: null },
  ];

  it('answers the task as it reads after the patch, with its assignee', () => {
    const task = row('a', 1, { tags: ['t1'] });
    const next = patchedTask(task, { title: 'Paint', priority: 2, assignedTo: 'u1', tags: ['t2'] }, people);
    expect(next).toMatchObject({
      __typename: 'Task',
      title: 'Paint',
      priority: 2,
      assignedTo: 'u1',
      assignee: { __typename: 'User', id: 'u1', name: 'Elif Şahin' },
      tags: ['t2'],
    });
    expect(task.title).toBe('a');
    expect(patchedTask(next, { assignedTo: null }).assignee).toBeNull();
  });

  it('never completes a section, and clears notes and the due date with null', () => {
    const section = row('s', 1, { type: 'section', notes: '<p>x</p>', dueDate: '2026-01-01T00:00:00Z' });
    const next = patchedTask(section, { completed: true, notes: null, dueDate: null });
    expect(next.completed).toBe(false);
    expect(next.notes).toBeNull();
    expect(next.dueDate).toBeNull();
  });

  it('keeps sub-task ids and gives new steps one', () => {
    const next = patchedTask(row('a', 1), {
      subTasks: [{ id: 's1', title: 'Buy', completed: true }, { title: 'Go' }],
    });
    expect(next.subTasks[0]).toEqual({ __typename: 'TaskSubTask', id: 's1', title: 'Buy', completed: true });
    expect(next.subTasks[1]?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(next.subTasks[1]?.completed).toBe(false);
  });
});

describe('cache helpers', () => {
  function seeded(tasks: TaskRow[]) {
    const cache = new InMemoryCache();
    cache.writeQuery({
      query: TasksDocument,
      data: {
        tasks,
        taskCounts: { __typename: 'TaskCounts', total: 99, remaining: 99 },
        taskTags: [
          { __typename: 'TaskTag', id: 't1', title: 'Travel' },
          { __typename: 'TaskTag', id: 't2', title: 'Events' },
        ],
      } as unknown as TasksQuery,
    });
    const read = () => cache.readQuery({ query: TasksDocument });
    return { cache, read };
  }

  it('recounts from the cached list (sections not counted)', () => {
    const { cache, read } = seeded([
      row('s', 0, { type: 'section' }),
      row('a', 1, { completed: true }),
      row('b', 2),
      row('c', 3),
    ]);
    recountTasks(cache);
    expect(read()?.taskCounts).toMatchObject({ total: 3, remaining: 2 });
  });

  it('re-sorts the list after orders change', () => {
    const { cache, read } = seeded([row('a', 1), row('b', 2), row('c', 3)]);
    cache.modify({ id: 'Task:a', fields: { order: () => 5 } });
    resortTasks(cache);
    expect(read()?.tasks.map((task) => task.id)).toEqual(['b', 'c', 'a']);
  });

  it('puts a created task first and counts it; a deleted one leaves the list and the cache', () => {
    const { cache, read } = seeded([row('a', 1), row('b', 2)]);
    // The mutation's answer writes the entity; addTask puts it in the list.
    const created = row('n', 0);
    cache.writeFragment({
      id: 'Task:n',
      fragment: TaskFieldsFragment,
      fragmentName: 'TaskFields',
      data: created,
    });
    addTask(cache, 'n');
    expect(read()?.tasks.map((task) => task.id)).toEqual(['n', 'a', 'b']);
    expect(read()?.taskCounts).toMatchObject({ total: 3, remaining: 3 });

    removeTask(cache, 'a');
    expect(read()?.tasks.map((task) => task.id)).toEqual(['n', 'b']);
    expect(read()?.taskCounts).toMatchObject({ total: 2, remaining: 2 });
    expect(cache.extract()['Task:a']).toBeUndefined();
  });

  it('adds a created tag first and takes a deleted tag off every task', () => {
    const { cache, read } = seeded([row('a', 1, { tags: ['t1', 't2'] }), row('b', 2, { tags: ['t2'] })]);
    cache.writeFragment({
      id: 'TaskTag:t3',
      fragment: TaskTagFieldsFragment,
      data: { __typename: 'TaskTag', id: 't3', title: 'Kits' } as TaskTagData,
    });
    addTaskTag(cache, 't3');
    expect(read()?.taskTags.map((tag) => tag.id)).toEqual(['t3', 't1', 't2']);

    // A task reached through a search answer only is found too.
    cache.writeQuery({
      query: SearchTasksDocument,
      variables: { query: 'x' },
      data: {
        searchTasks: [
          { __typename: 'TaskSearchHit', highlightedTitle: 'x', task: row('x', 9, { tags: ['t2'] }) },
        ],
      } as unknown as SearchTasksQuery,
    });

    removeTaskTag(cache, 't2');
    expect(read()?.tasks.map((task) => task.tags)).toEqual([['t1'], []]);
    expect(read()?.taskTags.map((tag) => tag.id)).toEqual(['t3', 't1']);
    expect(
      cache.readQuery({ query: SearchTasksDocument, variables: { query: 'x' } })?.searchTasks?.[0]?.task.tags,
    ).toEqual([]);
    expect(cache.extract()['TaskTag:t2']).toBeUndefined();
  });

  it('keeps optimistic changes in a layer that can be dropped (the rollback)', () => {
    const { cache, read } = seeded([row('a', 1), row('b', 2)]);
    recountTasks(cache);
    cache.recordOptimisticTransaction((proxy) => {
      proxy.modify({ id: 'Task:a', fields: { completed: () => true } });
      recountTasks(proxy);
      removeTask(proxy, 'b');
    }, 'toggle');
    expect(cache.readQuery({ query: TasksDocument }, true)?.taskCounts.remaining).toBe(0);
    expect(cache.readQuery({ query: TasksDocument }, true)?.tasks.map((task) => task.id)).toEqual(['a']);
    cache.removeOptimistic('toggle');
    expect(read()?.taskCounts).toMatchObject({ total: 2, remaining: 2 });
    expect(read()?.tasks.map((task) => task.id)).toEqual(['a', 'b']);
  });
});

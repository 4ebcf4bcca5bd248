import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Observable, type Subscriber } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import type { TasksQuery } from '../../../generated/graphql';
import { appToaster } from '../../../components/ui/toaster';
import { createTestI18n } from '../../../test/render';
import { TasksDocument } from '../graphql/tasks';
import type { TaskRow } from '../tasks-cache';
import { useTaskMutations } from './use-task-mutations';
import { testTaskRow as task } from '../tasks-test-rows';

interface Call {
  operationName: string;
  variables: Record<string, unknown>;
  observer: Subscriber<ApolloLink.Result>;
}

/** A client whose server answers only when the test says so. */
function setup(rows: TaskRow[]) {
  const calls: Call[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        calls.push({
          operationName: operation.operationName ?? '',
          variables: operation.variables,
          observer,
        });
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  client.cache.writeQuery({
    query: TasksDocument,
    data: {
      tasks: rows,
      taskCounts: { __typename: 'TaskCounts', total: rows.length, remaining: rows.length },
      taskTags: [
        { __typename: 'TaskTag', id: 't1', title: 'Travel' },
        { __typename: 'TaskTag', id: 't2', title: 'Events' },
      ],
    } as unknown as TasksQuery,
  });
  const i18n = createTestI18n();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApolloProvider client={client}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </ApolloProvider>
  );
  const { result } = renderHook(() => useTaskMutations(), { wrapper });
  const shown = () => client.cache.readQuery({ query: TasksDocument }, true);
  const answer = (call: Call | undefined, result: ApolloLink.Result) => {
    if (!call) throw new Error('no call was made');
    call.observer.next(result);
    call.observer.complete();
  };
  return { client, calls, mutations: () => result.current, shown, answer };
}

describe('useTaskMutations', () => {
  it('ticks a task at once, counts it, and keeps it when the server agrees', async () => {
    const { calls, mutations, shown, answer } = setup([task('a', 1), task('b', 2)]);
    let saved: Promise<boolean> | undefined;
    act(() => {
      saved = mutations().update('a', { completed: true });
    });
    expect(shown()?.tasks[0]?.completed).toBe(true);
    expect(shown()?.taskCounts.remaining).toBe(1);
    expect(calls[0]).toMatchObject({
      operationName: 'UpdateTask',
      variables: { id: 'a', input: { completed: true } },
    });

    await act(async () => {
      answer(calls[0], { data: { updateTask: task('a', 1, { completed: true }) } });
      expect(await saved).toBe(true);
    });
    expect(shown()?.tasks[0]?.completed).toBe(true);
    expect(shown()?.taskCounts.remaining).toBe(1);
  });

  it('rolls a refused change back and says why', async () => {
    const toast = vi.spyOn(appToaster, 'create');
    const { calls, mutations, shown, answer } = setup([task('a', 1), task('b', 2)]);
    let saved: Promise<boolean> | undefined;
    act(() => {
      saved = mutations().update('a', { completed: true, title: 'Changed' });
    });
    expect(shown()?.tasks[0]).toMatchObject({ completed: true, title: 'Changed' });

    await act(async () => {
      answer(calls[0], { errors: [{ message: 'No', extensions: { code: 'FORBIDDEN' } }] });
      expect(await saved).toBe(false);
    });
    expect(shown()?.tasks[0]).toMatchObject({ completed: false, title: 'a' });
    expect(shown()?.taskCounts.remaining).toBe(2);
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'error',
        title: 'The change was not saved',
        description: 'Your role does not allow this change.',
      }),
    );
  });

  it('reorders at once with only the rows in between, and rolls back on failure', async () => {
    vi.spyOn(appToaster, 'create');
    const rows = [task('a', 10), task('b', 20), task('c', 30), task('d', 40)];
    const { calls, mutations, shown, answer } = setup(rows);
    let saved: Promise<boolean> | undefined;
    act(() => {
      saved = mutations().reorder(rows, 2, 0);
    });
    expect(calls[0]).toMatchObject({ operationName: 'ReorderTasks', variables: { ids: ['c', 'a', 'b'] } });
    expect(shown()?.tasks.map((row) => row.id)).toEqual(['c', 'a', 'b', 'd']);

    await act(async () => {
      answer(calls[0], { errors: [{ message: 'Boom', extensions: { code: 'INTERNAL' } }] });
      expect(await saved).toBe(false);
    });
    expect(shown()?.tasks.map((row) => row.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('takes a deleted task out at once and brings it back when the delete fails', async () => {
    vi.spyOn(appToaster, 'create');
    const { calls, mutations, shown, answer } = setup([task('a', 1), task('b', 2)]);
    let deleted: Promise<boolean> | undefined;
    act(() => {
      deleted = mutations().remove('a');
    });
    expect(shown()?.tasks.map((row) => row.id)).toEqual(['b']);
    expect(shown()?.taskCounts.total).toBe(1);
    await act(async () => {
      answer(calls[0], { errors: [{ message: 'Gone', extensions: { code: 'NOT_FOUND' } }] });
      expect(await deleted).toBe(false);
    });
    expect(shown()?.tasks.map((row) => row.id)).toEqual(['a', 'b']);
    expect(shown()?.taskCounts.total).toBe(2);
  });

  it('creates a task with its first values in one action and shows it first only with them', async () => {
    const { calls, mutations, shown, answer } = setup([task('a', 1)]);
    const placed = vi.fn();
    let created: Promise<TaskRow | null> | undefined;
    act(() => {
      created = mutations().createWith('task', { title: 'Paint', priority: 2 }, [], placed);
    });
    expect(calls.map((call) => call.operationName)).toEqual(['CreateTask']);
    await act(async () => {
      answer(calls[0], { data: { createTask: task('n', 0, { title: '' }) } });
      await Promise.resolve();
    });
    // The blank never shows: the row joins the list with its title, before the server answers.
    expect(calls.map((call) => call.operationName)).toEqual(['CreateTask', 'UpdateTask']);
    expect(calls[1]?.variables).toEqual({ id: 'n', input: { title: 'Paint', priority: 2 } });
    expect(placed).toHaveBeenCalledWith(expect.objectContaining({ id: 'n', title: 'Paint', priority: 2 }));
    expect(shown()?.tasks.map((row) => [row.id, row.title])).toEqual([
      ['n', 'Paint'],
      ['a', 'a'],
    ]);
    await act(async () => {
      answer(calls[1], { data: { updateTask: task('n', 0, { title: 'Paint', priority: 2 }) } });
      expect((await created)?.title).toBe('Paint');
    });
    expect(shown()?.tasks.map((row) => row.id)).toEqual(['n', 'a']);
    expect(shown()?.taskCounts).toMatchObject({ total: 2, remaining: 2 });
  });

  it('deletes the blank again when its first values are refused', async () => {
    const { calls, mutations, shown, answer } = setup([task('a', 1)]);
    let created: Promise<TaskRow | null> | undefined;
    act(() => {
      created = mutations().createWith('section', { title: 'Autumn league' });
    });
    await act(async () => {
      answer(calls[0], { data: { createTask: task('s', 0, { type: 'section', title: '' }) } });
      await Promise.resolve();
    });
    await act(async () => {
      answer(calls[1], { errors: [{ message: 'no', extensions: { code: 'INTERNAL' } }] });
      await Promise.resolve();
    });
    expect(calls.map((call) => call.operationName)).toEqual(['CreateTask', 'UpdateTask', 'DeleteTask']);
    await act(async () => {
      answer(calls[2], { data: { deleteTask: true } });
      expect(await created).toBeNull();
    });
    expect(shown()?.tasks.map((row) => row.id)).toEqual(['a']);
  });

  it('takes a deleted tag off every task at once; a refusal brings it back and rejects without a toast', async () => {
    const toast = vi.spyOn(appToaster, 'create').mockClear();
    const { calls, mutations, shown, answer } = setup([
      task('a', 1, { tags: ['t1', 't2'] }),
      task('b', 2, { tags: ['t1'] }),
    ]);
    let deleted: Promise<void> | undefined;
    act(() => {
      deleted = mutations().deleteTag('t1');
    });
    expect(calls[0]).toMatchObject({ operationName: 'DeleteTaskTag', variables: { id: 't1' } });
    expect(shown()?.tasks.map((row) => row.tags)).toEqual([['t2'], []]);
    expect(shown()?.taskTags.map((tag) => tag.id)).toEqual(['t2']);

    await act(async () => {
      answer(calls[0], { errors: [{ message: 'No', extensions: { code: 'FORBIDDEN' } }] });
      await expect(deleted).rejects.toThrow('No');
    });
    expect(shown()?.tasks.map((row) => row.tags)).toEqual([['t1', 't2'], ['t1']]);
    expect(shown()?.taskTags.map((tag) => tag.id)).toEqual(['t1', 't2']);
    // The tags editor says why, next to what was typed.
    expect(toast).not.toHaveBeenCalled();
  });

  it('renames a tag at once and keeps the new title when the server agrees', async () => {
    const { calls, mutations, shown, answer } = setup([task('a', 1, { tags: ['t1'] })]);
    let renamed: Promise<void> | undefined;
    act(() => {
      renamed = mutations().renameTag('t1', 'Trips');
    });
    expect(shown()?.taskTags[0]).toMatchObject({ id: 't1', title: 'Trips' });
    await act(async () => {
      answer(calls[0], { data: { updateTaskTag: { __typename: 'TaskTag', id: 't1', title: 'Trips' } } });
      await renamed;
    });
    expect(shown()?.taskTags[0]).toMatchObject({ id: 't1', title: 'Trips' });
  });
});

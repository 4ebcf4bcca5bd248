import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testTaskRow } from '../tasks-test-rows';
import type { TaskRow } from '../tasks-cache';
import { useTaskDraft } from './use-task-draft';
import type { TaskMutations } from './use-task-mutations';

function setup() {
  let finishCreate: (task: TaskRow | null) => void = () => undefined;
  const mutations = {
    update: vi.fn(() => Promise.resolve(true)),
    createWith: vi.fn(
      () =>
        new Promise<TaskRow | null>((resolve) => {
          finishCreate = resolve;
        }),
    ),
  } as unknown as TaskMutations;
  const onCreated = vi.fn();
  const { result } = renderHook(() => useTaskDraft(mutations, onCreated));
  return { mutations, onCreated, result, finish: (task: TaskRow | null) => finishCreate(task) };
}

describe('useTaskDraft', () => {
  it('keeps changes in the draft until it has a title, then creates it with all of them', async () => {
    const { mutations, onCreated, result, finish } = setup();
    await act(async () => {
      expect(await result.current.save({ priority: 2 }, [])).toBe(true);
      expect(await result.current.save({ title: '   ' }, [])).toBe(true);
    });
    expect(mutations.createWith).not.toHaveBeenCalled();
    expect(result.current.row).toMatchObject({ priority: 2, title: '   ' });

    let saved: Promise<boolean> | undefined;
    let meanwhile: Promise<boolean> | undefined;
    act(() => {
      saved = result.current.save({ title: 'Paint' }, []);
    });
    expect(mutations.createWith).toHaveBeenCalledWith('task', { title: 'Paint', priority: 2 }, []);
    // A change made while it is being created waits for it, then goes to the created task.
    act(() => {
      meanwhile = result.current.save({ notes: '<p>white</p>' }, []);
    });
    await act(async () => {
      finish(testTaskRow('t1', 0, { title: 'Paint', priority: 2 }));
      expect(await saved).toBe(true);
      expect(await meanwhile).toBe(true);
    });
    expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ id: 't1' }), result.current.key);
    expect(mutations.update).toHaveBeenCalledWith('t1', { notes: '<p>white</p>' }, []);
    await act(async () => {
      await result.current.save({ completed: true }, []);
    });
    expect(mutations.update).toHaveBeenLastCalledWith('t1', { completed: true }, []);
    expect(mutations.createWith).toHaveBeenCalledTimes(1);
  });

  it('tries again with the next change when the creation was refused', async () => {
    const { mutations, result, finish } = setup();
    let saved: Promise<boolean> | undefined;
    act(() => {
      saved = result.current.save({ title: 'Paint' }, []);
    });
    await act(async () => {
      finish(null);
      expect(await saved).toBe(false);
    });
    act(() => {
      void result.current.save({ title: 'Paint it' }, []);
    });
    expect(mutations.createWith).toHaveBeenCalledTimes(2);
    expect(mutations.createWith).toHaveBeenLastCalledWith('task', { title: 'Paint it' }, []);
  });

  it('starts each new draft blank under a key of its own', async () => {
    const { result } = setup();
    await act(async () => {
      await result.current.save({ priority: 0 }, []);
    });
    const first = result.current.key;
    act(() => result.current.start());
    expect(result.current.key).not.toBe(first);
    expect(result.current.row).toMatchObject({ title: '', priority: 1 });
  });
});

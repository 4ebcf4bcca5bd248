import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { TaskAssigneesQuery, TaskPatch } from '../../../generated/graphql';
import { blankTask, draftPatch, isDraftReady } from '../task-draft';
import { patchedTask, type TaskRow } from '../tasks-cache';
import type { TaskMutations } from './use-task-mutations';

type Assignee = TaskAssigneesQuery['taskAssignees'][number];

/** One new task, from the moment the panel opens on it until it is left. */
interface DraftState {
  /** What was given so far. */
  row: TaskRow;
  /** The task once created; changes then go straight to it. */
  createdId: string | null;
  /** The creation in flight: changes made meanwhile wait for it. */
  creating: Promise<string | null> | null;
}

let drafts = 0;
const nextKey = () => `task-draft-${++drafts}`;

/**
 * A new task's draft in the details panel (task-draft.ts): every change is kept in the draft until it
 * has a title; that change creates the task with everything given so far (createWith), and later ones
 * update it. Nothing is created for a draft left without a title. `onCreated` is told which draft's task
 * now exists (by its key, also the details' React key: the page shows it at its own address without
 * remounting the details).
 */
export function useTaskDraft(mutations: TaskMutations, onCreated: (task: TaskRow, key: string) => void) {
  const [key, setKey] = useState(nextKey);
  // What the panel shows of the current draft.
  const [row, setRow] = useState(() => blankTask('task'));
  // Every draft's state by key: a save flushed by a closing panel still lands in its own draft.
  const states = useRef(new Map<string, DraftState>());
  const latest = useRef({ key, onCreated });
  useLayoutEffect(() => {
    latest.current = { key, onCreated };
  });

  /** Starts a new draft (Add task): the previous one is left as it is (a pending creation goes on). */
  const start = useCallback(() => {
    const next = nextKey();
    latest.current = { ...latest.current, key: next };
    setKey(next);
    setRow(blankTask('task'));
  }, []);

  const save = useCallback(
    async (input: TaskPatch, assignees: readonly Assignee[]): Promise<boolean> => {
      let draft = states.current.get(key);
      if (!draft) {
        draft = { row: blankTask('task'), createdId: null, creating: null };
        states.current.set(key, draft);
      }
      if (draft.createdId) return mutations.update(draft.createdId, input, assignees);
      if (draft.creating) {
        const id = await draft.creating;
        return id ? mutations.update(id, input, assignees) : false;
      }
      draft.row = patchedTask(draft.row, input, assignees);
      if (latest.current.key === key) setRow(draft.row);
      if (!isDraftReady(draft.row)) return true;
      // A refusal (toasted) leaves the draft as it was given, for the next change to try again.
      const state = draft;
      state.creating = mutations.createWith('task', draftPatch(state.row), assignees).then((task) => {
        state.creating = null;
        state.createdId = task?.id ?? null;
        if (task) latest.current.onCreated(task, key);
        return state.createdId;
      });
      return (await state.creating) !== null;
    },
    [key, mutations],
  );

  return useMemo(() => ({ key, row, start, save }), [key, row, start, save]);
}

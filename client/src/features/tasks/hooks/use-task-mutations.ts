import { useFeatureMutation } from '../../../lib/apollo/use-feature-mutation';
import { refusedTitle } from '../tasks-errors';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskAssigneesQuery, TaskPatch, TaskType } from '../../../generated/graphql';
import { dataOrThrow, withTypename } from '../../../lib/apollo/use-cache-mutation';
import {
  CreateTaskDocument,
  CreateTaskTagDocument,
  DeleteTaskDocument,
  DeleteTaskTagDocument,
  ReorderTasksDocument,
  TaskFieldsFragment,
  UpdateTaskDocument,
  UpdateTaskTagDocument,
} from '../graphql/tasks';
import {
  addTask,
  addTaskTag,
  optimisticOrders,
  patchedTask,
  planMove,
  recountTasks,
  removeTask,
  removeTaskTag,
  resortTasks,
  type TaskRow,
} from '../tasks-cache';

type Assignee = TaskAssigneesQuery['taskAssignees'][number];

/**
 * The tasks screen's mutations, in the shape every app follows (lib/apollo/use-cache-mutation.ts).
 * Each change of a task answers optimistically (the list and the drawer change at once) and edits the
 * cache around it (list order, counts, tags); nothing fetches the list again. A failure drops the
 * optimistic layer, so the screen returns to what the server holds, and says so in a toast. The task
 * functions answer whether the change was saved; the tag functions reject so the tags editor can show
 * the reason next to what was typed.
 */
export function useTaskMutations() {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [updateMutation] = useFeatureMutation(UpdateTaskDocument, 'tasks', refusedTitle);
  const [createMutation] = useFeatureMutation(CreateTaskDocument, 'tasks', refusedTitle);
  const [deleteMutation] = useFeatureMutation(DeleteTaskDocument, 'tasks', refusedTitle);
  const [reorderMutation] = useFeatureMutation(ReorderTasksDocument, 'tasks', refusedTitle);
  const [createTagMutation] = useFeatureMutation(CreateTaskTagDocument, 'tasks', refusedTitle);
  const [updateTagMutation] = useFeatureMutation(UpdateTaskTagDocument, 'tasks', refusedTitle);
  const [deleteTagMutation] = useFeatureMutation(DeleteTaskTagDocument, 'tasks', refusedTitle);

  /** The task as the screen shows it now, optimistic changes included. */
  const current = useCallback(
    (id: string): TaskRow | null =>
      client.cache.readFragment<TaskRow>(
        {
          id: client.cache.identify({ __typename: 'Task', id }),
          fragment: TaskFieldsFragment,
          fragmentName: 'TaskFields',
        },
        true,
      ),
    [client],
  );

  const update = useCallback(
    async (id: string, input: TaskPatch, assignees: readonly Assignee[] = []): Promise<boolean> => {
      const task = current(id);
      const outcome = await updateMutation({
        variables: { id, input },
        optimisticResponse: task ? { updateTask: patchedTask(task, input, assignees) } : undefined,
        update(cache) {
          if (input.completed !== undefined) recountTasks(cache);
        },
        failureTitle: t('tasks.toast.saveFailed'),
      });
      return outcome.ok;
    },
    [current, updateMutation, t],
  );

  /**
   * Creates a task or section with its first values in one user action. createTask takes only the type
   * (it makes a blank row, as the spec's REST POST does), so the row is created and then given its values
   * with updateTask, optimistically: the row joins the list (first, counted) only with those values, so
   * no blank "Untitled" row ever shows. `onPlaced` is called as it shows. When the update is refused the
   * blank is deleted again (kept, and listed, where the viewer may not delete). Answers the row, or null
   * when refused (toasted).
   */
  const createWith = useCallback(
    async (
      type: TaskType,
      input: TaskPatch,
      assignees: readonly Assignee[] = [],
      onPlaced?: (task: TaskRow) => void,
    ): Promise<TaskRow | null> => {
      const failureTitle = t(
        type === 'section' ? 'tasks.toast.createSectionFailed' : 'tasks.toast.createFailed',
      );
      const created = await createMutation({ variables: { type }, failureTitle });
      if (!created.ok) return null;
      const blank = created.data.createTask;
      const placed = patchedTask(blank, input, assignees);
      const saving = updateMutation({
        variables: { id: blank.id, input },
        optimisticResponse: { updateTask: placed },
        update(cache) {
          addTask(cache, blank.id);
        },
        failureTitle,
      });
      onPlaced?.(placed);
      const outcome = await saving;
      if (outcome.ok) return outcome.data.updateTask;
      const removed = await deleteMutation({ variables: { id: blank.id }, handledByCaller: true });
      if (!removed.ok) addTask(client.cache, blank.id);
      return null;
    },
    [client, createMutation, updateMutation, deleteMutation, t],
  );

  const remove = useCallback(
    async (id: string): Promise<boolean> => {
      const outcome = await deleteMutation({
        variables: { id },
        optimisticResponse: { deleteTask: true },
        update(cache, result) {
          if (result.data?.deleteTask) removeTask(cache, id);
        },
        failureTitle: t('tasks.toast.deleteFailed'),
      });
      return outcome.ok;
    },
    [deleteMutation, t],
  );

  /** Moves the row at `from` to `to` of `rows` (the whole list in order). */
  const reorder = useCallback(
    async (rows: readonly TaskRow[], from: number, to: number): Promise<boolean> => {
      const plan = planMove(rows, from, to);
      if (!plan) return true;
      const outcome = await reorderMutation({
        variables: { ids: plan.ids },
        optimisticResponse: { reorderTasks: optimisticOrders(plan) },
        update: resortTasks,
        failureTitle: t('tasks.toast.reorderFailed'),
      });
      return outcome.ok;
    },
    [reorderMutation, t],
  );

  const createTag = useCallback(
    async (title: string) =>
      dataOrThrow(
        await createTagMutation({
          variables: { title },
          update(cache, result) {
            if (result.data) addTaskTag(cache, result.data.createTaskTag.id);
          },
          handledByCaller: true,
        }),
      ).createTaskTag,
    [createTagMutation],
  );

  const renameTag = useCallback(
    async (id: string, title: string) => {
      dataOrThrow(
        await updateTagMutation({
          variables: { id, title },
          optimisticResponse: { updateTaskTag: withTypename('TaskTag', { id, title }) },
          handledByCaller: true,
        }),
      );
    },
    [updateTagMutation],
  );

  const deleteTag = useCallback(
    async (id: string) => {
      dataOrThrow(
        await deleteTagMutation({
          variables: { id },
          optimisticResponse: { deleteTaskTag: true },
          update(cache, result) {
            if (result.data?.deleteTaskTag) removeTaskTag(cache, id);
          },
          handledByCaller: true,
        }),
      );
    },
    [deleteTagMutation],
  );

  return useMemo(
    () => ({ update, createWith, remove, reorder, createTag, renameTag, deleteTag }),
    [update, createWith, remove, reorder, createTag, renameTag, deleteTag],
  );
}

export type TaskMutations = ReturnType<typeof useTaskMutations>;

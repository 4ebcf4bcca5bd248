import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../app/apollo/errors';
import type { TaskAssigneesQuery, TaskPatch, TaskType } from '../../../generated/graphql';
import { appToaster } from '../../../components/ui/toaster';
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
import { tasksErrorMessage } from '../tasks-errors';

type Assignee = TaskAssigneesQuery['taskAssignees'][number];

/**
 * The tasks screen's mutations. Each change of a task answers optimistically (the list and the drawer
 * change at once) and edits the cache around it (list order, counts, tags); nothing fetches the list
 * again. A failure drops the optimistic layer, so the screen returns to what the server holds, and
 * says so in a toast. The task functions answer whether the change was saved; the tag functions reject
 * so the tags editor can show the reason next to what was typed.
 */
export function useTaskMutations() {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [createMutation] = useMutation(CreateTaskDocument);
  const [updateMutation] = useMutation(UpdateTaskDocument);
  const [deleteMutation] = useMutation(DeleteTaskDocument);
  const [reorderMutation] = useMutation(ReorderTasksDocument);
  const [createTagMutation] = useMutation(CreateTaskTagDocument);
  const [updateTagMutation] = useMutation(UpdateTaskTagDocument);
  const [deleteTagMutation] = useMutation(DeleteTaskTagDocument);

  const fail = useCallback(
    (error: unknown, title: string) => {
      appToaster.create({
        type: 'error',
        title,
        description: tasksErrorMessage(describeApiError(error), t),
        closable: true,
      });
    },
    [t],
  );

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

  /** Runs a change; a failure is said in a toast with `failure` as its title. Answers whether it worked. */
  const attempt = useCallback(
    async (change: () => Promise<unknown>, failure: string): Promise<boolean> => {
      try {
        await change();
        return true;
      } catch (error) {
        fail(error, failure);
        return false;
      }
    },
    [fail],
  );

  const update = useCallback(
    (id: string, input: TaskPatch, assignees: readonly Assignee[] = []): Promise<boolean> => {
      const task = current(id);
      return attempt(
        () =>
          updateMutation({
            variables: { id, input },
            optimisticResponse: task ? { updateTask: patchedTask(task, input, assignees) } : undefined,
            update(cache) {
              if (input.completed !== undefined) recountTasks(cache);
            },
          }),
        t('tasks.toast.saveFailed'),
      );
    },
    [current, updateMutation, attempt, t],
  );

  const create = useCallback(
    async (type: TaskType): Promise<TaskRow | null> => {
      let created: TaskRow | null = null;
      await attempt(
        async () => {
          const { data } = await createMutation({
            variables: { type },
            update(cache, result) {
              if (result.data) addTask(cache, result.data.createTask.id);
            },
          });
          created = data?.createTask ?? null;
        },
        t(type === 'section' ? 'tasks.toast.createSectionFailed' : 'tasks.toast.createFailed'),
      );
      return created;
    },
    [createMutation, attempt, t],
  );

  const remove = useCallback(
    (id: string): Promise<boolean> =>
      attempt(
        () =>
          deleteMutation({
            variables: { id },
            optimisticResponse: { deleteTask: true },
            update(cache, result) {
              if (result.data?.deleteTask) removeTask(cache, id);
            },
          }),
        t('tasks.toast.deleteFailed'),
      ),
    [deleteMutation, attempt, t],
  );

  /** Moves the row at `from` to `to` of `rows` (the whole list in order). */
  const reorder = useCallback(
    (rows: readonly TaskRow[], from: number, to: number): Promise<boolean> => {
      const plan = planMove(rows, from, to);
      if (!plan) return Promise.resolve(true);
      return attempt(
        () =>
          reorderMutation({
            variables: { ids: plan.ids },
            optimisticResponse: { reorderTasks: optimisticOrders(plan) },
            update: resortTasks,
          }),
        t('tasks.toast.reorderFailed'),
      );
    },
    [reorderMutation, attempt, t],
  );

  const createTag = useCallback(
    async (title: string) => {
      const { data } = await createTagMutation({
        variables: { title },
        update(cache, result) {
          if (result.data) addTaskTag(cache, result.data.createTaskTag.id);
        },
      });
      if (!data) throw new Error('createTaskTag answered no data');
      return data.createTaskTag;
    },
    [createTagMutation],
  );

  const renameTag = useCallback(
    async (id: string, title: string) => {
      const renamed = { __typename: 'TaskTag' as const, id, title };
      await updateTagMutation({ variables: { id, title }, optimisticResponse: { updateTaskTag: renamed } });
    },
    [updateTagMutation],
  );

  const deleteTag = useCallback(
    async (id: string) => {
      await deleteTagMutation({
        variables: { id },
        optimisticResponse: { deleteTaskTag: true },
        update(cache, result) {
          if (result.data?.deleteTaskTag) removeTaskTag(cache, id);
        },
      });
    },
    [deleteTagMutation],
  );

  return useMemo(
    () => ({ update, create, remove, reorder, createTag, renameTag, deleteTag }),
    [update, create, remove, reorder, createTag, renameTag, deleteTag],
  );
}

export type TaskMutations = ReturnType<typeof useTaskMutations>;

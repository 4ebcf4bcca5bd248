import type { Reference } from '@apollo/client';
import { useCallback } from 'react';
import type { ShortcutFieldsFragment, ShortcutInput, ShortcutPatch } from '../../../generated/graphql';
import { dataOrThrow } from '../../../lib/apollo/use-cache-mutation';
import { useFeatureMutation } from '../../../lib/apollo/use-feature-mutation';
import { CreateShortcutDocument, DeleteShortcutDocument, UpdateShortcutDocument } from '../graphql/top-bar';

// The shortcuts panel's mutations edit the cache in place: a created shortcut is appended to the list,
// an update is merged by id (normalised), a deleted one is evicted. Nothing is refetched. A refusal
// rejects, for the form to show above its fields; nothing is toasted.

/** Adds, saves and deletes shortcuts; each call answers once the server agreed, or rejects. */
export function useShortcutMutations() {
  const [createShortcut, creating] = useFeatureMutation(CreateShortcutDocument, 'shell');
  const [updateShortcut, updating] = useFeatureMutation(UpdateShortcutDocument, 'shell');
  const [deleteShortcut, deleting] = useFeatureMutation(DeleteShortcutDocument, 'shell');

  const create = useCallback(
    async (input: ShortcutInput) =>
      dataOrThrow(
        await createShortcut({
          variables: { input },
          handledByCaller: true,
          update(cache, { data }) {
            const created = data?.createShortcut;
            if (!created) return;
            cache.modify({
              fields: {
                shortcuts(existing, { toReference }) {
                  if (!Array.isArray(existing)) return existing;
                  const ref = toReference(created);
                  return ref ? [...(existing as Reference[]), ref] : existing;
                },
              },
            });
          },
        }),
      ).createShortcut,
    [createShortcut],
  );

  const update = useCallback(
    async (id: string, input: ShortcutPatch) =>
      dataOrThrow(await updateShortcut({ variables: { id, input }, handledByCaller: true })).updateShortcut,
    [updateShortcut],
  );

  const remove = useCallback(
    async (id: string) =>
      dataOrThrow(
        await deleteShortcut({
          variables: { id },
          handledByCaller: true,
          update(cache, { data }) {
            if (!data?.deleteShortcut) return;
            cache.evict({ id: cache.identify({ __typename: 'Shortcut', id }) });
            cache.gc();
          },
        }),
      ).deleteShortcut,
    [deleteShortcut],
  );

  return {
    create,
    update,
    remove,
    creating: creating.loading,
    updating: updating.loading,
    deleting: deleting.loading,
  };
}

export type Shortcut = ShortcutFieldsFragment;

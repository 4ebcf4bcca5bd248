import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import type { ShortcutFieldsFragment } from '../../../generated/graphql';
import { CreateShortcutDocument, DeleteShortcutDocument, UpdateShortcutDocument } from '../graphql/top-bar';

// The shortcuts panel's mutations edit the cache in place: a created shortcut is appended to the list,
// an update is merged by id (normalised), a deleted one is evicted. Nothing is refetched.

export function useCreateShortcut() {
  return useMutation(CreateShortcutDocument, {
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
  });
}

export function useUpdateShortcut() {
  return useMutation(UpdateShortcutDocument);
}

export function useDeleteShortcut() {
  return useMutation(DeleteShortcutDocument, {
    update(cache, { data }, { variables }) {
      if (!data?.deleteShortcut || !variables) return;
      cache.evict({ id: cache.identify({ __typename: 'Shortcut', id: variables.id }) });
      cache.gc();
    },
  });
}

export type Shortcut = ShortcutFieldsFragment;

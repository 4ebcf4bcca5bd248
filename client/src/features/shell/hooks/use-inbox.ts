import type { ApolloCache } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import type { MessageFieldsFragment } from '../../../generated/graphql';
import { dataOrThrow } from '../../../lib/apollo/use-cache-mutation';
import { useFeatureMutation } from '../../../lib/apollo/use-feature-mutation';
import {
  DeleteMessageDocument,
  DeleteNotificationDocument,
  MarkAllMessagesReadDocument,
  MarkAllNotificationsReadDocument,
  ToggleMessageReadDocument,
  ToggleNotificationReadDocument,
  TopBarMessagesDocument,
  TopBarNotificationsDocument,
} from '../graphql/top-bar';

export type InboxKind = 'messages' | 'notifications';
/** Messages and notifications have the same fields. */
export type InboxItem = MessageFieldsFragment;

const TYPENAME = { messages: 'Message', notifications: 'Notification' } as const;

// Every change shows at once (optimistic) and is written into the cache in place; nothing is refetched.
// A refusal is rolled back and rejects; the panel lets it pass silently (nothing is toasted).

function setFlags(
  cache: ApolloCache,
  kind: InboxKind,
  id: string,
  flags: { read?: boolean; seen?: boolean },
) {
  cache.modify({
    id: cache.identify({ __typename: TYPENAME[kind], id }),
    fields: {
      read: (current: boolean) => flags.read ?? current,
      seen: (current: boolean) => flags.seen ?? current,
    },
  });
}

function evict(cache: ApolloCache, kind: InboxKind, id: string) {
  cache.evict({ id: cache.identify({ __typename: TYPENAME[kind], id }) });
  cache.gc();
}

/** One panel's entries and the changes its buttons make. */
export function useInbox(kind: InboxKind) {
  const messages = useQuery(TopBarMessagesDocument, { skip: kind !== 'messages' });
  const notifications = useQuery(TopBarNotificationsDocument, { skip: kind !== 'notifications' });
  const list = kind === 'messages' ? messages.data?.messages : notifications.data?.notifications;
  const items: readonly InboxItem[] = useMemo(() => list ?? [], [list]);
  const loading = kind === 'messages' ? messages.loading : notifications.loading;

  const [toggleMessage] = useFeatureMutation(ToggleMessageReadDocument, 'shell');
  const [toggleNotification] = useFeatureMutation(ToggleNotificationReadDocument, 'shell');
  const [deleteMessage] = useFeatureMutation(DeleteMessageDocument, 'shell');
  const [deleteNotification] = useFeatureMutation(DeleteNotificationDocument, 'shell');
  const [markAllMessages] = useFeatureMutation(MarkAllMessagesReadDocument, 'shell');
  const [markAllNotifications] = useFeatureMutation(MarkAllNotificationsReadDocument, 'shell');

  const setRead = useCallback(
    async (item: InboxItem, read: boolean) => {
      // __typename lets the cache merge the optimistic answer into the cached entry.
      const optimistic = { __typename: TYPENAME[kind], id: item.id, read };
      if (kind === 'messages') {
        dataOrThrow(
          await toggleMessage({
            variables: { id: item.id, read },
            optimisticResponse: { toggleMessageRead: optimistic },
            handledByCaller: true,
          }),
        );
      } else {
        dataOrThrow(
          await toggleNotification({
            variables: { id: item.id, read },
            optimisticResponse: { toggleNotificationRead: optimistic },
            handledByCaller: true,
          }),
        );
      }
    },
    [kind, toggleMessage, toggleNotification],
  );

  const remove = useCallback(
    async (item: InboxItem) => {
      const options = {
        variables: { id: item.id },
        update: (cache: ApolloCache) => evict(cache, kind, item.id),
        handledByCaller: true,
      };
      if (kind === 'messages') {
        dataOrThrow(await deleteMessage({ ...options, optimisticResponse: { deleteMessage: true } }));
      } else {
        dataOrThrow(
          await deleteNotification({ ...options, optimisticResponse: { deleteNotification: true } }),
        );
      }
    },
    [kind, deleteMessage, deleteNotification],
  );

  const markAllRead = useCallback(async () => {
    const ids = items.map((item) => item.id);
    const update = (cache: ApolloCache) =>
      ids.forEach((id) => setFlags(cache, kind, id, { read: true, seen: true }));
    if (kind === 'messages') {
      dataOrThrow(
        await markAllMessages({
          optimisticResponse: { markAllMessagesRead: true },
          update,
          handledByCaller: true,
        }),
      );
    } else {
      dataOrThrow(
        await markAllNotifications({
          optimisticResponse: { markAllNotificationsRead: true },
          update,
          handledByCaller: true,
        }),
      );
    }
  }, [items, kind, markAllMessages, markAllNotifications]);

  const unread = items.filter((item) => !item.read).length;
  return { items, loading, unread, setRead, remove, markAllRead };
}

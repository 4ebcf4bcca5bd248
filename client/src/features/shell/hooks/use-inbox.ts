import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import type { MessageFieldsFragment } from '../../../generated/graphql';
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

  const [toggleMessage] = useMutation(ToggleMessageReadDocument);
  const [toggleNotification] = useMutation(ToggleNotificationReadDocument);
  const [deleteMessage] = useMutation(DeleteMessageDocument);
  const [deleteNotification] = useMutation(DeleteNotificationDocument);
  const [markAllMessages] = useMutation(MarkAllMessagesReadDocument);
  const [markAllNotifications] = useMutation(MarkAllNotificationsReadDocument);

  const setRead = useCallback(
    async (item: InboxItem, read: boolean) => {
      // __typename lets the cache merge the optimistic answer into the cached entry.
      const optimistic = { __typename: TYPENAME[kind], id: item.id, read };
      if (kind === 'messages') {
        await toggleMessage({
          variables: { id: item.id, read },
          optimisticResponse: { toggleMessageRead: optimistic },
        });
      } else {
        await toggleNotification({
          variables: { id: item.id, read },
          optimisticResponse: { toggleNotificationRead: optimistic },
        });
      }
    },
    [kind, toggleMessage, toggleNotification],
  );

  const remove = useCallback(
    async (item: InboxItem) => {
      const options = {
        variables: { id: item.id },
        update: (cache: ApolloCache) => evict(cache, kind, item.id),
      };
      if (kind === 'messages') {
        await deleteMessage({ ...options, optimisticResponse: { deleteMessage: true } });
      } else {
        await deleteNotification({ ...options, optimisticResponse: { deleteNotification: true } });
      }
    },
    [kind, deleteMessage, deleteNotification],
  );

  const markAllRead = useCallback(async () => {
    const ids = items.map((item) => item.id);
    const update = (cache: ApolloCache) =>
      ids.forEach((id) => setFlags(cache, kind, id, { read: true, seen: true }));
    if (kind === 'messages') {
      await markAllMessages({ optimisticResponse: { markAllMessagesRead: true }, update });
    } else {
      await markAllNotifications({ optimisticResponse: { markAllNotificationsRead: true }, update });
    }
  }, [items, kind, markAllMessages, markAllNotifications]);

  const unread = items.filter((item) => !item.read).length;
  return { items, loading, unread, setRead, remove, markAllRead };
}

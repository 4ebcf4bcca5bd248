import { useApolloClient, useSubscription } from '@apollo/client/react';
import { NotificationAddedDocument, TopBarNotificationsDocument } from '../graphql/top-bar';

/**
 * Keeps the notifications panel live: each notification added for the viewer (an event changed or
 * cancelled…) goes to the top of the list in the cache, so the bell's count and the panel show it at
 * once, without a refetch.
 */
export function useNotificationFeed() {
  const client = useApolloClient();
  useSubscription(NotificationAddedDocument, {
    ignoreResults: true,
    onData: ({ data }) => {
      const notification = data.data?.notificationAdded;
      if (!notification) return;
      client.cache.updateQuery({ query: TopBarNotificationsDocument }, (current) =>
        current && !current.notifications.some((item) => item.id === notification.id)
          ? { ...current, notifications: [notification, ...current.notifications] }
          : current,
      );
    },
  });
}

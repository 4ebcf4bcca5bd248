import { graphql } from '../../../generated';

// Everything the top bar reads and changes. Fragments are the shape each panel renders and the
// shape the cache edits write; the inbox's (MessageFields, NotificationFields) are shared with the home
// in lib/graphql/inbox-fragments.ts.

export const ShortcutFieldsFragment = graphql(`
  fragment ShortcutFields on Shortcut {
    id
    label
    description
    icon
    link
    useRouter
  }
`);

export const TopBarShortcutsDocument = graphql(`
  query TopBarShortcuts {
    shortcuts {
      ...ShortcutFields
    }
  }
`);

export const CreateShortcutDocument = graphql(`
  mutation CreateShortcut($input: ShortcutInput!) {
    createShortcut(input: $input) {
      ...ShortcutFields
    }
  }
`);

export const UpdateShortcutDocument = graphql(`
  mutation UpdateShortcut($id: ID!, $input: ShortcutPatch!) {
    updateShortcut(id: $id, input: $input) {
      ...ShortcutFields
    }
  }
`);

export const DeleteShortcutDocument = graphql(`
  mutation DeleteShortcut($id: ID!) {
    deleteShortcut(id: $id)
  }
`);

export const TopBarMessagesDocument = graphql(`
  query TopBarMessages {
    messages {
      ...MessageFields
    }
  }
`);

export const TopBarNotificationsDocument = graphql(`
  query TopBarNotifications {
    notifications {
      ...NotificationFields
    }
  }
`);

export const ToggleMessageReadDocument = graphql(`
  mutation ToggleMessageRead($id: ID!, $read: Boolean) {
    toggleMessageRead(id: $id, read: $read) {
      id
      read
    }
  }
`);

export const ToggleNotificationReadDocument = graphql(`
  mutation ToggleNotificationRead($id: ID!, $read: Boolean) {
    toggleNotificationRead(id: $id, read: $read) {
      id
      read
    }
  }
`);

export const DeleteMessageDocument = graphql(`
  mutation DeleteMessage($id: ID!) {
    deleteMessage(id: $id)
  }
`);

export const DeleteNotificationDocument = graphql(`
  mutation DeleteNotification($id: ID!) {
    deleteNotification(id: $id)
  }
`);

export const MarkAllMessagesReadDocument = graphql(`
  mutation MarkAllMessagesRead {
    markAllMessagesRead
  }
`);

export const MarkAllNotificationsReadDocument = graphql(`
  mutation MarkAllNotificationsRead {
    markAllNotificationsRead
  }
`);

export const TopBarSearchDocument = graphql(`
  query TopBarSearch($query: String!, $language: String) {
    search(query: $query, language: $language) {
      id
      label
      total
      hasMore
      seeAllLink
      results {
        __typename
        ... on ContactSearchResult {
          avatar
          name
          link
          value
        }
        ... on UserSearchResult {
          id
          avatar
          name
          email
          link
          value
        }
        ... on PageSearchResult {
          title
          link
          value
        }
        ... on TaskSearchResult {
          title
          completed
          link
          value
        }
        ... on MailSearchResult {
          id
          subject
          senderName
          date
          unread
          link
          value
        }
      }
    }
    searchPeople(query: $query) {
      id
      label
      total
      hasMore
      results {
        __typename
        ... on AthleteSearchResult {
          id
          name
          link
          value
        }
        ... on TeamSearchResult {
          id
          name
          link
          value
        }
      }
    }
  }
`);

export const TopBarUserDocument = graphql(`
  query TopBarUser {
    me {
      id
      name
      email
      avatar
      status
    }
  }
`);

export const UpdateMyStatusDocument = graphql(`
  mutation UpdateMyStatus($status: PresenceStatus!) {
    updateMe(input: { status: $status }) {
      id
      status
    }
  }
`);

export const NotificationAddedDocument = graphql(`
  subscription NotificationAdded {
    notificationAdded {
      ...NotificationFields
    }
  }
`);

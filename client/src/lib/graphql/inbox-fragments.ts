import { graphql } from '../../generated';

// The fields of a message and a notification as every screen shows them (the top bar's panels, the
// home's lists): one shape, so the same entry is one cache object that both read and the panels' edits
// (read, removed) show everywhere at once.

export const MessageFieldsFragment = graphql(`
  fragment MessageFields on Message {
    id
    read
    title
    description
    icon
    image
    link
    useRouter
    time
    seen
  }
`);

export const NotificationFieldsFragment = graphql(`
  fragment NotificationFields on Notification {
    id
    read
    title
    description
    icon
    image
    link
    useRouter
    time
    seen
  }
`);

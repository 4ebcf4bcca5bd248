import type { Resolvers } from '../../generated/graphql.js';
import type { Language } from '../../shared/language.js';
import { localized } from '../../shared/localized-text.js';
import type { InboxItemEntity } from './inbox-item.entity.js';

// Title and description in the request's language (shared/localized-text.ts).
const inboxText = {
  title: (item: InboxItemEntity, _args: unknown, ctx: { language: Language }) =>
    localized(item, 'title', ctx.language),
  description: (item: InboxItemEntity, _args: unknown, ctx: { language: Language }) =>
    localized(item, 'description', ctx.language),
};

export const inboxResolvers: Resolvers = {
  Query: {
    messages: (_parent, _args, ctx) => ctx.services.inbox.list(ctx.viewer, 'message'),
    notifications: (_parent, _args, ctx) => ctx.services.inbox.list(ctx.viewer, 'notification'),
  },
  Mutation: {
    createMessage: (_parent, { input }, ctx) => ctx.services.inbox.create(ctx.viewer, 'message', input),
    updateMessage: (_parent, { id, input }, ctx) =>
      ctx.services.inbox.update(ctx.viewer, 'message', id, input, ctx.language),
    deleteMessage: (_parent, { id }, ctx) => ctx.services.inbox.remove(ctx.viewer, 'message', id),
    toggleMessageRead: (_parent, { id, read }, ctx) =>
      ctx.services.inbox.toggleRead(ctx.viewer, 'message', id, read),
    markAllMessagesRead: (_parent, _args, ctx) => ctx.services.inbox.markAllRead(ctx.viewer, 'message'),

    createNotification: (_parent, { input }, ctx) =>
      ctx.services.inbox.create(ctx.viewer, 'notification', input),
    updateNotification: (_parent, { id, input }, ctx) =>
      ctx.services.inbox.update(ctx.viewer, 'notification', id, input, ctx.language),
    deleteNotification: (_parent, { id }, ctx) => ctx.services.inbox.remove(ctx.viewer, 'notification', id),
    toggleNotificationRead: (_parent, { id, read }, ctx) =>
      ctx.services.inbox.toggleRead(ctx.viewer, 'notification', id, read),
    markAllNotificationsRead: (_parent, _args, ctx) =>
      ctx.services.inbox.markAllRead(ctx.viewer, 'notification'),
  },
  Subscription: {
    notificationAdded: {
      subscribe: (_parent, _args, ctx) => ctx.services.inbox.watchNotifications(ctx.viewer),
      resolve: (item: InboxItemEntity) => item,
    },
  },
  Message: inboxText,
  Notification: inboxText,
};

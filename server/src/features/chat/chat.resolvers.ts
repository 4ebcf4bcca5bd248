import type { Resolvers } from '../../generated/graphql.js';
import { localized } from '../../shared/localized-text.js';
import type { ChatMessageEntity } from './chat-message.entity.js';

export const chatResolvers: Resolvers = {
  Query: {
    chats: (_parent, _args, ctx) => ctx.services.chat.chats(ctx.viewer),
    chat: (_parent, { id }, ctx) => ctx.services.chat.chat(ctx.viewer, id),
    chatContacts: (_parent, _args, ctx) => ctx.services.chat.contacts(ctx.viewer),
    chatContact: (_parent, { id }, ctx) => ctx.services.chat.contact(ctx.viewer, id),
    chatProfile: (_parent, _args, ctx) => ctx.services.chat.profile(ctx.viewer, ctx.loaders),
    userConversations: (_parent, { userId }, ctx) => ctx.services.chat.userConversations(ctx.viewer, userId),
  },
  Mutation: {
    updateChat: (_parent, { id, input }, ctx) => ctx.services.chat.updateChat(ctx.viewer, id, input),
    sendChatMessage: (_parent, { chatId, value }, ctx) =>
      ctx.services.chat.sendMessage(ctx.viewer, chatId, value),
    markChatRead: (_parent, { chatId }, ctx) => ctx.services.chat.markRead(ctx.viewer, chatId),
    startChat: (_parent, { contactId }, ctx) => ctx.services.chat.startChat(ctx.viewer, contactId),
  },
  Subscription: {
    chatMessageAdded: {
      subscribe: (_parent, _args, ctx) => ctx.services.chat.watchMessages(ctx.viewer),
      resolve: (message: ChatMessageEntity) => message,
    },
  },
  Chat: {
    lastMessage: (chat, _args, ctx) => ctx.services.chat.lastMessageOf(chat, ctx.loaders, ctx.language),
    contact: (chat, _args, ctx) => ctx.services.chat.contactOf(chat, ctx.loaders),
    messages: (chat, _args, ctx) => ctx.services.chat.messagesOf(chat, ctx.loaders),
  },
  ChatMessage: {
    // In the request's (or the WebSocket connection's) language (shared/localized-text.ts).
    value: (message, _args, ctx) => localized(message, 'value', ctx.language),
    chatId: (message) => message.conversationId,
    contactId: (message) => message.senderId,
    isMine: (message, _args, ctx) => ctx.services.chat.isMine(ctx.viewer, message),
  },
  ChatContact: {
    about: async (user, _args, ctx) =>
      (await ctx.services.chat.profileOf(user, ctx.loaders, ctx.language)).about,
    background: async (user, _args, ctx) =>
      (await ctx.services.chat.profileOf(user, ctx.loaders, ctx.language)).background,
    details: async (user, _args, ctx) =>
      (await ctx.services.chat.profileOf(user, ctx.loaders, ctx.language)).details,
    attachments: async (user, _args, ctx) =>
      (await ctx.services.chat.profileOf(user, ctx.loaders, ctx.language)).attachments,
  },
  ChatProfile: {
    about: async (user, _args, ctx) =>
      (await ctx.services.chat.profileOf(user, ctx.loaders, ctx.language)).about,
  },
};

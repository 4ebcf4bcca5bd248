import type { ApolloCache, Reference } from '@apollo/client';
import type { QuickChatMessageFragment } from '../../../generated/graphql';
import { QuickChatListDocument, QuickChatMessageFragment as MessageFragment } from '../graphql/quick-chat';

export type ChatMessage = QuickChatMessageFragment;

export interface AddMessageOptions {
  /** Count the message as unread for the viewer (someone else's message in a chat not on screen). */
  countUnread: boolean;
}

/**
 * Puts a message into the cache as the list and the open conversation see it: appended to the chat's
 * messages (when they are loaded, once per id), the chat's last message and activity time moved, the
 * unread counter bumped if asked, and the chat moved to the top of the list (newest activity first).
 * Answers false when the chat is not in the cached list, so the caller can refetch it.
 */
export function addMessageToCache(
  cache: ApolloCache,
  message: ChatMessage,
  { countUnread }: AddMessageOptions,
): boolean {
  const chatId = cache.identify({ __typename: 'Chat', id: message.chatId });
  const messageRef = cache.writeFragment({
    fragment: MessageFragment,
    data: Object.assign({ __typename: 'ChatMessage' }, message),
  });
  cache.modify<{
    messages: readonly Reference[];
    lastMessage: string | null;
    lastMessageAt: string | null;
    unreadCount: number;
  }>({
    id: chatId,
    fields: {
      messages: (existing, { readField }) =>
        !messageRef || existing.some((ref) => readField('id', ref) === message.id)
          ? existing
          : [...existing, messageRef],
      lastMessage: () => message.value,
      lastMessageAt: () => message.createdAt,
      unreadCount: (count) => (countUnread ? count + 1 : count),
    },
  });
  let listed = false;
  cache.modify<{ chats: readonly Reference[] }>({
    fields: {
      chats: (existing, { readField }) => {
        const chat = existing.find((ref) => readField('id', ref) === message.chatId);
        if (!chat) return existing;
        listed = true;
        return existing[0] === chat ? existing : [chat, ...existing.filter((ref) => ref !== chat)];
      },
    },
  });
  return listed || cache.readQuery({ query: QuickChatListDocument }) === null;
}

/** Sets a chat's unread counter to 0 in the cache (the optimistic answer of markChatRead). */
export const readChatResponse = (chatId: string) => ({
  markChatRead: { __typename: 'Chat' as const, id: chatId, unreadCount: 0 },
});

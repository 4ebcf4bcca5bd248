import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { QuickChatListDocument, QuickChatMessageAddedDocument } from '../graphql/quick-chat';
import { addMessageToCache } from './chat-cache';

export interface ChatMessageFeedOptions {
  /** The chat on screen right now (panel open, conversation shown), or null. */
  visibleChatId: string | null;
  /** Called for someone else's message arriving in the visible chat (to mark it read). */
  onVisibleMessage: (chatId: string) => void;
}

/**
 * Keeps the cache live: every new message of the viewer's chats (from contacts, and the viewer's own
 * from other sessions) is appended to its conversation and moves its chat to the top; it counts as
 * unread unless it is the viewer's own or its chat is on screen. A chat the list does not know yet
 * (started by someone else) makes the list reload.
 */
export function useChatMessageFeed({ visibleChatId, onVisibleMessage }: ChatMessageFeedOptions) {
  const client = useApolloClient();
  // The subscription lives as long as the panel; the callback reads the latest values.
  const latest = useRef({ visibleChatId, onVisibleMessage });
  useEffect(() => {
    latest.current = { visibleChatId, onVisibleMessage };
  });

  useSubscription(QuickChatMessageAddedDocument, {
    ignoreResults: true,
    onData: ({ data }) => {
      const message = data.data?.chatMessageAdded;
      if (!message) return;
      const visible = latest.current.visibleChatId === message.chatId;
      const listed = addMessageToCache(client.cache, message, { countUnread: !message.isMine && !visible });
      if (!listed) void client.refetchQueries({ include: [QuickChatListDocument] });
      if (visible && !message.isMine) latest.current.onVisibleMessage(message.chatId);
    },
  });
}

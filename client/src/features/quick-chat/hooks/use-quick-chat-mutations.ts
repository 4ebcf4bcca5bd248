import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { QuickChatMarkReadDocument, QuickChatSendMessageDocument } from '../graphql/quick-chat';
import { addMessageToCache, readChatResponse, type ChatMessage } from './chat-cache';

/** The most a message may hold (schema: 1 to 4000 characters after trimming). */
export const MAX_MESSAGE_LENGTH = 4000;

let optimisticIds = 0;

/**
 * Sends a message with an optimistic answer: it shows at the end of the conversation and moves the chat
 * to the top of the list at once; the server's message replaces it (same cache entry by id on success,
 * removed on failure). Resolves true once the server stored it.
 */
export function useSendChatMessage() {
  const [mutate, { loading }] = useMutation(QuickChatSendMessageDocument);

  const send = useCallback(
    async (chatId: string, text: string): Promise<boolean> => {
      const value = text.trim();
      if (value.length === 0 || value.length > MAX_MESSAGE_LENGTH) return false;
      optimisticIds += 1;
      const optimistic: ChatMessage = {
        id: `optimistic-${optimisticIds}`,
        chatId,
        contactId: '',
        value,
        createdAt: new Date().toISOString(),
        isMine: true,
      };
      try {
        await mutate({
          variables: { chatId, value },
          optimisticResponse: {
            sendChatMessage: Object.assign({ __typename: 'ChatMessage' as const }, optimistic),
          },
          update: (cache, { data }) => {
            if (data) addMessageToCache(cache, data.sendChatMessage, { countUnread: false });
          },
        });
        return true;
      } catch {
        return false;
      }
    },
    [mutate],
  );

  return { send, sending: loading };
}

/** Marks a chat read: the counter drops to 0 at once, the server confirms. Failures are left silent. */
export function useMarkChatRead() {
  const [mutate] = useMutation(QuickChatMarkReadDocument);
  return useCallback(
    (chatId: string) => {
      mutate({ variables: { chatId }, optimisticResponse: readChatResponse(chatId) }).catch(() => {
        // The badge comes back with the next list refresh; nothing else to do.
      });
    },
    [mutate],
  );
}

import { useCallback } from 'react';
import { useFeatureMutation } from '../../../lib/apollo/use-feature-mutation';
import { QuickChatMarkReadDocument, QuickChatSendMessageDocument } from '../graphql/quick-chat';
import { addMessageToCache, readChatResponse, type ChatMessage } from './chat-cache';

/** The most a message may hold (schema: 1 to 4000 characters after trimming). */
export const MAX_MESSAGE_LENGTH = 4000;

let optimisticIds = 0;

/**
 * Sends a message with an optimistic answer: it shows at the end of the conversation and moves the chat
 * to the top of the list at once; the server's message replaces it (same cache entry by id on success,
 * removed on failure). Resolves true once the server stored it; a failure is the composer's to show
 * (the draft comes back with an alert), so it is not toasted.
 */
export function useSendChatMessage() {
  const [mutate, { loading }] = useFeatureMutation(QuickChatSendMessageDocument, 'quick-chat');

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
      const outcome = await mutate({
        variables: { chatId, value },
        optimisticResponse: {
          sendChatMessage: Object.assign({ __typename: 'ChatMessage' as const }, optimistic),
        },
        update: (cache, { data }) => {
          if (data) addMessageToCache(cache, data.sendChatMessage, { countUnread: false });
        },
        handledByCaller: true,
      });
      return outcome.ok;
    },
    [mutate],
  );

  return { send, sending: loading };
}

/** Marks a chat read: the counter drops to 0 at once, the server confirms. Failures are left silent. */
export function useMarkChatRead() {
  const [mutate] = useFeatureMutation(QuickChatMarkReadDocument, 'quick-chat');
  return useCallback(
    (chatId: string) => {
      // On a failure the badge comes back with the next list refresh; nothing else to do.
      void mutate({
        variables: { chatId },
        optimisticResponse: readChatResponse(chatId),
        handledByCaller: true,
      });
    },
    [mutate],
  );
}

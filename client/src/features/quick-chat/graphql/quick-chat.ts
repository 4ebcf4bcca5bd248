import { graphql } from '../../../generated';

// The quick chat panel's operations. Lists and conversations share normalised Chat and ChatMessage
// entries in the cache, so a sent or received message updates both.

export const QuickChatMessageFragment = graphql(`
  fragment QuickChatMessage on ChatMessage {
    id
    chatId
    contactId
    value
    createdAt
    isMine
  }
`);

export const QuickChatListDocument = graphql(`
  query QuickChatList {
    chats {
      id
      unreadCount
      muted
      lastMessage
      lastMessageAt
      contact {
        id
        name
        avatar
      }
    }
  }
`);

export const QuickChatConversationDocument = graphql(`
  query QuickChatConversation($id: ID!) {
    chat(id: $id) {
      id
      unreadCount
      muted
      lastMessage
      lastMessageAt
      contact {
        id
        name
        avatar
        about
      }
      messages {
        ...QuickChatMessage
      }
    }
  }
`);

export const QuickChatSendMessageDocument = graphql(`
  mutation QuickChatSendMessage($chatId: ID!, $value: String!) {
    sendChatMessage(chatId: $chatId, value: $value) {
      ...QuickChatMessage
    }
  }
`);

export const QuickChatMarkReadDocument = graphql(`
  mutation QuickChatMarkRead($chatId: ID!) {
    markChatRead(chatId: $chatId) {
      id
      unreadCount
    }
  }
`);

export const QuickChatMessageAddedDocument = graphql(`
  subscription QuickChatMessageAdded {
    chatMessageAdded {
      ...QuickChatMessage
    }
  }
`);

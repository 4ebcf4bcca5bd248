import { bodyObject, pickKeys, type RestRow } from '../../shared/rest.js';

const CONTACT_FIELDS = 'id avatar background name about';
const FULL_CONTACT_FIELDS = `${CONTACT_FIELDS}
  details { emails { email label } phoneNumbers { country phoneNumber label } title company birthday address }
  attachments { media docs links }`;
const MESSAGE_FIELDS = 'id chatId contactId value createdAt isMine';
// Spec 001 §3: a chat with its contact and messages.
const CHAT_FIELDS = `id contactId unreadCount muted lastMessage lastMessageAt
  contact { ${FULL_CONTACT_FIELDS} } messages { ${MESSAGE_FIELDS} }`;

/** The spec's membership shape is snake_case (user administration sub-resources). */
function restMembership(membership: unknown): unknown {
  const row = membership as { id: string; conversationId: string; userId: string; joinedAt: string };
  return { id: row.id, conversation_id: row.conversationId, user_id: row.userId, joined_at: row.joinedAt };
}

export const chatRestRows: RestRow[] = [
  {
    method: 'GET',
    path: 'api/apps/chat/chats',
    document: `query RestChats { chats { ${CHAT_FIELDS} } }`,
    pick: (data) => data.chats,
  },
  {
    method: 'GET',
    path: 'api/apps/chat/chat',
    document: `query RestChat($id: ID!) { chat(id: $id) { ${CHAT_FIELDS} } }`,
    variables: ({ query }) => ({ id: query.id }),
    pick: (data) => data.chat,
  },
  {
    method: 'PATCH',
    path: 'api/apps/chat/chat',
    document: `mutation RestUpdateChat($id: ID!, $input: UpdateChatInput!) { updateChat(id: $id, input: $input) { ${CHAT_FIELDS} } }`,
    variables: ({ body }) => {
      const { id, chat } = bodyObject(body);
      return { id, input: pickKeys(bodyObject(chat ?? {}), ['muted', 'unreadCount']) };
    },
    pick: (data) => data.updateChat,
  },
  {
    method: 'GET',
    path: 'api/apps/chat/contacts',
    document: `query RestChatContacts { chatContacts { ${CONTACT_FIELDS} } }`,
    pick: (data) => data.chatContacts,
  },
  {
    method: 'GET',
    path: 'api/apps/chat/contact',
    document: `query RestChatContact($id: ID!) { chatContact(id: $id) { ${FULL_CONTACT_FIELDS} } }`,
    variables: ({ query }) => ({ id: query.id }),
    pick: (data) => data.chatContact,
  },
  {
    method: 'GET',
    path: 'api/apps/chat/profile',
    document: `query RestChatProfile { chatProfile { id name email avatar about } }`,
    pick: (data) => data.chatProfile,
  },
  {
    method: 'GET',
    path: 'api/users/:id/conversations',
    document: `query RestUserConversations($userId: ID!) { userConversations(userId: $userId) { id conversationId userId joinedAt } }`,
    variables: ({ params }) => ({ userId: params.id }),
    pick: (data) => (data.userConversations as unknown[]).map(restMembership),
  },
];

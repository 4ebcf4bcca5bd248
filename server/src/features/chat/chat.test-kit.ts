import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { suiteCalls, useTestServer } from '../../../../tests/support/suite.js';
import { seedId } from '../../shared/seed-ids.js';
import { DEMO_PERSONAS, demoMembers } from '../users/index.js';

// What the chat suites (chat.*.test.ts) share: the seeded chats and people they read, the shapes the
// REST routes answer, and one server per file with a token for each persona below.

export const P = DEMO_PERSONAS;
export const chatId = (n: number) => seedId('chat', n);
// Chat 1: super admin ↔ org admin; 16: org admin ↔ regular user (the super admin is not a member).
export const CHAT_1 = chatId(1);
export const ORG_ADMIN_REGULAR_CHAT = chatId(16);
export const UNKNOWN = '00000000-0000-4000-8fff-000000000999';
// A Kartal member without a chat or a chat profile, and an Anadolu member.
export const QUIET_MEMBER = demoMembers()[20];
export const ANADOLU_MEMBER = demoMembers()[45];

export interface RestChat {
  id: string;
  contactId: string;
  unreadCount: number;
  muted: boolean;
  lastMessage: string | null;
  lastMessageAt: string | null;
  contact: Record<string, unknown>;
  messages: {
    id: string;
    chatId: string;
    contactId: string;
    value: string;
    createdAt: string;
    isMine: boolean;
  }[];
}
export type ErrorBody = { code: string; message: string; fieldErrors?: Record<string, string> };

export const CHAT = `query ($id: ID!) { chat(id: $id) { id contactId unreadCount muted lastMessage lastMessageAt messages { id value isMine } contact { id name } } }`;

const PERSONAS = {
  superAdmin: P.superAdmin,
  orgAdmin: P.orgAdmin,
  regular: P.regular,
  otherOrgAdmin: P.otherOrgAdmin,
};

/**
 * One server for the calling file (tests/support/suite.ts), with a token per persona in `t.tokens`, the
 * suite calls, and the chat readers the tests check writes with.
 */
export function chatSuite() {
  const t = useTestServer(PERSONAS);
  const calls = suiteCalls(t);

  async function messageCount(conversationId: string): Promise<number> {
    const [row] = await calls.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM chat_messages WHERE conversation_id = $1',
      [conversationId],
    );
    return row!.n;
  }

  async function unreadOf(conversationId: string, userId: string): Promise<number> {
    const [row] = await calls.query<{ n: number }>(
      'SELECT unread_count AS n FROM conversation_members WHERE conversation_id = $1 AND user_id = $2',
      [conversationId, userId],
    );
    return row!.n;
  }

  /** A graphql-ws client of the file's server, connecting with `connectionParams`. */
  function socket(connectionParams: Record<string, unknown>, options: { lazy?: boolean } = {}) {
    return createClient({
      url: `${t.server.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams,
      lazy: options.lazy,
    });
  }

  return { t, ...calls, messageCount, unreadOf, socket };
}

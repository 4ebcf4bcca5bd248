import { describe, expect, it } from 'vitest';
import { signInToken } from '../../../../tests/support/auth.js';
import {
  ANADOLU_MEMBER,
  CHAT,
  CHAT_1,
  chatSuite,
  ORG_ADMIN_REGULAR_CHAT,
  P,
  QUIET_MEMBER,
  type RestChat,
  UNKNOWN,
} from './chat.test-kit.js';

// Writing in a chat: sendChatMessage refuses bad input and other people's chats, delivers to the other
// member over chatMessageAdded and counts as unread until markChatRead; startChat finds or starts a
// direct chat with a contact of the viewer's organization.

const { t, gql, query, messageCount, unreadOf, socket } = chatSuite();

const SEND = `mutation ($chatId: ID!, $value: String!) { sendChatMessage(chatId: $chatId, value: $value) { id chatId contactId value createdAt isMine } }`;
const MARK_READ = `mutation ($chatId: ID!) { markChatRead(chatId: $chatId) { id unreadCount } }`;
const START = `mutation ($contactId: ID!) { startChat(contactId: $contactId) { id contactId unreadCount messages { id } contact { id name about } } }`;

describe('sendChatMessage, markChatRead and chatMessageAdded', () => {
  it('refuses empty, blank, oversize and wrongly typed messages and writes nothing', async () => {
    const before = await messageCount(CHAT_1);
    const unread = await unreadOf(CHAT_1, P.orgAdmin.id);
    for (const value of ['', '   \n ', 'x'.repeat(4001), 'a\u0000b']) {
      const response = await gql('superAdmin', SEND, { chatId: CHAT_1, value });
      expect(response.errors?.[0]?.extensions?.code, JSON.stringify(value).slice(0, 20)).toBe(
        'BAD_USER_INPUT',
      );
      expect(response.errors?.[0]?.extensions?.fieldErrors?.value).toBeTruthy();
    }
    const typed = await gql('superAdmin', SEND, { chatId: CHAT_1, value: 42 });
    expect(typed.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const missing = await gql('superAdmin', SEND, { chatId: CHAT_1 });
    expect(missing.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await messageCount(CHAT_1)).toBe(before);
    expect(await unreadOf(CHAT_1, P.orgAdmin.id)).toBe(unread);
  });

  it('refuses a chat the viewer is not a member of with NOT_FOUND and writes nothing', async () => {
    const before = await messageCount(ORG_ADMIN_REGULAR_CHAT);
    for (const [id, persona] of [
      [ORG_ADMIN_REGULAR_CHAT, 'superAdmin'],
      [CHAT_1, 'otherOrgAdmin'],
      [UNKNOWN, 'superAdmin'],
    ] as const) {
      const response = await gql(persona, SEND, { chatId: id, value: 'hello' });
      expect(response.errors?.[0]).toMatchObject({
        message: `Could not found chat with id of ${id}!`,
        extensions: { code: 'NOT_FOUND' },
      });
    }
    expect(await messageCount(ORG_ADMIN_REGULAR_CHAT)).toBe(before);
    const anonymous = await gql(null, SEND, { chatId: CHAT_1, value: 'hello' });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('delivers a message to the subscribed other member, bumps their unread count; markChatRead resets it', async () => {
    const client = socket({ authorization: `Bearer ${t.tokens.orgAdmin}` }, { lazy: false });
    try {
      const unreadBefore = await unreadOf(CHAT_1, P.orgAdmin.id);
      const received = new Promise<{ chatMessageAdded: Record<string, unknown> }>((resolve, reject) => {
        const unsubscribe = client.subscribe<{ chatMessageAdded: Record<string, unknown> }>(
          { query: 'subscription { chatMessageAdded { id chatId contactId value isMine } }' },
          {
            next: (value) => {
              if (value.data) resolve(value.data);
              else reject(new Error(JSON.stringify(value.errors)));
              unsubscribe();
            },
            error: reject,
            complete: () => undefined,
          },
        );
      });
      // The subscription registers asynchronously: send until it arrives (bounded).
      let arrived = false;
      void received.then(() => (arrived = true));
      let sent = 0;
      for (let attempt = 0; attempt < 30 && !arrived; attempt++) {
        const response = await gql<{ sendChatMessage: Record<string, unknown> }>('superAdmin', SEND, {
          chatId: CHAT_1,
          value: `  Training at 18:00? #${attempt}  `,
        });
        expect(response.data?.sendChatMessage).toMatchObject({
          chatId: CHAT_1,
          contactId: P.superAdmin.id,
          value: `Training at 18:00? #${attempt}`,
          isMine: true,
        });
        sent++;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const event = await received;
      expect(event.chatMessageAdded).toMatchObject({
        chatId: CHAT_1,
        contactId: P.superAdmin.id,
        isMine: false,
      });
      expect(event.chatMessageAdded.value).toMatch(/^Training at 18:00\? #\d+$/);

      // The other member's side counts every message; the chat moved to the top of both lists.
      expect(await unreadOf(CHAT_1, P.orgAdmin.id)).toBe(unreadBefore + sent);
      const theirs = await gql<{
        chat: { unreadCount: number; lastMessage: string; messages: { value: string; isMine: boolean }[] };
      }>('orgAdmin', CHAT, { id: CHAT_1 });
      expect(theirs.data?.chat.unreadCount).toBe(unreadBefore + sent);
      expect(theirs.data?.chat.lastMessage).toBe(`Training at 18:00? #${sent - 1}`);
      expect(theirs.data?.chat.messages.at(-1)).toMatchObject({ isMine: false });
      const list = await t.http.request<RestChat[]>('GET', 'api/apps/chat/chats', {
        token: t.tokens.orgAdmin,
      });
      expect(list.body[0]?.id).toBe(CHAT_1);
      const mine = await t.http.request<RestChat[]>('GET', 'api/apps/chat/chats', {
        token: t.tokens.superAdmin,
      });
      expect(mine.body[0]).toMatchObject({ id: CHAT_1, unreadCount: 0 });

      const read = await gql<{ markChatRead: { id: string; unreadCount: number } }>('orgAdmin', MARK_READ, {
        chatId: CHAT_1,
      });
      expect(read.data?.markChatRead).toEqual({ id: CHAT_1, unreadCount: 0 });
      expect(await unreadOf(CHAT_1, P.orgAdmin.id)).toBe(0);
    } finally {
      await client.dispose();
    }
  });

  it('markChatRead answers NOT_FOUND for a chat that is not the viewer’s', async () => {
    const response = await gql('superAdmin', MARK_READ, { chatId: ORG_ADMIN_REGULAR_CHAT });
    expect(response.errors?.[0]).toMatchObject({
      message: `Could not found chat with id of ${ORG_ADMIN_REGULAR_CHAT}!`,
      extensions: { code: 'NOT_FOUND' },
    });
    expect(await unreadOf(ORG_ADMIN_REGULAR_CHAT, P.orgAdmin.id)).toBe(1);
  });
});

describe('startChat', () => {
  it('returns the existing direct chat', async () => {
    const response = await gql<{ startChat: { id: string } }>('superAdmin', START, {
      contactId: P.orgAdmin.id,
    });
    expect(response.data?.startChat.id).toBe(CHAT_1);
  });

  it('starts a new chat once, visible to both members', async () => {
    const contactId = QUIET_MEMBER?.id as string;
    const first = await gql<{
      startChat: {
        id: string;
        contactId: string;
        unreadCount: number;
        messages: unknown[];
        contact: { about: string };
      };
    }>('superAdmin', START, { contactId });
    expect(first.data?.startChat).toMatchObject({
      contactId,
      unreadCount: 0,
      messages: [],
      contact: { id: contactId, about: "Hi there! I'm using Arena Chat." },
    });
    const again = await gql<{ startChat: { id: string } }>('superAdmin', START, { contactId });
    expect(again.data?.startChat.id).toBe(first.data?.startChat.id);
    const chats = await t.http.request<RestChat[]>('GET', 'api/apps/chat/chats', {
      token: t.tokens.superAdmin,
    });
    expect(chats.body).toHaveLength(16);
    // An empty chat has no activity yet: it sorts last, with no last message.
    expect(chats.body.at(-1)).toMatchObject({
      contactId,
      lastMessage: null,
      lastMessageAt: null,
      messages: [],
    });
    const memberToken = await signInToken(t.server.url, {
      email: QUIET_MEMBER?.email as string,
      password: 'Arena-Member-2026',
      name: '',
    });
    const theirs = await t.http.request<RestChat[]>('GET', 'api/apps/chat/chats', { token: memberToken });
    expect(theirs.body.map((chat) => chat.contactId)).toEqual([P.superAdmin.id]);
  });

  it('refuses oneself, unknown users and other organizations with NOT_FOUND and creates nothing', async () => {
    const conversations = async () =>
      (await query<{ n: number }>('SELECT count(*)::int AS n FROM conversations'))[0]!.n;
    const before = await conversations();
    for (const [contactId, persona] of [
      [P.superAdmin.id, 'superAdmin'],
      [UNKNOWN, 'superAdmin'],
      ['nobody', 'superAdmin'],
      [ANADOLU_MEMBER?.id, 'superAdmin'],
      [P.regular.id, 'otherOrgAdmin'],
    ] as const) {
      const response = await gql(persona, START, { contactId });
      expect(response.errors?.[0]?.extensions?.code, contactId).toBe('NOT_FOUND');
    }
    const after = await conversations();
    expect(after).toBe(before);
  });
});

import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signInToken } from '../../../../tests/support/auth.js';
import { createHttp } from '../../../../tests/support/http.js';
import { startTestServer, type TestServer } from '../../../../tests/support/server.js';
import { seedId } from '../../shared/seed-ids.js';
import { DEMO_PERSONAS, demoMembers } from '../users/index.js';
import { seedDemoChats } from './chat.seed.js';

let t: TestServer;
let http: ReturnType<typeof createHttp>;
const tokens = { superAdmin: '', orgAdmin: '', regular: '', otherOrgAdmin: '' };

const P = DEMO_PERSONAS;
const chatId = (n: number) => seedId('chat', n);
// Chat 1: super admin ↔ org admin; 16: org admin ↔ regular user (the super admin is not a member).
const CHAT_1 = chatId(1);
const ORG_ADMIN_REGULAR_CHAT = chatId(16);
const UNKNOWN = '00000000-0000-4000-8fff-000000000999';
// A Kartal member without a chat or a chat profile, and an Anadolu member.
const QUIET_MEMBER = demoMembers()[20];
const ANADOLU_MEMBER = demoMembers()[45];

interface RestChat {
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
type ErrorBody = { code: string; message: string; fieldErrors?: Record<string, string> };

const SEND = `mutation ($chatId: ID!, $value: String!) { sendChatMessage(chatId: $chatId, value: $value) { id chatId contactId value createdAt isMine } }`;
const CHAT = `query ($id: ID!) { chat(id: $id) { id contactId unreadCount muted lastMessage lastMessageAt messages { id value isMine } contact { id name } } }`;
const MARK_READ = `mutation ($chatId: ID!) { markChatRead(chatId: $chatId) { id unreadCount } }`;
const START = `mutation ($contactId: ID!) { startChat(contactId: $contactId) { id contactId unreadCount messages { id } contact { id name about } } }`;
const CONVERSATIONS = `query ($userId: ID!) { userConversations(userId: $userId) { id conversationId userId joinedAt } }`;

async function messageCount(conversationId: string): Promise<number> {
  const [row] = await t.dataSource.query(
    'SELECT count(*)::int AS n FROM chat_messages WHERE conversation_id = $1',
    [conversationId],
  );
  return (row as { n: number }).n;
}

async function unreadOf(conversationId: string, userId: string): Promise<number> {
  const [row] = await t.dataSource.query(
    'SELECT unread_count AS n FROM conversation_members WHERE conversation_id = $1 AND user_id = $2',
    [conversationId, userId],
  );
  return (row as { n: number }).n;
}

beforeAll(async () => {
  t = await startTestServer();
  http = createHttp(t.url);
  for (const key of Object.keys(tokens) as (keyof typeof tokens)[])
    tokens[key] = await signInToken(t.url, P[key]);
});
afterAll(async () => {
  await t?.close();
});

describe('GET api/apps/chat/chats', () => {
  it('answers 401 without a token', async () => {
    const response = await http.request<ErrorBody>('GET', 'api/apps/chat/chats');
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('UNAUTHENTICATED');
  });

  it("serves the super admin's 15 seeded chats in the spec shape, with contact and messages", async () => {
    const response = await http.request<RestChat[]>('GET', 'api/apps/chat/chats', {
      token: tokens.superAdmin,
    });
    expect(response.status).toBe(200);
    const chats = response.body;
    expect(chats).toHaveLength(15);
    expect(new Set(chats.map((chat) => chat.contactId)).size).toBe(15);
    expect(chats.some((chat) => chat.contactId === P.superAdmin.id)).toBe(false);
    // Same activity time everywhere (spec sample): the seeded order is stable.
    expect(chats.map((chat) => chat.id)).toEqual(Array.from({ length: 15 }, (_, i) => chatId(i + 1)));
    expect(chats.filter((chat) => chat.muted).length).toBe(3);
    expect(chats.filter((chat) => chat.unreadCount > 0).length).toBeGreaterThan(3);

    const first = chats[0] as RestChat;
    expect(Object.keys(first).sort()).toEqual(
      [
        'contact',
        'contactId',
        'id',
        'lastMessage',
        'lastMessageAt',
        'messages',
        'muted',
        'unreadCount',
      ].sort(),
    );
    expect(first.contact).toMatchObject({ id: P.orgAdmin.id, name: P.orgAdmin.name });
    expect(first.contact.details).toMatchObject({ emails: [{ email: P.orgAdmin.email, label: 'Work' }] });
    expect((first.contact.attachments as { media: string[] }).media[0]).toMatch(
      /^\/images\/cards\/\d\d-320x200\.svg$/,
    );

    // The same 15 messages, oldest first, yesterday 09:30 to 10:16 İstanbul time, alternating parties.
    expect(first.messages).toHaveLength(15);
    const times = first.messages.map((message) => new Date(message.createdAt).getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const start = new Date(times[0] as number);
    const end = new Date(times[14] as number);
    expect(start.getUTCHours() * 60 + start.getUTCMinutes()).toBe(6 * 60 + 30);
    expect((end.getTime() - start.getTime()) / 60_000).toBe(46);
    const istanbulToday = new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);
    const istanbulDay = new Date(start.getTime() + 3 * 3600_000).toISOString().slice(0, 10);
    expect(Date.parse(istanbulToday) - Date.parse(istanbulDay)).toBe(24 * 3600_000);
    for (const [index, message] of first.messages.entries()) {
      expect(message.chatId).toBe(first.id);
      expect(message.isMine).toBe(index % 2 === 1);
      // The viewer's own messages carry the viewer's id (spec: 'me' becomes the profile's id).
      expect(message.contactId).toBe(index % 2 === 1 ? P.superAdmin.id : P.orgAdmin.id);
    }
    expect(first.lastMessage).toBe(first.messages[14]?.value);
    expect(first.lastMessageAt).toBe(first.messages[14]?.createdAt);
  });

  it('shows each user only their own chats', async () => {
    const orgAdmin = await http.request<RestChat[]>('GET', 'api/apps/chat/chats', { token: tokens.orgAdmin });
    expect(orgAdmin.body.map((chat) => chat.contactId).sort()).toEqual(
      [P.superAdmin.id, P.regular.id, demoMembers()[9]?.id].sort(),
    );
    const chat1 = orgAdmin.body.find((chat) => chat.id === CHAT_1) as RestChat;
    // Muted and unread are per member: the org admin's side of chat 1 is neither.
    expect(chat1).toMatchObject({ muted: false, unreadCount: 0 });
    expect(chat1.messages[0]?.isMine).toBe(true);
    const anadolu = await http.request<RestChat[]>('GET', 'api/apps/chat/chats', {
      token: tokens.otherOrgAdmin,
    });
    expect(anadolu.body).toEqual([]);
  });

  it('costs the same number of SQL statements for 3 chats as for 15 (GraphQL and REST)', async () => {
    const LIST = `{ chats { id unreadCount lastMessage lastMessageAt contact { id name avatar about background } } }`;
    const count = async (token: string, expected: number) => {
      const statements = await t.queries.during(async () => {
        const response = await http.graphql<{ chats: unknown[] }>(LIST, {}, token);
        expect(response.data?.chats).toHaveLength(expected);
      });
      return statements.length;
    };
    const few = await count(tokens.orgAdmin, 3);
    const many = await count(tokens.superAdmin, 15);
    expect(many).toBe(few);
    expect(many).toBeLessThanOrEqual(5);

    const rest = async (token: string) =>
      (await t.queries.during(() => http.request('GET', 'api/apps/chat/chats', { token }))).length;
    expect(await rest(tokens.superAdmin)).toBe(await rest(tokens.orgAdmin));
  });
});

describe('GET api/apps/chat/chat', () => {
  it('serves one chat with its contact and messages', async () => {
    const response = await http.request<RestChat>('GET', `api/apps/chat/chat?id=${CHAT_1}`, {
      token: tokens.superAdmin,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: CHAT_1,
      contactId: P.orgAdmin.id,
      contact: { id: P.orgAdmin.id },
    });
    expect(response.body.messages.length).toBeGreaterThanOrEqual(15);
  });

  it("answers 404 with the spec's message for an unknown id, a malformed id and another's chat", async () => {
    for (const [id, token] of [
      [UNKNOWN, tokens.superAdmin],
      ['not-a-uuid', tokens.superAdmin],
      [ORG_ADMIN_REGULAR_CHAT, tokens.superAdmin],
      [CHAT_1, tokens.otherOrgAdmin],
      [CHAT_1, tokens.regular],
    ] as const) {
      const response = await http.request<ErrorBody>('GET', `api/apps/chat/chat?id=${id}`, { token });
      expect(response.status, id).toBe(404);
      expect(response.body).toEqual({ code: 'NOT_FOUND', message: `Could not found chat with id of ${id}!` });
    }
    const gql = await http.graphql(CHAT, { id: UNKNOWN }, tokens.superAdmin);
    expect(gql.errors?.[0]).toMatchObject({
      message: `Could not found chat with id of ${UNKNOWN}!`,
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('answers 400 without an id and 401 without a token', async () => {
    const missing = await http.request<ErrorBody>('GET', 'api/apps/chat/chat', { token: tokens.superAdmin });
    expect(missing.status).toBe(400);
    const anonymous = await http.request('GET', `api/apps/chat/chat?id=${CHAT_1}`);
    expect(anonymous.status).toBe(401);
  });
});

describe('PATCH api/apps/chat/chat', () => {
  const chat3 = chatId(3);

  it("merges muted and unreadCount 0 into the viewer's side of the chat and keeps them", async () => {
    const response = await http.request<RestChat>('PATCH', 'api/apps/chat/chat', {
      token: tokens.superAdmin,
      body: { id: chat3, chat: { muted: false, unreadCount: 0, lastMessage: 'ignored', id: 'ignored' } },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: chat3, muted: false, unreadCount: 0 });
    expect(response.body.lastMessage).not.toBe('ignored');
    const muted = await http.request<RestChat>('PATCH', 'api/apps/chat/chat', {
      token: tokens.superAdmin,
      body: { id: chat3, chat: { muted: true } },
    });
    expect(muted.body.muted).toBe(true);
    const reread = await http.request<RestChat>('GET', `api/apps/chat/chat?id=${chat3}`, {
      token: tokens.superAdmin,
    });
    expect(reread.body).toMatchObject({ muted: true, unreadCount: 0 });
    // The other member's side is untouched.
    const [other] = await t.dataSource.query(
      'SELECT muted FROM conversation_members WHERE conversation_id = $1 AND user_id <> $2',
      [chat3, P.superAdmin.id],
    );
    expect(other).toEqual({ muted: false });
  });

  it('refuses wrong types and values with 400, unknown chats with 404, and changes nothing', async () => {
    const before = await http.request('GET', `api/apps/chat/chat?id=${chat3}`, { token: tokens.superAdmin });
    const cases: [unknown, number, string][] = [
      [{ id: chat3, chat: { muted: 'yes' } }, 400, 'BAD_USER_INPUT'],
      [{ id: chat3, chat: { unreadCount: 5 } }, 400, 'BAD_USER_INPUT'],
      [{ id: chat3, chat: { unreadCount: 'x' } }, 400, 'BAD_USER_INPUT'],
      [{ id: chat3, chat: 'muted' }, 400, 'BAD_REQUEST'],
      [[chat3], 400, 'BAD_REQUEST'],
      [{ chat: { muted: true } }, 400, 'BAD_USER_INPUT'],
      [{ id: UNKNOWN, chat: { muted: true } }, 404, 'NOT_FOUND'],
      [{ id: ORG_ADMIN_REGULAR_CHAT, chat: { muted: true } }, 404, 'NOT_FOUND'],
    ];
    for (const [body, status, code] of cases) {
      const response = await http.request<ErrorBody>('PATCH', 'api/apps/chat/chat', {
        token: tokens.superAdmin,
        body,
      });
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(response.body.code, JSON.stringify(body)).toBe(code);
    }
    const unknown = await http.request<ErrorBody>('PATCH', 'api/apps/chat/chat', {
      token: tokens.superAdmin,
      body: { id: UNKNOWN, chat: { muted: true } },
    });
    expect(unknown.body.message).toBe(`Could not found chat with id of ${UNKNOWN}!`);
    const after = await http.request('GET', `api/apps/chat/chat?id=${chat3}`, { token: tokens.superAdmin });
    expect(after.body).toEqual(before.body);
    expect(await unreadOf(ORG_ADMIN_REGULAR_CHAT, P.orgAdmin.id)).toBe(1);
  });
});

describe('contacts and profile', () => {
  it('GET api/apps/chat/contacts: the Kartal users but the viewer, sorted by name, without details', async () => {
    const response = await http.request<{ id: string; name: string }[]>('GET', 'api/apps/chat/contacts', {
      token: tokens.superAdmin,
    });
    expect(response.status).toBe(200);
    const [{ n }] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM users WHERE organization_id = $1 AND id <> $2`,
      [P.superAdmin.organizationId, P.superAdmin.id],
    );
    expect(response.body).toHaveLength(n);
    expect(response.body.map((c) => c.id)).not.toContain(P.superAdmin.id);
    expect(response.body.map((c) => c.id)).not.toContain(P.otherOrgAdmin.id);
    // In the contacts' alphabet (arena_sort_key), not byte order: Özge and İrem come before Zeynep.
    const names = response.body.map((c) => c.name);
    const sorted: { name: string }[] = await t.dataSource.query(
      'SELECT name FROM unnest($1::text[]) AS name ORDER BY arena_sort_key(name)',
      [names],
    );
    expect(names).toEqual(sorted.map((row) => row.name));
    expect(names.indexOf('Özge Koç')).toBeLessThan(names.indexOf('Zeynep Arslan'));
    for (const contact of response.body) {
      expect(Object.keys(contact).sort()).toEqual(['about', 'avatar', 'background', 'id', 'name']);
    }
    const anadolu = await http.request<{ id: string }[]>('GET', 'api/apps/chat/contacts', {
      token: tokens.otherOrgAdmin,
    });
    expect(anadolu.body.map((c) => c.id)).toContain(ANADOLU_MEMBER?.id);
    expect(anadolu.body.map((c) => c.id)).not.toContain(P.superAdmin.id);
  });

  it('GET api/apps/chat/contact: the full contact, the default status text without a profile', async () => {
    const full = await http.request<Record<string, unknown>>(
      'GET',
      `api/apps/chat/contact?id=${P.regular.id}`,
      {
        token: tokens.superAdmin,
      },
    );
    expect(full.status).toBe(200);
    expect(full.body).toMatchObject({
      id: P.regular.id,
      name: P.regular.name,
      details: {
        emails: [{ email: P.regular.email, label: 'Work' }],
        phoneNumbers: [{ country: 'tr', label: 'Mobile' }],
        company: 'Kartal Spor Akademisi',
      },
      attachments: { docs: [], links: [] },
    });
    const quiet = await http.request<Record<string, unknown>>(
      'GET',
      `api/apps/chat/contact?id=${QUIET_MEMBER?.id}`,
      {
        token: tokens.superAdmin,
      },
    );
    expect(quiet.body).toMatchObject({
      about: "Hi there! I'm using Arena Chat.",
      background: null,
      details: { emails: [], phoneNumbers: [], title: null },
      attachments: { media: [], docs: [], links: [] },
    });
  });

  it('GET api/apps/chat/contact: 404 for unknown ids, oneself and other organizations', async () => {
    for (const [id, token] of [
      [UNKNOWN, tokens.superAdmin],
      ['42', tokens.superAdmin],
      [P.superAdmin.id, tokens.superAdmin],
      [ANADOLU_MEMBER?.id, tokens.superAdmin],
      [P.regular.id, tokens.otherOrgAdmin],
    ] as const) {
      const response = await http.request<ErrorBody>('GET', `api/apps/chat/contact?id=${id}`, { token });
      expect(response.status, id).toBe(404);
      expect(response.body.code).toBe('NOT_FOUND');
    }
  });

  it('GET api/apps/chat/profile: the viewer', async () => {
    const response = await http.request('GET', 'api/apps/chat/profile', { token: tokens.superAdmin });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: P.superAdmin.id,
      name: P.superAdmin.name,
      email: P.superAdmin.email,
      avatar: null,
      about: expect.any(String),
    });
    const anonymous = await http.request('GET', 'api/apps/chat/profile');
    expect(anonymous.status).toBe(401);
  });
});

describe('sendChatMessage, markChatRead and chatMessageAdded', () => {
  it('refuses empty, blank, oversize and wrongly typed messages and writes nothing', async () => {
    const before = await messageCount(CHAT_1);
    const unread = await unreadOf(CHAT_1, P.orgAdmin.id);
    for (const value of ['', '   \n ', 'x'.repeat(4001), 'a\u0000b']) {
      const response = await http.graphql(SEND, { chatId: CHAT_1, value }, tokens.superAdmin);
      expect(response.errors?.[0]?.extensions?.code, JSON.stringify(value).slice(0, 20)).toBe(
        'BAD_USER_INPUT',
      );
      expect(response.errors?.[0]?.extensions?.fieldErrors?.value).toBeTruthy();
    }
    const typed = await http.graphql(SEND, { chatId: CHAT_1, value: 42 }, tokens.superAdmin);
    expect(typed.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const missing = await http.graphql(SEND, { chatId: CHAT_1 }, tokens.superAdmin);
    expect(missing.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await messageCount(CHAT_1)).toBe(before);
    expect(await unreadOf(CHAT_1, P.orgAdmin.id)).toBe(unread);
  });

  it('refuses a chat the viewer is not a member of with NOT_FOUND and writes nothing', async () => {
    const before = await messageCount(ORG_ADMIN_REGULAR_CHAT);
    for (const [id, token] of [
      [ORG_ADMIN_REGULAR_CHAT, tokens.superAdmin],
      [CHAT_1, tokens.otherOrgAdmin],
      [UNKNOWN, tokens.superAdmin],
    ] as const) {
      const response = await http.graphql(SEND, { chatId: id, value: 'hello' }, token);
      expect(response.errors?.[0]).toMatchObject({
        message: `Could not found chat with id of ${id}!`,
        extensions: { code: 'NOT_FOUND' },
      });
    }
    expect(await messageCount(ORG_ADMIN_REGULAR_CHAT)).toBe(before);
    const anonymous = await http.graphql(SEND, { chatId: CHAT_1, value: 'hello' });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('delivers a message to the subscribed other member, bumps their unread count; markChatRead resets it', async () => {
    const client = createClient({
      url: `${t.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${tokens.orgAdmin}` },
      lazy: false,
    });
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
        const response = await http.graphql<{ sendChatMessage: Record<string, unknown> }>(
          SEND,
          { chatId: CHAT_1, value: `  Training at 18:00? #${attempt}  ` },
          tokens.superAdmin,
        );
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
      const theirs = await http.graphql<{
        chat: { unreadCount: number; lastMessage: string; messages: { value: string; isMine: boolean }[] };
      }>(CHAT, { id: CHAT_1 }, tokens.orgAdmin);
      expect(theirs.data?.chat.unreadCount).toBe(unreadBefore + sent);
      expect(theirs.data?.chat.lastMessage).toBe(`Training at 18:00? #${sent - 1}`);
      expect(theirs.data?.chat.messages.at(-1)).toMatchObject({ isMine: false });
      const list = await http.request<RestChat[]>('GET', 'api/apps/chat/chats', { token: tokens.orgAdmin });
      expect(list.body[0]?.id).toBe(CHAT_1);
      const mine = await http.request<RestChat[]>('GET', 'api/apps/chat/chats', { token: tokens.superAdmin });
      expect(mine.body[0]).toMatchObject({ id: CHAT_1, unreadCount: 0 });

      const read = await http.graphql<{ markChatRead: { id: string; unreadCount: number } }>(
        MARK_READ,
        { chatId: CHAT_1 },
        tokens.orgAdmin,
      );
      expect(read.data?.markChatRead).toEqual({ id: CHAT_1, unreadCount: 0 });
      expect(await unreadOf(CHAT_1, P.orgAdmin.id)).toBe(0);
    } finally {
      await client.dispose();
    }
  });

  it('markChatRead answers NOT_FOUND for a chat that is not the viewer’s', async () => {
    const response = await http.graphql(MARK_READ, { chatId: ORG_ADMIN_REGULAR_CHAT }, tokens.superAdmin);
    expect(response.errors?.[0]).toMatchObject({
      message: `Could not found chat with id of ${ORG_ADMIN_REGULAR_CHAT}!`,
      extensions: { code: 'NOT_FOUND' },
    });
    expect(await unreadOf(ORG_ADMIN_REGULAR_CHAT, P.orgAdmin.id)).toBe(1);
  });
});

describe('startChat', () => {
  it('returns the existing direct chat', async () => {
    const response = await http.graphql<{ startChat: { id: string } }>(
      START,
      { contactId: P.orgAdmin.id },
      tokens.superAdmin,
    );
    expect(response.data?.startChat.id).toBe(CHAT_1);
  });

  it('starts a new chat once, visible to both members', async () => {
    const contactId = QUIET_MEMBER?.id as string;
    const first = await http.graphql<{
      startChat: {
        id: string;
        contactId: string;
        unreadCount: number;
        messages: unknown[];
        contact: { about: string };
      };
    }>(START, { contactId }, tokens.superAdmin);
    expect(first.data?.startChat).toMatchObject({
      contactId,
      unreadCount: 0,
      messages: [],
      contact: { id: contactId, about: "Hi there! I'm using Arena Chat." },
    });
    const again = await http.graphql<{ startChat: { id: string } }>(START, { contactId }, tokens.superAdmin);
    expect(again.data?.startChat.id).toBe(first.data?.startChat.id);
    const chats = await http.request<RestChat[]>('GET', 'api/apps/chat/chats', { token: tokens.superAdmin });
    expect(chats.body).toHaveLength(16);
    // An empty chat has no activity yet: it sorts last, with no last message.
    expect(chats.body.at(-1)).toMatchObject({
      contactId,
      lastMessage: null,
      lastMessageAt: null,
      messages: [],
    });
    const memberToken = await signInToken(t.url, {
      email: QUIET_MEMBER?.email as string,
      password: 'Arena-Member-2026',
      name: '',
    });
    const theirs = await http.request<RestChat[]>('GET', 'api/apps/chat/chats', { token: memberToken });
    expect(theirs.body.map((chat) => chat.contactId)).toEqual([P.superAdmin.id]);
  });

  it('refuses oneself, unknown users and other organizations with NOT_FOUND and creates nothing', async () => {
    const [{ n: before }] = await t.dataSource.query('SELECT count(*)::int AS n FROM conversations');
    for (const [contactId, token] of [
      [P.superAdmin.id, tokens.superAdmin],
      [UNKNOWN, tokens.superAdmin],
      ['nobody', tokens.superAdmin],
      [ANADOLU_MEMBER?.id, tokens.superAdmin],
      [P.regular.id, tokens.otherOrgAdmin],
    ] as const) {
      const response = await http.graphql(START, { contactId }, token);
      expect(response.errors?.[0]?.extensions?.code, contactId).toBe('NOT_FOUND');
    }
    const [{ n: after }] = await t.dataSource.query('SELECT count(*)::int AS n FROM conversations');
    expect(after).toBe(before);
  });
});

describe('GET api/users/:id/conversations', () => {
  it("lists a visible user's memberships in the spec shape", async () => {
    const response = await http.request<Record<string, unknown>[]>(
      'GET',
      `api/users/${P.regular.id}/conversations`,
      {
        token: tokens.superAdmin,
      },
    );
    expect(response.status).toBe(200);
    expect(response.body.map((row) => row.conversation_id).sort()).toEqual(
      [chatId(6), ORG_ADMIN_REGULAR_CHAT].sort(),
    );
    for (const row of response.body) {
      expect(Object.keys(row).sort()).toEqual(['conversation_id', 'id', 'joined_at', 'user_id']);
      expect(row.user_id).toBe(P.regular.id);
      expect(Number.isNaN(Date.parse(row.joined_at as string))).toBe(false);
    }
    // The org admin sees the users of their organization.
    const orgAdmin = await http.request<unknown[]>('GET', `api/users/${P.regular.id}/conversations`, {
      token: tokens.orgAdmin,
    });
    expect(orgAdmin.status).toBe(200);
    expect(orgAdmin.body).toHaveLength(2);
  });

  it('lets a regular user read their own and nobody else’s', async () => {
    const own = await http.request<unknown[]>('GET', `api/users/${P.regular.id}/conversations`, {
      token: tokens.regular,
    });
    expect(own.status).toBe(200);
    expect(own.body).toHaveLength(2);
    const other = await http.request<ErrorBody>('GET', `api/users/${P.superAdmin.id}/conversations`, {
      token: tokens.regular,
    });
    expect(other.status).toBe(404);
    expect(other.body.code).toBe('NOT_FOUND');
  });

  it("hides another organization's users and unknown ids (404), over REST and GraphQL", async () => {
    for (const id of [P.regular.id, P.superAdmin.id, UNKNOWN, 'x']) {
      const response = await http.request<ErrorBody>('GET', `api/users/${id}/conversations`, {
        token: tokens.otherOrgAdmin,
      });
      expect(response.status, id).toBe(404);
    }
    const own = await http.graphql<{ userConversations: unknown[] }>(
      CONVERSATIONS,
      { userId: P.otherOrgAdmin.id },
      tokens.otherOrgAdmin,
    );
    expect(own.data?.userConversations).toEqual([]);
    const hidden = await http.graphql(CONVERSATIONS, { userId: P.regular.id }, tokens.otherOrgAdmin);
    expect(hidden.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const anonymous = await http.request('GET', `api/users/${P.regular.id}/conversations`);
    expect(anonymous.status).toBe(401);
  });
});

describe('demo seed', () => {
  it('is idempotent: a second run the next day changes nothing', async () => {
    const snapshot = () =>
      t.dataSource.query(
        `SELECT (SELECT count(*)::int FROM conversations) AS conversations,
                (SELECT count(*)::int FROM conversation_members) AS members,
                (SELECT count(*)::int FROM chat_messages) AS messages,
                (SELECT count(*)::int FROM chat_profiles) AS profiles,
                (SELECT min(created_at) FROM chat_messages WHERE id = $1) AS first`,
        [seedId('chat', 100_100)],
      );
    const before = await snapshot();
    await seedDemoChats(t.dataSource, new Date(Date.now() + 24 * 3600_000));
    expect(await snapshot()).toEqual(before);
  });
});

describe('seeded chat text in the viewer’s language', () => {
  // Chat 17: the organization admin and a generated member; no test writes to it.
  const QUIET_CHAT = chatId(17);
  const LAST_EN = 'That is all. Have a good session this evening!';
  const LAST_TR = 'Bu kadar. Akşamki antrenmanda kolay gelsin!';
  const inLanguage = <T>(path: string, token: string, language: string) =>
    http.request<T>('GET', path, { token, headers: { 'accept-language': language } });

  it('answers messages, the last message, status texts and job titles in Turkish to a Turkish request', async () => {
    const chat = (await inLanguage<RestChat>(`api/apps/chat/chat?id=${QUIET_CHAT}`, tokens.orgAdmin, 'tr'))
      .body;
    expect(chat.lastMessage).toBe(LAST_TR);
    expect(chat.messages[0]?.value).toBe('Günaydın! Cumartesi programını gördün mü?');
    expect(chat.messages.at(-1)?.value).toBe(LAST_TR);
    const english = (await inLanguage<RestChat>(`api/apps/chat/chat?id=${QUIET_CHAT}`, tokens.orgAdmin, 'en'))
      .body;
    expect(english.lastMessage).toBe(LAST_EN);

    const contact = (
      await inLanguage<{ about: string; details: { title: string | null } }>(
        `api/apps/chat/contact?id=${chat.contactId}`,
        tokens.orgAdmin,
        'tr',
      )
    ).body;
    const englishContact = (
      await inLanguage<{ about: string; details: { title: string | null } }>(
        `api/apps/chat/contact?id=${chat.contactId}`,
        tokens.orgAdmin,
        'en',
      )
    ).body;
    expect(contact.about).not.toBe(englishContact.about);
    expect(contact.details.title).not.toBe(englishContact.details.title);
    expect([
      'Antrenör',
      'Yardımcı antrenör',
      'Şube koordinatörü',
      'Fizyoterapist',
      'Takım sorumlusu',
      'Veli',
    ]).toContain(contact.details.title);
    // Without a profile: the default status text, in Turkish too.
    const quiet = (
      await inLanguage<{ about: string }>(
        `api/apps/chat/contact?id=${QUIET_MEMBER?.id}`,
        tokens.superAdmin,
        'tr',
      )
    ).body;
    expect(quiet.about).toBe('Merhaba! Arena Chat kullanıyorum.');
  });

  it('over WebSocket, in the language of the connection parameters', async () => {
    const client = createClient({
      url: `${t.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${tokens.orgAdmin}`, language: 'tr' },
    });
    try {
      const result = await new Promise<{ chat: { lastMessage: string } }>((resolve, reject) => {
        client.subscribe<{ chat: { lastMessage: string } }>(
          { query: `{ chat(id: "${QUIET_CHAT}") { lastMessage } }` },
          {
            next: (value) =>
              value.data ? resolve(value.data) : reject(new Error(JSON.stringify(value.errors))),
            error: reject,
            complete: () => undefined,
          },
        );
      });
      expect(result.chat.lastMessage).toBe(LAST_TR);
    } finally {
      await client.dispose();
    }
  });

  it('reseeding gives translations to messages seeded without them', async () => {
    await t.dataSource.query('UPDATE chat_messages SET translations = NULL WHERE conversation_id = $1', [
      QUIET_CHAT,
    ]);
    await seedDemoChats(t.dataSource);
    const chat = (await inLanguage<RestChat>(`api/apps/chat/chat?id=${QUIET_CHAT}`, tokens.orgAdmin, 'tr'))
      .body;
    expect(chat.lastMessage).toBe(LAST_TR);
  });
});

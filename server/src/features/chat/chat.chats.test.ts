import { describe, expect, it } from 'vitest';
import { demoMembers } from '../users/index.js';
import {
  CHAT,
  CHAT_1,
  chatId,
  chatSuite,
  type ErrorBody,
  ORG_ADMIN_REGULAR_CHAT,
  P,
  type RestChat,
  UNKNOWN,
} from './chat.test-kit.js';

// The chat list and one chat over REST (and GraphQL where it answers the same): who sees which seeded
// chats, in which shape, at what cost in SQL statements, and the viewer's own muted and unread flags.

const { t, gql, query, unreadOf } = chatSuite();

describe('GET api/apps/chat/chats', () => {
  it('answers 401 without a token', async () => {
    const response = await t.http.request<ErrorBody>('GET', 'api/apps/chat/chats');
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('UNAUTHENTICATED');
  });

  it("serves the super admin's 15 seeded chats in the spec shape, with contact and messages", async () => {
    const response = await t.http.request<RestChat[]>('GET', 'api/apps/chat/chats', {
      token: t.tokens.superAdmin,
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
    const orgAdmin = await t.http.request<RestChat[]>('GET', 'api/apps/chat/chats', {
      token: t.tokens.orgAdmin,
    });
    expect(orgAdmin.body.map((chat) => chat.contactId).sort()).toEqual(
      [P.superAdmin.id, P.regular.id, demoMembers()[9]?.id].sort(),
    );
    const chat1 = orgAdmin.body.find((chat) => chat.id === CHAT_1) as RestChat;
    // Muted and unread are per member: the org admin's side of chat 1 is neither.
    expect(chat1).toMatchObject({ muted: false, unreadCount: 0 });
    expect(chat1.messages[0]?.isMine).toBe(true);
    const anadolu = await t.http.request<RestChat[]>('GET', 'api/apps/chat/chats', {
      token: t.tokens.otherOrgAdmin,
    });
    expect(anadolu.body).toEqual([]);
  });

  it('costs the same number of SQL statements for 3 chats as for 15 (GraphQL and REST)', async () => {
    const LIST = `{ chats { id unreadCount lastMessage lastMessageAt contact { id name avatar about background } } }`;
    const count = async (token: string, expected: number) => {
      const statements = await t.server.queries.during(async () => {
        const response = await gql<{ chats: unknown[] }>({ token }, LIST);
        expect(response.data?.chats).toHaveLength(expected);
      });
      return statements.length;
    };
    const few = await count(t.tokens.orgAdmin, 3);
    const many = await count(t.tokens.superAdmin, 15);
    expect(many).toBe(few);
    expect(many).toBeLessThanOrEqual(5);

    const rest = async (token: string) =>
      (await t.server.queries.during(() => t.http.request('GET', 'api/apps/chat/chats', { token }))).length;
    expect(await rest(t.tokens.superAdmin)).toBe(await rest(t.tokens.orgAdmin));
  });
});

describe('GET api/apps/chat/chat', () => {
  it('serves one chat with its contact and messages', async () => {
    const response = await t.http.request<RestChat>('GET', `api/apps/chat/chat?id=${CHAT_1}`, {
      token: t.tokens.superAdmin,
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
      [UNKNOWN, t.tokens.superAdmin],
      ['not-a-uuid', t.tokens.superAdmin],
      [ORG_ADMIN_REGULAR_CHAT, t.tokens.superAdmin],
      [CHAT_1, t.tokens.otherOrgAdmin],
      [CHAT_1, t.tokens.regular],
    ] as const) {
      const response = await t.http.request<ErrorBody>('GET', `api/apps/chat/chat?id=${id}`, { token });
      expect(response.status, id).toBe(404);
      expect(response.body).toEqual({ code: 'NOT_FOUND', message: `Could not found chat with id of ${id}!` });
    }
    const answer = await gql('superAdmin', CHAT, { id: UNKNOWN });
    expect(answer.errors?.[0]).toMatchObject({
      message: `Could not found chat with id of ${UNKNOWN}!`,
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('answers 400 without an id and 401 without a token', async () => {
    const missing = await t.http.request<ErrorBody>('GET', 'api/apps/chat/chat', {
      token: t.tokens.superAdmin,
    });
    expect(missing.status).toBe(400);
    const anonymous = await t.http.request('GET', `api/apps/chat/chat?id=${CHAT_1}`);
    expect(anonymous.status).toBe(401);
  });
});

describe('PATCH api/apps/chat/chat', () => {
  const chat3 = chatId(3);

  it("merges muted and unreadCount 0 into the viewer's side of the chat and keeps them", async () => {
    const response = await t.http.request<RestChat>('PATCH', 'api/apps/chat/chat', {
      token: t.tokens.superAdmin,
      body: { id: chat3, chat: { muted: false, unreadCount: 0, lastMessage: 'ignored', id: 'ignored' } },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: chat3, muted: false, unreadCount: 0 });
    expect(response.body.lastMessage).not.toBe('ignored');
    const muted = await t.http.request<RestChat>('PATCH', 'api/apps/chat/chat', {
      token: t.tokens.superAdmin,
      body: { id: chat3, chat: { muted: true } },
    });
    expect(muted.body.muted).toBe(true);
    const reread = await t.http.request<RestChat>('GET', `api/apps/chat/chat?id=${chat3}`, {
      token: t.tokens.superAdmin,
    });
    expect(reread.body).toMatchObject({ muted: true, unreadCount: 0 });
    // The other member's side is untouched.
    const [other] = await query(
      'SELECT muted FROM conversation_members WHERE conversation_id = $1 AND user_id <> $2',
      [chat3, P.superAdmin.id],
    );
    expect(other).toEqual({ muted: false });
  });

  it('refuses wrong types and values with 400, unknown chats with 404, and changes nothing', async () => {
    const before = await t.http.request('GET', `api/apps/chat/chat?id=${chat3}`, {
      token: t.tokens.superAdmin,
    });
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
      const response = await t.http.request<ErrorBody>('PATCH', 'api/apps/chat/chat', {
        token: t.tokens.superAdmin,
        body,
      });
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(response.body.code, JSON.stringify(body)).toBe(code);
    }
    const unknown = await t.http.request<ErrorBody>('PATCH', 'api/apps/chat/chat', {
      token: t.tokens.superAdmin,
      body: { id: UNKNOWN, chat: { muted: true } },
    });
    expect(unknown.body.message).toBe(`Could not found chat with id of ${UNKNOWN}!`);
    const after = await t.http.request('GET', `api/apps/chat/chat?id=${chat3}`, {
      token: t.tokens.superAdmin,
    });
    expect(after.body).toEqual(before.body);
    expect(await unreadOf(ORG_ADMIN_REGULAR_CHAT, P.orgAdmin.id)).toBe(1);
  });
});

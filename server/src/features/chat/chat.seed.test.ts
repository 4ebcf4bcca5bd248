import { describe, expect, it } from 'vitest';
import { seedId } from '../../shared/seed-ids.js';
import { seedDemoChats } from './chat.seed.js';
import { chatId, chatSuite, QUIET_MEMBER, type RestChat } from './chat.test-kit.js';

// The demo seed of the chats: running it again changes nothing, and its texts (messages, status texts,
// job titles) answer in the viewer's language, over HTTP and WebSocket, even for rows seeded before
// translations existed.

const { t, query, socket } = chatSuite();

describe('demo seed', () => {
  it('is idempotent: a second run the next day changes nothing', async () => {
    const snapshot = () =>
      query(
        `SELECT (SELECT count(*)::int FROM conversations) AS conversations,
                (SELECT count(*)::int FROM conversation_members) AS members,
                (SELECT count(*)::int FROM chat_messages) AS messages,
                (SELECT count(*)::int FROM chat_profiles) AS profiles,
                (SELECT min(created_at) FROM chat_messages WHERE id = $1) AS first`,
        [seedId('chat', 100_100)],
      );
    const before = await snapshot();
    await seedDemoChats(t.server.dataSource, new Date(Date.now() + 24 * 3600_000));
    expect(await snapshot()).toEqual(before);
  });
});

describe('seeded chat text in the viewer’s language', () => {
  // Chat 17: the organization admin and a generated member; no test writes to it.
  const QUIET_CHAT = chatId(17);
  const LAST_EN = 'That is all. Have a good session this evening!';
  const LAST_TR = 'Bu kadar. Akşamki antrenmanda kolay gelsin!';
  const inLanguage = <T>(path: string, token: string, language: string) =>
    t.http.request<T>('GET', path, { token, headers: { 'accept-language': language } });

  it('answers messages, the last message, status texts and job titles in Turkish to a Turkish request', async () => {
    const chat = (await inLanguage<RestChat>(`api/apps/chat/chat?id=${QUIET_CHAT}`, t.tokens.orgAdmin, 'tr'))
      .body;
    expect(chat.lastMessage).toBe(LAST_TR);
    expect(chat.messages[0]?.value).toBe('Günaydın! Cumartesi programını gördün mü?');
    expect(chat.messages.at(-1)?.value).toBe(LAST_TR);
    const english = (
      await inLanguage<RestChat>(`api/apps/chat/chat?id=${QUIET_CHAT}`, t.tokens.orgAdmin, 'en')
    ).body;
    expect(english.lastMessage).toBe(LAST_EN);

    const contact = (
      await inLanguage<{ about: string; details: { title: string | null } }>(
        `api/apps/chat/contact?id=${chat.contactId}`,
        t.tokens.orgAdmin,
        'tr',
      )
    ).body;
    const englishContact = (
      await inLanguage<{ about: string; details: { title: string | null } }>(
        `api/apps/chat/contact?id=${chat.contactId}`,
        t.tokens.orgAdmin,
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
        t.tokens.superAdmin,
        'tr',
      )
    ).body;
    expect(quiet.about).toBe('Merhaba! Arena Chat kullanıyorum.');
  });

  it('over WebSocket, in the language of the connection parameters', async () => {
    const client = socket({ authorization: `Bearer ${t.tokens.orgAdmin}`, language: 'tr' });
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
    await query('UPDATE chat_messages SET translations = NULL WHERE conversation_id = $1', [QUIET_CHAT]);
    await seedDemoChats(t.server.dataSource);
    const chat = (await inLanguage<RestChat>(`api/apps/chat/chat?id=${QUIET_CHAT}`, t.tokens.orgAdmin, 'tr'))
      .body;
    expect(chat.lastMessage).toBe(LAST_TR);
  });
});

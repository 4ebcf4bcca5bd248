import { describe, expect, it } from 'vitest';
import { signInToken } from '../../../../tests/support/auth.js';
import { seedId } from '../../shared/seed-ids.js';
import { isPlaceholderPage } from '../navigation/index.js';
import { DEMO_PERSONAS } from '../users/index.js';
import { demoInboxItems, seedDemoInbox } from './inbox.seed.js';
import {
  ADMIN_NOTIFICATIONS,
  COMPANY_NOTIFICATION,
  EVERYONE_NOTIFICATIONS,
  inboxSuite,
  type Item,
  PARENT_NOTIFICATION,
} from './inbox.test-kit.js';

// The seeded messages and notifications: which persona gets which, what their figures promise, and
// their text in the viewer's language (Accept-Language), kept right through edits and reseeding.

const { t, query, list } = inboxSuite();

describe('seeded messages and notifications go to the roles they concern', () => {
  const titles = async (persona: keyof typeof DEMO_PERSONAS, kind: 'messages' | 'notifications') => {
    const token =
      persona === 'superAdmin'
        ? t.tokens.admin
        : persona === 'parent'
          ? t.tokens.parent
          : await signInToken(t.server.url, DEMO_PERSONAS[persona]);
    return (await list(token, kind)).map((item) => item.title);
  };

  it('gives the parent no admin notifications: only what is for everyone, and the fee reminder', async () => {
    const notifications = await titles('parent', 'notifications');
    expect(notifications).toEqual([PARENT_NOTIFICATION, ...EVERYONE_NOTIFICATIONS]);
    for (const title of ADMIN_NOTIFICATIONS) expect(notifications).not.toContain(title);
    // Messages: the club's news for everyone, not a colleague's request or a sponsor's mail.
    expect(await titles('parent', 'messages')).toEqual(['<b>Elif Şahin</b>', '<b>Zeynep Arslan</b>']);
  });

  it('gives each role its own: admins the admin items, the company its ads, nobody their own message', async () => {
    expect(await titles('superAdmin', 'notifications')).toEqual([
      ADMIN_NOTIFICATIONS[0],
      ADMIN_NOTIFICATIONS[1],
      ADMIN_NOTIFICATIONS[2],
      ...EVERYONE_NOTIFICATIONS,
    ]);
    // Registrations are approved from the branch up; a department admin gets the other admin items.
    expect(await titles('deptAdmin', 'notifications')).toEqual([
      ADMIN_NOTIFICATIONS[1],
      ADMIN_NOTIFICATIONS[2],
      ...EVERYONE_NOTIFICATIONS,
    ]);
    for (const persona of ['company', 'regular'] as const) {
      const notifications = await titles(persona, 'notifications');
      for (const title of [...ADMIN_NOTIFICATIONS, PARENT_NOTIFICATION])
        expect(notifications).not.toContain(title);
      expect(notifications.includes(COMPANY_NOTIFICATION), persona).toBe(persona === 'company');
    }
    // Nobody receives the message they wrote.
    expect(await titles('orgAdmin', 'messages')).not.toContain('<b>Elif Şahin</b>');
    expect(await titles('branchAdmin', 'messages')).not.toContain('<b>Burak Yıldız</b>');
    expect(await titles('company', 'messages')).not.toContain('<b>Can Öztürk</b>');
    // Kartal's people and registrations are not Anadolu's business.
    expect(await titles('otherOrgAdmin', 'messages')).toEqual([]);
    expect(await titles('otherOrgAdmin', 'notifications')).toEqual([
      ADMIN_NOTIFICATIONS[1],
      ADMIN_NOTIFICATIONS[2],
      ...EVERYONE_NOTIFICATIONS,
    ]);
  });

  it('reseeding removes what an older seed gave the wrong persona, keeps the rest, and is idempotent', async () => {
    // The seed before the fix gave every persona every entry: the parent (persona 5) had the
    // registrations notice (entry 5) under this fixed id.
    const stale = seedId('inboxItem', 505);
    await query(
      `INSERT INTO inbox_items (id, user_id, kind, title, time, read, seen)
       VALUES ($1, $2, 'notification', '<b>3 new registrations</b> waiting for approval', now(), false, false)`,
      [stale, DEMO_PERSONAS.parent.id],
    );
    const [kept] = await list(t.tokens.parent, 'messages');
    await query('UPDATE inbox_items SET read = NOT read WHERE id = $1', [kept?.id]);
    const snapshot = () =>
      query(`SELECT id, user_id, kind, title, read, seen, time FROM inbox_items ORDER BY id`) as Promise<
        unknown[]
      >;

    await seedDemoInbox(t.server.dataSource);
    expect(await titles('parent', 'notifications')).not.toContain(ADMIN_NOTIFICATIONS[0]);
    expect((await list(t.tokens.parent, 'messages')).find((item) => item.id === kept?.id)?.read).toBe(
      !kept?.read,
    );
    const once = await snapshot();
    await seedDemoInbox(t.server.dataSource);
    expect(await snapshot()).toEqual(once);
    await query('UPDATE inbox_items SET read = NOT read WHERE id = $1', [kept?.id]);
  });
});

describe('seeded figures', () => {
  it('are stated only where a screen shows them: an entry leading to a placeholder page has no number', () => {
    const items = demoInboxItems();
    expect(items.length).toBeGreaterThan(0);
    const promising = items
      .filter((item) => isPlaceholderPage(item.link))
      .flatMap((item) => [item.title, item.description ?? '', ...Object.values(item.translations.tr ?? {})])
      // A count (3 new…, 1,240 times); not a name with digits such as U12.
      .filter((text) => /(^|[^\p{L}\d])\d/u.test(text.replace(/<[^>]*>/g, '')));
    expect(promising).toEqual([]);
  });

  it('announce no registrations waiting for approval: there is no screen to approve them', async () => {
    for (const persona of ['orgAdmin', 'branchAdmin', 'superAdmin'] as const) {
      const token =
        persona === 'superAdmin' ? t.tokens.admin : await signInToken(t.server.url, DEMO_PERSONAS[persona]);
      const items = await list(token, 'notifications');
      expect(items.map((item) => item.title).join('\n'), persona).not.toMatch(/registration/i);
    }
  });
});

describe('seeded entries in the viewer’s language (Accept-Language)', () => {
  const FEE_EN = PARENT_NOTIFICATION;
  const FEE_TR = '<b>Aralık</b> ayı antrenman ücretinin ödeme zamanı geldi';
  const inLanguage = async (token: string, kind: 'messages' | 'notifications', language?: string) => {
    const headers: Record<string, string> = language ? { 'accept-language': language } : {};
    const response = await t.http.request<Item[]>('GET', `api/common/${kind}`, { token, headers });
    expect(response.status).toBe(200);
    return response.body;
  };

  it('answers Turkish text to a Turkish request and English otherwise, over REST and GraphQL', async () => {
    const turkish = await inLanguage(t.tokens.parent, 'notifications', 'tr-TR,tr;q=0.9,en;q=0.8');
    expect(turkish.map((item) => item.title)).toEqual([
      FEE_TR,
      'Yeni duyuru yayımlandı',
      'Federasyon takvimi güncellendi',
    ]);
    expect(turkish[0]?.description).toBe(
      'Antrenman yerinizi korumak için <b>1 Aralık</b> tarihine kadar ödeme yapın.',
    );
    for (const language of [undefined, 'en', 'de-DE']) {
      expect(
        (await inLanguage(t.tokens.parent, 'notifications', language)).map((item) => item.title),
      ).toEqual([FEE_EN, ...EVERYONE_NOTIFICATIONS]);
    }
    // A message's title is its writer's name in every language; its text is translated.
    const [message] = await inLanguage(t.tokens.parent, 'messages', 'tr');
    expect(message?.title).toBe('<b>Elif Şahin</b>');
    expect(message?.description).toBe(
      'Cumartesi günkü <b>U12 futbol</b> antrenmanı Kadıköy sahasına taşındı.',
    );

    const gql = await t.http.request<{ data: { notifications: { title: string }[] } }>('POST', 'graphql', {
      token: t.tokens.parent,
      headers: { 'accept-language': 'tr' },
      body: { query: '{ notifications { title } }' },
    });
    expect(gql.body.data.notifications[0]?.title).toBe(FEE_TR);
  });

  it('an edit replaces the changed text in every language; text sent back as read keeps its translation', async () => {
    const [fee] = await inLanguage(t.tokens.parent, 'notifications', 'tr');
    const edited = await t.http.request<Item>('PATCH', 'api/common/notifications', {
      token: t.tokens.parent,
      headers: { 'accept-language': 'tr' },
      body: {
        id: fee?.id,
        notification: { title: FEE_TR, description: 'Ödeme <b>15 Aralık</b> tarihine uzatıldı.' },
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      title: FEE_TR,
      description: 'Ödeme <b>15 Aralık</b> tarihine uzatıldı.',
    });
    // The title was not changed: English keeps its own; the description now reads the same everywhere.
    const [english] = await inLanguage(t.tokens.parent, 'notifications', 'en');
    expect(english).toMatchObject({
      title: FEE_EN,
      description: 'Ödeme <b>15 Aralık</b> tarihine uzatıldı.',
    });
    const [row] = (await query('SELECT translations FROM inbox_items WHERE id = $1', [fee?.id])) as {
      translations: unknown;
    }[];
    expect(row?.translations).toEqual({ tr: { title: FEE_TR } });

    // Changing the title in English drops its Turkish too.
    await t.http.request('PATCH', 'api/common/notifications', {
      token: t.tokens.parent,
      body: { id: fee?.id, notification: { title: 'Fee <b>reminder</b>' } },
    });
    expect((await inLanguage(t.tokens.parent, 'notifications', 'tr'))[0]?.title).toBe('Fee <b>reminder</b>');
  });

  it('reseeding gives translations to entries seeded without them, never to edited ones', async () => {
    const ids = (await inLanguage(t.tokens.parent, 'notifications')).map((item) => item.id);
    // As a database seeded before translations existed: none anywhere; the fee notice was edited above.
    await query('UPDATE inbox_items SET translations = NULL WHERE id = ANY($1)', [ids]);
    await seedDemoInbox(t.server.dataSource);
    const titles = (await inLanguage(t.tokens.parent, 'notifications', 'tr')).map((item) => item.title);
    expect(titles).toEqual([
      'Fee <b>reminder</b>',
      'Yeni duyuru yayımlandı',
      'Federasyon takvimi güncellendi',
    ]);
  });
});

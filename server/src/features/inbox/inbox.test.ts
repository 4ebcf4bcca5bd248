import { beforeAll, describe, expect, it } from 'vitest';
import { signInToken } from '../../../../tests/support/auth.js';
import type { TestServer } from '../../../../tests/support/server.js';
import { useTestServer, type TestServerHttp } from '../../../../tests/support/suite.js';
import { seedId } from '../../shared/seed-ids.js';
import { isPlaceholderPage } from '../navigation/index.js';
import { DEMO_PERSONAS } from '../users/index.js';
import { demoInboxItems, seedDemoInbox } from './inbox.seed.js';

interface Item {
  id: string;
  read: boolean;
  title: string;
  description: string | null;
  icon: string | null;
  image: string | null;
  link: string | null;
  useRouter: boolean;
  time: string;
  seen: boolean;
}
interface ErrorBody {
  code: string;
  fieldErrors?: Record<string, string>;
}

// One server for the file, with a token per persona (tests/support/suite.ts).
const suite = useTestServer({ admin: DEMO_PERSONAS.superAdmin, parent: DEMO_PERSONAS.parent });
let t: TestServer;
let http: TestServerHttp;
let admin: string;
let parent: string;
beforeAll(() => {
  ({
    server: t,
    http,
    tokens: { admin, parent },
  } = suite);
});

const FIELDS = 'id read title description icon image link useRouter time seen';
const list = async (token: string, kind: 'messages' | 'notifications') => {
  const response = await http.request<Item[]>('GET', `api/common/${kind}`, { token });
  expect(response.status).toBe(200);
  return response.body;
};

// Titles of the seeded entries (sanitised HTML as stored).
const ADMIN_NOTIFICATIONS = [
  'This week’s figures are on the <b>school dashboard</b>',
  'A coach’s certificate <b>expires soon</b>',
  'Daily backup completed',
];
const EVERYONE_NOTIFICATIONS = ['New announcement published', 'Federation calendar updated'];
const PARENT_NOTIFICATION = 'The <b>December</b> training fee is due';
const COMPANY_NOTIFICATION = 'Your <b>sponsorships</b> are on your company’s page';

describe('seeded messages and notifications go to the roles they concern', () => {
  const titles = async (persona: keyof typeof DEMO_PERSONAS, kind: 'messages' | 'notifications') => {
    const token =
      persona === 'superAdmin'
        ? admin
        : persona === 'parent'
          ? parent
          : await signInToken(t.url, DEMO_PERSONAS[persona]);
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
    await t.dataSource.query(
      `INSERT INTO inbox_items (id, user_id, kind, title, time, read, seen)
       VALUES ($1, $2, 'notification', '<b>3 new registrations</b> waiting for approval', now(), false, false)`,
      [stale, DEMO_PERSONAS.parent.id],
    );
    const [kept] = await list(parent, 'messages');
    await t.dataSource.query('UPDATE inbox_items SET read = NOT read WHERE id = $1', [kept?.id]);
    const snapshot = () =>
      t.dataSource.query(
        `SELECT id, user_id, kind, title, read, seen, time FROM inbox_items ORDER BY id`,
      ) as Promise<unknown[]>;

    await seedDemoInbox(t.dataSource);
    expect(await titles('parent', 'notifications')).not.toContain(ADMIN_NOTIFICATIONS[0]);
    expect((await list(parent, 'messages')).find((item) => item.id === kept?.id)?.read).toBe(!kept?.read);
    const once = await snapshot();
    await seedDemoInbox(t.dataSource);
    expect(await snapshot()).toEqual(once);
    await t.dataSource.query('UPDATE inbox_items SET read = NOT read WHERE id = $1', [kept?.id]);
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
      const token = persona === 'superAdmin' ? admin : await signInToken(t.url, DEMO_PERSONAS[persona]);
      const items = await list(token, 'notifications');
      expect(items.map((item) => item.title).join('\n'), persona).not.toMatch(/registration/i);
    }
  });
});

describe('messages over REST (api/common/messages)', () => {
  it('answers 401 without a token, over REST and GraphQL', async () => {
    for (const [method, path] of [
      ['GET', 'api/common/messages'],
      ['POST', 'api/common/messages'],
      ['GET', 'api/common/messages/mark-all-as-read'],
      ['GET', 'api/common/notifications'],
    ] as const) {
      const body = method === 'POST' ? { message: { title: 'x' } } : undefined;
      const response = await http.request<ErrorBody>(method, path, { body });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(response.body.code).toBe('UNAUTHENTICATED');
    }
    const gql = await http.graphql(`{ messages { id } }`);
    expect(gql.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('lists only the viewer’s own seeded messages, newest first, in the spec shape', async () => {
    const mine = await list(admin, 'messages');
    const theirs = await list(parent, 'messages');
    expect(mine).toHaveLength(4);
    expect(theirs).toHaveLength(2);
    expect(mine.map((m) => m.id)).not.toEqual(expect.arrayContaining([theirs[0]?.id]));
    const first = mine[0] as Item;
    expect(Object.keys(first).sort()).toEqual(
      ['description', 'icon', 'id', 'image', 'link', 'read', 'seen', 'time', 'title', 'useRouter'].sort(),
    );
    expect(first.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const times = mine.map((m) => Date.parse(m.time));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(mine.filter((m) => !m.read).length).toBeGreaterThan(0);
    expect(first.title).toContain('<b>');
  });

  it('creates a message, sanitising its HTML, and lists it first', async () => {
    const response = await http.request<Item>('POST', 'api/common/messages', {
      token: admin,
      body: {
        message: {
          title: '<b>Coach</b> <script>alert(1)</script>',
          description:
            '<img src=x onerror="alert(1)"><a href="javascript:alert(1)">bad</a> <a href="https://tff.org" onclick="x()">ok</a> <i>fine</i>',
          icon: 'heroicons_mini:star',
          link: '/apps/chat',
          useRouter: true,
          id: 'ignored',
          userId: DEMO_PERSONAS.parent.id,
        },
      },
    });
    expect(response.status).toBe(200);
    const created = response.body;
    expect(created.title).toBe('<b>Coach</b>');
    expect(created.description).not.toMatch(/script|onerror|onclick|javascript:|<img/i);
    expect(created.description).toContain('<a href="https://tff.org" rel="noopener noreferrer">ok</a>');
    expect(created.description).toContain('<i>fine</i>');
    expect(created).toMatchObject({
      read: false,
      seen: false,
      useRouter: true,
      image: null,
      link: '/apps/chat',
    });
    expect(Date.now() - Date.parse(created.time)).toBeLessThan(60_000);

    const mine = await list(admin, 'messages');
    expect(mine[0]).toEqual(created);
    // The body's userId is not honoured: the message belongs to the viewer.
    expect((await list(parent, 'messages')).some((m) => m.id === created.id)).toBe(false);
    const [stored] = await t.dataSource.query('SELECT description FROM inbox_items WHERE id = $1', [
      created.id,
    ]);
    expect(stored.description).not.toMatch(/onerror|javascript:/);
  });

  it('refuses invalid input with field errors', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'title'],
      [{ title: '   ' }, 'title'],
      [{ title: '<script>alert(1)</script>' }, 'title'],
      [{ title: 'x'.repeat(301) }, 'title'],
      [{ title: 'ok', description: 'x'.repeat(2001) }, 'description'],
      [{ title: 'ok', link: 'javascript:alert(1)' }, 'link'],
      [{ title: 'ok', link: '//evil.example/x' }, 'link'],
      [{ title: 'ok', image: 'data:image/png;base64,AAAA' }, 'image'],
      [{ title: 'ok', icon: 'i'.repeat(101) }, 'icon'],
    ];
    for (const [message, field] of cases) {
      const response = await http.request<ErrorBody>('POST', 'api/common/messages', {
        token: admin,
        body: { message },
      });
      expect(response.status, JSON.stringify(message)).toBe(400);
      expect(response.body.code).toBe('BAD_USER_INPUT');
      expect(response.body.fieldErrors?.[field], JSON.stringify(message)).toBeTruthy();
    }
    const notObject = await http.request<ErrorBody>('POST', 'api/common/messages', {
      token: admin,
      body: [],
    });
    expect(notObject.status).toBe(400);
  });

  it('updates a message: given fields change, omitted stay, null clears', async () => {
    const [target] = await list(admin, 'messages');
    const response = await http.request<Item>('PATCH', 'api/common/messages', {
      token: admin,
      body: { id: target?.id, message: { title: 'Renamed <u>title</u>', link: null, read: true } },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...target, title: 'Renamed <u>title</u>', link: null, read: true });

    const invalid = await http.request<ErrorBody>('PATCH', 'api/common/messages', {
      token: admin,
      body: { id: target?.id, message: { title: null } },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.fieldErrors?.title).toBe('Title is required');

    const missingId = await http.request<ErrorBody>('PATCH', 'api/common/messages', {
      token: admin,
      body: { message: { title: 'x' } },
    });
    expect(missingId.status).toBe(400);
  });

  it('toggles the read flag: to the given value, or flipped when none is given', async () => {
    const target = (await list(parent, 'messages')).find((m) => !m.read) as Item;
    const set = await http.request<Item>('POST', 'api/common/messages/toggle-read-status', {
      token: parent,
      body: { message: { ...target, read: true } },
    });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ ...target, read: true });
    const flipped = await http.request<Item>('POST', 'api/common/messages/toggle-read-status', {
      token: parent,
      body: { message: { id: target.id } },
    });
    expect(flipped.body.read).toBe(false);
  });

  it('never shows or changes another user’s message: NOT_FOUND everywhere', async () => {
    const [theirs] = await list(parent, 'messages');
    const id = theirs?.id as string;
    const attempts = [
      http.request<ErrorBody>('PATCH', 'api/common/messages', {
        token: admin,
        body: { id, message: { title: 'hijacked' } },
      }),
      http.request<ErrorBody>('DELETE', `api/common/messages?id=${id}`, { token: admin }),
      http.request<ErrorBody>('POST', 'api/common/messages/toggle-read-status', {
        token: admin,
        body: { message: { id, read: true } },
      }),
      // A message id at the notifications paths is not a notification.
      http.request<ErrorBody>('DELETE', `api/common/notifications?id=${id}`, { token: parent }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('NOT_FOUND');
    }
    const gql = await http.graphql(
      `mutation ($id: ID!) { updateMessage(id: $id, input: { title: "x" }) { id } }`,
      { id },
      admin,
    );
    expect(gql.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await list(parent, 'messages')).find((m) => m.id === id)).toEqual(theirs);
  });

  it('answers NOT_FOUND for unknown and malformed ids, BAD_REQUEST without an id', async () => {
    for (const id of ['6f9619ff-8b86-4d11-b42d-00c04fc964ff', 'not-a-uuid']) {
      const response = await http.request<ErrorBody>('DELETE', `api/common/messages?id=${id}`, {
        token: admin,
      });
      expect(response.status).toBe(404);
    }
    const none = await http.request<ErrorBody>('DELETE', 'api/common/messages', { token: admin });
    expect(none.status).toBe(400);
  });

  it('deletes a message and answers true; a second delete is NOT_FOUND', async () => {
    const [target] = await list(admin, 'messages');
    const response = await http.request('DELETE', `api/common/messages?id=${target?.id}`, { token: admin });
    expect(response.status).toBe(200);
    expect(response.body).toBe(true);
    expect((await list(admin, 'messages')).some((m) => m.id === target?.id)).toBe(false);
    const again = await http.request('DELETE', `api/common/messages?id=${target?.id}`, { token: admin });
    expect(again.status).toBe(404);
  });

  it('marks all read and seen for the viewer only', async () => {
    const othersBefore = await list(parent, 'messages');
    expect(othersBefore.some((m) => !m.read || !m.seen)).toBe(true);
    const response = await http.request('GET', 'api/common/messages/mark-all-as-read', { token: admin });
    expect(response.status).toBe(200);
    expect(response.body).toBe(true);
    const mine = await list(admin, 'messages');
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((m) => m.read && m.seen)).toBe(true);
    expect(await list(parent, 'messages')).toEqual(othersBefore);
    // Notifications are a separate list.
    expect((await list(admin, 'notifications')).some((n) => !n.read)).toBe(true);
  });

  it('reads the list with a constant number of statements', async () => {
    const token = await signInToken(t.url, DEMO_PERSONAS.regular);
    // The first request also reads the viewer; later ones find it cached.
    await list(token, 'notifications');
    let seeded: Item[] = [];
    const before = await t.queries.during(async () => {
      seeded = await list(token, 'messages');
    });
    for (let n = 0; n < 6; n++) {
      await http.request('POST', 'api/common/messages', {
        token,
        body: { message: { title: `Extra ${n}` } },
      });
    }
    let rows: Item[] = [];
    const after = await t.queries.during(async () => {
      rows = await list(token, 'messages');
    });
    expect(rows).toHaveLength(seeded.length + 6);
    expect(before.length).toBeGreaterThan(0);
    expect(after.length).toBe(before.length);
    expect(after.length).toBeLessThanOrEqual(2);
  });
});

describe('notifications over REST (api/common/notifications)', () => {
  it('runs the same set of calls with the body field notification', async () => {
    const seeded = await list(parent, 'notifications');
    expect(seeded).toHaveLength(3);

    const created = await http.request<Item>('POST', 'api/common/notifications', {
      token: parent,
      body: {
        notification: { title: 'Match <b>moved</b>', link: 'https://tff.org/fixtures', useRouter: false },
      },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ title: 'Match <b>moved</b>', useRouter: false, read: false });
    expect((await list(parent, 'notifications'))[0]?.id).toBe(created.body.id);
    expect(await list(parent, 'messages')).not.toContainEqual(created.body);

    const updated = await http.request<Item>('PATCH', 'api/common/notifications', {
      token: parent,
      body: { id: created.body.id, notification: { description: '<p onclick="x()">New time</p>' } },
    });
    expect(updated.body.description).toBe('<p>New time</p>');

    const toggled = await http.request<Item>('POST', 'api/common/notifications/toggle-read-status', {
      token: parent,
      body: { notification: { id: created.body.id, read: true } },
    });
    expect(toggled.body.read).toBe(true);

    const foreign = await http.request<ErrorBody>('PATCH', 'api/common/notifications', {
      token: admin,
      body: { id: created.body.id, notification: { title: 'x' } },
    });
    expect(foreign.status).toBe(404);

    const marked = await http.request('GET', 'api/common/notifications/mark-all-as-read', { token: parent });
    expect(marked.body).toBe(true);
    expect((await list(parent, 'notifications')).every((n) => n.read && n.seen)).toBe(true);

    const deleted = await http.request('DELETE', `api/common/notifications?id=${created.body.id}`, {
      token: parent,
    });
    expect(deleted.body).toBe(true);
    expect(await list(parent, 'notifications')).toHaveLength(3);
  });
});

describe('messages and notifications over GraphQL', () => {
  it('runs every operation for both kinds', async () => {
    const token = await signInToken(t.url, DEMO_PERSONAS.company);
    for (const [type, plural] of [
      ['Message', 'messages'],
      ['Notification', 'notifications'],
    ] as const) {
      const created = await http.graphql<Record<string, Item>>(
        `mutation ($input: InboxItemInput!) { create${type}(input: $input) { ${FIELDS} } }`,
        { input: { title: '<b>Hi</b><img src=x onerror=alert(1)>', time: '2026-01-02T03:04:05.000Z' } },
        token,
      );
      const item = created.data?.[`create${type}`] as Item;
      expect(item).toMatchObject({ title: '<b>Hi</b>', time: '2026-01-02T03:04:05.000Z', read: false });

      const listed = await http.graphql<Record<string, Item[]>>(`{ ${plural} { id } }`, {}, token);
      expect(listed.data?.[plural]?.some((entry) => entry.id === item.id)).toBe(true);

      const invalid = await http.graphql(
        `mutation ($input: InboxItemInput!) { create${type}(input: $input) { id } }`,
        { input: { title: 'x', link: 'javascript:alert(1)' } },
        token,
      );
      expect(invalid.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: { link: expect.any(String) },
      });

      const updated = await http.graphql<Record<string, Item>>(
        `mutation ($id: ID!) { update${type}(id: $id, input: { seen: true }) { seen title } }`,
        { id: item.id },
        token,
      );
      expect(updated.data?.[`update${type}`]).toEqual({ seen: true, title: '<b>Hi</b>' });

      const toggled = await http.graphql<Record<string, Item>>(
        `mutation ($id: ID!) { toggle${type}Read(id: $id) { read } }`,
        { id: item.id },
        token,
      );
      expect(toggled.data?.[`toggle${type}Read`]?.read).toBe(true);

      const marked = await http.graphql<Record<string, boolean>>(
        `mutation { markAll${type}sRead }`,
        {},
        token,
      );
      expect(marked.data?.[`markAll${type}sRead`]).toBe(true);

      const deleted = await http.graphql<Record<string, boolean>>(
        `mutation ($id: ID!) { delete${type}(id: $id) }`,
        { id: item.id },
        token,
      );
      expect(deleted.data?.[`delete${type}`]).toBe(true);

      const gone = await http.graphql(
        `mutation ($id: ID!) { delete${type}(id: $id) }`,
        { id: item.id },
        token,
      );
      expect(gone.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
  });
});

describe('seeded entries in the viewer’s language (Accept-Language)', () => {
  const FEE_EN = PARENT_NOTIFICATION;
  const FEE_TR = '<b>Aralık</b> ayı antrenman ücretinin ödeme zamanı geldi';
  const inLanguage = async (token: string, kind: 'messages' | 'notifications', language?: string) => {
    const headers: Record<string, string> = language ? { 'accept-language': language } : {};
    const response = await http.request<Item[]>('GET', `api/common/${kind}`, { token, headers });
    expect(response.status).toBe(200);
    return response.body;
  };

  it('answers Turkish text to a Turkish request and English otherwise, over REST and GraphQL', async () => {
    const turkish = await inLanguage(parent, 'notifications', 'tr-TR,tr;q=0.9,en;q=0.8');
    expect(turkish.map((item) => item.title)).toEqual([
      FEE_TR,
      'Yeni duyuru yayımlandı',
      'Federasyon takvimi güncellendi',
    ]);
    expect(turkish[0]?.description).toBe(
      'Antrenman yerinizi korumak için <b>1 Aralık</b> tarihine kadar ödeme yapın.',
    );
    for (const language of [undefined, 'en', 'de-DE']) {
      expect((await inLanguage(parent, 'notifications', language)).map((item) => item.title)).toEqual([
        FEE_EN,
        ...EVERYONE_NOTIFICATIONS,
      ]);
    }
    // A message's title is its writer's name in every language; its text is translated.
    const [message] = await inLanguage(parent, 'messages', 'tr');
    expect(message?.title).toBe('<b>Elif Şahin</b>');
    expect(message?.description).toBe(
      'Cumartesi günkü <b>U12 futbol</b> antrenmanı Kadıköy sahasına taşındı.',
    );

    const gql = await http.request<{ data: { notifications: { title: string }[] } }>('POST', 'graphql', {
      token: parent,
      headers: { 'accept-language': 'tr' },
      body: { query: '{ notifications { title } }' },
    });
    expect(gql.body.data.notifications[0]?.title).toBe(FEE_TR);
  });

  it('an edit replaces the changed text in every language; text sent back as read keeps its translation', async () => {
    const [fee] = await inLanguage(parent, 'notifications', 'tr');
    const edited = await http.request<Item>('PATCH', 'api/common/notifications', {
      token: parent,
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
    const [english] = await inLanguage(parent, 'notifications', 'en');
    expect(english).toMatchObject({
      title: FEE_EN,
      description: 'Ödeme <b>15 Aralık</b> tarihine uzatıldı.',
    });
    const [row] = (await t.dataSource.query('SELECT translations FROM inbox_items WHERE id = $1', [
      fee?.id,
    ])) as { translations: unknown }[];
    expect(row?.translations).toEqual({ tr: { title: FEE_TR } });

    // Changing the title in English drops its Turkish too.
    await http.request('PATCH', 'api/common/notifications', {
      token: parent,
      body: { id: fee?.id, notification: { title: 'Fee <b>reminder</b>' } },
    });
    expect((await inLanguage(parent, 'notifications', 'tr'))[0]?.title).toBe('Fee <b>reminder</b>');
  });

  it('reseeding gives translations to entries seeded without them, never to edited ones', async () => {
    const ids = (await inLanguage(parent, 'notifications')).map((item) => item.id);
    // As a database seeded before translations existed: none anywhere; the fee notice was edited above.
    await t.dataSource.query('UPDATE inbox_items SET translations = NULL WHERE id = ANY($1)', [ids]);
    await seedDemoInbox(t.dataSource);
    const titles = (await inLanguage(parent, 'notifications', 'tr')).map((item) => item.title);
    expect(titles).toEqual([
      'Fee <b>reminder</b>',
      'Yeni duyuru yayımlandı',
      'Federasyon takvimi güncellendi',
    ]);
  });
});

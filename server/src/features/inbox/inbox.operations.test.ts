import { describe, expect, it } from 'vitest';
import { signInToken } from '../../../../tests/support/auth.js';
import { DEMO_PERSONAS } from '../users/index.js';
import { type ErrorBody, inboxSuite, type Item } from './inbox.test-kit.js';

// Messages and notifications as a viewer works with them: create, list, update, toggle read, delete and
// mark all read, over REST (api/common/messages, api/common/notifications) and GraphQL, on the viewer's
// own entries only.

const { t, gql, query, list } = inboxSuite();

const FIELDS = 'id read title description icon image link useRouter time seen';

describe('messages over REST (api/common/messages)', () => {
  it('answers 401 without a token, over REST and GraphQL', async () => {
    for (const [method, path] of [
      ['GET', 'api/common/messages'],
      ['POST', 'api/common/messages'],
      ['GET', 'api/common/messages/mark-all-as-read'],
      ['GET', 'api/common/notifications'],
    ] as const) {
      const body = method === 'POST' ? { message: { title: 'x' } } : undefined;
      const response = await t.http.request<ErrorBody>(method, path, { body });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(response.body.code).toBe('UNAUTHENTICATED');
    }
    const anonymous = await gql(null, `{ messages { id } }`);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('lists only the viewer’s own seeded messages, newest first, in the spec shape', async () => {
    const mine = await list(t.tokens.admin, 'messages');
    const theirs = await list(t.tokens.parent, 'messages');
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
    const response = await t.http.request<Item>('POST', 'api/common/messages', {
      token: t.tokens.admin,
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

    const mine = await list(t.tokens.admin, 'messages');
    expect(mine[0]).toEqual(created);
    // The body's userId is not honoured: the message belongs to the viewer.
    expect((await list(t.tokens.parent, 'messages')).some((m) => m.id === created.id)).toBe(false);
    const [stored] = await query('SELECT description FROM inbox_items WHERE id = $1', [created.id]);
    expect(stored!.description).not.toMatch(/onerror|javascript:/);
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
      const response = await t.http.request<ErrorBody>('POST', 'api/common/messages', {
        token: t.tokens.admin,
        body: { message },
      });
      expect(response.status, JSON.stringify(message)).toBe(400);
      expect(response.body.code).toBe('BAD_USER_INPUT');
      expect(response.body.fieldErrors?.[field], JSON.stringify(message)).toBeTruthy();
    }
    const notObject = await t.http.request<ErrorBody>('POST', 'api/common/messages', {
      token: t.tokens.admin,
      body: [],
    });
    expect(notObject.status).toBe(400);
  });

  it('updates a message: given fields change, omitted stay, null clears', async () => {
    const [target] = await list(t.tokens.admin, 'messages');
    const response = await t.http.request<Item>('PATCH', 'api/common/messages', {
      token: t.tokens.admin,
      body: { id: target?.id, message: { title: 'Renamed <u>title</u>', link: null, read: true } },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...target, title: 'Renamed <u>title</u>', link: null, read: true });

    const invalid = await t.http.request<ErrorBody>('PATCH', 'api/common/messages', {
      token: t.tokens.admin,
      body: { id: target?.id, message: { title: null } },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.fieldErrors?.title).toBe('Title is required');

    const missingId = await t.http.request<ErrorBody>('PATCH', 'api/common/messages', {
      token: t.tokens.admin,
      body: { message: { title: 'x' } },
    });
    expect(missingId.status).toBe(400);
  });

  it('toggles the read flag: to the given value, or flipped when none is given', async () => {
    const target = (await list(t.tokens.parent, 'messages')).find((m) => !m.read) as Item;
    const set = await t.http.request<Item>('POST', 'api/common/messages/toggle-read-status', {
      token: t.tokens.parent,
      body: { message: { ...target, read: true } },
    });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ ...target, read: true });
    const flipped = await t.http.request<Item>('POST', 'api/common/messages/toggle-read-status', {
      token: t.tokens.parent,
      body: { message: { id: target.id } },
    });
    expect(flipped.body.read).toBe(false);
  });

  it('never shows or changes another user’s message: NOT_FOUND everywhere', async () => {
    const [theirs] = await list(t.tokens.parent, 'messages');
    const id = theirs?.id as string;
    const attempts = [
      t.http.request<ErrorBody>('PATCH', 'api/common/messages', {
        token: t.tokens.admin,
        body: { id, message: { title: 'hijacked' } },
      }),
      t.http.request<ErrorBody>('DELETE', `api/common/messages?id=${id}`, { token: t.tokens.admin }),
      t.http.request<ErrorBody>('POST', 'api/common/messages/toggle-read-status', {
        token: t.tokens.admin,
        body: { message: { id, read: true } },
      }),
      // A message id at the notifications paths is not a notification.
      t.http.request<ErrorBody>('DELETE', `api/common/notifications?id=${id}`, { token: t.tokens.parent }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('NOT_FOUND');
    }
    const answer = await gql(
      'admin',
      `mutation ($id: ID!) { updateMessage(id: $id, input: { title: "x" }) { id } }`,
      { id },
    );
    expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await list(t.tokens.parent, 'messages')).find((m) => m.id === id)).toEqual(theirs);
  });

  it('answers NOT_FOUND for unknown and malformed ids, BAD_REQUEST without an id', async () => {
    for (const id of ['6f9619ff-8b86-4d11-b42d-00c04fc964ff', 'not-a-uuid']) {
      const response = await t.http.request<ErrorBody>('DELETE', `api/common/messages?id=${id}`, {
        token: t.tokens.admin,
      });
      expect(response.status).toBe(404);
    }
    const none = await t.http.request<ErrorBody>('DELETE', 'api/common/messages', { token: t.tokens.admin });
    expect(none.status).toBe(400);
  });

  it('deletes a message and answers true; a second delete is NOT_FOUND', async () => {
    const [target] = await list(t.tokens.admin, 'messages');
    const response = await t.http.request('DELETE', `api/common/messages?id=${target?.id}`, {
      token: t.tokens.admin,
    });
    expect(response.status).toBe(200);
    expect(response.body).toBe(true);
    expect((await list(t.tokens.admin, 'messages')).some((m) => m.id === target?.id)).toBe(false);
    const again = await t.http.request('DELETE', `api/common/messages?id=${target?.id}`, {
      token: t.tokens.admin,
    });
    expect(again.status).toBe(404);
  });

  it('marks all read and seen for the viewer only', async () => {
    const othersBefore = await list(t.tokens.parent, 'messages');
    expect(othersBefore.some((m) => !m.read || !m.seen)).toBe(true);
    const response = await t.http.request('GET', 'api/common/messages/mark-all-as-read', {
      token: t.tokens.admin,
    });
    expect(response.status).toBe(200);
    expect(response.body).toBe(true);
    const mine = await list(t.tokens.admin, 'messages');
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((m) => m.read && m.seen)).toBe(true);
    expect(await list(t.tokens.parent, 'messages')).toEqual(othersBefore);
    // Notifications are a separate list.
    expect((await list(t.tokens.admin, 'notifications')).some((n) => !n.read)).toBe(true);
  });

  it('reads the list with a constant number of statements', async () => {
    const token = await signInToken(t.server.url, DEMO_PERSONAS.regular);
    // The first request also reads the viewer; later ones find it cached.
    await list(token, 'notifications');
    let seeded: Item[] = [];
    const before = await t.server.queries.during(async () => {
      seeded = await list(token, 'messages');
    });
    for (let n = 0; n < 6; n++) {
      await t.http.request('POST', 'api/common/messages', {
        token,
        body: { message: { title: `Extra ${n}` } },
      });
    }
    let rows: Item[] = [];
    const after = await t.server.queries.during(async () => {
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
    const seeded = await list(t.tokens.parent, 'notifications');
    expect(seeded).toHaveLength(3);

    const created = await t.http.request<Item>('POST', 'api/common/notifications', {
      token: t.tokens.parent,
      body: {
        notification: { title: 'Match <b>moved</b>', link: 'https://tff.org/fixtures', useRouter: false },
      },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ title: 'Match <b>moved</b>', useRouter: false, read: false });
    expect((await list(t.tokens.parent, 'notifications'))[0]?.id).toBe(created.body.id);
    expect(await list(t.tokens.parent, 'messages')).not.toContainEqual(created.body);

    const updated = await t.http.request<Item>('PATCH', 'api/common/notifications', {
      token: t.tokens.parent,
      body: { id: created.body.id, notification: { description: '<p onclick="x()">New time</p>' } },
    });
    expect(updated.body.description).toBe('<p>New time</p>');

    const toggled = await t.http.request<Item>('POST', 'api/common/notifications/toggle-read-status', {
      token: t.tokens.parent,
      body: { notification: { id: created.body.id, read: true } },
    });
    expect(toggled.body.read).toBe(true);

    const foreign = await t.http.request<ErrorBody>('PATCH', 'api/common/notifications', {
      token: t.tokens.admin,
      body: { id: created.body.id, notification: { title: 'x' } },
    });
    expect(foreign.status).toBe(404);

    const marked = await t.http.request('GET', 'api/common/notifications/mark-all-as-read', {
      token: t.tokens.parent,
    });
    expect(marked.body).toBe(true);
    expect((await list(t.tokens.parent, 'notifications')).every((n) => n.read && n.seen)).toBe(true);

    const deleted = await t.http.request('DELETE', `api/common/notifications?id=${created.body.id}`, {
      token: t.tokens.parent,
    });
    expect(deleted.body).toBe(true);
    expect(await list(t.tokens.parent, 'notifications')).toHaveLength(3);
  });
});

describe('messages and notifications over GraphQL', () => {
  it('runs every operation for both kinds', async () => {
    const token = await signInToken(t.server.url, DEMO_PERSONAS.company);
    for (const [type, plural] of [
      ['Message', 'messages'],
      ['Notification', 'notifications'],
    ] as const) {
      const created = await gql<Record<string, Item>>(
        { token },
        `mutation ($input: InboxItemInput!) { create${type}(input: $input) { ${FIELDS} } }`,
        { input: { title: '<b>Hi</b><img src=x onerror=alert(1)>', time: '2026-01-02T03:04:05.000Z' } },
      );
      const item = created.data?.[`create${type}`] as Item;
      expect(item).toMatchObject({ title: '<b>Hi</b>', time: '2026-01-02T03:04:05.000Z', read: false });

      const listed = await gql<Record<string, Item[]>>({ token }, `{ ${plural} { id } }`);
      expect(listed.data?.[plural]?.some((entry) => entry.id === item.id)).toBe(true);

      const invalid = await gql(
        { token },
        `mutation ($input: InboxItemInput!) { create${type}(input: $input) { id } }`,
        { input: { title: 'x', link: 'javascript:alert(1)' } },
      );
      expect(invalid.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: { link: expect.any(String) },
      });

      const updated = await gql<Record<string, Item>>(
        { token },
        `mutation ($id: ID!) { update${type}(id: $id, input: { seen: true }) { seen title } }`,
        { id: item.id },
      );
      expect(updated.data?.[`update${type}`]).toEqual({ seen: true, title: '<b>Hi</b>' });

      const toggled = await gql<Record<string, Item>>(
        { token },
        `mutation ($id: ID!) { toggle${type}Read(id: $id) { read } }`,
        { id: item.id },
      );
      expect(toggled.data?.[`toggle${type}Read`]?.read).toBe(true);

      const marked = await gql<Record<string, boolean>>({ token }, `mutation { markAll${type}sRead }`);
      expect(marked.data?.[`markAll${type}sRead`]).toBe(true);

      const deleted = await gql<Record<string, boolean>>(
        { token },
        `mutation ($id: ID!) { delete${type}(id: $id) }`,
        { id: item.id },
      );
      expect(deleted.data?.[`delete${type}`]).toBe(true);

      const gone = await gql({ token }, `mutation ($id: ID!) { delete${type}(id: $id) }`, { id: item.id });
      expect(gone.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
  });
});

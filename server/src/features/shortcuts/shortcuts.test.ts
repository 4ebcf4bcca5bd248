import { beforeAll, describe, expect, it } from 'vitest';
import { signInToken } from '../../../../tests/support/auth.js';
import type { TestServer } from '../../../../tests/support/server.js';
import { useTestServer, type TestServerHttp } from '../../../../tests/support/suite.js';
import { DEMO_PERSONAS } from '../users/index.js';

interface Shortcut {
  id: string;
  label: string;
  description: string | null;
  icon: string;
  link: string;
  useRouter: boolean;
}
interface ErrorBody {
  code: string;
  fieldErrors?: Record<string, string>;
}

// One server for the file, with a token per persona (tests/support/suite.ts).
const suite = useTestServer({ orgAdmin: DEMO_PERSONAS.orgAdmin, company: DEMO_PERSONAS.company });
let t: TestServer;
let http: TestServerHttp;
let orgAdmin: string;
let company: string;
beforeAll(() => {
  ({
    server: t,
    http,
    tokens: { orgAdmin, company },
  } = suite);
});

const list = async (token: string) => {
  const response = await http.request<Shortcut[]>('GET', 'api/common/shortcuts', { token });
  expect(response.status).toBe(200);
  return response.body;
};

const VALID = {
  label: 'Notes',
  description: 'My notes',
  icon: 'heroicons_outline:pencil',
  link: '/apps/notes',
  useRouter: true,
};

describe('shortcuts over REST (api/common/shortcuts)', () => {
  it('answers 401 without a token', async () => {
    const response = await http.request<ErrorBody>('GET', 'api/common/shortcuts');
    expect(response.status).toBe(401);
    const gql = await http.graphql('{ shortcuts { id } }');
    expect(gql.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('lists the viewer’s seeded shortcuts in order, in the spec shape, in-app and external', async () => {
    const mine = await list(orgAdmin);
    expect(mine.map((s) => s.label)).toEqual(['Mailbox', 'Calendar', 'Tasks', 'Contacts', 'Federation']);
    expect(Object.keys(mine[0] as Shortcut).sort()).toEqual([
      'description',
      'icon',
      'id',
      'label',
      'link',
      'useRouter',
    ]);
    expect(mine[0]).toMatchObject({ link: '/apps/mailbox', useRouter: true });
    expect(mine[4]).toMatchObject({ link: 'https://www.tff.org', useRouter: false });
    // The staff work apps are offered to staff only, as in the menu.
    const theirs = await list(company);
    expect(theirs.map((s) => s.label)).toEqual(['Mailbox', 'Calendar', 'Federation']);
    expect(theirs.some((s) => mine.some((m) => m.id === s.id))).toBe(false);
  });

  it('creates a shortcut at the end of the list', async () => {
    const response = await http.request<Shortcut>('POST', 'api/common/shortcuts', {
      token: orgAdmin,
      body: { shortcut: { ...VALID, label: '  Notes  ', id: 'ignored', userId: DEMO_PERSONAS.company.id } },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...VALID, id: expect.any(String) });
    const mine = await list(orgAdmin);
    expect(mine.at(-1)).toEqual(response.body);
    expect((await list(company)).some((s) => s.id === response.body.id)).toBe(false);
  });

  it('refuses missing and invalid fields with clear field errors', async () => {
    const missing = await http.request<ErrorBody>('POST', 'api/common/shortcuts', {
      token: orgAdmin,
      body: { shortcut: { description: 'only this' } },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('BAD_USER_INPUT');
    expect(missing.body.fieldErrors).toEqual({
      label: 'Label is required',
      icon: 'Icon is required',
      link: 'Link is required',
      useRouter: 'Use router is required (true or false)',
    });
    const cases: [Record<string, unknown>, string][] = [
      [{ ...VALID, label: ' ' }, 'label'],
      [{ ...VALID, label: 'x'.repeat(101) }, 'label'],
      [{ ...VALID, description: 'x'.repeat(301) }, 'description'],
      [{ ...VALID, icon: 'x'.repeat(101) }, 'icon'],
      [{ ...VALID, link: 'javascript:alert(1)' }, 'link'],
      [{ ...VALID, link: 'apps/notes' }, 'link'],
      [{ ...VALID, link: `/${'x'.repeat(2048)}` }, 'link'],
    ];
    for (const [shortcut, field] of cases) {
      const response = await http.request<ErrorBody>('POST', 'api/common/shortcuts', {
        token: orgAdmin,
        body: { shortcut },
      });
      expect(response.status, field).toBe(400);
      expect(Object.keys(response.body.fieldErrors ?? {})).toEqual([field]);
    }
  });

  it('updates a shortcut: given fields change, omitted stay, required ones cannot be cleared', async () => {
    const [target] = await list(orgAdmin);
    const response = await http.request<Shortcut>('PATCH', 'api/common/shortcuts', {
      token: orgAdmin,
      body: { id: target?.id, shortcut: { label: 'Inbox', description: null } },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...target, label: 'Inbox', description: null });
    expect((await list(orgAdmin))[0]).toEqual(response.body);

    const cleared = await http.request<ErrorBody>('PATCH', 'api/common/shortcuts', {
      token: orgAdmin,
      body: { id: target?.id, shortcut: { icon: null, useRouter: null } },
    });
    expect(cleared.status).toBe(400);
    expect(Object.keys(cleared.body.fieldErrors ?? {}).sort()).toEqual(['icon', 'useRouter']);
  });

  it('never changes or deletes another user’s shortcut: NOT_FOUND', async () => {
    const theirs = await list(company);
    const id = theirs[0]?.id as string;
    const patch = await http.request<ErrorBody>('PATCH', 'api/common/shortcuts', {
      token: orgAdmin,
      body: { id, shortcut: { label: 'hijacked' } },
    });
    expect(patch.status).toBe(404);
    expect(patch.body.code).toBe('NOT_FOUND');
    const remove = await http.request<ErrorBody>('DELETE', `api/common/shortcuts?id=${id}`, {
      token: orgAdmin,
    });
    expect(remove.status).toBe(404);
    const gql = await http.graphql(`mutation ($id: ID!) { deleteShortcut(id: $id) }`, { id }, orgAdmin);
    expect(gql.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await list(company)).toEqual(theirs);
  });

  it('deletes a shortcut and answers true; unknown, malformed and missing ids fail', async () => {
    const [target] = await list(company);
    const response = await http.request('DELETE', `api/common/shortcuts?id=${target?.id}`, {
      token: company,
    });
    expect(response.status).toBe(200);
    expect(response.body).toBe(true);
    expect((await list(company)).some((s) => s.id === target?.id)).toBe(false);
    for (const id of [target?.id, 'nope']) {
      const again = await http.request<ErrorBody>('DELETE', `api/common/shortcuts?id=${id}`, {
        token: company,
      });
      expect(again.status).toBe(404);
    }
    const none = await http.request<ErrorBody>('DELETE', 'api/common/shortcuts', { token: company });
    expect(none.status).toBe(400);
  });
});

describe('shortcuts over GraphQL', () => {
  it('lists, creates, updates and deletes', async () => {
    const token = await signInToken(t.url, DEMO_PERSONAS.regular);
    const created = await http.graphql<{ createShortcut: Shortcut }>(
      `mutation ($input: ShortcutInput!) { createShortcut(input: $input) { id label description icon link useRouter } }`,
      {
        input: {
          label: 'TFF',
          icon: 'heroicons_outline:globe-alt',
          link: 'https://www.tff.org',
          useRouter: false,
        },
      },
      token,
    );
    const shortcut = created.data?.createShortcut as Shortcut;
    expect(shortcut).toMatchObject({ label: 'TFF', description: null, useRouter: false });

    const listed = await http.graphql<{ shortcuts: { id: string }[] }>('{ shortcuts { id } }', {}, token);
    expect(listed.data?.shortcuts.at(-1)?.id).toBe(shortcut.id);
    expect(listed.data?.shortcuts).toHaveLength(4);

    const invalid = await http.graphql(
      `mutation ($input: ShortcutInput!) { createShortcut(input: $input) { id } }`,
      { input: { label: 'x' } },
      token,
    );
    expect(invalid.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { icon: 'Icon is required', link: 'Link is required' },
    });

    const updated = await http.graphql<{ updateShortcut: Shortcut }>(
      `mutation ($id: ID!) { updateShortcut(id: $id, input: { link: "/apps/tasks", useRouter: true }) { link useRouter label } }`,
      { id: shortcut.id },
      token,
    );
    expect(updated.data?.updateShortcut).toEqual({ link: '/apps/tasks', useRouter: true, label: 'TFF' });

    const deleted = await http.graphql<{ deleteShortcut: boolean }>(
      `mutation ($id: ID!) { deleteShortcut(id: $id) }`,
      { id: shortcut.id },
      token,
    );
    expect(deleted.data?.deleteShortcut).toBe(true);
  });

  it('reads the list with a constant number of statements', async () => {
    const token = await signInToken(t.url, DEMO_PERSONAS.deptAdmin);
    // The first request also reads the viewer; later ones find it cached.
    await list(token);
    const before = await t.queries.during(() => list(token));
    for (let n = 0; n < 4; n++) {
      await http.request('POST', 'api/common/shortcuts', {
        token,
        body: { shortcut: { ...VALID, label: `S${n}` } },
      });
    }
    let rows: Shortcut[] = [];
    const after = await t.queries.during(async () => {
      rows = await list(token);
    });
    expect(rows.map((s) => s.label).slice(-4)).toEqual(['S0', 'S1', 'S2', 'S3']);
    expect(before.length).toBeGreaterThan(0);
    expect(after.length).toBe(before.length);
  });

  it('reads seeded shortcuts in the request’s language; a form sent back whole in Turkish keeps the English', async () => {
    const token = await signInToken(t.url, DEMO_PERSONAS.branchAdmin);
    const turkish = { 'accept-language': 'tr' };
    const read = async (headers: Record<string, string> = {}) => {
      const response = await http.request<Shortcut[]>('GET', 'api/common/shortcuts', { token, headers });
      expect(response.status).toBe(200);
      return response.body;
    };
    const [mailbox] = await read(turkish);
    expect(mailbox).toMatchObject({ label: 'Posta kutusu', description: 'Mesajlarınız' });

    // Only the link changes; the Turkish label and description come back as they were read.
    const patched = await http.request<Shortcut>('PATCH', 'api/common/shortcuts', {
      token,
      headers: turkish,
      body: { id: mailbox?.id, shortcut: { ...mailbox, id: undefined, link: '/apps/mailbox/inbox' } },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ label: 'Posta kutusu', link: '/apps/mailbox/inbox' });
    expect((await read())[0]).toMatchObject({ label: 'Mailbox', description: 'Your messages' });

    // A label the person changes is what they typed, in every language; the untouched description keeps both.
    await http.request('PATCH', 'api/common/shortcuts', {
      token,
      headers: turkish,
      body: { id: mailbox?.id, shortcut: { label: 'Mesajlar', description: 'Mesajlarınız' } },
    });
    expect((await read())[0]).toMatchObject({ label: 'Mesajlar', description: 'Your messages' });
    expect((await read(turkish))[0]).toMatchObject({ label: 'Mesajlar', description: 'Mesajlarınız' });
  });
});

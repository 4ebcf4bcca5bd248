import { describe, expect, it } from 'vitest';
import { DEMO_PERSONAS } from '../../server/src/features/users/index.js';
import { DEMO_ADMIN, signInToken } from '../support/auth.js';
import { useTestServer } from '../support/suite.js';

// Issue 10, items 1, 5, 11, 12 and 13a, through the real HTTP API: bad input is refused at the edge
// with a typed 4xx (never a 500), the cost limit sees variables, API answers are never cached, fields
// with a known form keep it, and chat contacts sort in the contacts' alphabet.

const t = useTestServer({ admin: DEMO_ADMIN });

interface RestError {
  code: string;
  message: string;
  fieldErrors?: Record<string, string>;
  fieldErrorCodes?: Record<string, string>;
}
interface GraphqlAnswer {
  data?: unknown;
  errors?: { message: string; extensions?: { code?: string; fieldErrors?: Record<string, string> } }[];
}

const NUL_MESSAGE = /NUL character/;

async function userCount(): Promise<number> {
  const [row] = (await t.server.dataSource.query('SELECT count(*)::int AS n FROM users')) as { n: number }[];
  return row!.n;
}

describe('a NUL character anywhere in a request', () => {
  it('is refused in a REST body with BAD_USER_INPUT naming the field, and nothing is written', async () => {
    const before = await userCount();
    const response = await t.http.request<RestError>('POST', 'api/auth/sign-up', {
      body: { name: 'Nul\u0000Name', email: 'nul-byte@arena.local', password: 'Long-enough-2026' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: expect.stringMatching(NUL_MESSAGE),
    });
    expect(response.body.fieldErrors).toHaveProperty('name');
    expect(response.body.fieldErrorCodes).toEqual({ name: 'invalid' });
    expect(await userCount()).toBe(before);

    const nested = await t.http.request<RestError>('PATCH', 'api/common/user', {
      token: t.tokens.admin,
      body: { user: { name: 'Deniz\u0000Kaya' } },
    });
    expect(nested.status).toBe(400);
    expect(nested.body.fieldErrors).toHaveProperty(['user.name']);

    const key = await t.http.request<RestError>('POST', 'api/common/shortcuts', {
      token: t.tokens.admin,
      rawBody: '{"shortcut": {"la\\u0000bel": "x"}}',
    });
    expect(key.status).toBe(400);
    expect(key.body.code).toBe('BAD_USER_INPUT');
  });

  it('is refused in a query string or a path parameter', async () => {
    for (const path of [
      'api/apps/contacts/search?query=%00',
      'api/apps/tasks/search?query=a%00b',
      'api/users/%00',
      'api/users?search=%00',
    ]) {
      const response = await t.http.request<RestError>('GET', path, { token: t.tokens.admin });
      expect(response.status, path).toBe(400);
      expect(response.body.code, path).toBe('BAD_USER_INPUT');
      expect(response.body.message, path).toMatch(NUL_MESSAGE);
    }
  });

  it('is refused in GraphQL variables, literals and GET variables with BAD_USER_INPUT', async () => {
    const variables = await t.http.graphql(
      'query ($query: String!) { search(query: $query) { __typename } }',
      { query: 'a\u0000' },
      t.tokens.admin,
    );
    expect(variables.status).toBe(400);
    expect(variables.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(variables.errors?.[0]?.extensions?.fieldErrors).toHaveProperty('query');

    const literal = await t.http.graphql('{ search(query: "a\\u0000b") { __typename } }', {}, t.tokens.admin);
    expect(literal.status).toBe(400);
    expect(literal.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(literal.errors?.[0]?.message).toMatch(NUL_MESSAGE);

    // GET: the variables arrive as JSON text in the query string, the NUL only as its escape.
    const query = encodeURIComponent('query ($q: String!) { search(query: $q) { __typename } }');
    const vars = encodeURIComponent(JSON.stringify({ q: '\u0000' }));
    const get = await t.http.request<GraphqlAnswer>('GET', `graphql?query=${query}&variables=${vars}`, {
      token: t.tokens.admin,
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(get.status).toBe(400);
    expect(get.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('malformed requests that answered 500 or INTERNAL', () => {
  it('refuses a repeated query parameter with 400 BAD_REQUEST (rows only ever read strings)', async () => {
    for (const path of ['api/users?order=a&order=b', 'api/apps/contacts/search?query=a&query=b']) {
      const response = await t.http.request<RestError>('GET', path, { token: t.tokens.admin });
      expect(response.status, path).toBe(400);
      expect(response.body.code, path).toBe('BAD_REQUEST');
      expect(response.body.message, path).toMatch(/given once/);
    }
    const single = await t.http.request('GET', 'api/users?order=desc', { token: t.tokens.admin });
    expect(single.status).toBe(200);
  });

  it('answers a subscription sent over HTTP with BAD_REQUEST', async () => {
    const response = await t.http.graphql('subscription { chatMessageAdded { id } }', {}, t.tokens.admin);
    expect(response.status).toBe(400);
    expect(response.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
    expect(response.errors?.[0]?.message).toMatch(/WebSocket/);
  });

  it('answers "too many errors processing variables" with BAD_REQUEST', async () => {
    const response = await t.http.graphql(
      'mutation ($input: ContactPatch!) { updateContact(id: "00000000-0000-4000-8000-000000000000", input: $input) { id } }',
      { input: { tags: Array.from({ length: 80 }, () => ({ not: 'an id' })) } },
      t.tokens.admin,
    );
    expect(response.status).toBeLessThan(500);
    expect(response.errors?.some((error) => /Too many errors/.test(error.message))).toBe(true);
    for (const error of response.errors ?? []) expect(error.extensions?.code).not.toBe('INTERNAL');
  });
});

describe('the GraphQL cost limit', () => {
  const aliases = (count: number, argument: string) =>
    Array.from({ length: count }, (_, i) => `a${i}: contacts(first: ${argument}) { totalCount }`).join(' ');

  it('counts page sizes given as variables: fifteen aliases of 10,000 rows are refused', async () => {
    const response = await t.http.graphql(
      `query ($n: Int) { ${aliases(15, '$n')} }`,
      { n: 10000 },
      t.tokens.admin,
    );
    expect(response.status).toBe(400);
    expect(response.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
    expect(response.data ?? null).toBeNull();
  });

  it('counts them through fragments and variable defaults too', async () => {
    const fragment = await t.http.graphql(
      `query ($n: Int = 10000) { ...Pages } fragment Pages on Query { ${aliases(3, '$n')} }`,
      {},
      t.tokens.admin,
    );
    expect(fragment.status).toBe(400);
    expect(fragment.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
  });

  it('treats a literal like the same variable, and lets one contract-sized page through', async () => {
    const literal = await t.http.graphql(`{ ${aliases(15, '10000')} }`, {}, t.tokens.admin);
    expect(literal.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
    const one = await t.http.graphql<{ a0: { totalCount: number } }>(
      `query ($n: Int) { ${aliases(1, '$n')} }`,
      { n: 10000 },
      t.tokens.admin,
    );
    expect(one.errors).toBeUndefined();
    expect(one.data?.a0.totalCount).toBeGreaterThan(0);
  });
});

describe('the row budget through nested lists', () => {
  // A list under a list counts its parent's page size times its own (a list without a page size
  // counts its declared estimate per parent): the shape that ran 17.9 s and returned 3.1 MB.
  const NESTED =
    'athletes(first: $n) { nodes { memberships(includeEnded: true) { team { staff { professional { id } } } } guardians { id } consents { id } } }';
  const aliased = (count: number) =>
    `query ($n: Int) { ${Array.from({ length: count }, (_, i) => `a${i}: ${NESTED}`).join(' ')} }`;

  it('refuses fifteen aliases of 500 athletes with their nested lists before running, in both organizations', async () => {
    for (const persona of [DEMO_PERSONAS.orgAdmin, DEMO_PERSONAS.otherOrgAdmin]) {
      const token = await signInToken(t.server.url, persona);
      const statements = await t.server.queries.during(async () => {
        for (const count of [15, 1]) {
          const response = await t.http.graphql(aliased(count), { n: 500 }, token);
          expect(response.status, `${persona.email} ×${count}`).toBe(400);
          expect(response.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
          expect(response.errors?.[0]?.message).toMatch(/limit of 10000 rows/);
          expect(response.data ?? null).toBeNull();
        }
      });
      // Refused before execution: not one athlete, membership or team was read.
      expect(statements.filter((sql) => /\b(athletes|team_memberships|teams)\b/.test(sql))).toEqual([]);
    }
  });

  it('lets the same shape through within the budget, and the parents page its 500 athletes with guardians', async () => {
    const token = await signInToken(t.server.url, DEMO_PERSONAS.orgAdmin);
    const small = await t.http.graphql<{ a0: { nodes: unknown[] } }>(aliased(1), { n: 100 }, token);
    expect(small.errors).toBeUndefined();
    expect(small.data?.a0.nodes.length).toBeGreaterThan(0);
    const guardians = await t.http.graphql<{ athletes: { nodes: unknown[] } }>(
      'query ($first: Int) { athletes(first: $first) { nodes { id guardians { id guardian { id name email } } } totalCount } }',
      { first: 500 },
      token,
    );
    expect(guardians.errors).toBeUndefined();
    expect(guardians.data?.athletes.nodes.length).toBeGreaterThan(0);
  });

  it('counts a list without a page size at its default per parent: a few aliases add up', async () => {
    // Each alias: 100 organizations + 100 × 20 branches + 100 × 20 departments = 4,100 rows.
    const organizations = (count: number) =>
      Array.from(
        { length: count },
        (_, i) => `o${i}: organizations(first: 100) { nodes { id branches { id } departments { id } } }`,
      ).join(' ');
    const two = await t.http.graphql(`{ ${organizations(2)} }`, {}, t.tokens.admin);
    expect(two.errors).toBeUndefined();
    const three = await t.http.graphql(`{ ${organizations(3)} }`, {}, t.tokens.admin);
    expect(three.status).toBe(400);
    expect(three.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
    expect(three.errors?.[0]?.message).toMatch(/limit of 10000 rows/);
  });
});

describe('Cache-Control', () => {
  it('is no-store on every API answer: the sign-in token, personal data, errors and GraphQL', async () => {
    const answers = [
      await t.http.request('POST', 'api/auth/sign-in', {
        body: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
      }),
      await t.http.request('GET', 'api/common/user', { token: t.tokens.admin }),
      await t.http.request('GET', 'api/common/user'),
      await t.http.request('GET', 'api/no-such-path'),
      await t.http.request('POST', 'graphql', { body: { query: '{ me { id } }' }, token: t.tokens.admin }),
      await t.http.request('GET', 'api/users?order=a&order=b', { token: t.tokens.admin }),
    ];
    for (const answer of answers) expect(answer.headers.get('cache-control')).toBe('no-store');
  });
});

describe('fields with a known form', () => {
  const shortcut = { label: 'Docs', icon: 'heroicons_outline:book-open', link: '/docs', useRouter: true };

  it('refuses a shortcut icon that is not an icon name, and links that are not paths or web addresses', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ icon: '<script>alert(1)</script>' }, 'icon'],
      [{ icon: 'heroicons_outline:pencil" onmouseover="x' }, 'icon'],
      [{ icon: 'mat solid:home' }, 'icon'],
      [{ link: 'javascript:alert(1)' }, 'link'],
      [{ link: '//evil.example' }, 'link'],
      [{ link: '/\\evil.example' }, 'link'],
      [{ link: 'data:text/html,<b>x</b>' }, 'link'],
      [{ link: 'https://' }, 'link'],
    ];
    for (const [change, field] of cases) {
      const response = await t.http.request<RestError>('POST', 'api/common/shortcuts', {
        token: t.tokens.admin,
        body: { shortcut: { ...shortcut, ...change } },
      });
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect(Object.keys(response.body.fieldErrors ?? {}), JSON.stringify(change)).toEqual([field]);
      expect(response.body.fieldErrorCodes?.[field]).toBe('invalid_format');
    }
    for (const change of [
      { icon: 'mat_solid:home' },
      { icon: 'heroicons_outline:building-office-2' },
      { link: 'https://www.tff.org/path?q=1' },
      { link: 'mailto:info@arena.local' },
    ]) {
      const response = await t.http.request('POST', 'api/common/shortcuts', {
        token: t.tokens.admin,
        body: { shortcut: { ...shortcut, ...change } },
      });
      expect(response.status, JSON.stringify(change)).toBe(200);
    }
  });

  it('refuses a message or notification icon that is markup, and a link or image that is not an address', async () => {
    for (const [change, field] of [
      [{ icon: '<img src=x onerror=alert(1)>' }, 'icon'],
      [{ link: 'javascript:alert(1)' }, 'link'],
      [{ image: 'mailto:someone@arena.local' }, 'image'],
    ] as const) {
      for (const [path, key] of [
        ['api/common/messages', 'message'],
        ['api/common/notifications', 'notification'],
      ] as const) {
        const response = await t.http.request<RestError>('POST', path, {
          token: t.tokens.admin,
          body: { [key]: { title: 'Hello', ...change } },
        });
        expect(response.status, `${path} ${JSON.stringify(change)}`).toBe(400);
        expect(Object.keys(response.body.fieldErrors ?? {})).toEqual([field]);
      }
    }
    const fine = await t.http.request('POST', 'api/common/notifications', {
      token: t.tokens.admin,
      body: { notification: { title: 'Hello', icon: 'heroicons_mini:star', link: '/apps/tasks' } },
    });
    expect(fine.status).toBe(200);
  });

  it('serves only icon names and safe links in the navigation', async () => {
    type Item = { icon?: string | null; link?: string | null; children?: Item[] | null };
    const response = await t.http.request<Record<string, Item[]>>('GET', 'api/common/navigation', {
      token: t.tokens.admin,
    });
    expect(response.status).toBe(200);
    const items: Item[] = [];
    const collect = (list: Item[] | null | undefined) => {
      for (const item of list ?? []) {
        items.push(item);
        collect(item.children);
      }
    };
    for (const list of Object.values(response.body)) collect(list);
    expect(items.length).toBeGreaterThan(10);
    for (const item of items) {
      if (item.icon) expect(item.icon).toMatch(/^[A-Za-z][A-Za-z0-9_-]*(:[A-Za-z0-9_-]+)?$/);
      if (item.link) expect(item.link).toMatch(/^(\/(?![/\\])[^\s\\]*|https?:\/\/[^\s\\]+)$/);
    }
  });
});

describe('chat contacts', () => {
  it('are sorted in the contacts’ alphabet (Ö after O, İ with I), not in byte order', async () => {
    const response = await t.http.request<{ name: string }[]>('GET', 'api/apps/chat/contacts', {
      token: t.tokens.admin,
    });
    expect(response.status).toBe(200);
    const names = response.body.map((contact) => contact.name);
    const sorted = (await t.server.dataSource.query(
      'SELECT name FROM unnest($1::text[]) AS name ORDER BY arena_sort_key(name)',
      [names],
    )) as { name: string }[];
    expect(names).toEqual(sorted.map((row) => row.name));
    // The demo has people whose names start with Turkish capitals: none may come after the Z's.
    const lastZ = names.map((name) => name.startsWith('Z')).lastIndexOf(true);
    const turkish = names.findIndex((name) => /^[ÇİÖŞÜ]/.test(name));
    expect(turkish).toBeGreaterThanOrEqual(0);
    expect(turkish).toBeLessThan(lastZ);
  });
});

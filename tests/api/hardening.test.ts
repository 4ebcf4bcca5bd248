import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInToken, writeCounts } from '../support/auth.js';
import { createHttp } from '../support/http.js';
import { startTestServer, type TestServer } from '../support/server.js';

// Bad input of every kind, sent to every auth call: each gets a typed 4xx, none a 500, and nothing is written.
let t: TestServer;
let http: ReturnType<typeof createHttp>;

beforeAll(async () => {
  // Generous limits: this suite sends many failing requests on purpose.
  t = await startTestServer({
    RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '10000',
    RATE_LIMIT_SIGN_IN_PER_IP: '10000',
    RATE_LIMIT_ACCOUNT_MAIL_PER_IP: '10000',
  });
  http = createHttp(t.url);
});
afterAll(async () => {
  await t?.close();
});

const AUTH_PATHS = [
  'api/auth/sign-in',
  'api/auth/sign-in-with-token',
  'api/auth/sign-up',
  'api/auth/unlock-session',
  'api/auth/forgot-password',
  'api/auth/reset-password',
];

const MEGABYTE = 'a'.repeat(1_000_000);
// Above the default BODY_LIMIT_BYTES (2 MiB; a test below checks the server's limit is smaller).
const OVER_LIMIT = 'a'.repeat(2 * 1024 * 1024 + 1);
const SQL = [`' OR '1'='1`, `admin@arena.local'--`, `"; DROP TABLE users; --`, `\\'; SELECT pg_sleep(5); --`];

const badBodies: [string, { body?: unknown; rawBody?: string; headers?: Record<string, string> }][] = [
  ['malformed JSON', { rawBody: '{"email": "admin@arena.local", ' }],
  ['empty JSON body', { rawBody: '' }],
  ['JSON null', { rawBody: 'null' }],
  ['a JSON array', { body: [{ email: 'admin@arena.local' }] }],
  ['a JSON string', { body: 'admin@arena.local' }],
  ['no fields', { body: {} }],
  [
    'mistyped fields',
    { body: { email: 42, password: ['x'], name: { first: 'x' }, token: 7, accessToken: false } },
  ],
  ['null fields', { body: { email: null, password: null, name: null, token: null, accessToken: null } }],
  [
    '1 MB strings',
    {
      body: {
        email: `${MEGABYTE}@x.io`,
        password: MEGABYTE,
        name: 'x',
        token: MEGABYTE,
        accessToken: MEGABYTE,
      },
    },
  ],
  ['a body over the size limit', { body: { email: 'a@b.co', password: OVER_LIMIT } }],
  [
    'a form-encoded body',
    {
      rawBody: 'email=a%40b.co&password=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    },
  ],
  ['prototype pollution', { rawBody: '{"__proto__": {"admin": true}, "email": "a@b.co", "password": "x"}' }],
  ...SQL.map((payload): [string, { body: unknown }] => [
    `SQL metacharacters ${payload}`,
    { body: { email: payload, password: payload, name: payload, token: payload, accessToken: payload } },
  ]),
];

function expectNoLeak(text: string) {
  expect(text).not.toMatch(/QueryFailedError|at \w+ \(|node_modules|syntax error at|stack/i);
}

it('sends an over-limit body that is really over the server’s limit', () => {
  expect(OVER_LIMIT.length).toBeGreaterThan(t.config.bodyLimitBytes);
});

describe.each(AUTH_PATHS)('%s', (path) => {
  it.each(badBodies)('answers %s with a typed 4xx and writes nothing', async (_name, options) => {
    const before = await writeCounts(t.dataSource);
    const response = await http.request<unknown>('POST', path, options);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expectNoLeak(response.text);
    if (response.text !== 'false') {
      expect(response.body).toMatchObject({
        code: expect.stringMatching(/^[A-Z_]+$/),
        message: expect.any(String),
      });
    }
    expect(await writeCounts(t.dataSource)).toEqual(before);
  });
});

describe('GraphQL transport', () => {
  it('answers malformed JSON and broken queries with BAD_REQUEST', async () => {
    const malformed = await http.request<{ errors: { extensions: { code: string } }[] }>('POST', 'graphql', {
      rawBody: '{"query": "{ me { id } ',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors[0]?.extensions.code).toBe('BAD_REQUEST');

    const syntax = await http.graphql('mutation { signIn(input: { email: "a@b.co" ');
    expect(syntax.status).toBe(400);
    expect(syntax.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');

    const unknownField = await http.graphql('{ me { id passwordHash } }');
    expect(unknownField.status).toBe(400);
    expect(unknownField.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
    // Field suggestions are hidden: they would describe the schema to a prober.
    expect(unknownField.errors?.[0]?.message).not.toMatch(/Did you mean/);
  });

  it('answers mistyped variables with BAD_USER_INPUT', async () => {
    const result = await http.graphql(
      'mutation ($input: SignInInput!) { signIn(input: $input) { accessToken } }',
      {
        input: { email: 1, password: true },
      },
    );
    expect(result.status).toBe(400);
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses queries nested or aliased beyond the limits', async () => {
    const aliases = Array.from({ length: 40 }, (_, i) => `a${i}: me { id }`).join(' ');
    const result = await http.graphql(`{ ${aliases} }`);
    expect(result.status).toBe(400);
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
  });

  it('refuses batched requests and GET mutations', async () => {
    const batch = await http.request('POST', 'graphql', {
      body: [{ query: '{ me { id } }' }, { query: '{ me { id } }' }],
    });
    expect(batch.status).toBe(400);
    const getMutation = await http.request(
      'GET',
      `graphql?query=${encodeURIComponent('mutation { forgotPassword(input: {email: "a@b.co"}) }')}`,
      {
        headers: { 'apollo-require-preflight': 'true' },
      },
    );
    expect(getMutation.status).toBe(405);
  });

  it('stores SQL metacharacters literally, as data', async () => {
    const name = `Robert'); DROP TABLE users; --`;
    const response = await http.request('POST', 'api/auth/sign-up', {
      body: { name, email: 'bobby@arena.local', password: 'tables-are-safe' },
    });
    expect(response.status).toBe(200);
    const token = await signInToken(t.url, { email: 'bobby@arena.local', password: 'tables-are-safe', name });
    const me = await http.request<{ name: string }>('GET', 'api/common/user', { token });
    expect(me.body.name).toBe(name);
  });
});

describe('HTTP surface', () => {
  it('answers /health and /ready', async () => {
    expect((await http.request('GET', 'health')).status).toBe(200);
    expect((await http.request<{ status: string }>('GET', 'ready')).body).toEqual({ status: 'ready' });
  });

  it('answers unknown API paths with a typed 404', async () => {
    const response = await http.request<{ code: string }>('GET', 'api/nothing/here');
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('NOT_FOUND');
  });

  it('sends security headers', async () => {
    const response = await http.request('GET', 'health');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

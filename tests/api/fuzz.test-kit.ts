import { expect } from 'vitest';
import { DEMO_ADMIN } from '../support/auth.js';
import { suiteCalls, useTestServer } from '../support/suite.js';

// What the input fuzz suites (fuzz.rest.test.ts, fuzz.graphql.test.ts) share: the bad values, what must
// never reach a client, and the calls that send a case, check its answer and check that a refused write
// left every table as it was, on one server per file signed in as the demo admin.

export const MEGA = 'x'.repeat(1024 * 1024);
export const deep = (levels: number): unknown => (levels === 0 ? 'bottom' : { a: deep(levels - 1) });
export const wideList = Array.from({ length: 5000 }, (_, index) => index);

/** Values of the wrong kind or size for any field. */
export const BAD_VALUES: unknown[] = [
  null,
  '',
  'nul\u0000byte',
  '\u0000',
  MEGA,
  -1,
  0,
  1e308,
  2 ** 53 + 2,
  2147483648,
  -2147483649,
  1.5,
  true,
  [],
  ['a', null, 1],
  wideList,
  {},
  deep(40),
  JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"x": 1}}}'),
  '00000000-0000-4000-8000-000000000000',
  'not-a-uuid',
  '../../etc/passwd',
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '2026-13-45T99:99:99Z',
  '\ud800',
  '\ud800x',
  'x\udc00',
  '2026-02-30',
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00.000Z',
  '-000001-01-01T00:00:00.000Z',
];

// The per-field sweep uses a core of the values above: every kind of wrongness once.
export const CORE_VALUES: unknown[] = [
  null,
  '',
  'nul\u0000byte',
  MEGA,
  -1,
  1e308,
  2147483648,
  true,
  [],
  wideList,
  {},
  deep(40),
  BAD_VALUES[18],
  'not-a-uuid',
  '\ud800x',
  '+275760-09-13T00:00:00.000Z',
  '2026-02-30',
];

// What must never reach a client: stacks, driver and SQL text, file paths.
export const LEAKS = [
  /\bat [\w.<>]+ \(/,
  /node_modules/,
  /\/work\/|\/src\//,
  /QueryFailedError|TypeORMError|duplicate key|violates|syntax error at/i,
  /\b(SELECT|INSERT INTO|UPDATE \w+ SET|DELETE FROM)\b/,
  /\$argon2/,
];

export interface Answer {
  status: number;
  text: string;
  body: unknown;
}

export function assertClean(label: string, answer: Answer) {
  expect(answer.status, `${label}: ${answer.text.slice(0, 300)}`).toBeLessThan(500);
  for (const leak of LEAKS) expect(answer.text, `${label} leaks ${leak}`).not.toMatch(leak);
  const errors = (answer.body as { errors?: { extensions?: { code?: string } }[] } | undefined)?.errors;
  for (const error of errors ?? []) expect(error.extensions?.code, label).not.toBe('INTERNAL');
}

export function refused(answer: Answer): boolean {
  if (answer.status >= 400) return true;
  const body = answer.body as { data?: unknown; errors?: unknown[] } | undefined;
  return Boolean(body?.errors?.length) && (body?.data === null || body?.data === undefined);
}

/**
 * One server for the calling file (tests/support/suite.ts), signed in as the demo admin, and the calls
 * that fuzz it: `send` one request (counted by `sentCount`), `probe` a case (its answer is clean; a
 * refused write wrote nothing) and `adminToken`, the admin's token, signed in again when a case revoked it.
 */
export function fuzzSuite() {
  const t = useTestServer({ admin: DEMO_ADMIN });
  const { gql, query } = suiteCalls(t);

  /** Per table: rows and the newest row version, so any insert, update or delete changes it. */
  async function snapshot(): Promise<string> {
    const tables = await query<{ name: string }>(
      `SELECT quote_ident(tablename) AS name FROM pg_tables
       WHERE schemaname = 'public' AND tablename NOT IN ('migrations') ORDER BY tablename`,
    );
    const sql = tables
      .map(({ name }) => `SELECT '${name}' AS t, count(*)::text AS n, max(xmin::text) AS x FROM ${name}`)
      .join(' UNION ALL ');
    return JSON.stringify(await query(sql));
  }

  let sent = 0;
  async function send(
    method: string,
    path: string,
    options: { rawBody?: string; body?: unknown; token?: string; contentType?: string } = {},
  ): Promise<Answer> {
    sent++;
    const headers: Record<string, string> = {};
    if (options.contentType) headers['content-type'] = options.contentType;
    const response = await t.http.request(method, path, {
      ...(options.rawBody !== undefined ? { rawBody: options.rawBody } : {}),
      ...(options.body !== undefined ? { body: options.body } : {}),
      ...(options.token ? { token: options.token } : {}),
      headers,
    });
    return { status: response.status, text: response.text, body: response.body };
  }

  /** Sends one case; a refused write must leave every table as it was. */
  async function probe(label: string, write: boolean, request: () => Promise<Answer>) {
    const before = write ? await snapshot() : '';
    const answer = await request();
    assertClean(label, answer);
    if (write && refused(answer)) expect(await snapshot(), `${label} was refused but wrote`).toBe(before);
    return answer;
  }

  // A fuzzed mutation may revoke the admin's session (a password change, say): sign in again when so.
  async function adminToken(): Promise<string> {
    const me = await gql('admin', '{ me { id } }');
    if (me.errors?.[0]?.extensions?.code === 'UNAUTHENTICATED') {
      const response = await t.http.request<{ accessToken: string }>('POST', 'api/auth/sign-in', {
        body: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
      });
      t.tokens.admin = response.body.accessToken;
    }
    return t.tokens.admin;
  }

  return { t, send, probe, adminToken, sentCount: () => sent };
}

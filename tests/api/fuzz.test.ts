import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  parse,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { restRows } from '../../server/src/app/features.js';
import { buildSchema } from '../../server/src/app/schema.js';
import type { RestRow } from '../../server/src/shared/rest.js';
import { DEMO_ADMIN, signInToken } from '../support/auth.js';
import { craftedCursorCases, keysetLists, pageQuery } from '../support/crafted-cursors.js';
import { useTestServer } from '../support/suite.js';

// Bad input never answers 5xx, INTERNAL, a stack or SQL, and a refused request writes nothing. The cases
// are generated from the REST row table and the GraphQL schema, so a new feature's rows and operations
// are fuzzed without editing this file.

const t = useTestServer({ admin: DEMO_ADMIN });

const MEGA = 'x'.repeat(1024 * 1024);
const deep = (levels: number): unknown => (levels === 0 ? 'bottom' : { a: deep(levels - 1) });
const wideList = Array.from({ length: 5000 }, (_, index) => index);

/** Values of the wrong kind or size for any field. */
const BAD_VALUES: unknown[] = [
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
const CORE_VALUES: unknown[] = [
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

const BAD_IDS = [
  'x',
  '%00',
  encodeURIComponent('\u0000'),
  'a'.repeat(5000),
  '00000000-0000-4000-8000-000000000000',
];
const BAD_QUERY_VALUES = ['%00', 'a'.repeat(10000), '%ZZ', '-1', '99999999999999999999', '%F0%28%8C%BC'];

// What must never reach a client: stacks, driver and SQL text, file paths.
const LEAKS = [
  /\bat [\w.<>]+ \(/,
  /node_modules/,
  /\/work\/|\/src\//,
  /QueryFailedError|TypeORMError|duplicate key|violates|syntax error at/i,
  /\b(SELECT|INSERT INTO|UPDATE \w+ SET|DELETE FROM)\b/,
  /\$argon2/,
];

interface Answer {
  status: number;
  text: string;
  body: unknown;
}

function assertClean(label: string, answer: Answer) {
  expect(answer.status, `${label}: ${answer.text.slice(0, 300)}`).toBeLessThan(500);
  for (const leak of LEAKS) expect(answer.text, `${label} leaks ${leak}`).not.toMatch(leak);
  const errors = (answer.body as { errors?: { extensions?: { code?: string } }[] } | undefined)?.errors;
  for (const error of errors ?? []) expect(error.extensions?.code, label).not.toBe('INTERNAL');
}

function refused(answer: Answer): boolean {
  if (answer.status >= 400) return true;
  const body = answer.body as { data?: unknown; errors?: unknown[] } | undefined;
  return Boolean(body?.errors?.length) && (body?.data === null || body?.data === undefined);
}

/** Per table: rows and the newest row version, so any insert, update or delete changes it. */
async function snapshot(): Promise<string> {
  const tables: { name: string }[] = await t.server.dataSource.query(
    `SELECT quote_ident(tablename) AS name FROM pg_tables
     WHERE schemaname = 'public' AND tablename NOT IN ('migrations') ORDER BY tablename`,
  );
  const sql = tables
    .map(({ name }) => `SELECT '${name}' AS t, count(*)::text AS n, max(xmin::text) AS x FROM ${name}`)
    .join(' UNION ALL ');
  return JSON.stringify(await t.server.dataSource.query(sql));
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
  const me = await t.http.graphql('{ me { id } }', {}, t.tokens.admin);
  if (me.errors?.[0]?.extensions?.code === 'UNAUTHENTICATED') {
    const response = await t.http.request<{ accessToken: string }>('POST', 'api/auth/sign-in', {
      body: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
    });
    t.tokens.admin = response.body.accessToken;
  }
  return t.tokens.admin;
}

function variableNames(row: RestRow): string[] {
  const operation = parse(row.document).definitions[0] as OperationDefinitionNode;
  return (operation.variableDefinitions ?? []).map((definition) => definition.variable.name.value);
}

function fillPath(path: string, value: string): string {
  return path.replace(/:[A-Za-z]+/g, value);
}

/** Every bad request for one REST row: path ids, query strings, bodies and content types. */
function restCases(row: RestRow): RestCase[] {
  const names = [...new Set([...variableNames(row), 'id'])];
  const paths = row.path.includes(':') ? BAD_IDS.map((id) => fillPath(row.path, id)) : [row.path];
  const base = fillPath(row.path, '00000000-0000-4000-8000-000000000000');
  const cases: RestCase[] = paths.map((path) => ({ label: `path ${path.slice(0, 80)}`, path }));
  for (const name of names) {
    for (const value of BAD_QUERY_VALUES) {
      cases.push({ label: `?${name}=${value.slice(0, 20)}`, path: `${base}?${name}=${value}` });
    }
    cases.push({ label: `?${name} repeated`, path: `${base}?${name}=a&${name}=b&${name}[x]=c` });
  }
  if (row.method !== 'GET' && row.method !== 'DELETE') {
    cases.push({ label: 'malformed JSON', path: base, rawBody: '{"a": ', contentType: 'application/json' });
    cases.push({ label: 'text body', path: base, rawBody: 'hello', contentType: 'text/plain' });
    cases.push({
      label: 'form body',
      path: base,
      rawBody: 'a=1&b=2',
      contentType: 'application/x-www-form-urlencoded',
    });
    cases.push({ label: 'XML body', path: base, rawBody: '<a/>', contentType: 'application/xml' });
    for (const body of [null, [], 'string', 42, deep(60), BAD_VALUES[18]]) {
      cases.push({ label: `body ${JSON.stringify(body)?.slice(0, 30)}`, path: base, body });
    }
    // REST bodies nest the GraphQL input under a key named like the variable (contact, task, tag…).
    for (const name of names) {
      for (const value of CORE_VALUES) {
        const label = `${name}=${JSON.stringify(value)?.slice(0, 30)}`;
        cases.push({ label, path: base, body: { [name]: value } });
      }
      for (const value of [null, '\u0000', '\ud800x', MEGA, -1, [], wideList]) {
        const inner = { id: value, name: value, title: value, email: value, [name]: value };
        cases.push({
          label: `${name}.*=${JSON.stringify(value)?.slice(0, 30)}`,
          path: base,
          body: { [name]: inner },
        });
      }
    }
  }
  return cases;
}

interface RestCase {
  label: string;
  path: string;
  rawBody?: string;
  body?: unknown;
  contentType?: string;
}

/** A selection that reads a little of any return type. */
function selectionFor(field: GraphQLField<unknown, unknown>): string {
  const type = getNamedType(field.type);
  if (isObjectType(type)) return '{ __typename }';
  if ('getTypes' in type) return '{ __typename }';
  return '';
}

/** A literal of the right type for an argument (so only the fuzzed one is wrong). */
function plausible(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return plausible(type.ofType);
  if (isListType(type)) return [];
  if (isEnumType(type)) return type.getValues()[0]?.value;
  if (isInputObjectType(type)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      if (isNonNullType(field.type)) value[field.name] = plausible(field.type);
    }
    return value;
  }
  if (isScalarType(type)) {
    if (type.name === 'Int' || type.name === 'Float') return 1;
    if (type.name === 'Boolean') return true;
    if (type.name === 'ID') return '00000000-0000-4000-8000-000000000000';
    if (type.name === 'DateTime') return '2026-01-01T00:00:00.000Z';
    return 'text';
  }
  return null;
}

function typeString(type: GraphQLInputType): string {
  return type.toString();
}

/** Bad variables for every argument of one root field, and one list-size probe per Int argument. */
function graphqlCases(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>) {
  const args = field.args;
  const definitions = args.map((arg) => `$${arg.name}: ${typeString(arg.type)}`).join(', ');
  const call = args.length ? `(${args.map((arg) => `${arg.name}: $${arg.name}`).join(', ')})` : '';
  const query = `${kind} Fuzz${definitions ? `(${definitions})` : ''} { ${field.name}${call} ${selectionFor(field)} }`;
  const valid = Object.fromEntries(args.map((arg: GraphQLArgument) => [arg.name, plausible(arg.type)]));
  const cases: { label: string; query: string; variables: Record<string, unknown> }[] = [];
  for (const arg of args) {
    for (const value of CORE_VALUES) {
      cases.push({
        label: `${field.name}(${arg.name}: ${JSON.stringify(value)?.slice(0, 30)})`,
        query,
        variables: { ...valid, [arg.name]: value },
      });
    }
    const named = getNamedType(arg.type);
    if (isInputObjectType(named)) {
      for (const inner of Object.values(named.getFields())) {
        for (const value of [null, '\u0000', '\ud800x', '2026-02-30', MEGA, 1e308, [], wideList]) {
          cases.push({
            label: `${field.name}(${arg.name}.${inner.name}: ${JSON.stringify(value)?.slice(0, 30)})`,
            query,
            variables: { ...valid, [arg.name]: { ...(valid[arg.name] as object), [inner.name]: value } },
          });
        }
      }
    }
  }
  // Fifteen aliases with a huge page size, as literals and as a variable: the cost limit applies to both.
  const intArg = args.find((arg) => getNamedType(arg.type).name === 'Int');
  if (intArg) {
    const aliases = Array.from(
      { length: 15 },
      (_, index) => `a${index}: ${field.name}(${intArg.name}: $n) ${selectionFor(field)}`,
    );
    cases.push({
      label: `${field.name} × 15 with ${intArg.name} = 10000 as a variable`,
      query: `${kind} Fuzz($n: Int) { ${aliases.join(' ')} }`,
      variables: { n: 10000 },
    });
  }
  return cases;
}

describe('input fuzz', () => {
  it('answers every bad REST request without 5xx or leaks, and writes nothing when refusing', async () => {
    const schema: GraphQLSchema = buildSchema();
    expect(schema).toBeDefined();
    for (const row of restRows) {
      const write = row.method !== 'GET';
      for (const [index, testCase] of restCases(row).entries()) {
        const label = `${row.method} ${row.path} ${testCase.label}`;
        const token = await adminToken();
        await probe(`${label} as admin`, write, () =>
          send(row.method, testCase.path, { ...testCase, token }),
        );
        // Anonymous requests stop at authentication: a few per row prove it.
        if (index < 5) {
          await probe(`${label} as anonymous`, write, () => send(row.method, testCase.path, testCase));
        }
      }
    }
  }, 300_000);

  it('answers every bad GraphQL operation without 5xx, INTERNAL or leaks, and writes nothing when refusing', async () => {
    const schema = buildSchema();
    const roots = [
      ['query', schema.getQueryType()],
      ['mutation', schema.getMutationType()],
    ] as const;
    for (const [kind, root] of roots) {
      for (const field of Object.values(root?.getFields() ?? {})) {
        for (const [index, testCase] of graphqlCases(kind, field).entries()) {
          const body = { query: testCase.query, variables: testCase.variables };
          const token = await adminToken();
          await probe(`${testCase.label} as admin`, kind === 'mutation', () =>
            send('POST', 'graphql', { body, token }),
          );
          if (index < 3) {
            await probe(`${testCase.label} as anonymous`, kind === 'mutation', () =>
              send('POST', 'graphql', { body }),
            );
          }
        }
      }
    }
    // Transport-level oddities: a subscription over HTTP, batches, wrong shapes, too many variable errors.
    const manyErrors = Object.fromEntries(Array.from({ length: 120 }, (_, i) => [`v${i}`, 'x']));
    const manyDefs = Object.keys(manyErrors)
      .map((name) => `$${name}: Int`)
      .join(', ');
    const oddities: unknown[] = [
      { query: 'subscription { chatMessageAdded { id } }' },
      [{ query: '{ me { id } }' }, { query: '{ me { id } }' }],
      { query: 42 },
      { query: '{ me { id } }', variables: 'nope' },
      { query: '{ me { id } }', operationName: ['x'] },
      { query: `query Q(${manyDefs}) { __typename }`, variables: manyErrors },
      { query: '{'.repeat(5000) },
      { query: `{ ${'me { id } '.repeat(2000)} }` },
    ];
    for (const body of oddities) {
      for (const token of [await adminToken(), undefined]) {
        await probe(`graphql ${JSON.stringify(body).slice(0, 60)}`, false, () =>
          send('POST', 'graphql', { body, ...(token ? { token } : {}) }),
        );
      }
    }
    await probe('graphql GET with a mutation', false, () =>
      send('GET', `graphql?query=${encodeURIComponent('mutation { markAllMessagesAsRead }')}`),
    );
  }, 300_000);

  it('answers crafted cursors on every keyset list with BAD_USER_INPUT or a page, never INTERNAL', async () => {
    const schema = buildSchema();
    const lists = keysetLists(schema);
    expect(lists.map((list) => list.field)).toEqual(
      expect.arrayContaining([
        'athletes',
        'auditLog',
        'companies',
        'sponsorships',
        'contacts',
        'organizations',
        'branches',
        'departments',
        'seasons',
        'teams',
        'professionals',
        'certifications',
      ]),
    );
    // Audit rows for the audit log's cursors: an athlete archived and restored.
    const admin = await adminToken();
    const some = await t.http.graphql<{ athletes: { nodes: { id: string }[] } }>(
      '{ athletes(first: 1) { nodes { id } } }',
      {},
      admin,
    );
    const athleteId = some.data!.athletes.nodes[0]!.id;
    for (const mutation of ['archiveAthlete', 'restoreAthlete']) {
      const changed = await t.http.graphql(
        `mutation ($id: ID!) { ${mutation}(id: $id) { id } }`,
        { id: athleteId },
        admin,
      );
      expect(changed.errors).toBeUndefined();
    }
    // Kartal's and Anadolu's administrators see different rows; the super admin sees both.
    const viewers = {
      admin,
      kartal: await signInToken(t.server.url, {
        email: 'org.admin@arena.local',
        password: 'Arena-Org-2026',
        name: '',
      }),
      anadolu: await signInToken(t.server.url, {
        email: 'org2.admin@arena.local',
        password: 'Arena-Org2-2026',
        name: '',
      }),
    };
    let sentCursors = 0;
    for (const list of lists) {
      const cursors = new Map<string | null, string | null>();
      for (const sort of list.sorts) {
        const page = await t.http.graphql<Record<string, { endCursor: string | null }>>(
          pageQuery(list, sort),
          { first: 1, ...(sort === null ? {} : { sort }) },
          admin,
        );
        expect(page.errors, `${list.field} ${sort}`).toBeUndefined();
        cursors.set(sort, page.data![list.field]!.endCursor);
      }
      for (const sort of list.sorts) {
        const others = list.sorts.flatMap((other) => {
          const cursor = cursors.get(other);
          return other !== sort && cursor ? [cursor] : [];
        });
        for (const testCase of craftedCursorCases(cursors.get(sort) ?? null, others)) {
          for (const [persona, token] of Object.entries(viewers)) {
            const label = `${list.field}(sort: ${sort}) ${testCase.label} as ${persona}`;
            const variables = { first: 2, after: testCase.after, ...(sort === null ? {} : { sort }) };
            const answer = await probe(label, false, () =>
              send('POST', 'graphql', { body: { query: pageQuery(list, sort), variables }, token }),
            );
            sentCursors++;
            const errors = (
              answer.body as { errors?: { extensions?: { code?: string; fieldErrors?: object } }[] }
            ).errors;
            if (testCase.refused || errors) {
              expect(errors?.[0]?.extensions?.code, label).toBe('BAD_USER_INPUT');
              expect(errors?.[0]?.extensions?.fieldErrors, label).toHaveProperty('after');
            }
          }
        }
      }
    }
    expect(sentCursors).toBeGreaterThan(1000);
  }, 300_000);

  it('sent at least 5,000 requests', () => {
    expect(sent).toBeGreaterThanOrEqual(5000);
  });
});

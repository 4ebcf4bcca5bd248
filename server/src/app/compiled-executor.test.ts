import { parse, type GraphQLSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInToken } from '../../../tests/support/auth.js';
import { createHttp } from '../../../tests/support/http.js';
import { startTestServer, type TestServer } from '../../../tests/support/server.js';
import { DEMO_PERSONAS } from '../features/users/index.js';
import { compiledExecutor } from './compiled-executor.js';
import { buildSchema } from './schema.js';

// An operation runs on graphql-js the first two times and compiled (graphql-jit) from the third on:
// every answer below is asked for four times and must come back the same each time, errors included.

const UNKNOWN = '00000000-0000-4000-8fff-000000000999';

const CONTACTS_PAGE = `query Page($first: Int, $withTags: Boolean!) {
  list: contacts(first: $first) { totalCount endCursor nodes { ...Card tags @include(if: $withTags) __typename } }
  again: contacts(first: 2) { nodes { id } }
}
fragment Card on Contact { id name emails { email label } phoneNumbers { country phoneNumber label } }`;

let t: TestServer;
let http: ReturnType<typeof createHttp>;
let admin: string;
let orgAdmin: string;

beforeAll(async () => {
  t = await startTestServer();
  http = createHttp(t.url);
  admin = await signInToken(t.url, DEMO_PERSONAS.superAdmin);
  orgAdmin = await signInToken(t.url, DEMO_PERSONAS.orgAdmin);
});
afterAll(async () => {
  await t?.close();
});

/** The answers to the same request sent four times: twice on graphql-js, then compiled. */
async function fourTimes(query: string, variables: Record<string, unknown>, token?: string) {
  const answers = [];
  for (let i = 0; i < 4; i++) answers.push(await http.graphql(query, variables, token));
  for (const answer of answers.slice(1)) expect(answer).toEqual(answers[0]);
  return answers[0]!;
}

describe('compiled operations answer as graphql-js does', () => {
  it('me', async () => {
    const answer = await fourTimes('{ me { id name email } }', {}, admin);
    expect(answer).toMatchObject({ status: 200, data: { me: { email: DEMO_PERSONAS.superAdmin.email } } });
    expect(answer.errors).toBeUndefined();
  });

  it('a page with aliases, a fragment, @include and __typename, with different variables', async () => {
    const withTags = await fourTimes(CONTACTS_PAGE, { first: 5, withTags: true }, orgAdmin);
    expect(withTags.status).toBe(200);
    const nodes = (withTags.data as { list: { nodes: Record<string, unknown>[] } }).list.nodes;
    expect(nodes).toHaveLength(5);
    expect(nodes[0]).toHaveProperty('tags');
    expect(nodes[0]).toMatchObject({ __typename: 'Contact' });
    const withoutTags = await fourTimes(CONTACTS_PAGE, { first: 3, withTags: false }, orgAdmin);
    const fewer = (withoutTags.data as { list: { nodes: Record<string, unknown>[] } }).list.nodes;
    expect(fewer).toHaveLength(3);
    expect(fewer[0]).not.toHaveProperty('tags');
  });

  it('a typed error with its path, the non-null parent answered as null', async () => {
    const answer = await fourTimes(
      'query One($id: ID!) { contact(id: $id) { id name } }',
      { id: UNKNOWN },
      orgAdmin,
    );
    expect(answer.data).toBeNull();
    expect(answer.errors).toEqual([
      expect.objectContaining({
        path: ['contact'],
        extensions: expect.objectContaining({ code: 'NOT_FOUND' }),
      }),
    ]);
  });

  it('variables that do not coerce, and a missing required variable', async () => {
    const wrongType = await fourTimes(
      'query Page($first: Int) { contacts(first: $first) { totalCount } }',
      { first: 'many' },
      orgAdmin,
    );
    expect(wrongType.status).toBe(400);
    expect(wrongType.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const missing = await fourTimes('query One($id: ID!) { contact(id: $id) { id } }', {}, orgAdmin);
    expect(missing.status).toBe(400);
    expect(missing.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('a refused mutation', async () => {
    const answer = await fourTimes(
      'mutation Rename($id: ID!) { updateContactTag(id: $id, title: "Renamed") { id title } }',
      { id: UNKNOWN },
      orgAdmin,
    );
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('signed out, and introspection', async () => {
    await fourTimes('{ me { id } }', {});
    const type = await fourTimes('{ __type(name: "Contact") { name fields { name } } }', {}, admin);
    expect(type).toMatchObject({ status: 200, data: { __type: { name: 'Contact' } } });
  });

  it('a REST row', async () => {
    const answers: { status: number; text: string }[] = [];
    for (let i = 0; i < 4; i++) {
      const { status, text } = await http.request('GET', 'api/common/user', { token: admin });
      answers.push({ status, text });
    }
    for (const answer of answers.slice(1)) expect(answer).toEqual(answers[0]);
    expect(answers[0]!.status).toBe(200);
  });
});

describe('compiledExecutor', () => {
  let schema: GraphQLSchema;
  beforeAll(() => {
    schema = buildSchema();
  });

  /** What Apollo Server hands the executor, for an operation that needs no context. */
  function requestFor(query: string, queryHash: string) {
    const document = parse(query);
    const operation = document.definitions[0]!;
    return {
      request: { query, variables: {} },
      document,
      operation,
      queryHash,
      context: {},
    } as unknown as Parameters<ReturnType<typeof compiledExecutor>['executor']>[0];
  }

  it('compiles an operation when it comes back, never a one-off', async () => {
    const compiled = compiledExecutor(schema);
    const once = requestFor('{ __typename }', 'once');
    expect(await compiled.executor(once)).toEqual({ data: { __typename: 'Query' } });
    expect(compiled.compiledCount).toBe(0);
    const again = requestFor('query Again { __typename }', 'again');
    await compiled.executor(again);
    await compiled.executor(again);
    expect(compiled.compiledCount).toBe(0);
    expect(await compiled.executor(again)).toEqual({ data: { __typename: 'Query' } });
    expect(compiled.compiledCount).toBe(1);
  });
});

import { afterAll, beforeAll } from 'vitest';
import { signInToken } from './auth.js';
import { createFactories, type Factories } from './factories.js';
import { createHttp, type GraphQLAnswer } from './http.js';

export type { GraphQLAnswer };
import { startTestServer, type TestServer } from './server.js';

/** The HTTP client the suites use (tests/support/http.ts). */
export type TestServerHttp = ReturnType<typeof createHttp>;

export interface ServerFixture<Persona extends string> {
  server: TestServer;
  http: TestServerHttp;
  factories: Factories;
  /** An access token per persona named in `useTestServer`, signed in once before the tests. */
  tokens: Record<Persona, string>;
}

/**
 * The set-up every API suite shares: one server for the file (started before its tests, closed after),
 * an HTTP client, factories, and a token for each persona asked for. Read the fields inside tests or
 * hooks: they are filled in by `beforeAll`.
 */
export function useTestServer<Persona extends string = never>(
  personas: Record<Persona, { email: string; password: string }> = {} as Record<Persona, never>,
  env: Record<string, string> = {},
): ServerFixture<Persona> {
  const fixture = { tokens: {} } as ServerFixture<Persona>;
  beforeAll(async () => {
    fixture.server = await startTestServer(env);
    fixture.http = createHttp(fixture.server.url);
    fixture.factories = createFactories(fixture.server.dataSource, fixture.server.url);
    const entries = Object.entries(personas) as [Persona, { email: string; password: string }][];
    const tokens = await Promise.all(
      entries.map(([, credentials]) => signInToken(fixture.server.url, { name: '', ...credentials })),
    );
    entries.forEach(([persona], index) => {
      fixture.tokens[persona] = tokens[index]!;
    });
  });
  afterAll(async () => {
    await fixture.server?.close();
  });
  return fixture;
}

/** Who runs a document: a persona signed in by `useTestServer`, a raw token, or nobody. */
export type Caller<Persona extends string> = Persona | { token: string } | null;

/**
 * The three calls an API suite makes all the time, bound to its fixture: run a GraphQL document as a
 * persona, read an answer's error code, and query the database directly (for fixtures and for checking
 * what a write left behind; what is asserted goes through the API).
 */
export function suiteCalls<Persona extends string>(fixture: ServerFixture<Persona>) {
  function gql<Data = Record<string, unknown>>(
    who: Caller<Persona>,
    document: string,
    variables: Record<string, unknown> = {},
  ): Promise<GraphQLAnswer<Data>> {
    const token = who === null ? undefined : typeof who === 'string' ? fixture.tokens[who] : who.token;
    return fixture.http.graphql<Data>(document, variables, token);
  }
  const codeOf = (answer: GraphQLAnswer<unknown>) => answer.errors?.[0]?.extensions?.code;
  const query = <Row = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    fixture.server.dataSource.query<Row[]>(sql, params);
  /**
   * A digest of every row of the tables named (of a `{ count }` table, how many rows it holds), so a
   * refused call can be shown to have changed nothing.
   */
  async function digest(...tables: (string | { count: string })[]): Promise<string> {
    const parts = tables.map((table) =>
      typeof table === 'string'
        ? `coalesce((SELECT string_agg(x::text, '|' ORDER BY x::text) FROM ${tableName(table)} x), '')`
        : `(SELECT count(*) FROM ${tableName(table.count)})::text`,
    );
    const [row] = await query<{ digest: string }>(`SELECT md5(${parts.join(" || '#' || ")}) AS digest`);
    return row!.digest;
  }
  return { gql, codeOf, query, digest };
}

function tableName(name: string): string {
  if (!/^[a-z_]+$/.test(name)) throw new Error(`Not a table name: ${name}`);
  return name;
}

import { randomBytes } from 'node:crypto';
import { createClient } from 'graphql-ws';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DEMO_PERSONAS } from '../../server/src/features/users/index.js';
import { useTestServer } from '../support/suite.js';

// One set of request rules for both transports, against a server started with production settings:
// what HTTP refuses (introspection, `__type`, field suggestions, the row budget, NUL characters) is
// refused the same way over WebSocket (graphql-ws), and a socket without a valid token is refused
// before any operation.

const P = DEMO_PERSONAS;
const t = useTestServer(
  { orgAdmin: P.orgAdmin, otherOrgAdmin: P.otherOrgAdmin, parent: P.parent },
  { NODE_ENV: 'production', JWT_SECRET: randomBytes(32).toString('hex') },
);

interface Answer {
  data?: unknown;
  errors?: { message: string; extensions?: { code?: string } }[];
}
/** An operation's answer over WebSocket, or how the socket was closed. */
type WsOutcome = { kind: 'answer'; answer: Answer } | { kind: 'closed'; code: number; reason: string };

const wsUrl = () => `${t.server.url.replace('http', 'ws')}/graphql`;

/** Runs one operation over a fresh graphql-ws connection and collects what came back. */
async function overWebSocket(
  payload: { query: string; variables?: Record<string, unknown> },
  connectionParams: Record<string, unknown>,
): Promise<WsOutcome> {
  const client = createClient({
    url: wsUrl(),
    webSocketImpl: WebSocket,
    connectionParams,
    retryAttempts: 0,
    lazy: true,
  });
  try {
    return await new Promise<WsOutcome>((resolve) => {
      let answer: Answer | undefined;
      client.subscribe<unknown>(payload, {
        next: (value) => {
          answer = value as Answer;
          // A subscription that was accepted: its first event is not needed, only that it started.
          resolve({ kind: 'answer', answer });
        },
        error: (error: unknown) => {
          if (Array.isArray(error))
            resolve({ kind: 'answer', answer: { errors: error as Answer['errors'] } });
          else {
            const event = error as { code?: number; reason?: string };
            resolve({ kind: 'closed', code: event.code ?? 0, reason: event.reason ?? '' });
          }
        },
        complete: () => resolve({ kind: 'answer', answer: answer ?? {} }),
      });
    });
  } finally {
    await client.dispose();
  }
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The answer over HTTP and over WebSocket, both as the same person. */
async function bothWays(query: string, variables: Record<string, unknown> = {}) {
  const http = await t.http.graphql(query, variables, t.tokens.orgAdmin);
  const ws = await overWebSocket({ query, variables }, bearer(t.tokens.orgAdmin));
  expect(ws.kind).toBe('answer');
  return { http, ws: (ws as { answer: Answer }).answer };
}

/** The distinct codes of an answer's errors. */
function codesOf(answer: Answer) {
  return [...new Set((answer.errors ?? []).map((error) => error.extensions?.code))];
}

describe('the same refusals over HTTP and WebSocket in production', () => {
  it('refuses introspection of the schema', async () => {
    const { http, ws } = await bothWays('{ __schema { types { name } } }');
    expect(http.status).toBe(400);
    expect(codesOf(http)).toEqual(['BAD_REQUEST']);
    expect(http.errors?.[0]?.message).toMatch(/introspection/i);
    expect(ws.data ?? null).toBeNull();
    expect(ws.errors).toEqual(http.errors);
  });

  it('refuses `__type` for a private type', async () => {
    const { http, ws } = await bothWays('{ __type(name: "AthletePrivate") { name fields { name } } }');
    expect(http.status).toBe(400);
    expect(codesOf(http)).toEqual(['BAD_REQUEST']);
    expect(JSON.stringify(http)).not.toContain('birthDate');
    expect(ws.data ?? null).toBeNull();
    expect(ws.errors).toEqual(http.errors);
  });

  it('hides field, argument and enum value suggestions', async () => {
    for (const query of [
      '{ me { nam } }',
      '{ athletes(firs: 1) { totalCount } }',
      '{ athletes(first: 1, status: ACTIV) { totalCount } }',
      '{ athletes(first: 1) { nodes { privat { birthDate } } } }',
    ]) {
      const { http, ws } = await bothWays(query);
      expect(http.status, query).toBe(400);
      expect(http.errors?.length, query).toBeGreaterThan(0);
      for (const answer of [http, ws]) {
        expect(JSON.stringify(answer.errors), query).not.toMatch(/Did you mean/);
        expect(JSON.stringify(answer.errors), query).toContain('[Suggestion hidden]');
      }
      expect(ws.errors, query).toEqual(http.errors);
    }
  });

  it('refuses nested lists over the row budget, and a NUL character in the variables', async () => {
    const nested =
      'query ($n: Int) { athletes(first: $n) { nodes { memberships(includeEnded: true) { team { staff { professional { id } } } } guardians { id } consents { id } } } }';
    const over = await bothWays(nested, { n: 500 });
    expect(over.http.status).toBe(400);
    expect(codesOf(over.http)).toEqual(['BAD_REQUEST']);
    expect(over.http.errors?.[0]?.message).toMatch(/limit of 10000 rows/);
    expect(over.ws.errors).toEqual(over.http.errors);

    const nul = await bothWays('query ($q: String) { athletes(first: 1, query: $q) { totalCount } }', {
      q: 'a\u0000',
    });
    expect(nul.http.status).toBe(400);
    expect(codesOf(nul.http)).toEqual(['BAD_USER_INPUT']);
    expect(nul.ws.errors).toEqual(nul.http.errors);
  });

  it('answers the same data to the same person either way, per organization', async () => {
    const query = '{ me { id email } athletes(first: 3) { totalCount nodes { id } } }';
    for (const token of [t.tokens.orgAdmin, t.tokens.otherOrgAdmin]) {
      const http = await t.http.graphql(query, {}, token);
      const ws = await overWebSocket({ query }, bearer(token));
      expect(http.errors).toBeUndefined();
      expect(ws).toEqual({ kind: 'answer', answer: { data: http.data } });
    }
  });
});

describe('a WebSocket without a valid token', () => {
  it('is refused before any operation: no subscription, no query, no introspection', async () => {
    for (const params of [{}, { authorization: 'Bearer not-a-token' }, { authorization: 42 }]) {
      for (const query of [
        'subscription { chatMessageAdded { id value } }',
        'subscription { meUpdated { id } }',
        '{ __schema { types { name } } }',
        '{ me { id } }',
      ]) {
        const outcome = await overWebSocket({ query }, params);
        expect(outcome, `${JSON.stringify(params)} ${query}`).toEqual({
          kind: 'closed',
          code: 4403,
          reason: 'Forbidden',
        });
      }
    }
    // Over HTTP the same operations answer without data too.
    const http = await t.http.graphql('{ me { id } }');
    expect(http.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const subscription = await t.http.graphql('subscription { meUpdated { id } }');
    expect(subscription.status).toBe(400);
  });

  it('lets a signed-in person subscribe', async () => {
    const client = createClient({
      url: wsUrl(),
      webSocketImpl: WebSocket,
      connectionParams: bearer(t.tokens.parent),
      retryAttempts: 0,
    });
    try {
      const acknowledged = new Promise<void>((resolve) => client.on('connected', () => resolve()));
      const errors: unknown[] = [];
      const unsubscribe = client.subscribe(
        { query: 'subscription { meUpdated { id } }' },
        { next: () => undefined, error: (error) => errors.push(error), complete: () => undefined },
      );
      await acknowledged;
      // The subscription is registered asynchronously; an error would arrive as a message first.
      const probe = await overWebSocket({ query: '{ me { id } }' }, bearer(t.tokens.parent));
      expect(probe).toEqual({ kind: 'answer', answer: { data: { me: { id: P.parent.id } } } });
      expect(errors).toEqual([]);
      unsubscribe();
    } finally {
      await client.dispose();
    }
  });
});

import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildSchema } from '../../server/src/app/schema.js';
import { DEMO_PERSONAS } from '../../server/src/features/users/index.js';
import { craftedCursorCases, keysetLists, pageQuery } from '../support/crafted-cursors.js';
import { useTestServer } from '../support/suite.js';

// The fuzz suite's edge cases sent over WebSocket (graphql-ws), the second transport: crafted cursors on
// every keyset list, unpaired surrogates in a write and dates out of range answer as over HTTP
// (BAD_USER_INPUT naming the field), never INTERNAL, and write nothing.

const P = DEMO_PERSONAS;
const t = useTestServer({ admin: P.superAdmin, kartal: P.orgAdmin, anadolu: P.otherOrgAdmin });

interface Answer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string; fieldErrors?: Record<string, string> } }[];
}

const clients: Record<string, Client> = {};

/** One operation over the persona's open socket: its result, or the errors graphql-ws reports. */
function overSocket(persona: string, query: string, variables: Record<string, unknown> = {}) {
  return new Promise<Answer>((resolve) => {
    let result: Answer = {};
    clients[persona]!.subscribe<Record<string, unknown>>(
      { query, variables },
      {
        next: (value) => {
          result = value as Answer;
        },
        error: (error: unknown) =>
          resolve(
            Array.isArray(error)
              ? { errors: error as Answer['errors'] }
              : { errors: [{ message: 'socket closed', extensions: { code: 'SOCKET_CLOSED' } }] },
          ),
        complete: () => resolve(result),
      },
    );
  });
}

async function snapshot(): Promise<string> {
  const rows: unknown = await t.server.dataSource.query(
    `SELECT (SELECT count(*) FROM audit_log)::int AS audit, (SELECT max(xmin::text) FROM athletes) AS athletes,
            (SELECT max(xmin::text) FROM users) AS users`,
  );
  return JSON.stringify(rows);
}

function expectRefused(answer: Answer, field: string, label: string) {
  const error = answer.errors?.[0];
  expect(error?.extensions?.code, label).toBe('BAD_USER_INPUT');
  expect(error?.extensions?.fieldErrors ?? {}, label).toHaveProperty([field]);
}

describe('the fuzz cases over WebSocket', () => {
  beforeAll(() => {
    for (const [persona, token] of Object.entries(t.tokens)) {
      clients[persona] = createClient({
        url: `${t.server.url.replace('http', 'ws')}/graphql`,
        webSocketImpl: WebSocket,
        connectionParams: { authorization: `Bearer ${token}` },
        retryAttempts: 0,
      });
    }
  });
  afterAll(async () => {
    await Promise.all(Object.values(clients).map((client) => client.dispose()));
  });

  it('answers crafted cursors on every keyset list with BAD_USER_INPUT or a page, never INTERNAL', async () => {
    const before = await snapshot();
    const lists = keysetLists(buildSchema());
    expect(lists.length).toBeGreaterThanOrEqual(12);
    let sent = 0;
    for (const list of lists) {
      const cursors = new Map<string | null, string | null>();
      for (const sort of list.sorts) {
        const page = await overSocket('admin', pageQuery(list, sort), {
          first: 1,
          ...(sort === null ? {} : { sort }),
        });
        expect(page.errors, `${list.field} ${sort}`).toBeUndefined();
        cursors.set(sort, (page.data![list.field] as { endCursor: string | null }).endCursor);
      }
      for (const sort of list.sorts) {
        const others = list.sorts.flatMap((other) => {
          const cursor = cursors.get(other);
          return other !== sort && cursor ? [cursor] : [];
        });
        for (const testCase of craftedCursorCases(cursors.get(sort) ?? null, others)) {
          for (const persona of ['kartal', 'anadolu']) {
            const label = `${list.field}(sort: ${sort}) ${testCase.label} as ${persona}`;
            const variables = { first: 2, after: testCase.after, ...(sort === null ? {} : { sort }) };
            const answer = await overSocket(persona, pageQuery(list, sort), variables);
            sent++;
            const codes = (answer.errors ?? []).map((error) => error.extensions?.code);
            expect(codes, label).not.toContain('INTERNAL');
            expect(codes, label).not.toContain('SOCKET_CLOSED');
            if (testCase.refused || answer.errors) expectRefused(answer, 'after', label);
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(1000);
    expect(await snapshot()).toBe(before);
  }, 300_000);

  it('refuses an unpaired surrogate in a write and dates out of range, writing nothing', async () => {
    const some = await overSocket('kartal', '{ athletes(first: 1) { nodes { id } } }');
    const id = (some.data!.athletes as { nodes: { id: string }[] }).nodes[0]!.id;
    const before = await snapshot();
    for (const persona of ['admin', 'kartal']) {
      for (const text of ['\uD800x', 'x\uDC00']) {
        const answer = await overSocket(
          persona,
          'mutation ($id: ID!, $input: UpdateAthleteInput!) { updateAthlete(id: $id, input: $input) { id } }',
          { id, input: { firstName: text } },
        );
        expectRefused(answer, 'input.firstName', `${persona} ${JSON.stringify(text)}`);
      }
      for (const from of ['+275760-09-13T00:00:00.000Z', '-000001-01-01T00:00:00.000Z', '2026-02-30']) {
        const answer = await overSocket(
          persona,
          'query ($from: DateTime) { auditLog(from: $from) { totalCount } }',
          { from },
        );
        expect(answer.errors?.[0]?.extensions?.code, `${persona} ${from}`).toBe('BAD_USER_INPUT');
        expect(answer.data ?? null).toBeNull();
      }
    }
    expect(await snapshot()).toBe(before);
  });
});

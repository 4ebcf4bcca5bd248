import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildSchema } from '../../server/src/app/schema.js';
import { signInToken } from '../support/auth.js';
import { craftedCursorCases, keysetLists, pageQuery } from '../support/crafted-cursors.js';
import { CORE_VALUES, fuzzSuite, MEGA, wideList } from './fuzz.test-kit.js';

// Bad input over GraphQL never answers 5xx, INTERNAL, a stack or SQL, and a refused operation writes
// nothing. The cases are generated from the GraphQL schema, so a new feature's operations and keyset
// lists are fuzzed without editing this file. REST: fuzz.rest.test.ts.

const { t, send, probe, adminToken, sentCount } = fuzzSuite();

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
  }, 600_000);

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
  }, 600_000);

  it('sent at least 5,000 requests', () => {
    expect(sentCount()).toBeGreaterThanOrEqual(5000);
  });
});

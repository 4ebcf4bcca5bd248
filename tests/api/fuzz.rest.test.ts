import { parse, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { restRows } from '../../server/src/app/features.js';
import { buildSchema } from '../../server/src/app/schema.js';
import type { RestRow } from '../../server/src/shared/rest.js';
import { BAD_VALUES, CORE_VALUES, deep, fuzzSuite, MEGA, wideList } from './fuzz.test-kit.js';

// Bad input over REST never answers 5xx, INTERNAL, a stack or SQL, and a refused request writes nothing.
// The cases are generated from the REST row table, so a new feature's rows are fuzzed without editing
// this file. GraphQL operations and cursors: fuzz.graphql.test.ts.

const { send, probe, adminToken, sentCount } = fuzzSuite();

const BAD_IDS = [
  'x',
  '%00',
  encodeURIComponent('\u0000'),
  'a'.repeat(5000),
  '00000000-0000-4000-8000-000000000000',
];
const BAD_QUERY_VALUES = ['%00', 'a'.repeat(10000), '%ZZ', '-1', '99999999999999999999', '%F0%28%8C%BC'];

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

  it('sent at least 3,000 requests (the GraphQL file sends 5,000 more)', () => {
    expect(sentCount()).toBeGreaterThanOrEqual(3000);
  });
});

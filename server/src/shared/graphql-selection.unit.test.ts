import { graphql } from 'graphql';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { describe, expect, it } from 'vitest';
import { selectedFields, selectsField } from './graphql-selection.js';

// A list counts only when its query asks for `totalCount`: a count left out by @include or @skip is
// not asked for (the client's later pages send `totalCount @include(if: $withCount)` with false).

function recorder() {
  const seen: { count: boolean; nodeFields: string[] }[] = [];
  const schema = makeExecutableSchema({
    typeDefs: `type Node { id: ID! name: String }
               type Page { totalCount: Int! nodes: [Node!]! }
               type Query { page: Page! }`,
    resolvers: {
      Query: {
        page: (_parent: unknown, _args: unknown, _ctx: unknown, info: Parameters<typeof selectsField>[0]) => {
          seen.push({
            count: selectsField(info, 'totalCount'),
            nodeFields: [...selectedFields(info, 'nodes')],
          });
          return { totalCount: 1, nodes: [{ id: '1', name: 'a' }] };
        },
      },
    },
  });
  const run = async (source: string, variableValues: Record<string, unknown> = {}) => {
    const result = await graphql({ schema, source, variableValues });
    expect(result.errors).toBeUndefined();
    return seen.at(-1)!;
  };
  return run;
}

describe('the fields a query asks for', () => {
  it('sees a count asked for directly or through a fragment', async () => {
    const run = recorder();
    expect((await run('{ page { totalCount nodes { id } } }')).count).toBe(true);
    expect((await run('{ page { ...P } } fragment P on Page { totalCount }')).count).toBe(true);
    expect((await run('{ page { nodes { id } } }')).count).toBe(false);
  });

  it('leaves out what @include(if: false) or @skip(if: true) leaves out, by variable or literal', async () => {
    const run = recorder();
    const query =
      'query ($withCount: Boolean!) { page { totalCount @include(if: $withCount) nodes { id } } }';
    expect((await run(query, { withCount: true })).count).toBe(true);
    expect((await run(query, { withCount: false })).count).toBe(false);
    expect((await run('{ page { totalCount @skip(if: true) nodes { id } } }')).count).toBe(false);
    expect((await run('{ page { ... @include(if: false) { totalCount } nodes { id } } }')).count).toBe(false);
    expect((await run('{ page { nodes { id name @skip(if: true) } } }')).nodeFields).toEqual(['id']);
  });
});

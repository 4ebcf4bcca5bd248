import { Kind, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as generated from '../../client/src/generated/graphql.js';
import { restRows } from '../../server/src/app/features.js';
import { MAX_ROWS, requestedRows } from '../../server/src/app/operation-limits.js';
import { buildSchema } from '../../server/src/app/schema.js';

// The row budget multiplies through nested lists (server/src/app/operation-limits.ts): every document
// the client sends and every REST row must stay inside it, with each page size at the largest the
// client asks for (500: the parents page and the exports).

const LARGEST_CLIENT_PAGE = 500;
const schema = buildSchema();

function operations(): { name: string; document: DocumentNode; operation: OperationDefinitionNode }[] {
  const found = [];
  for (const [name, value] of Object.entries(generated)) {
    if (!name.endsWith('Document') || typeof value !== 'object' || value === null) continue;
    const document = value as unknown as DocumentNode;
    for (const definition of document.definitions) {
      if (definition.kind === Kind.OPERATION_DEFINITION)
        found.push({ name, document, operation: definition });
    }
  }
  for (const row of restRows) {
    const document = parse(row.document);
    for (const definition of document.definitions) {
      if (definition.kind === Kind.OPERATION_DEFINITION) {
        found.push({ name: `${row.method} ${row.path}`, document, operation: definition });
      }
    }
  }
  return found;
}

/** Every page-size variable at the largest page the client sends. */
function largestPages(operation: OperationDefinitionNode): Record<string, unknown> {
  return Object.fromEntries(
    (operation.variableDefinitions ?? [])
      .filter((definition) => ['first', 'last', 'size'].includes(definition.variable.name.value))
      .map((definition) => [definition.variable.name.value, LARGEST_CLIENT_PAGE]),
  );
}

describe('the row budget and the app’s own operations', () => {
  it('lets every client document and REST row through at the client’s largest page', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(100);
    const over = all
      .map(({ name, document, operation }) => ({
        name,
        rows: requestedRows(schema, operation, document, largestPages(operation)),
      }))
      .filter((entry) => entry.rows > MAX_ROWS);
    expect(over).toEqual([]);
  });
});

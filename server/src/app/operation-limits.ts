import {
  GraphQLError,
  Kind,
  valueFromASTUntyped,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ASTVisitor,
} from 'graphql';
import { AppError, HTTP_STATUS_BY_CODE } from '../shared/errors.js';
import { findUnsafeText, unsafeText, type UnsafeText } from '../shared/text-input.js';
import { appErrorExtensions } from './errors.js';

// Limits on what one GraphQL operation may ask for, for HTTP, the REST facade and WebSocket alike.
// graphql-armor's cost limit reads page sizes only from literals (`first: 1000`), so the same query
// with `first: $n` passed unchecked. Here the work is counted in two parts: the document's shape
// (a validation rule, no variables needed) and the rows its page sizes ask for, once the variables
// are known (before execution).

/** The document's shape: armor's weights (scalar 1, object 2, ×1.5 per level), without page sizes. */
export const MAX_COST = 5000;
/** The rows all page-size arguments of one operation may add up to: one largest page (contacts). */
export const MAX_ROWS = 10_000;
/** Arguments that name how many rows a list field answers. */
const PAGE_SIZE_ARGUMENTS = new Set(['first', 'last', 'size']);
/** A page-size argument left out: the services' default page. */
const DEFAULT_PAGE_ROWS = 50;

const OBJECT_COST = 2;
const SCALAR_COST = 1;
const DEPTH_FACTOR = 1.5;

type Fragments = Map<string, FragmentDefinitionNode>;

function fragmentsOf(document: DocumentNode): Fragments {
  const fragments: Fragments = new Map();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  return fragments;
}

/** The shape cost of a selection set (fragment cycles are invalid anyway; they count once). */
function selectionCost(selectionSet: SelectionSetNode, fragments: Fragments, visiting: Set<string>): number {
  let cost = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value === '__schema') continue;
      cost += selection.selectionSet
        ? OBJECT_COST + DEPTH_FACTOR * selectionCost(selection.selectionSet, fragments, visiting)
        : SCALAR_COST;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      cost += DEPTH_FACTOR * selectionCost(selection.selectionSet, fragments, visiting);
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      if (!fragment || visiting.has(name)) continue;
      visiting.add(name);
      cost += DEPTH_FACTOR * selectionCost(fragment.selectionSet, fragments, visiting);
      visiting.delete(name);
    }
  }
  return cost;
}

export function operationCost(operation: OperationDefinitionNode, document: DocumentNode): number {
  return selectionCost(operation.selectionSet, fragmentsOf(document), new Set());
}

/** Validation rule: an operation whose shape costs more than MAX_COST is refused before it runs. */
export function costLimitRule(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(operation) {
      const cost = operationCost(operation, context.getDocument());
      if (cost > MAX_COST) {
        context.reportError(
          new GraphQLError(`The query costs ${Math.ceil(cost)}, over the limit of ${MAX_COST}.`, {
            nodes: [operation],
            extensions: { code: 'BAD_REQUEST' },
          }),
        );
      }
    },
  };
}

function pageSize(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return 0;
  // A page over the budget is refused by its own field's validation (BAD_USER_INPUT naming it);
  // here it counts as the largest page there may be.
  return Math.min(Math.floor(value), MAX_ROWS);
}

/**
 * The rows an operation asks for: each list field's page size (literal, variable or default) times
 * the pages of the lists around it, added up over every field and alias.
 */
export function requestedRows(
  operation: OperationDefinitionNode,
  document: DocumentNode,
  variables: Record<string, unknown> = {},
): number {
  const fragments = fragmentsOf(document);
  const defaults = new Map<string, unknown>();
  for (const definition of operation.variableDefinitions ?? []) {
    if (definition.defaultValue) {
      defaults.set(definition.variable.name.value, valueFromASTUntyped(definition.defaultValue));
    }
  }
  const visiting = new Set<string>();
  const rowsOf = (selectionSet: SelectionSetNode, multiplier: number): number => {
    let rows = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const sizeArgument = selection.arguments?.find((argument) =>
          PAGE_SIZE_ARGUMENTS.has(argument.name.value),
        );
        let inner = multiplier;
        if (sizeArgument) {
          const node = sizeArgument.value;
          const value =
            node.kind === Kind.VARIABLE
              ? (variables[node.name.value] ?? defaults.get(node.name.value) ?? DEFAULT_PAGE_ROWS)
              : valueFromASTUntyped(node);
          inner = multiplier * pageSize(value);
          rows += inner;
        }
        if (selection.selectionSet) rows += rowsOf(selection.selectionSet, inner);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        rows += rowsOf(selection.selectionSet, multiplier);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (!fragment || visiting.has(name)) continue;
        visiting.add(name);
        rows += rowsOf(fragment.selectionSet, multiplier);
        visiting.delete(name);
      }
      // Stop counting once over: the sum only grows.
      if (rows > MAX_ROWS) return rows;
    }
    return rows;
  };
  return rowsOf(operation.selectionSet, 1);
}

/** What the first string literal of the document holding unstorable text holds, if any. */
function unsafeLiteral(document: DocumentNode): UnsafeText | undefined {
  // The parsed value of `"\u0000"` holds the character, the source only the escape (the lexer refuses
  // a raw one, and a lone surrogate's escape): a document without the escape needs no walk.
  const text = document.loc?.source.body;
  if (text !== undefined && !text.includes('\\u0000')) return undefined;
  let found: UnsafeText | undefined;
  const visit = (node: unknown): void => {
    if (found || typeof node !== 'object' || node === null) return;
    const record = node as { kind?: unknown; value?: unknown };
    if (record.kind === Kind.STRING && typeof record.value === 'string') {
      found = unsafeText(record.value);
      return;
    }
    for (const [key, child] of Object.entries(node)) {
      if (key !== 'loc') visit(child);
    }
  };
  visit(document);
  return found;
}

/** A refusal that keeps its code through Apollo and graphql-ws, and its HTTP status over HTTP. */
export function requestRefusal(error: AppError, transport: 'http' | 'websocket' = 'http'): GraphQLError {
  const extensions = appErrorExtensions(error);
  return new GraphQLError(error.message, {
    originalError: error,
    extensions:
      transport === 'http'
        ? { ...extensions, http: { status: HTTP_STATUS_BY_CODE[error.code] } }
        : extensions,
  });
}

export const NUL_MESSAGE = 'Text must not contain the NUL character (\\u0000).';
export const SURROGATE_MESSAGE =
  'Text must not contain an unpaired surrogate (\\uD800–\\uDFFF without its pair): send well-formed Unicode.';

/** The refusal for unstorable text found at `where` (e.g. `input.name`): a NUL or a lone surrogate. */
export function nulRefusal(where: string, problem: UnsafeText = 'nul'): AppError {
  const message = problem === 'nul' ? NUL_MESSAGE : SURROGATE_MESSAGE;
  return new AppError('BAD_USER_INPUT', `${message} Found in ${where}.`, {
    fieldErrors: { [where]: message },
    fieldErrorCodes: { [where]: 'invalid' },
  });
}

/**
 * The checks that need the operation and its variables: no NUL character in any literal or variable,
 * no subscription over HTTP, page sizes within the row budget. Undefined when the operation may run.
 */
export function checkOperation(options: {
  document: DocumentNode;
  operation: OperationDefinitionNode;
  variables: Record<string, unknown> | undefined;
  transport: 'http' | 'websocket';
}): AppError | undefined {
  const { document, operation, variables, transport } = options;
  if (operation.operation === 'subscription' && transport === 'http') {
    return new AppError(
      'BAD_REQUEST',
      'Subscriptions are served over WebSocket (graphql-ws) at /graphql, not over HTTP.',
    );
  }
  const unsafe = findUnsafeText(variables ?? {});
  // Named by the variable's path (`value`, `input.name`), as field errors are.
  if (unsafe) return nulRefusal(unsafe.path === '' ? 'variables' : unsafe.path, unsafe.problem);
  const literal = unsafeLiteral(document);
  if (literal) return nulRefusal('query', literal);
  const rows = requestedRows(operation, document, variables);
  if (rows > MAX_ROWS) {
    return new AppError(
      'BAD_REQUEST',
      `The query's pages ask for more than ${MAX_ROWS} rows in all (aliases and nested lists add up).`,
    );
  }
  return undefined;
}

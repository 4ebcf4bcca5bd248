import {
  getNamedType,
  getNullableType,
  GraphQLError,
  isCompositeType,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  valueFromASTUntyped,
  type GraphQLNamedType,
  type GraphQLSchema,
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

/**
 * Rows a list field without a page-size argument reads per parent, where it is not the default: a
 * person's few links (memberships, guardians, consents, roles, a team's staff) are declared at what a
 * real school has; lists kept in their parent's row (jsonb, arrays) or built in memory read none.
 * Every other list of objects counts DEFAULT_LIST_ROWS per parent.
 */
const LIST_ROWS: Readonly<Record<string, number>> = {
  'Athlete.memberships': 5,
  'Athlete.guardians': 4,
  'Athlete.consents': 5,
  'AthletePrivate.documents': 5,
  'Team.staff': 5,
  'Professional.certifications': 5,
  'Professional.staffAssignments': 5,
  'AdminUser.roles': 3,
  'Account.roles': 3,
  'Contact.emails': 0,
  'Contact.phoneNumbers': 0,
  'ChatContactDetails.emails': 0,
  'ChatContactDetails.phoneNumbers': 0,
  'Navigation.compact': 0,
  'Navigation.default': 0,
  'Navigation.futuristic': 0,
  'Navigation.horizontal': 0,
  'NavigationItem.children': 0,
  'Task.subTasks': 0,
  // One or two guardians; a consent per purpose.
  'Registration.guardians': 2,
  'Registration.consents': 5,
  // A mail's addresses are jsonb on its row; its attachments (at most 10) come in one statement a page.
  'Mail.to': 0,
  'Mail.cc': 0,
  'Mail.bcc': 0,
  'Mail.attachments': 10,
};
/** A list of objects without a page-size argument: the rows assumed per parent. */
export const DEFAULT_LIST_ROWS = 20;

function pageSize(value: unknown): number {
  // Left out or null: the service's default page.
  if (value === undefined || value === null) return DEFAULT_PAGE_ROWS;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return 0;
  // A page over the budget is refused by its own field's validation (BAD_USER_INPUT naming it);
  // here it counts as the largest page there may be.
  return Math.min(Math.floor(value), MAX_ROWS);
}

/**
 * The rows an operation asks for, added up over every field and alias: a paged field counts its page
 * size (literal, variable, the argument's default or the service's) and a list of objects without one
 * its LIST_ROWS estimate, each times the rows of the lists around it — a list under a list multiplies.
 * The list a page answers (`nodes`, `items`) is the page itself and does not multiply again.
 */
export function requestedRows(
  schema: GraphQLSchema,
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
  const typeNamed = (name: string, fallback: GraphQLNamedType | undefined) =>
    schema.getType(name) ?? fallback;
  const rowsOf = (
    selectionSet: SelectionSetNode,
    parent: GraphQLNamedType | undefined,
    multiplier: number,
    pageOpen: boolean,
  ): number => {
    let rows = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const field =
          isObjectType(parent) || isInterfaceType(parent)
            ? parent.getFields()[selection.name.value]
            : undefined;
        const sizeArgument = selection.arguments?.find((argument) =>
          PAGE_SIZE_ARGUMENTS.has(argument.name.value),
        );
        const sizeDefinition = field?.args.find((argument) => PAGE_SIZE_ARGUMENTS.has(argument.name));
        const isList = field !== undefined && isListType(getNullableType(field.type));
        let inner = multiplier;
        let childPageOpen = false;
        if (sizeArgument || sizeDefinition) {
          const node = sizeArgument?.value;
          const value =
            node === undefined
              ? sizeDefinition?.defaultValue
              : node.kind === Kind.VARIABLE
                ? (variables[node.name.value] ?? defaults.get(node.name.value))
                : valueFromASTUntyped(node);
          inner = multiplier * pageSize(value);
          rows += inner;
          // A connection: the list inside it is this page.
          childPageOpen = !isList;
        } else if (isList && !pageOpen && parent && isCompositeType(getNamedType(field.type))) {
          const estimate = LIST_ROWS[`${parent.name}.${field.name}`] ?? DEFAULT_LIST_ROWS;
          if (estimate > 0) {
            inner = multiplier * estimate;
            rows += inner;
          }
        }
        if (selection.selectionSet) {
          const type = field ? getNamedType(field.type) : undefined;
          rows += rowsOf(selection.selectionSet, type, inner, childPageOpen);
        }
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? typeNamed(selection.typeCondition.name.value, parent) : parent;
        rows += rowsOf(selection.selectionSet, type, multiplier, pageOpen);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (!fragment || visiting.has(name)) continue;
        visiting.add(name);
        const type = typeNamed(fragment.typeCondition.name.value, parent);
        rows += rowsOf(fragment.selectionSet, type, multiplier, pageOpen);
        visiting.delete(name);
      }
      // Stop counting once over: the sum only grows.
      if (rows > MAX_ROWS) return rows;
    }
    return rows;
  };
  const root =
    operation.operation === 'query'
      ? schema.getQueryType()
      : operation.operation === 'mutation'
        ? schema.getMutationType()
        : schema.getSubscriptionType();
  return rowsOf(operation.selectionSet, root ?? undefined, 1, false);
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
  schema: GraphQLSchema;
  document: DocumentNode;
  operation: OperationDefinitionNode;
  variables: Record<string, unknown> | undefined;
  transport: 'http' | 'websocket';
}): AppError | undefined {
  const { schema, document, operation, variables, transport } = options;
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
  const rows = requestedRows(schema, operation, document, variables);
  if (rows > MAX_ROWS) {
    return new AppError(
      'BAD_REQUEST',
      `The query asks for more than the limit of ${MAX_ROWS} rows: page sizes add up over aliases and ` +
        `multiply through nested lists (a list without a page size counts ${DEFAULT_LIST_ROWS} per parent).`,
    );
  }
  return undefined;
}

import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import {
  getOperationAST,
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ValidationRule,
} from 'graphql';
import type { AppError } from '../shared/errors.js';
import type { Context } from './context.js';
import { createErrorFormatter } from './errors.js';
import { inputRefusal } from './input-guard.js';
import { checkOperation, costLimitRule, requestRefusal } from './operation-limits.js';

// The rules every GraphQL operation meets before it runs, whichever way it came: HTTP (Apollo Server),
// the REST rows (through Apollo) and WebSocket (graphql-ws). Built once per server, here, and handed to
// both transports, so a limit, the introspection switch or the suggestion masking cannot differ
// between them.

/** The most tokens a document may have; graphql-js refuses more while parsing. */
const MAX_TOKENS = 2000;

/** What replaces "Did you mean …?" in any message: suggestions would describe the schema to a prober. */
export const SUGGESTION_MASK = '[Suggestion hidden]';

/** The message without graphql-js's suggestions (fields, arguments, types, enum values). */
export function withoutSuggestions(message: string): string {
  return message.replace(/Did you mean [^?]*\?/g, SUGGESTION_MASK);
}

export type Transport = 'http' | 'websocket';

/** An operation ready to run, or the errors that refuse it. */
export type PreparedOperation =
  | { document: DocumentNode; operation: OperationDefinitionNode; variables: Record<string, unknown> }
  | { errors: GraphQLError[] };

export interface RequestRules {
  /** false in production: `__schema` and `__type` are refused by a validation rule. */
  introspection: boolean;
  parseOptions: { maxTokens: number };
  /** Depth, alias and shape-cost limits, and the introspection switch (beside graphql-js's own rules). */
  validationRules: ValidationRule[];
  /** graphql-armor's Apollo plugins (its limits report through them). */
  apolloPlugins: ApolloServerPlugin<Context>[];
  /** The one place an error becomes what a client sees: typed, masked, suggestions hidden. */
  formatError: (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;
  /** The checks that need the variables: NUL characters, subscriptions over HTTP, the row budget. */
  checkOperation(options: {
    document: DocumentNode;
    operation: OperationDefinitionNode;
    variables: Record<string, unknown> | undefined;
    transport: Transport;
  }): AppError | undefined;
  /**
   * Parse, validate and check a request that no Apollo Server stands in front of (WebSocket): the same
   * steps Apollo takes over HTTP, with the same rules, input guard and checks.
   */
  prepare(
    payload: { query?: unknown; operationName?: unknown; variables?: unknown },
    transport: Transport,
  ): PreparedOperation;
}

export function createRequestRules(options: {
  schema: GraphQLSchema;
  isProduction: boolean;
  /** Logs a failure nobody expected (the formatter masks it as INTERNAL). */
  log: (error: unknown) => void;
  classifyUnavailable?: (error: unknown) => AppError | undefined;
}): RequestRules {
  const { schema, isProduction } = options;
  const armor = new ApolloArmor({
    maxDepth: { n: 10 },
    maxAliases: { n: 15 },
    // graphql-armor's token limit throws from a plugin hook (a 500); graphql-js enforces it while parsing.
    maxTokens: { enabled: false },
    // Armor's cost limit reads page sizes from literals only; operation-limits.ts counts the shape
    // here and the rows once the variables are known.
    costLimit: { enabled: false },
    // Its masking misses enum values and reaches Apollo's answers only; formatError masks every message.
    blockFieldSuggestion: { enabled: false },
  });
  const protection = armor.protect();
  const introspection = !isProduction;
  const validationRules: ValidationRule[] = [
    ...protection.validationRules,
    costLimitRule,
    ...(introspection ? [] : [NoSchemaIntrospectionCustomRule]),
  ];
  const parseOptions = { maxTokens: MAX_TOKENS };
  const formatter = createErrorFormatter({
    log: options.log,
    classifyUnavailable: options.classifyUnavailable,
  });
  const formatError = (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const answer = formatter(formatted, error);
    return { ...answer, message: withoutSuggestions(answer.message) };
  };
  const check: RequestRules['checkOperation'] = (operation) => checkOperation({ schema, ...operation });

  const refused = (message: string): PreparedOperation => ({
    errors: [new GraphQLError(message, { extensions: { code: 'BAD_REQUEST' } })],
  });

  return {
    introspection,
    parseOptions,
    validationRules,
    // graphql-armor's declarations resolve @apollo/server's CommonJS types; the objects are the same.
    apolloPlugins: protection.plugins as unknown as ApolloServerPlugin<Context>[],
    formatError,
    checkOperation: check,
    prepare(payload, transport) {
      const guarded = inputRefusal(payload);
      if (guarded) return { errors: [requestRefusal(guarded, transport)] };
      if (typeof payload.query !== 'string') return refused('The request has no query.');
      const operationName = typeof payload.operationName === 'string' ? payload.operationName : undefined;
      const variables =
        typeof payload.variables === 'object' &&
        payload.variables !== null &&
        !Array.isArray(payload.variables)
          ? (payload.variables as Record<string, unknown>)
          : {};
      let document: DocumentNode;
      try {
        document = parse(payload.query, parseOptions);
      } catch (error) {
        return { errors: [error instanceof GraphQLError ? error : new GraphQLError('Syntax error')] };
      }
      const errors = validate(schema, document, [...specifiedRules, ...validationRules]);
      if (errors.length > 0) return { errors: [...errors] };
      const operation = getOperationAST(document, operationName);
      if (!operation) return refused('Unable to identify the operation to run.');
      const refusal = check({ document, operation, variables, transport });
      if (refusal) return { errors: [requestRefusal(refusal, transport)] };
      return { document, operation, variables };
    },
  };
}

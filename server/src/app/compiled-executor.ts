import type { ApolloServerOptionsWithGateway } from '@apollo/server';
import {
  execute,
  GraphQLError,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
  type SourceLocation,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

// Apollo Server runs operations with graphql-js, which walks the document for every request. An
// operation that comes back (the client's queries, the REST rows) is compiled here once into a plain
// function (graphql-jit) and run as that from then on. Everything around execution stays Apollo's:
// parsing, validation (depth, aliases, cost), operation checks, plugins, the context, error formatting.
// Apollo Server takes a custom executor only through its gateway interface, so this is a "gateway"
// that serves the local schema.

type Gateway = ApolloServerOptionsWithGateway<Record<string, unknown>>['gateway'];
type GatewayExecutor = NonNullable<Awaited<ReturnType<Gateway['load']>>['executor']>;
type GatewayRequestContext = Parameters<GatewayExecutor>[0];

/** Compiled operations kept (least recently used dropped first). */
const MAX_COMPILED = 500;
/** Operations seen and not yet compiled: a one-off query is never compiled. */
const MAX_SEEN = 2000;
/**
 * The use at which an operation is compiled; the uses before run on graphql-js. Compiling costs a few
 * milliseconds, many graphql-js runs: only what comes back is worth it, and a stream of distinct
 * documents cannot make the server compile each one.
 */
const COMPILE_AT_USE = 3;

/** `undefined`: not compiled (yet); `null`: graphql-jit cannot compile it, graphql-js runs it. */
type Entry = CompiledQuery | null;

/** A Map used as a bounded least-recently-used cache (insertion order is recency). */
function touch<K, V>(map: Map<K, V>, key: K, limit: number, value: V): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > limit) map.delete(map.keys().next().value as K);
}

/**
 * graphql-jit's errors are its own objects on graphql-js's prototype, with `extensions` left undefined
 * when the thrown error has none; Apollo and the error formatter expect graphql-js's GraphQLError.
 * The same message, locations, path, original error and extensions as graphql-js would give.
 */
function asGraphQLError(error: GraphQLError): GraphQLError {
  const original = error.originalError ?? undefined;
  const converted = new GraphQLError(error.message, {
    path: error.path,
    originalError: original,
    ...(error.extensions ? { extensions: error.extensions } : {}),
  });
  if (error.locations && error.locations.length > 0) {
    Object.defineProperty(converted, 'locations', {
      value: error.locations as SourceLocation[],
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return converted;
}

export interface CompiledExecutor {
  executor: GatewayExecutor;
  /** How many operations are compiled now (for tests). */
  readonly compiledCount: number;
}

/** The executor: compiled operations for what comes back, graphql-js for the rest. */
export function compiledExecutor(schema: GraphQLSchema): CompiledExecutor {
  const compiled = new Map<string, Entry>();
  const seen = new Map<string, number>();

  function lookup(key: string, document: DocumentNode, operationName: string | undefined): Entry | undefined {
    const known = compiled.get(key);
    if (known !== undefined) {
      touch(compiled, key, MAX_COMPILED, known);
      return known;
    }
    const uses = (seen.get(key) ?? 0) + 1;
    if (uses < COMPILE_AT_USE) {
      touch(seen, key, MAX_SEEN, uses);
      return undefined;
    }
    seen.delete(key);
    const result = compileQuery(schema, document, operationName);
    const entry = isCompiledQuery(result) ? result : null;
    touch(compiled, key, MAX_COMPILED, entry);
    return entry;
  }

  // What Apollo Server itself runs without a gateway (no root value, no field resolver of its own).
  const graphqlJs = (context: GatewayRequestContext): Promise<ExecutionResult> =>
    Promise.resolve(
      execute({
        schema,
        document: context.document,
        contextValue: context.context,
        variableValues: context.request.variables,
        operationName: context.request.operationName,
      }),
    );

  const executor: GatewayExecutor = async (context) => {
    // Apollo calls the executor even when no operation matched (graphql-js answers with the error);
    // subscriptions are refused before execution over HTTP and never compiled.
    const operation = context.operation as GatewayRequestContext['operation'] | undefined;
    if (!operation || operation.operation === 'subscription') return graphqlJs(context);
    const operationName = context.request.operationName ?? undefined;
    const entry = lookup(`${context.queryHash}:${operationName ?? ''}`, context.document, operationName);
    if (!entry) return graphqlJs(context);
    const result = await entry.query(undefined, context.context, context.request.variables ?? {});
    // Variables that do not coerce: graphql-jit answers errors without data before any resolver
    // ran. graphql-js answers the same request with its own wording, which the formatter knows.
    if (!('data' in result)) return graphqlJs(context);
    if (!result.errors || result.errors.length === 0) return { data: result.data };
    return { data: result.data, errors: result.errors.map(asGraphQLError) };
  };

  return {
    executor,
    get compiledCount() {
      let count = 0;
      for (const entry of compiled.values()) if (entry) count++;
      return count;
    },
  };
}

/** A gateway that serves the local schema and executes with `executor`. */
export function localSchemaGateway(schema: GraphQLSchema, executor: GatewayExecutor): Gateway {
  return {
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: '' });
      return () => undefined;
    },
    async load() {
      return { executor };
    },
    async stop() {},
  };
}

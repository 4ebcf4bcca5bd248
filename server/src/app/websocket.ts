import type { FastifyInstance } from 'fastify';
import { GraphQLError, type ExecutionResult, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { preferredLanguage } from '../shared/language.js';
import type { RequestContexts } from './request-context.js';
import type { RequestRules } from './request-rules.js';

export interface SubscriptionServer {
  /** Ends open subscriptions ("going away") and stops accepting connections. */
  close(): Promise<void>;
}

const asString = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * graphql-ws on the HTTP server's `/graphql` path: subscriptions share the port and the schema, and
 * every operation meets the rules HTTP applies (request-rules.ts): the input guard, parsing with the
 * token limit, validation with the same limits and introspection switch, the row budget, a context
 * built per operation from the token (checked again, as each HTTP request is), and the same error
 * formatter (typed codes, no internals, no suggestions).
 *
 * Authentication: every subscription in the schema needs a signed-in person and no anonymous
 * operation needs the socket, so a connection without a valid token in connection_init's payload
 * (`{ authorization: 'Bearer …' }`) is refused (close code 4403) before any operation.
 */
export function startSubscriptionServer(options: {
  app: FastifyInstance;
  schema: GraphQLSchema;
  rules: RequestRules;
  contexts: RequestContexts;
}): SubscriptionServer {
  const { app, schema, rules, contexts } = options;
  const wsServer = new WebSocketServer({ server: app.server, path: '/graphql' });
  const format = (errors: readonly GraphQLError[]): GraphQLFormattedError[] =>
    errors.map((error) => rules.formatError(error.toJSON(), error));
  const wsCleanup = useServer(
    {
      schema,
      onConnect: async (ctx) => {
        const authorization = asString(ctx.connectionParams?.authorization);
        if (authorization === undefined) return false;
        try {
          return (await contexts.resolveViewer(authorization)) !== null;
        } catch {
          return false;
        }
      },
      // Every operation is prepared here, never by graphql-ws's own parse and validate.
      onSubscribe: async (ctx, _id, payload) => {
        const prepared = rules.prepare(payload, 'websocket');
        if ('errors' in prepared) return prepared.errors;
        const language = preferredLanguage(asString(ctx.connectionParams?.language));
        const ip = ctx.extra.request.socket.remoteAddress ?? 'unknown';
        try {
          const contextValue = await contexts.contextFor(
            asString(ctx.connectionParams?.authorization),
            ip,
            language,
          );
          return {
            schema,
            document: prepared.document,
            operationName: prepared.operation.name?.value,
            variableValues: prepared.variables,
            contextValue,
          };
        } catch (error) {
          // A token revoked since the connection opened, or the database unreachable: typed, as over HTTP.
          return [new GraphQLError('refused', { originalError: error as Error })];
        }
      },
      onNext: (_ctx, _id, _payload, _args, result: ExecutionResult) =>
        result.errors ? { ...result, errors: format(result.errors) } : undefined,
      onError: (_ctx, _id, _payload, errors) => format(errors),
    },
    wsServer,
  );
  return {
    async close() {
      // Open subscriptions would hold the HTTP server open: end them first ("going away").
      await wsCleanup.dispose();
      wsServer.close();
    },
  };
}

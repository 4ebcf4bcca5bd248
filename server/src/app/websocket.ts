import type { FastifyInstance } from 'fastify';
import {
  getOperationAST,
  parse,
  specifiedRules,
  validate as validateDocument,
  type DocumentNode,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { preferredLanguage } from '../shared/language.js';
import { checkOperation, requestRefusal } from './operation-limits.js';
import type { RequestContexts } from './request-context.js';

export interface SubscriptionServer {
  /** Ends open subscriptions ("going away") and stops accepting connections. */
  close(): Promise<void>;
}

/** graphql-ws on the HTTP server's `/graphql` path: subscriptions share the port and the schema. */
export function startSubscriptionServer(options: {
  app: FastifyInstance;
  schema: GraphQLSchema;
  validationRules: readonly ValidationRule[];
  contexts: RequestContexts;
}): SubscriptionServer {
  const { app, schema, validationRules, contexts } = options;
  const wsServer = new WebSocketServer({ server: app.server, path: '/graphql' });
  const wsCleanup = useServer(
    {
      schema,
      // The same depth, alias, token and cost limits as over HTTP.
      validate: (schemaToCheck, document) =>
        validateDocument(schemaToCheck, document, [...specifiedRules, ...validationRules]),
      // And the same checks of the variables (NUL characters, page sizes); a document that does not
      // parse is left to graphql-ws, which answers with the syntax error.
      onSubscribe: (_ctx, _id, payload) => {
        let document: DocumentNode;
        try {
          document = parse(payload.query, { maxTokens: 2000 });
        } catch {
          return undefined;
        }
        const operation = getOperationAST(document, payload.operationName);
        if (!operation) return undefined;
        const variables = payload.variables ?? undefined;
        const refusal = checkOperation({ document, operation, variables, transport: 'websocket' });
        return refusal ? [requestRefusal(refusal, 'websocket')] : undefined;
      },
      // The token travels in connection_init's payload: { authorization: 'Bearer …' }.
      context: (ctx) => {
        const authorization = ctx.connectionParams?.authorization;
        const ip = ctx.extra.request.socket.remoteAddress ?? 'unknown';
        const language = preferredLanguage(
          typeof ctx.connectionParams?.language === 'string' ? ctx.connectionParams.language : undefined,
        );
        return contexts.contextFor(
          typeof authorization === 'string' ? authorization : undefined,
          ip,
          language,
        );
      },
      onConnect: async (ctx) => {
        const authorization = ctx.connectionParams?.authorization;
        try {
          await contexts.resolveViewer(typeof authorization === 'string' ? authorization : undefined);
          return true;
        } catch {
          return false;
        }
      },
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

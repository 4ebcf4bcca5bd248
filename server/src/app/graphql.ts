import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { fastifyApolloDrainPlugin, fastifyApolloHandler } from '@as-integrations/fastify';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GraphQLSchema, ValidationRule } from 'graphql';
import { loggableError } from '../shared/database-errors.js';
import { AppError } from '../shared/errors.js';
import { compiledExecutor, localSchemaGateway } from './compiled-executor.js';
import type { Context } from './context.js';
import { createErrorFormatter } from './errors.js';
import { checkOperation, costLimitRule, requestRefusal } from './operation-limits.js';
import { withoutContentSecurityPolicy } from './security-headers.js';

/** Depth, alias and cost limits, and no field suggestions: for HTTP and WebSocket alike. */
export function graphqlProtection() {
  const armor = new ApolloArmor({
    maxDepth: { n: 10 },
    maxAliases: { n: 15 },
    // graphql-armor's token limit throws from a plugin hook (a 500); graphql-js enforces it while parsing.
    maxTokens: { enabled: false },
    // Armor's cost limit reads page sizes from literals only; operation-limits.ts counts the shape
    // here and the pages once the variables are known.
    costLimit: { enabled: false },
    blockFieldSuggestion: { enabled: true },
  });
  const protection = armor.protect();
  const validationRules: ValidationRule[] = [...protection.validationRules, costLimitRule];
  return { ...protection, validationRules };
}

export type GraphqlProtection = ReturnType<typeof graphqlProtection>;

/**
 * Refuses, before execution, what only the variables tell (checkOperation), and marks answers that
 * failed because the database is unreachable: Retry-After, and 503 when nothing could be answered.
 */
function operationChecksPlugin(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operation, request }) {
          if (!operation) return;
          const refusal = checkOperation({
            document,
            operation,
            variables: request.variables,
            transport: 'http',
          });
          if (refusal) throw requestRefusal(refusal);
        },
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          const { data, errors } = response.body.singleResult;
          const unavailable = errors?.find((error) => error.extensions?.code === 'UNAVAILABLE');
          if (!unavailable) return;
          const retryAfter = unavailable.extensions?.retryAfterSeconds;
          if (typeof retryAfter === 'number') response.http.headers.set('retry-after', String(retryAfter));
          if (data === null || data === undefined) response.http.status = 503;
        },
      };
    },
  };
}

/** Apollo Server over the schema, started; it drains with the Fastify app. */
export async function startApollo(options: {
  app: FastifyInstance;
  schema: GraphQLSchema;
  protection: GraphqlProtection;
  isProduction: boolean;
  classifyUnavailable: (error: unknown) => AppError | undefined;
}): Promise<ApolloServer<Context>> {
  const { app, schema, protection, isProduction, classifyUnavailable } = options;
  const apollo = new ApolloServer<Context>({
    // The schema, executed by compiled operations once they come back (compiled-executor.ts).
    gateway: localSchemaGateway(schema, compiledExecutor(schema).executor),
    ...protection,
    parseOptions: { maxTokens: 2000 },
    introspection: !isProduction,
    csrfPrevention: true,
    // main.ts owns SIGTERM/SIGINT; a second handler here would stop Apollo twice and hang the shutdown.
    stopOnTerminationSignals: false,
    formatError: createErrorFormatter({
      log: (error) => app.log.error({ error: loggableError(error) }, 'unexpected GraphQL error'),
      classifyUnavailable,
    }),
    plugins: [
      // graphql-armor's declarations resolve @apollo/server's CommonJS types; the objects are the same.
      ...(protection.plugins as unknown as ApolloServerPlugin<Context>[]),
      operationChecksPlugin(),
      fastifyApolloDrainPlugin(app),
      // No HTTP caching of GraphQL answers here; the default cache-control plugin would wrap every
      // resolver of every request to compute a policy nobody reads (a tenth of a list's CPU time).
      ApolloServerPluginCacheControlDisabled(),
      isProduction
        ? ApolloServerPluginLandingPageDisabled()
        : ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: false }),
    ],
  });
  await apollo.start();
  return apollo;
}

/** `/graphql` over HTTP; a context that fails (a bad token) answers with its typed error and status. */
export function registerGraphqlRoute(options: {
  app: FastifyInstance;
  apollo: ApolloServer<Context>;
  buildContext: (request: FastifyRequest) => Promise<Context>;
  isProduction: boolean;
  classifyUnavailable: (error: unknown) => AppError | undefined;
}): void {
  const { app, apollo, buildContext, isProduction, classifyUnavailable } = options;
  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    // The Sandbox landing page (development only) loads its script from Apollo's CDN.
    ...(isProduction ? {} : { onRequest: withoutContentSecurityPolicy }),
    handler: fastifyApolloHandler(apollo, {
      context: async (request) => {
        try {
          return await buildContext(request);
        } catch (error) {
          const appError = error instanceof AppError ? error : classifyUnavailable(error);
          if (!appError) throw error;
          const refusal = requestRefusal(appError);
          const retryAfter = appError.details.retryAfterSeconds;
          if (retryAfter !== undefined) {
            (refusal.extensions.http as { headers?: Map<string, string> }).headers = new Map([
              ['retry-after', String(retryAfter)],
            ]);
          }
          throw refusal;
        }
      },
    }),
  });
}

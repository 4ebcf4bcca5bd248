import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { fastifyApolloDrainPlugin, fastifyApolloHandler } from '@as-integrations/fastify';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import { AppError, HTTP_STATUS_BY_CODE } from '../shared/errors.js';
import type { Context } from './context.js';
import { appErrorExtensions, createErrorFormatter } from './errors.js';

/** Depth, alias and cost limits, and no field suggestions: for HTTP and WebSocket alike. */
export function graphqlProtection() {
  const armor = new ApolloArmor({
    maxDepth: { n: 10 },
    maxAliases: { n: 15 },
    // graphql-armor's token limit throws from a plugin hook (a 500); graphql-js enforces it while parsing.
    maxTokens: { enabled: false },
    costLimit: { maxCost: 5000 },
    blockFieldSuggestion: { enabled: true },
  });
  return armor.protect();
}

export type GraphqlProtection = ReturnType<typeof graphqlProtection>;

/** Apollo Server over the schema, started; it drains with the Fastify app. */
export async function startApollo(options: {
  app: FastifyInstance;
  schema: GraphQLSchema;
  protection: GraphqlProtection;
  isProduction: boolean;
}): Promise<ApolloServer<Context>> {
  const { app, schema, protection, isProduction } = options;
  const apollo = new ApolloServer<Context>({
    schema,
    ...protection,
    parseOptions: { maxTokens: 2000 },
    introspection: !isProduction,
    csrfPrevention: true,
    // main.ts owns SIGTERM/SIGINT; a second handler here would stop Apollo twice and hang the shutdown.
    stopOnTerminationSignals: false,
    formatError: createErrorFormatter((error) => app.log.error({ err: error }, 'unexpected GraphQL error')),
    plugins: [
      // graphql-armor's declarations resolve @apollo/server's CommonJS types; the objects are the same.
      ...(protection.plugins as unknown as ApolloServerPlugin<Context>[]),
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
}): void {
  const { app, apollo, buildContext, isProduction } = options;
  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    // The Sandbox landing page (development only) loads its script from Apollo's CDN.
    ...(isProduction ? {} : { helmet: { contentSecurityPolicy: false } }),
    handler: fastifyApolloHandler(apollo, {
      context: async (request) => {
        try {
          return await buildContext(request);
        } catch (error) {
          if (error instanceof AppError) {
            throw new GraphQLError(error.message, {
              originalError: error,
              extensions: { ...appErrorExtensions(error), http: { status: HTTP_STATUS_BY_CODE[error.code] } },
            });
          }
          throw error;
        }
      },
    }),
  });
}

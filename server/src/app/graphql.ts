import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { fastifyApolloDrainPlugin, fastifyApolloHandler } from '@as-integrations/fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import { AppError } from '../shared/errors.js';
import { compiledExecutor, localSchemaGateway } from './compiled-executor.js';
import type { Context } from './context.js';
import { requestRefusal } from './operation-limits.js';
import type { RequestRules } from './request-rules.js';
import { withoutContentSecurityPolicy } from './security-headers.js';

/**
 * Refuses, before execution, what only the variables tell (checkOperation), and marks answers that
 * failed because the database is unreachable: Retry-After, and 503 when nothing could be answered.
 */
function operationChecksPlugin(rules: RequestRules): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operation, request }) {
          if (!operation) return;
          const refusal = rules.checkOperation({
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
  rules: RequestRules;
  isProduction: boolean;
}): Promise<ApolloServer<Context>> {
  const { app, schema, rules, isProduction } = options;
  const apollo = new ApolloServer<Context>({
    // The schema, executed by compiled operations once they come back (compiled-executor.ts).
    gateway: localSchemaGateway(schema, compiledExecutor(schema).executor),
    // The rules both transports share (request-rules.ts): limits, the introspection switch (a
    // validation rule there, so Apollo adds none of its own) and the error formatter.
    validationRules: rules.validationRules,
    parseOptions: rules.parseOptions,
    introspection: true,
    formatError: rules.formatError,
    csrfPrevention: true,
    // main.ts owns SIGTERM/SIGINT; a second handler here would stop Apollo twice and hang the shutdown.
    stopOnTerminationSignals: false,
    plugins: [
      ...rules.apolloPlugins,
      operationChecksPlugin(rules),
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

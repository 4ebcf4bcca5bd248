import { existsSync } from 'node:fs';
import path from 'node:path';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { fastifyApolloDrainPlugin, fastifyApolloHandler } from '@as-integrations/fastify';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyRequest } from 'fastify';
import { GraphQLError, specifiedRules, validate as validateDocument } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import type { DataSource } from 'typeorm';
import { WebSocketServer } from 'ws';
import type { Config } from '../config/config.js';
import { bearerToken, createTokenSettings } from '../shared/auth/jwt.js';
import type { Viewer } from '../shared/auth/viewer.js';
import { AppError, HTTP_STATUS_BY_CODE } from '../shared/errors.js';
import { createMailer } from '../shared/mail/mailer.js';
import { preferredLanguage, type Language } from '../shared/language.js';
import { PubSub } from '../shared/pubsub.js';
import type { Context } from './context.js';
import { appErrorExtensions, createErrorFormatter } from './errors.js';
import { restRows } from './features.js';
import { createLoaders, type Loaders } from './loaders.js';
import { registerRestRows, sendRestError } from './rest.js';
import { buildSchema } from './schema.js';
import { createServices, type Services } from './services.js';

export interface ServerOptions {
  config: Config;
  dataSource: DataSource;
  /** The JWT signing secret (from JWT_SECRET or the data directory). */
  jwtSecret: string;
}

export interface ArenaServer {
  app: FastifyInstance;
  services: Services;
  /** Starts listening; resolves to the base URL. */
  listen(): Promise<string>;
  /** Stops accepting, lets in-flight requests finish, closes subscriptions. The database stays open. */
  close(): Promise<void>;
}

const API_PREFIXES = ['/api/', '/graphql', '/health', '/ready'];

function contentSecurityPolicy() {
  return {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Chakra UI (emotion) injects <style> elements at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  };
}

export async function createServer(options: ServerOptions): Promise<ArenaServer> {
  const { config, dataSource } = options;
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization'] },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // Let in-flight requests finish on close, but do not wait for idle keep-alive sockets.
    forceCloseConnections: 'idle',
  });

  // While closing, answers tell keep-alive clients to hang up, so that a connection that was busy when
  // the close began does not hold the server open once its request has finished.
  let closing = false;
  let closed: Promise<void> | undefined;
  app.addHook('onSend', async (_request, reply) => {
    if (closing) void reply.header('connection', 'close');
  });

  const pubsub = new PubSub();
  const mailer = createMailer({
    dataSource,
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    logger: app.log,
  });
  const services = createServices({
    dataSource,
    pubsub,
    mailer,
    preparedStatements: config.database.preparedStatements,
    auth: {
      tokens: createTokenSettings(options.jwtSecret, config.jwt),
      publicUrl: config.publicUrl ?? `http://localhost:${config.port}`,
      rateLimits: config.rateLimits,
    },
  });

  async function resolveViewer(authorization: string | undefined, loaders?: Loaders): Promise<Viewer | null> {
    const token = bearerToken(authorization);
    if (token === undefined) return null;
    if (token === null) throw new AppError('UNAUTHENTICATED', 'Invalid token');
    const { user, viewer } = await services.auth.authenticate(token);
    // The row just read to check the token serves the rest of the request too.
    loaders?.userById.prime(user.id, user);
    return viewer;
  }

  async function contextFor(
    authorization: string | undefined,
    ip: string,
    language: Language,
  ): Promise<Context> {
    const loaders = createLoaders(dataSource);
    return {
      viewer: await resolveViewer(authorization, loaders),
      services,
      loaders,
      origin: { ip },
      language,
    };
  }

  const buildRequestContext = (request: FastifyRequest) =>
    contextFor(
      request.headers.authorization,
      request.ip,
      preferredLanguage(request.headers['accept-language']),
    );

  const schema = buildSchema();
  const armor = new ApolloArmor({
    maxDepth: { n: 10 },
    maxAliases: { n: 15 },
    // graphql-armor's token limit throws from a plugin hook (a 500); graphql-js enforces it while parsing.
    maxTokens: { enabled: false },
    costLimit: { maxCost: 5000 },
    blockFieldSuggestion: { enabled: true },
  });
  const protection = armor.protect();

  const wsServer = new WebSocketServer({ server: app.server, path: '/graphql' });
  const wsCleanup = useServer(
    {
      schema,
      // The same depth, alias, token and cost limits as over HTTP.
      validate: (schemaToCheck, document) =>
        validateDocument(schemaToCheck, document, [...specifiedRules, ...protection.validationRules]),
      // The token travels in connection_init's payload: { authorization: 'Bearer …' }.
      context: (ctx) => {
        const authorization = ctx.connectionParams?.authorization;
        const ip = ctx.extra.request.socket.remoteAddress ?? 'unknown';
        const language = preferredLanguage(
          typeof ctx.connectionParams?.language === 'string' ? ctx.connectionParams.language : undefined,
        );
        return contextFor(typeof authorization === 'string' ? authorization : undefined, ip, language);
      },
      onConnect: async (ctx) => {
        const authorization = ctx.connectionParams?.authorization;
        try {
          await resolveViewer(typeof authorization === 'string' ? authorization : undefined);
          return true;
        } catch {
          return false;
        }
      },
    },
    wsServer,
  );

  const apollo = new ApolloServer<Context>({
    schema,
    ...protection,
    parseOptions: { maxTokens: 2000 },
    introspection: !config.isProduction,
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
      config.isProduction
        ? ApolloServerPluginLandingPageDisabled()
        : ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: false }),
    ],
  });
  await apollo.start();

  await app.register(helmet, {
    contentSecurityPolicy: contentSecurityPolicy(),
    // The API and the client are same-origin; nothing else should embed or read them.
    crossOriginEmbedderPolicy: false,
  });

  // Transport-level failures (bad JSON, too large, wrong media type) become typed errors too.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    const known = status >= 400 && status < 500;
    if (!known) request.log.error({ err: error }, 'unexpected error');
    const code = known
      ? status === 401
        ? 'UNAUTHENTICATED'
        : status === 429
          ? 'RATE_LIMITED'
          : 'BAD_REQUEST'
      : 'INTERNAL';
    const message = known ? publicMessage(error) : 'Internal server error';
    if (request.url.startsWith('/graphql')) {
      return reply.status(status).send({ errors: [{ message, extensions: { code } }] });
    }
    return sendRestError(reply, { code, message }, status);
  });

  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    // The Sandbox landing page (development only) loads its script from Apollo's CDN.
    ...(config.isProduction ? {} : { helmet: { contentSecurityPolicy: false } }),
    handler: fastifyApolloHandler(apollo, {
      context: async (request) => {
        try {
          return await buildRequestContext(request);
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

  registerRestRows({ app, apollo, schema, rows: restRows, buildContext: buildRequestContext });

  app.get('/health', async () => ({ status: 'ok', uptimeSeconds: Math.round(process.uptime()) }));
  app.get('/ready', async (_request, reply) => {
    try {
      await Promise.race([
        dataSource.query('SELECT 1'),
        new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000).unref()),
      ]);
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });

  const clientDir = path.resolve(config.clientDistDir);
  const hasClient = existsSync(path.join(clientDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      setHeaders: (res, filePath) => {
        // Hashed build assets never change; everything else is revalidated.
        res.setHeader(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    const wantsPage =
      request.method === 'GET' && !isApi && /text\/html|\*\/\*/.test(request.headers.accept ?? '');
    if (wantsPage && hasClient) {
      // The client's router owns every other path (including its own 404 page).
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendRestError(reply, {
      code: 'NOT_FOUND',
      message: `No route for ${request.method} ${request.url.split('?')[0]}`,
    });
  });

  return {
    app,
    services,
    async listen() {
      await app.listen({ host: config.host, port: config.port });
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : config.port;
      return `http://${config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host}:${port}`;
    },
    close() {
      // Idempotent: a signal and a caller may both ask.
      closed ??= (async () => {
        closing = true;
        // Open subscriptions would hold the HTTP server open: end them first ("going away").
        await wsCleanup.dispose();
        wsServer.close();
        await app.close();
        await apollo.stop();
      })();
      return closed;
    },
  };
}

function publicMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty but its content type says JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type: send application/json.';
    default:
      return error.message.length > 200 ? 'Bad request.' : error.message;
  }
}

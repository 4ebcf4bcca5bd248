import Fastify, { type FastifyInstance } from 'fastify';
import type { DataSource } from 'typeorm';
import type { Config } from '../config/config.js';
import { SafeQueryLogger } from '../db/query-logger.js';
import { graphqlPathOf, loggableError } from '../shared/database-errors.js';
import { DebugRequestLog, loggableUrl } from './request-log.js';
import { createTokenSettings } from '../shared/auth/jwt.js';
import { createJobQueue, type JobQueue } from '../shared/jobs/job-queue.js';
import { mailJobs } from '../shared/mail/mail-jobs.js';
import { createMailer } from '../shared/mail/mailer.js';
import { PubSub } from '../shared/pubsub.js';
import { filesDirOf } from '../shared/stored-files.js';
import { watchDatabaseOutages, type DatabaseOutage } from './database-outage.js';
import { featureList, restRows } from './features.js';
import { registerFileRoutes } from './file-routes.js';
import { registerGraphqlRoute, startApollo } from './graphql.js';
import { registerHealthRoutes } from './health.js';
import { trackConnections } from './http-drain.js';
import { registerInputGuard } from './input-guard.js';
import { requestContexts } from './request-context.js';
import { createRequestRules } from './request-rules.js';
import { registerRestRows } from './rest.js';
import { buildSchema } from './schema.js';
import { registerSecurityHeaders } from './security-headers.js';
import { createServices, type Services } from './services.js';
import { registerStaticClient } from './static-client.js';
import { registerTransportErrors } from './transport-errors.js';
import { startSubscriptionServer } from './websocket.js';

export interface ServerOptions {
  config: Config;
  dataSource: DataSource;
  /** The JWT signing secret (from JWT_SECRET or the data directory). */
  jwtSecret: string;
  /** Named prepared statements for the hot reads: `Database.preparedStatements` (db/database.ts). */
  preparedStatements: boolean;
}

export interface ArenaServer {
  app: FastifyInstance;
  services: Services;
  /** The background job queue, started with the server (its runner unless WORKER=false). */
  jobs: JobQueue;
  /** Starts listening; resolves to the base URL. */
  listen(): Promise<string>;
  /**
   * Stops accepting, lets every request that reached the server finish (answered with
   * `Connection: close`), closes subscriptions, stops the job runner (waiting for running jobs). The
   * database stays open.
   */
  close(): Promise<void>;
}

function createApp(config: Config): FastifyInstance {
  return Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization'],
      serializers: { req: (request) => ({ method: request.method, url: loggableUrl(request.url) }) },
    },
    logController: new DebugRequestLog(),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // By the time Fastify closes, close() has drained every connection (http-drain.ts); what is left
    // is idle.
    forceCloseConnections: 'idle',
  });
}

/** The URL the data source connects to (db/data-source.ts always gives one, embedded or not). */
function connectionStringOf(dataSource: DataSource): string {
  const { url } = dataSource.options as { url?: string };
  if (!url) throw new Error('The data source has no URL for the job queue to connect to.');
  return url;
}

function buildServices(
  app: FastifyInstance,
  options: ServerOptions,
  pubsub: PubSub,
  outage: DatabaseOutage,
): { services: Services; jobs: JobQueue } {
  const { config, dataSource } = options;
  const mailer = createMailer({
    dataSource,
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    logger: app.log,
  });
  const jobs = createJobQueue({
    dataSource,
    connectionString: connectionStringOf(dataSource),
    // The handlers use the services, which may themselves enqueue: the task list is built on the first
    // `add` or `start`, once `composed` below exists. Core tasks, then every feature's `jobs`.
    tasks: () => composed.jobTasks(mailJobs(mailer)),
    schedules: featureList.flatMap((feature) => feature.schedules ?? []),
    runJobs: config.worker.enabled,
    concurrency: config.worker.concurrency,
    pollInterval: config.worker.pollIntervalMs,
    preparedStatements: options.preparedStatements,
    // The runner's lost connections are the outage's, reported once like the requests' (database-outage.ts).
    onDatabaseUnavailable: (error) => outage.notice(error),
    logger: app.log.child({ component: 'jobs' }),
  });
  const composed = createServices({
    dataSource,
    pubsub,
    mailer,
    jobs,
    preparedStatements: options.preparedStatements,
    filesDir: filesDirOf(config.dataDir),
    authSettings: {
      tokens: createTokenSettings(options.jwtSecret, config.jwt),
      publicUrl: config.publicUrl ?? `http://localhost:${config.port}`,
      rateLimits: config.rateLimits,
    },
  });
  return { services: composed.services, jobs };
}

/** One port for everything: GraphQL (HTTP and WebSocket), the REST facade, health, the client. */
export async function createServer(options: ServerOptions): Promise<ArenaServer> {
  const { config, dataSource } = options;
  const app = createApp(config);
  const database = app.log.child({ component: 'database' });
  // TypeORM's messages go through the app's logger from now on (never with parameters).
  if (dataSource.logger instanceof SafeQueryLogger) dataSource.logger.attach(database);
  const outage = watchDatabaseOutages(dataSource, database);
  const classifyUnavailable = (error: unknown) => outage.classify(error);
  const connections = trackConnections(app.server);

  // While closing, answers tell keep-alive clients to hang up, so that a connection that was busy when
  // the close began does not hold the server open once its request has finished.
  let closing = false;
  let closed: Promise<void> | undefined;
  app.addHook('onSend', async (_request, reply) => {
    if (closing) void reply.header('connection', 'close');
  });

  const pubsub = new PubSub();
  const { services, jobs } = buildServices(app, options, pubsub, outage);
  const contexts = requestContexts(dataSource, services, pubsub);
  const schema = buildSchema();
  // One set of rules for HTTP, the REST rows and WebSocket alike.
  const rules = createRequestRules({
    schema,
    isProduction: config.isProduction,
    // The field path (names and list indexes only) says which resolver failed.
    log: (error) =>
      app.log.error({ error: loggableError(error), path: graphqlPathOf(error) }, 'unexpected GraphQL error'),
    classifyUnavailable,
  });

  const subscriptions = startSubscriptionServer({ app, schema, rules, contexts });
  const apollo = await startApollo({ app, schema, rules, isProduction: config.isProduction });

  await registerSecurityHeaders(app);
  registerInputGuard(app);
  registerTransportErrors(app, { classifyUnavailable });
  registerGraphqlRoute({
    app,
    apollo,
    buildContext: contexts.fromRequest,
    isProduction: config.isProduction,
    classifyUnavailable,
  });
  registerRestRows({
    app,
    apollo,
    schema,
    rows: restRows,
    buildContext: contexts.fromRequest,
    classifyUnavailable,
  });
  registerFileRoutes({ app, services, buildContext: contexts.fromRequest, classifyUnavailable });
  registerHealthRoutes(app, dataSource);
  await registerStaticClient(app, config.clientDistDir);
  // The database is migrated by now (db/database.ts or `npm run db:migrate`); the queue installs its own
  // schema, then starts taking jobs.
  await jobs.start();

  return {
    app,
    services,
    jobs,
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
        await subscriptions.close();
        await connections.drain();
        await app.close();
        await apollo.stop();
        // Before the database closes (main.ts): running jobs finish, or are left to their lock's expiry.
        await jobs.stop();
        outage.stop();
        contexts.close();
      })();
      return closed;
    },
  };
}

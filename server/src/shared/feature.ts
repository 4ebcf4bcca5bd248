import type { DataSource } from 'typeorm';
import type { Resolvers } from '../generated/graphql.js';
import type { AuthSettings } from './auth/auth-settings.js';
import type { FileRoute, UploadRoute } from './file-route.js';
import type { JobHandler, JobQueue, JobSchedule } from './jobs/job-queue.js';
import type { Mailer } from './mail/mailer.js';
import type { PubSub } from './pubsub.js';
import type { RestRow } from './rest.js';
import type { SearchProvider } from './search.js';

// A feature is one folder and one line (docs/architecture.md): its index.ts exports `defineFeature({ … })`
// and app/features.ts lists it once. Entities, services, loaders, REST rows, seeds, search groups and job
// tasks are all collected from that list, so nothing is registered by hand elsewhere.

/** What the composition root gives every factory, besides the services of other features. */
export interface CoreDeps {
  dataSource: DataSource;
  pubsub: PubSub;
  mailer: Mailer;
  /** The background job queue (shared/jobs): `jobs.add(name, payload, { manager })` enqueues in a transaction. */
  jobs: JobQueue;
  authSettings: AuthSettings;
  /** Named prepared statements for the hot reads (shared/db/statements.ts); off on the embedded database. */
  preparedStatements: boolean;
  /** Every feature's top-bar search groups (for the search feature). */
  searchProviders: readonly SearchProvider[];
  /** Where stored files live on disk: `DATA_DIR/files`. */
  filesDir: string;
}

/**
 * A factory's dependencies: the core ones plus the services of the features it names, e.g.
 * `Deps<{ users: UsersService }>`. app/services.ts checks at compile time that each exists.
 */
export type Deps<Services extends object = object> = CoreDeps & Services;

/** What a seed gets besides the database. */
export interface SeedContext {
  /** Where stored files live on disk (`DATA_DIR/files`), for seeds that store files of their rows. */
  filesDir: string;
}

export type Seed = (dataSource: DataSource, context: SeedContext) => Promise<void>;

export interface FeatureSeed {
  /** Reference data, always present (roles, plans, countries…). Runs before any demo seed. */
  reference?: Seed;
  /** Demo rows, only when the demo is asked for. */
  demo?: Seed;
  /** Features whose seeds must run first (their rows are referenced); the list order must respect it. */
  after?: readonly string[];
}

export interface FeatureDefinition {
  /** camelCase: the feature's key in `ctx.services`. */
  name: string;
  /** TypeORM entity classes the feature owns. */
  entities?: readonly (new () => object)[];
  resolvers?: Resolvers;
  restRows?: readonly RestRow[];
  /** Builds the feature's one service; the parameter's type names what it needs (`Deps<…>`). */
  createService?: (deps: never) => unknown;
  /** Per-request DataLoaders; every feature's are merged into `ctx.loaders`, so names must not clash. */
  loaders?: (dataSource: DataSource) => object;
  seed?: FeatureSeed;
  /** The top-bar search groups the feature answers. */
  searchProviders?: (deps: never) => readonly SearchProvider[];
  /**
   * The background tasks the feature runs, by name (`<feature>.<task>`, unique across the app), built from
   * the dependencies it names like `createService`. Handlers must be idempotent (docs/adr/0008).
   */
  jobs?: (deps: never) => Readonly<Record<string, JobHandler>>;
  /**
   * Tasks of `jobs` run on a schedule (cron syntax, UTC), once across every process that runs jobs:
   * graphile-worker's cron keeps the last run per identifier in the database.
   */
  schedules?: readonly JobSchedule[];
  /** Routes that answer files rather than JSON, built from the services they name (`{ userResources }`). */
  fileRoutes?: (services: never) => readonly FileRoute[];
  /** Routes that take a file's bytes (uploads), built like `fileRoutes`. */
  uploadRoutes?: (services: never) => readonly UploadRoute[];
}

/** Identity at run time; keeps the exact types (name, service, loaders) for app/ to derive from. */
export function defineFeature<const Definition extends FeatureDefinition>(
  definition: Definition,
): Definition {
  return definition;
}

import { z } from 'zod';

// Every setting Arena reads from the environment, parsed once at boot. A bad value stops the
// process with a message naming the variable, instead of failing later somewhere else.
const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_PREPARED_STATEMENTS: booleanFlag.optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DB_MIGRATE_ON_START: booleanFlag.optional(),
  SEED_DEMO: booleanFlag.optional(),
  JWT_SECRET: z
    .string()
    .refine((value) => Buffer.byteLength(value) >= 32, 'must be at least 32 bytes long')
    .optional(),
  JWT_ISSUER: z.string().min(1).default('arena'),
  JWT_AUDIENCE: z.string().min(1).default('arena-console'),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('Arena <no-reply@arena.local>'),
  WORKER: booleanFlag.default(true),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  WORKER_POLL_INTERVAL_MS: z.coerce.number().int().min(50).max(60_000).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(2 * 1024 * 1024),
  TRUST_PROXY: booleanFlag.default(false),
  CLIENT_DIST_DIR: z.string().min(1).default('client/dist'),
  RATE_LIMIT_SIGN_IN_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_SIGN_IN_PER_IP: z.coerce.number().int().min(1).default(100),
  RATE_LIMIT_ACCOUNT_MAIL_PER_IP: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(15 * 60),
});

export type Environment = z.input<typeof environmentSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  host: string;
  port: number;
  publicUrl: string | undefined;
  database: {
    /** A real PostgreSQL server; undefined means the embedded one under `dataDir`. */
    url: string | undefined;
    poolSize: number;
    /** Hot statements are prepared once per connection (named); off for the embedded database. */
    /** `false` turns named prepared statements off (a pooler without them); unset: on for a real server. */
    preparedStatements: boolean | undefined;
    migrateOnStart: boolean;
    seedDemo: boolean;
  };
  dataDir: string;
  jwt: { secret: string | undefined; issuer: string; audience: string };
  mail: { smtpUrl: string | undefined; from: string };
  /** The background job queue (shared/jobs, docs/adr/0008-job-queue-on-postgresql.md). */
  worker: {
    /** `false` (WORKER=false): this process only enqueues jobs; another process runs them. */
    enabled: boolean;
    /** Jobs this process runs at the same time. */
    concurrency: number;
    /** How often an idle runner looks for due jobs (retries, scheduled jobs, the embedded database). */
    pollIntervalMs: number;
  };
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  bodyLimitBytes: number;
  clientDistDir: string;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (rate limits use it). */
  trustProxy: boolean;
  rateLimits: {
    signInPerAccount: number;
    signInPerIp: number;
    accountMailPerIp: number;
    windowSeconds: number;
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(
  environment: Record<string, string | undefined> = process.env,
  options: { requireJwtSecret?: boolean } = {},
): Config {
  // Empty strings in .env files mean "not set".
  const cleaned = Object.fromEntries(
    Object.entries(environment).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = environmentSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  const embedded = env.DATABASE_URL === undefined;
  // The database CLI signs no tokens, so it may run in production without the secret.
  if (isProduction && env.JWT_SECRET === undefined && options.requireJwtSecret !== false) {
    throw new ConfigError('Invalid environment:\n  JWT_SECRET: required in production (at least 32 bytes)');
  }
  return {
    env: env.NODE_ENV,
    isProduction,
    host: env.HOST ?? (isProduction ? '0.0.0.0' : 'localhost'),
    port: env.PORT,
    publicUrl: env.PUBLIC_URL?.replace(/\/$/, ''),
    database: {
      url: env.DATABASE_URL,
      poolSize: env.DATABASE_POOL_SIZE,
      // Whether statements may be named is decided by what the database is (db/database.ts); this
      // can only turn them off.
      preparedStatements: env.DATABASE_PREPARED_STATEMENTS,
      // The embedded database belongs to this process, so it migrates itself; a shared server is
      // migrated as a separate step (`npm run db:migrate`) so replicas never race.
      migrateOnStart: env.DB_MIGRATE_ON_START ?? embedded,
      seedDemo: env.SEED_DEMO ?? embedded,
    },
    dataDir: env.DATA_DIR,
    jwt: { secret: env.JWT_SECRET, issuer: env.JWT_ISSUER, audience: env.JWT_AUDIENCE },
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    worker: {
      enabled: env.WORKER,
      concurrency: env.WORKER_CONCURRENCY,
      // New jobs wake a runner at once on a real server (LISTEN/NOTIFY); polling finds retries and
      // scheduled jobs, and every job on the embedded database. Tests poll quickly.
      pollIntervalMs: env.WORKER_POLL_INTERVAL_MS ?? (env.NODE_ENV === 'test' ? 100 : 2000),
    },
    logLevel: env.LOG_LEVEL,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    clientDistDir: env.CLIENT_DIST_DIR,
    trustProxy: env.TRUST_PROXY,
    rateLimits: {
      signInPerAccount: env.RATE_LIMIT_SIGN_IN_PER_ACCOUNT,
      signInPerIp: env.RATE_LIMIT_SIGN_IN_PER_IP,
      accountMailPerIp: env.RATE_LIMIT_ACCOUNT_MAIL_PER_IP,
      windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS,
    },
  };
}

// The bench's settings: where its files are, the environment variables it reads (run.ts's header
// describes them), how long and how hard each measurement runs, the budgets, and who it signs in as.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ARENA_ME } from './peers-queries.js';
import { PEER_BUDGETS } from './peers-report.js';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SERVER_ENTRY = path.join(ROOT, 'server/dist/main.js');
export const RESULTS_FILE = path.join(ROOT, 'tests/bench/results/latest.json');
export const CLIENT_DIST = path.join(ROOT, 'client/dist');
export const HOST = '127.0.0.1';

export const ADMIN = { email: 'admin@arena.local', password: 'Arena-Admin-2026' };
export const ORG_ADMIN = { email: 'org.admin@arena.local', password: 'Arena-Org-2026' };
export const BRANCH_ADMIN = { email: 'branch.admin@arena.local', password: 'Arena-Branch-2026' };
/** A guardian of two Kartal athletes (Futbol U10 Erkek and Futbol U12 Kız). */
export const PARENT = { email: 'parent@arena.local', password: 'Arena-Parent-2026' };
/** `me` as the postgres and neighbour sections send it (the peers section's document). */
export const ME_QUERY = JSON.stringify({ query: ARENA_ME });

export const QUICK = process.env.BENCH_QUICK === '1';
/** BENCH_SECTIONS=neighbour (comma-separated: embedded, postgres, neighbour, federation, calendar, mail): only those; default all. */
export const SECTIONS = new Set(
  (process.env.BENCH_SECTIONS ?? 'embedded,postgres,neighbour,federation,calendar,mail')
    .split(',')
    .map((name) => name.trim()),
);
export const LOAD_CONNECTIONS = 20;
export const LOAD_SECONDS = QUICK ? 3 : 10;
export const WARMUP_SECONDS = QUICK ? 1 : 2;
export const SIGN_IN_COUNT = QUICK ? 5 : 30;
// The side-by-side lists: rounds × 6 lists × (Arena, PostGraphile 4 and 5 two ways, the floor, pgbench) × seconds;
// the mail section's two Inbox pages the same way (Arena, PostGraphile 5 two ways, the floor, pgbench).
export const PEER_ROUNDS = QUICK ? 1 : 3;
export const PEER_SECONDS = QUICK ? 2 : 10;
export const SIGN_IN_TIME_LIMIT_MS = 60_000;
export const FIRST_START_TIMEOUT_MS = 180_000;
export const START_TIMEOUT_MS = 60_000;
export const STOP_TIMEOUT_MS = 20_000;

export const BUDGETS = {
  embeddedRestartMs: 3_000,
  meRequestsPerSecond: PEER_BUDGETS.meRequestsPerSecond,
  signInScriptGzipBytes: 200 * 1024,
  homeLcpMs: 1_000,
  contactsSearchP99Ms: 50,
  tasksListP99Ms: 50,
};

// Settings the server reads (server/src/config/config.ts) plus the bench's own: cleared from the
// inherited environment so that a developer's shell cannot change what is measured.
export const SERVER_SETTINGS = [
  'NODE_ENV',
  'HOST',
  'PORT',
  'PUBLIC_URL',
  'DATABASE_URL',
  'DATABASE_POOL_SIZE',
  'DATA_DIR',
  'DB_MIGRATE_ON_START',
  'SEED_DEMO',
  'JWT_SECRET',
  'JWT_ISSUER',
  'JWT_AUDIENCE',
  'SMTP_URL',
  'MAIL_FROM',
  'LOG_LEVEL',
  'BODY_LIMIT_BYTES',
  'TRUST_PROXY',
  'CLIENT_DIST_DIR',
  'RATE_LIMIT_SIGN_IN_PER_ACCOUNT',
  'RATE_LIMIT_SIGN_IN_PER_IP',
  'RATE_LIMIT_ACCOUNT_MAIL_PER_IP',
  'RATE_LIMIT_WINDOW_SECONDS',
  'TEST_DATABASE_URL',
  'BENCH_DATABASE_URL',
  'BENCH_QUICK',
  'BENCH_SECTIONS',
];

/** The PostgreSQL server the postgres, neighbour, federation, calendar and mail sections create their databases on. */
export function postgresServerUrl(): string {
  return (
    process.env.BENCH_DATABASE_URL ||
    process.env.TEST_DATABASE_URL ||
    'postgres://postgres@127.0.0.1:5432/postgres'
  );
}

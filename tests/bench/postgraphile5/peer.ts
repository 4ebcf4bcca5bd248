// The bench's second peer: PostGraphile 5 (Amber preset, the connection-filter plugin) over the bench
// database, in a process of its own, started by tests/bench/peers.ts. Installed apart from PostGraphile 4
// (this directory's package.json; `npm ci --prefix tests/bench/postgraphile5`), so every require below
// resolves to this directory's node_modules. Settings come from the environment:
//
//   PEER_DATABASE_URL  the bench database (the owner's connection, as Arena's server)
//   PEER_PORT          where to listen on 127.0.0.1
//   PEER_JWT_SECRET    optional: with it, each request's JWT sets the role and `jwt.claims.*` (row-level
//                      security; one transaction per request); without it, the owner's connection answers
//                      as it is, like Arena, and the query names the organization in `condition`
//   PEER_POOL_SIZE     connections to PostgreSQL (Arena's DATABASE_POOL_SIZE default: 10)
//
// The packages are loaded with require and typed here only as far as this file uses them, so that the
// root's type check does not depend on this directory being installed.
import './with-resolvers.js';
import { createServer, type IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

type Preset = Record<string, unknown>;
interface Serv {
  addTo(server: ReturnType<typeof createServer>): Promise<void>;
  release(): Promise<void>;
}
interface Instance {
  createServ(grafserv: unknown): Serv;
  getSchema(): Promise<unknown>;
  release(): Promise<void>;
}
interface Pool {
  end(): Promise<void>;
}

const pg = require('pg') as { Pool: new (config: object) => Pool };
const { postgraphile } = require('postgraphile') as { postgraphile: (preset: Preset) => Instance };
const { PostGraphileAmberPreset } = require('postgraphile/presets/amber') as {
  PostGraphileAmberPreset: Preset;
};
const { makePgService } = require('postgraphile/adaptors/pg') as {
  makePgService: (options: object) => object;
};
const { grafserv } = require('postgraphile/grafserv/node') as { grafserv: unknown };
const { PostGraphileConnectionFilterPreset } = require('postgraphile-plugin-connection-filter') as {
  PostGraphileConnectionFilterPreset: Preset;
};
const jwt = require('jsonwebtoken') as {
  verify: (token: string, secret: string, options: object) => Record<string, unknown> | string;
};

const databaseUrl = process.env.PEER_DATABASE_URL;
const port = Number(process.env.PEER_PORT);
const jwtSecret = process.env.PEER_JWT_SECRET || undefined;
if (!databaseUrl || !port) {
  console.error('PEER_DATABASE_URL and PEER_PORT are required');
  process.exit(2);
}

const pool = new pg.Pool({ connectionString: databaseUrl, max: Number(process.env.PEER_POOL_SIZE ?? 10) });

/** With a secret: PostGraphile 4's JWT behaviour (the `role` claim as the role, every claim as jwt.claims.*). */
function pgSettings(req: IncomingMessage | undefined): Record<string, string> | null {
  if (!jwtSecret) return null;
  const [scheme, token] = (req?.headers.authorization ?? '').split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token) throw new Error('a bearer token is required');
  const claims = jwt.verify(token, jwtSecret, { algorithms: ['HS256'], audience: 'postgraphile' });
  if (typeof claims === 'string') throw new Error('invalid token');
  const settings: Record<string, string> = {};
  if (typeof claims.role === 'string') settings.role = claims.role;
  for (const [key, value] of Object.entries(claims)) {
    if (value !== undefined && /^[a-z_][a-z0-9_]*$/i.test(key)) settings[`jwt.claims.${key}`] = String(value);
  }
  return settings;
}

const preset: Preset = {
  extends: [PostGraphileAmberPreset, PostGraphileConnectionFilterPreset],
  // Read-only, as the PostGraphile 4 peer (no mutations).
  disablePlugins: ['PgMutationCreatePlugin', 'PgMutationUpdateDeletePlugin', 'PgMutationPayloadEdgePlugin'],
  pgServices: [makePgService({ pool, schemas: ['public'] })],
  schema: {
    // The filter on the contacts' name only (includesInsensitive: ILIKE '%…%').
    connectionFilterRelations: false,
    connectionFilterComputedColumns: false,
  },
  grafast: {
    explain: false,
    context: (requestContext: { node?: { req?: IncomingMessage } }) => ({
      pgSettings: pgSettings(requestContext.node?.req),
    }),
  },
  grafserv: { graphiql: false, watch: false, maskError: (error: unknown) => error },
};

const pgl = postgraphile(preset);
const serv = pgl.createServ(grafserv);
const server = createServer();
server.keepAliveTimeout = 60_000;
await serv.addTo(server);
// The schema is built before the first request (PostGraphile 4's middleware does the same).
await pgl.getSchema();
server.listen(port, '127.0.0.1', () => console.log(`postgraphile 5 peer on ${port}`));

const stop = () => {
  server.close();
  server.closeAllConnections();
  void Promise.allSettled([serv.release(), pgl.release()])
    .then(() => pool.end())
    .finally(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);

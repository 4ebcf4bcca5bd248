// The bench's peer: PostGraphile 4 over the bench database, in a process of its own like Arena's server,
// started by tests/bench/peers.ts. Settings come from the environment:
//
//   PEER_DATABASE_URL  the bench database (the owner's connection, as Arena's server)
//   PEER_PORT          where to listen on 127.0.0.1
//   PEER_JWT_SECRET    optional: with it, each request's JWT switches to its role, which row-level
//                      security limits to one organization (a transaction per request); without it, the
//                      owner's connection answers as it is, like Arena, and the query names the
//                      organization in `condition`
//   PEER_POOL_SIZE     connections to PostgreSQL (Arena's DATABASE_POOL_SIZE default: 10)
//
// Read-only schema (no mutations), the connection-filter plugin for the name search, JSON columns
// answered as JSON (dynamicJson) rather than strings.
import { createServer } from 'node:http';
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import type * as PostGraphileModule from 'postgraphile';
import type { Plugin } from 'postgraphile';

// PostGraphile 4 wants graphql 15; the app has graphql 16 at the top of node_modules, and npm leaves
// PostGraphile's modules in several places, each with its own copy of graphql and graphile-build. One
// schema must be built from one copy of each: every `require` of them in this process is sent to
// PostGraphile's own.
const require = createRequire(import.meta.url);
const postgraphileDir = path.dirname(require.resolve('postgraphile/package.json'));
const single = new Map(
  ['graphql', 'graphile-build'].map((name) => [
    name,
    path.dirname(require.resolve(`${name}/package.json`, { paths: [postgraphileDir] })),
  ]),
);
type Resolve = (request: string, ...rest: unknown[]) => string;
const moduleInternals = Module as unknown as { _resolveFilename: Resolve };
const resolveFilename = moduleInternals._resolveFilename;
moduleInternals._resolveFilename = function (this: unknown, request: string, ...rest: unknown[]) {
  for (const [name, dir] of single) {
    if (request === name || request.startsWith(`${name}/`)) {
      request = dir + request.slice(name.length);
      break;
    }
  }
  return resolveFilename.call(this, request, ...rest);
};
const { postgraphile } = require('postgraphile') as typeof PostGraphileModule;
const ConnectionFilterPlugin = require('postgraphile-plugin-connection-filter') as Plugin;

const databaseUrl = process.env.PEER_DATABASE_URL;
const port = Number(process.env.PEER_PORT);
const jwtSecret = process.env.PEER_JWT_SECRET || undefined;
if (!databaseUrl || !port) {
  console.error('PEER_DATABASE_URL and PEER_PORT are required');
  process.exit(2);
}

const pool = new pg.Pool({ connectionString: databaseUrl, max: Number(process.env.PEER_POOL_SIZE ?? 10) });

const middleware = postgraphile(pool, 'public', {
  appendPlugins: [ConnectionFilterPlugin],
  disableDefaultMutations: true,
  dynamicJson: true,
  setofFunctionsContainNulls: false,
  ignoreRBAC: false,
  legacyRelations: 'omit',
  ...(jwtSecret ? { jwtSecret } : {}),
  graphiql: false,
  enhanceGraphiql: false,
  disableQueryLog: true,
  retryOnInitFail: false,
  showErrorStack: false,
  // The filter on the contacts' name only (includesInsensitive: ILIKE '%…%').
  graphileBuildOptions: { connectionFilterRelations: false, connectionFilterComputedColumns: false },
});

const server = createServer(middleware);
server.keepAliveTimeout = 60_000;
server.listen(port, '127.0.0.1', () => console.log(`postgraphile peer on ${port}`));

const stop = () => {
  server.close();
  server.closeAllConnections();
  void pool.end().finally(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);

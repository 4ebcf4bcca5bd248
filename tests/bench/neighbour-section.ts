// Section 6: the heavy neighbour (neighbour.ts), `me` p99 quiet and while an organization admin sends
// the most expensive query the limits allow, on a server and a fresh database of its own.
import { signIn } from './measure.js';
import { benchNeighbour, type NeighbourResult } from './neighbour.js';
import { LOAD_SECONDS, ME_QUERY, ORG_ADMIN } from './options.js';
import { withFreshServer } from './servers.js';

/** The heavy-neighbour section (tests/bench/neighbour.ts) on its own fresh database and server. */
export function benchNeighbourSection(): Promise<NeighbourResult> {
  return withFreshServer(async (server) =>
    benchNeighbour({
      url: server.url,
      meToken: await signIn(server.url),
      meBody: ME_QUERY,
      heavyToken: await signIn(server.url, ORG_ADMIN),
      seconds: LOAD_SECONDS,
    }),
  );
}

// The heavy neighbour: how much one person's most expensive allowed query slows another person's `me`.
// `me` is measured alone (quiet), then while another client sends, over and over, the most expensive
// query the operation limits let through (server/src/app/operation-limits.ts). Budget: the loaded p99
// within 2× the quiet one.
import autocannon from 'autocannon';

/** `me` loaded p99 ÷ quiet p99. */
export const NEIGHBOUR_BUDGET_RATIO = 2;
/** Connections sending the heavy query (the finding: three at once). */
const HEAVY_CONNECTIONS = 3;
/** Connections asking for `me`. */
const ME_CONNECTIONS = 4;

/** The nested shape of the finding: athletes with memberships → team → staff, guardians and consents. */
const NESTED =
  'athletes(first: $n) { nodes { id memberships(includeEnded: true) { team { staff { professional { id } } } } guardians { id } consents { id } } }';
const heavyQuery = (aliases: number) =>
  `query Heavy($n: Int) { ${Array.from({ length: aliases }, (_, i) => `a${i}: ${NESTED}`).join(' ')} }`;

export interface NeighbourResult {
  heavy: { aliases: number; first: number; singleMs: number; bytes: number; requestsPerSecond: number };
  quiet: { p50Ms: number; p99Ms: number; requests: number };
  loaded: { p50Ms: number; p99Ms: number; requests: number };
  ratio: number;
  pass: boolean;
}

async function post(url: string, token: string, body: string) {
  const started = performance.now();
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body,
    signal: AbortSignal.timeout(60_000),
  });
  const text = await response.text();
  return { status: response.status, text, ms: performance.now() - started };
}

/** The largest page the limits allow for `aliases` copies of the shape (asked of the server). */
async function largestAllowed(url: string, token: string, aliases: number): Promise<number> {
  let low = 0;
  let high = 500;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    const answer = await post(
      url,
      token,
      JSON.stringify({ query: heavyQuery(aliases), variables: { n: middle } }),
    );
    if (answer.status === 200 && !answer.text.includes('"errors"')) low = middle;
    else high = middle - 1;
  }
  return low;
}

export async function benchNeighbour(options: {
  url: string;
  /** The person whose `me` is measured. */
  meToken: string;
  meBody: string;
  /** The neighbour (an organization admin, who sees a whole school's athletes). */
  heavyToken: string;
  seconds: number;
}): Promise<NeighbourResult> {
  const { url, meToken, meBody, heavyToken, seconds } = options;
  // The most expensive allowed: of the shapes tried, the one whose single answer takes longest.
  let heavy = { aliases: 1, first: 0, singleMs: 0, bytes: 0, body: '' };
  for (const aliases of [1, 5, 15]) {
    const first = await largestAllowed(url, heavyToken, aliases);
    if (first === 0) continue;
    const body = JSON.stringify({ query: heavyQuery(aliases), variables: { n: first } });
    await post(url, heavyToken, body);
    const timed = await post(url, heavyToken, body);
    if (timed.ms > heavy.singleMs)
      heavy = { aliases, first, singleMs: timed.ms, bytes: timed.text.length, body };
  }
  if (!heavy.body) throw new Error('no heavy query was allowed');

  const meLoad = () =>
    autocannon({
      url: `${url}/graphql`,
      method: 'POST',
      headers: { authorization: `Bearer ${meToken}`, 'content-type': 'application/json' },
      body: meBody,
      connections: ME_CONNECTIONS,
      duration: seconds,
      timeout: 30,
    });
  await meLoad(); // warm-up
  const quiet = await meLoad();
  const neighbour = autocannon({
    url: `${url}/graphql`,
    method: 'POST',
    headers: { authorization: `Bearer ${heavyToken}`, 'content-type': 'application/json' },
    body: heavy.body,
    connections: HEAVY_CONNECTIONS,
    duration: seconds + 60,
    timeout: 60,
  });
  // The neighbour's first answers are on their way before `me` is measured.
  await new Promise((resolve) => setTimeout(resolve, Math.min(2000, heavy.singleMs * 2)));
  const loaded = await meLoad();
  neighbour.stop();
  const heavyResult = await neighbour;

  const ratio = loaded.latency.p99 / Math.max(1, quiet.latency.p99);
  return {
    heavy: {
      aliases: heavy.aliases,
      first: heavy.first,
      singleMs: heavy.singleMs,
      bytes: heavy.bytes,
      requestsPerSecond: heavyResult.requests.average,
    },
    quiet: { p50Ms: quiet.latency.p50, p99Ms: quiet.latency.p99, requests: quiet.requests.total },
    loaded: { p50Ms: loaded.latency.p50, p99Ms: loaded.latency.p99, requests: loaded.requests.total },
    ratio,
    pass: ratio <= NEIGHBOUR_BUDGET_RATIO,
  };
}

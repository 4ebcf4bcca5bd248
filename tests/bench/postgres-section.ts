// Sections 2 to 5, on one production server and one fresh database on the PostgreSQL server: `me` over
// POST /graphql and GET /api/common/user under autocannon, sequential sign-ins, the client in a browser
// (not in a quick run), then with the bench seed loaded (volume.ts) the contacts search and the tasks
// list under autocannon, and the lists side by side with the peers (peers.ts).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DEMO_ORGANIZATIONS } from '../../server/src/features/organizations/organizations.seed.js';
import { benchClient, type ClientResult } from './client.js';
import { formatMs } from './format.js';
import { load, percentile, signIn, summarize, waitForIdleDatabase, type LoadSummary } from './measure.js';
import {
  ADMIN,
  CLIENT_DIST,
  FIRST_START_TIMEOUT_MS,
  LOAD_CONNECTIONS,
  LOAD_SECONDS,
  ME_QUERY,
  ORG_ADMIN,
  PEER_ROUNDS,
  PEER_SECONDS,
  QUICK,
  SIGN_IN_COUNT,
  SIGN_IN_TIME_LIMIT_MS,
  WARMUP_SECONDS,
} from './options.js';
import { benchPeers } from './peers.js';
import { ARENA_TASKS } from './peers-queries.js';
import type { PeersResult } from './peers-types.js';
import {
  freePort,
  freshDatabase,
  killServer,
  startProductionServer,
  stopServer,
  track,
  waitForReady,
  type RunningServer,
  type StopResult,
} from './servers.js';
import { seedVolume, VOLUME, type VolumeResult } from './volume.js';

const VOLUME_LABEL = `${VOLUME.contacts.toLocaleString('en-US')} contacts, ${VOLUME.tasks.toLocaleString('en-US')} tasks`;

// What the contacts screen asks while someone types a name (one page with the count), and the tasks
// screen's list (the document the peers section compares too); both read as the organization admin
// (Kartal's, whose contacts the bench seed fills).
// Two searches: a surname shared by 1 in 60 contacts (1,680 matches to count and sort) and a full name
// (28 matches), the way a person narrows a search.
const contactsSearchQuery = (query: string) =>
  JSON.stringify({
    query:
      'query ($query: String) { contacts(query: $query, first: 50) { totalCount endCursor nodes { id name avatar title company emails { email label } tags } } }',
    variables: { query },
  });
const CONTACTS_SEARCH_QUERY = contactsSearchQuery('kaya');
const CONTACTS_NAME_QUERY = contactsSearchQuery('ayşe kaya');
const TASKS_LIST_QUERY = JSON.stringify({ query: ARENA_TASKS });

export interface PostgresResult {
  database: string;
  startToReadyMs: number;
  me: LoadSummary;
  restUser: LoadSummary;
  signIn: { count: number; p50Ms: number; p99Ms: number; meanMs: number; maxMs: number };
  /** Absent when the client is not built or the browser could not run. */
  client: ClientResult | undefined;
  volume: VolumeResult;
  contactsSearch: LoadSummary;
  contactsNameSearch: LoadSummary;
  tasksList: LoadSummary;
  /** Absent when the peer section failed (its error is in the failures). */
  peers: PeersResult | undefined;
  stop: StopResult;
}

/**
 * `onPeerFailure` receives the side-by-side comparison's error: the section goes on without the peers,
 * and run.ts reports the error with the crashes.
 */
export async function benchPostgres(onPeerFailure: (message: string) => void): Promise<PostgresResult> {
  const { name, url: databaseUrl, drop: dropDatabase } = await freshDatabase();
  let server: RunningServer | undefined;
  try {
    const startedAt = performance.now();
    server = startProductionServer(await freePort(), databaseUrl);
    const startToReadyMs = await waitForReady(server, startedAt, FIRST_START_TIMEOUT_MS);
    console.log(`  start (migrate + seed) → ready: ${formatMs(startToReadyMs)}`);

    const token = await signIn(server.url);
    const auth = { authorization: `Bearer ${token}` };
    const meRequest = {
      url: `${server.url}/graphql`,
      method: 'POST' as const,
      headers: { ...auth, 'content-type': 'application/json' },
      body: ME_QUERY,
    };
    const restRequest = { url: `${server.url}/api/common/user`, method: 'GET' as const, headers: auth };

    // One request each first, so a broken setup fails with its answer rather than as a count.
    for (const request of [meRequest, restRequest]) {
      const response = await fetch(request.url, { ...request, signal: AbortSignal.timeout(10_000) });
      const text = await response.text();
      if (response.status !== 200 || !text.includes(ADMIN.email)) {
        throw new Error(
          `${request.method} ${request.url} answered ${response.status}: ${text.slice(0, 300)}`,
        );
      }
    }

    console.log(`  warm-up (${WARMUP_SECONDS} s each)…`);
    await load('warm-up me', meRequest, WARMUP_SECONDS);
    await load('warm-up rest', restRequest, WARMUP_SECONDS);

    console.log(`  me over POST /graphql: ${LOAD_CONNECTIONS} connections, ${LOAD_SECONDS} s…`);
    await waitForIdleDatabase(databaseUrl);
    const me = summarize(await load('me', meRequest, LOAD_SECONDS));
    console.log(`  GET /api/common/user: ${LOAD_CONNECTIONS} connections, ${LOAD_SECONDS} s…`);
    await waitForIdleDatabase(databaseUrl);
    const restUser = summarize(await load('rest user', restRequest, LOAD_SECONDS));

    console.log(`  ${SIGN_IN_COUNT} sequential sign-ins…`);
    const durations: number[] = [];
    const signInDeadline = performance.now() + SIGN_IN_TIME_LIMIT_MS;
    for (let i = 0; i < SIGN_IN_COUNT && performance.now() < signInDeadline; i += 1) {
      const started = performance.now();
      await signIn(server.url);
      durations.push(performance.now() - started);
    }
    const sorted = [...durations].sort((a, b) => a - b);
    const signInStats = {
      count: sorted.length,
      p50Ms: percentile(sorted, 50),
      p99Ms: percentile(sorted, 99),
      meanMs: sorted.reduce((sum, value) => sum + value, 0) / Math.max(1, sorted.length),
      maxMs: sorted[sorted.length - 1] ?? Number.NaN,
    };

    let client: ClientResult | undefined;
    if (QUICK) console.log('  client: skipped (BENCH_QUICK)');
    else if (existsSync(path.join(CLIENT_DIST, 'index.html'))) {
      console.log('  client: sign-in page scripts and signed-in home LCP in headless Chromium…');
      try {
        client = await benchClient(server.url, token, CLIENT_DIST);
      } catch (error) {
        console.error(`  client section failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }

    console.log(`  bench seed: ${VOLUME_LABEL}…`);
    const volume = await seedVolume(databaseUrl.toString());
    const serverUrlForLoad = server.url;
    // The lists are read as the organization admin: a school's own administrator, whose organization
    // (Kartal) the bench seed fills, not the super admin.
    const listToken = await signIn(server.url, ORG_ADMIN);
    console.log(
      `  loaded ${volume.contacts.toLocaleString('en-US')} contacts and ${volume.tasks.toLocaleString('en-US')} tasks in ${formatMs(volume.ms)}`,
    );
    const graphqlRequest = (body: string) => ({
      url: `${serverUrlForLoad}/graphql`,
      method: 'POST' as const,
      headers: { authorization: `Bearer ${listToken}`, 'content-type': 'application/json' },
      body,
    });
    // Right answers only: a GraphQL error or an empty result counts as a mismatch.
    const hasNodes = (body: string) =>
      body.includes('"totalCount"') && !body.includes('"errors"') && body.includes('Kaya');
    const hasTasks = (body: string) => body.includes('"tasks":[{') && !body.includes('"errors"');
    for (const [request, check] of [
      [graphqlRequest(CONTACTS_SEARCH_QUERY), hasNodes],
      [graphqlRequest(TASKS_LIST_QUERY), hasTasks],
    ] as const) {
      const response = await fetch(request.url, { ...request, signal: AbortSignal.timeout(10_000) });
      const text = await response.text();
      if (response.status !== 200 || !check(text)) {
        throw new Error(`${request.body.slice(0, 60)}… answered ${response.status}: ${text.slice(0, 300)}`);
      }
    }
    await load('warm-up contacts', graphqlRequest(CONTACTS_SEARCH_QUERY), WARMUP_SECONDS, hasNodes);
    console.log(
      `  contacts search (page of 50 + count): ${LOAD_CONNECTIONS} connections, ${LOAD_SECONDS} s…`,
    );
    await waitForIdleDatabase(databaseUrl);
    const contactsSearch = summarize(
      await load('contacts search', graphqlRequest(CONTACTS_SEARCH_QUERY), LOAD_SECONDS, hasNodes),
    );
    console.log(`  contacts search by a full name: ${LOAD_CONNECTIONS} connections, ${LOAD_SECONDS} s…`);
    await waitForIdleDatabase(databaseUrl);
    const contactsNameSearch = summarize(
      await load('contacts name search', graphqlRequest(CONTACTS_NAME_QUERY), LOAD_SECONDS, hasNodes),
    );
    await load('warm-up tasks', graphqlRequest(TASKS_LIST_QUERY), WARMUP_SECONDS, hasTasks);
    console.log(`  tasks list: ${LOAD_CONNECTIONS} connections, ${LOAD_SECONDS} s…`);
    await waitForIdleDatabase(databaseUrl);
    const tasksList = summarize(
      await load('tasks list', graphqlRequest(TASKS_LIST_QUERY), LOAD_SECONDS, hasTasks),
    );

    console.log(
      `  lists side by side with PostGraphile 4 and 5, the stack's floor and pgbench: ${PEER_ROUNDS} round(s) of ${PEER_SECONDS} s each…`,
    );
    let peers: PeersResult | undefined;
    try {
      peers = await benchPeers({
        databaseUrl: databaseUrl.toString(),
        arenaUrl: server.url,
        token: listToken,
        organizationId: DEMO_ORGANIZATIONS.kartal.id,
        connections: LOAD_CONNECTIONS,
        seconds: PEER_SECONDS,
        rounds: PEER_ROUNDS,
        warmupSeconds: WARMUP_SECONDS,
        freePort,
        track,
      });
    } catch (error) {
      const peerFailure = String(error instanceof Error ? error.message : error);
      onPeerFailure(peerFailure);
      console.error(`  peers failed: ${peerFailure}`);
    }

    const stop = await stopServer(server);
    return {
      database: name,
      startToReadyMs,
      me,
      restUser,
      signIn: signInStats,
      client,
      volume,
      contactsSearch,
      contactsNameSearch,
      tasksList,
      peers,
      stop,
    };
  } finally {
    await killServer(server);
    await dropDatabase();
  }
}

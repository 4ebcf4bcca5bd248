// Arena's list reads side by side with PostGraphile 4 and 5, the stack's floor and the raw-SQL ceiling,
// on the bench database (tests/bench/volume.ts), in alternating rounds so that every server meets the
// same load from the rest of the machine:
//
//   - Arena: the compiled server postgres-section.ts started, over POST /graphql with the organization
//     admin's token (Kartal's, whose contacts the bench seed fills); its server connects as the database
//     owner;
//   - PostGraphile 4 (tests/bench/postgraphile-peer.ts) and PostGraphile 5 (tests/bench/postgraphile5/,
//     installed apart), each set up two ways: like Arena (the owner's connection, the organization as a
//     `condition` in the query: the headline comparison) and with row-level security (a JWT whose role
//     the policies limit to the organization, each request in a transaction);
//   - pgbench running Arena's own statements (built by the contacts service's contactPageStatements,
//     with the parameters written in), the ceiling a server in front of PostgreSQL can approach;
//   - the stack's floor (tests/bench/floor-peer.ts): Fastify and Apollo Server over Arena's schema,
//     answering Arena's own first page and `me` from memory, what the stack alone costs per answer.
//
// Before the load, one answer of each is compared: the same contact ids in the same order (the floor:
// the same bytes). Before each sample the bench database is idle: no other statement runs on it (a
// previous sample's requests, which autocannon abandons rather than awaits, or autovacuum).
//
// The modules: peers-types.ts (what the section is given and answers), peers-queries.ts (the documents),
// peers-servers.ts (the peers that are servers), peers-pgbench.ts (the raw SQL), peers-plans.ts (who is
// sent what, and the answers compared), peers-load.ts (the requests and samples) and peers-report.ts
// (the medians, ratios, budgets and tables). This file starts the peers and runs the rounds.
import pg from 'pg';
import { httpLoad, waitForIdle } from './peers-load.js';
import { pgbenchLoad } from './peers-pgbench.js';
import { makePlans } from './peers-plans.js';
import { POSTGRAPHILE_PEERS, type PostgraphileSpec } from './peers-queries.js';
import {
  dropPeerRole,
  ensurePostgraphile5,
  postgraphileVersion,
  preparePeerRole,
  startPostgraphile,
  type Peer,
} from './peers-servers.js';
import type { PeerName, PeersResult, PeerSetup, PostgraphilePeer, Scenario } from './peers-types.js';

const PEER_ORDER: readonly PeerName[] = ['arena', 'pg4', 'pg5', 'pg4Rls', 'pg5Rls', 'floor', 'pgbench'];

export async function benchPeers(setup: PeerSetup): Promise<PeersResult> {
  const role = `${new URL(setup.databaseUrl).pathname.slice(1)}_peer`;
  const admin = new pg.Client({ connectionString: setup.databaseUrl, connectionTimeoutMillis: 10_000 });
  // An interrupted bench (SIGTERM) drops its database WITH (FORCE) under this connection: the statement in
  // flight fails with that error; the client's own 'error' event must not end the process first.
  admin.on('error', () => undefined);
  await admin.connect();
  const postgraphiles = new Map<PostgraphilePeer, { spec: PostgraphileSpec; peer: Peer }>();
  let floor: Peer | undefined;
  try {
    await preparePeerRole(admin, role);
    const withFive = ensurePostgraphile5();
    const versions: Partial<Record<4 | 5, string>> = { 4: await postgraphileVersion(4) };
    if (withFive) versions[5] = await postgraphileVersion(5);
    for (const spec of POSTGRAPHILE_PEERS) {
      if (spec.version === 5 && !withFive) continue;
      postgraphiles.set(spec.name, { spec, peer: await startPostgraphile(setup, spec, role) });
    }
    const plans = await makePlans(setup, admin, postgraphiles, (started) => (floor = started));

    // Warm-up: every target once, briefly (JIT, plans, pools).
    for (const plan of plans) {
      for (const target of Object.values(plan.targets)) {
        await waitForIdle(admin);
        await httpLoad(target, setup.connections, setup.warmupSeconds);
      }
    }

    const scenarios: Scenario[] = plans.map((plan) => ({
      key: plan.key,
      label: plan.label,
      runs: Object.fromEntries([
        ...Object.keys(plan.targets).map((name) => [name, []]),
        ...(plan.pgbench ? [['pgbench', []]] : []),
      ]) as Scenario['runs'],
      sameRows: plan.sameRows,
      rows: plan.rows,
    }));
    let busyStarts = 0;
    for (let round = 0; round < setup.rounds; round += 1) {
      console.log(`  round ${round + 1} of ${setup.rounds}…`);
      // Each round starts one peer later, so none always meets a warmer or colder machine.
      const shift = round % PEER_ORDER.length;
      const order = [...PEER_ORDER.slice(shift), ...PEER_ORDER.slice(0, shift)];
      for (const [index, plan] of plans.entries()) {
        const scenario = scenarios[index]!;
        for (const name of order) {
          const target = name === 'pgbench' ? undefined : plan.targets[name];
          if (!target && !(name === 'pgbench' && plan.pgbench)) continue;
          if (!(await waitForIdle(admin))) busyStarts += 1;
          if (target) scenario.runs[name]!.push(await httpLoad(target, setup.connections, setup.seconds));
          else
            scenario.runs.pgbench!.push(
              await pgbenchLoad(setup.databaseUrl, plan.pgbench!, setup.connections, setup.seconds),
            );
        }
      }
    }
    if (busyStarts > 0) console.log(`  warning: ${busyStarts} sample(s) started on a busy database`);
    return { scenarios, postgraphileVersions: versions, busyStarts };
  } finally {
    for (const { peer } of postgraphiles.values()) await peer.stop();
    await floor?.stop();
    await admin.end();
    await dropPeerRole(setup.databaseUrl, role).catch((error: unknown) =>
      console.log(`  warning: could not drop the peer role ${role}: ${String(error)}`),
    );
  }
}

// `npm run bench`: measures the compiled server (server/dist/main.js) the way it is deployed and
// prints a table with the budgets. Budgets are reported, not asserted: the exit code is non-zero
// only when the bench itself crashes. Results also go to tests/bench/results/latest.json.
//
//   1. embedded PostgreSQL (PGlite): first start to /ready on a fresh DATA_DIR, then restart on it
//      (embedded-section.ts)
//   2. a real PostgreSQL (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local server):
//      a fresh database, `me` over POST /graphql and GET /api/common/user under autocannon
//      (postgres-section.ts, which runs 3 to 5 on the same server and database)
//   3. sequential REST sign-ins (argon2id dominates)
//   4. with the bench seed loaded (tests/bench/volume.ts: 100,000 contacts, 10,000 tasks): contacts
//      search and the tasks list under autocannon
//   5. the lists and `me` side by side with PostGraphile 4 and 5 (each set up like Arena, and with
//      row-level security), the stack's floor (Fastify + Apollo Server answering Arena's answers from
//      memory) and pgbench running Arena's statements, in alternating rounds of 10 s, the database idle
//      before each sample (tests/bench/peers.ts)
//   6. the heavy neighbour (tests/bench/neighbour.ts): `me` p99 quiet and while an organization admin
//      sends the most expensive query the limits allow, on its own fresh database (neighbour-section.ts)
//   7. the school's busiest screens at demo size and with the federation seed (tests/bench/federation.ts:
//      100,000 athletes, 1,000,000 audit rows) as an organization admin and a branch admin
//      (federation-section.ts)
//   8. the calendar at demo size and with the calendar's federation seed (tests/bench/calendar-seed.ts:
//      200 teams, 4,000 athletes, a season of trainings, a million attendance rows): an organization
//      admin's month and a parent's week, timed and with their statements per request counted
//      (calendar-section.ts, statement-count.ts)
//   9. the mailbox with the mail seed (tests/bench/mail-seed.ts: 1,000,000 mails, 100,000 of them in the
//      organization admin's Inbox, labels, attachments): the Inbox's first page of 50 and its last page
//      (by keyset) side by side with PostGraphile 5 (like Arena, and with row-level security), the stack's
//      floor and pgbench running Arena's own statements, in alternating rounds; the statements per page
//      counted and EXPLAINed (mail-section.ts, mail-queries.ts, mail-report.ts)
//
// BENCH_QUICK=1: short runs and one round, no browser, for development (the numbers are rough).
// BENCH_CPU_PROF=<dir>: the Arena servers write CPU profiles there.
// BENCH_SECTIONS=embedded,postgres,neighbour,federation,calendar,mail: run only the sections named (default: all six).
// In a quick run the mail seed is smaller (200,000 mails; the Inbox keeps its 100,000) and says so.
//
// This file runs the sections in order and hands their results to the report (report.ts); the settings
// are in options.ts, the servers and databases in servers.ts, the build check in build.ts.
//
// Every server listens on 127.0.0.1 and all traffic stays there; every loop is bounded in count and time.
import os from 'node:os';
import { ensureBuild } from './build.js';
import { benchCalendarSection } from './calendar-section.js';
import { benchEmbedded } from './embedded-section.js';
import { benchFederationSection } from './federation-section.js';
import { benchMailSection } from './mail-section.js';
import { benchNeighbourSection } from './neighbour-section.js';
import { LOAD_SECONDS, postgresServerUrl, SECTIONS } from './options.js';
import { benchPostgres } from './postgres-section.js';
import { report, type Failure } from './report.js';
import { killChildren } from './servers.js';

async function main(): Promise<void> {
  ensureBuild();
  // Other work on the machine skews every number: the load average is printed and kept with them.
  const loadBefore = os.loadavg()[0] ?? 0;
  console.log(
    `Arena bench — Node ${process.version}, ${os.cpus().length} cores, ${os.platform()}, load average ${loadBefore.toFixed(2)}`,
  );

  const failures: Failure[] = [];
  /** Runs a section named in BENCH_SECTIONS; a crash is kept with the failures, the others still run. */
  const section = async <T>(name: string, title: string, run: () => Promise<T>): Promise<T | undefined> => {
    if (!SECTIONS.has(name)) return undefined;
    console.log(`\n${title}`);
    try {
      return await run();
    } catch (error) {
      failures.push({ section: name, message: String(error instanceof Error ? error.message : error) });
      console.error(`  failed: ${failures.at(-1)?.message}`);
      return undefined;
    }
  };
  /** The peers' error: the postgres section goes on without them; the error is reported with the crashes. */
  const peers: { failure?: string } = {};
  const embedded = await section('embedded', 'Embedded PostgreSQL (PGlite), fresh DATA_DIR', benchEmbedded);
  const postgres = await section(
    'postgres',
    `PostgreSQL at ${new URL(postgresServerUrl()).host}, fresh database`,
    () => benchPostgres((message) => (peers.failure = message)),
  );
  const neighbour = await section(
    'neighbour',
    `Heavy neighbour: \`me\` quiet, then while an organization admin sends the most expensive allowed query (${LOAD_SECONDS} s each)`,
    benchNeighbourSection,
  );
  const federation = await section(
    'federation',
    'Federation size: the athletes list, the dashboard and the audit log, before and after the federation seed',
    benchFederationSection,
  );
  const calendar = await section(
    'calendar',
    "Calendar at federation size: an organization admin's month and a parent's week, before and after the calendar seed",
    benchCalendarSection,
  );

  const mail = await section(
    'mail',
    "Mailbox at a million mails: the organization admin's Inbox, first and deep page, side by side with PostGraphile 5, the floor and pgbench",
    benchMailSection,
  );

  await report(
    { embedded, postgres, neighbour, federation, calendar, mail },
    { loadBefore, failures, peerFailure: peers.failure },
  );
  if (failures.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error('The bench crashed:', error);
  killChildren('SIGKILL');
  process.exitCode = 1;
});

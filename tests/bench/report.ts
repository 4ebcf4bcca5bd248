// The report: every section's results against its budget (docs/performance.md) in one table, then the
// peers' tables and checks, the mailbox's side-by-side table (mail-report.ts), the crashes, and everything
// in tests/bench/results/latest.json. Budgets are reported, not asserted.
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { calendarRows, type CalendarBenchResult } from './calendar-section.js';
import type { EmbeddedResult } from './embedded-section.js';
import type { FederationBenchResult } from './federation-section.js';
import { FEDERATION_BUDGET_RATIO } from './federation-screens.js';
import { formatMs, formatRate, printTable, ROW_HEADER, verdict, type Row } from './format.js';
import { mailChecks, mailRows, printMailTable } from './mail-report.js';
import type { MailBenchResult } from './mail-section.js';
import { NEIGHBOUR_BUDGET_RATIO, type NeighbourResult } from './neighbour.js';
import {
  BUDGETS,
  LOAD_CONNECTIONS,
  LOAD_SECONDS,
  PEER_ROUNDS,
  PEER_SECONDS,
  QUICK,
  RESULTS_FILE,
  ROOT,
  WARMUP_SECONDS,
} from './options.js';
import { peerChecks, printPeerTable } from './peers-report.js';
import type { PostgresResult } from './postgres-section.js';
import type { StopResult } from './servers.js';

/** Each section's result; undefined when it did not run or crashed. */
export interface SectionResults {
  embedded: EmbeddedResult | undefined;
  postgres: PostgresResult | undefined;
  neighbour: NeighbourResult | undefined;
  federation: FederationBenchResult | undefined;
  calendar: CalendarBenchResult | undefined;
  mail: MailBenchResult | undefined;
}

export interface Failure {
  section: string;
  message: string;
}

/** The budgets (docs/performance.md) and checks; undefined when the section did not run. */
function budgetChecks({ embedded, postgres }: SectionResults, stops: StopResult[]) {
  return {
    embeddedRestart: embedded ? embedded.restartMs < BUDGETS.embeddedRestartMs : undefined,
    meThroughput: postgres ? postgres.me.requestsPerSecond >= BUDGETS.meRequestsPerSecond : undefined,
    meNon2xx: postgres
      ? postgres.me.non2xx === 0 && postgres.me.errors + postgres.me.timeouts === 0
      : undefined,
    restUserNon2xx: postgres
      ? postgres.restUser.non2xx === 0 && postgres.restUser.errors + postgres.restUser.timeouts === 0
      : undefined,
    bodies: postgres ? postgres.me.mismatches === 0 && postgres.restUser.mismatches === 0 : undefined,
    cleanShutdown: stops.length ? stops.every((stop) => stop.clean) : undefined,
    // No largest-contentful-paint on the sign-in page: not measured, and the check fails.
    signInScripts: postgres?.client
      ? (postgres.client.signInScripts.beforePaint?.gzipBytes ?? Number.POSITIVE_INFINITY) <=
        BUDGETS.signInScriptGzipBytes
      : undefined,
    // A sample without a largest-contentful-paint is a failed measurement: the check fails.
    homeLcp: postgres?.client
      ? postgres.client.homeLcpFailed === 0 && postgres.client.homeLcpMedianMs <= BUDGETS.homeLcpMs
      : undefined,
    contactsSearchP99: postgres ? postgres.contactsSearch.p99Ms < BUDGETS.contactsSearchP99Ms : undefined,
    contactsNameSearchP99: postgres
      ? postgres.contactsNameSearch.p99Ms < BUDGETS.contactsSearchP99Ms
      : undefined,
    tasksListP99: postgres ? postgres.tasksList.p99Ms < BUDGETS.tasksListP99Ms : undefined,
    volumeBodies: postgres
      ? [postgres.contactsSearch, postgres.contactsNameSearch, postgres.tasksList].every(
          (run) => run.mismatches === 0 && run.non2xx === 0 && run.errors + run.timeouts === 0,
        )
      : undefined,
  };
}

/** The table's rows: each section's measurements, the budgeted ones with their verdicts. */
function budgetRows(
  { embedded, postgres, neighbour, federation, calendar, mail }: SectionResults,
  checks: ReturnType<typeof budgetChecks>,
  stops: StopResult[],
): Row[] {
  const rows: Row[] = [];
  if (embedded) {
    rows.push(['embedded: first start → /ready', formatMs(embedded.firstStartMs), '', '']);
    rows.push([
      'embedded: restart → /ready (n=1)',
      formatMs(embedded.restartMs),
      `< ${formatMs(BUDGETS.embeddedRestartMs)}`,
      verdict(checks.embeddedRestart),
    ]);
  }
  if (postgres) {
    const { me, restUser, signIn } = postgres;
    rows.push(['postgres: start (migrate+seed) → /ready', formatMs(postgres.startToReadyMs), '', '']);
    rows.push([
      `me (POST /graphql; one ${LOAD_SECONDS} s run, n=${me.requests.toLocaleString('en-US')} requests)`,
      formatRate(me.requestsPerSecond),
      `≥ ${formatRate(BUDGETS.meRequestsPerSecond)}`,
      verdict(checks.meThroughput),
    ]);
    rows.push(['me p50 / p99', `${formatMs(me.p50Ms)} / ${formatMs(me.p99Ms)}`, '', '']);
    rows.push([
      'me non-2xx / errors',
      `${me.non2xx} / ${me.errors + me.timeouts}`,
      '0',
      verdict(checks.meNon2xx),
    ]);
    rows.push(['GET /api/common/user', formatRate(restUser.requestsPerSecond), '', '']);
    rows.push(['user p50 / p99', `${formatMs(restUser.p50Ms)} / ${formatMs(restUser.p99Ms)}`, '', '']);
    rows.push([
      'user non-2xx / errors',
      `${restUser.non2xx} / ${restUser.errors + restUser.timeouts}`,
      '0',
      verdict(checks.restUserNon2xx),
    ]);
    rows.push([
      'wrong bodies (me / user)',
      `${me.mismatches} / ${restUser.mismatches}`,
      '0',
      verdict(checks.bodies),
    ]);
    if (postgres.client) {
      const { signInScripts, homeLcpMedianMs, homeLcpMs, homeLcpFailed } = postgres.client;
      const measured = homeLcpMs.filter((value): value is number => value !== null);
      rows.push([
        `sign-in JS before the form paints, gzip (${signInScripts.beforePaint?.count ?? '?'} files, one page load)`,
        signInScripts.beforePaint
          ? `${(signInScripts.beforePaint.gzipBytes / 1024).toFixed(0)} KB`
          : 'not measured (no paint reported)',
        `≤ ${BUDGETS.signInScriptGzipBytes / 1024} KB`,
        verdict(checks.signInScripts),
      ]);
      rows.push([
        `sign-in JS until idle (Apollo after paint), gzip`,
        `${(signInScripts.untilIdle.gzipBytes / 1024).toFixed(0)} KB`,
        '',
        '',
      ]);
      rows.push([
        `signed-in home LCP (median, n=${measured.length} of ${homeLcpMs.length}${measured.length ? `, ${formatMs(Math.min(...measured))}–${formatMs(Math.max(...measured))}` : ''})`,
        homeLcpFailed > 0 ? `${homeLcpFailed} sample(s) not measured` : formatMs(homeLcpMedianMs),
        `≤ ${formatMs(BUDGETS.homeLcpMs)}`,
        verdict(checks.homeLcp),
      ]);
    }
    const { volume, contactsSearch, contactsNameSearch, tasksList } = postgres;
    rows.push([
      `bench seed: ${volume.contacts.toLocaleString('en-US')} contacts, ${volume.tasks.toLocaleString('en-US')} tasks`,
      formatMs(volume.ms),
      '',
      '',
    ]);
    for (const [label, run, check] of [
      ['contacts search "kaya" (1,680 matches; 50 + count)', contactsSearch, checks.contactsSearchP99],
      ['contacts search "ayşe kaya" (28 matches)', contactsNameSearch, checks.contactsNameSearchP99],
      ['tasks list (GraphQL, 50 rows)', tasksList, checks.tasksListP99],
    ] as const) {
      rows.push([label, formatRate(run.requestsPerSecond), '', '']);
      rows.push([
        `  p50 / p99 (one ${LOAD_SECONDS} s run, n=${run.requests.toLocaleString('en-US')} requests)`,
        `${formatMs(run.p50Ms)} / ${formatMs(run.p99Ms)}`,
        `p99 < ${formatMs(BUDGETS.contactsSearchP99Ms)}`,
        verdict(check),
      ]);
    }
    rows.push([
      'contacts ×2 / tasks wrong bodies, non-2xx, errors',
      [contactsSearch, contactsNameSearch, tasksList]
        .map((run) => `${run.mismatches}, ${run.non2xx}, ${run.errors + run.timeouts}`)
        .join(' / '),
      '0',
      verdict(checks.volumeBodies),
    ]);
    rows.push([
      `sign-in p50 / p99 (n=${signIn.count})`,
      `${formatMs(signIn.p50Ms)} / ${formatMs(signIn.p99Ms)}`,
      '',
      '',
    ]);
  }
  if (stops.length) {
    rows.push([
      'SIGTERM → exit (each server)',
      stops
        .map((stop) => `${formatMs(stop.ms)}${stop.clean ? '' : ` (exit ${stop.code ?? 'killed'})`}`)
        .join(', '),
      'exit 0',
      verdict(checks.cleanShutdown),
    ]);
  }
  if (neighbour) {
    const { heavy, quiet, loaded } = neighbour;
    rows.push([
      'heavy neighbour: the query',
      `${heavy.aliases} × athletes(first: ${heavy.first}) nested, ${formatMs(heavy.singleMs)}, ${(heavy.bytes / 1024).toFixed(0)} KB, ${heavy.requestsPerSecond.toFixed(1)} req/s`,
      '',
      '',
    ]);
    rows.push([
      'heavy neighbour: me p99 quiet / loaded',
      `${formatMs(quiet.p99Ms)} / ${formatMs(loaded.p99Ms)} (p50 ${formatMs(quiet.p50Ms)} / ${formatMs(loaded.p50Ms)})`,
      '',
      '',
    ]);
    rows.push([
      'heavy neighbour: loaded ÷ quiet p99',
      `${neighbour.ratio.toFixed(2)}×`,
      `≤ ${NEIGHBOUR_BUDGET_RATIO}×`,
      verdict(neighbour.pass),
    ]);
  }
  if (federation) {
    rows.push([
      `federation seed: ${federation.seed.athletes.toLocaleString('en-US')} athletes, ${federation.seed.auditRows.toLocaleString('en-US')} audit rows`,
      formatMs(federation.seed.ms),
      '',
      '',
    ]);
    for (const row of federation.rows) {
      rows.push([
        `${row.screen} as ${row.persona}: p50 demo → federation`,
        `${formatMs(row.demo.p50Ms)} → ${formatMs(row.federation.p50Ms)} (${row.ratio.toFixed(2)}×; ${formatRate(row.demo.requestsPerSecond)} → ${formatRate(row.federation.requestsPerSecond)}; n=${row.demo.requests}/${row.federation.requests})`,
        `≤ ${FEDERATION_BUDGET_RATIO}×`,
        verdict(
          row.demo.requests > 0 &&
            row.federation.requests > 0 &&
            row.ratio <= FEDERATION_BUDGET_RATIO &&
            row.federation.non2xx +
              row.federation.errors +
              row.federation.timeouts +
              row.federation.mismatches ===
              0,
        ),
      ]);
    }
  }
  if (calendar) rows.push(...calendarRows(calendar));
  if (mail) rows.push(...mailRows(mail));
  return rows;
}

/**
 * Prints the table and the peers' (when they ran), then a line for each crash, and writes the results
 * file. `peerFailure`: the side-by-side comparison's error, reported with the crashes.
 */
export async function report(
  results: SectionResults,
  { loadBefore, failures, peerFailure }: { loadBefore: number; failures: Failure[]; peerFailure?: string },
): Promise<void> {
  const { embedded, postgres, neighbour, federation, calendar, mail } = results;
  const stops = [embedded?.firstStop, embedded?.restartStop, postgres?.stop].filter(
    (stop): stop is StopResult => stop !== undefined,
  );
  const checks = budgetChecks(results, stops);
  printTable(ROW_HEADER, budgetRows(results, checks, stops));
  if (postgres?.peers) {
    printPeerTable(postgres.peers, PEER_ROUNDS, PEER_SECONDS);
    printTable(
      ROW_HEADER,
      peerChecks(postgres.peers).map((check) => [
        check.label,
        check.value,
        check.budget,
        verdict(check.pass),
      ]),
    );
  }
  if (mail) printMailTable(mail);
  if (peerFailure) failures.push({ section: 'peers', message: peerFailure });
  for (const failure of failures) console.log(`CRASH ${failure.section}: ${failure.message.split('\n')[0]}`);

  await mkdir(path.dirname(RESULTS_FILE), { recursive: true });
  const saved = {
    date: new Date().toISOString(),
    node: process.version,
    platform: `${os.platform()} ${os.arch()}`,
    cpus: os.cpus().length,
    loadAverage: { before: loadBefore, after: os.loadavg()[0] ?? 0 },
    quick: QUICK,
    load: { connections: LOAD_CONNECTIONS, seconds: LOAD_SECONDS, warmupSeconds: WARMUP_SECONDS },
    peerRounds: { rounds: PEER_ROUNDS, seconds: PEER_SECONDS },
    peerChecks: postgres?.peers ? peerChecks(postgres.peers) : null,
    mailChecks: mail ? mailChecks(mail) : null,
    budgets: {
      embeddedRestartMs: { limit: BUDGETS.embeddedRestartMs, pass: checks.embeddedRestart ?? null },
      meRequestsPerSecond: { limit: BUDGETS.meRequestsPerSecond, pass: checks.meThroughput ?? null },
      signInScriptGzipBytes: { limit: BUDGETS.signInScriptGzipBytes, pass: checks.signInScripts ?? null },
      homeLcpMs: { limit: BUDGETS.homeLcpMs, pass: checks.homeLcp ?? null },
      contactsSearchP99Ms: { limit: BUDGETS.contactsSearchP99Ms, pass: checks.contactsSearchP99 ?? null },
      contactsNameSearchP99Ms: {
        limit: BUDGETS.contactsSearchP99Ms,
        pass: checks.contactsNameSearchP99 ?? null,
      },
      tasksListP99Ms: { limit: BUDGETS.tasksListP99Ms, pass: checks.tasksListP99 ?? null },
    },
    checks: Object.fromEntries(Object.entries(checks).map(([name, pass]) => [name, pass ?? null])),
    embedded: embedded ?? null,
    postgres: postgres ?? null,
    neighbour: neighbour ?? null,
    federation: federation ?? null,
    calendar: calendar ?? null,
    mail: mail ?? null,
    failures,
  };
  await writeFile(RESULTS_FILE, `${JSON.stringify(saved, null, 2)}\n`);
  console.log(`\nWrote ${path.relative(ROOT, RESULTS_FILE)}`);
}

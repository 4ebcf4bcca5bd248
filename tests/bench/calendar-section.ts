// Section 8: the calendar at demo size and with the calendar's federation seed (calendar-seed.ts), on a
// server and a fresh database of its own: an organization admin's month, the same month filtered to one
// team, and a parent's week with their children as attendees. Each window is timed one request at a
// time, then under load, and its statements per request are counted by a second server that traces
// them (statement-count.ts). Budget: the month's p50 at federation size within 2× of its demo-size p50;
// the statements per request the same at both sizes.
import os from 'node:os';
import {
  answerSize,
  CALENDAR_BUDGET_RATIO,
  CALENDAR_CONNECTIONS,
  calendarScreens,
  SEQUENTIAL_SAMPLES,
  type CalendarPersona,
} from './calendar-screens.js';
import { CALENDAR_FEDERATION, seedCalendarFederation, type CalendarSeedResult } from './calendar-seed.js';
import { withPgTarget } from './federation.js';
import { formatMs, formatRate, verdict, type Row } from './format.js';
import { load, percentile, signIn, summarize, waitForIdleDatabase, type LoadSummary } from './measure.js';
import { LOAD_SECONDS, ORG_ADMIN, PARENT, QUICK, WARMUP_SECONDS } from './options.js';
import { withFreshServer } from './servers.js';
import { startStatementCounter } from './statement-count.js';

/** Statement counts taken per window and size. */
const COUNT_SAMPLES = 3;

/** One window at one size. */
export interface CalendarSample {
  load: LoadSummary;
  /** One request at a time, after the answer was checked. */
  sequential: { p50Ms: number; maxMs: number; n: number };
  /** Statements per request, each sample with the viewer cached. */
  statements: number[];
  answer: ReturnType<typeof answerSize>;
}

export interface CalendarRow {
  screen: string;
  persona: CalendarPersona;
  budgeted: boolean;
  demo: CalendarSample;
  federation: CalendarSample;
  /** Federation ÷ demo, one request at a time (p50): the budgeted ratio. */
  ratio: number;
  /** Federation p50 ÷ demo p50, under load. */
  loadRatio: number;
}

export interface CalendarBenchResult {
  seed: CalendarSeedResult;
  rows: CalendarRow[];
  /** The 1-minute load average when each size's samples began. */
  loadAverage: { demo: number; federation: number };
}

async function timed(url: string, init: RequestInit): Promise<{ ms: number; status: number; text: string }> {
  const started = performance.now();
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(60_000) });
  const text = await response.text();
  return { ms: performance.now() - started, status: response.status, text };
}

/** Reads of every window before a size's samples. */
const WARM_ROUNDS = 10;

/** The calendar section (see the header) on its own fresh database and servers. */
export function benchCalendarSection(): Promise<CalendarBenchResult> {
  return withFreshServer(async (server, databaseUrl) => {
    const tokens = {
      'organization admin': await signIn(server.url, ORG_ADMIN),
      parent: await signIn(server.url, PARENT),
    };
    const counter = await startStatementCounter(databaseUrl);
    try {
      const counterTokens = {
        'organization admin': await signIn(counter.url, ORG_ADMIN),
        parent: await signIn(counter.url, PARENT),
      };
      const screens = calendarScreens();
      const requestOf = (screen: (typeof screens)[number]) => ({
        url: `${server.url}/graphql`,
        method: 'POST' as const,
        headers: {
          authorization: `Bearer ${tokens[screen.persona]}`,
          'content-type': 'application/json',
        },
        body: screen.body,
      });
      const measure = async (size: string): Promise<CalendarSample[]> => {
        // Every window read a few times first, so that the first one measured does not pay for the
        // server's warming up (its code compiled, its caches filled) that the later ones are spared.
        for (let round = 0; round < WARM_ROUNDS; round += 1) {
          for (const screen of screens) await timed(server.url + '/graphql', requestOf(screen));
        }
        const samples: CalendarSample[] = [];
        for (const screen of screens) {
          const request = requestOf(screen);
          const answered = (text: string) => text.includes(screen.expect) && !text.includes('"errors"');
          const first = await timed(request.url, request);
          if (first.status !== 200 || !answered(first.text)) {
            throw new Error(
              `${screen.name} as ${screen.persona} answered ${first.status}: ${first.text.slice(0, 300)}`,
            );
          }
          const answer = answerSize(first.text);
          const statements: number[] = [];
          for (let sample = 0; sample < COUNT_SAMPLES; sample += 1) {
            statements.push(await counter.count(counterTokens[screen.persona], screen.body));
          }
          await waitForIdleDatabase(databaseUrl);
          const times: number[] = [];
          for (let sample = 0; sample < (QUICK ? 3 : SEQUENTIAL_SAMPLES); sample += 1) {
            const one = await timed(request.url, request);
            if (one.status !== 200 || !answered(one.text)) throw new Error(`${screen.name}: a wrong answer`);
            times.push(one.ms);
          }
          times.sort((a, b) => a - b);
          await waitForIdleDatabase(databaseUrl);
          await load(`warm-up ${screen.name}`, request, WARMUP_SECONDS, answered, CALENDAR_CONNECTIONS);
          // autocannon leaves the warm-up's last requests running on the server: one more answer, and
          // they are done too (they are hundreds of milliseconds of Node, not of the database).
          await timed(request.url, request);
          await waitForIdleDatabase(databaseUrl);
          console.log(
            `  ${size}: ${screen.name} as ${screen.persona}: ${answer.occurrences.toLocaleString('en-US')} occurrences` +
              `${answer.total !== undefined ? ` of ${answer.total.toLocaleString('en-US')}` : ''}` +
              `${answer.attendees ? ` (${answer.attendees} attendees)` : ''}, ${(answer.bytes / 1024).toFixed(0)} KB, ` +
              `${statements.join('/')} statements, one at a time p50 ${formatMs(percentile(times, 50))}; ` +
              `${CALENDAR_CONNECTIONS} connections, ${LOAD_SECONDS} s…`,
          );
          const loaded = summarize(
            await load(screen.name, request, LOAD_SECONDS, answered, CALENDAR_CONNECTIONS),
          );
          samples.push({
            load: loaded,
            sequential: { p50Ms: percentile(times, 50), maxMs: times.at(-1) ?? Number.NaN, n: times.length },
            statements,
            answer,
          });
        }
        return samples;
      };
      const demoLoad = os.loadavg()[0] ?? 0;
      console.log(`  demo size (load average ${demoLoad.toFixed(2)})`);
      const demo = await measure('demo size');
      console.log(
        `  calendar seed: ${CALENDAR_FEDERATION.teams} teams, ${CALENDAR_FEDERATION.athletes.toLocaleString('en-US')} athletes, ` +
          `${CALENDAR_FEDERATION.attendanceRows.toLocaleString('en-US')} attendance rows…`,
      );
      const seed = await withPgTarget(databaseUrl.toString(), (target) => seedCalendarFederation(target));
      console.log(
        `  grown in ${formatMs(seed.ms)} (VACUUM ANALYZE included): ${seed.series} series, ` +
          `${seed.occurrences.toLocaleString('en-US')} occurrences this season, ` +
          `${seed.attendanceRows.toLocaleString('en-US')} attendance rows (${seed.earlierSeasons} earlier seasons)`,
      );
      const federationLoad = os.loadavg()[0] ?? 0;
      console.log(`  federation size (load average ${federationLoad.toFixed(2)})`);
      const federation = await measure('federation size');
      return {
        seed,
        loadAverage: { demo: demoLoad, federation: federationLoad },
        rows: screens.map((screen, index) => {
          const before = demo[index]!;
          const after = federation[index]!;
          return {
            screen: screen.name,
            persona: screen.persona,
            budgeted: screen.budgeted,
            demo: before,
            federation: after,
            ratio: after.sequential.p50Ms / Math.max(before.sequential.p50Ms, 0.01),
            loadRatio: after.load.p50Ms / Math.max(before.load.p50Ms, 0.01),
          };
        }),
      };
    } finally {
      await counter.stop();
    }
  });
}

const constant = (row: CalendarRow) => {
  const all = [...row.demo.statements, ...row.federation.statements];
  return all.length > 0 && all.every((count) => count === all[0]);
};

const clean = (run: LoadSummary) =>
  run.requests > 0 && run.non2xx + run.errors + run.timeouts + run.mismatches === 0;

/** The report's rows for the calendar section (report.ts). */
export function calendarRows(calendar: CalendarBenchResult): Row[] {
  const { seed } = calendar;
  const rows: Row[] = [
    [
      `calendar seed: ${seed.teams} teams, ${seed.athletes.toLocaleString('en-US')} athletes, ${seed.occurrences.toLocaleString('en-US')} occurrences this season, ${seed.attendanceRows.toLocaleString('en-US')} attendance rows`,
      formatMs(seed.ms),
      '',
      '',
    ],
    [
      'calendar: load average at demo / federation size',
      `${calendar.loadAverage.demo.toFixed(2)} / ${calendar.loadAverage.federation.toFixed(2)}`,
      '',
      '',
    ],
  ];
  for (const row of calendar.rows) {
    const { demo, federation } = row;
    rows.push([
      `calendar ${row.screen} as ${row.persona}: one at a time, p50 demo → federation (n=${demo.sequential.n})`,
      `${formatMs(demo.sequential.p50Ms)} → ${formatMs(federation.sequential.p50Ms)} (${row.ratio.toFixed(2)}×; max ${formatMs(demo.sequential.maxMs)} → ${formatMs(federation.sequential.maxMs)})`,
      row.budgeted ? `≤ ${CALENDAR_BUDGET_RATIO}×` : '',
      row.budgeted ? verdict(row.ratio <= CALENDAR_BUDGET_RATIO) : '',
    ]);
    rows.push([
      `  ${CALENDAR_CONNECTIONS} connections, ${LOAD_SECONDS} s: p50 (p99; req/s; n)`,
      `${formatMs(demo.load.p50Ms)} → ${formatMs(federation.load.p50Ms)} (${row.loadRatio.toFixed(2)}×; p99 ${formatMs(demo.load.p99Ms)} → ${formatMs(federation.load.p99Ms)}; ${formatRate(demo.load.requestsPerSecond)} → ${formatRate(federation.load.requestsPerSecond)}; n=${demo.load.requests}/${federation.load.requests})`,
      'all answered',
      verdict(clean(demo.load) && clean(federation.load)),
    ]);
    rows.push([
      '  answer',
      `${demo.answer.occurrences} → ${federation.answer.occurrences} occurrences${federation.answer.total !== undefined ? ` (of ${demo.answer.total} → ${federation.answer.total} in its days)` : ''}, ${(demo.answer.bytes / 1024).toFixed(0)} → ${(federation.answer.bytes / 1024).toFixed(0)} KB${federation.answer.attendees ? `, ${demo.answer.attendees} → ${federation.answer.attendees} attendees` : ''}`,
      '',
      '',
    ]);
    rows.push([
      '  statements per request (viewer cached)',
      `${demo.statements.join('/')} → ${federation.statements.join('/')}`,
      'constant',
      verdict(constant(row)),
    ]);
  }
  return rows;
}

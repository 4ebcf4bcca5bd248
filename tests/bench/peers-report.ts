// The peers section's results: each measure's median over the rounds, Arena's req/s over each peer's
// round by round, the budgets (reported, not asserted), and the tables report.ts prints after its own.
import { printTable } from './format.js';
import type { OtherPeer, PeerName, PeersResult, Run, Scenario } from './peers-types.js';

export function median(values: number[]): number {
  const sorted = [...values].filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The median of each measure over the rounds, and the range of req/s. */
export function summarizeRuns(runs: Run[] | undefined) {
  if (!runs || runs.length === 0) return undefined;
  const rates = runs.map((run) => run.requestsPerSecond);
  return {
    requestsPerSecond: median(rates),
    minRequestsPerSecond: Math.min(...rates),
    maxRequestsPerSecond: Math.max(...rates),
    p50Ms: median(runs.map((run) => run.p50Ms)),
    p99Ms: median(runs.map((run) => run.p99Ms)),
    failures: runs.reduce((sum, run) => sum + run.failures, 0),
    /** Samples (rounds) and the requests they made. */
    count: runs.length,
    requests: runs.reduce((sum, run) => sum + run.requests, 0),
  };
}

/** Arena's (or `of`'s) req/s over the peer's, round by round (the two met the same load), as median and range. */
export function ratios(scenario: Scenario, peer: OtherPeer, of: PeerName = 'arena') {
  const arena = scenario.runs[of] ?? [];
  const other = scenario.runs[peer] ?? [];
  const values = arena
    .map((run, round) => run.requestsPerSecond / (other[round]?.requestsPerSecond ?? Number.NaN))
    .filter(Number.isFinite);
  if (values.length === 0) return undefined;
  return {
    median: median(values),
    min: Math.min(...values),
    max: Math.max(...values),
    count: values.length,
  };
}

/**
 * The budgets (reported, not asserted): like with like. Arena against PostGraphile 5 set up like Arena
 * (the owner's connection, the organization in the query); the floor ratios bound what Arena can reach.
 */
export const PEER_BUDGETS = {
  firstPageVsPostgraphile5: 1.5,
  deepPageVsPostgraphile5: 1.5,
  searchVsPostgraphile5: 1.5,
  /** Arena ÷ the stack's floor. */
  firstPageVsFloor: 0.5,
  meVsFloor: 0.8,
  /** The deep page's p99 at most this much above the first page's. */
  deepPageP99Slack: 0.2,
  /** Also the postgres section's budget for its own `me` measurement (options.ts). */
  meRequestsPerSecond: 6_000,
} as const;

export interface PeerCheck {
  label: string;
  value: string;
  budget: string;
  pass: boolean | undefined;
}

const times = (value: number) => `${value.toFixed(2)}×`;
const PEER_LABELS: Record<OtherPeer, string> = {
  pg4: 'PostGraphile 4 (like Arena)',
  pg5: 'PostGraphile 5 (like Arena)',
  pg4Rls: 'PostGraphile 4 (RLS)',
  pg5Rls: 'PostGraphile 5 (RLS)',
  floor: "the stack's floor",
  pgbench: 'raw SQL',
};

export function peerChecks(result: PeersResult): PeerCheck[] {
  const byKey = new Map(result.scenarios.map((scenario) => [scenario.key, scenario]));
  const checks: PeerCheck[] = [];
  // `limit` undefined: a measure without a budget. Every value names its samples: n rounds, the range.
  const ratioCheck = (key: string, peer: OtherPeer, limit: number | undefined, label: string) => {
    const scenario = byKey.get(key);
    const ratio = scenario && ratios(scenario, peer);
    checks.push({
      label: `${label}: Arena / ${PEER_LABELS[peer]}`,
      value: ratio
        ? `${times(ratio.median)} (n=${ratio.count}, ${times(ratio.min)}–${times(ratio.max)})`
        : 'n/a (a server did not run or completed no request in a sample)',
      budget: limit === undefined ? '' : `≥ ${times(limit)}`,
      pass: limit === undefined ? undefined : ratio ? ratio.median >= limit : false,
    });
  };
  ratioCheck('firstPage', 'pg5', PEER_BUDGETS.firstPageVsPostgraphile5, 'first page');
  ratioCheck('deepPage', 'pg5', PEER_BUDGETS.deepPageVsPostgraphile5, 'deep page');
  ratioCheck('search', 'pg5', PEER_BUDGETS.searchVsPostgraphile5, 'search with count');
  ratioCheck('tasks', 'pg5', undefined, 'tasks list');
  for (const [key, label] of [
    ['firstPage', 'first page'],
    ['deepPage', 'deep page'],
    ['search', 'search with count'],
    ['tasks', 'tasks list'],
  ] as const)
    ratioCheck(key, 'pg4', undefined, label);
  ratioCheck('firstPage', 'floor', PEER_BUDGETS.firstPageVsFloor, 'first page');
  ratioCheck('me', 'floor', PEER_BUDGETS.meVsFloor, '`me`');
  ratioCheck('firstPage', 'pgbench', undefined, 'first page');
  const me = summarizeRuns(byKey.get('me')?.runs.arena);
  if (me) {
    checks.push({
      label: '`me`: Arena, req/s (the rounds; run.ts has its own budget line)',
      value: `${Math.round(me.requestsPerSecond).toLocaleString('en-US')} (n=${me.count}, ${Math.round(me.minRequestsPerSecond).toLocaleString('en-US')}–${Math.round(me.maxRequestsPerSecond).toLocaleString('en-US')})`,
      budget: '',
      pass: undefined,
    });
  }
  const first = summarizeRuns(byKey.get('firstPage')?.runs.arena);
  const deep = summarizeRuns(byKey.get('deepPage')?.runs.arena);
  if (first && deep) {
    const slack = deep.p99Ms / first.p99Ms - 1;
    checks.push({
      label: 'deep page p99 vs first page p99 (Arena)',
      value: `${deep.p99Ms.toFixed(1)} / ${first.p99Ms.toFixed(1)} ms (${slack >= 0 ? '+' : ''}${(slack * 100).toFixed(0)} %; median of n=${deep.count} rounds, ${deep.requests.toLocaleString('en-US')} / ${first.requests.toLocaleString('en-US')} requests)`,
      budget: `≤ +${PEER_BUDGETS.deepPageP99Slack * 100} %`,
      pass: slack <= PEER_BUDGETS.deepPageP99Slack,
    });
  }
  for (const scenario of result.scenarios) {
    if (scenario.sameRows === null) continue;
    checks.push({
      label: `${scenario.label}: same rows, in order (every peer)`,
      value: scenario.sameRows ? `yes (${scenario.rows})` : 'NO',
      budget: 'yes',
      pass: scenario.sameRows,
    });
  }
  const failures = result.scenarios.reduce(
    (sum, scenario) =>
      sum +
      Object.values(scenario.runs).reduce((inner, runs) => inner + (summarizeRuns(runs)?.failures ?? 0), 0),
    0,
  );
  const requests = result.scenarios.reduce(
    (sum, scenario) =>
      sum +
      Object.values(scenario.runs).reduce((inner, runs) => inner + (summarizeRuns(runs)?.requests ?? 0), 0),
    0,
  );
  checks.push(...soundnessChecks('peers', failures, requests, result.busyStarts));
  return checks;
}

/** A section's two checks that every sample counted: no failed request, no sample on a busy database. */
export function soundnessChecks(
  section: string,
  failures: number,
  requests: number,
  busyStarts: number,
): PeerCheck[] {
  return [
    {
      label: `${section}: failed requests or wrong bodies`,
      value: `${failures} of ${requests.toLocaleString('en-US')}`,
      budget: '0',
      pass: failures === 0,
    },
    {
      label: `${section}: samples started on a busy database`,
      value: String(busyStarts),
      budget: '0',
      pass: busyStarts === 0,
    },
  ];
}

/** One server's cell of a side-by-side table: req/s (median of the rounds, range), p50 and p99. */
export function runCell(runs: Run[] | undefined, unit: string): string {
  const summary = summarizeRuns(runs);
  if (!summary) return '—';
  // A sample shorter than one answer: nothing to time (QUICK runs, PostGraphile 4's deep page under load).
  if (summary.requests === 0) return 'no request completed';
  const range =
    runs!.length > 1
      ? ` (${Math.round(summary.minRequestsPerSecond).toLocaleString('en-US')}–${Math.round(summary.maxRequestsPerSecond).toLocaleString('en-US')})`
      : '';
  return `${Math.round(summary.requestsPerSecond).toLocaleString('en-US')} ${unit}${range}, p50 ${summary.p50Ms.toFixed(1)} / p99 ${summary.p99Ms.toFixed(1)} ms`;
}

/** Arena ÷ a peer on one scenario, the median of the per-round ratios; '—' when a side did not run. */
export function ratioCell(scenario: Scenario, peer: OtherPeer): string {
  const value = ratios(scenario, peer);
  return value ? times(value.median) : '—';
}

/** The table: req/s (median of the rounds, range), p50 and p99 for each peer, and Arena's ratios. */
export function printPeerTable(result: PeersResult, rounds: number, seconds: number): void {
  const v4 = result.postgraphileVersions[4] ?? '4';
  const v5 = result.postgraphileVersions[5] ?? '5 (not run)';
  const cell = runCell;
  const ratio = ratioCell;
  const print = (title: string, header: string[], rows: string[][]) => printTable(header, rows, title);
  const samples = `median of ${rounds} alternating round${rounds === 1 ? '' : 's'} of ${seconds} s each (range of req/s in brackets)`;
  print(
    `Lists side by side, like with like (every server on the owner's connection, the organization in the query): ${samples}`,
    [
      'list',
      'Arena',
      `PostGraphile ${v4}`,
      `PostGraphile ${v5}`,
      "the stack's floor",
      'pgbench (Arena SQL)',
      'Arena/PG4',
      'Arena/PG5',
      'Arena/floor',
      'Arena/SQL',
    ],
    result.scenarios.map((scenario) => {
      const sql = ratios(scenario, 'pgbench');
      return [
        scenario.label,
        cell(scenario.runs.arena, 'req/s'),
        cell(scenario.runs.pg4, 'req/s'),
        cell(scenario.runs.pg5, 'req/s'),
        cell(scenario.runs.floor, 'req/s'),
        cell(scenario.runs.pgbench, 'tps'),
        ratio(scenario, 'pg4'),
        ratio(scenario, 'pg5'),
        ratio(scenario, 'floor'),
        sql ? `${(sql.median * 100).toFixed(0)} %` : '—',
      ];
    }),
  );
  print(
    `PostGraphile with row-level security (a JWT, SET LOCAL role and claims, a transaction per request; the organization by policy): ${samples}`,
    ['list', `PostGraphile ${v4} (RLS)`, `PostGraphile ${v5} (RLS)`, 'Arena/PG4 RLS', 'Arena/PG5 RLS'],
    result.scenarios
      .filter((scenario) => scenario.runs.pg4Rls || scenario.runs.pg5Rls)
      .map((scenario) => [
        scenario.label,
        cell(scenario.runs.pg4Rls, 'req/s'),
        cell(scenario.runs.pg5Rls, 'req/s'),
        ratio(scenario, 'pg4Rls'),
        ratio(scenario, 'pg5Rls'),
      ]),
  );
}

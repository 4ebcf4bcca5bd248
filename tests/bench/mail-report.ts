// The mail section's results (mail-section.ts): its budgets and checks, its rows in the report's table,
// and its side-by-side table. Budgets are reported, not asserted.
import { formatMs, printTable, verdict, type Row } from './format.js';
import type { MailBenchResult } from './mail-section.js';
import { LOAD_CONNECTIONS, PEER_ROUNDS, PEER_SECONDS } from './options.js';
import {
  ratioCell,
  ratios,
  runCell,
  soundnessChecks,
  summarizeRuns,
  type PeerCheck,
} from './peers-report.js';
import type { OtherPeer } from './peers-types.js';

/** The budgets: like with like, on the first page; the deep page as fast as the first. */
export const MAIL_BUDGETS = {
  firstPageVsPostgraphile5: 1.5,
  /** Arena ÷ the stack's floor. */
  firstPageVsFloor: 0.5,
  /** The deep page's p99 at most this much above the first page's (Arena). */
  deepPageP99Slack: 0.2,
} as const;

const times = (value: number) => `${value.toFixed(2)}×`;
const LABELS: Partial<Record<OtherPeer, string>> = {
  pg5: 'PostGraphile 5 (like Arena)',
  pg5Rls: 'PostGraphile 5 (RLS)',
  floor: "the stack's floor",
  pgbench: "raw SQL (pgbench, Arena's statements)",
};

export function mailChecks(result: MailBenchResult): PeerCheck[] {
  const byKey = new Map(result.scenarios.map((scenario) => [scenario.key, scenario]));
  const checks: PeerCheck[] = [];
  const ratioCheck = (key: string, peer: OtherPeer, limit: number | undefined, label: string) => {
    const scenario = byKey.get(key);
    const ratio = scenario && ratios(scenario, peer);
    checks.push({
      label: `mail ${label}: Arena / ${LABELS[peer]}`,
      value: ratio
        ? `${times(ratio.median)} (n=${ratio.count}, ${times(ratio.min)}–${times(ratio.max)})`
        : 'n/a (a server did not run or completed no request in a sample)',
      budget: limit === undefined ? '' : `≥ ${times(limit)}`,
      pass: limit === undefined ? undefined : ratio ? ratio.median >= limit : false,
    });
  };
  ratioCheck('mailFirst', 'pg5', MAIL_BUDGETS.firstPageVsPostgraphile5, 'first page');
  ratioCheck('mailFirst', 'floor', MAIL_BUDGETS.firstPageVsFloor, 'first page');
  ratioCheck('mailDeep', 'pg5', undefined, 'deep page');
  ratioCheck('mailDeep', 'floor', undefined, 'deep page');
  for (const key of ['mailFirst', 'mailDeep']) {
    const page = key === 'mailFirst' ? 'first page' : 'deep page';
    ratioCheck(key, 'pg5Rls', undefined, page);
    ratioCheck(key, 'pgbench', undefined, page);
  }
  const first = summarizeRuns(byKey.get('mailFirst')?.runs.arena);
  const deep = summarizeRuns(byKey.get('mailDeep')?.runs.arena);
  const slack = first && deep ? deep.p99Ms / first.p99Ms - 1 : Number.NaN;
  checks.push({
    label: 'mail deep page p99 vs first page p99 (Arena)',
    value:
      first && deep
        ? `${deep.p99Ms.toFixed(1)} / ${first.p99Ms.toFixed(1)} ms (${slack >= 0 ? '+' : ''}${(slack * 100).toFixed(0)} %; median of n=${deep.count} rounds, ${deep.requests.toLocaleString('en-US')} / ${first.requests.toLocaleString('en-US')} requests)`
        : 'n/a',
    budget: `≤ +${MAIL_BUDGETS.deepPageP99Slack * 100} %`,
    pass: Number.isFinite(slack) ? slack <= MAIL_BUDGETS.deepPageP99Slack : false,
  });
  const all = result.statements.flatMap((count) => count.counts);
  checks.push({
    label: 'mail statements per page (viewer cached)',
    value: result.statements.map((count) => `${count.label}: ${count.counts.join('/')}`).join('; '),
    budget: 'constant',
    pass: all.length > 0 && all.every((count) => count === all[0]),
  });
  checks.push({
    label: "mail pgbench runs the server's own statements (shapes from its log)",
    value: result.sqlMatchesServer ? 'yes' : 'NO',
    budget: 'yes',
    pass: result.sqlMatchesServer,
  });
  for (const scenario of result.scenarios) {
    checks.push({
      label: `mail ${scenario.label}: same rows in order and count (every peer)`,
      value: scenario.sameRows ? `yes (${scenario.rows})` : 'NO',
      budget: 'yes',
      pass: scenario.sameRows === true,
    });
  }
  const runs = result.scenarios.flatMap((scenario) => Object.values(scenario.runs).flat());
  const failures = runs.reduce((sum, run) => sum + run.failures, 0);
  const requests = runs.reduce((sum, run) => sum + run.requests, 0);
  checks.push(...soundnessChecks('mail', failures, requests, result.busyStarts));
  return checks;
}

/** The report's rows for the mail section (report.ts): the seed, the load, the plans, the checks. */
export function mailRows(result: MailBenchResult): Row[] {
  const { seed, loadAverage } = result;
  const rows: Row[] = [
    [
      `mail seed: ${seed.total.toLocaleString('en-US')} mails (${seed.inbox.toLocaleString('en-US')} in one Inbox), ${seed.users} bench users, ${seed.labelled.toLocaleString('en-US')} labelled, ${seed.attachments.toLocaleString('en-US')} attachments`,
      formatMs(seed.ms),
      '',
      '',
    ],
    [
      'mail: load average at the start / the rounds / the end',
      `${loadAverage.start.toFixed(2)} / ${loadAverage.rounds.toFixed(2)} / ${loadAverage.end.toFixed(2)}`,
      '',
      '',
    ],
    [
      'mail: answer size, first / deep page',
      `${(result.answerBytes.first / 1024).toFixed(0)} / ${(result.answerBytes.deep / 1024).toFixed(0)} KB`,
      '',
      '',
    ],
  ];
  for (const [page, plans] of Object.entries(result.explain)) {
    rows.push([
      `mail EXPLAIN ANALYZE, ${page} page (${plans.map((plan) => plan.statement).join(', ')})`,
      plans.map((plan) => `${plan.executionMs.toFixed(2)} ms`).join(', '),
      '',
      '',
    ]);
  }
  for (const check of mailChecks(result)) {
    rows.push([check.label, check.value, check.budget, verdict(check.pass)]);
  }
  return rows;
}

/** The side-by-side table: req/s (median of the rounds, range), p50 and p99 per server, Arena's ratios. */
export function printMailTable(result: MailBenchResult): void {
  const cell = runCell;
  const ratio = ratioCell;
  const version = result.postgraphileVersion ?? '5 (not run)';
  printTable(
    [
      'page',
      'Arena',
      `PostGraphile ${version}`,
      `PostGraphile ${version} (RLS)`,
      "the stack's floor",
      'pgbench (Arena SQL)',
      'Arena/PG5',
      'Arena/PG5 RLS',
      'Arena/floor',
      'Arena/SQL',
    ],
    result.scenarios.map((scenario) => [
      scenario.label,
      cell(scenario.runs.arena, 'req/s'),
      cell(scenario.runs.pg5, 'req/s'),
      cell(scenario.runs.pg5Rls, 'req/s'),
      cell(scenario.runs.floor, 'req/s'),
      cell(scenario.runs.pgbench, 'tps'),
      ratio(scenario, 'pg5'),
      ratio(scenario, 'pg5Rls'),
      ratio(scenario, 'floor'),
      ratio(scenario, 'pgbench'),
    ]),
    `Mailbox, the organization admin's Inbox (${result.seed.inbox.toLocaleString('en-US')} of ${result.seed.total.toLocaleString('en-US')} mails), ${LOAD_CONNECTIONS} connections: median of ${PEER_ROUNDS} alternating round${PEER_ROUNDS === 1 ? '' : 's'} of ${PEER_SECONDS} s each (range of req/s in brackets)`,
  );
}

// How the bench prints its numbers: durations, rates, verdicts and the tables they stand in.

export function formatMs(ms: number): string {
  if (!Number.isFinite(ms)) return 'n/a';
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(ms < 10 ? 1 : 0)} ms`;
}

export function formatRate(value: number): string {
  return `${Math.round(value).toLocaleString('en-US')} req/s`;
}

export type Row = [metric: string, value: string, budget: string, verdict: string];

/** The budget tables' header (the report's own table and the peers' checks). */
export const ROW_HEADER: Row = ['metric', 'value', 'budget', 'result'];

/** A table after an empty line, under its title when it has one: each column as wide as its widest cell. */
export function printTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  title?: string,
): void {
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column]!.length)));
  const line = (row: readonly string[]) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
  const above = title === undefined ? '' : `${title}\n`;
  console.log(`\n${above}${line(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const row of rows) console.log(line(row));
}

export function verdict(pass: boolean | undefined): string {
  return pass === undefined ? '' : pass ? 'PASS' : 'FAIL';
}

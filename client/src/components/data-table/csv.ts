/**
 * CSV export of a list: every row matching the list's search and filters, fetched page by page from the
 * API (keyset pages), encoded as UTF-8 with a byte order mark (so Excel shows Turkish letters) and guarded
 * against formula injection (a text cell starting with = + - @, a tab or a carriage return gets a leading ').
 */
import { saveBlob } from '../../lib/save-blob';

/** What a CSV cell may be given. Numbers and booleans are written as they are (no injection guard). */
export type CsvValue = string | number | boolean | null | undefined;

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvValue;
}

export interface CsvPage<Row> {
  rows: readonly Row[];
  endCursor: string | null | undefined;
  hasNextPage: boolean;
}

export interface ExportCsvOptions<Row> {
  /** The file's name; `.csv` is added when missing. */
  fileName: string;
  columns: readonly CsvColumn<Row>[];
  /** One page of rows after `after` (null: the first page), with the search and filters of the list. */
  fetchPage: (after: string | null) => Promise<CsvPage<Row>>;
  /** Stops after this many rows (a guard against an endless cursor); 100,000 by default. */
  maxRows?: number;
}

/** The byte order mark that tells Excel the file is UTF-8. */
export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/** One cell, escaped: the formula guard for text, then quotes when needed (inner quotes doubled). */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

/** The header line and one line per row, CRLF-separated (RFC 4180), without the byte order mark. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((column) => csvCell(column.header)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))).join(','));
  return lines.join('\r\n') + '\r\n';
}

/** Every row the pages give, in order, following `endCursor` while `hasNextPage`. */
export async function collectPages<Row>(
  fetchPage: ExportCsvOptions<Row>['fetchPage'],
  maxRows = 100_000,
): Promise<Row[]> {
  const rows: Row[] = [];
  let after: string | null = null;
  for (;;) {
    const page: CsvPage<Row> = await fetchPage(after);
    rows.push(...page.rows);
    if (!page.hasNextPage || !page.endCursor || page.endCursor === after || rows.length >= maxRows) break;
    after = page.endCursor;
  }
  return rows.slice(0, maxRows);
}

/** The file's text: the byte order mark, then the CSV. */
export function csvFileText<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  return CSV_BOM + toCsv(columns, rows);
}

/** The file's content as a Blob (a string part is written as UTF-8), typed text/csv in UTF-8. */
export function csvBlob<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): Blob {
  return new Blob([csvFileText(columns, rows)], { type: 'text/csv;charset=utf-8' });
}

/** Fetches every page, builds the file and has the browser save it. Answers how many rows it wrote. */
export async function exportCsv<Row>({ fileName, columns, fetchPage, maxRows }: ExportCsvOptions<Row>) {
  const rows = await collectPages(fetchPage, maxRows);
  saveBlob(csvBlob(columns, rows), fileName.toLowerCase().endsWith('.csv') ? fileName : `${fileName}.csv`);
  return rows.length;
}

// The raw-SQL ceiling: pgbench running Arena's own statements for a contacts page (built by the contacts
// service's contactPageStatements, with the parameters written in), what a server in front of
// PostgreSQL can approach.
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  contactPageStatements,
  contactSelectList,
} from '../../server/src/features/contacts/contacts.service.js';
import { percentile } from './measure.js';
import { PAGE } from './peers-queries.js';
import type { Run } from './peers-types.js';

// --- SQL the way pgbench runs it ----------------------------------------------------------------

function literal(value: unknown): string {
  if (typeof value === 'number') return String(value);
  return `'${String(value).replace(/'/g, "''")}'`;
}

/** The statement with its `$n` parameters written in (pgbench scripts take no bound values). */
function inline(sql: string, params: readonly unknown[]): string {
  return sql.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]));
}

/** Arena's statements for a contacts page, as ContactsService.page runs them (one script line each). */
export function arenaContactStatements(
  organizationId: string,
  page: { query?: string; cursor?: [string, string] | null; counting: boolean },
): { script: string; statements: { sql: string; params: unknown[] }[] } {
  const built = contactPageStatements({
    columns: contactSelectList(['id', 'name', 'emails', 'phoneNumbers', 'tagIds']),
    organizationId,
    query: page.query ?? null,
    cursor: page.cursor ?? null,
    first: PAGE,
    counting: page.counting,
  });
  const statements = [{ sql: built.rowsSql, params: built.params }];
  if (page.counting && !built.trigram) statements.push({ sql: built.countSql, params: built.countParams });
  const script = statements
    .map(({ sql, params }) => `${inline(sql, params).replace(/\s+/g, ' ')};`)
    .join('\n');
  return { script, statements };
}

// --- The load ----------------------------------------------------------------------------------

/** pgbench over one script: transactions per second and latency percentiles from its per-transaction log. */
export async function pgbenchLoad(
  databaseUrl: string,
  script: string,
  connections: number,
  seconds: number,
): Promise<Run> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'arena-pgbench-'));
  try {
    const file = path.join(dir, 'script.sql');
    await writeFile(file, `${script}\n`);
    const url = new URL(databaseUrl);
    const args = [
      '-n',
      '-M',
      'prepared',
      '-c',
      String(connections),
      '-j',
      String(Math.min(2, connections)),
      '-T',
      String(seconds),
      '-f',
      file,
      '-l',
      `--log-prefix=${path.join(dir, 'log')}`,
      '-h',
      url.hostname,
      '-p',
      url.port || '5432',
      '-U',
      decodeURIComponent(url.username || 'postgres'),
      url.pathname.slice(1),
    ];
    const env = { ...process.env, ...(url.password ? { PGPASSWORD: decodeURIComponent(url.password) } : {}) };
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn('pgbench', args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      const timer = setTimeout(() => child.kill('SIGKILL'), (seconds + 30) * 1000);
      child.once('error', reject);
      child.once('exit', (code) => {
        clearTimeout(timer);
        if (code === 0) resolve(text);
        else reject(new Error(`pgbench exited with ${code}: ${text.slice(-600)}`));
      });
    });
    const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(output)?.[1] ?? NaN);
    const failed = Number(/number of failed transactions: (\d+)/.exec(output)?.[1] ?? 0);
    const latencies: number[] = [];
    for (const name of await readdir(dir)) {
      if (!name.startsWith('log')) continue;
      for (const line of (await readFile(path.join(dir, name), 'utf8')).split('\n')) {
        const microseconds = Number(line.split(' ')[2]);
        if (Number.isFinite(microseconds) && line) latencies.push(microseconds / 1000);
      }
    }
    latencies.sort((a, b) => a - b);
    return {
      requestsPerSecond: tps,
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      requests: latencies.length,
      failures: failed,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

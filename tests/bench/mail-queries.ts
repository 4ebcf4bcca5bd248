// What the mail section sends and runs: the client's own Inbox document for Arena, PostGraphile 5's
// counterpart (the same rows, columns and attachments, keyset cursors), Arena's own statements for a page
// (run by the mail service itself over a recording connection: the pgbench script and the EXPLAINs are
// exactly what the server sends), and the role and policies of PostGraphile 5 with row-level security.
import { print } from 'graphql';
import type pg from 'pg';
import type { DataSource } from 'typeorm';
import { MailsDocument } from '../../client/src/generated/graphql.js';
import { MailReads } from '../../server/src/features/mail/mail.service.js';
import { encodeCursor, type SortKey } from '../../server/src/shared/db/paging.js';
import type { Viewer } from '../../server/src/shared/auth/viewer.js';

/** The Inbox page the section measures (the client asks 25; the issue's page is 50). */
export const MAIL_PAGE = 50;
/** The second page size the statements are counted at: the client's own (use-mail-list.ts). */
export const CLIENT_MAIL_PAGE = 25;

/** The mail list's order (mail.service.ts NEWEST): a cursor made for another order is refused. */
const NEWEST: SortKey = { key: 'm.date', direction: 'DESC', cast: 'timestamptz' };

/** The client's Mails document (client/src/features/mail/graphql/mail.ts), as it sends it for the Inbox. */
export const ARENA_MAILS = print(MailsDocument);
export const arenaMailsBody = (first: number, after: string | null) =>
  JSON.stringify({ query: ARENA_MAILS, variables: { folder: 'inbox', first, after } });

/** Arena's cursor after the mail whose date (as PostgreSQL writes it) and id are given. */
export const arenaMailCursor = (date: string, id: string) => encodeCursor(NEWEST, date, id);

/**
 * PostGraphile 5 (Amber) asked for the same page: the owner's Inbox newest first (date, then id: its
 * cursor carries both, so `after` is a keyset), every column the client's Mail shows, the attachments
 * with their files (the foreign keys' relations), the count. Like Arena, the owner is named in the query
 * (`condition`, the owner's connection); with row-level security, the policies name them instead.
 */
const PG5_NODE = `rowId conversationId fromAddress toAddresses ccAddresses bccAddresses date subject content
  snippet starred important unread folder labelIds inReplyTo
  mailAttachmentsByMailId { nodes { position mailFileByFileId { rowId contentType fileName sizeBytes } } }`;
const pg5Args = (ownerId: string | null) =>
  `orderBy: [DATE_DESC, ROW_ID_DESC], condition: { ${ownerId ? `ownerUserId: "${ownerId}", ` : ''}folder: inbox }`;
export const pg5Mails = (ownerId: string | null) =>
  `query PeerMails($after: Cursor) { allMail(first: ${MAIL_PAGE}, after: $after, ${pg5Args(ownerId)}) { totalCount pageInfo { endCursor } nodes { ${PG5_NODE} } } }`;
/** The row at `position` (from 1) and its cursor, in one request (an offset: not a page through). */
export const pg5CursorAt = (ownerId: string | null, position: number) =>
  `{ allMail(first: 1, offset: ${position - 1}, ${pg5Args(ownerId)}) { edges { cursor node { rowId } } } }`;

/** The ids of a page, in order: Arena's (`mails.nodes[].id`) or PostGraphile's (`allMail.nodes[].rowId`). */
export function mailIds(text: string): string[] {
  const data = (
    JSON.parse(text) as {
      data?: { mails?: { nodes: { id: string }[] }; allMail?: { nodes: { rowId: string }[] } };
    }
  ).data;
  return data?.mails?.nodes.map((node) => node.id) ?? data?.allMail?.nodes.map((node) => node.rowId) ?? [];
}

export function mailTotal(text: string): number | undefined {
  const data = (
    JSON.parse(text) as { data?: { mails?: { totalCount: number }; allMail?: { totalCount: number } } }
  ).data;
  return data?.mails?.totalCount ?? data?.allMail?.totalCount;
}

// --- Arena's statements ------------------------------------------------------------------------

export interface Statement {
  sql: string;
  params: unknown[];
}

/** The organization admin as the server reads them from their token: an organization-wide admin. */
function viewerOf(userId: string, organizationId: string): Viewer {
  return {
    userId,
    organizationId,
    grants: [{ role: 'org_admin', permissions: [], scope: { type: 'organization', id: organizationId } }],
  };
}

/**
 * The statements the mail service sends for an Inbox page (MailReads.list, the resolver's only call),
 * run through `client` and recorded in the order they were sent, with the page's ids.
 */
export async function arenaMailStatements(
  client: pg.Client,
  viewer: { userId: string; organizationId: string },
  first: number,
  after: string | null,
): Promise<{ statements: Statement[]; ids: string[]; totalCount: number }> {
  const statements: Statement[] = [];
  const recording = {
    async query(sql: string, params: unknown[] = []) {
      statements.push({ sql, params });
      return (await client.query(sql, params)).rows;
    },
  };
  const reads = new MailReads(recording as unknown as DataSource);
  const page = await reads.list(viewerOf(viewer.userId, viewer.organizationId), {
    folder: 'inbox',
    first,
    after,
  });
  return { statements, ids: page.nodes.map((node) => node.id), totalCount: page.totalCount };
}

function literal(value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return literal(`{${value.map((item) => `"${String(item)}"`).join(',')}}`);
  if (value instanceof Date) return literal(value.toISOString());
  return `'${String(value).replace(/'/g, "''")}'`;
}

/** The statements as a pgbench script, parameters written in (pgbench scripts bind no values). */
export function pgbenchScript(statements: readonly Statement[]): string {
  return statements
    .map(
      ({ sql, params }) =>
        `${sql.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1])).replace(/\s+/g, ' ')};`,
    )
    .join('\n');
}

// --- EXPLAIN -----------------------------------------------------------------------------------

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Scan Direction'?: string;
  'Actual Rows'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

export interface StatementPlan {
  statement: string;
  executionMs: number;
  planningMs: number;
  /** The plan's nodes, outermost first (index names and scan direction with them). */
  nodes: string;
  sharedHit: number;
  sharedRead: number;
  plan: unknown;
}

const STATEMENT_NAMES = ['rows', 'count', 'attachments'];

/** EXPLAIN (ANALYZE, BUFFERS) of each statement (the second run: the first warms the cache). */
export async function explainStatements(
  client: pg.Client,
  statements: readonly Statement[],
): Promise<StatementPlan[]> {
  const plans: StatementPlan[] = [];
  for (const [index, { sql, params }] of statements.entries()) {
    let result: { Plan: PlanNode; 'Execution Time': number; 'Planning Time': number } | undefined;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const { rows } = await client.query<{ 'QUERY PLAN': [typeof result] }>(
        `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${sql}`,
        params,
      );
      result = rows[0]?.['QUERY PLAN'][0];
    }
    if (!result) continue;
    const names: string[] = [];
    const walk = (node: PlanNode) => {
      const index = node['Index Name'] ? ` using ${node['Index Name']}` : '';
      const backward = node['Scan Direction'] === 'Backward' ? ' (backward)' : '';
      names.push(`${node['Node Type']}${index}${backward}, ${node['Actual Rows'] ?? '?'} rows`);
      node.Plans?.forEach(walk);
    };
    walk(result.Plan);
    plans.push({
      statement: STATEMENT_NAMES[index] ?? `statement ${index + 1}`,
      executionMs: result['Execution Time'],
      planningMs: result['Planning Time'],
      nodes: names.join(' → '),
      sharedHit: result.Plan['Shared Hit Blocks'] ?? 0,
      sharedRead: result.Plan['Shared Read Blocks'] ?? 0,
      plan: result,
    });
  }
  return plans;
}

// --- PostGraphile 5 with row-level security ----------------------------------------------------

const RLS_TABLES = ['mails', 'mail_attachments', 'mail_files'];

/** The peer's role: it reads the mail tables, limited by policies to the user its token names. */
export async function prepareMailRole(client: pg.Client, role: string): Promise<void> {
  const me = `current_setting('jwt.claims.user_id', true)::uuid`;
  await client.query(`CREATE ROLE ${role} NOLOGIN`);
  await client.query(`GRANT USAGE ON SCHEMA public TO ${role}`);
  await client.query(`GRANT SELECT ON ${RLS_TABLES.join(', ')} TO ${role}`);
  const policies: Record<string, string> = {
    mails: `owner_user_id = ${me}`,
    mail_attachments: `owner_user_id = ${me}`,
    // A file is the viewer's to read when one of their copies carries it (the policy above applies).
    mail_files: `EXISTS (SELECT 1 FROM mail_attachments a WHERE a.file_id = mail_files.id)`,
  };
  // Arena's server and the peers set up like Arena connect as the owner (a superuser): no policy applies.
  for (const table of RLS_TABLES) {
    await client.query(`ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY`);
    await client.query(
      `CREATE POLICY bench_mail_peer_${table} ON ${table} FOR SELECT TO ${role} USING (${policies[table]})`,
    );
  }
}

/** Drops the role (roles belong to the whole server, not to the bench database). */
export async function dropMailRole(client: pg.Client, role: string): Promise<void> {
  for (const table of RLS_TABLES) {
    await client.query(`DROP POLICY IF EXISTS bench_mail_peer_${table} ON ${table}`);
    await client.query(`ALTER TABLE ${table} DISABLE ROW LEVEL SECURITY`);
  }
  await client.query(`DROP OWNED BY ${role}`);
  await client.query(`DROP ROLE IF EXISTS ${role}`);
}

// Section 9: the mailbox at a million mails (mail-seed.ts), on a server and a fresh database of its own.
// The organization admin's Inbox (100,000 mails) read a page of 50 at a time with the client's own
// document (sender, recipients, labels, attachments, the count), the first page and the Inbox's last page
// (reached by keyset: the cursor of the row at that depth taken from SQL, not paged to), side by side in
// alternating rounds like the peers section (peers.ts):
//
//   - Arena: the compiled server, POST /graphql with the organization admin's token;
//   - PostGraphile 5 set up like Arena (the owner's connection, the owner in `condition`) and with
//     row-level security (a JWT whose role the policies limit to the user's own mail; mail-queries.ts);
//   - the stack's floor (floor-peer.ts: Fastify and Apollo Server answering Arena's own two pages from
//     memory, byte for byte) and pgbench running Arena's own statements for the page (recorded from the
//     mail service itself).
//
// Before the load: each answer checked (the same ids in the same order and the same count everywhere;
// the floor the same bytes), the statements per page counted by a tracing server (statement-count.ts) at
// 50 and at the client's 25 a page, and each of Arena's statements EXPLAINed (ANALYZE, BUFFERS).
// Budgets (mail-report.ts): Arena ≥ 1.5× PostGraphile 5's req/s and ≥ 0.5× the floor's on the first
// page; the deep page's p99 within 20 % of the first page's; the same statements on every page.
import os from 'node:os';
import pg from 'pg';
import { sqlShape } from '../../server/src/db/query-logger.js';
import { DEMO_ORGANIZATIONS } from '../../server/src/features/organizations/organizations.seed.js';
import { DEMO_PERSONAS } from '../../server/src/features/users/index.js';
import { withPgTarget } from './federation.js';
import { formatMs } from './format.js';
import {
  ARENA_MAILS,
  arenaMailCursor,
  arenaMailsBody,
  arenaMailStatements,
  CLIENT_MAIL_PAGE,
  dropMailRole,
  explainStatements,
  MAIL_PAGE,
  mailIds,
  mailTotal,
  pg5CursorAt,
  pg5Mails,
  pgbenchScript,
  prepareMailRole,
  type StatementPlan,
} from './mail-queries.js';
import { MAIL_VOLUME, MAIL_VOLUME_QUICK, seedMail, type MailSeedResult } from './mail-seed.js';
import { signIn } from './measure.js';
import { LOAD_CONNECTIONS, ORG_ADMIN, PEER_ROUNDS, PEER_SECONDS, QUICK, WARMUP_SECONDS } from './options.js';
import { graphql, httpLoad, waitForIdle, type HttpTarget } from './peers-load.js';
import { pgbenchLoad } from './peers-pgbench.js';
import {
  ensurePostgraphile5,
  postgraphileVersion,
  startFloor,
  startPostgraphile,
  type Peer,
} from './peers-servers.js';
import type { PeerName, PeerSetup, Scenario } from './peers-types.js';
import { freePort, track, withFreshServer } from './servers.js';
import { startStatementCounter } from './statement-count.js';

/** Statement counts taken per page and size. */
const COUNT_SAMPLES = 3;
const MAIL_PEER_ORDER: readonly PeerName[] = ['arena', 'pg5', 'pg5Rls', 'floor', 'pgbench'];

export interface MailStatementCount {
  label: string;
  counts: number[];
}

export interface MailBenchResult {
  seed: MailSeedResult;
  /** The deep page: the rows after this position (from 1) of the Inbox, newest first. */
  deepPosition: number;
  pageSize: number;
  postgraphileVersion: string | null;
  statements: MailStatementCount[];
  /** Every statement pgbench runs is one the tracing server logged for the same page (by shape). */
  sqlMatchesServer: boolean;
  explain: { first: StatementPlan[]; deep: StatementPlan[] };
  /** The answer's size in bytes (Arena's first and deep page). */
  answerBytes: { first: number; deep: number };
  scenarios: Scenario[];
  busyStarts: number;
  /** The 1-minute load average when the section began, when the rounds began and when they ended. */
  loadAverage: { start: number; rounds: number; end: number };
}

const load1 = () => os.loadavg()[0] ?? 0;

/** The mail section (see the header) on its own fresh database and servers. */
export function benchMailSection(): Promise<MailBenchResult> {
  const start = load1();
  return withFreshServer(async (server, databaseUrl) => {
    const size = QUICK ? MAIL_VOLUME_QUICK : MAIL_VOLUME;
    console.log(
      `  mail seed${QUICK ? ' (BENCH_QUICK: smaller)' : ''}: ${size.total.toLocaleString('en-US')} mails, ` +
        `${size.inbox.toLocaleString('en-US')} in the organization admin's Inbox, ${size.users} bench users…`,
    );
    const seed = await withPgTarget(databaseUrl.toString(), (target) => seedMail(target, size));
    console.log(
      `  seeded in ${formatMs(seed.ms)} (VACUUM ANALYZE included): ${seed.total.toLocaleString('en-US')} mails, ` +
        `${seed.inbox.toLocaleString('en-US')} in the Inbox, ${seed.labelled.toLocaleString('en-US')} labelled, ` +
        `${seed.attachments.toLocaleString('en-US')} attachments`,
    );
    const owner = { userId: DEMO_PERSONAS.orgAdmin.id, organizationId: DEMO_ORGANIZATIONS.kartal.id };
    const token = await signIn(server.url, ORG_ADMIN);
    const arenaUrl = `${server.url}/graphql`;
    const admin = new pg.Client({
      connectionString: databaseUrl.toString(),
      connectionTimeoutMillis: 10_000,
    });
    // An interrupted bench drops the database under this connection (see peers.ts).
    admin.on('error', () => undefined);
    await admin.connect();
    const role = `${databaseUrl.pathname.slice(1)}_mail_peer`;
    const peers: Peer[] = [];
    let roleMade = false;
    try {
      // The deep page: the row at that depth and its cursor, straight from SQL.
      const deepPosition = seed.inbox - MAIL_PAGE;
      const deep = await admin.query<{ date: string; id: string }>(
        `SELECT date::text AS date, id FROM mails WHERE owner_user_id = $1 AND folder = 'inbox'
          ORDER BY date DESC, id DESC OFFSET $2 LIMIT 1`,
        [owner.userId, deepPosition - 1],
      );
      const deepRow = deep.rows[0];
      if (!deepRow) throw new Error(`the Inbox holds fewer than ${deepPosition} mails`);
      const deepCursor = arenaMailCursor(deepRow.date, deepRow.id);

      // Arena's own statements for each page, their plans, and the statements per request.
      const firstSql = await arenaMailStatements(admin, owner, MAIL_PAGE, null);
      const deepSql = await arenaMailStatements(admin, owner, MAIL_PAGE, deepCursor);
      const explain = {
        first: await explainStatements(admin, firstSql.statements),
        deep: await explainStatements(admin, deepSql.statements),
      };
      for (const [page, plans] of Object.entries(explain)) {
        for (const plan of plans) {
          console.log(
            `  EXPLAIN ${page} page, ${plan.statement}: ${plan.executionMs.toFixed(2)} ms ` +
              `(planning ${plan.planningMs.toFixed(2)} ms; buffers hit ${plan.sharedHit}, read ${plan.sharedRead}): ${plan.nodes}`,
          );
        }
      }
      const counter = await startStatementCounter(databaseUrl);
      const statements: MailStatementCount[] = [];
      let sqlMatchesServer = false;
      try {
        const counterToken = await signIn(counter.url, ORG_ADMIN);
        for (const [label, first, after] of [
          [`first page of ${MAIL_PAGE}`, MAIL_PAGE, null],
          [`deep page of ${MAIL_PAGE}`, MAIL_PAGE, deepCursor],
          [`first page of ${CLIENT_MAIL_PAGE}`, CLIENT_MAIL_PAGE, null],
          [`deep page of ${CLIENT_MAIL_PAGE}`, CLIENT_MAIL_PAGE, deepCursor],
        ] as const) {
          const counts: number[] = [];
          for (let sample = 0; sample < COUNT_SAMPLES; sample += 1) {
            counts.push(await counter.count(counterToken, arenaMailsBody(first, after)));
          }
          statements.push({ label, counts });
        }
        const logged = await counter.shapes(counterToken, arenaMailsBody(MAIL_PAGE, deepCursor));
        sqlMatchesServer =
          deepSql.statements.length === logged.length &&
          deepSql.statements.every((statement) => logged.includes(sqlShape(statement.sql)));
      } finally {
        await counter.stop();
      }
      console.log(
        `  statements per page (viewer cached): ${statements.map((s) => `${s.label} ${s.counts.join('/')}`).join(', ')}; ` +
          `pgbench's statements ${sqlMatchesServer ? 'are' : 'are NOT'} the server's`,
      );

      // Arena's answers, then every peer's checked against them.
      const arenaText = {
        first: await graphql(arenaUrl, token, ARENA_MAILS, {
          folder: 'inbox',
          first: MAIL_PAGE,
          after: null,
        }),
        deep: await graphql(arenaUrl, token, ARENA_MAILS, {
          folder: 'inbox',
          first: MAIL_PAGE,
          after: deepCursor,
        }),
      };
      const setup: PeerSetup = {
        databaseUrl: databaseUrl.toString(),
        arenaUrl: server.url,
        token,
        organizationId: owner.organizationId,
        connections: LOAD_CONNECTIONS,
        seconds: PEER_SECONDS,
        rounds: PEER_ROUNDS,
        warmupSeconds: WARMUP_SECONDS,
        freePort,
        track,
      };
      const targets: Record<'first' | 'deep', Partial<Record<PeerName, HttpTarget>>> = {
        first: {
          arena: { url: arenaUrl, token, body: arenaMailsBody(MAIL_PAGE, null), expect: '' },
        },
        deep: {
          arena: { url: arenaUrl, token, body: arenaMailsBody(MAIL_PAGE, deepCursor), expect: '' },
        },
      };
      const lists: Record<'first' | 'deep', { who: string; ids: string[]; total?: number }[]> = {
        first: [
          { who: 'Arena', ids: mailIds(arenaText.first), total: mailTotal(arenaText.first) },
          { who: "Arena's SQL", ids: firstSql.ids, total: firstSql.totalCount },
        ],
        deep: [
          { who: 'Arena', ids: mailIds(arenaText.deep), total: mailTotal(arenaText.deep) },
          { who: "Arena's SQL", ids: deepSql.ids, total: deepSql.totalCount },
        ],
      };

      let version: string | null = null;
      if (ensurePostgraphile5()) {
        version = await postgraphileVersion(5);
        roleMade = true;
        await prepareMailRole(admin, role);
        for (const rls of [false, true]) {
          const name = rls ? 'pg5Rls' : 'pg5';
          const label = `PostGraphile 5, ${rls ? 'row-level security' : 'like Arena'}`;
          const peer = await startPostgraphile(setup, { name, version: 5, rls, label }, role, {
            user_id: owner.userId,
          });
          peers.push(peer);
          const named = rls ? null : owner.userId;
          const at = JSON.parse(await graphql(peer.url, peer.token, pg5CursorAt(named, deepPosition))) as {
            data: { allMail: { edges: { cursor: string; node: { rowId: string } }[] } };
          };
          const edge = at.data.allMail.edges[0];
          if (!edge || edge.node.rowId !== deepRow.id) throw new Error(`${label} disagrees on the deep row`);
          for (const [page, after] of [
            ['first', null],
            ['deep', edge.cursor],
          ] as const) {
            const query = pg5Mails(named);
            const text = await graphql(peer.url, peer.token, query, { after });
            lists[page].push({ who: label, ids: mailIds(text), total: mailTotal(text) });
            const body = JSON.stringify({ query, variables: { after } });
            targets[page][name] = { url: peer.url, token: peer.token, body, expect: '' };
          }
        }
      }
      const data = (text: string) => (JSON.parse(text) as { data: { mails: unknown } }).data.mails;
      const floor = await startFloor(setup, {
        mails: data(arenaText.first),
        mailsDeep: data(arenaText.deep),
      });
      peers.push(floor);
      for (const page of ['first', 'deep'] as const) {
        const body = targets[page].arena!.body;
        const floorText = await graphql(floor.url, '', ARENA_MAILS, JSON.parse(body).variables as object);
        if (floorText === arenaText[page])
          targets[page].floor = { url: floor.url, token: '', body, expect: '' };
        else console.log(`  warning: the floor does not answer the ${page} page with Arena's bytes`);
      }

      // Every right answer holds the page's first id; every peer's page must hold the same rows.
      const scenarios: Scenario[] = [];
      for (const page of ['first', 'deep'] as const) {
        const [reference] = lists[page];
        const same = lists[page].every(
          (list) =>
            list.ids.length === MAIL_PAGE &&
            list.ids.join() === reference!.ids.join() &&
            list.total === reference!.total,
        );
        if (!same) {
          console.log(
            `  warning: the ${page} page differs: ${lists[page].map((list) => `${list.who} ${list.ids[0]}…(${list.ids.length}, total ${list.total})`).join(' / ')}`,
          );
        }
        for (const target of Object.values(targets[page])) target.expect = reference!.ids[0] ?? '"nodes"';
        scenarios.push({
          key: page === 'first' ? 'mailFirst' : 'mailDeep',
          label:
            page === 'first'
              ? `Inbox, first page of ${MAIL_PAGE}`
              : `Inbox, the ${MAIL_PAGE} after position ${deepPosition.toLocaleString('en-US')} (keyset)`,
          runs: Object.fromEntries(
            [...Object.keys(targets[page]), 'pgbench'].map((name) => [name, []]),
          ) as Scenario['runs'],
          sameRows: same,
          rows: reference!.ids.length,
        });
      }
      const scripts = { first: pgbenchScript(firstSql.statements), deep: pgbenchScript(deepSql.statements) };

      for (const page of ['first', 'deep'] as const) {
        for (const target of Object.values(targets[page])) {
          await waitForIdle(admin);
          await httpLoad(target, LOAD_CONNECTIONS, WARMUP_SECONDS);
        }
      }
      const rounds = load1();
      console.log(
        `  ${PEER_ROUNDS} round(s) of ${PEER_SECONDS} s per server and page, ${LOAD_CONNECTIONS} connections (load average ${rounds.toFixed(2)})…`,
      );
      let busyStarts = 0;
      for (let round = 0; round < PEER_ROUNDS; round += 1) {
        const shift = round % MAIL_PEER_ORDER.length;
        const order = [...MAIL_PEER_ORDER.slice(shift), ...MAIL_PEER_ORDER.slice(0, shift)];
        for (const [index, page] of (['first', 'deep'] as const).entries()) {
          const runs = scenarios[index]!.runs;
          for (const name of order) {
            const target = targets[page][name];
            if (!target && name !== 'pgbench') continue;
            if (!(await waitForIdle(admin))) busyStarts += 1;
            runs[name]!.push(
              target
                ? await httpLoad(target, LOAD_CONNECTIONS, PEER_SECONDS)
                : await pgbenchLoad(setup.databaseUrl, scripts[page], LOAD_CONNECTIONS, PEER_SECONDS),
            );
          }
        }
      }
      if (busyStarts > 0) console.log(`  warning: ${busyStarts} sample(s) started on a busy database`);
      return {
        seed,
        deepPosition,
        pageSize: MAIL_PAGE,
        postgraphileVersion: version,
        statements,
        sqlMatchesServer,
        explain,
        answerBytes: { first: Buffer.byteLength(arenaText.first), deep: Buffer.byteLength(arenaText.deep) },
        scenarios,
        busyStarts,
        loadAverage: { start, rounds, end: load1() },
      };
    } finally {
      for (const peer of peers) await peer.stop();
      if (roleMade) {
        await dropMailRole(admin, role).catch((error: unknown) =>
          console.log(`  warning: could not drop the peer role ${role}: ${String(error)}`),
        );
      }
      await admin.end();
    }
  });
}

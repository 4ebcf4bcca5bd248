// The plans of the peers section, one per list: the request each server is sent, checked once before
// any load against Arena's answer (the same ids in the same order; the floor: the same bytes), and for
// the contacts pages the pgbench script of Arena's own statements.
import type pg from 'pg';
import { encodeCursor } from '../../server/src/features/contacts/contacts.service.js';
import { graphql, type HttpTarget } from './peers-load.js';
import { arenaContactStatements } from './peers-pgbench.js';
import {
  ARENA_ME,
  ARENA_TASKS,
  ARENA_USERS,
  arenaContacts,
  DEEP_POSITION,
  ME_EXPECT,
  PAGE,
  postgraphileQueries,
  SEARCH,
  type PostgraphileSpec,
} from './peers-queries.js';
import { startFloor, type Peer } from './peers-servers.js';
import type { PeerName, PeerSetup, PostgraphilePeer } from './peers-types.js';

// --- Answers -----------------------------------------------------------------------------------

function arenaIds(text: string, field: string): string[] {
  const body = JSON.parse(text) as { data: Record<string, { nodes?: { id: string }[] } | { id: string }[]> };
  const value = body.data[field];
  const nodes = Array.isArray(value) ? value : (value?.nodes ?? []);
  return nodes.map((node) => node.id);
}

function peerIds(text: string, field: string, id: string): string[] {
  const body = JSON.parse(text) as { data: Record<string, { nodes: Record<string, string>[] }> };
  return body.data[field]?.nodes.map((node) => node[id] ?? '') ?? [];
}

function sameList(lists: string[][]): boolean {
  const [first, ...rest] = lists;
  return !!first && first.length > 0 && rest.every((list) => list.join() === first.join());
}

// --- Plans -------------------------------------------------------------------------------------

type Targets = Partial<Record<Exclude<PeerName, 'pgbench'>, HttpTarget>>;

export interface Plan {
  key: string;
  label: string;
  targets: Targets;
  pgbench?: string;
  sameRows: boolean | null;
  rows: number;
}

/** The PostGraphile peers that started, by name. */
export type Postgraphiles = ReadonlyMap<PostgraphilePeer, { spec: PostgraphileSpec; peer: Peer }>;

/**
 * Every list's plan. The stack's floor is started here, on Arena's own answers, and handed to `onFloor`
 * as soon as it runs: the caller stops it with the other peers, after a failure too.
 */
export async function makePlans(
  setup: PeerSetup,
  admin: pg.Client,
  postgraphiles: Postgraphiles,
  onFloor: (floor: Peer) => void,
): Promise<Plan[]> {
  const { organizationId } = setup;
  const arenaUrl = `${setup.arenaUrl}/graphql`;
  const body = (query: string, variables: object = {}) => JSON.stringify({ query, variables });

  // The row at DEEP_POSITION: every server's keyset cursor is taken from it.
  const deep = await admin.query<{ name: string; id: string }>(
    `SELECT name, id FROM contacts WHERE organization_id = $1 ORDER BY sort_key, id OFFSET $2 LIMIT 1`,
    [organizationId, DEEP_POSITION - 1],
  );
  const deepRow = deep.rows[0];
  if (!deepRow) throw new Error(`the bench organization has fewer than ${DEEP_POSITION} contacts`);
  const arenaCursor = encodeCursor(deepRow);
  const peerCursors = new Map<PostgraphilePeer, string>();
  for (const [name, { spec, peer }] of postgraphiles) {
    const queries = postgraphileQueries(spec, organizationId);
    const answer = JSON.parse(await graphql(peer.url, peer.token, queries.cursorAt(DEEP_POSITION))) as {
      data: { allContacts: { edges: { cursor: string; node: Record<string, string> }[] } };
    };
    const edge = answer.data.allContacts.edges[0];
    if (!edge || edge.node[queries.id] !== deepRow.id) {
      throw new Error(`${spec.label} disagrees on the contact at ${DEEP_POSITION.toLocaleString('en-US')}`);
    }
    peerCursors.set(name, edge.cursor);
  }

  const plans: Plan[] = [];
  /** Every server's answer to its own document, checked against Arena's: the same ids in the same order. */
  const comparePlan = async (
    key: string,
    label: string,
    arena: { query: string; variables?: object; field: string },
    peerDocument: (
      queries: ReturnType<typeof postgraphileQueries>,
      name: PostgraphilePeer,
    ) => { query: string; variables?: object },
    peerField: string,
    sql?: ReturnType<typeof arenaContactStatements>,
  ) => {
    const arenaText = await graphql(arenaUrl, setup.token, arena.query, arena.variables);
    const lists: { who: string; ids: string[] }[] = [{ who: 'Arena', ids: arenaIds(arenaText, arena.field) }];
    const expect = lists[0]!.ids[0] ?? '"nodes"';
    const targets: Targets = {
      arena: { url: arenaUrl, token: setup.token, body: body(arena.query, arena.variables), expect },
    };
    for (const [name, { spec, peer }] of postgraphiles) {
      const queries = postgraphileQueries(spec, organizationId);
      const document = peerDocument(queries, name);
      const text = await graphql(peer.url, peer.token, document.query, document.variables);
      lists.push({ who: spec.label, ids: peerIds(text, peerField, queries.id) });
      targets[name] = {
        url: peer.url,
        token: peer.token,
        body: body(document.query, document.variables),
        expect,
      };
    }
    if (sql) {
      const sqlIds: string[] = [];
      for (const [index, { sql: text, params }] of sql.statements.entries()) {
        const result = await admin.query<{ id?: string }>(text, params);
        if (index === 0) sqlIds.push(...result.rows.slice(0, PAGE).map((row) => row.id ?? ''));
      }
      lists.push({ who: "Arena's SQL", ids: sqlIds });
    }
    const same = sameList(lists.map((list) => list.ids));
    if (!same) {
      console.log(
        `  warning: ${label}: the answers differ (first ids ${lists.map((list) => `${list.who}: ${list.ids[0]}…(${list.ids.length})`).join(' / ')})`,
      );
    }
    plans.push({
      key,
      label,
      targets,
      ...(sql ? { pgbench: sql.script } : {}),
      sameRows: same,
      rows: lists[0]!.ids.length,
    });
  };

  await comparePlan(
    'firstPage',
    'contacts: first page of 50 (A–Z, emails, phones, tags)',
    { query: arenaContacts('', false), field: 'contacts' },
    (queries) => ({ query: queries.contacts('', false) }),
    'allContacts',
    arenaContactStatements(organizationId, { counting: false }),
  );
  await comparePlan(
    'deepPage',
    `contacts: the 50 after position ${DEEP_POSITION.toLocaleString('en-US')}`,
    { query: arenaContacts('', false), variables: { after: arenaCursor }, field: 'contacts' },
    (queries, name) => ({
      query: queries.contacts('', false),
      variables: { after: peerCursors.get(name) },
    }),
    'allContacts',
    arenaContactStatements(organizationId, { cursor: [deepRow.name, deepRow.id], counting: false }),
  );
  await comparePlan(
    'search',
    `contacts: search "${SEARCH}" with totalCount`,
    { query: arenaContacts(`, query: "${SEARCH}"`, true), field: 'contacts' },
    (queries) => ({
      query: queries.contacts(`, filter: { name: { includesInsensitive: "${SEARCH}" } }`, true),
    }),
    'allContacts',
    arenaContactStatements(organizationId, { query: SEARCH, counting: true }),
  );

  // The stack's floor answers Arena's first page and `me` from memory: the same bytes, or no row.
  const firstPageText = await graphql(arenaUrl, setup.token, arenaContacts('', false));
  const meText = await graphql(arenaUrl, setup.token, ARENA_ME);
  if (!meText.includes(ME_EXPECT)) throw new Error(`\`me\` does not name the organization admin: ${meText}`);
  const data = (text: string) => (JSON.parse(text) as { data: Record<string, unknown> }).data;
  const floor = await startFloor(setup, { me: data(meText).me, contacts: data(firstPageText).contacts });
  onFloor(floor);
  const floorFirstPage = await graphql(floor.url, '', arenaContacts('', false));
  const floorMe = await graphql(floor.url, '', ARENA_ME);
  const sameBytes = floorFirstPage === firstPageText && floorMe === meText;
  if (!sameBytes) console.log('  warning: the floor server does not answer the same bytes as Arena');
  const firstPagePlan = plans.find((plan) => plan.key === 'firstPage');
  if (firstPagePlan?.targets.arena && sameBytes) {
    firstPagePlan.targets.floor = { ...firstPagePlan.targets.arena, url: floor.url, token: '' };
  }
  plans.push({
    key: 'me',
    label: '`me` (id, name, email)',
    targets: {
      arena: { url: arenaUrl, token: setup.token, body: body(ARENA_ME), expect: ME_EXPECT },
      ...(sameBytes ? { floor: { url: floor.url, token: '', body: body(ARENA_ME), expect: ME_EXPECT } } : {}),
    },
    sameRows: null,
    rows: 1,
  });

  // The tasks list: the same rows in the same order (position, then id).
  await comparePlan(
    'tasks',
    'tasks list (assignee, sub-tasks)',
    { query: ARENA_TASKS, field: 'tasks' },
    (queries) => ({ query: queries.tasks }),
    'allTasks',
  );

  // The users page: Arena only (its visibility rule and role assignments have no peer counterpart).
  const users = await graphql(arenaUrl, setup.token, ARENA_USERS);
  const userIds = (JSON.parse(users) as { data: { adminUsers: { items: { id: string }[] } } }).data.adminUsers
    .items;
  plans.push({
    key: 'users',
    label: 'users page (20, roles, organization)',
    targets: {
      arena: { url: arenaUrl, token: setup.token, body: body(ARENA_USERS), expect: userIds[0]?.id ?? '' },
    },
    sameRows: null,
    rows: userIds.length,
  });
  return plans;
}

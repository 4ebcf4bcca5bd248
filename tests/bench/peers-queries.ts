// The documents the peers section sends: Arena's (the contacts pages, the tasks list, the users page and
// `me`, as the client asks them) and each PostGraphile peer's counterpart, asking for the same rows in
// the same order.
import type { PostgraphilePeer } from './peers-types.js';

const CONTACT_FIELDS = 'id name emails { email label } phoneNumbers { country phoneNumber label } tags';
export const PAGE = 50;
export const DEEP_POSITION = 50_000;
export const SEARCH = 'kaya';

export const arenaContacts = (args: string, count: boolean) =>
  `query ArenaContacts($after: String) { contacts(first: ${PAGE}, after: $after${args}) { ${count ? 'totalCount ' : ''}endCursor nodes { ${CONTACT_FIELDS} } } }`;

/**
 * A PostGraphile peer: its version, and how it is set up. Like Arena: the owner's connection (no JWT, no
 * role, no transaction) and the organization named in the query (`condition: { organizationId }`), the
 * way Arena's server reads its rows. With row-level security: a JWT whose claims set the role and the
 * organization, each request in a transaction, the organization enforced by policies.
 */
export interface PostgraphileSpec {
  name: PostgraphilePeer;
  version: 4 | 5;
  rls: boolean;
  label: string;
}

export const POSTGRAPHILE_PEERS: readonly PostgraphileSpec[] = [
  { name: 'pg4', version: 4, rls: false, label: 'PostGraphile 4, like Arena' },
  { name: 'pg5', version: 5, rls: false, label: 'PostGraphile 5, like Arena' },
  { name: 'pg4Rls', version: 4, rls: true, label: 'PostGraphile 4, row-level security' },
  { name: 'pg5Rls', version: 5, rls: true, label: 'PostGraphile 5, row-level security' },
];

/** The documents each PostGraphile peer answers: v5 (Amber) names the primary key `rowId` (`id` is the node id). */
export function postgraphileQueries(spec: PostgraphileSpec, organizationId: string) {
  const id = spec.version === 5 ? 'rowId' : 'id';
  const idOrder = spec.version === 5 ? 'ROW_ID_ASC' : 'ID_ASC';
  const condition = spec.rls ? '' : `, condition: { organizationId: "${organizationId}" }`;
  const order = `orderBy: [SORT_KEY_ASC, ${idOrder}]${condition}`;
  return {
    id,
    contacts: (args: string, count: boolean) =>
      `query PeerContacts($after: Cursor) { allContacts(first: ${PAGE}, after: $after, ${order}${args}) { ${count ? 'totalCount ' : ''}pageInfo { endCursor } nodes { ${id} name emails phoneNumbers tagIds } } }`,
    cursorAt: (position: number) =>
      `{ allContacts(first: 1, offset: ${position - 1}, ${order}) { edges { cursor node { ${id} } } } }`,
    tasks: `{ allTasks(orderBy: [POSITION_ASC, ${idOrder}]${condition}) { nodes { ${id} type title completed dueDate priority tagIds position assignedTo userByAssignedTo { ${id} name avatar } subTasks } } }`,
  };
}

// The tasks screen's list (postgres-section.ts measures the same document on its own).
export const ARENA_TASKS =
  '{ tasks { id type title completed dueDate priority tags order assignedTo assignee { id name avatar } subTasks { id title completed } } }';
// The users screen's first page (client/src/features/users/graphql/users.ts, UsersPage + AdminUserRow).
export const ARENA_USERS = `{ adminUsers(page: 0, size: 20, sort: name, order: asc) {
  items { id fullName email phone avatar status subscriptionId organizationId organization { id name }
          createdAt updatedAt roles { id roleId scopeType scopeId assignedAt role { id key name } } }
  pagination { length size page lastPage startIndex endIndex } } }`;

// `me`, as the postgres and neighbour sections also measure it (options.ts); every right answer names
// the organization admin the lists are read as.
export const ARENA_ME = '{ me { id name email } }';
export const ME_EXPECT = '"org.admin@arena.local"';

// The mailbox's rules the client applies to its cache without asking the server again: how much a mail
// weighs in its folder's count, which cached lists a mail belongs to, and where in a list it goes.

/** The five folders every mailbox has. */
export const FOLDER_SLUGS = ['inbox', 'sent', 'drafts', 'spam', 'trash'] as const;
export type FolderSlug = (typeof FOLDER_SLUGS)[number];

/** The two filters. */
export const FILTER_SLUGS = ['starred', 'important'] as const;

export const isFolderSlug = (value: string | undefined): value is FolderSlug =>
  (FOLDER_SLUGS as readonly string[]).includes(value ?? '');

/** What the rules read of a mail. */
export interface MailState {
  id: string;
  folderSlug: string;
  unread: boolean;
  starred: boolean;
  important: boolean;
  labels: readonly string[];
  date: string;
}

/**
 * How much one mail adds to its folder's count (the contract's rule): unread mails count in the Inbox,
 * every mail in Drafts and Spam, none in Sent and Trash.
 */
export function countWeight(folderSlug: string, unread: boolean): number {
  if (folderSlug === 'inbox') return unread ? 1 : 0;
  if (folderSlug === 'drafts' || folderSlug === 'spam') return 1;
  return 0;
}

/**
 * What a change does to the folder counts: each mail's weight before is taken from its former folder and
 * its weight after is added to its new one (`after` null: the mail is gone). Folders left unchanged are
 * not in the answer.
 */
export function countDeltas(
  changes: readonly {
    before: Pick<MailState, 'folderSlug' | 'unread'> | null;
    after: Pick<MailState, 'folderSlug' | 'unread'> | null;
  }[],
): Record<string, number> {
  const deltas: Record<string, number> = {};
  const add = (slug: string, amount: number) => {
    if (amount === 0) return;
    deltas[slug] = (deltas[slug] ?? 0) + amount;
    if (deltas[slug] === 0) delete deltas[slug];
  };
  for (const { before, after } of changes) {
    if (before) add(before.folderSlug, -countWeight(before.folderSlug, before.unread));
    if (after) add(after.folderSlug, countWeight(after.folderSlug, after.unread));
  }
  return deltas;
}

/** Folders with `deltas` applied to their counts (never below 0). */
export function withCounts<Folder extends { slug: string; count: number }>(
  folders: readonly Folder[],
  deltas: Record<string, number>,
): Folder[] {
  return folders.map((folder) =>
    deltas[folder.slug]
      ? { ...folder, count: Math.max(0, folder.count + (deltas[folder.slug] ?? 0)) }
      : folder,
  );
}

/** The arguments that tell a cached list apart. */
export interface ListArgs {
  folder?: string | null;
  filter?: string | null;
  label?: string | null;
  query?: string | null;
}

/** The list arguments of a cached `mails` field from its store name (`mails:{"folder":"inbox"}`). */
export function parseListArgs(storeFieldName: string): ListArgs {
  const start = storeFieldName.search(/[:(]/);
  if (start < 0) return {};
  let text = storeFieldName.slice(start + 1);
  if (storeFieldName[start] === '(' && text.endsWith(')')) text = text.slice(0, -1);
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as ListArgs) : {};
  } catch {
    return {};
  }
}

/** Folders the filters and labels do not look into. */
const OUTSIDE_FILTERS = new Set(['trash', 'spam']);

/**
 * Whether `mail` belongs in the list `args` names: true, false, or null when the client cannot tell (a
 * search: only the server knows which texts match). `labelIds` maps a label's slug to its id.
 */
export function belongsTo(
  args: ListArgs,
  mail: MailState,
  labelIds: ReadonlyMap<string, string>,
): boolean | null {
  let belongs = true;
  if (args.folder) belongs = mail.folderSlug === args.folder;
  else if (args.filter === 'starred') belongs = mail.starred && !OUTSIDE_FILTERS.has(mail.folderSlug);
  else if (args.filter === 'important') belongs = mail.important && !OUTSIDE_FILTERS.has(mail.folderSlug);
  else if (args.label) {
    const id = labelIds.get(args.label);
    belongs = id !== undefined && mail.labels.includes(id) && !OUTSIDE_FILTERS.has(mail.folderSlug);
  }
  if (!belongs) return false;
  return args.query ? null : true;
}

/**
 * Where a mail dated `date` goes among `dates` (newest first): the index to insert at, or null when it
 * falls after the loaded part of a list that has more pages (it shows when those load).
 */
export function insertionIndex(dates: readonly string[], date: string, complete: boolean): number | null {
  const time = Date.parse(date);
  const index = dates.findIndex((other) => Date.parse(other) < time);
  if (index >= 0) return index;
  return complete ? dates.length : null;
}

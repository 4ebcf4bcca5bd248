// The mailbox in Apollo's cache: one entry per list (folder, filter or label, with the search text),
// holding every page loaded so far, and the edits the mutations and the live feed make to it. A change
// moves only the mails it touches between the cached lists and edits the folder counts; no list is
// fetched again.
import type { ApolloCache, Reference, TypePolicies } from '@apollo/client';
import { connectionField } from '../../components/data-table';
import type { MailFieldsFragment } from '../../generated/graphql';
import { MailboxDocument, MailFieldsFragment as MailFieldsDocument } from './graphql/mail';
import { belongsTo, countDeltas, insertionIndex, parseListArgs, type MailState } from './mail-rules';

export type MailRow = MailFieldsFragment;

/** A cached list: the pages loaded so far (components/data-table's connectionField keeps it). */
interface MailsEntry {
  nodes: readonly Reference[];
  totalCount: number;
  endCursor: string | null;
}

export const mailTypePolicies: TypePolicies = {
  Mail: { keyFields: ['id'] },
  MailLabel: { keyFields: ['id'] },
  MailFolder: { keyFields: ['id'] },
  // One per viewer: the settings answer of updateMailSettings replaces the one the mailbox read.
  MailSettings: { keyFields: [] },
  Query: {
    fields: {
      // One entry per folder, filter, label and search text; "load more" appends the next page.
      mails: connectionField(),
      // A mail opened from the list shows at once from the cached row.
      mail: {
        read(existing, { args, toReference }) {
          return (
            existing ?? (args?.id ? toReference({ __typename: 'Mail', id: args.id as string }) : undefined)
          );
        },
      },
    },
  },
};

/** A mail as the screen shows it now (optimistic changes included), or null when not cached. */
export function cachedMail(cache: ApolloCache, id: string): MailRow | null {
  return cache.readFragment<MailRow>(
    {
      id: cache.identify({ __typename: 'Mail', id }),
      fragment: MailFieldsDocument,
      fragmentName: 'MailFields',
    },
    true,
  );
}

/** The viewer's label slugs to their ids, as cached. */
function labelIdsBySlug(cache: ApolloCache): Map<string, string> {
  const data = cache.readQuery({ query: MailboxDocument });
  return new Map((data?.mailLabels ?? []).map((label) => [label.slug, label.id]));
}

/** The folder of `slug` as cached (its id), or undefined. */
export function folderIdOf(cache: ApolloCache, slug: string): string | undefined {
  return cache.readQuery({ query: MailboxDocument })?.mailFolders.find((folder) => folder.slug === slug)?.id;
}

/**
 * Puts each of `mails` (already in the cache with their new values) where it now belongs: out of the
 * cached lists it left, into the loaded part of those it joined (by date), totals following. A search
 * list only loses mails that left its folder, filter or label; only the server knows what matches.
 */
export function reconcileLists(cache: ApolloCache, mails: readonly MailState[]): void {
  if (mails.length === 0) return;
  const labelIds = labelIdsBySlug(cache);
  cache.modify<{ mails: MailsEntry }>({
    fields: {
      mails(existing, { storeFieldName, readField, toReference }) {
        const entry = existing as MailsEntry;
        const args = parseListArgs(storeFieldName);
        let nodes = entry.nodes;
        let total = entry.totalCount;
        for (const mail of mails) {
          const present = nodes.some((node) => readField<string>('id', node) === mail.id);
          const fits = belongsTo(args, mail, labelIds);
          if (present && fits === false) {
            nodes = nodes.filter((node) => readField<string>('id', node) !== mail.id);
            total -= 1;
          } else if (!present && fits === true) {
            const dates = nodes.map((node) => readField<string>('date', node) ?? '');
            const index = insertionIndex(dates, mail.date, entry.endCursor === null);
            const ref = toReference({ __typename: 'Mail', id: mail.id });
            if (index !== null && ref) nodes = [...nodes.slice(0, index), ref, ...nodes.slice(index)];
            total += 1;
          }
        }
        return nodes === entry.nodes ? entry : { ...entry, nodes, totalCount: Math.max(0, total) };
      },
    },
  });
}

/** Takes the mails of `ids` out of every cached list, totals following. */
export function removeFromLists(cache: ApolloCache, ids: readonly string[]): void {
  const gone = new Set(ids);
  cache.modify<{ mails: MailsEntry }>({
    fields: {
      mails(existing, { readField }) {
        const entry = existing as MailsEntry;
        const nodes = entry.nodes.filter((node) => !gone.has(readField<string>('id', node) ?? ''));
        if (nodes.length === entry.nodes.length) return entry;
        return {
          ...entry,
          nodes,
          totalCount: Math.max(0, entry.totalCount - (entry.nodes.length - nodes.length)),
        };
      },
    },
  });
}

/** Adds `deltas` (folder slug → change) to the cached folder counts. */
export function adjustFolderCounts(cache: ApolloCache, deltas: Record<string, number>): void {
  const folders = cache.readQuery({ query: MailboxDocument })?.mailFolders ?? [];
  for (const folder of folders) {
    const delta = deltas[folder.slug];
    if (!delta) continue;
    cache.modify<{ count: number }>({
      id: cache.identify({ __typename: 'MailFolder', id: folder.id }),
      fields: { count: (count) => Math.max(0, (count as number) + delta) },
    });
  }
}

/**
 * After a change of mails (flags, folder, labels) whose answer is cached: the lists and the counts
 * follow. `before` are the mails as they were when the change was asked.
 */
export function afterMailChange(
  cache: ApolloCache,
  before: readonly MailRow[],
  after: readonly MailRow[],
): void {
  reconcileLists(cache, after);
  const previous = new Map(before.map((mail) => [mail.id, mail]));
  adjustFolderCounts(
    cache,
    countDeltas(after.map((mail) => ({ before: previous.get(mail.id) ?? null, after: mail }))),
  );
}

/** After mails were deleted forever (or a draft sent away): gone from the lists, the counts and the cache. */
export function afterMailsGone(cache: ApolloCache, before: readonly MailRow[], ids: readonly string[]): void {
  removeFromLists(cache, ids);
  adjustFolderCounts(cache, countDeltas(before.map((mail) => ({ before: mail, after: null }))));
  for (const id of ids) cache.evict({ id: cache.identify({ __typename: 'Mail', id }) });
  cache.gc();
}

/**
 * A mail delivered while the mailbox is open: written to the cache, at the top of the Inbox lists (and
 * of the filters and labels it belongs to), the Inbox count bumped. A mail already known is left alone.
 */
export function addReceivedMail(cache: ApolloCache, mail: MailRow): void {
  if (cachedMail(cache, mail.id)) return;
  cache.writeFragment({ fragment: MailFieldsDocument, fragmentName: 'MailFields', data: mail });
  afterMailChange(cache, [], [mail]);
}

/** Takes a deleted label off every cached mail and drops the cached lists of that label. */
export function forgetLabel(cache: ApolloCache, id: string, slug: string): void {
  cache.modify<{ mailLabels: readonly Reference[]; mails: MailsEntry }>({
    fields: {
      mailLabels: (labels, { readField }) =>
        (labels as readonly Reference[]).filter((label) => readField<string>('id', label) !== id),
      mails: (entry, { storeFieldName, DELETE }) =>
        parseListArgs(storeFieldName).label === slug ? DELETE : entry,
    },
  });
  const stored = cache.extract() as Record<string, { __typename?: string; labels?: string[] }>;
  for (const [key, value] of Object.entries(stored)) {
    if (value.__typename !== 'Mail' || !value.labels?.includes(id)) continue;
    cache.modify<{ labels: string[] }>({
      id: key,
      fields: { labels: (labels) => (labels as string[]).filter((labelId) => labelId !== id) },
    });
  }
}

/** Adds a created label to the cached labels, by title. */
export function addLabel(cache: ApolloCache, label: { id: string }): void {
  cache.modify<{ mailLabels: readonly Reference[] }>({
    fields: {
      mailLabels(labels, { readField, toReference }) {
        const list = labels as readonly Reference[];
        if (list.some((ref) => readField<string>('id', ref) === label.id)) return list;
        const ref = toReference({ __typename: 'MailLabel', id: label.id });
        if (!ref) return list;
        return [...list, ref].sort((a, b) =>
          (readField<string>('title', a) ?? '').localeCompare(readField<string>('title', b) ?? ''),
        );
      },
    },
  });
}

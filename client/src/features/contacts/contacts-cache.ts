// How the contacts list lives in Apollo's normalised cache: one entry per search text holding every
// page loaded so far, and the edits that keep those entries right after a create, rename or delete
// without asking the server for the list again.
import { compareCodePoints, contactSortKey } from './contact-sort-key';
import type { ApolloCache, FieldPolicy, Reference, TypePolicies } from '@apollo/client';

/** Contacts per page while scrolling (the server allows up to 10,000). */
export const CONTACTS_PAGE_SIZE = 100;

interface ContactsEntry {
  nodes: readonly Reference[];
  totalCount: number;
  endCursor: string | null;
}

/** The search text as the cache keys it: trimmed, blank for all. */
export function normalizeContactsQuery(query: unknown): string {
  return typeof query === 'string' ? query.trim() : '';
}

/** Whether a contact named `name` is in the list for `query` (case-insensitive substring, as the server). */
export function contactMatchesQuery(name: string, query: string): boolean {
  const folded = normalizeContactsQuery(query).toLocaleLowerCase();
  return folded === '' || name.toLocaleLowerCase().includes(folded);
}

// The field is keyed by the search text alone; `first` and `after` only say which page came in.
const CONTACTS_KEY_PREFIX = 'contacts:';
const contactsKey = (query: unknown) => JSON.stringify({ query: normalizeContactsQuery(query) });

/** The search text of a cached `contacts` entry, from its store field name. */
export function contactsQueryOf(storeFieldName: string): string {
  try {
    const parsed: unknown = JSON.parse(storeFieldName.slice(CONTACTS_KEY_PREFIX.length));
    return normalizeContactsQuery((parsed as { query?: unknown } | null)?.query);
  } catch {
    return '';
  }
}

const contactsField: FieldPolicy<ContactsEntry> = {
  keyArgs: (args) => contactsKey(args?.query),
  // A first page (no `after`) starts the entry afresh; a later page is appended, skipping any contact
  // already there. The count and the cursor are always the latest page's.
  merge(existing, incoming, { args, readField }) {
    if (!existing || !args?.after) return incoming;
    const seen = new Set(existing.nodes.map((node) => readField<string>('id', node)));
    return {
      ...incoming,
      nodes: [
        ...existing.nodes,
        ...incoming.nodes.filter((node) => !seen.has(readField<string>('id', node))),
      ],
    };
  },
};

/** The contacts feature's fields of Query, for the registry (app/apollo/type-policies.ts). */
export const contactsQueryFields: NonNullable<TypePolicies['Query']>['fields'] = {
  contacts: contactsField,
};

interface SortKey {
  name: string;
  id: string;
}

/** The server's order: by the name's alphabet key (contact-sort-key.ts), then id. */
export function compareContacts(a: SortKey, b: SortKey): number {
  return compareCodePoints(contactSortKey(a.name), contactSortKey(b.name)) || compareCodePoints(a.id, b.id);
}

/**
 * `items` with `item` inserted before the first item that sorts after it. When it would go last while
 * more pages exist, it belongs to a page not loaded yet and is left out.
 */
export function placeByName<T>(
  items: readonly T[],
  item: T,
  keyOf: (value: T) => SortKey,
  hasMorePages: boolean,
): T[] {
  const key = keyOf(item);
  const index = items.findIndex((existing) => compareContacts(keyOf(existing), key) > 0);
  if (index === -1) return hasMorePages ? [...items] : [...items, item];
  return [...items.slice(0, index), item, ...items.slice(index)];
}

const contactRef = (cache: ApolloCache, id: string) => cache.identify({ __typename: 'Contact', id });

/** A created contact goes first in every cached list it belongs to, and counts. */
export function prependContact(cache: ApolloCache, contact: { id: string; name: string }): void {
  cache.modify<{ contacts: ContactsEntry }>({
    fields: {
      contacts(existing, { storeFieldName, readField, toReference }) {
        const entry = existing as ContactsEntry;
        const ref = toReference({ __typename: 'Contact', id: contact.id });
        if (!ref || !contactMatchesQuery(contact.name, contactsQueryOf(storeFieldName))) return entry;
        if (entry.nodes.some((node) => readField<string>('id', node) === contact.id)) return entry;
        return { ...entry, nodes: [ref, ...entry.nodes], totalCount: entry.totalCount + 1 };
      },
    },
  });
}

/** A renamed contact moves to its place by name in every cached list, or leaves a search it no longer matches. */
export function placeContact(cache: ApolloCache, contact: { id: string; name: string }): void {
  cache.modify<{ contacts: ContactsEntry }>({
    fields: {
      contacts(existing, { storeFieldName, readField, toReference }) {
        const entry = existing as ContactsEntry;
        const ref = toReference({ __typename: 'Contact', id: contact.id });
        if (!ref) return entry;
        const idOf = (node: Reference) => readField<string>('id', node);
        const had = entry.nodes.some((node) => idOf(node) === contact.id);
        const belongs = contactMatchesQuery(contact.name, contactsQueryOf(storeFieldName));
        if (!had && !belongs) return entry;
        const others = entry.nodes.filter((node) => idOf(node) !== contact.id);
        if (!belongs) return { ...entry, nodes: others, totalCount: Math.max(0, entry.totalCount - 1) };
        const keyOf = (node: Reference): SortKey =>
          node === ref ? contact : { name: readField<string>('name', node) ?? '', id: idOf(node) ?? '' };
        const nodes = placeByName(others, ref, keyOf, entry.endCursor !== null);
        return { ...entry, nodes, totalCount: entry.totalCount + (had ? 0 : 1) };
      },
    },
  });
}

/** A deleted contact leaves every cached list (one fewer counted) and the cache itself. */
export function removeContact(cache: ApolloCache, id: string): void {
  cache.modify<{ contacts: ContactsEntry }>({
    fields: {
      contacts(existing, { readField }) {
        const entry = existing as ContactsEntry;
        const nodes = entry.nodes.filter((node) => readField<string>('id', node) !== id);
        if (nodes.length === entry.nodes.length) return entry;
        return { ...entry, nodes, totalCount: Math.max(0, entry.totalCount - 1) };
      },
    },
  });
  const ref = contactRef(cache, id);
  if (ref) cache.evict({ id: ref });
  cache.gc();
}

/** A created tag joins the cached tag list (newest first, as the server answers). */
export function addContactTag(cache: ApolloCache, tag: { id: string; title: string }): void {
  cache.modify<{ contactTags: readonly Reference[] }>({
    fields: {
      contactTags(existing, { readField, toReference }) {
        const list = existing as readonly Reference[];
        const ref = toReference({ __typename: 'ContactTag', id: tag.id });
        if (!ref || list.some((node) => readField<string>('id', node) === tag.id)) return list;
        return [ref, ...list];
      },
    },
  });
}

/** A deleted tag leaves the tag list and every cached contact, as the server removes it from them. */
export function removeContactTag(cache: ApolloCache, id: string): void {
  cache.modify<{ contactTags: readonly Reference[] }>({
    fields: {
      contactTags(existing, { readField }) {
        return (existing as readonly Reference[]).filter((node) => readField<string>('id', node) !== id);
      },
    },
  });
  for (const key of Object.keys(cache.extract() as Record<string, unknown>)) {
    if (!key.startsWith('Contact:')) continue;
    cache.modify<{ tags: readonly string[] }>({
      id: key,
      fields: {
        tags: (tags) => {
          const list = tags as readonly string[];
          return list.includes(id) ? list.filter((tagId) => tagId !== id) : list;
        },
      },
    });
  }
  const ref = cache.identify({ __typename: 'ContactTag', id });
  if (ref) cache.evict({ id: ref });
  cache.gc();
}

// How the contacts list lives in Apollo's normalised cache: one entry per search text holding every
// page loaded so far, and the edits that keep those entries right after a create, rename or delete
// without asking the server for the list again. The mutation hooks run them optimistically first;
// Apollo drops that layer when the server refuses, which is the rollback.
import type { ApolloCache, FieldPolicy, Reference, TypePolicies } from '@apollo/client';
import { addCachedTag, removeCachedTag, type TaggedItemsInCache } from '../../components/tags/tags-cache';
import type { ContactDetailFragment, ContactPatch } from '../../generated/graphql';
import { withTypename } from '../../lib/apollo/use-cache-mutation';
import { isContactLabel } from './contact-rules';
import { compareCodePoints, contactSortKey } from './contact-sort-key';

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

/** A deleted contact leaves every cached list, one fewer counted (the optimistic part of a delete). */
export function removeContactFromLists(cache: ApolloCache, id: string): void {
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
}

/**
 * A deleted contact leaves the cache itself. Done once the server agreed: evicted while the delete is
 * in flight, the open detail would find its contact gone and fetch it again.
 */
export function evictContact(cache: ApolloCache, id: string): void {
  const ref = contactRef(cache, id);
  if (ref) cache.evict({ id: ref });
  cache.gc();
}

/** A deleted contact leaves every cached list (one fewer counted) and the cache itself. */
export function removeContact(cache: ApolloCache, id: string): void {
  removeContactFromLists(cache, id);
  evictContact(cache, id);
}

const labelOf = (label: string | null | undefined) => (label && isContactLabel(label) ? label : null);

/** The contact as it reads once `patch` is saved: the optimistic answer of updateContact (as the server trims). */
export function patchedContact(contact: ContactDetailFragment, patch: ContactPatch): ContactDetailFragment {
  const text = (value: string | null | undefined, current: string | null) =>
    value === undefined ? current : value === null || value.trim() === '' ? null : value.trim();
  return withTypename('Contact', {
    ...contact,
    name: patch.name?.trim() || contact.name,
    avatar: patch.avatar === undefined ? contact.avatar : patch.avatar,
    background: text(patch.background, contact.background),
    title: text(patch.title, contact.title),
    company: text(patch.company, contact.company),
    birthday: text(patch.birthday, contact.birthday),
    address: text(patch.address, contact.address),
    notes: patch.notes === undefined ? contact.notes : patch.notes,
    emails: patch.emails
      ? patch.emails.map((row) =>
          withTypename('ContactEmail', { email: row.email?.trim() ?? '', label: labelOf(row.label) }),
        )
      : contact.emails,
    phoneNumbers: patch.phoneNumbers
      ? patch.phoneNumbers.map((row) =>
          withTypename('ContactPhoneNumber', {
            country: row.country?.trim().toLowerCase() ?? '',
            phoneNumber: row.phoneNumber?.trim() ?? '',
            label: labelOf(row.label),
          }),
        )
      : contact.phoneNumbers,
    tags: patch.tags ? patch.tags.map(String) : contact.tags,
  });
}

/** Where the contact tags and the contacts carrying them live: the tag list, the pages and the details. */
export const CONTACT_TAGS_IN_CACHE: TaggedItemsInCache = {
  tagTypename: 'ContactTag',
  tagListField: 'contactTags',
  itemFields: ['contacts', 'contact'],
};

/** A created tag joins the cached tag list (newest first, as the server answers). */
export function addContactTag(cache: ApolloCache, id: string): void {
  addCachedTag(cache, CONTACT_TAGS_IN_CACHE, id);
}

/** A deleted tag leaves the tag list and every cached contact, as the server removes it from them. */
export function removeContactTag(cache: ApolloCache, id: string): void {
  removeCachedTag(cache, CONTACT_TAGS_IN_CACHE, id);
}

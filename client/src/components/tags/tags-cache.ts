import type { ApolloCache, Reference } from '@apollo/client';
import type { Modifier, Modifiers } from '@apollo/client/cache';
import { isReference } from '@apollo/client/utilities';

// The apps' tags in Apollo's normalised cache, one way for every app (contacts, tasks…): a root field
// lists the tags, items carry their ids in a `tags` field. Creating a tag puts it first in the list;
// deleting one edits only the items that carry it — found through the root fields that hold the items,
// never by scanning the whole store — then drops it from the list and the cache. Both work inside an
// optimistic layer, so a refused delete is rolled back with it.

/** Where an app keeps its tags and the items that carry them. */
export interface TaggedItemsInCache {
  /** The tags' typename, e.g. `ContactTag`. */
  tagTypename: string;
  /** The root field listing the tags, newest first, e.g. `contactTags`. */
  tagListField: string;
  /**
   * Root fields whose answers hold the tagged items, in any shape: a reference (`contact(id)`), a list of
   * them (`tasks`), a page with `nodes` (`contacts`), search hits wrapping them (`searchTasks`).
   */
  itemFields: readonly string[];
}

/** A created tag (its entity written by the answer) goes first in the tag list, once. */
export function addCachedTag(cache: ApolloCache, where: TaggedItemsInCache, id: string): void {
  const prepend: Modifier<readonly Reference[]> = (list, { readField, toReference }) => {
    const ref = toReference({ __typename: where.tagTypename, id });
    if (!ref || list.some((node) => readField<string>('id', node) === id)) return list;
    return [ref, ...list];
  };
  cache.modify({ id: 'ROOT_QUERY', fields: { [where.tagListField]: prepend } as Modifiers });
}

/** A deleted tag leaves every cached item carrying it, the tag list and the cache (as on the server). */
export function removeCachedTag(cache: ApolloCache, where: TaggedItemsInCache, id: string): void {
  const untag: Modifier<readonly string[]> = (tags) =>
    tags.includes(id) ? tags.filter((tagId) => tagId !== id) : tags;
  for (const item of itemIds(cache, where.itemFields)) {
    cache.modify({ id: item, fields: { tags: untag } as Modifiers });
  }
  const drop: Modifier<readonly Reference[]> = (list, { readField }) => {
    const kept = list.filter((node) => readField<string>('id', node) !== id);
    return kept.length === list.length ? list : kept;
  };
  cache.modify({ id: 'ROOT_QUERY', fields: { [where.tagListField]: drop } as Modifiers });
  const tag = cache.identify({ __typename: where.tagTypename, id });
  if (tag) cache.evict({ id: tag });
}

/** The cache ids of the entities the given root fields reach (every argument variant of each). */
export function itemIds(cache: ApolloCache, fields: readonly string[]): Set<string> {
  const found = new Set<string>();
  // Answers the value unchanged: a read, which writes and broadcasts nothing.
  const collect: Modifier<unknown> = (value) => {
    gather(value, found, 0);
    return value;
  };
  cache.modify({ id: 'ROOT_QUERY', fields: Object.fromEntries(fields.map((field) => [field, collect])) });
  return found;
}

// Root answers nest items a few levels deep at most (a page's nodes, a hit's item); references are
// not followed, so this never walks into the rest of the store.
const MAX_DEPTH = 4;

function gather(value: unknown, found: Set<string>, depth: number): void {
  if (depth > MAX_DEPTH || typeof value !== 'object' || value === null) return;
  if (isReference(value)) {
    found.add(value.__ref);
    return;
  }
  for (const entry of Array.isArray(value) ? value : Object.values(value)) gather(entry, found, depth + 1);
}

import { InMemoryCache, type NormalizedCacheObject } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { addCachedTag, itemIds, removeCachedTag, type TaggedItemsInCache } from './tags-cache';

const WHERE: TaggedItemsInCache = {
  tagTypename: 'Label',
  tagListField: 'labels',
  itemFields: ['item', 'items', 'search'],
};

const item = (id: string, tags: string[]) => ({ __typename: 'Item', id, tags });
const tag = (id: string) => ({ __typename: 'Label', id, title: id.toUpperCase() });

/** A store holding items in every shape a root answer takes, and one item no listed field reaches. */
function seeded() {
  const cache = new InMemoryCache();
  cache.restore({
    ROOT_QUERY: {
      __typename: 'Query',
      'item({"id":"a"})': { __ref: 'Item:a' },
      'items:{"query":""}': { __typename: 'ItemPage', nodes: [{ __ref: 'Item:b' }], totalCount: 1 },
      'search({"query":"c"})': [{ __typename: 'Hit', highlighted: 'c', item: { __ref: 'Item:c' } }],
      other: { __ref: 'Item:z' },
      labels: [{ __ref: 'Label:t1' }, { __ref: 'Label:t2' }],
    },
    'Item:a': item('a', ['t1', 't2']),
    'Item:b': item('b', ['t1']),
    'Item:c': item('c', ['t2', 't1']),
    'Item:z': item('z', ['t1']),
    'Label:t1': tag('t1'),
    'Label:t2': tag('t2'),
    'Label:t3': tag('t3'),
  } as NormalizedCacheObject);
  const store = () => cache.extract(true) as Record<string, { tags?: string[] } | undefined>;
  const labels = () => (store().ROOT_QUERY as { labels?: { __ref: string }[] } | undefined)?.labels;
  return { cache, store, labels };
}

describe('tags in the normalised cache', () => {
  it('finds the items the listed root fields reach, whatever their shape, and no others', () => {
    const { cache } = seeded();
    expect([...itemIds(cache, WHERE.itemFields)].sort()).toEqual(['Item:a', 'Item:b', 'Item:c']);
  });

  it('takes a deleted tag off the items carrying it, out of the list and out of the cache', () => {
    const { cache, store, labels } = seeded();
    removeCachedTag(cache, WHERE, 't1');
    expect(store()['Item:a']?.tags).toEqual(['t2']);
    expect(store()['Item:b']?.tags).toEqual([]);
    expect(store()['Item:c']?.tags).toEqual(['t2']);
    expect(labels()).toEqual([{ __ref: 'Label:t2' }]);
    expect(store()['Label:t1']).toBeUndefined();
    // Only what the app's fields reach is edited: the store is not scanned.
    expect(store()['Item:z']?.tags).toEqual(['t1']);
  });

  it('does it in an optimistic layer that a refusal drops', () => {
    const { cache, store, labels } = seeded();
    cache.recordOptimisticTransaction((layer) => removeCachedTag(layer, WHERE, 't1'), 'delete');
    expect(cache.extract(true)['Item:a']).toMatchObject({ tags: ['t2'] });
    cache.removeOptimistic('delete');
    expect(store()['Item:a']?.tags).toEqual(['t1', 't2']);
    expect(labels()).toHaveLength(2);
  });

  it('puts a created tag first in the list, once', () => {
    const { cache, labels } = seeded();
    addCachedTag(cache, WHERE, 't3');
    addCachedTag(cache, WHERE, 't3');
    expect(labels()).toEqual([{ __ref: 'Label:t3' }, { __ref: 'Label:t1' }, { __ref: 'Label:t2' }]);
  });
});

import { describe, expect, it } from 'vitest';
import { PubSub } from '../pubsub.js';
import {
  ACCESS_CHANGED_TOPIC,
  announceAccessChange,
  registerAccessChannel,
  ViewerCache,
} from './viewer-cache.js';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('ViewerCache', () => {
  it('keeps a viewer for the TTL, never past the token expiry', () => {
    const time = clock();
    const cache = new ViewerCache<string>(5_000, time.now);
    cache.set('a', 'u1', 'viewer a');
    cache.set('b', 'u1', 'viewer b', time.now() + 1_000);
    expect(cache.get('a')).toBe('viewer a');
    time.advance(1_000);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('viewer a');
    time.advance(4_000);
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops a user at once and caches none of their tokens for one TTL', () => {
    const time = clock();
    const cache = new ViewerCache<string>(5_000, time.now);
    cache.set('a', 'u1', 'a');
    cache.set('b', 'u2', 'b');
    cache.invalidate({ userId: 'u1' });
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe('b');
    // A read that raced the change's transaction does not put the old state back.
    cache.set('a', 'u1', 'stale');
    expect(cache.get('a')).toBeUndefined();
    time.advance(5_001);
    cache.set('a', 'u1', 'fresh');
    expect(cache.get('a')).toBe('fresh');
  });

  it('drops everyone on a change without a user', () => {
    const cache = new ViewerCache<string>();
    cache.set('a', 'u1', 'a');
    cache.set('b', 'u2', 'b');
    cache.invalidate();
    expect(cache.size).toBe(0);
  });

  it('hears announcements through every registered pub/sub', () => {
    const pubsub = new PubSub();
    const heard: unknown[] = [];
    const stopListening = pubsub.listen(ACCESS_CHANGED_TOPIC, (change) => heard.push(change));
    const unregister = registerAccessChannel(pubsub);
    announceAccessChange('u1');
    announceAccessChange();
    unregister();
    announceAccessChange('u2');
    stopListening();
    expect(heard).toEqual([{ userId: 'u1' }, {}]);
    expect(pubsub.listenerCount(ACCESS_CHANGED_TOPIC)).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { PubSub } from './pubsub.js';

describe('PubSub', () => {
  it('delivers payloads published after subscribing, in order, to every subscriber of the topic', async () => {
    const pubsub = new PubSub();
    const first = pubsub.subscribe<number>('t');
    const second = pubsub.subscribe<number>('t');
    const other = pubsub.subscribe<number>('other');
    pubsub.publish('t', 1);
    pubsub.publish('t', 2);
    expect(await first.next()).toEqual({ value: 1, done: false });
    expect(await first.next()).toEqual({ value: 2, done: false });
    expect(await second.next()).toEqual({ value: 1, done: false });
    const pending = other.next();
    pubsub.publish('other', 3);
    expect(await pending).toEqual({ value: 3, done: false });
  });

  it('unsubscribes on return and ends a waiting reader', async () => {
    const pubsub = new PubSub();
    const iterator = pubsub.subscribe<number>('t');
    expect(pubsub.listenerCount('t')).toBe(1);
    const waiting = iterator.next();
    await iterator.return?.();
    expect(await waiting).toEqual({ value: undefined, done: true });
    expect(pubsub.listenerCount('t')).toBe(0);
    pubsub.publish('t', 1);
    expect(await iterator.next()).toEqual({ value: undefined, done: true });
  });
});

type Listener<T> = (payload: T) => void;

/**
 * In-process publish/subscribe for GraphQL subscriptions. One replica only; several replicas would
 * carry events through Redis pub/sub behind this same interface.
 */
export class PubSub {
  private readonly listeners = new Map<string, Set<Listener<unknown>>>();

  publish<T>(topic: string, payload: T): void {
    for (const listener of this.listeners.get(topic) ?? []) listener(payload);
  }

  /** Calls `listener` with each payload of the topic from now on, synchronously; answers the unsubscribe. */
  listen<T>(topic: string, listener: (payload: T) => void): () => void {
    const set = this.listeners.get(topic) ?? new Set();
    const wrapped = listener as Listener<unknown>;
    set.add(wrapped);
    this.listeners.set(topic, set);
    return () => {
      set.delete(wrapped);
      if (set.size === 0 && this.listeners.get(topic) === set) this.listeners.delete(topic);
    };
  }

  /** An async iterator of the topic's payloads from now on; `return()` unsubscribes. */
  subscribe<T>(topic: string): AsyncIterableIterator<T> {
    const queue: T[] = [];
    let wake: ((result: IteratorResult<T>) => void) | undefined;
    let done = false;
    const listener: Listener<unknown> = (payload) => {
      if (wake) {
        const resolve = wake;
        wake = undefined;
        resolve({ value: payload as T, done: false });
      } else {
        queue.push(payload as T);
      }
    };
    const set = this.listeners.get(topic) ?? new Set();
    set.add(listener);
    this.listeners.set(topic, set);
    const stop = (): IteratorResult<T> => {
      done = true;
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(topic);
      wake?.({ value: undefined, done: true });
      wake = undefined;
      return { value: undefined, done: true };
    };
    return {
      next: () => {
        if (queue.length > 0) return Promise.resolve({ value: queue.shift() as T, done: false });
        if (done) return Promise.resolve({ value: undefined, done: true });
        return new Promise((resolve) => (wake = resolve));
      },
      return: () => Promise.resolve(stop()),
      throw: (error: unknown) => {
        stop();
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      },
      [Symbol.asyncIterator]() {
        return this;
      },
    };
  }

  listenerCount(topic: string): number {
    return this.listeners.get(topic)?.size ?? 0;
  }
}

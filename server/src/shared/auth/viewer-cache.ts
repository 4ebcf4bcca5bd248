import type { PubSub } from '../pubsub.js';

/**
 * The viewer (user row and grants) a bearer token stood for, kept a few seconds so that a burst of
 * requests with one token checks the token and reads the user once; the row also answers `me`. Whatever
 * changes what a person may do or their users row — a role assigned or removed, the account status,
 * the password (tokens revoked), a user deleted, a professional record archived, their name, picture or
 * language — calls `announceAccessChange`: every server's cache drops the person's entries at once
 * (through the app's pub/sub, so replicas agree), and stores none for them during the next TTL, so a
 * read racing the change's transaction cannot put the old state back.
 */
export const VIEWER_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

/** The pub/sub topic of access changes; the payload names one user, or none for everyone. */
export const ACCESS_CHANGED_TOPIC = 'auth:access-changed';

export interface AccessChange {
  /** The person whose access changed; absent: anyone's may have (drop every entry). */
  userId?: string;
}

interface Entry<Value> {
  value: Value;
  userId: string;
  expiresAt: number;
}

export class ViewerCache<Value> {
  private readonly entries = new Map<string, Entry<Value>>();
  /** Users (and '*' for everyone) not to cache until the given time. */
  private readonly quietUntil = new Map<string, number>();

  constructor(
    private readonly ttlMs = VIEWER_CACHE_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  get(token: string): Value | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(token);
      return undefined;
    }
    return entry.value;
  }

  /** Keeps the value until the TTL or `notAfter` (the token's expiry, ms), whichever comes first. */
  set(token: string, userId: string, value: Value, notAfter = Number.POSITIVE_INFINITY): void {
    const now = this.now();
    if ((this.quietUntil.get(userId) ?? 0) > now || (this.quietUntil.get('*') ?? 0) > now) return;
    if (this.entries.size >= MAX_ENTRIES) this.evictExpired(now);
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(token, { value, userId, expiresAt: Math.min(now + this.ttlMs, notAfter) });
  }

  /** Drops the user's entries (everyone's without a user) and caches none of them for one TTL. */
  invalidate(change: AccessChange = {}): void {
    const key = change.userId ?? '*';
    const now = this.now();
    this.quietUntil.set(key, now + this.ttlMs);
    for (const [token, entry] of this.entries) {
      if (change.userId === undefined || entry.userId === change.userId) this.entries.delete(token);
    }
    for (const [user, until] of this.quietUntil) if (until <= now) this.quietUntil.delete(user);
  }

  get size(): number {
    return this.entries.size;
  }

  private evictExpired(now: number): void {
    for (const [token, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(token);
  }
}

// The pub/subs of the servers running in this process (one in production; one per test app). A
// feature announces a change without holding a pub/sub of its own; each server's cache listens on its
// own (and, with a shared pub/sub such as Redis behind the same interface, so do the other replicas').
const channels = new Set<PubSub>();

/** Called by the server that owns `pubsub`; answers the function that stops announcing on it. */
export function registerAccessChannel(pubsub: PubSub): () => void {
  channels.add(pubsub);
  return () => channels.delete(pubsub);
}

/**
 * What a person may do, or their users row, changed (or, without a user id, anyone's may have): every
 * server's viewer cache drops their entries at once. Call it where the change is written, even inside
 * its transaction.
 */
export function announceAccessChange(userId?: string): void {
  const change: AccessChange = userId === undefined ? {} : { userId };
  for (const pubsub of channels) pubsub.publish(ACCESS_CHANGED_TOPIC, change);
}

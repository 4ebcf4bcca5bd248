import { isTokenUsable } from './token';

// The signed-in session is the access token, nothing more: kept in localStorage when the user asked
// to be remembered (survives closing the browser), in sessionStorage otherwise (this tab only).
export const TOKEN_STORAGE_KEY = 'arena.accessToken';

export interface SessionStore {
  /** The token while it is usable (unexpired); an expired token is dropped and null answered. */
  getToken(): string | null;
  isSignedIn(): boolean;
  /** Starts a session after sign-in. */
  start(token: string, remember: boolean): void;
  /** Swaps in a refreshed token, kept where the old one was. */
  replace(token: string): void;
  /** Ends the session in both storages. */
  clear(): void;
  /** Calls `listener` whenever the session starts, changes or ends; answers the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

interface Storages {
  local: Storage | null;
  session: Storage | null;
}

export function createSessionStore(storages: Storages, now: () => number = Date.now): SessionStore {
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  const read = (storage: Storage | null) => safely(() => storage?.getItem(TOKEN_STORAGE_KEY) ?? null, null);
  const write = (storage: Storage | null, token: string) =>
    safely(() => storage?.setItem(TOKEN_STORAGE_KEY, token), undefined);
  const remove = (storage: Storage | null) => safely(() => storage?.removeItem(TOKEN_STORAGE_KEY), undefined);

  const store: SessionStore = {
    getToken() {
      // This tab's session wins over a remembered one from earlier.
      const token = read(storages.session) ?? read(storages.local);
      if (token === null) return null;
      if (isTokenUsable(token, now())) return token;
      store.clear();
      return null;
    },
    isSignedIn: () => store.getToken() !== null,
    start(token, remember) {
      remove(remember ? storages.session : storages.local);
      write(remember ? storages.local : storages.session, token);
      notify();
    },
    replace(token) {
      write(read(storages.session) !== null ? storages.session : storages.local, token);
      notify();
    },
    clear() {
      const hadToken = read(storages.local) !== null || read(storages.session) !== null;
      remove(storages.local);
      remove(storages.session);
      if (hadToken) notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return store;
}

// Storage throws when the browser blocks it (private modes, disabled cookies): act as if it were empty.
function safely<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

const browserStorage = (name: 'localStorage' | 'sessionStorage') =>
  typeof window === 'undefined' ? null : safely(() => window[name], null);

/** The app's one session. */
export const sessionStore = createSessionStore({
  local: browserStorage('localStorage'),
  session: browserStorage('sessionStorage'),
});

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionStore, TOKEN_STORAGE_KEY } from './session-store';

const NOW = 1_800_000_000_000;
const token = (expSeconds: number, id = 'a') =>
  `h.${btoa(JSON.stringify({ sub: id, exp: expSeconds })).replace(/=+$/, '')}.s`;
const valid = token(NOW / 1000 + 3600);
const refreshed = token(NOW / 1000 + 7200, 'b');
const expired = token(NOW / 1000 - 1);

describe('session store', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  const create = () => createSessionStore({ local: localStorage, session: sessionStorage }, () => NOW);

  it('keeps a remembered token in localStorage', () => {
    const store = create();
    store.start(valid, true);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(valid);
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(store.getToken()).toBe(valid);
    expect(store.isSignedIn()).toBe(true);
  });

  it('keeps an unremembered token in sessionStorage only', () => {
    const store = create();
    store.start(valid, false);
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBe(valid);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(store.getToken()).toBe(valid);
  });

  it('replaces a stale remembered token when signing in for this tab only', () => {
    const store = create();
    store.start(valid, true);
    store.start(refreshed, false);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(store.getToken()).toBe(refreshed);
  });

  it('stores a refreshed token where the old one was', () => {
    const store = create();
    store.start(valid, false);
    store.replace(refreshed);
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBe(refreshed);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();

    store.start(valid, true);
    store.replace(refreshed);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(refreshed);
  });

  it('drops an expired token and answers signed out', () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, expired);
    const store = create();
    expect(store.getToken()).toBeNull();
    expect(store.isSignedIn()).toBe(false);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('clears both storages and tells subscribers', () => {
    const store = create();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.start(valid, true);
    sessionStorage.setItem(TOKEN_STORAGE_KEY, valid);
    store.clear();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    store.start(valid, true);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('acts signed out when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    const store = createSessionStore({ local: blocked, session: blocked }, () => NOW);
    expect(() => store.start(valid, true)).not.toThrow();
    expect(store.getToken()).toBeNull();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { isStaleBuildError, reloadForNewBuild, type ReloadEnvironment } from './stale-build';

function environment(start = 1_000_000) {
  const values = new Map<string, string>();
  let clock = start;
  const env: ReloadEnvironment & { advance(ms: number): void } = {
    storage: {
      getItem: (key) => values.get(key) ?? null,
      setItem: (key, value) => void values.set(key, value),
    },
    reload: vi.fn(),
    now: () => clock,
    advance: (ms) => {
      clock += ms;
    },
  };
  return env;
}

describe('a build replaced under an open tab', () => {
  it('recognises the browsers’ chunk-load failures and nothing else', () => {
    expect(
      isStaleBuildError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    ).toBe(true);
    expect(isStaleBuildError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isStaleBuildError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isStaleBuildError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isStaleBuildError(new Error('Network error'))).toBe(false);
    expect(isStaleBuildError(undefined)).toBe(false);
  });

  it('reloads once, not again while the reload has not helped, and again later', () => {
    const env = environment();
    expect(reloadForNewBuild(env)).toBe(true);
    expect(env.reload).toHaveBeenCalledTimes(1);
    env.advance(5_000);
    expect(reloadForNewBuild(env)).toBe(false);
    expect(env.reload).toHaveBeenCalledTimes(1);
    env.advance(60_000);
    expect(reloadForNewBuild(env)).toBe(true);
    expect(env.reload).toHaveBeenCalledTimes(2);
  });
});

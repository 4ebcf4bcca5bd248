/**
 * After a deploy, an open tab still runs the previous build and asks the server for chunks that no
 * longer exist (they answer 404). Such a failure is not an error of the page: the fix is to load the new
 * build. The tab reloads itself once; if the reload did not help (the chunk is still missing a moment
 * later), it stops and lets the page say so, instead of reloading in a loop.
 */
const RELOADED_AT_KEY = 'arena.reloadedForNewBuild';
/** A second failure within this time after a reload means the reload did not help. */
const RELOAD_WINDOW_MS = 60_000;

const CHUNK_FAILURE = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite's preload of a chunk's CSS
];

/** Whether `error` is a chunk of the running build that could not be loaded. */
export function isStaleBuildError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_FAILURE.some((pattern) => pattern.test(message));
}

export interface ReloadEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  now: () => number;
}

const browser = (): ReloadEnvironment => ({
  storage: window.sessionStorage,
  reload: () => window.location.reload(),
  now: () => Date.now(),
});

/** Reloads onto the new build unless this tab just did; answers whether it reloads. */
export function reloadForNewBuild(environment: ReloadEnvironment = browser()): boolean {
  const { storage, reload, now } = environment;
  let last = Number.NaN;
  try {
    last = Number(storage.getItem(RELOADED_AT_KEY));
  } catch {
    // Storage refused (private mode): reload at most this once.
  }
  if (Number.isFinite(last) && now() - last < RELOAD_WINDOW_MS) return false;
  try {
    storage.setItem(RELOADED_AT_KEY, String(now()));
  } catch {
    return false;
  }
  reload();
  return true;
}

/**
 * Vite announces every failed chunk load with this event, also those outside a route (the design system,
 * Apollo). The tab loads the new build at the address the person was going to (`destination`: the
 * router's navigation in progress, if any), or where it is.
 */
export function installStaleBuildReload(destination: () => string | undefined): void {
  window.addEventListener('vite:preloadError', (event) => {
    const { payload } = event as Event & { payload?: unknown };
    if (!isStaleBuildError(payload)) return;
    const href = destination();
    reloadForNewBuild({
      ...browser(),
      reload: () => (href ? window.location.assign(href) : window.location.reload()),
    });
  });
}

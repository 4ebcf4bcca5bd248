import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';

// Lazy route modules load slowly while the server suites share the cores: wait up to 5 s, not 1 s.
configure({ asyncUtilTimeout: 5000 });

// jsdom parses its own default style sheet the first time a style is computed (every role query computes
// some): half a second of the first test of each worker on a busy machine. Done here, it is set-up.
beforeAll(() => {
  window.getComputedStyle(document.body);
});

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

// What jsdom lacks and Chakra (Ark UI / Zag) or next-themes call.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (typeof window.ResizeObserver === 'undefined') {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
}

Element.prototype.scrollIntoView ??= () => undefined;
window.scrollTo = () => undefined;

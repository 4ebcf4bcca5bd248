import type { Page, Request } from '@playwright/test';
import { failedLoad } from './console.js';

// The page's requests: the GraphQL operations it sends, and a watch for every request or answer that
// went wrong, which also tells when the page has its data.

/** The operation name of a GraphQL request, if the request is one. */
export function operationName(request: Request): string | undefined {
  if (new URL(request.url()).pathname !== '/graphql' || request.method() !== 'POST') return undefined;
  return /"operationName":"(\w+)"/.exec(request.postData() ?? '')?.[1];
}

/** Operation names of the GraphQL requests the page sends from now on. */
export function recordOperations(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    const name = operationName(request);
    if (name) names.push(name);
  });
  return names;
}

// ---- What went wrong -----------------------------------------------------------------------------

export interface TrafficWatch {
  /** What went wrong since the last call (console errors, page errors, failed GraphQL or HTTP answers). */
  take(): string[];
  /** Waits until no request has been running for a short while (the page has its data). */
  settle(options?: { quiet?: number; timeout?: number }): Promise<void>;
}

const SETTLING_TYPES = new Set(['document', 'script', 'stylesheet', 'fetch', 'xhr']);

/** The app's loading bar as "<mode> <value>", or "gone" (components/ui/loading-bar.tsx). */
const loadingBar = (page: Page) =>
  page.evaluate(() => {
    const bar = document.querySelector('[role="progressbar"][data-mode]');
    return bar
      ? `${bar.getAttribute('data-mode')} ${bar.getAttribute('aria-valuenow') ?? ''}`.trim()
      : 'gone';
  });

/**
 * Watches a page for everything a person would count as "it broke": console errors and uncaught
 * exceptions, GraphQL answers with errors or a non-200 status, other answers of 400 and up, requests
 * that failed outright. A request the app itself cancelled (leaving a page) is not a failure.
 */
export function watchTraffic(page: Page): TrafficWatch {
  let problems: string[] = [];
  // Requests on their way, with when they left.
  const running = new Map<Request, number>();
  const reading = new Set<Promise<void>>();
  page.on('console', (message) => {
    // Chromium's bare "Failed to load resource" lines repeat what the response check reports with its URL.
    if (message.type() === 'error' && !failedLoad(message)) problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  // What a page needs before it is complete: its code and its data (fonts and images may trickle in).
  page.on('request', (request) => {
    if (SETTLING_TYPES.has(request.resourceType())) running.set(request, Date.now());
  });
  page.on('requestfinished', (request) => running.delete(request));
  page.on('requestfailed', (request) => {
    running.delete(request);
    const failure = request.failure()?.errorText ?? '';
    if (!failure.includes('ERR_ABORTED')) problems.push(`request failed: ${request.url()} ${failure}`);
  });
  page.on('response', (response) => {
    const request = response.request();
    // Answered: what is left is reading the body (tracked below for GraphQL).
    running.delete(request);
    const name = operationName(request);
    if (name === undefined) {
      if (response.status() >= 400)
        problems.push(`HTTP ${response.status()}: ${request.method()} ${response.url()}`);
      return;
    }
    const read = response
      .json()
      .then((body: { errors?: { message?: string; extensions?: { code?: string } }[] }) => {
        const errors = body.errors ?? [];
        if (response.status() !== 200 || errors.length > 0) {
          const codes = errors.map((error) => `${error.extensions?.code ?? '?'} ${error.message ?? ''}`);
          problems.push(`GraphQL ${name}: HTTP ${response.status()} ${codes.join('; ')}`.trim());
        }
      })
      .catch(() => {
        // The page was left before the body arrived: nothing to judge.
      })
      .finally(() => reading.delete(read));
    reading.add(read);
  });
  return {
    take() {
      const taken = problems;
      problems = [];
      return taken;
    },
    async settle({ quiet = 150, timeout = 15_000 } = {}) {
      const started = Date.now();
      let idleSince = 0;
      let bar = 'gone';
      while (Date.now() - started < timeout) {
        // A timer here, not in the page: the request events arrive meanwhile all the same.
        await new Promise((resolve) => setTimeout(resolve, 50));
        bar = await loadingBar(page);
        // The app's loading bar counts what Apollo and the router wait for, even before it reaches
        // the network; gone or full (fading out) means the app has nothing left to do.
        const appIdle = bar === 'gone' || bar === 'determinate 100';
        // A request the app cancelled before it went out may never be reported as ended: once the
        // app is idle, requests older than two seconds are let go.
        if (appIdle) {
          for (const [request, since] of running) if (Date.now() - since > 2_000) running.delete(request);
        }
        if (running.size > 0 || !appIdle) idleSince = 0;
        else if (!idleSince) idleSince = Date.now();
        else if (Date.now() - idleSince >= quiet) break;
      }
      // A body the page stopped reading never ends: judge what arrived within a few seconds.
      await Promise.race([Promise.all(reading), new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (!idleSince) {
        const names = [...running.keys()].map((request) => operationName(request) ?? request.url());
        problems.push(
          `still loading after ${timeout} ms: ${names.join(', ') || 'no request'} (loading bar: ${bar})`,
        );
      }
    },
  };
}

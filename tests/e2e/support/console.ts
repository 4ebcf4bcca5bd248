import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';

// Console errors and uncaught exceptions: every spec fails on those of its own pages.

export interface ConsoleWatchOptions {
  /**
   * Console errors that are not the test's business. By default Chromium's bare "Failed to load
   * resource" lines: a rejected call is answered with a 4xx status, which the browser logs that way.
   */
  ignore?: (message: ConsoleMessage) => boolean;
  /** More to watch on each page, adding its problems to the same list. */
  watch?: (page: Page, errors: string[]) => void;
  /** The part of the list that fails the test (all of it unless given). */
  unexpected?: (errors: string[], page: Page) => string[];
}

/** Chromium's bare console line for an answer of 400 and up, which does not say what was asked. */
export const failedLoad = (message: ConsoleMessage) => message.text().startsWith('Failed to load resource');

/** Adds the page's console errors and uncaught exceptions to `errors`. */
export function watchConsole(page: Page, errors: string[], options: ConsoleWatchOptions = {}) {
  const { ignore = failedLoad, watch } = options;
  page.on('console', (message) => {
    if (message.type() === 'error' && !ignore(message)) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  watch?.(page, errors);
  return errors;
}

/**
 * Every test of the calling spec fails on a console error or an uncaught exception in its page.
 * `errors()` is the running test's list (a test may take out what it expects); `watch(page)` adds
 * another page (a second browser) to it.
 */
export function failOnConsoleErrors(options: ConsoleWatchOptions = {}) {
  let errors: string[] = [];
  test.beforeEach(({ page }) => {
    errors = watchConsole(page, [], options);
  });
  test.afterEach(({ page }) => {
    expect(options.unexpected ? options.unexpected(errors, page) : errors).toEqual([]);
  });
  return {
    errors: () => errors,
    watch: (page: Page) => void watchConsole(page, errors, options),
  };
}

/** Fails the test on an uncaught exception in the page (call the result at the end). */
export function watchPageErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return () => expect(errors).toEqual([]);
}

import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';
import {
  expect,
  test,
  type Browser,
  type ConsoleMessage,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test';

// What the specs share: the seeded people, signing in, the console watch, screenshots into
// tests/e2e/artifacts and the axe-core accessibility check.

export interface Credentials {
  email: string;
  password: string;
}

/** Seeded people (server/src/db/seed). */
export const ADMIN = { email: 'admin@arena.local', password: 'Arena-Admin-2026', name: 'Deniz Kaya' };
export const ORG_ADMIN = { email: 'org.admin@arena.local', password: 'Arena-Org-2026', name: 'Elif Şahin' };
export const REGULAR = { email: 'user@arena.local', password: 'Arena-User-2026', name: 'Selin Koç' };
export const PARENT = { email: 'parent@arena.local', password: 'Arena-Parent-2026', name: 'Ayşe Demir' };
/** A coach of Kartal: staff of his own teams, with no admin grant. */
export const COACH = {
  email: 'deniz.aktas@kartal.example',
  password: 'Arena-Member-2026',
  name: 'Deniz Aktaş',
};
export const COMPANY = { email: 'company@arena.local', password: 'Arena-Company-2026', name: 'Can Öztürk' };

export const HOME = '/fbiad-pages/organization';
/** Where the client keeps the access token (localStorage with "remember me", else sessionStorage). */
export const TOKEN_KEY = 'arena.accessToken';
export const PHONE = { width: 390, height: 844 };

// ---- Signing in ----------------------------------------------------------------------------------

export const emailField = (page: Page) => page.getByLabel('Email address');
// Exact: the show/hide toggle is labelled "Show password".
export const passwordField = (page: Page, label = 'Password') => page.getByLabel(label, { exact: true });
export const signInButton = (page: Page) => page.getByRole('button', { name: 'Sign in', exact: true });

/** Fills the sign-in form on screen and sends it. */
export async function submitSignIn(
  page: Page,
  { email, password }: Credentials,
  { remember = false }: { remember?: boolean } = {},
) {
  await emailField(page).fill(email);
  await passwordField(page).fill(password);
  if (remember) await page.getByText('Remember me').click();
  await signInButton(page).click();
}

/**
 * Signs in through the real form and waits for the page it leads to: `to` (asked for with
 * redirectURL) or the home page.
 */
export async function signIn(
  page: Page,
  persona: Credentials = ADMIN,
  { to, remember = false }: { to?: string; remember?: boolean } = {},
) {
  await page.goto(to ? `/sign-in?redirectURL=${encodeURIComponent(to)}` : '/sign-in');
  await submitSignIn(page, persona, { remember });
  // Signing in hashes the password and loads the signed-in area's code, viewer and language: on a busy
  // two-core machine that takes more than expect's default five seconds.
  await expect(page).toHaveURL(to ?? HOME, { timeout: 30_000 });
}

/** Signs the admin in once through the real form and returns the browser state to reuse. */
export async function signedInState(browser: Browser, file: string) {
  // An empty state: the test's own `storageState` option is the file this writes.
  const page = await browser.newPage({ storageState: { cookies: [], origins: [] } });
  await signIn(page, ADMIN, { remember: true });
  await page.context().storageState({ path: file });
  await page.close();
  return file;
}

export const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

// ---- Menu and lists ------------------------------------------------------------------------------

/** Follows a menu entry, opening its group first when it is closed (the menu's names in `language`). */
export async function openFromMenu(page: Page, group: string, entry: string, language: Language = 'en') {
  const nav = page.getByRole('navigation', { name: shellLabels(language).navigation });
  const trigger = nav.getByRole('button', { name: group, exact: true });
  await expect(trigger).toBeVisible({ timeout: 15_000 });
  if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
  await nav.getByRole('link', { name: entry, exact: true }).click();
}

/** The rows of the page's shared list table (components/data-table), one per record. */
export const tableRows = (page: Page) => page.locator('main tbody tr[data-row-id]');

// ---- GraphQL traffic -----------------------------------------------------------------------------

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

// ---- Console errors ------------------------------------------------------------------------------

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

const failedLoad = (message: ConsoleMessage) => message.text().startsWith('Failed to load resource');

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

// ---- Screenshots ---------------------------------------------------------------------------------

// Pictures for people to look at (gitignored); Playwright's own failure screenshots go to its output.
const artifacts = fileURLToPath(new URL('./artifacts/', import.meta.url));
mkdirSync(artifacts, { recursive: true });

/** tests/e2e/artifacts/<name>.png of the page as it is. */
export const screenshot = (page: Page, name: string, { fullPage = false }: { fullPage?: boolean } = {}) =>
  page.screenshot({ path: `${artifacts}${name}.png`, fullPage });

/**
 * <name>-{light,dark,mobile-dark,mobile-light}.png: light and dark at the page's width, then both at
 * phone width (after `settle` milliseconds, for layouts that animate into the new width), and back.
 */
export async function schemeScreenshots(
  page: Page,
  name: string,
  { fullPage = false, settle = 0 }: { fullPage?: boolean; settle?: number } = {},
) {
  const shoot = (suffix: string) => screenshot(page, `${name}-${suffix}`, { fullPage });
  const expectDark = () => expect(page.locator('html')).toHaveClass(/\bdark\b/);
  const desktop = page.viewportSize();
  await page.emulateMedia({ colorScheme: 'light' });
  await shoot('light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectDark();
  await shoot('dark');
  await page.setViewportSize(PHONE);
  if (settle) await page.waitForTimeout(settle);
  await expectDark();
  await shoot('mobile-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await shoot('mobile-light');
  if (desktop) await page.setViewportSize(desktop);
}

// ---- Accessibility -------------------------------------------------------------------------------

export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeOptions {
  /** CSS selectors of the parts to check (the whole page unless given). */
  include?: string[];
  /** axe-core rule tags to run (all rules unless given). */
  tags?: string[];
  /** Only serious and critical violations fail. */
  seriousOnly?: boolean;
  /** Put before each violation in the failure message. */
  label?: string;
}

/** Runs axe-core on the page as it is and fails with one line a violation. */
export async function expectAccessible(page: Page, options: AxeOptions = {}) {
  const { include = [], tags, seriousOnly = false, label } = options;
  const builder = new AxeBuilder({ page });
  for (const selector of include) builder.include(selector);
  if (tags) builder.withTags(tags);
  const { violations } = await builder.analyze();
  const found = violations
    .filter((violation) => !seriousOnly || violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${label ? `${label}: ` : ''}${violation.id}: ${violation.nodes
          .map((node) => `${node.target.join(' ')} (${node.failureSummary ?? ''})`)
          .join(', ')}`,
    );
  expect(found).toEqual([]);
}

/** The same check in the light and then the dark colour scheme. */
export async function expectAccessibleInBothSchemes(page: Page, options: AxeOptions = {}) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expectAccessible(page, {
      ...options,
      label: options.label ? `${options.label} ${scheme}` : scheme,
    });
  }
}

/** The page's own content: the shell around it (navigation, top bar) belongs to the shell's suites. */
export const PAGE_CONTENT: AxeOptions = { include: ['main'], seriousOnly: true };

// ---- Locales, language and settings --------------------------------------------------------------

export type Language = 'en' | 'tr';

/** A nested locale file as JSON (client/src/<area>/locales/<language>.json). */
export type LocaleTree = { [key: string]: string | LocaleTree };

const clientSource = fileURLToPath(new URL('../../client/src/', import.meta.url));

/** The locale file of a client area such as `layout` or `components/ui`. */
export function clientLocale(area: string, language: Language): LocaleTree {
  return JSON.parse(readFileSync(`${clientSource}${area}/locales/${language}.json`, 'utf8')) as LocaleTree;
}

/** One text of a locale file by its dotted key (`navigation.open`). */
export function localeText(tree: LocaleTree, key: string): string {
  const value = key
    .split('.')
    .reduce<string | LocaleTree | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      tree,
    );
  if (typeof value !== 'string') throw new Error(`No text at ${key}`);
  return value;
}

/** The shell's own labels in both languages (the layout and components/ui locale files). */
export function shellLabels(language: Language) {
  const layout = clientLocale('layout', language);
  const ui = clientLocale('components/ui', language);
  return {
    navigation: localeText(layout, 'navigation.label'),
    openNavigation: localeText(layout, 'navigation.open'),
    settings: localeText(layout, 'settings.open'),
    settingsTitle: localeText(layout, 'settings.title'),
    closeSettings: localeText(layout, 'settings.close'),
    language: localeText(ui, 'language.label'),
    layout: (name: string) => localeText(layout, `layouts.${name}`),
    theme: (name: string) => localeText(layout, `themes.${name}`),
    scheme: (name: 'system' | 'light' | 'dark') => localeText(layout, `schemes.${name}`),
  };
}

/** Chooses the interface language the way a person does: the top bar's language menu. */
export async function switchLanguage(page: Page, to: Language, from: Language = to === 'tr' ? 'en' : 'tr') {
  const html = page.locator('html');
  // On a loaded machine a click can land while the menu is still settling: then the person tries again.
  await expect(async () => {
    if ((await html.getAttribute('lang')) === to) return;
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: shellLabels(from).language, exact: true }).click();
    await page.getByRole('menuitemradio', { name: to === 'tr' ? 'Türkçe' : 'English' }).click();
    await expect(html).toHaveAttribute('lang', to, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

export interface ShellSettings {
  layout?: string;
  scheme?: 'system' | 'light' | 'dark';
  theme?: string;
}

/** Opens the settings drawer with the cog, makes the choices given and closes it again. */
export async function chooseSettings(page: Page, choices: ShellSettings, language: Language = 'en') {
  const labels = shellLabels(language);
  await page.getByRole('button', { name: labels.settings, exact: true }).click();
  const drawer = page.getByRole('dialog', { name: labels.settingsTitle });
  // The drawer slides in: wait until it is all on screen, or a click may land mid-animation.
  await expect(drawer).toBeInViewport({ ratio: 1, timeout: 15_000 });
  const choose = (name: string) => drawer.getByRole('radio', { name, exact: true }).check({ force: true });
  if (choices.theme) await choose(labels.theme(choices.theme));
  if (choices.scheme) await choose(labels.scheme(choices.scheme));
  if (choices.layout) {
    await choose(labels.layout(choices.layout));
    await expect(page.locator(`[data-layout="${choices.layout}"]`)).toBeAttached({ timeout: 15_000 });
  }
  await drawer.getByRole('button', { name: labels.closeSettings }).click();
  await expect(drawer).toBeHidden({ timeout: 15_000 });
}

// ---- English words in Turkish ------------------------------------------------------------------------

/**
 * Words that may stand in Turkish text although English has them too, each with its reason. Everything
 * else that is a word of an English interface string and of no Turkish one counts as English.
 */
const ALLOWED_WORDS: Record<string, string> = {
  arena: 'the product name',
  can: 'a Turkish given name (Can Öztürk, the company persona)',
};

/** Every string of every locale file of the client in a language. */
function localeStrings(language: Language): string[] {
  const files = readdirSync(clientSource, { recursive: true, encoding: 'utf8' }).filter((file) =>
    new RegExp(`(^|[\\\\/])locales[\\\\/]${language}\\.json$`).test(file),
  );
  const strings: string[] = [];
  const collect = (node: unknown) => {
    if (typeof node === 'string') strings.push(node);
    else if (node && typeof node === 'object') Object.values(node).forEach(collect);
  };
  for (const file of files) collect(JSON.parse(readFileSync(`${clientSource}${file}`, 'utf8')));
  return strings;
}

/** Addresses, links and placeholders are not words of a language. */
const stripNonWords = (text: string) =>
  text
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ')
    .replace(/\b(https?:\/\/|www\.)\S+/g, ' ');

/** The words (three letters or more, lower case) of a text. */
export const wordsOf = (text: string) =>
  (stripNonWords(text).match(/\p{L}{3,}/gu) ?? []).map((word) => word.toLowerCase());

let englishOnly: Set<string> | undefined;

/** Words of the English interface strings that no Turkish interface string uses. */
export function englishOnlyWords(): Set<string> {
  if (englishOnly) return englishOnly;
  const turkish = new Set<string>();
  for (const text of localeStrings('tr')) {
    for (const word of stripNonWords(text).match(/\p{L}{3,}/gu) ?? []) {
      turkish.add(word.toLowerCase());
      turkish.add(word.toLocaleLowerCase('tr'));
    }
  }
  englishOnly = new Set(
    localeStrings('en')
      .flatMap(wordsOf)
      .filter((word) => !turkish.has(word) && !(word in ALLOWED_WORDS)),
  );
  return englishOnly;
}

/**
 * Fails on any line of a part of the page (its main content unless given) holding an English word: its
 * text and its elements' titles, labels, placeholders and image descriptions.
 */
export async function expectNoEnglish(page: Page, selector = 'main') {
  const lines = await page
    .locator(selector)
    .first()
    .evaluate((root) => {
      const labels = Array.from(
        root.querySelectorAll('[title], [aria-label], [placeholder], img[alt]'),
      ).flatMap((element) =>
        ['title', 'aria-label', 'placeholder', 'alt'].map((name) => element.getAttribute(name) ?? ''),
      );
      return [...(root as HTMLElement).innerText.split('\n'), ...labels].filter((line) => line.trim());
    });
  const english = englishOnlyWords();
  expect(lines.filter((line) => wordsOf(line).some((word) => english.has(word)))).toEqual([]);
}

// ---- Traffic -------------------------------------------------------------------------------------

export interface TrafficWatch {
  /** What went wrong since the last call (console errors, page errors, failed GraphQL or HTTP answers). */
  take(): string[];
  /** Waits until no request has been running for a short while (the page has its data). */
  settle(options?: { quiet?: number; timeout?: number }): Promise<void>;
}

/**
 * Watches a page for everything a person would count as "it broke": console errors and uncaught
 * exceptions, GraphQL answers with errors or a non-200 status, other answers of 400 and up, requests
 * that failed outright. A request the app itself cancelled (leaving a page) is not a failure.
 */
const SETTLING_TYPES = new Set(['document', 'script', 'stylesheet', 'fetch', 'xhr']);

/** The app's loading bar as "<mode> <value>", or "gone" (components/ui/loading-bar.tsx). */
const loadingBar = (page: Page) =>
  page.evaluate(() => {
    const bar = document.querySelector('[role="progressbar"][data-mode]');
    return bar
      ? `${bar.getAttribute('data-mode')} ${bar.getAttribute('aria-valuenow') ?? ''}`.trim()
      : 'gone';
  });

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

// ---- Overflow ------------------------------------------------------------------------------------

/** Sideways overflow of the document and of the given element: what would be cut off or scroll. */
export async function sidewaysOverflow(page: Page, element?: Locator) {
  const documentOverflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  const elementOverflow = element ? await element.evaluate((node) => node.scrollWidth - node.clientWidth) : 0;
  return { document: documentOverflow, element: elementOverflow };
}

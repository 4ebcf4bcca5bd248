import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import {
  ADMIN,
  COACH,
  COMPANY,
  ORG_ADMIN,
  HOME,
  PARENT,
  PHONE,
  chooseSettings,
  cutOffTexts,
  cutOrUnlabeledControls,
  shellLabels,
  sidewaysOverflow,
  submitSignIn,
  switchLanguage,
  watchTraffic,
  type Credentials,
  type Language,
  type TrafficWatch,
} from './support.js';

// The menu crawl: a person clicks every entry of their menu, one after the other, in a layout, width
// and language, and never meets an error page, a console error, a failed GraphQL answer, a menu cut off
// at the side or a link that is not for their role. Everything happens in the app, as a person does it:
// sign-in through the form, layout through the settings drawer, language through the language menu,
// every page through the menu (groups and folders opened, "More" used, the overlay menu at phone width).
// The external demo link ("External link", a new tab to another site) is checked, not followed.
// Its runs, in menu-crawl.english.spec.ts and menu-crawl.turkish.spec.ts, take about four minutes together
// on the two-core machine when it is otherwise quiet. What they share is here: personas, menu, walk.

// Every step waits a little longer than usual: each run shares two cores with everything else.
export const expect = baseExpect.configure({ timeout: 15_000 });

interface Persona extends Credentials {
  key: string;
  /** Links this persona's menu must not offer (docs/domain.md; schema/navigation.graphql). */
  notForRole: RegExp[];
}

/** The school's staff apps and user administration: never for a parent or a company (privacy). */
const STAFF_ONLY = [
  /^\/fbiad-pages\/users$/,
  /^\/apps\/(contacts|tasks|scrumboard|file-manager|ecommerce)(\/|$)/,
];
/**
 * The demo sections (dashboards, pages, user interface, navigation features): the super admin's only.
 * Everyone keeps their own profile and settings pages; the finance dashboard reads the school's own fees
 * (its money admins' figures, a parent's family invoices).
 */
const DEMO_ONLY = [
  /^\/dashboards\/(?!finance$)/,
  /^\/(ui|docs)\//,
  /^\/pages\/(?!profile$|settings$)/,
  /^https?:/,
];

export const PERSONAS = {
  admin: { ...ADMIN, key: 'super admin', notForRole: [] },
  orgAdmin: { ...ORG_ADMIN, key: 'organization admin', notForRole: DEMO_ONLY },
  coach: { ...COACH, key: 'coach', notForRole: [/^\/fbiad-pages\/users$/, ...DEMO_ONLY] },
  parent: { ...PARENT, key: 'parent', notForRole: [...STAFF_ONLY, ...DEMO_ONLY] },
  company: { ...COMPANY, key: 'company', notForRole: [...STAFF_ONLY, ...DEMO_ONLY] },
} satisfies Record<string, Persona>;

/** The menu entries that open the error screens on purpose (the spec's pages/error/404 and 500). */
const ERROR_SAMPLES: Record<string, string> = { '/pages/error/404': '404', '/pages/error/500': '500' };

// ---- The menu, however the layout shows it --------------------------------------------------------

interface Entry {
  /** The menu's own id (data-nav-item / the top menu's item value); the address for external links. */
  id: string;
  title: string;
  href: string;
  external: boolean;
  /** The link's rel attribute (external links must carry noopener). */
  rel: string;
  /** The top menu's or the rail's section holding the entry (opened to reach it). */
  section?: string;
  /** The menu's top-level group or section the entry belongs to. */
  group: string;
}

type MenuKind = 'side' | 'rail' | 'top' | 'overlay';

/** The layout's own menu: the first navigation inside the layout (side column or header). */
const layoutNavigation = (page: Page) => page.locator('[data-layout] nav').first();

/** The open menu, panel or drawer that has just appeared (portalled to the end of the page). */
const openPopup = (page: Page, role: 'menu' | 'dialog') =>
  page.getByRole(role).filter({ visible: true }).last();

/** Opens every closed group and folder inside `scope` (nested folders appear as their parents open). */
export async function openFolders(scope: Locator) {
  for (let round = 0; round < 20; round++) {
    const closed = scope.locator('button[aria-expanded="false"]').filter({ visible: true });
    if ((await closed.count()) === 0) return;
    await closed.first().click();
  }
  throw new Error('the menu keeps showing closed folders');
}

/** The links on screen inside `scope`, as entries. */
function linksIn(scope: Locator, section?: string): Promise<Entry[]> {
  return scope.locator('a[href]').evaluateAll(
    (anchors, sectionId) =>
      anchors
        .filter((anchor) => (anchor as HTMLElement).checkVisibility())
        .map((anchor) => {
          const link = anchor as HTMLAnchorElement;
          const href = link.getAttribute('href') ?? '';
          // The outermost list entry inside the menu holding the link is its group.
          let outermost: Element | null = null;
          for (let node = link.parentElement; node && node.tagName !== 'NAV'; node = node.parentElement) {
            if (node.tagName === 'LI') outermost = node;
          }
          const heading = outermost?.querySelector('[data-nav-group], [data-nav-item]');
          // In a top menu: the outermost labelled group of the section's menu ("More" holds several).
          let menuGroup: Element | null = null;
          for (
            let node = link.parentElement;
            node && node.getAttribute('role') !== 'menu';
            node = node.parentElement
          ) {
            if (node.getAttribute('role') === 'group') menuGroup = node;
          }
          return {
            group:
              (sectionId && `${sectionId} ${menuGroup?.getAttribute('aria-labelledby') ?? ''}`) ??
              heading?.getAttribute('data-nav-group') ??
              heading?.getAttribute('data-nav-item') ??
              href,
            id: link.dataset.navItem ?? link.closest('[data-value]')?.getAttribute('data-value') ?? href,
            title: (link.innerText || link.getAttribute('aria-label') || '').split('\n')[0]!.trim(),
            href,
            external: link.target === '_blank',
            rel: link.rel,
            ...(sectionId ? { section: sectionId } : {}),
          };
        }),
    section,
  );
}

/** Icons the menu names but the app cannot draw (shown as a plain dot). */
const unknownIcons = (scope: Locator) =>
  scope
    .locator('[data-unknown-icon]')
    .evaluateAll((icons) => icons.map((icon) => icon.getAttribute('data-unknown-icon')));

/** A popup (menu, side panel, overlay drawer) must sit inside the window and not scroll sideways. */
async function expectPopupInside(page: Page, popup: Locator, label: string) {
  const box = await popup.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, `${label}: the menu is on screen`).not.toBeNull();
  expect(box!.x, `${label}: the menu starts inside the window`).toBeGreaterThanOrEqual(-1);
  expect(box!.x + box!.width, `${label}: the menu ends inside the window`).toBeLessThanOrEqual(width + 1);
  expect(
    (await sidewaysOverflow(page, popup)).element,
    `${label}: the menu does not scroll sideways`,
  ).toBeLessThanOrEqual(0);
  expect(await cutOffTexts(popup), `${label}: no entry is cut off`).toEqual([]);
  expect(await unknownIcons(popup), `${label}: every icon is drawn`).toEqual([]);
}

class MenuDriver {
  constructor(
    private readonly page: Page,
    readonly kind: MenuKind,
    private readonly language: Language = 'en',
  ) {}

  /** Every entry of the menu, opening whatever holds entries to see them. */
  async entries(): Promise<Entry[]> {
    const { page } = this;
    switch (this.kind) {
      case 'side': {
        const nav = layoutNavigation(page);
        await openFolders(nav);
        expect(await cutOffTexts(nav), 'no side-menu entry is cut off').toEqual([]);
        expect(await unknownIcons(nav), 'every menu icon is drawn').toEqual([]);
        return linksIn(nav);
      }
      case 'overlay': {
        const drawer = await this.openOverlay();
        await openFolders(drawer);
        await expectPopupInside(page, drawer, 'overlay menu');
        const entries = await linksIn(drawer);
        await page.keyboard.press('Escape');
        await expect(drawer).toBeHidden();
        return entries;
      }
      case 'top':
      case 'rail': {
        const nav = layoutNavigation(page);
        expect(await cutOffTexts(nav), 'no section title is cut off').toEqual([]);
        expect(await unknownIcons(nav), 'every section icon is drawn').toEqual([]);
        const entries = this.kind === 'rail' ? await linksIn(nav) : [];
        const sections = await nav
          .locator('[data-nav-section]')
          .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-nav-section') ?? ''));
        expect(sections.length, 'the menu shows its sections').toBeGreaterThan(0);
        for (const section of sections) {
          const popup = await this.openSection(section);
          if (this.kind === 'rail') await openFolders(popup);
          await expectPopupInside(page, popup, `section ${section}`);
          entries.push(...(await linksIn(popup, section)));
          await page.keyboard.press('Escape');
          await expect(popup).toBeHidden();
        }
        return entries;
      }
    }
  }

  /** Follows an entry with clicks only. */
  async follow(entry: Entry) {
    const { page } = this;
    const link = (scope: Locator) =>
      scope.locator(entry.id.startsWith('/') ? `a[href="${entry.id}"]` : `a[data-nav-item="${entry.id}"]`);
    switch (this.kind) {
      case 'side': {
        const nav = layoutNavigation(page);
        // Folders stay as they were left: open them again only when the entry is hidden in one.
        if (!(await link(nav).isVisible())) await openFolders(nav);
        await link(nav).click();
        return;
      }
      case 'overlay': {
        const drawer = await this.openOverlay(false);
        if (!(await link(drawer).isVisible())) await openFolders(drawer);
        expect((await sidewaysOverflow(page, drawer)).element, 'the overlay menu fits').toBeLessThanOrEqual(
          0,
        );
        await link(drawer).click();
        await expect(drawer).toBeHidden();
        return;
      }
      case 'top':
      case 'rail': {
        if (!entry.section) {
          await link(layoutNavigation(page)).click();
          return;
        }
        const popup = await this.openSection(entry.section);
        if (this.kind === 'top') {
          await popup.locator(`[data-value="${entry.id}"]`).click();
        } else {
          await openFolders(popup);
          await link(popup).click();
        }
        await expect(popup).toBeHidden();
        return;
      }
    }
  }

  /** Opens the overlay menu; `settled`: wait until it has slid all the way in (to measure it). */
  private async openOverlay(settled = true) {
    await this.page
      .getByRole('button', { name: shellLabels(this.language).openNavigation, exact: true })
      .click();
    const drawer = openPopup(this.page, 'dialog');
    if (settled) await expect(drawer).toBeInViewport({ ratio: 1 });
    else await expect(drawer).toBeVisible();
    return drawer;
  }

  private async openSection(section: string) {
    await layoutNavigation(this.page).locator(`[data-nav-section="${section}"]`).click();
    const popup = openPopup(this.page, this.kind === 'top' ? 'menu' : 'dialog');
    await expect(popup).toBeVisible();
    return popup;
  }
}

// ---- The walk --------------------------------------------------------------------------------------

export interface Walk {
  persona: Persona;
  layout: string;
  width: number;
  kind: MenuKind;
  language?: Language;
  /** Every entry (the default), or the first entry of each group: each group opened and followed once. */
  groupsOnly?: boolean;
  /** Called on every page reached, after it has its data (the Turkish check reads the page). */
  onPage?: (page: Page, where: string) => Promise<void>;
}

export async function walkMenu(
  page: Page,
  { persona, layout, width, kind, language = 'en', groupsOnly = false, onPage }: Walk,
) {
  const started = Date.now();
  const traffic = watchTraffic(page);
  await page.setViewportSize(width === PHONE.width ? PHONE : { width, height: 800 });
  await page.goto('/sign-in');
  await submitSignIn(page, persona);
  await expect(page).toHaveURL(HOME, { timeout: 30_000 });
  await traffic.settle();
  await chooseSettings(page, { layout });
  await expect(page.locator(`[data-layout="${layout}"]`)).toBeVisible();
  if (language !== 'en') await switchLanguage(page, language);
  await traffic.settle();
  expect(traffic.take(), 'signing in and choosing the layout').toEqual([]);
  await onPage?.(page, new URL(page.url()).pathname);

  const menu = new MenuDriver(page, kind, language);
  const entries = await menu.entries();
  expect(entries.length, 'the menu has entries').toBeGreaterThan(0);
  // Reported with the rest at the end, so that one run lists every problem.
  const problems = entries
    .filter((entry) => persona.notForRole.some((rule) => rule.test(entry.href)))
    .map((entry) => `${entry.title} (${entry.href}): not for a ${persona.key}`);

  const groups = new Set<string>();
  const walked = groupsOnly
    ? entries.filter((entry) => !entry.external && !groups.has(entry.group) && groups.add(entry.group))
    : entries;
  for (const entry of walked) {
    if (entry.external) {
      // Another site in a new tab: the link says so and gives the page no handle on this one.
      expect(entry.rel, `${entry.title}: rel`).toContain('noopener');
      continue;
    }
    const label = `${entry.title} (${entry.href})`;
    const t0 = Date.now();
    await menu.follow(entry);
    const t1 = Date.now();
    await expect(page, label).toHaveURL((url) => url.pathname === entry.href);
    // The page itself is there (the layout marks the page it renders), not only the new address.
    await expect(page.locator('main'), label).toHaveAttribute('data-pathname', entry.href);
    const t2 = Date.now();
    await traffic.settle();
    const t3 = Date.now();
    problems.push(...(await pageProblems(page, entry, traffic)).map((problem) => `${label}: ${problem}`));
    const t4 = Date.now();
    await onPage?.(page, entry.href);
    if (process.env.CRAWL_PROFILE)
      console.log(entry.href, t1 - t0, t2 - t1, t3 - t2, t4 - t3, Date.now() - t4);
  }
  console.log(
    `${persona.key} ${layout} ${width}px ${language}: ${walked.length} of ${entries.length} entries in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  expect(problems).toEqual([]);
}

/** What is wrong on the page an entry led to. */
async function pageProblems(page: Page, entry: Entry, traffic: TrafficWatch): Promise<string[]> {
  const problems = traffic.take();
  const shown = await page.evaluate((href) => {
    const nav = Array.from(document.querySelectorAll<HTMLElement>('[data-layout] nav')).find((element) =>
      element.checkVisibility(),
    );
    return {
      errorScreen: Array.from(document.querySelectorAll('[data-error-code]'), (node) =>
        node.getAttribute('data-error-code'),
      ).join(),
      layout: document.querySelector<HTMLElement>('[data-layout]')?.checkVisibility() ?? false,
      // The top bar's controls scroll sideways when they do not fit: some would be out of sight.
      controls: (() => {
        const row = document.querySelector('[data-testid="top-bar-actions"]')?.parentElement;
        return row ? row.scrollWidth - row.clientWidth : 0;
      })(),
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      menu: nav ? nav.scrollWidth - nav.clientWidth : 0,
      // A coming-soon page whose menu entry carries a badge (a count of what the page cannot show).
      promised:
        document.querySelector('main [data-coming-soon]') !== null &&
        Array.from(document.querySelectorAll('[data-layout] nav a')).some(
          (link) => link.getAttribute('href') === href && link.querySelector('[data-nav-badge]') !== null,
        ),
    };
  }, entry.href);
  problems.push(...(await cutOrUnlabeledControls(page)));
  const expected = ERROR_SAMPLES[entry.href] ?? '';
  if (shown.errorScreen !== expected) problems.push(`error screen: ${shown.errorScreen || 'none'}`);
  if (!shown.layout) problems.push('the layout is gone');
  if (shown.page > 0) problems.push(`the page scrolls sideways by ${shown.page}px`);
  if (shown.menu > 0) problems.push(`the menu is cut off by ${shown.menu}px`);
  if (shown.controls > 0) problems.push(`the top bar's controls are cut off by ${shown.controls}px`);
  if (shown.promised) problems.push('a coming-soon page with a badge in the menu');
  return problems;
}

import { test, type Page } from '@playwright/test';
import { PERSONAS, expect, openFolders, walkMenu, type Walk } from './menu-crawl.test-kit.js';
import { PHONE, englishOnlyWords, shellLabels, switchLanguage, wordsOf } from './support.js';

// The menu crawl in Turkish (menu-crawl.test-kit.ts says what a walk checks), failing on English words on
// any page: the super admin's whole menu at 1280 in classy (every page the menu reaches); the coach's
// groups at 1280 in classy; the organization admin's, the parent's and the company's groups at 390
// (classy, modern, classic). Each run reads the home page and every page it reaches, then the overlay
// menu (at 390) and the settings drawer.

/**
 * The text a person sees on the page: the body's text and the labels of visible elements. A line that is
 * the whole text of an element marked `translate="no"` is not the interface's (an identifier, or words a
 * person wrote, such as a mail's subject), as in support/locales.ts's expectNoEnglish.
 */
function visibleText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const labels = Array.from(document.querySelectorAll('[title], [aria-label], [placeholder], img[alt]'))
      .filter((element) => (element as HTMLElement).checkVisibility())
      .flatMap((element) =>
        ['title', 'aria-label', 'placeholder', 'alt'].map((name) => element.getAttribute(name) ?? ''),
      );
    const notInterface = new Set(
      Array.from(document.querySelectorAll('[translate="no"], [translate="no"] *')).map((element) =>
        (element.textContent ?? '').trim(),
      ),
    );
    return [document.title, ...document.body.innerText.split('\n'), ...labels].filter(
      (line) => line.trim() && !notInterface.has(line.trim()),
    );
  });
}

/** Collects, per page, the lines holding English words. */
function englishFinder(found: Map<string, Set<string>>) {
  const english = englishOnlyWords();
  return async (page: Page, where: string) => {
    for (const line of await visibleText(page)) {
      const words = wordsOf(line).filter((word) => english.has(word));
      if (words.length === 0) continue;
      const key = `"${line.trim().slice(0, 120)}" [${[...new Set(words)].join(', ')}]`;
      if (!found.has(key)) found.set(key, new Set());
      found.get(key)!.add(where);
    }
  };
}

// A walk clicks through up to ~70 pages one after the other.
test.describe.configure({ timeout: 300_000 });

const TURKISH_RUNS: Walk[] = [
  {
    persona: PERSONAS.orgAdmin,
    width: PHONE.width,
    layout: 'classy',
    kind: 'overlay',
    language: 'tr',
    groupsOnly: true,
  },
  { persona: PERSONAS.coach, width: 1280, layout: 'classy', kind: 'side', language: 'tr', groupsOnly: true },
  { persona: PERSONAS.admin, width: 1280, layout: 'classy', kind: 'side', language: 'tr' },
  {
    persona: PERSONAS.parent,
    width: PHONE.width,
    layout: 'modern',
    kind: 'overlay',
    language: 'tr',
    groupsOnly: true,
  },
  {
    persona: PERSONAS.company,
    width: PHONE.width,
    layout: 'classic',
    kind: 'overlay',
    language: 'tr',
    groupsOnly: true,
  },
];

test.describe('in Turkish', () => {
  // The language may be kept with the account: leave it in English for whoever signs in next.
  test.afterEach(async ({ page }) => {
    if ((await page.locator('html').getAttribute('lang')) === 'tr') await switchLanguage(page, 'en');
  });

  for (const run of TURKISH_RUNS) {
    test(`${run.persona.key}, in Turkish at ${run.width}px: no English on any page of the menu`, async ({
      page,
    }) => {
      const found = new Map<string, Set<string>>();
      const find = englishFinder(found);
      await walkMenu(page, { ...run, onPage: find });
      // The shell's own panels: the overlay menu at phone width, and the settings drawer.
      const labels = shellLabels('tr');
      if (run.kind === 'overlay') {
        await page.getByRole('button', { name: labels.openNavigation, exact: true }).click();
        const drawer = page.getByRole('dialog');
        await expect(drawer).toBeInViewport({ ratio: 1 });
        await openFolders(drawer);
        await find(page, 'the overlay menu');
        await page.keyboard.press('Escape');
        await expect(drawer).toBeHidden();
      }
      await page.getByRole('button', { name: labels.settings, exact: true }).click();
      const settings = page.getByRole('dialog', { name: labels.settingsTitle });
      await expect(settings).toBeInViewport({ ratio: 1 });
      await find(page, 'the settings drawer');
      await page.keyboard.press('Escape');
      await expect(settings).toBeHidden();
      const report = [...found].map(([line, pages]) => `${line} on ${[...pages].join(', ')}`);
      if (report.length > 0)
        console.log(`English in Turkish (${run.persona.key}):\n  ${report.join('\n  ')}`);
      expect(report).toEqual([]);
    });
  }
});

import { copyFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import {
  ADMIN,
  chooseSettings,
  screenshot,
  submitSignIn,
  watchTraffic,
  type TrafficWatch,
} from './support.js';

// Pictures of the shell for people to look at: every layout in light and dark with the default theme,
// and the other five themes on a side-menu layout (light) and a top-menu layout (dark), all over the
// contacts list at 1280×800 (the window only, not the whole page). 32 PNGs in tests/e2e/artifacts/:
//   shell-<layout>-default-<light|dark>.png   11 layouts × 2 schemes
//   shell-classy-<theme>-light.png            brand, teal, rose, purple, amber
//   shell-material-<theme>-dark.png           brand, teal, rose, purple, amber
// With UPDATE_DOCS_SCREENSHOTS=1 the three the README shows are copied to docs/screenshots/.
// Theme, scheme and layout are chosen in the settings drawer; the empty layout, which has no drawer, is
// reached through the `layout` query parameter.

const LAYOUTS = [
  'empty',
  'centered',
  'enterprise',
  'material',
  'modern',
  'classic',
  'classy',
  'compact',
  'dense',
  'futuristic',
  'thin',
] as const;
const OTHER_THEMES = ['brand', 'teal', 'rose', 'purple', 'amber'] as const;
const CONTACTS = '/apps/contacts';

/** The three the README shows (docs/screenshots/), refreshed with UPDATE_DOCS_SCREENSHOTS=1. */
const README_SHOTS: Record<string, string> = {
  'shell-classy-default-light': 'classy-light',
  'shell-material-teal-dark': 'material-teal-dark',
  'shell-futuristic-default-dark': 'futuristic-dark',
};
const artifacts = fileURLToPath(new URL('./artifacts/', import.meta.url));
const docs = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));

// About a minute on a quiet machine; far longer when it is shared.
test.setTimeout(300_000);

/** The contacts list in the layout on screen, with its data and fonts in, nothing moving. */
async function ready(page: Page, traffic: TrafficWatch, layout: string) {
  if (layout === 'empty') await expect(page.locator('[data-layout]')).toHaveCount(0, { timeout: 15_000 });
  else await expect(page.locator(`[data-layout="${layout}"]`)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('contacts-count')).toHaveText(/^\d+ contacts?$/, { timeout: 20_000 });
  await traffic.settle();
  await page.evaluate(() => document.fonts.ready);
  // The loading bar fades out after the last request.
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const bar = document.querySelector('[role="progressbar"]');
          return bar ? `${bar.getAttribute('data-mode')} ${bar.getAttribute('aria-valuenow')}` : 'gone';
        }),
      { timeout: 15_000 },
    )
    .toBe('gone');
  expect(traffic.take(), `${layout}: no errors`).toEqual([]);
}

test('every layout, both schemes and all six themes', async ({ page }) => {
  const traffic = watchTraffic(page);
  await page.goto(`/sign-in?redirectURL=${encodeURIComponent(CONTACTS)}`);
  await submitSignIn(page, ADMIN);
  await expect(page).toHaveURL(CONTACTS, { timeout: 30_000 });
  const shots: string[] = [];
  const shoot = async (name: string) => {
    // The pointer rests on the empty detail pane, so no control shows its hover state.
    await page.mouse.move(900, 650);
    await screenshot(page, name);
    shots.push(name);
  };

  for (const scheme of ['light', 'dark'] as const) {
    await chooseSettings(page, { scheme, theme: 'default' });
    for (const layout of LAYOUTS.filter((name) => name !== 'empty')) {
      await chooseSettings(page, { layout });
      await ready(page, traffic, layout);
      await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      await shoot(`shell-${layout}-default-${scheme}`);
    }
    // The empty layout has no settings drawer: in and out through the query parameter.
    await page.goto(`${CONTACTS}?layout=empty`);
    await ready(page, traffic, 'empty');
    await shoot(`shell-empty-default-${scheme}`);
    await page.goto(`${CONTACTS}?layout=classy`);
    await ready(page, traffic, 'classy');
  }

  for (const [layout, scheme] of [
    ['classy', 'light'],
    ['material', 'dark'],
  ] as const) {
    for (const theme of OTHER_THEMES) {
      await chooseSettings(page, { theme, scheme, layout });
      await expect(page.locator('html')).toHaveAttribute('data-arena-theme', theme);
      await ready(page, traffic, layout);
      await shoot(`shell-${layout}-${theme}-${scheme}`);
    }
  }

  // Back to the defaults for whoever uses this browser state next.
  await chooseSettings(page, { theme: 'default', scheme: 'light', layout: 'classy' });
  expect(shots).toHaveLength(LAYOUTS.length * 2 + OTHER_THEMES.length * 2);
  expect(traffic.take()).toEqual([]);

  if (process.env.UPDATE_DOCS_SCREENSHOTS) {
    mkdirSync(docs, { recursive: true });
    for (const [shot, name] of Object.entries(README_SHOTS)) {
      copyFileSync(`${artifacts}${shot}.png`, `${docs}${name}.png`);
    }
  }
});

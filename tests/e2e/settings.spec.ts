import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  HOME,
  WCAG_21_AA,
  expectAccessible,
  mainNavigation,
  screenshot,
  signedInState,
  watchPageErrors,
} from './support.js';

// The settings drawer (theme, scheme, layout; saved across reloads), the layout query parameter, the
// menu retitled by a language switch, and an accessibility check with the drawer open.

const STATE = join(tmpdir(), `arena-settings-${process.pid}.json`);
test.beforeAll(async ({ browser }) => {
  await signedInState(browser, STATE);
});
test.use({ storageState: STATE });

const openSettings = async (page: Page) => {
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Settings' });
  await expect(drawer).toBeVisible();
  // The drawer slides in: wait until it is all on screen, or a click may land mid-animation.
  await expect(drawer).toBeInViewport({ ratio: 1 });
  return drawer;
};

const htmlState = (page: Page) =>
  page.evaluate(() => ({
    theme: document.documentElement.getAttribute('data-arena-theme'),
    dark: document.documentElement.classList.contains('dark'),
    solid: getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-brand-solid').trim(),
    brand500: getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-brand-500').trim(),
  }));

test('theme, scheme and layout are chosen in the drawer and survive a reload', async ({ page }) => {
  const noErrors = watchPageErrors(page);
  await page.goto(HOME);
  await expect(page.locator('[data-layout="classy"]')).toBeVisible();
  const before = await htmlState(page);
  expect(before.theme).toBe('default');

  const drawer = await openSettings(page);
  await drawer.getByRole('radio', { name: 'Teal' }).check({ force: true });
  await drawer.getByRole('radio', { name: 'Dark' }).check({ force: true });
  await drawer.getByRole('radio', { name: 'Modern' }).check({ force: true });
  await expect(page.locator('[data-layout="modern"]')).toBeVisible();
  await expect.poll(() => htmlState(page)).toMatchObject({ theme: 'teal', dark: true, brand500: '#14b8a6' });
  await screenshot(page, 'settings-drawer-teal-dark');

  await page.reload();
  await expect(page.locator('[data-layout="modern"]')).toBeVisible();
  await expect.poll(() => htmlState(page)).toMatchObject({ theme: 'teal', dark: true, brand500: '#14b8a6' });
  // The palette really changed app-wide: the active menu section uses the teal colour.
  await screenshot(page, 'settings-after-reload-modern-teal-dark');

  const again = await openSettings(page);
  await expect(again.getByRole('radio', { name: 'Teal' })).toBeChecked();
  await expect(again.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expect(again.getByRole('radio', { name: 'Modern' })).toBeChecked();
  // Back to the defaults for the light-scheme screenshots below.
  await again.getByRole('radio', { name: 'Amber' }).check({ force: true });
  await again.getByRole('radio', { name: 'Light' }).check({ force: true });
  await again.getByRole('radio', { name: 'Classy' }).check({ force: true });
  await expect
    .poll(() => htmlState(page))
    .toMatchObject({ theme: 'amber', dark: false, brand500: '#f59e0b' });
  await expect(page.locator('[data-layout="classy"]')).toBeVisible();
  await screenshot(page, 'settings-drawer-amber-light');
  noErrors();
});

test('choosing a layout first clears the layout query parameter', async ({ page }) => {
  await page.goto(`${HOME}?layout=thin`);
  await expect(page.locator('[data-layout="thin"]')).toBeVisible();
  const drawer = await openSettings(page);
  await expect(drawer.getByRole('radio', { name: 'Thin' })).toBeChecked();
  await drawer.getByRole('radio', { name: 'Compact' }).check({ force: true });
  await expect(page).toHaveURL(new RegExp(`${HOME}$`));
  await expect(page.locator('[data-layout="compact"]')).toBeVisible();
  await page.reload();
  await expect(page.locator('[data-layout="compact"]')).toBeVisible();
});

test('switching the language retitles the menu from the server', async ({ page }) => {
  await page.goto(`${HOME}?layout=classy`);
  const nav = mainNavigation(page);
  await expect(nav.getByRole('link', { name: 'Project', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Analytics', exact: true })).toBeVisible();

  const languageButton = page.getByRole('button', { name: 'Language' });
  if (await languageButton.isVisible()) {
    // The top bar's language menu (TopBarActions).
    await languageButton.click();
    await page.getByRole('menuitemradio', { name: 'Türkçe' }).click();
  } else {
    // The top bar is not in yet: choose Turkish the way the language menu stores it, and reload.
    await page.evaluate(() => localStorage.setItem('arena.language', 'tr'));
    await page.reload();
  }
  const trNav = page.getByRole('navigation', { name: 'Ana menü' });
  await expect(trNav.getByRole('link', { name: 'Proje', exact: true })).toBeVisible();
  await expect(trNav.getByRole('link', { name: 'Analitik', exact: true })).toBeVisible();
  await expect(trNav.getByRole('button', { name: 'YÖNETİM' })).toBeVisible();
  await screenshot(page, 'settings-menu-tr');
  await page.evaluate(() => localStorage.setItem('arena.language', 'en'));
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the settings drawer over the classy layout is accessible (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(HOME);
    await expect(mainNavigation(page).getByRole('link', { name: 'Users' })).toBeVisible();
    const drawer = await openSettings(page);
    await page.waitForTimeout(400); // the drawer's slide-in animation
    await expectAccessible(page, { tags: WCAG_21_AA, seriousOnly: true });
    await expect(drawer).toBeVisible();
    await screenshot(page, `settings-drawer-axe-${scheme}`);
  });
}

import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { HOME, PHONE, mainNavigation, screenshot, signedInState, watchPageErrors } from './support.js';

// Every layout at desktop (1280) and mobile (390) width, driven against the real server: the menu
// comes from the `navigation` query and must be reachable in each arrangement.

const STATE = join(tmpdir(), `arena-layouts-${process.pid}.json`);
test.beforeAll(async ({ browser }) => {
  await signedInState(browser, STATE);
});
test.use({ storageState: STATE });

const VERTICAL_FULL = ['classy', 'classic'] as const;
const RAILS = { compact: 'Manage', thin: 'Manage', dense: 'MANAGEMENT' } as const;
const HORIZONTAL = ['centered', 'enterprise', 'material', 'modern'] as const;
const year = String(new Date().getFullYear());

async function expectFooter(page: Page) {
  await expect(page.getByRole('contentinfo')).toContainText(`© ${year}`);
}

/** The active entry is marked for assistive technology, wherever the menu shows it. */
const activeOrganizationLink = (page: Page) =>
  page.locator(`a[aria-current="page"][href="${HOME}"]`).filter({ visible: true });

for (const name of VERTICAL_FULL) {
  test(`${name}: the full side menu is on screen with the page marked`, async ({ page }) => {
    const noErrors = watchPageErrors(page);
    await page.goto(`${HOME}?layout=${name}`);
    await expect(page.locator(`[data-layout="${name}"]`)).toBeVisible();
    const nav = mainNavigation(page);
    await expect(nav.getByRole('button', { name: 'MANAGEMENT' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Users' })).toBeVisible();
    await expect(activeOrganizationLink(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Settings' })).toBeVisible();
    await expectFooter(page);
    await screenshot(page, `layout-${name}-1280`);
    noErrors();
  });
}

test('futuristic: sections fold open from a dark, tinted column', async ({ page }) => {
  await page.goto(`${HOME}?layout=futuristic`);
  const nav = mainNavigation(page);
  // The section holding the page on screen starts open.
  await expect(nav.getByRole('button', { name: 'MANAGEMENT' })).toHaveAttribute('aria-expanded', 'true');
  await expect(activeOrganizationLink(page)).toBeVisible();
  const content = nav.getByRole('button', { name: 'CONTENT' });
  await expect(content).toHaveAttribute('aria-expanded', 'false');
  await content.click();
  await expect(nav.getByRole('link', { name: 'News' })).toBeVisible();
  await expectFooter(page);
  await screenshot(page, 'layout-futuristic-1280');
});

for (const [name, section] of Object.entries(RAILS)) {
  test(`${name}: a narrow rail whose sections open beside it`, async ({ page }) => {
    await page.goto(`${HOME}?layout=${name}`);
    await expect(page.locator(`[data-layout="${name}"]`)).toBeVisible();
    const trigger = mainNavigation(page).getByRole('button', { name: section, exact: true });
    await expect(trigger).toBeVisible();
    await screenshot(page, `layout-${name}-1280`);
    await trigger.click();
    await expect(activeOrganizationLink(page)).toBeVisible();
    await page.getByRole('dialog').getByRole('link', { name: 'Users' }).click();
    await expect(page).toHaveURL(/\/fbiad-pages\/users$/);
    await expectFooter(page);
  });
}

test('dense: the toggle switches between the icon rail and the full menu', async ({ page }) => {
  await page.goto(`${HOME}?layout=dense`);
  await expect(page.locator('[data-navigation="dense"]')).toBeVisible();
  const toggle = page.getByRole('button', { name: 'Toggle navigation appearance' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(page.locator('[data-navigation="default"]')).toBeVisible();
  await expect(activeOrganizationLink(page)).toBeVisible();
  await toggle.click();
  await expect(page.locator('[data-navigation="dense"]')).toBeVisible();
});

for (const name of HORIZONTAL) {
  test(`${name}: the menu runs across the top`, async ({ page }) => {
    await page.goto(`${HOME}?layout=${name}`);
    await expect(page.locator(`[data-layout="${name}"]`)).toBeVisible();
    const section = mainNavigation(page).getByRole('button', { name: 'Content' });
    await expect(section).toBeVisible();
    // The sections that do not fit wait under "More".
    await expect(mainNavigation(page).getByRole('button', { name: 'More' })).toBeVisible();
    await expectFooter(page);
    await screenshot(page, `layout-${name}-1280`);
    await section.click();
    await page.getByRole('menuitem', { name: 'News' }).click();
    await expect(page).toHaveURL(/\/fbiad-pages\/news$/);
    await expect(page.getByRole('heading', { name: 'This page is on its way' })).toBeVisible();
  });
}

test('empty: only the page, no menu, header or footer', async ({ page }) => {
  await page.goto(`${HOME}?layout=empty`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(mainNavigation(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Settings' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await screenshot(page, 'layout-empty-1280');
  await page.setViewportSize(PHONE);
  await screenshot(page, 'layout-empty-390');
});

test.describe('mobile width (390px)', () => {
  test.use({ viewport: PHONE });

  for (const name of [...VERTICAL_FULL, 'futuristic', ...Object.keys(RAILS), ...HORIZONTAL]) {
    test(`${name}: the menu is an overlay opened by the menu button`, async ({ page }) => {
      await page.goto(`${HOME}?layout=${name}`);
      await expect(page.locator(`[data-layout="${name}"]`)).toBeVisible();
      // The desktop menu is hidden at this width.
      await expect(mainNavigation(page)).toBeHidden();
      await screenshot(page, `layout-${name}-390`);
      await page.getByRole('button', { name: 'Open navigation' }).click();
      const drawer = page.getByRole('dialog');
      await expect(drawer.locator(`a[aria-current="page"][href="${HOME}"]`)).toBeVisible();
      if (name === 'classy' || name === 'modern') {
        await page.emulateMedia({ colorScheme: 'dark' });
        await page.waitForTimeout(300); // the drawer's slide-in animation
        await screenshot(page, `layout-${name}-390-dark-menu`);
      }
      await drawer.getByRole('link', { name: 'News' }).click();
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(page).toHaveURL(/\/fbiad-pages\/news$/);
      await expect(page.getByRole('heading', { name: 'This page is on its way' })).toBeVisible();
    });
  }
});

test('pages/error/404 and pages/error/500 show inside the layout; unknown paths get the bare 404', async ({
  page,
}) => {
  await page.goto('/pages/error/404?layout=modern');
  await expect(page.locator('[data-layout="modern"]')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.goto('/pages/error/500');
  await expect(page.locator('[data-layout="classy"]')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Internal server error' })).toBeVisible();
  await screenshot(page, 'layout-error-500');
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404-not-found$/);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(mainNavigation(page)).toHaveCount(0);
});

test('a signed-in page without a screen says "coming soon" inside the layout, named from the menu', async ({
  page,
}) => {
  await page.goto('/dashboards/analytics');
  await expect(page.locator('[data-layout="classy"]')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This page is on its way' })).toBeVisible();
  await expect(page.getByTestId('coming-soon-page-name')).toHaveText('Analytics');
  await expect(page.locator('a[aria-current="page"][href="/dashboards/analytics"]')).toBeVisible();
});

test('the menu works from the keyboard: Tab moves, Enter and Space fold and follow', async ({ page }) => {
  await page.goto(HOME);
  const nav = mainNavigation(page);
  const dashboards = nav.getByRole('button', { name: 'Dashboards' });
  await dashboards.focus();
  await expect(dashboards).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dashboards).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Project' })).toBeHidden();
  await page.keyboard.press('Space');
  await expect(dashboards).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  const project = nav.getByRole('link', { name: 'Project' });
  await expect(project).toBeFocused();
  // The focused entry shows a visible outline.
  expect(await project.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboards\/project$/);
  await expect(project).toHaveAttribute('aria-current', 'page');

  // A folder inside a section: Space opens it and Tab reaches its entries.
  const pricing = nav.getByRole('button', { name: 'Pricing' });
  await pricing.focus();
  await expect(pricing).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Space');
  await expect(pricing).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Modern' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pages\/pricing\/modern$/);

  // The top menu of a horizontal layout: Enter opens a section, arrows move, Enter follows.
  await page.goto(`${HOME}?layout=modern`);
  const content = mainNavigation(page).getByRole('button', { name: 'Content' });
  await content.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'News' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/fbiad-pages\/(news|announcements)$/);
});

import { expect, test } from '@playwright/test';
import {
  ORG_ADMIN,
  PAGE_CONTENT,
  PHONE,
  expectAccessible,
  failOnConsoleErrors,
  recordOperations,
  sidewaysOverflow,
  signIn,
  switchLanguage,
  openFromMenu,
  tableRows,
} from './support.js';

// The structure and staff screens (teams, branches, professionals) against the real server and its
// seeded Kartal data, reached through the menu as a person does.

test.setTimeout(120_000);
failOnConsoleErrors();

const BRANCH_ADMIN = {
  email: 'branch.admin@arena.local',
  password: 'Arena-Branch-2026',
  name: 'Burak Yıldız',
};

const rows = tableRows;

test('an organization admin creates a team and opens its roster and staff', async ({ page }) => {
  const operations = recordOperations(page);
  await signIn(page, ORG_ADMIN);
  await openFromMenu(page, 'PROFILES', 'Teams');
  await expect(page).toHaveURL(/\/fbiad-pages\/teams-profile$/);
  await expect(page.getByRole('heading', { name: 'Teams', level: 1 })).toBeVisible();
  await expect(rows(page).first()).toBeVisible({ timeout: 15_000 });
  // Members against capacity come with the page: no request per row.
  await expect(rows(page).first()).toContainText(/\d+ \/ \d+/);
  expect(operations.filter((name) => name === 'TeamMemberCount')).toEqual([]);
  expect(operations.filter((name) => name === 'TeamsPage').length).toBeLessThanOrEqual(2);
  await expectAccessible(page, PAGE_CONTENT);

  const name = `E2E U9 ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'New team' }).click();
  const dialog = page.getByRole('dialog', { name: 'New team' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Branch').selectOption({ label: 'Kadıköy' });
  await dialog.getByLabel('Department').selectOption({ label: 'Futbol' });
  await dialog.getByLabel('Season').selectOption({ index: 1 });
  await dialog.getByLabel('Gender').selectOption('mixed');
  await dialog.getByLabel('Earliest birth year').fill('2017');
  await dialog.getByLabel('Latest birth year').fill('2018');
  await dialog.getByLabel('Capacity').fill('18');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  // The new team is in the list; a search in the address reproduces the view.
  await page.getByRole('searchbox', { name: 'Search teams' }).fill(name);
  await expect(page).toHaveURL(/q=E2E/);
  await expect(rows(page).filter({ hasText: name })).toHaveCount(1);
  await expect(rows(page).filter({ hasText: name })).toContainText('0 / 18');

  // A seeded team's page shows its roster (with links to the athletes) and its staff.
  await page.getByRole('searchbox', { name: 'Search teams' }).fill('');
  await expect(page).not.toHaveURL(/q=/);
  await page.getByLabel('Branch', { exact: true }).selectOption({ label: 'Kadıköy' });
  await expect(page).toHaveURL(/branch=/);
  const seeded = rows(page).filter({ hasText: 'U12' }).first();
  await seeded.click();
  await expect(page).toHaveURL(/\/fbiad-pages\/teams-profile\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { name: 'Roster', level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Staff', level: 2 })).toBeVisible();
  await expect(page.locator('main a[href^="/fbiad-pages/athletes-profile/"]').first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Staff' }).getByRole('listitem').first()).toBeVisible();
  await expectAccessible(page, PAGE_CONTENT);

  // Back returns to the filtered list.
  await page.goBack();
  await expect(page).toHaveURL(/branch=/);
});

test('the professionals list highlights an expiring certification', async ({ page }) => {
  await signIn(page, ORG_ADMIN);
  await openFromMenu(page, 'PROFILES', 'Professionals');
  await expect(page.getByRole('heading', { name: 'Professionals', level: 1 })).toBeVisible();
  const elif = rows(page).filter({ hasText: 'Elif Karaca' });
  await expect(elif.locator('[data-status="expiring_soon"]')).toBeVisible({ timeout: 15_000 });
  await expect(rows(page).locator('[data-status="expired"]').first()).toBeVisible();
  await expectAccessible(page, PAGE_CONTENT);

  await elif.click();
  await expect(page.getByRole('heading', { name: 'Elif Karaca', level: 1 })).toBeVisible();
  await expect(page.locator('[data-certification-status="expiring_soon"]')).toContainText('UEFA B');
  await expectAccessible(page, PAGE_CONTENT);
});

test('a branch admin sees only their branch’s teams', async ({ page }) => {
  await signIn(page, BRANCH_ADMIN);
  await openFromMenu(page, 'PROFILES', 'Teams');
  await expect(rows(page).first()).toBeVisible({ timeout: 15_000 });
  const texts = await rows(page).allInnerTexts();
  expect(texts.length).toBeGreaterThan(0);
  for (const text of texts) expect(text).toContain('Kadıköy');
  // The server narrows the list (the address names no branch), and the branch filter is not offered.
  await expect(page).not.toHaveURL(/branch=/);
  await expect(page.getByLabel('Branch', { exact: true })).toHaveCount(0);
});

test('the branches and teams screens in Turkish at 390 px', async ({ page }) => {
  await signIn(page, ORG_ADMIN);
  await switchLanguage(page, 'tr');
  await openFromMenu(page, 'PROFİLLER', 'Şubeler', 'tr');
  await expect(page.getByRole('heading', { name: 'Şubeler', level: 1 })).toBeVisible();
  await expect(rows(page).filter({ hasText: 'Kadıköy' })).toHaveCount(1, { timeout: 15_000 });
  // The branch's team count comes with the page and links to its teams.
  await expect(
    rows(page)
      .filter({ hasText: 'Kadıköy' })
      .getByRole('link', { name: /Kadıköy/ }),
  ).toHaveText(/^\d+$/);
  await expectAccessible(page, PAGE_CONTENT);
  await openFromMenu(page, 'PROFİLLER', 'Takımlar', 'tr');
  await expect(page.getByRole('heading', { name: 'Takımlar', level: 1 })).toBeVisible();
  await expect(rows(page).first()).toBeVisible({ timeout: 15_000 });

  await page.setViewportSize(PHONE);
  await expect(page.getByRole('searchbox', { name: 'Takım ara' })).toBeVisible();
  expect((await sidewaysOverflow(page)).document).toBe(0);
  await rows(page).first().click();
  await expect(page.getByRole('heading', { name: 'Kadro', level: 2 })).toBeVisible();
  expect((await sidewaysOverflow(page)).document).toBe(0);
});

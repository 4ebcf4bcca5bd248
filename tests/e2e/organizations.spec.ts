import { expect, test } from '@playwright/test';
import {
  ADMIN,
  ORG_ADMIN,
  PAGE_CONTENT,
  PHONE,
  REGULAR,
  expectAccessible,
  expectAccessibleInBothSchemes,
  expectNoEnglish,
  failOnConsoleErrors,
  openFromMenu,
  sidewaysOverflow,
  signIn,
  switchLanguage,
  tableRows,
} from './support.js';

// The organizations screens (fbiad-pages/organizations-profile and an organization's page) and the
// organization's details on the admins' home, against the real server and its seeded data, reached
// through the menu as a person does.

test.setTimeout(120_000);
failOnConsoleErrors();

test('the super admin creates an organization with its first admin, who then sees it on their home', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await openFromMenu(page, 'PROFILES', 'Organizations');
  await expect(page).toHaveURL(/\/fbiad-pages\/organizations-profile$/);
  await expect(page.getByRole('heading', { name: 'Organizations', level: 1 })).toBeVisible();
  await expect(tableRows(page).filter({ hasText: 'Kartal Spor Akademisi' })).toHaveCount(1, {
    timeout: 15_000,
  });
  await expect(tableRows(page).filter({ hasText: 'Anadolu Yüzme Okulu' })).toHaveCount(1);
  await expectAccessible(page, PAGE_CONTENT);

  // The type filter lives in the address.
  await page.getByLabel('Type', { exact: true }).selectOption('school');
  await expect(page).toHaveURL(/type=school/);
  await expect(tableRows(page).filter({ hasText: 'Kartal Spor Akademisi' })).toHaveCount(0);
  await expect(tableRows(page).filter({ hasText: 'Anadolu Yüzme Okulu' })).toHaveCount(1);
  await page.getByLabel('Type', { exact: true }).selectOption('');

  const stamp = Date.now().toString(36);
  const name = `Ege Yelken Kulübü ${stamp}`;
  const adminEmail = `ege.admin.${stamp}@example.com`;
  await page.getByRole('button', { name: 'New organization' }).click();
  const dialog = page.getByRole('dialog', { name: 'New organization' });
  // Sent empty, the form says what is missing without asking the server.
  await dialog.getByRole('button', { name: 'Create organization' }).click();
  await expect(dialog.getByText('Enter a name of 1 to 200 characters.')).toBeVisible();
  await expect(dialog.getByText("Enter the administrator's name.")).toBeVisible();

  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await expect(dialog.getByLabel('Short name')).toHaveValue(`ege-yelken-kulubu-${stamp}`);
  await dialog.getByLabel('Type').selectOption('club');
  await dialog.getByLabel('Contact e-mail').fill(`info.${stamp}@ege.example`);
  await dialog.getByLabel('Phone').fill('+90 232 555 00 11');
  await dialog.getByLabel('Plan').selectOption({ label: 'Basic' });
  // Its members use English unless they choose otherwise (the signed-in language falls back to it).
  await dialog.getByLabel("Members' language").selectOption('en');
  await dialog.getByLabel('Full name').fill('Deniz Ege');
  await dialog.getByLabel('E-mail', { exact: true }).fill(adminEmail);
  await dialog.getByLabel('Password', { exact: true }).fill('Ege-Admin-2026');
  await dialog.getByRole('button', { name: 'Create organization' }).click();
  await expect(dialog).toBeHidden();

  // The new organization's own page.
  await expect(page).toHaveURL(/\/fbiad-pages\/organizations-profile\/[0-9a-f-]{36}$/);
  const profileUrl = page.url();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const details = page.getByTestId('organization-details');
  await expect(details.getByText('Basic')).toBeVisible();
  await expect(details.getByText('No branches yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Archive' })).toBeVisible();
  await expectAccessible(page, PAGE_CONTENT);

  // A second organization with the same short name is refused on the field, in words of the screen.
  await page.getByRole('link', { name: 'All organizations' }).click();
  await page.getByRole('button', { name: 'New organization' }).click();
  const again = page.getByRole('dialog', { name: 'New organization' });
  await again.getByLabel('Name', { exact: true }).fill(name);
  await again.getByLabel('Full name').fill('Başka Biri');
  await again.getByLabel('E-mail', { exact: true }).fill(`other.${stamp}@example.com`);
  await again.getByRole('button', { name: 'Create organization' }).click();
  await expect(again.getByText('Another organization uses this short name.')).toBeVisible();
  await again.getByRole('button', { name: 'Cancel' }).click();

  // The search finds it, and the search is in the address.
  await page.getByRole('searchbox', { name: 'Search by name or short name' }).fill(stamp);
  await expect(page).toHaveURL(new RegExp(`q=${stamp}`));
  await expect(tableRows(page)).toHaveCount(1);

  // Its first admin signs in and finds the organization on their home, with the way to edit it.
  await page.goto('/sign-out');
  await expect(page.getByRole('heading', { name: 'You have signed out' })).toBeVisible();
  await signIn(page, { email: adminEmail, password: 'Ege-Admin-2026' });
  const home = page.getByTestId('home-organization-details');
  await expect(home.getByRole('heading', { name, level: 2 })).toBeVisible({ timeout: 15_000 });
  await expect(home.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/fbiad-pages/settings');
  // They read their own organization's page, and edit it.
  await page.goto(profileUrl);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Archive' })).toHaveCount(0);
});

test('an organization admin’s home shows the organization’s details, structure and storage', async ({
  page,
}) => {
  await signIn(page, ORG_ADMIN);
  const details = page.getByTestId('home-organization-details');
  await expect(details.getByRole('heading', { name: 'Kartal Spor Akademisi', level: 2 })).toBeVisible({
    timeout: 15_000,
  });
  for (const text of ['Kadıköy', 'Beşiktaş', 'Ataşehir', 'Futbol', 'Basketbol', 'Voleybol']) {
    await expect(details.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(details.getByTestId('organization-storage')).toContainText(/ of /);
  await expectAccessibleInBothSchemes(page, PAGE_CONTENT);
  await details.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/fbiad-pages\/settings$/);
});

test('an organization admin opens the plan and storage from the menu, then compares the plans', async ({
  page,
}) => {
  await signIn(page, ORG_ADMIN);
  await openFromMenu(page, 'DEFINITIONS', 'Subscription');
  await expect(page).toHaveURL(/\/fbiad-pages\/subscription$/);
  await expect(page.getByTestId('subscription-plan')).toContainText('Premium', { timeout: 15_000 });
  await expect(page.getByTestId('organization-storage')).toContainText(/ of 1 GB/);
  const premium = page.getByRole('article', { name: 'Premium' });
  await expect(premium.getByText('Current plan')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(4);
  // Only a super admin changes the plan.
  await expect(page.getByRole('button', { name: /^Switch to/ })).toHaveCount(0);
  await expectAccessible(page, PAGE_CONTENT);

  await page.getByRole('link', { name: 'Compare plans' }).click();
  await expect(page).toHaveURL(/\/pages\/pricing\/table$/);
  const table = page.getByRole('table');
  for (const plan of ['Free', 'Basic', 'Premium', 'Enterprise']) {
    await expect(table.getByRole('columnheader', { name: plan, exact: true })).toBeVisible();
  }
  for (const price of ['$0.00', '$9.99', '$19.99', '$49.99']) {
    await expect(table.getByText(price, { exact: true })).toBeVisible();
  }
  const storage = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Storage' }) });
  await expect(storage).toContainText('Unlimited storage');
  await expectAccessible(page, PAGE_CONTENT);
});

test('an organization nobody may read by its address shows a notice, not an error page', async ({ page }) => {
  await signIn(page, REGULAR);
  // A regular member's list holds their own organization, without plan or storage.
  await openFromMenu(page, 'PROFILES', 'Organizations');
  await expect(tableRows(page)).toHaveCount(1, { timeout: 15_000 });
  await tableRows(page).first().click();
  await expect(page.getByRole('heading', { name: 'Kartal Spor Akademisi', level: 1 })).toBeVisible();
  await expect(page.getByText('Plan and storage')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);

  await page.goto('/fbiad-pages/organizations-profile/00000000-0000-4000-8000-000000000000');
  await expect(page.getByTestId('organization-not-found')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Organization not found', level: 1 })).toBeVisible();
  await expectAccessible(page, PAGE_CONTENT);
});

test('the organizations screens in Turkish at 390 px in the dark scheme', async ({ page }) => {
  await signIn(page, ORG_ADMIN);
  await switchLanguage(page, 'tr');
  await openFromMenu(page, 'PROFİLLER', 'Kurumlar', 'tr');
  await expect(page.getByRole('heading', { name: 'Kurumlar', level: 1 })).toBeVisible();
  await expect(tableRows(page)).toHaveCount(1, { timeout: 15_000 });

  await page.setViewportSize(PHONE);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.getByRole('searchbox', { name: 'Ad veya kısa ada göre ara' })).toBeVisible();
  expect((await sidewaysOverflow(page)).document).toBe(0);
  await expectNoEnglish(page);
  await expectAccessible(page, PAGE_CONTENT);

  await tableRows(page).first().click();
  await expect(page.getByRole('heading', { name: 'Kartal Spor Akademisi', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Şubeler', level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Paket ve depolama', level: 2 })).toBeVisible();
  expect((await sidewaysOverflow(page)).document).toBe(0);
  await expectNoEnglish(page);
  await expectAccessible(page, PAGE_CONTENT);

  await page.getByRole('button', { name: 'Düzenle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kurumu düzenle' });
  await expect(dialog.getByLabel('Ad', { exact: true })).toHaveValue('Kartal Spor Akademisi');
  // An organization admin does not change the plan.
  await expect(dialog.getByLabel('Paket')).toHaveCount(0);
  // The clock its events are planned on: an IANA zone, the same name in every language.
  await expect(dialog.getByLabel('Saat dilimi')).toHaveValue('Europe/Istanbul');
  await expectNoEnglish(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Vazgeç' }).click();
});

import { expect, test } from '@playwright/test';
import { vknFrom } from '../../server/src/features/companies/tax-number.js';
import {
  COMPANY,
  ORG_ADMIN,
  PAGE_CONTENT,
  PARENT,
  PHONE,
  REGULAR,
  expectAccessible,
  expectNoEnglish,
  failOnConsoleErrors,
  openFromMenu,
  recordOperations,
  sidewaysOverflow,
  signIn,
  switchLanguage,
  tableRows,
} from './support.js';

// The companies screens (fbiad-pages/companies-profile and a company's page) against the real server
// and its seeded data, reached through the menu as a person does: an organization admin manages a
// sponsor company, its contacts and sponsorships; the company's own user reads them and no minor's data.

test.setTimeout(120_000);
failOnConsoleErrors();

/** An ISO date `days` from today. */
function isoDate(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

test('an organization admin creates a company, links a contact and runs a sponsorship', async ({ page }) => {
  await signIn(page, ORG_ADMIN);
  await openFromMenu(page, 'PROFILES', 'Companies');
  await expect(page).toHaveURL(/\/fbiad-pages\/companies-profile$/);
  await expect(page.getByRole('heading', { name: 'Companies', level: 1 })).toBeVisible();
  await expect(tableRows(page).filter({ hasText: 'Boğaziçi Enerji' })).toHaveCount(1, { timeout: 15_000 });
  await expectAccessible(page, PAGE_CONTENT);

  const stamp = Date.now().toString(36);
  const name = `Marmara Gıda ${stamp}`;
  const nine = String(Date.now()).slice(-9);
  const valid = vknFrom(nine);
  const wrongCheck = `${nine}${(Number(valid[9]) + 1) % 10}`;
  await page.getByRole('button', { name: 'New company' }).click();
  const dialog = page.getByRole('dialog', { name: 'New company' });
  await dialog.getByLabel('Trade name').fill(name);
  // Checked on the screen first, then by the server (the check digit), each in the screen's words.
  await dialog.getByLabel('Tax number (VKN)').fill('123');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter the 10-digit tax number, or leave it empty.')).toBeVisible();
  await dialog.getByLabel('Tax number (VKN)').fill(wrongCheck);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('This is not a valid tax number: check the digits.')).toBeVisible();
  await dialog.getByLabel('Tax number (VKN)').fill(valid);
  await dialog.getByLabel('Tax office').fill('Kadıköy');
  await dialog.getByLabel('Web site').fill('https://marmara-gida.example');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await expect(page).toHaveURL(/\/fbiad-pages\/companies-profile\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText(valid)).toBeVisible();
  await expect(page.getByText('No sponsorships yet.')).toBeVisible();

  // A company user of the organization is linked to it, then unlinked.
  await page.getByRole('button', { name: 'Add a contact' }).click();
  await page
    .getByLabel('Company user', { exact: true })
    .selectOption({ label: `${COMPANY.name} (${COMPANY.email})` });
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const contacts = page.getByTestId('company-contacts');
  await expect(contacts.getByText(COMPANY.name)).toBeVisible();
  await page.getByRole('button', { name: `Remove ${COMPANY.name}` }).click();
  await expect(page.getByText('No one acts for this company yet.')).toBeVisible();

  // A sponsorship of a team, started a month ago.
  await page.getByRole('button', { name: 'New sponsorship' }).click();
  const form = page.getByRole('dialog', { name: 'New sponsorship' });
  await form.getByLabel('Sponsors', { exact: true }).selectOption('team');
  await form.getByLabel('Sponsored', { exact: true }).selectOption({ index: 1 });
  const team = await form.getByLabel('Sponsored', { exact: true }).locator('option:checked').innerText();
  await form.getByLabel('Tier').selectOption('gold');
  await form.getByLabel('Amount').fill('25000');
  await form.getByLabel('First day').fill(isoDate(-30));
  await form.getByLabel('Last day').fill(isoDate(-40));
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('The last day must be on or after the first day.')).toBeVisible();
  await form.getByLabel('Last day').fill('');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();

  const sponsorships = page.getByTestId('company-sponsorships');
  const row = sponsorships.locator('tbody tr').filter({ hasText: team });
  await expect(row).toContainText('Gold');
  await expect(row).toContainText('Running');
  await expect(row).toContainText('25,000.00');
  await expectAccessible(page, PAGE_CONTENT);

  // Edited, then ended: it stays in the company's history.
  await row.getByRole('button', { name: `Edit the sponsorship of ${team}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit sponsorship' });
  await edit.getByLabel('Tier').selectOption('main');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('Main sponsor');
  await row.getByRole('button', { name: `End the sponsorship of ${team}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'End sponsorship' }).click();
  await expect(row).toContainText('Ended');

  // The list finds the new company by its tax number.
  await page.getByRole('link', { name: 'All companies' }).click();
  await page.getByRole('searchbox', { name: 'Search by name or tax number' }).fill(valid);
  await expect(page).toHaveURL(new RegExp(`q=${valid}`));
  await expect(tableRows(page)).toHaveCount(1);
  await expect(tableRows(page).first()).toContainText(name);
});

test('the company user opens their company from the menu: sponsorships, read only, no athlete data', async ({
  page,
}) => {
  const operations = recordOperations(page);
  await signIn(page, COMPANY);
  // The home leads to the company's own page too.
  await expect(page.getByTestId('home-sponsorships').getByRole('link')).toHaveAttribute(
    'href',
    /^\/fbiad-pages\/companies-profile\/[0-9a-f-]{36}$/,
  );
  await openFromMenu(page, 'PROFILES', 'Companies');
  await expect(page.getByRole('heading', { name: 'Companies', level: 1 })).toBeVisible();
  await expect(tableRows(page)).toHaveCount(1, { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'New company' })).toHaveCount(0);
  await tableRows(page).filter({ hasText: 'Boğaziçi Enerji' }).click();

  await expect(page.getByRole('heading', { name: /Boğaziçi Enerji/, level: 1 })).toBeVisible();
  const sponsorships = page.getByTestId('company-sponsorships');
  await expect(sponsorships.locator('tbody tr').first()).toBeVisible();
  await expect(page.getByTestId('company-contacts')).toContainText(COMPANY.name);
  // Read only: nothing to change.
  for (const action of ['Edit', 'Archive', 'New sponsorship', 'Add a contact']) {
    await expect(page.getByRole('button', { name: action, exact: true })).toHaveCount(0);
  }
  await expect(sponsorships.getByRole('button')).toHaveCount(0);
  // No minor's data: no athlete is asked for or linked to.
  await expect(page.locator('main a[href*="athletes-profile"]')).toHaveCount(0);
  expect(operations.filter((name) => /athlete|guardian|membership/i.test(name))).toEqual([]);
  await expectAccessible(page, PAGE_CONTENT);

  // Another company's address reads as not found.
  await page.goto('/fbiad-pages/companies-profile/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Company not found', level: 1 })).toBeVisible();
});

for (const persona of [PARENT, REGULAR]) {
  test(`${persona.name} typing the companies address sees that it is not theirs`, async ({ page }) => {
    await signIn(page, persona);
    await page.goto('/fbiad-pages/companies-profile');
    await expect(page.getByTestId('companies-forbidden')).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Companies are not part of your role', level: 1 }),
    ).toBeVisible();
    await page.goto('/fbiad-pages/companies-profile/00000000-0000-4000-8000-000000000000');
    await expect(page.getByTestId('companies-forbidden')).toBeVisible();
    await expectAccessible(page, PAGE_CONTENT);
  });
}

test('the company page in Turkish at 390 px in the dark scheme', async ({ page }) => {
  await signIn(page, COMPANY);
  await switchLanguage(page, 'tr');
  await openFromMenu(page, 'PROFİLLER', 'Şirketler', 'tr');
  await expect(page.getByRole('heading', { name: 'Şirketler', level: 1 })).toBeVisible();
  await expect(tableRows(page)).toHaveCount(1, { timeout: 15_000 });
  await page.setViewportSize(PHONE);
  await page.emulateMedia({ colorScheme: 'dark' });
  expect((await sidewaysOverflow(page)).document).toBe(0);
  await expectNoEnglish(page);
  await expectAccessible(page, PAGE_CONTENT);

  await tableRows(page).first().click();
  await expect(page.getByRole('heading', { name: 'Sponsorluklar', level: 2 })).toBeVisible();
  await expect(page.getByTestId('company-sponsorships').locator('tbody tr').first()).toBeVisible();
  expect((await sidewaysOverflow(page)).document).toBe(0);
  await expectNoEnglish(page);
  await expectAccessible(page, PAGE_CONTENT);
});

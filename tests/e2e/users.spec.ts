import { expect, test, type Page } from '@playwright/test';
import {
  ADMIN,
  PAGE_CONTENT,
  REGULAR,
  expectAccessibleInBothSchemes,
  failOnConsoleErrors,
  schemeScreenshots,
  signIn,
  type Credentials,
} from './support.js';

// The user administration screen (fbiad-pages/users) against the real server and its seeded users.

const USERS = '/fbiad-pages/users';

// Each test also takes light, dark and phone-width screenshots, which takes a while on a busy machine.
test.setTimeout(120_000);

failOnConsoleErrors();

const signInTo = (page: Page, persona: Credentials) => signIn(page, persona, { to: USERS });

const rows = (page: Page) => page.locator('tbody tr');
const firstName = (page: Page) => rows(page).first().locator('td').nth(1).locator('button').first();

test('the super admin pages, sorts, searches and filters the users on the server', async ({ page }) => {
  await signInTo(page, ADMIN);
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  const range = page.getByTestId('users-range');
  await expect(range).toHaveText(/^1–10 of \d+$/, { timeout: 15_000 });
  await expect(rows(page)).toHaveCount(10);
  await schemeScreenshots(page, 'users-list');

  // Paging.
  const firstOnPageOne = await firstName(page).textContent();
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(`${USERS}?page=1`);
  await expect(range).toHaveText(/^11–20 of \d+$/);
  await expect(firstName(page)).not.toHaveText(firstOnPageOne ?? '');
  await page.getByRole('button', { name: 'Previous page' }).click();
  await expect(range).toHaveText(/^1–10 of/);

  // Sorting by clicking the header: ascending, then descending.
  const nameHeader = page.getByRole('columnheader', { name: 'Name' });
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(`${USERS}?order=desc`);
  // The first row changes once the server answers in the other order.
  await expect(firstName(page)).not.toHaveText(firstOnPageOne ?? '');

  // Search (debounced).
  await page.getByRole('searchbox', { name: 'Search users' }).fill('selin');
  await expect(page).toHaveURL(/q=selin/);
  await expect(rows(page).filter({ hasText: REGULAR.name })).toHaveCount(1);

  // Status filter.
  await page.getByRole('searchbox', { name: 'Search users' }).fill('');
  await page.getByLabel('Filter by status').selectOption('suspended');
  await expect(page).toHaveURL(/status=suspended/);
  await expect(rows(page).first()).toContainText('Suspended');
  for (const status of await rows(page).locator('td:nth-child(5)').allTextContents()) {
    expect(status).toBe('Suspended');
  }
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(page).toHaveURL(/fbiad-pages\/users(\?order=desc)?$/);
});

test('the super admin creates, edits and deletes a user', async ({ page }) => {
  await signInTo(page, ADMIN);
  await page.getByRole('button', { name: 'New user' }).click();
  const dialog = page.getByRole('dialog', { name: 'New user' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Create user' }).click();
  await expect(dialog.getByText('Enter the full name')).toBeVisible();
  await expect(dialog.getByText('Enter the email address')).toBeVisible();
  await expect(dialog.getByLabel('Full name')).toBeFocused();

  // A taken address comes back from the server on the email field.
  await dialog.getByLabel('Full name').fill('Deniz Kopya');
  await dialog.getByLabel('Email address').fill(ADMIN.email);
  await dialog.getByRole('button', { name: 'Create user' }).click();
  await expect(dialog.getByText('Another account already uses this email address')).toBeVisible();

  const email = `round.trip.${Date.now()}@arena.local`;
  await dialog.getByLabel('Full name').fill('Round Trip');
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByLabel('Phone').fill('+90 555 000 11 22');
  await dialog.getByLabel('Initial password', { exact: true }).fill('Round-Trip-2026');
  await schemeScreenshots(page, 'users-create-dialog');
  await dialog.getByRole('button', { name: 'Create user' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Round Trip was created')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search users' }).fill(email);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Round Trip');

  // Details drawer with roles and sub-resource tabs.
  await rows(page).first().getByRole('button', { name: 'Round Trip', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'User details' });
  await expect(drawer.getByRole('heading', { name: 'Round Trip' })).toBeVisible();
  await expect(drawer.getByText('This user has no roles yet.')).toBeVisible();
  await expect(drawer.getByText('No documents uploaded')).toBeVisible();
  await drawer.getByRole('tab', { name: 'Payments' }).click();
  await expect(drawer.getByText('No payments yet')).toBeVisible();
  await drawer.getByLabel('Give a role').selectOption({ label: 'Regular user' });
  await drawer.getByRole('button', { name: 'Give role' }).click();
  await expect(drawer.getByText('Organization', { exact: false }).first()).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Take away the Regular user role' })).toBeVisible();
  await schemeScreenshots(page, 'users-drawer');

  // Edit from the drawer.
  await drawer.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit user' });
  await expect(edit.getByLabel('Full name')).toHaveValue('Round Trip');
  await edit.getByLabel('Full name').fill('Round Trip Edited');
  await edit.getByLabel('Account status').selectOption('suspended');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('Round Trip Edited was updated')).toBeVisible();
  await expect(drawer.getByRole('heading', { name: 'Round Trip Edited' })).toBeVisible();

  // Delete, after confirming.
  await drawer.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this user?' });
  await expect(confirm).toContainText('Round Trip Edited');
  await schemeScreenshots(page, 'users-delete-dialog');
  await confirm.getByRole('button', { name: 'Delete user' }).click();
  await expect(page.getByText('Round Trip Edited was deleted')).toBeVisible();
  await expect(page.getByText('No users found')).toBeVisible();
});

test('the super admin changes the status of several users at once', async ({ page }) => {
  await signInTo(page, ADMIN);
  await page.getByLabel('Filter by status').selectOption('inactive');
  await expect(rows(page).first()).toContainText('Inactive');
  const before = await rows(page).count();
  await rows(page).nth(0).getByRole('checkbox').check({ force: true });
  await expect(page.getByText('1 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Change status' }).click();
  await page.getByRole('menuitem', { name: 'Active', exact: true }).click();
  await expect(page.getByText('1 user set to Active')).toBeVisible();
  await expect(rows(page)).toHaveCount(before - 1);
});

test('a regular user sees only themselves and cannot create or delete', async ({ page }) => {
  await signInTo(page, REGULAR);
  await expect(page.getByText('You can only see yourself.')).toBeVisible();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(REGULAR.name);
  await expect(page.getByRole('button', { name: 'New user' })).toHaveCount(0);
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await rows(page)
    .first()
    .getByRole('button', { name: `Actions for ${REGULAR.name}` })
    .click();
  await expect(page.getByRole('menuitem', { name: 'View details' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toHaveCount(0);
  await schemeScreenshots(page, 'users-regular-user');
});

test('the users page has no serious accessibility violations', async ({ page }) => {
  await signInTo(page, ADMIN);
  await expect(page.getByTestId('users-range')).toHaveText(/^1–10 of/, { timeout: 15_000 });
  await expectAccessibleInBothSchemes(page, PAGE_CONTENT);
});

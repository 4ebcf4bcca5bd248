import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Browser, type Page } from '@playwright/test';

// Shared by layouts.spec.ts and settings.spec.ts: one signed-in session, screenshots, console checks.

export const ADMIN = { email: 'admin@arena.local', password: 'Arena-Admin-2026', name: 'Deniz Kaya' };
export const HOME = '/fbiad-pages/organization';

const artifacts = fileURLToPath(new URL('./artifacts/', import.meta.url));
mkdirSync(artifacts, { recursive: true });
export const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: `${artifacts}${name}.png`, fullPage: false });

/** Signs the admin in once through the real form and returns the browser state to reuse. */
export async function signedInState(browser: Browser, file: string) {
  // An empty state: the test's own `storageState` option is the file this writes.
  const page = await browser.newPage({ storageState: { cookies: [], origins: [] } });
  await page.goto('/sign-in');
  await page.getByLabel('Email address').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByText('Remember me').click();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${HOME}$`));
  await page.context().storageState({ path: file });
  await page.close();
  return file;
}

/** Fails the test on an uncaught exception in the page. */
export function watchPageErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return () => expect(errors).toEqual([]);
}

export const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

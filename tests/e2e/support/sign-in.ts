import { expect, type Browser, type Page } from '@playwright/test';
import { ADMIN, HOME, type Credentials } from './personas.js';

// Signing in through the real form.

export const emailField = (page: Page) => page.getByLabel('Email address');
// Exact: the show/hide toggle is labelled "Show password".
export const passwordField = (page: Page, label = 'Password') => page.getByLabel(label, { exact: true });
export const signInButton = (page: Page) => page.getByRole('button', { name: 'Sign in', exact: true });

/** Fills the sign-in form on screen and sends it. */
export async function submitSignIn(
  page: Page,
  { email, password }: Credentials,
  { remember = false }: { remember?: boolean } = {},
) {
  await emailField(page).fill(email);
  await passwordField(page).fill(password);
  if (remember) await page.getByText('Remember me').click();
  await signInButton(page).click();
}

/**
 * Signs in through the real form and waits for the page it leads to: `to` (asked for with
 * redirectURL) or the home page.
 */
export async function signIn(
  page: Page,
  persona: Credentials = ADMIN,
  { to, remember = false }: { to?: string; remember?: boolean } = {},
) {
  await page.goto(to ? `/sign-in?redirectURL=${encodeURIComponent(to)}` : '/sign-in');
  await submitSignIn(page, persona, { remember });
  // Signing in hashes the password and loads the signed-in area's code, viewer and language: on a busy
  // two-core machine that takes more than expect's default five seconds.
  await expect(page).toHaveURL(to ?? HOME, { timeout: 30_000 });
}

/** Signs the admin in once through the real form and returns the browser state to reuse. */
export async function signedInState(browser: Browser, file: string) {
  // An empty state: the test's own `storageState` option is the file this writes.
  const page = await browser.newPage({ storageState: { cookies: [], origins: [] } });
  await signIn(page, ADMIN, { remember: true });
  await page.context().storageState({ path: file });
  await page.close();
  return file;
}

import { expect, test, type Page } from '@playwright/test';
import {
  ADMIN,
  HOME,
  TOKEN_KEY,
  emailField,
  failOnConsoleErrors,
  passwordField,
  screenshot,
  signInButton,
  submitSignIn,
} from './support.js';

// Sign-in, the route guards and sign-out, driven through the real UI against the real server.

// Every test fails on an unexpected console error (failed loads included) or uncaught exception.
const consoleErrors = failOnConsoleErrors({ ignore: () => false });

/** Counts the GraphQL requests the page sends from now on. */
function countGraphQLRequests(page: Page) {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql') count++;
  });
  return () => count;
}

const storedToken = (page: Page) =>
  page.evaluate(
    (key) => ({ local: localStorage.getItem(key), session: sessionStorage.getItem(key) }),
    TOKEN_KEY,
  );

test('a signed-out visitor lands on sign-in, and the form checks its fields before calling the server', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL('/sign-in?redirectURL=%2Ffbiad-pages%2Forganization');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveTitle('Sign in · Arena');
  await screenshot(page, 'sign-in-light');

  const graphQLRequests = countGraphQLRequests(page);
  await signInButton(page).click();
  await expect(page.getByText('Enter your email address')).toBeVisible();
  await expect(page.getByText('Enter your password')).toBeVisible();
  await expect(emailField(page)).toBeFocused();
  await expect(emailField(page)).toHaveAttribute('aria-invalid', 'true');

  await emailField(page).fill('admin@arena');
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await emailField(page).fill(ADMIN.email);
  await expect(page.getByText('Enter a valid email address')).toBeHidden();
  // Enter in the email field submits; the missing password takes focus.
  await emailField(page).press('Enter');
  await expect(passwordField(page)).toBeFocused();
  expect(graphQLRequests()).toBe(0);

  await passwordField(page).fill('secret');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(passwordField(page)).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(passwordField(page)).toHaveAttribute('type', 'password');
});

test('a wrong password shows a translated error', async ({ page }) => {
  await page.goto('/sign-in');
  await emailField(page).fill(ADMIN.email);
  await passwordField(page).fill('not-the-password');
  await passwordField(page).press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Wrong email or password');
  await expect(page).toHaveURL('/sign-in');

  // The same failure in Turkish, and the choice of language survives a reload.
  await page.getByLabel('Language').selectOption('tr');
  await expect(page.getByRole('heading', { name: 'Giriş yap' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('E-posta veya parola hatalı');
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await screenshot(page, 'sign-in-tr-error');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Giriş yap' })).toBeVisible();
  await expect(page.getByLabel('E-posta adresi')).toBeVisible();
  await expect(page.getByLabel('Parola', { exact: true })).toBeVisible();
});

test('the demo admin signs in, stays signed in across a reload and signs out', async ({ page }) => {
  await page.goto('/');
  await submitSignIn(page, ADMIN, { remember: true });

  await expect(page).toHaveURL(HOME);
  await expect(page.getByRole('heading', { name: `Welcome, ${ADMIN.name}` })).toBeVisible();
  const userMenu = page.getByRole('button', { name: `Account menu for ${ADMIN.name}` });
  await expect(userMenu).toContainText(ADMIN.name);
  await expect(userMenu).toContainText('DK');
  const remembered = await storedToken(page);
  expect(remembered.local).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(remembered.session).toBeNull();
  await screenshot(page, 'home-light');

  await page.reload();
  await expect(page).toHaveURL(HOME);
  await expect(page.getByRole('heading', { name: `Welcome, ${ADMIN.name}` })).toBeVisible();
  // Start-up exchanged the stored token for a fresh one and kept it where it was.
  expect((await storedToken(page)).local).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await screenshot(page, 'home-dark');
  await page.emulateMedia({ colorScheme: 'light' });

  // A signed-in visitor never sees sign-in; other pages of the route map say they are coming.
  await page.goto('/sign-in');
  await expect(page).toHaveURL(HOME);
  await page.getByRole('link', { name: 'News' }).first().click();
  await expect(page).toHaveURL('/fbiad-pages/news');
  await expect(page.getByRole('heading', { name: 'This page is on its way' })).toBeVisible();
  await screenshot(page, 'coming-soon');

  await userMenu.click();
  await expect(page.getByText(`Signed in as ${ADMIN.email}`)).toBeVisible();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/sign-out');
  await expect(page.getByRole('heading', { name: 'You have signed out' })).toBeVisible();
  await screenshot(page, 'sign-out');
  expect(await storedToken(page)).toEqual({ local: null, session: null });
  await expect(page).toHaveURL('/sign-in', { timeout: 10_000 });

  await page.goto(HOME);
  await expect(page).toHaveURL('/sign-in?redirectURL=%2Ffbiad-pages%2Forganization');
});

test('after sign-in the visitor returns to the page asked for; without "remember me" the session is per tab', async ({
  page,
}) => {
  await page.goto('/dashboards/project?range=week');
  await expect(page).toHaveURL('/sign-in?redirectURL=%2Fdashboards%2Fproject%3Frange%3Dweek');
  await submitSignIn(page, ADMIN, { remember: false });
  await expect(page).toHaveURL('/dashboards/project?range=week');
  await expect(page.getByRole('heading', { name: 'This page is on its way' })).toBeVisible();
  const stored = await storedToken(page);
  expect(stored.local).toBeNull();
  expect(stored.session).not.toBeNull();
});

test('a redirect away from the app is ignored after sign-in', async ({ page }) => {
  await page.goto('/sign-in?redirectURL=%2F%2Fevil.example%2Fphish');
  await submitSignIn(page, ADMIN, { remember: false });
  await expect(page).toHaveURL(HOME);
});

test('a token the server rejects ends the session and reloads to sign-in', async ({ page }) => {
  await page.goto('/sign-in');
  // Well-formed and unexpired, but not signed by this server: the refresh on start-up gets HTTP 401.
  const forged = await page.evaluate((key) => {
    const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
    const token = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({
      sub: '00000000-0000-4000-8000-000000000001',
      exp: Math.floor(Date.now() / 1000) + 3600,
    })}.Zm9yZ2Vk`;
    localStorage.setItem(key, token);
    return token;
  }, TOKEN_KEY);
  expect(forged).toContain('.');

  await page.goto(HOME);
  await expect(page).toHaveURL('/sign-in?redirectURL=%2Ffbiad-pages%2Forganization');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(await storedToken(page)).toEqual({ local: null, session: null });
  // Chromium reports the 401 itself; nothing else may be logged.
  const errors = consoleErrors.errors();
  expect(errors.every((text) => text.includes('401'))).toBe(true);
  errors.length = 0;
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL('/404-not-found');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await screenshot(page, 'not-found');
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL('/sign-in?redirectURL=%2Ffbiad-pages%2Forganization');
});

test('the sign-in page in dark mode', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/sign-in');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await screenshot(page, 'sign-in-dark');

  // An explicit choice outlives the system preference and a reload.
  await page.getByRole('button', { name: 'Switch to light mode' }).click();
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
});

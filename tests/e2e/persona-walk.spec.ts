import { expect as baseExpect, test } from '@playwright/test';
import { createParent, HOME, shellLabels, submitSignIn, watchConsole } from './support.js';

// What each person sees at first sight. Language at first sight: a Turkish browser gets the sign-in
// page in Turkish; after sign-in the home shows in the organization's default language (Kartal's is
// Turkish) even from an English browser. Each test signs in as a new parent of Kartal, who has saved no
// language yet (the demo personas' accounts carry the language other specs chose).

const expect = baseExpect.configure({ timeout: 15_000 });

test.describe('language at first sight', () => {
  test('a Turkish browser signs in in Turkish and lands on a Turkish home', async ({ browser, request }) => {
    const parent = await createParent(request);
    const context = await browser.newContext({ locale: 'tr-TR' });
    const page = await context.newPage();
    const errors = watchConsole(page, []);
    await page.goto('/sign-in');
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expect(page.getByRole('heading', { level: 1, name: 'Giriş yap' })).toBeVisible();
    await page.getByLabel('E-posta adresi').fill(parent.email);
    await page.getByLabel('Parola', { exact: true }).fill(parent.password);
    await page.getByRole('button', { name: 'Giriş yap', exact: true }).click();
    await expect(page).toHaveURL(HOME);
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expect(page.getByRole('navigation', { name: shellLabels('tr').navigation })).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  });

  test('an English browser gets English, then the organization’s Turkish after sign-in', async ({
    browser,
    request,
  }) => {
    const parent = await createParent(request);
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto('/sign-in');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await submitSignIn(page, parent);
    await expect(page).toHaveURL(HOME);
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await context.close();
  });
});

import { expect, test, type Page } from '@playwright/test';
import {
  ADMIN,
  WCAG_21_AA,
  emailField,
  expectAccessible,
  passwordField,
  signIn,
  signInButton,
} from './support.js';

// WCAG 2.1 A/AA checks (axe-core) of the pages this release has, in both colour schemes.

const expectNoViolations = (page: Page) => expectAccessible(page, { tags: WCAG_21_AA });

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} scheme`, () => {
    test.use({ colorScheme });

    test('sign-in, with and without problems shown, is accessible', async ({ page }) => {
      await page.goto('/sign-in');
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
      await expectNoViolations(page);

      await signInButton(page).click();
      await expect(page.getByText('Enter your email address')).toBeVisible();
      await expectNoViolations(page);

      await emailField(page).fill(ADMIN.email);
      await passwordField(page).fill('not-the-password');
      await signInButton(page).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await expectNoViolations(page);
    });

    test('the signed-in home and a coming-soon page are accessible', async ({ page }) => {
      await signIn(page, ADMIN);
      await expect(page.getByRole('heading', { name: `Welcome, ${ADMIN.name}` })).toBeVisible();
      await expectNoViolations(page);

      await page.goto('/fbiad-pages/news');
      await expect(page.getByRole('heading', { name: 'This page is on its way' })).toBeVisible();
      await expectNoViolations(page);
    });

    test('the 404 page is accessible', async ({ page }) => {
      await page.goto('/404-not-found');
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
      await expectNoViolations(page);
    });
  });
}

import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// WCAG 2.1 A/AA checks (axe-core) of the pages this release has, in both colour schemes.

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  const found = violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} (${node.failureSummary ?? ''})`).join(', ')}`,
  );
  expect(found).toEqual([]);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} scheme`, () => {
    test.use({ colorScheme });

    test('sign-in, with and without problems shown, is accessible', async ({ page }) => {
      await page.goto('/sign-in');
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
      await expectNoViolations(page);

      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page.getByText('Enter your email address')).toBeVisible();
      await expectNoViolations(page);

      await page.getByLabel('Email address').fill('admin@arena.local');
      await page.getByLabel('Password', { exact: true }).fill('not-the-password');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await expectNoViolations(page);
    });

    test('the signed-in home and a coming-soon page are accessible', async ({ page }) => {
      await page.goto('/sign-in');
      await page.getByLabel('Email address').fill('admin@arena.local');
      await page.getByLabel('Password', { exact: true }).fill('Arena-Admin-2026');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Welcome, Deniz Kaya' })).toBeVisible();
      await expectNoViolations(page);

      await page.goto('/apps/contacts');
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

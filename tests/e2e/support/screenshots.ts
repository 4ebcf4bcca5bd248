import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { PHONE } from './personas.js';

// Pictures for people to look at (gitignored); Playwright's own failure screenshots go to its output.
const artifacts = fileURLToPath(new URL('../artifacts/', import.meta.url));
mkdirSync(artifacts, { recursive: true });

/** tests/e2e/artifacts/<name>.png of the page as it is. */
export const screenshot = (page: Page, name: string, { fullPage = false }: { fullPage?: boolean } = {}) =>
  page.screenshot({ path: `${artifacts}${name}.png`, fullPage });

/**
 * <name>-{light,dark,mobile-dark,mobile-light}.png: light and dark at the page's width, then both at
 * phone width (after `settle` milliseconds, for layouts that animate into the new width), and back.
 */
export async function schemeScreenshots(
  page: Page,
  name: string,
  { fullPage = false, settle = 0 }: { fullPage?: boolean; settle?: number } = {},
) {
  const shoot = (suffix: string) => screenshot(page, `${name}-${suffix}`, { fullPage });
  const expectDark = () => expect(page.locator('html')).toHaveClass(/\bdark\b/);
  const desktop = page.viewportSize();
  await page.emulateMedia({ colorScheme: 'light' });
  await shoot('light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectDark();
  await shoot('dark');
  await page.setViewportSize(PHONE);
  if (settle) await page.waitForTimeout(settle);
  await expectDark();
  await shoot('mobile-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await shoot('mobile-light');
  if (desktop) await page.setViewportSize(desktop);
}

import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// The axe-core accessibility check.

export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeOptions {
  /** CSS selectors of the parts to check (the whole page unless given). */
  include?: string[];
  /** axe-core rule tags to run (all rules unless given). */
  tags?: string[];
  /** Only serious and critical violations fail. */
  seriousOnly?: boolean;
  /** Put before each violation in the failure message. */
  label?: string;
}

/** Runs axe-core on the page as it is and fails with one line a violation. */
export async function expectAccessible(page: Page, options: AxeOptions = {}) {
  const { include = [], tags, seriousOnly = false, label } = options;
  // A dialog fading in has its colours half-way: contrast is read once the transitions that end have ended
  // (a spinner's endless one is left running).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const builder = new AxeBuilder({ page });
  for (const selector of include) builder.include(selector);
  if (tags) builder.withTags(tags);
  const { violations } = await builder.analyze();
  const found = violations
    .filter((violation) => !seriousOnly || violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${label ? `${label}: ` : ''}${violation.id}: ${violation.nodes
          .map((node) => `${node.target.join(' ')} (${node.failureSummary ?? ''})`)
          .join(', ')}`,
    );
  expect(found).toEqual([]);
}

/** The same check in the light and then the dark colour scheme. */
export async function expectAccessibleInBothSchemes(page: Page, options: AxeOptions = {}) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expectAccessible(page, {
      ...options,
      label: options.label ? `${options.label} ${scheme}` : scheme,
    });
  }
}

/** The page's own content: the shell around it (navigation, top bar) belongs to the shell's suites. */
export const PAGE_CONTENT: AxeOptions = { include: ['main'], seriousOnly: true };

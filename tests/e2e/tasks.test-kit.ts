import { expect, type Page } from '@playwright/test';
import { schemeScreenshots, signIn, type Credentials } from './support.js';

// The tasks screen (apps/tasks) against the real server and the seeded tasks of the admin's organization,
// in tasks.*.spec.ts. What the specs share is here: the address, signing in to it, pictures, the screen's
// parts and the remaining count.

export const TASKS = '/apps/tasks';

/**
 * Light, dark and phone-width pictures of the screen as it is (tests/e2e/artifacts/tasks-*.png); the
 * layout (and an open drawer) settle at the phone width before its pictures.
 */
export const screenshots = (page: Page, name: string) =>
  schemeScreenshots(page, `tasks-${name}`, { settle: 400 });

export const signInTo = (page: Page, persona: Credentials) => signIn(page, persona, { to: TASKS });

export const list = (page: Page) => page.getByTestId('tasks-list');
export const rows = (page: Page) => list(page).locator('> li');
export const taskRows = (page: Page) => list(page).getByTestId('task-row');
export const remaining = (page: Page) => page.getByTestId('tasks-remaining');
export const sidePanel = (page: Page) => page.getByTestId('task-side-panel');

/** The number in "N remaining tasks". */
export async function remainingCount(page: Page): Promise<number> {
  await expect(remaining(page)).toHaveText(/^\d+ remaining tasks?$/, { timeout: 15_000 });
  return Number.parseInt((await remaining(page).textContent()) ?? '', 10);
}

/** The colour a CSS colour token resolves to on this page (to compare with an element's colour). */
export async function tokenColor(page: Page, token: string): Promise<string> {
  return page.evaluate(
    (variable) => {
      const probe = document.createElement('span');
      probe.style.color = `var(${variable})`;
      document.body.appendChild(probe);
      const color = getComputedStyle(probe).color;
      probe.remove();
      return color;
    },
    `--chakra-colors-${token.replace('.', '-')}`,
  );
}

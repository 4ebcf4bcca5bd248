import { expect, test } from '@playwright/test';
import {
  ADMIN,
  PAGE_CONTENT,
  PHONE,
  expectAccessibleInBothSchemes,
  failOnConsoleErrors,
  screenshot,
} from './support.js';
import {
  TASKS,
  list,
  remaining,
  remainingCount,
  screenshots,
  sidePanel,
  signInTo,
  taskRows,
  tokenColor,
} from './tasks.test-kit.js';

// A task's details (tasks.test-kit.ts has what the tasks specs share): a new task edited in the side panel
// from its draft to its deletion, the details as a drawer on a phone, and an accessibility check of the
// screen with a task's details open.

test.setTimeout(120_000);

failOnConsoleErrors();

test('a new task from Ctrl+/ is a draft until it has a title, then edited in the drawer, completed, and kept after a reload', async ({
  page,
}) => {
  await signInTo(page, ADMIN);
  const before = await remainingCount(page);
  await page.keyboard.press('Control+/');
  // A draft: nothing exists on the server until it has a title, so an abandoned one leaves nothing.
  await expect(page).toHaveURL(/\/apps\/tasks\/new$/);
  const panel = sidePanel(page);
  const title = panel.getByLabel('Title');
  await expect(title).toBeFocused();
  await expect(remaining(page)).toHaveText(`${before} remaining tasks`);

  await title.pressSequentially('Paint the goal posts');
  await expect(page).toHaveURL(/\/apps\/tasks\/[0-9a-f-]{36}$/);
  const taskUrl = page.url();
  await expect(remaining(page)).toHaveText(`${before + 1} remaining tasks`);
  const first = taskRows(page).first();
  await expect(first).toHaveAttribute('aria-current', 'true');
  await expect(first.getByTestId('task-title')).toHaveText('Paint the goal posts');

  // Notes as rich text: a bold word typed with Ctrl+B.
  const notes = panel.getByRole('textbox', { name: 'Notes' });
  await notes.click();
  await page.keyboard.type('Use ');
  await page.keyboard.press('Control+b');
  await expect(panel.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('white');
  await page.keyboard.press('Control+b');
  await page.keyboard.type(' paint');
  await expect(notes.locator('b')).toHaveText('white');
  // A link at the caret (Ctrl+K) and a bulleted list from the toolbar.
  await page.keyboard.type(' from ');
  await page.keyboard.press('Control+k');
  await page.getByLabel('Link address').fill('tff.org');
  await page.getByLabel('Link address').press('Enter');
  await expect(notes.locator('a')).toHaveAttribute('href', 'https://tff.org');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await panel.getByRole('button', { name: 'Bulleted list' }).click();
  await expect(panel.getByRole('button', { name: 'Bulleted list' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('Brushes');
  await expect(notes.locator('ul > li')).toHaveText('Brushes');

  await panel.getByLabel('Priority').selectOption('2');
  await expect(first.getByTestId('task-priority')).toHaveAttribute('data-priority', 'high');

  await panel.getByLabel('Due date').fill('2020-01-15');
  await expect(panel.getByTestId('task-due-status')).toHaveText('Overdue');
  await expect(first.getByTestId('task-due-date')).toHaveAttribute('data-status', 'overdue');
  await expect(first.getByTestId('task-due-date')).toHaveCSS('color', await tokenColor(page, 'fg.error'));

  // Each person shows with their initials and email: namesakes are told apart.
  await panel.getByRole('combobox', { name: 'Assigned to' }).click();
  const elif = page.getByRole('option', { name: /Elif Şahin.*org\.admin@arena\.local/ });
  await expect(elif).toBeVisible();
  await expect(page.getByRole('option').filter({ hasText: '@' }).first()).toBeVisible();
  await elif.click();
  await expect(first.getByRole('img', { name: 'Assigned to Elif Şahin' })).toBeVisible();

  await panel.getByRole('button', { name: 'Edit tags' }).click();
  const filter = page.getByRole('textbox', { name: /Filter/ });
  const tagName = `Paint ${Date.now() % 100000}`;
  await filter.fill(tagName);
  await page.getByRole('button', { name: `Create “${tagName}”` }).click();
  await expect(panel.getByText(tagName, { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(first.getByText(tagName, { exact: true })).toBeVisible();

  await panel.getByLabel('New sub-task').fill('Buy two cans of paint');
  await panel.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(panel.getByTestId('sub-task')).toHaveCount(1);
  await panel.getByTestId('sub-task').getByRole('checkbox').check({ force: true });
  await expect(panel.getByTestId('sub-tasks-progress')).toHaveText('1 of 1 done');
  await screenshots(page, 'drawer');

  // Completing it changes the count at once.
  await panel.getByText('Mark as completed').click();
  await expect(remaining(page)).toHaveText(`${before} remaining tasks`);
  await expect(first.getByTestId('task-title')).toHaveCSS('text-decoration-line', 'line-through');
  // Completed: the past due date is no longer overdue.
  await expect(first.getByTestId('task-due-date')).toHaveAttribute('data-status', 'upcoming');

  // Everything was saved on the way.
  await page.waitForLoadState('networkidle');
  await page.goto(taskUrl);
  await expect(panel.getByLabel('Title')).toHaveValue('Paint the goal posts');
  await expect(panel.getByRole('textbox', { name: 'Notes' }).locator('b')).toHaveText('white');
  await expect(panel.getByRole('textbox', { name: 'Notes' }).locator('a')).toHaveAttribute(
    'href',
    'https://tff.org',
  );
  await expect(panel.getByRole('textbox', { name: 'Notes' }).locator('ul > li')).toHaveText('Brushes');
  await expect(panel.getByLabel('Priority')).toHaveValue('2');
  await expect(panel.getByLabel('Due date')).toHaveValue('2020-01-15');
  await expect(panel.getByRole('combobox', { name: 'Assigned to' })).toContainText('Elif Şahin');
  await expect(panel.getByRole('combobox', { name: 'Assigned to' })).toContainText('org.admin@arena.local');
  await expect(panel.getByText(tagName, { exact: true })).toBeVisible();
  await expect(panel.getByTestId('sub-tasks-progress')).toHaveText('1 of 1 done');
  await expect(panel.getByRole('checkbox', { name: 'Completed' })).toBeChecked();

  // Deleting asks first, then closes the drawer and takes the row away.
  await panel.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this task?' });
  await expect(confirm).toContainText('Paint the goal posts');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(TASKS);
  await expect(list(page).getByText('Paint the goal posts')).toHaveCount(0);
  await expect(remaining(page)).toHaveText(`${before} remaining tasks`);
});

test('on a phone the details open as a drawer over the list', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInTo(page, ADMIN);
  await remainingCount(page);
  await taskRows(page).first().getByTestId('task-title').click();
  const drawer = page.getByRole('dialog', { name: 'Task details' });
  await expect(drawer.getByLabel('Title')).toBeVisible();
  await expect(sidePanel(page)).toHaveCount(0);
  // The drawer slides in: the picture waits until it is all on screen.
  await expect(drawer).toBeInViewport({ ratio: 1 });
  await screenshot(page, 'tasks-drawer-mobile-light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await screenshot(page, 'tasks-drawer-mobile-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await drawer.getByRole('button', { name: 'Close details' }).click();
  await expect(page).toHaveURL(TASKS);
  await expect(drawer).toBeHidden();

  // A new task opens the drawer with the caret in its title.
  await page.getByRole('button', { name: 'Add task' }).click();
  await expect(drawer).toBeInViewport({ ratio: 1 });
  await expect(drawer.getByLabel('Title')).toBeFocused();
  await drawer.getByLabel('Title').fill('Check the first-aid kit');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(taskRows(page).first().getByTestId('task-title')).toHaveText('Check the first-aid kit');
});

test('the tasks screen has no serious accessibility violations', async ({ page }) => {
  await signInTo(page, ADMIN);
  await remainingCount(page);
  await taskRows(page).first().getByTestId('task-title').click();
  await expect(sidePanel(page).getByLabel('Title')).toBeVisible();
  await expectAccessibleInBothSchemes(page, PAGE_CONTENT);
});

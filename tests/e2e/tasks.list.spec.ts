import { expect, test, type Page } from '@playwright/test';
import { ADMIN, REGULAR, failOnConsoleErrors, recordOperations, signIn } from './support.js';
import {
  list,
  remaining,
  remainingCount,
  rows,
  screenshots,
  signInTo,
  taskRows,
  tokenColor,
} from './tasks.test-kit.js';

// The task list (tasks.test-kit.ts has what the tasks specs share): sections, the remaining count, sorting by
// dragging, search, changes the server refuses, a list that cannot load, and the staff-only rule.

test.setTimeout(120_000);

failOnConsoleErrors();

/** The rows' titles (tasks and sections) from top to bottom. */
async function rowTitles(page: Page): Promise<string[]> {
  return rows(page).evaluateAll((items) =>
    items.map((item) => (item.querySelector('[data-testid="task-title"], h2')?.textContent ?? '').trim()),
  );
}

/** Makes every call of one GraphQL operation fail with the given error code. */
async function failOperation(page: Page, operation: string, code = 'FORBIDDEN') {
  await page.route('**/graphql', async (route) => {
    const body = route.request().postData() ?? '';
    if (!body.includes(`"operationName":"${operation}"`)) return route.fallback();
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        errors: [{ message: 'Refused for the test', extensions: { code } }],
        data: null,
      }),
    });
  });
}

/** Drags a row by its handle to where another row is, with the mouse, in small steps. */
async function dragRow(page: Page, from: number, to: number) {
  const handle = rows(page)
    .nth(from)
    .getByRole('button', { name: /^Move / });
  const target = rows(page).nth(to);
  const start = await handle.boundingBox();
  const end = await target.boundingBox();
  if (!start || !end) throw new Error('rows are not on screen');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  const endY = end.y + end.height / 2 + (to > from ? 6 : -6);
  for (let step = 1; step <= 12; step++) {
    await page.mouse.move(start.x + start.width / 2, start.y + ((endY - start.y) * step) / 12);
  }
  await page.mouse.up();
}

test('the admin sees the list with sections, the remaining count and the shortcut hints', async ({
  page,
}) => {
  await signInTo(page, ADMIN);
  await expect(page.getByRole('heading', { name: 'Tasks', level: 1 })).toBeVisible();
  expect(await remainingCount(page)).toBeGreaterThan(0);
  await expect(page.getByTestId('task-section').first()).toBeVisible();
  await expect(taskRows(page).first()).toBeVisible();
  // Completed tasks are struck through; overdue dates are red.
  const done = taskRows(page).and(page.locator('[data-completed="true"]')).first();
  await expect(done.getByTestId('task-title')).toHaveCSS('text-decoration-line', 'line-through');
  const overdue = list(page).locator('[data-testid="task-due-date"][data-status="overdue"]').first();
  await expect(overdue).toHaveCSS('color', await tokenColor(page, 'fg.error'));
  await expect(page.getByRole('button', { name: 'Add task' })).toContainText('Ctrl /');
  await expect(page.getByRole('button', { name: 'Add section' })).toContainText('Ctrl .');
  await screenshots(page, 'list');
});

test('a new section from Ctrl+. is named in place at the top of the list', async ({ page }) => {
  await signInTo(page, ADMIN);
  await remainingCount(page);
  const count = await rows(page).count();
  await page.keyboard.press('Control+.');
  await expect(rows(page)).toHaveCount(count + 1);
  const section = rows(page).first();
  await expect(section).toHaveAttribute('data-testid', 'task-section');
  const name = section.getByRole('textbox', { name: 'Section title' });
  await expect(name).toBeFocused();
  await name.fill('Autumn league');
  await name.press('Enter');
  await expect(section.locator('h2')).toHaveText('Autumn league');
  await page.waitForLoadState('networkidle');
  await page.reload();
  await expect(rows(page).first().locator('h2')).toHaveText('Autumn league');
});

test('dragging a row reorders the list at once, without fetching it again, and the order stays', async ({
  page,
}) => {
  const operations = recordOperations(page);
  await signInTo(page, ADMIN);
  await remainingCount(page);
  const before = await rowTitles(page);
  const loaded = operations.length;

  const saved = page.waitForResponse(
    (response) => response.request().postData()?.includes('ReorderTasks') ?? false,
  );
  await dragRow(page, 1, 3);
  const expected = [...before];
  const [moved] = expected.splice(1, 1);
  expected.splice(3, 0, moved ?? '');
  await expect.poll(() => rowTitles(page)).toEqual(expected);
  expect((await saved).ok()).toBe(true);

  // The keyboard does the same: Space picks the row up, arrows move it, Space drops it.
  const keyboardSaved = page.waitForResponse(
    (response) => response.request().postData()?.includes('ReorderTasks') ?? false,
  );
  const handle = rows(page)
    .nth(2)
    .getByRole('button', { name: /^Move / });
  await handle.focus();
  await page.keyboard.press('Space');
  // The sensor picks the row up on the next frame: an arrow pressed before that moves nothing (on a
  // busy machine the three keys used to arrive within one frame and the order stayed).
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  // Likewise the drop: the row is over its new place once the live region says so, not before. On a busy
  // machine an arrow pressed while the sensor was still starting was lost: the row is steered to its
  // place by what the live region says, an arrow at a time.
  const region = page.locator('[id^="DndLiveRegion"]');
  await expect(async () => {
    const position = Number(/is over position (\d+)\./.exec((await region.textContent()) ?? '')?.[1] ?? 3);
    if (position !== 2) await page.keyboard.press(position > 2 ? 'ArrowUp' : 'ArrowDown');
    await expect(region).toContainText('is over position 2.', { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await page.keyboard.press('Space');
  const afterKeyboard = [...expected];
  const [lifted] = afterKeyboard.splice(2, 1);
  afterKeyboard.splice(1, 0, lifted ?? '');
  await expect.poll(() => rowTitles(page)).toEqual(afterKeyboard);
  await keyboardSaved;

  // Ticking a task changes the count at once too.
  const count = await remainingCount(page);
  const openId = await taskRows(page)
    .and(page.locator(':not([data-completed])'))
    .first()
    .getAttribute('data-task-id');
  const open = list(page).locator(`[data-task-id="${openId}"]`);
  await open.getByRole('checkbox').check({ force: true });
  await expect(remaining(page)).toHaveText(`${count - 1} remaining tasks`);
  await open.getByRole('checkbox').uncheck({ force: true });
  await expect(remaining(page)).toHaveText(`${count} remaining tasks`);
  await page.waitForLoadState('networkidle');

  const after = operations.slice(loaded);
  expect(after).toContain('ReorderTasks');
  expect(after).toContain('UpdateTask');
  expect(after).not.toContain('Tasks');

  await page.reload();
  await expect.poll(() => rowTitles(page)).toEqual(afterKeyboard);
});

test('search shows the matching tasks with the match highlighted', async ({ page }) => {
  await signInTo(page, ADMIN);
  await remainingCount(page);
  await page.getByRole('searchbox', { name: 'Search tasks' }).fill('bus');
  await expect(page.getByTestId('tasks-search-count')).toHaveText(/^\d+ tasks? found$/);
  const marks = list(page).locator('mark');
  await expect(marks.first()).toHaveText(/^bus$/i);
  for (const title of await list(page).getByTestId('task-title').allTextContents()) {
    expect(title.toLowerCase()).toContain('bus');
  }
  await screenshots(page, 'search');
  await page.getByRole('searchbox', { name: 'Search tasks' }).fill('zzzz-nothing');
  await expect(page.getByText('No tasks found')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(taskRows(page).first()).toBeVisible();
});

test('a refused change rolls back and says why', async ({ page }) => {
  await signInTo(page, ADMIN);
  const count = await remainingCount(page);
  const open = taskRows(page).and(page.locator(':not([data-completed])')).first();
  const id = await open.getAttribute('data-task-id');
  const row = list(page).locator(`[data-task-id="${id}"]`);

  await failOperation(page, 'UpdateTask');
  await row.getByRole('checkbox').check({ force: true });
  await expect(page.getByText('The change was not saved')).toBeVisible();
  await expect(page.getByText('Your role does not allow this change.')).toBeVisible();
  await expect(row.getByRole('checkbox')).not.toBeChecked();
  await expect(row).not.toHaveAttribute('data-completed', 'true');
  await expect(remaining(page)).toHaveText(`${count} remaining tasks`);

  await failOperation(page, 'ReorderTasks', 'INTERNAL');
  const before = await rowTitles(page);
  await dragRow(page, 1, 2);
  await expect(page.getByText('The new order was not saved')).toBeVisible();
  await expect.poll(() => rowTitles(page)).toEqual(before);
  await screenshots(page, 'rollback');
});

test('a list that cannot be loaded says so and loads again on request', async ({ page }) => {
  await failOperation(page, 'Tasks', 'INTERNAL');
  await signInTo(page, ADMIN);
  const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong. Please try again.' });
  await expect(alert).toBeVisible();
  await page.unroute('**/graphql');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(taskRows(page).first()).toBeVisible();
  await expect(remaining(page)).toHaveText(/^\d+ remaining tasks?$/);
});

test('tasks are for the staff: a regular user reads nothing by their address', async ({ page }) => {
  let taskQueries = 0;
  page.on('request', (request) => {
    if (/"operationName":"Tasks/.test(request.postData() ?? '')) taskQueries += 1;
  });
  await signIn(page, REGULAR);
  await page.goto('/apps/tasks');
  await expect(page.getByTestId('staff-only')).toContainText('This app is for the school’s staff');
  expect(taskQueries).toBe(0);
  await screenshots(page, 'staff-only');
});

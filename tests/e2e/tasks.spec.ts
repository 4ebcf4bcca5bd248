import { expect, test, type Page } from '@playwright/test';
import {
  ADMIN,
  PAGE_CONTENT,
  ORG_ADMIN,
  PHONE,
  REGULAR,
  expectAccessibleInBothSchemes,
  failOnConsoleErrors,
  recordOperations,
  schemeScreenshots,
  screenshot,
  signIn,
  switchLanguage,
  type Credentials,
} from './support.js';

// The tasks screen (apps/tasks) against the real server and the seeded tasks of the admin's organization.

const TASKS = '/apps/tasks';

/**
 * Light, dark and phone-width pictures of the screen as it is (tests/e2e/artifacts/tasks-*.png); the
 * layout (and an open drawer) settle at the phone width before its pictures.
 */
const screenshots = (page: Page, name: string) => schemeScreenshots(page, `tasks-${name}`, { settle: 400 });

test.setTimeout(120_000);

failOnConsoleErrors();

const signInTo = (page: Page, persona: Credentials) => signIn(page, persona, { to: TASKS });

const list = (page: Page) => page.getByTestId('tasks-list');
const rows = (page: Page) => list(page).locator('> li');
const taskRows = (page: Page) => list(page).getByTestId('task-row');
const remaining = (page: Page) => page.getByTestId('tasks-remaining');
const sidePanel = (page: Page) => page.getByTestId('task-side-panel');

/** The number in "N remaining tasks". */
async function remainingCount(page: Page): Promise<number> {
  await expect(remaining(page)).toHaveText(/^\d+ remaining tasks?$/, { timeout: 15_000 });
  return Number.parseInt((await remaining(page).textContent()) ?? '', 10);
}

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

/** The colour a CSS colour token resolves to on this page (to compare with an element's colour). */
async function tokenColor(page: Page, token: string): Promise<string> {
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
  await rows(page)
    .nth(2)
    .getByRole('button', { name: /^Move / })
    .focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowUp');
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

test('the screen reads in Turkish, the seeded tasks too, as soon as the language is switched', async ({
  page,
}) => {
  await signInTo(page, ORG_ADMIN);
  await remainingCount(page);
  await expect(list(page).getByText('Spring tournament', { exact: true })).toBeVisible();
  const reloads: string[] = [];
  page.on('load', () => reloads.push(page.url()));
  await switchLanguage(page, 'tr');
  // No reload: the list asks again and reads in Turkish.
  await expect(list(page).getByText('Bahar turnuvası', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(
    list(page).getByText("U12 ve U14 takımlarını İstanbul Gençlik Kupası'na kaydet", { exact: true }),
  ).toBeVisible();
  await expect(list(page).getByText('Antrenman', { exact: true }).first()).toBeVisible();
  expect(reloads).toEqual([]);
  await list(page)
    .getByText("U12 ve U14 takımlarını İstanbul Gençlik Kupası'na kaydet", { exact: true })
    .click();
  const registration = sidePanel(page);
  await expect(registration.getByText('Tüm oyuncuların lisans numaralarını topla')).toBeVisible();
  await registration.getByRole('combobox', { name: 'Atanan kişi' }).click();
  await expect(page.getByRole('option', { name: /Kimse/ })).toBeVisible();
  await screenshots(page, 'assignees-tr');
  await page.keyboard.press('Escape');
  await switchLanguage(page, 'en');
  await expect(list(page).getByText('Spring tournament', { exact: true })).toBeVisible({ timeout: 15_000 });
});

test('the screen reads in Turkish', async ({ page }) => {
  await signInTo(page, ADMIN);
  await page.evaluate(() => localStorage.setItem('arena.language', 'tr'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Görevler', level: 1 })).toBeVisible();
  await expect(remaining(page)).toHaveText(/^\d+ kalan görev$/);
  await expect(page.getByRole('button', { name: 'Görev ekle' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bölüm ekle' })).toBeVisible();
  await taskRows(page).first().getByTestId('task-title').click();
  const panel = sidePanel(page);
  await expect(panel.getByLabel('Başlık')).toBeVisible();
  await expect(panel.getByRole('textbox', { name: 'Notlar' })).toBeVisible();
  await expect(panel.getByLabel('Öncelik')).toBeVisible();
  await screenshots(page, 'drawer-tr');
  await page.evaluate(() => localStorage.setItem('arena.language', 'en'));
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

import { expect, test } from '@playwright/test';
import { HOME, switchLanguage } from './support.js';
import { button, failOnTopBarErrors, graphql, openSignedIn, screenshot, topBar } from './top-bar.test-kit.js';

// The top bar's messages and notifications (top-bar.test-kit.ts has what the top-bar specs share): reading,
// marking and removing, the seeded ones in both languages, HTML made safe, empty panels; and the loading
// bar while a page loads.

failOnTopBarErrors();

test('notifications: toggle, remove and mark all as read (the badge disappears, the button disables)', async ({
  page,
}) => {
  await openSignedIn(page, 'branch');
  const trigger = button(page, /^Notifications/);
  await expect(trigger).toHaveAccessibleName('Notifications, 3 unread');
  await expect(trigger.getByTestId('unread-badge')).toHaveText('3');

  await trigger.click();
  const panel = page.getByTestId('notifications-panel');
  const entries = panel.getByTestId('inbox-entry');
  await expect(entries).toHaveCount(5);
  // The date format of the spec: 'MMM dd, h:mm a'.
  await expect(entries.first()).toContainText(/[A-Z][a-z]{2} \d{2}, \d{1,2}:\d{2} (AM|PM)/);
  await screenshot(page, 'notifications-light');

  // Toggle one read, then back; remove another.
  const first = entries.first();
  await first.getByRole('button', { name: 'Mark as read' }).click();
  await expect(trigger.getByTestId('unread-badge')).toHaveText('2');
  await first.getByRole('button', { name: 'Mark as unread' }).click();
  await expect(trigger.getByTestId('unread-badge')).toHaveText('3');
  await entries.last().getByRole('button', { name: 'Remove' }).click();
  await expect(entries).toHaveCount(4);
  await expect(trigger.getByTestId('unread-badge')).toHaveText('2');

  const markAll = panel.getByRole('button', { name: 'Mark all as read' });
  await markAll.click();
  await expect(trigger.getByTestId('unread-badge')).toBeHidden();
  await expect(markAll).toBeDisabled();
  await expect(panel.getByRole('button', { name: 'Mark as read' })).toHaveCount(0);

  await page.reload();
  await expect(button(page, /^Notifications/)).toHaveAccessibleName('Notifications');
  await expect(button(page, /^Notifications/).getByTestId('unread-badge')).toBeHidden();
  await button(page, /^Notifications/).click();
  await expect(page.getByTestId('notifications-panel').getByTestId('inbox-entry')).toHaveCount(4);

  // An entry with an in-app link opens it.
  await button(page, /^Messages/).click();
  const message = page.getByTestId('messages-panel').getByTestId('inbox-entry').first();
  await message.getByRole('link').click();
  await expect(page).toHaveURL('/apps/chat');
});

test('seeded messages and notifications read in the interface language, switched without a reload', async ({
  page,
}) => {
  await openSignedIn(page, 'company');
  await button(page, /^Notifications/).click();
  const notifications = page.getByTestId('notifications-panel').getByTestId('inbox-entry');
  await expect(notifications.filter({ hasText: 'Your sponsorships are on your company’s page' })).toHaveCount(
    1,
  );
  await page.keyboard.press('Escape');
  // The messages panel is read once in English, then closed: what it cached must not come back in English.
  await button(page, /^Messages/).click();
  const messages = page.getByTestId('messages-panel').getByTestId('inbox-entry');
  await expect(messages.first()).toContainText('The U12 football training moves to the Kadıköy pitch');
  await page.keyboard.press('Escape');

  const reloads: string[] = [];
  page.on('load', () => reloads.push(page.url()));
  await switchLanguage(page, 'tr');
  await button(page, /^Bildirimler/).click();
  const turkish = page.getByTestId('notifications-panel').getByTestId('inbox-entry');
  await expect(turkish.filter({ hasText: 'Sponsorluklarınız şirketinizin sayfasında' })).toHaveCount(1);
  await expect(turkish.filter({ hasText: 'Federasyon takvimi güncellendi' })).toHaveCount(1);
  // Turkish dates: the day before the month, a 24-hour clock.
  await expect(turkish.first().locator('time')).toHaveText(/^\d{1,2} \S+ ([01]\d|2[0-3]):[0-5]\d$/);
  await page.waitForTimeout(400);
  await screenshot(page, 'notifications-tr-light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await screenshot(page, 'notifications-tr-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.keyboard.press('Escape');
  await button(page, /^Mesajlar/).click();
  await expect(page.getByTestId('messages-panel').getByTestId('inbox-entry').first()).toContainText(
    'Cumartesi günkü U12 futbol antrenmanı Kadıköy sahasına taşındı.',
  );
  expect(reloads).toEqual([]);
  await page.keyboard.press('Escape');
  await switchLanguage(page, 'en');
});

test('HTML in a notification is sanitised: no script runs, no script element is added', async ({ page }) => {
  const token = await openSignedIn(page, 'parent');
  await graphql(
    page.request,
    'mutation ($input: InboxItemInput!) { createNotification(input: $input) { id } }',
    {
      input: {
        title: '<b>Alert</b><img src=x onerror="window.__xss=1"><script>window.__xss=2</script>',
        description:
          'Read <a href="javascript:window.__xss=3">this</a> <span onmouseover="window.__xss=4">now</span><script>window.__xss=5</script>',
      },
    },
    token,
  );
  await page.reload();
  const scriptsBefore = await page.locator('script').count();

  await button(page, /^Notifications/).click();
  const entry = page.getByTestId('notifications-panel').getByTestId('inbox-entry').first();
  await expect(entry).toContainText('Alert');
  await expect(entry.locator('b', { hasText: 'Alert' })).toBeVisible();
  await entry.getByText('now').hover();
  await entry.getByText('this', { exact: true }).click();
  await page.waitForTimeout(300);

  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(await page.locator('script').count()).toBe(scriptsBefore);
  expect(await entry.locator('img, script, [onerror], [onmouseover], a[href^="javascript"]').count()).toBe(0);
});

test('empty panels say so, and the loading bar shows while a page loads', async ({ page }) => {
  // Anadolu's default language is Turkish; this browser chose English.
  await page.addInitScript(() => localStorage.setItem('arena.language', 'en'));
  const token = await openSignedIn(page, 'org2');
  // Empty this persona's shortcuts and notifications through the API.
  const { shortcuts } = await graphql<{ shortcuts: { id: string }[] }>(
    page.request,
    '{ shortcuts { id } }',
    {},
    token,
  );
  const { notifications } = await graphql<{ notifications: { id: string }[] }>(
    page.request,
    '{ notifications { id } }',
    {},
    token,
  );
  for (const { id } of shortcuts) {
    await graphql(page.request, 'mutation ($id: ID!) { deleteShortcut(id: $id) }', { id }, token);
  }
  for (const { id } of notifications) {
    await graphql(page.request, 'mutation ($id: ID!) { deleteNotification(id: $id) }', { id }, token);
  }
  await page.reload();

  await button(page, 'Shortcuts').click();
  const shortcutsPanel = page.getByTestId('shortcuts-panel');
  await expect(shortcutsPanel.getByText('No shortcuts')).toBeVisible();
  await expect(shortcutsPanel.getByText('When you have shortcuts, they will appear here.')).toBeVisible();
  await page.keyboard.press('Escape');

  const notificationsButton = button(page, /^Notifications/);
  await expect(notificationsButton).toHaveAccessibleName('Notifications');
  await expect(notificationsButton.getByTestId('unread-badge')).toBeHidden();
  await notificationsButton.click();
  const notificationsPanel = page.getByTestId('notifications-panel');
  await expect(notificationsPanel.getByText('No notifications')).toBeVisible();
  await expect(
    notificationsPanel.getByText('When you have notifications, they will appear here.'),
  ).toBeVisible();
  await expect(notificationsPanel.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  await screenshot(page, 'notifications-empty-light');
  await page.keyboard.press('Escape');

  // A page whose code is slow to arrive: the bar runs (indeterminate) until it is there.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/users-page-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(HOME);
  await expect(topBar(page)).toBeVisible();
  const bar = page.getByRole('progressbar', { name: 'Loading' });
  await page.getByRole('link', { name: 'Users' }).first().click();
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('data-mode', 'indeterminate');
  release();
  await expect(page).toHaveURL('/fbiad-pages/users');
  await expect(bar).toBeHidden();
});

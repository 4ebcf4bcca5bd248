import { expect, test, type Locator, type Page } from '@playwright/test';
import { PHONE, recordOperations } from './support.js';
import { button, failOnTopBarErrors, openSignedIn, screenshot } from './top-bar.test-kit.js';

// The top bar's shortcuts, user menu and language menu (top-bar.test-kit.ts has what the top-bar specs
// share), and pictures of every panel in both colour schemes at desktop and phone widths.

failOnTopBarErrors();

test('shortcuts: add, edit and delete round trip, with the panel modes of the spec', async ({ page }) => {
  await openSignedIn(page, 'org');
  const panel = page.getByTestId('shortcuts-panel');

  await button(page, 'Shortcuts').click();
  await expect(panel.getByText('Shortcuts', { exact: true })).toBeVisible();
  await expect(panel.getByRole('link', { name: /Mailbox/ })).toHaveAttribute('href', '/apps/mailbox');
  // From here on, the mutations edit the cached list: the list is never fetched again.
  const operations = recordOperations(page);
  await expect(panel.getByRole('link', { name: /Federation/ })).toHaveAttribute('target', '_blank');
  await screenshot(page, 'shortcuts-light');

  // Add: the form is invalid (Add disabled) until label, icon, kind and link are given.
  await panel.getByRole('button', { name: 'Add shortcut' }).click();
  await expect(panel.getByText('Add new')).toBeVisible();
  const add = panel.getByRole('button', { name: 'Add', exact: true });
  await expect(add).toBeDisabled();
  await panel.getByLabel('Label').fill('Academy');
  await panel.getByLabel('Icon').selectOption({ label: 'Trophy' });
  await panel.getByText('Inside the app').click();
  await expect(add).toBeDisabled();
  await panel.getByLabel('Link').fill('apps/academy');
  await panel.getByLabel('Label').focus();
  await expect(panel.getByText('An in-app link starts with /')).toBeVisible();
  await expect(add).toBeDisabled();
  await panel.getByLabel('Link').fill('/apps/academy');
  await expect(add).toBeEnabled();
  await screenshot(page, 'shortcuts-add-light');
  await add.click();

  // After saving: modify mode, the new shortcut in the list, nothing refetched.
  await expect(panel.getByRole('button', { name: 'Exit edit mode' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Edit Academy' })).toBeVisible();

  // Edit: cancel goes back to modify; Update saves.
  await panel.getByRole('button', { name: 'Edit Academy' }).click();
  await expect(panel.getByText('Editing')).toBeVisible();
  await panel.getByRole('button', { name: 'Cancel' }).click();
  await expect(panel.getByRole('button', { name: 'Exit edit mode' })).toBeVisible();
  await panel.getByRole('button', { name: 'Edit Academy' }).click();
  await panel.getByLabel('Label').fill('Academy hub');
  await panel.getByRole('button', { name: 'Update' }).click();
  await expect(panel.getByRole('button', { name: 'Edit Academy hub' })).toBeVisible();

  // Done → view: the new shortcut is an in-app link.
  await panel.getByRole('button', { name: 'Exit edit mode' }).click();
  await expect(panel.getByRole('link', { name: /Academy hub/ })).toHaveAttribute('href', '/apps/academy');

  // Delete from edit mode.
  await panel.getByRole('button', { name: 'Enter edit mode' }).click();
  await panel.getByRole('button', { name: 'Edit Academy hub' }).click();
  await panel.getByRole('button', { name: 'Delete' }).click();
  await expect(panel.getByRole('button', { name: 'Exit edit mode' })).toBeVisible();
  await expect(panel.getByText('Academy hub')).toBeHidden();
  expect(operations.filter((name) => name === 'TopBarShortcuts')).toEqual([]);
  expect(operations).toEqual(expect.arrayContaining(['CreateShortcut', 'UpdateShortcut', 'DeleteShortcut']));

  // Opening the panel again starts in view mode.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await button(page, 'Shortcuts').click();
  await expect(panel.getByRole('button', { name: 'Enter edit mode' })).toBeVisible();

  // The server kept the result: after a reload the list is the seeded one.
  await page.reload();
  await button(page, 'Shortcuts').click();
  await expect(panel.getByRole('link', { name: /Mailbox/ })).toBeVisible();
  await expect(panel.getByText('Academy')).toBeHidden();

  // An in-app shortcut opens its route and closes the panel.
  await panel.getByRole('link', { name: /Tasks/ }).click();
  await expect(page).toHaveURL('/apps/tasks');
  await expect(panel).toBeHidden();
});

test('the status chosen in the user menu is saved and survives a reload', async ({ page }) => {
  await openSignedIn(page, 'dept');
  const trigger = page.getByTestId('user-menu-trigger');
  await expect(trigger).toHaveAccessibleName(/Status: Online/);

  await trigger.click();
  await expect(page.getByText('Signed in as dept.admin@arena.local')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/pages/profile');
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/pages/settings');
  await page.getByRole('menuitem', { name: 'Status' }).click();
  await expect(page.getByRole('menuitemradio', { name: 'Invisible' })).toBeVisible();
  await screenshot(page, 'user-menu-light');
  // The home page below still loads and shifts while the submenu is open; on a busy machine the submenu
  // may close under the pointer before the click lands, so the choice is made again until it holds.
  await expect(async () => {
    const busy = page.getByRole('menuitemradio', { name: 'Busy' });
    if (!(await busy.isVisible())) {
      const status = page.getByRole('menuitem', { name: 'Status' });
      if (!(await status.isVisible())) await trigger.click();
      await status.click();
    }
    await busy.click({ timeout: 5_000 });
    await expect(trigger).toHaveAccessibleName(/Status: Busy/, { timeout: 2_000 });
  }).toPass({ timeout: 25_000 });
  await expect(trigger.locator('[data-status="busy"]')).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('user-menu-trigger')).toHaveAccessibleName(/Status: Busy/, {
    timeout: 15_000,
  });

  await page.getByTestId('user-menu-trigger').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/sign-(out|in)/);
});

test('switching the language changes the top bar texts at once and is remembered', async ({ page }) => {
  await openSignedIn(page, 'user');
  await expect(button(page, 'Search')).toBeVisible();
  await button(page, 'Toggle Fullscreen').hover();
  await expect(page.getByRole('tooltip')).toHaveText('Toggle Fullscreen');

  await button(page, 'Language').click();
  await expect(page.getByRole('menuitemradio', { name: 'English' })).toBeChecked();
  await screenshot(page, 'language-light');
  await page.getByRole('menuitemradio', { name: 'Türkçe' }).click();

  await expect(button(page, 'Ara')).toBeVisible();
  await expect(button(page, 'Kısayollar')).toBeVisible();
  await expect(button(page, /^Bildirimler/)).toBeVisible();
  await expect(button(page, 'Tam ekranı aç/kapat')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');

  await button(page, 'Ara').click();
  await expect(page.getByRole('combobox', { name: 'Ara' })).toHaveAttribute('placeholder', 'Ara...');
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(button(page, 'Kısayollar')).toBeVisible();
  await button(page, 'Kısayollar').click();
  await expect(
    page.getByTestId('shortcuts-panel').getByRole('button', { name: 'Kısayol ekle' }),
  ).toBeVisible();
});

/** Opens each panel in turn and saves a picture of it. */
async function shootPanels(page: Page, scheme: string, mobile: boolean) {
  const suffix = `${scheme}${mobile ? '-mobile' : ''}`;
  const open = async (trigger: Locator, name: string, ready: Locator) => {
    await trigger.click();
    await expect(ready).toBeVisible();
    // Let the opening animation finish before the picture.
    await page.waitForTimeout(400);
    await screenshot(page, `${name}-${suffix}`);
    await page.keyboard.press('Escape');
    await expect(ready).toBeHidden();
  };
  await button(page, 'Search').click();
  await page.getByRole('combobox', { name: 'Search' }).fill('an');
  await expect(
    page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first(),
  ).toBeVisible();
  await screenshot(page, `search-${suffix}`);
  await page.keyboard.press('Escape');
  await open(button(page, 'Shortcuts'), 'shortcuts', page.getByTestId('shortcuts-panel'));
  await open(button(page, /^Messages/), 'messages', page.getByTestId('messages-panel'));
  await open(button(page, /^Notifications/), 'notifications', page.getByTestId('notifications-panel'));
  await open(
    page.getByTestId('user-menu-trigger'),
    'user-menu',
    page.getByRole('menuitem', { name: 'Sign out' }),
  );
  await open(button(page, 'Language'), 'language', page.getByRole('menuitemradio', { name: 'Türkçe' }));
}

test('every panel, in light and dark, on desktop and phone widths', async ({ page }) => {
  test.setTimeout(120_000);
  await openSignedIn(page, 'company');
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /\bdark\b/ : /\blight\b/);
    await page.setViewportSize({ width: 1280, height: 800 });
    await shootPanels(page, scheme, false);
    await page.setViewportSize(PHONE);
    await shootPanels(page, scheme, true);
  }
});

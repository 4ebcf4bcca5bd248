import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import {
  ADMIN as DENIZ,
  ORG_ADMIN as ELIF,
  PHONE,
  WCAG_21_AA,
  expectAccessible,
  failOnConsoleErrors,
  operationName,
  screenshot as save,
  signIn as signInThroughForm,
  type Credentials,
} from './support.js';

// The 'Team Chat' panel against the real server: opening, the empty state, a conversation grouped by
// day, sending, and live delivery to a second signed-in browser.

// The seeded messages are dated yesterday in Istanbul: the same zone here makes the headers certain.
const TIMEZONE = 'Europe/Istanbul';
test.use({ timezoneId: TIMEZONE });
// Two signed-in browsers and a live round trip on a machine shared with other suites.
test.describe.configure({ timeout: 90_000 });

const screenshot = (page: Page, name: string) => save(page, `chat-${name}`);

// Every page fails its test on a console error, an uncaught exception or a failed quick chat call.
// Chromium's bare "Failed to load resource" lines are left to the response listener, which names the
// operation: other features' calls (still being built beside this one) are their own suites' business.
const consoleErrors = failOnConsoleErrors({
  watch: (page, errors) =>
    page.on('response', (response) => {
      const operation = operationName(response.request()) ?? '';
      if (response.status() >= 400 && operation.startsWith('QuickChat')) {
        errors.push(`HTTP ${response.status()} ${operation}`);
      }
    }),
});

async function signIn(page: Page, persona: Credentials) {
  await signInThroughForm(page, persona);
  await expect(launcher(page)).toBeVisible();
}

/** WCAG 2.1 A/AA (axe-core) of the quick chat's own elements: the tab and, when open, the panel. */
const expectAccessibleChat = (page: Page) =>
  expectAccessible(page, {
    include: ['[data-testid="quick-chat-launcher"]', '[data-testid="quick-chat"]'],
    tags: WCAG_21_AA,
  });

/** A second, separate browser session (its own storage), with the project's settings. */
async function secondPage(browser: Browser, testInfo: TestInfo) {
  const { baseURL, viewport, locale } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, locale, timezoneId: TIMEZONE });
  const page = await context.newPage();
  consoleErrors.watch(page);
  return page;
}

const launcher = (page: Page) => page.getByTestId('quick-chat-launcher');
const panel = (page: Page) => page.getByRole('dialog', { name: 'Team Chat' });
const header = (page: Page) => panel(page).getByRole('button', { name: 'Team Chat' });
const chatList = (page: Page) => page.getByRole('listbox', { name: 'Chats' });
const chatOption = (page: Page, name: string) =>
  chatList(page).getByRole('option', { name: new RegExp(`^${name}`) });
const composer = (page: Page, name: string) => page.getByRole('textbox', { name: `Message to ${name}` });
const messages = (page: Page) => panel(page).getByTestId('quick-chat-message');
const dayHeaders = (page: Page) => panel(page).getByTestId('quick-chat-day');

test('the panel opens to "Select a conversation", shows a chat by day and time, and closes', async ({
  page,
}) => {
  await signIn(page, DENIZ);
  // Closed: a tab at the right edge with the unread total (2+1+3+1+2+1 unread, 3 chats muted).
  await expect(launcher(page)).toBeVisible();
  await expect(launcher(page)).toHaveAttribute('aria-label', /^Open Team Chat, \d+ unread messages$/);
  await expect(panel(page)).toHaveCount(0);
  await screenshot(page, 'collapsed-light');
  await expectAccessibleChat(page);

  // The tab opens it; the empty state asks for a chat; Escape closes and gives focus back.
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
  await expect(launcher(page)).toHaveAttribute('aria-expanded', 'true');
  const options = chatList(page).getByRole('option');
  await expect(options).toHaveCount(15);
  await expect(options.first()).toBeFocused();
  await expect(panel(page).getByTestId('quick-chat-unread').first()).toBeVisible();
  await expect(panel(page).getByRole('heading', { name: 'Select a conversation' })).toBeVisible();
  await expect(page.getByTestId('quick-chat-overlay')).toBeVisible();
  await screenshot(page, 'empty-light');
  await page.keyboard.press('Escape');
  await expect(panel(page)).toHaveCount(0);
  await expect(launcher(page)).toBeFocused();

  // Keyboard: Enter opens the panel, arrows move through the chats, Enter opens one.
  await page.keyboard.press('Enter');
  await expect(options.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toBeFocused();

  // A chat with unread messages: opening it loads the conversation and clears its badge.
  const unreadChat = chatList(page).locator('[data-unread="2"]').first();
  const unreadName = ((await unreadChat.getAttribute('aria-label')) ?? '').split(',')[0] ?? '';
  expect(unreadName).not.toBe('');
  await unreadChat.click();
  await expect(panel(page).getByTestId('quick-chat-contact')).toHaveText(unreadName);
  await expect(chatOption(page, unreadName)).toHaveAttribute('data-unread', '0');
  await expect(chatOption(page, unreadName)).toHaveAttribute('aria-selected', 'true');
  await expect(chatOption(page, unreadName)).toHaveAttribute('aria-label', unreadName);

  // The seeded messages are from yesterday: one header, HH:mm times, both sides of the talk.
  await expect(messages(page).first()).toBeVisible();
  await expect(dayHeaders(page)).toHaveText(['Yesterday']);
  const times = await panel(page).getByTestId('quick-chat-time').allTextContents();
  expect(times.length).toBeGreaterThan(1);
  for (const time of times) expect(time).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
  await expect(messages(page).and(page.locator('[data-mine="true"]')).first()).toBeVisible();
  await expect(messages(page).and(page.locator('[data-mine="false"]')).first()).toBeVisible();
  await screenshot(page, 'conversation-light');
  await expectAccessibleChat(page);

  // The header closes it; reopening goes straight to the message field of the open chat.
  await header(page).click();
  await expect(panel(page)).toHaveCount(0);
  await launcher(page).click();
  await expect(composer(page, unreadName)).toBeFocused();
  // Tab stays inside the open panel.
  for (let step = 0; step < 4; step++) await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);

  // Clicking the overlay closes it too; the chat stays read after a reload (marked on the server).
  await page.getByTestId('quick-chat-overlay').click({ position: { x: 20, y: 300 } });
  await expect(panel(page)).toHaveCount(0);
  await page.reload();
  await launcher(page).click();
  await expect(chatOption(page, unreadName)).toHaveAttribute('data-unread', '0');
});

test('a message sent by Deniz reaches Elif live, with an unread badge, and her reply comes back', async ({
  page,
  browser,
}, testInfo) => {
  const elif = await secondPage(browser, testInfo);
  await signIn(elif, ELIF);
  await signIn(page, DENIZ);
  // Elif has one unread message (from another chat) and her panel open on no chat.
  await expect(launcher(elif)).toHaveAttribute('aria-label', 'Open Team Chat, 1 unread message');
  await launcher(elif).click();
  await expect(chatOption(elif, DENIZ.name)).toHaveAttribute('data-unread', '0');

  // Deniz writes to Elif: blank text cannot be sent; Shift+Enter is a new line; Enter sends.
  await launcher(page).click();
  await chatOption(page, ELIF.name).click();
  const field = composer(page, ELIF.name);
  const send = panel(page).getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await field.fill('   ');
  await expect(send).toBeDisabled();
  const text = `Training moves to 18:30 #${Date.now()}`;
  await field.fill(`  ${text}`);
  await field.press('Shift+Enter');
  await field.pressSequentially('Bring water.');
  await field.press('Enter');
  await expect(field).toHaveValue('');
  const sent = messages(page).filter({ hasText: text });
  await expect(sent).toHaveCount(1);
  await expect(sent).toHaveAttribute('data-mine', 'true');
  await expect(sent).not.toHaveAttribute('data-pending');
  await expect(sent).toContainText(`${text}\nBring water.`);
  // Today's message sits under its own header after yesterday's; the chat leads the list.
  await expect(dayHeaders(page)).toHaveText(['Yesterday', 'Today']);
  await expect(chatList(page).getByRole('option').first()).toHaveAttribute('aria-label', ELIF.name);

  // Elif, without reloading: Deniz's chat jumps to the top with one unread message.
  await expect(chatOption(elif, DENIZ.name)).toHaveAttribute('data-unread', '1');
  await expect(chatList(elif).getByRole('option').first()).toHaveAttribute(
    'aria-label',
    `${DENIZ.name}, 1 unread message`,
  );
  await expect(chatOption(elif, DENIZ.name).getByTestId('quick-chat-unread')).toHaveText('1');
  await screenshot(elif, 'live-unread');
  await elif.keyboard.press('Escape');
  await expect(launcher(elif)).toHaveAttribute('aria-label', 'Open Team Chat, 2 unread messages');

  // She opens it: the message is there (read now), and she answers.
  await launcher(elif).click();
  await chatOption(elif, DENIZ.name).click();
  await expect(messages(elif).filter({ hasText: text })).toHaveAttribute('data-mine', 'false');
  await expect(chatOption(elif, DENIZ.name)).toHaveAttribute('data-unread', '0');
  const reply = `See you there #${Date.now()}`;
  await composer(elif, DENIZ.name).fill(reply);
  await composer(elif, DENIZ.name).press('Enter');
  await expect(messages(elif).filter({ hasText: reply })).toHaveAttribute('data-mine', 'true');

  // Deniz has the chat open: the reply appears in place and does not count as unread.
  await expect(messages(page).filter({ hasText: reply })).toHaveAttribute('data-mine', 'false');
  await expect(chatOption(page, ELIF.name)).toHaveAttribute('data-unread', '0');
  await screenshot(page, 'live-reply');
  await page.reload();
  await launcher(page).click();
  await expect(chatOption(page, ELIF.name)).toHaveAttribute('data-unread', '0');
  await elif.context().close();
});

test('the panel in dark mode and in Turkish', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await signIn(page, DENIZ);
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await screenshot(page, 'collapsed-dark');
  await launcher(page).click();
  await screenshot(page, 'empty-dark');
  await chatOption(page, ELIF.name).click();
  await expect(messages(page).first()).toContainText('Good morning! Did you see the schedule for Saturday?');
  await screenshot(page, 'conversation-dark');
  await expectAccessibleChat(page);
  await page.keyboard.press('Escape');

  // Turkish: title, empty state and the day header.
  await page.evaluate(() => localStorage.setItem('arena.language', 'tr'));
  await page.reload();
  await page.getByRole('button', { name: /^Ekip Sohbetini aç/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Ekip Sohbeti' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Bir sohbet seçin' })).toBeVisible();
  await dialog
    .getByRole('listbox', { name: 'Sohbetler' })
    .getByRole('option', { name: new RegExp(`^${ELIF.name}`) })
    .click();
  await expect(dialog.getByTestId('quick-chat-day').first()).toHaveText('Dün');
  // The seeded conversation reads in Turkish too.
  await expect(dialog.getByTestId('quick-chat-message').first()).toContainText(
    'Günaydın! Cumartesi programını gördün mü?',
  );
  await screenshot(page, 'conversation-dark-tr');
});

test('on a 390px wide phone the tab opens the panel over the whole width', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, DENIZ);
  await expect(launcher(page)).toBeVisible();
  await screenshot(page, 'mobile-closed');
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
  // Once it has slid in, it covers the whole width.
  await expect
    .poll(async () => {
      const box = await panel(page).boundingBox();
      return box ? [Math.round(box.x), Math.round(box.width)] : null;
    })
    .toEqual([0, 390]);
  await expect(panel(page).getByRole('heading', { name: 'Select a conversation' })).toBeVisible();
  await screenshot(page, 'mobile-empty');
  await chatOption(page, ELIF.name).click();
  await expect(messages(page).first()).toBeVisible();
  await expect(composer(page, ELIF.name)).toBeVisible();
  await screenshot(page, 'mobile-conversation');
  await header(page).click();
  await expect(panel(page)).toHaveCount(0);
  await expect(launcher(page)).toBeFocused();
});

import { expect, test, type Page } from '@playwright/test';
import {
  ADMIN,
  ORG_ADMIN,
  PAGE_CONTENT,
  PHONE,
  expectAccessible,
  failedLoad,
  failOnConsoleErrors,
  openFromMenu,
  recordOperations,
  screenshot,
  signIn,
  switchLanguage,
} from './support.js';

// The mailbox (client/src/features/mail): two staff members of one school exchange a mail with an
// attachment and see it arrive live; flags answer at once and roll back when refused; a draft survives a
// reload; the phone, Turkish and dark. The rules behind it are tested below the browser
// (server/src/features/mail/*.test.ts).

test.setTimeout(150_000);

failOnConsoleErrors({
  ignore: (message) => failedLoad(message) || /Refused for the test/.test(message.text()),
});

const mails = (page: Page) => page.getByRole('list', { name: 'Mails' }).locator('li[data-mail-id]');
// Subjects are Turkish, as the school's are: a subject reaches the top bar's notifications, which the
// Turkish menu crawl reads.
const composer = (page: Page) => page.getByRole('dialog', { name: 'Compose a mail' });
const folder = (page: Page, name: string) =>
  page
    .getByRole('navigation', { name: 'Mailbox folders' })
    .getByRole('link', { name: new RegExp(`^${name}`) });

/** The number a folder shows beside its name (0 when none). */
async function folderCount(page: Page, name: string): Promise<number> {
  // The link reads "Inbox 24 24 mails": the number for the eye (hidden from screen readers), then in words.
  const hidden = folder(page, name).locator('span[aria-hidden="true"]');
  return (await hidden.count()) === 0 ? 0 : Number(await hidden.first().textContent());
}

async function openMailbox(page: Page) {
  await openFromMenu(page, 'Applications', 'Mailbox');
  await expect(page).toHaveURL(/\/apps\/mailbox/);
  await expect(mails(page).first()).toBeVisible({ timeout: 30_000 });
}

/** A one-pixel PNG, as a person would attach a photo. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAjJ4mJQAAAABJRU5ErkJggg==',
  'base64',
);

test('two staff members exchange a mail with an attachment, and each sees it arrive live', async ({
  browser,
}) => {
  const sender = await (await browser.newContext()).newPage();
  const reader = await (await browser.newContext()).newPage();
  await signIn(sender, ADMIN);
  await signIn(reader, ORG_ADMIN);
  await openMailbox(sender);
  await openMailbox(reader);
  const unreadBefore = await folderCount(reader, 'Inbox');
  const readerCalls = recordOperations(reader);

  const subject = `Antrenman saatleri ${Date.now()}`;
  await sender.getByRole('button', { name: 'Compose' }).click();
  const dialog = composer(sender);
  await dialog.getByRole('combobox', { name: 'To' }).fill(ORG_ADMIN.email);
  await dialog.getByRole('combobox', { name: 'To' }).press('Enter');
  await dialog.getByLabel('Subject').fill(subject);
  await dialog.getByRole('textbox', { name: 'Message' }).fill('The U12 group trains at 17:30 on Thursday.');
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'pitch.png', mimeType: 'image/png', buffer: PIXEL });
  await expect(dialog.getByRole('button', { name: 'Remove pitch.png' })).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });

  // The recipient's list and count change without a reload or a refetch of the list.
  const arrived = mails(reader).filter({ hasText: subject });
  await expect(arrived).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => folderCount(reader, 'Inbox')).toBe(unreadBefore + 1);
  expect(readerCalls.filter((name) => name === 'Mails')).toEqual([]);
  await arrived.getByRole('button').filter({ hasText: subject }).click();
  const article = reader.getByRole('article');
  await expect(article.getByRole('heading', { name: subject })).toBeVisible();
  await expect(article.getByText('pitch.png')).toBeVisible();
  await expect.poll(() => folderCount(reader, 'Inbox')).toBe(unreadBefore);

  // The answer goes back the same way and joins the thread.
  await article.getByRole('button', { name: 'Reply', exact: true }).click();
  const reply = composer(reader);
  await expect(reply.getByLabel('Subject')).toHaveValue(`Re: ${subject}`);
  await reply.getByRole('textbox', { name: 'Message' }).click();
  await reader.keyboard.type('Thanks, we will be there.');
  await reply.getByRole('button', { name: 'Send' }).click();
  await expect(reply).toBeHidden({ timeout: 15_000 });
  await expect(mails(sender).filter({ hasText: `Re: ${subject}` })).toBeVisible({ timeout: 20_000 });
  await screenshot(reader, 'mail-received');
});

test('flags answer at once without refetching the list, and a refused change rolls back', async ({
  page,
}) => {
  await signIn(page, ORG_ADMIN);
  await openMailbox(page);
  const calls = recordOperations(page);
  const first = mails(page).nth(0);
  const star = first.getByRole('button', { name: 'Starred' });
  const starred = (await star.getAttribute('aria-pressed')) === 'true';
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', String(!starred));
  await expect.poll(() => calls.includes('SetMailFlags')).toBe(true);
  expect(calls.filter((name) => name === 'Mails' || name === 'Mailbox')).toEqual([]);

  // Refused: the flag comes back and a toast says why.
  await page.route('**/graphql', async (route) => {
    if (!(route.request().postData() ?? '').includes('"operationName":"SetMailFlags"'))
      return route.fallback();
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        errors: [{ message: 'Refused for the test', extensions: { code: 'FORBIDDEN' } }],
      }),
    });
  });
  const second = mails(page).nth(1).getByRole('button', { name: 'Important' });
  const important = (await second.getAttribute('aria-pressed')) === 'true';
  await second.click();
  await expect(second).toHaveAttribute('aria-pressed', String(!important));
  await expect(page.getByRole('status').or(page.getByRole('alert')).first()).toBeVisible();
  await expect(second).toHaveAttribute('aria-pressed', String(important));
});

test('a draft saves itself, survives a reload and is discarded from the composer', async ({ page }) => {
  await signIn(page, ORG_ADMIN);
  await openMailbox(page);
  const subject = `Malzeme siparişi ${Date.now()}`;
  await page.keyboard.press('c');
  const dialog = composer(page);
  await dialog.getByLabel('Subject').fill(subject);
  await expect(dialog.getByText('Draft saved')).toBeVisible({ timeout: 15_000 });

  await page.reload();
  await folder(page, 'Drafts').click();
  const draft = mails(page).filter({ hasText: subject });
  await expect(draft).toBeVisible({ timeout: 20_000 });
  await draft.getByRole('button').filter({ hasText: subject }).click();
  await expect(composer(page).getByLabel('Subject')).toHaveValue(subject);
  await composer(page).getByRole('button', { name: 'Discard draft' }).click();
  await expect(composer(page)).toBeHidden();
  await expect(mails(page).filter({ hasText: subject })).toHaveCount(0);
});

test('on a phone in Turkish and dark: the list, a mail and back, accessible', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE, colorScheme: 'dark' });
  const page = await context.newPage();
  await signIn(page, ORG_ADMIN);
  await switchLanguage(page, 'tr');
  await page.getByRole('button', { name: 'Menüyü aç' }).click();
  await openFromMenu(page, 'Uygulamalar', 'Posta Kutusu', 'tr');
  const list = page.getByRole('list', { name: 'Postalar' }).locator('li[data-mail-id]');
  await expect(list.first()).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, PAGE_CONTENT);
  await screenshot(page, 'mail-phone-tr-dark-list');
  await list.first().getByRole('button').last().click();
  await expect(page.getByRole('article')).toBeVisible();
  await expectAccessible(page, PAGE_CONTENT);
  await screenshot(page, 'mail-phone-tr-dark-reader');
  await page.getByRole('button', { name: 'Listeye dön' }).click();
  await expect(list.first()).toBeVisible();
  await context.close();
});

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
  // The caret waits above the quoted original.
  await expect(reply.getByRole('textbox', { name: 'Message' })).toBeFocused();
  await reader.keyboard.type('Thanks, we will be there.');
  await reply.getByRole('button', { name: 'Send' }).click();
  await expect(reply).toBeHidden({ timeout: 15_000 });
  const answer = mails(sender).filter({ hasText: `Re: ${subject}` });
  await expect(answer).toBeVisible({ timeout: 20_000 });
  await expect(answer).toContainText('Thanks, we will be there. On ');
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
  // Writing is one tap from the list: the composer fills the phone.
  await page.getByRole('button', { name: 'Yeni posta' }).click();
  await expect(page.getByRole('dialog', { name: 'Posta yaz' })).toBeVisible();
  await screenshot(page, 'mail-phone-tr-dark-composer');
  await context.close();
});

test('labels are made, put on mails in bulk and deleted; bulk read, delete and restore; a forward carries the files; accessible at 1280', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await openMailbox(page);
  await expectAccessible(page, PAGE_CONTENT);
  const title = `Turnuva ${Date.now() % 100_000}`;

  // A new label, coloured indigo, joins the sidebar.
  await page.getByRole('button', { name: 'Manage labels' }).click();
  const manager = page.getByRole('dialog', { name: 'Manage labels' });
  await manager.getByRole('textbox', { name: 'Label name' }).fill(title);
  await manager.getByRole('combobox', { name: 'Colour', exact: true }).selectOption('indigo');
  await manager.getByRole('button', { name: 'Add' }).click();
  await expect(manager.getByRole('textbox', { name: `Name of ${title}` })).toBeVisible();
  await expectAccessible(page);
  await manager.getByRole('button', { name: 'Done' }).click();
  await expect(folder(page, title)).toBeVisible();

  // Two mails chosen get the label at once, and the label's list holds them.
  const chosen = [mails(page).nth(0), mails(page).nth(1)];
  const subjects = await Promise.all(
    chosen.map(async (row) => (await row.locator('[id^="mail-subject-line-"]').textContent()) ?? ''),
  );
  for (const row of chosen) await row.locator('label').first().click();
  await expect(page.getByText('2 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Labels', exact: true }).click();
  await page.getByRole('menuitemcheckbox', { name: title }).click();
  await page.keyboard.press('Escape');
  for (const row of chosen) await expect(row.getByText(title, { exact: true })).toBeVisible();
  await screenshot(page, 'mail-labelled');

  await folder(page, title).click();
  await expect(page).toHaveURL(/\/apps\/mailbox\/label\//);
  await expect(mails(page)).toHaveCount(2);

  // In bulk: unread, then to Trash and back.
  await page.getByRole('checkbox', { name: 'Select all mails shown' }).check({ force: true });
  await page.getByRole('button', { name: 'Mark as unread' }).click();
  for (const subject of subjects)
    await expect(mails(page).filter({ hasText: subject }).locator('[id^="mail-subject-line-"]')).toHaveCSS(
      'font-weight',
      '700',
    );
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(mails(page)).toHaveCount(0);
  await folder(page, 'Trash').click();
  for (const subject of subjects) await expect(mails(page).filter({ hasText: subject })).toBeVisible();
  for (const subject of subjects)
    await mails(page).filter({ hasText: subject }).locator('label').first().click();
  await page.getByRole('button', { name: 'Move to' }).click();
  await page.getByRole('menuitem', { name: 'Inbox' }).click();
  for (const subject of subjects) await expect(mails(page).filter({ hasText: subject })).toHaveCount(0);
  await folder(page, title).click();
  await expect(mails(page)).toHaveCount(2);

  // Deleting the label takes it off the mails and out of the sidebar.
  await page.getByRole('button', { name: 'Manage labels' }).click();
  await manager.getByRole('button', { name: `Delete the label ${title}` }).click();
  await manager.getByRole('button', { name: 'Done' }).click();
  await expect(folder(page, title)).toHaveCount(0);
  await folder(page, 'Inbox').click();
  await expect(mails(page).first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Mails' }).getByText(title, { exact: true })).toHaveCount(0);

  // A forward starts with no recipient and carries the original's files.
  const withFiles = mails(page)
    .filter({ has: page.getByRole('img', { name: 'Has attachments' }) })
    .first();
  const forwarded = (await withFiles.locator('[id^="mail-subject-line-"]').textContent()) ?? '';
  await withFiles.getByRole('button').filter({ hasText: forwarded }).click();
  const article = page.getByRole('article');
  const fileName = (await article
    .getByRole('button', { name: /^Download / })
    .first()
    .getAttribute('aria-label'))!.replace(/^Download /, '');
  await article.getByRole('button', { name: 'Forward' }).click();
  const dialog = composer(page);
  await expect(dialog.getByLabel('Subject')).toHaveValue(`Fwd: ${forwarded.trim()}`);
  await expect(dialog.getByRole('button', { name: `Remove ${fileName}` })).toBeVisible();
  await expect(dialog.locator('blockquote')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'To' }).fill(ORG_ADMIN.email);
  await dialog.getByRole('combobox', { name: 'To' }).press('Enter');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  await folder(page, 'Sent').click();
  const sent = mails(page)
    .filter({ hasText: `Fwd: ${forwarded.trim()}` })
    .first();
  await expect(sent).toBeVisible();
  await expect(sent.getByRole('img', { name: 'Has attachments' })).toBeVisible();
});

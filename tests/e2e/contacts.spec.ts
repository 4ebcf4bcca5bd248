import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  ADMIN,
  PAGE_CONTENT,
  PHONE,
  REGULAR,
  expectAccessibleInBothSchemes,
  failOnConsoleErrors,
  mainNavigation,
  schemeScreenshots,
  signIn as signInThroughForm,
  type Credentials,
} from './support.js';

// The contacts screen (apps/contacts) against the real server and its ~60 seeded contacts.

const CONTACTS = '/apps/contacts';
const CONTACT_URL = /\/apps\/contacts\/[0-9a-f-]{36}$/;

// Each test also takes light, dark and phone-width screenshots, which takes a while on a busy machine.
test.setTimeout(120_000);

// No uncaught exception and no console error (failed requests aside) in any test.
failOnConsoleErrors();

async function signIn(page: Page, persona: Credentials = ADMIN) {
  await signInThroughForm(page, persona, { to: CONTACTS });
  await expect(page.getByTestId('contacts-count')).toHaveText(/^\d+ contacts?$/, { timeout: 20_000 });
}

const list = (page: Page) => page.getByRole('listbox', { name: 'Contacts' });
const option = (page: Page, name: string) => list(page).getByRole('option', { name: new RegExp(`^${name}`) });
const detail = (page: Page) => page.getByRole('region', { name: 'Contact details' });
const editor = (page: Page) => page.getByRole('form', { name: /^Edit / });
const countOf = async (page: Page) =>
  Number(/^(\d+)/.exec((await page.getByTestId('contacts-count').textContent()) ?? '')?.[1]);

/**
 * Opens a new contact's draft with Ctrl+/ and answers its editor. Nothing exists on the server until the
 * first Save, so an abandoned draft leaves no "New Contact" behind.
 */
async function createContact(page: Page) {
  await list(page).getByRole('option').first().waitFor();
  await page.keyboard.press('Control+/');
  await expect(page).toHaveURL(/\/apps\/contacts\/new$/);
  await expect(editor(page).getByLabel('Name')).toHaveValue('');
  await expect(editor(page).getByLabel('Name')).toBeFocused();
  return editor(page);
}

/** Opens a contact found by searching its name (the list renders only the rows in view). */
async function openContact(page: Page, name: string) {
  await page.getByRole('searchbox', { name: 'Search contacts' }).fill(name);
  await option(page, name).click();
  await expect(detail(page).getByRole('heading', { name, level: 2 })).toBeVisible();
}

async function save(page: Page, name: string) {
  await editor(page).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(`${name} was saved`)).toBeVisible();
  await expect(editor(page)).toBeHidden();
  await expect(detail(page).getByRole('heading', { name, level: 2 })).toBeVisible();
}

test('the list shows the seeded contacts by letter with the count; search narrows and clears', async ({
  page,
}) => {
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Contacts', level: 1 })).toBeVisible();
  const total = await countOf(page);
  expect(total).toBeGreaterThanOrEqual(55);
  await expect(page.getByTestId('contacts-letter').first()).toHaveText('A');
  await expect(option(page, 'Ahmet Yılmaz')).toBeVisible();
  await expect(page.getByText('Select a contact to see the details.')).toBeVisible();
  await schemeScreenshots(page, 'contacts-list');

  // Live search by name (case-insensitive, Turkish letters included), then cleared.
  const search = page.getByRole('searchbox', { name: 'Search contacts' });
  await search.fill('öztürk');
  await expect(page.getByTestId('contacts-count')).toHaveText('1 contact');
  await expect(list(page).getByRole('option')).toHaveCount(1);
  await expect(option(page, 'Mehmet Öztürk')).toBeVisible();
  await search.fill('irem');
  await expect(option(page, 'İrem Korkmaz')).toBeVisible();
  await expect(page.getByTestId('contacts-letter').first()).toHaveText('İ');
  await search.fill('zzzz');
  await expect(page.getByText('No contacts match “zzzz”')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).first().click();
  await expect(search).toHaveValue('');
  await expect(page.getByTestId('contacts-count')).toHaveText(`${total} contacts`);

  // Keyboard: arrows move, Enter opens.
  await list(page).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(CONTACT_URL);
  await expect(option(page, 'Ali Rıza Önal')).toHaveAttribute('aria-selected', 'true');
  await expect(detail(page).getByRole('heading', { name: 'Ali Rıza Önal', level: 2 })).toBeVisible();
});

test('a contact shows its details; on a phone the detail replaces the list', async ({ page }) => {
  await signIn(page);
  await option(page, 'Ahmet Yılmaz').click();
  await expect(page).toHaveURL(CONTACT_URL);
  const view = detail(page);
  await expect(view.getByRole('heading', { name: 'Ahmet Yılmaz', level: 2 })).toBeVisible();
  await expect(view.getByText('U12 Football Coach · Kartal Spor Akademisi')).toBeVisible();
  await expect(view.getByRole('link', { name: 'ahmet.yilmaz@kartal.example' })).toHaveAttribute(
    'href',
    'mailto:ahmet.yilmaz@kartal.example',
  );
  await expect(view.getByRole('link', { name: '+90 532 412 18 90' })).toHaveAttribute(
    'href',
    'tel:+905324121890',
  );
  await expect(view.getByRole('img', { name: 'Türkiye' }).first()).toBeVisible();
  await expect(view.getByText('Mar 12, 1984')).toBeVisible();
  await expect(view.getByText('Tuesday and Thursday')).toBeVisible();
  await schemeScreenshots(page, 'contacts-detail');

  await page.setViewportSize(PHONE);
  await expect(list(page)).toBeHidden();
  await page.getByRole('button', { name: 'Back to contacts' }).click();
  await expect(page).toHaveURL(CONTACTS);
  await expect(list(page)).toBeVisible();
});

test('Ctrl+/ opens a draft that is created on its first save; every field is edited, checked and kept after a reload', async ({
  page,
}) => {
  await signIn(page);
  const before = await countOf(page);
  await expect(page.getByRole('button', { name: 'Add' })).toHaveAttribute('title', 'Add a contact (Ctrl /)');
  const form = await createContact(page);
  // A draft is not a contact yet: the list and its count are unchanged.
  await expect(page.getByTestId('contacts-count')).toHaveText(`${before} contacts`);

  // The form's own checks, before anything is sent.
  await form.getByLabel('Name').fill('');
  await form.getByRole('button', { name: 'Add an email address' }).click();
  await form.getByLabel('Email address 1', { exact: true }).fill('not-an-address');
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(form.getByText('Enter a name')).toBeVisible();
  await expect(form.getByText('Enter a valid email address')).toBeVisible();
  await expect(form.getByLabel('Name')).toBeFocused();

  await form.getByLabel('Name').fill('Zerrin Testoğlu');
  await form.getByLabel('Job title').fill('Goalkeeping Coach');
  await form.getByLabel('Company').fill('Kartal Spor Akademisi');
  await form.getByLabel('Email address 1', { exact: true }).fill('zerrin@kartal.example');
  await form.getByLabel('Label of email address 1').selectOption('Work');

  await form.getByRole('button', { name: 'Add a phone number' }).click();
  const country = form.getByRole('combobox', { name: 'Country of phone number 1' });
  await country.fill('+49');
  await page.getByRole('option', { name: /Germany/ }).click();
  await expect(country).toHaveValue('Germany');
  await form.getByLabel('Phone number 1', { exact: true }).fill('30 1234 5678');
  await form.getByLabel('Label of phone number 1').selectOption('Mobile');

  const birthday = form.getByRole('textbox', { name: 'Birthday' });
  await birthday.fill('04/23/1990');
  await birthday.press('Enter');
  await form.getByLabel('Address', { exact: true }).fill('Moda Caddesi 1, Kadıköy');
  const notes = form.getByRole('textbox', { name: 'Notes' });
  await notes.click();
  await page.keyboard.type('Prefers morning sessions.');
  await schemeScreenshots(page, 'contacts-edit');

  await save(page, 'Zerrin Testoğlu');
  await expect(page).toHaveURL(CONTACT_URL);
  await expect(page.getByTestId('contacts-count')).toHaveText(`${before + 1} contacts`);
  const check = async () => {
    const view = detail(page);
    await expect(view.getByText('Goalkeeping Coach · Kartal Spor Akademisi')).toBeVisible();
    await expect(view.getByRole('link', { name: 'zerrin@kartal.example' })).toBeVisible();
    await expect(view.getByText('Work', { exact: true })).toBeVisible();
    await expect(view.getByRole('link', { name: '+49 30 1234 5678' })).toBeVisible();
    await expect(view.getByRole('img', { name: 'Germany' })).toBeVisible();
    await expect(view.getByText('Mobile', { exact: true })).toBeVisible();
    await expect(view.getByText('Apr 23, 1990')).toBeVisible();
    await expect(view.getByText('Moda Caddesi 1, Kadıköy')).toBeVisible();
    await expect(view.getByText('Prefers morning sessions.')).toBeVisible();
  };
  await check();
  // The renamed contact left the top of the list for its place by name.
  await expect(list(page).getByRole('option').first()).not.toHaveAccessibleName(/^Zerrin/);
  await page.reload();
  await expect(detail(page).getByRole('heading', { name: 'Zerrin Testoğlu', level: 2 })).toBeVisible();
  await check();

  // Escape leaves edit mode; with unsaved changes it asks first.
  await detail(page).getByRole('button', { name: 'Edit' }).click();
  await editor(page).getByLabel('Job title').fill('Head Coach');
  await editor(page).getByLabel('Job title').press('Escape');
  const discard = page.getByRole('alertdialog', { name: 'Discard the changes?' });
  await expect(discard).toBeVisible();
  await discard.getByRole('button', { name: 'Discard changes' }).click();
  await expect(editor(page)).toBeHidden();
  await expect(detail(page).getByText('Goalkeeping Coach · Kartal Spor Akademisi')).toBeVisible();
});

test('tags are created inline, renamed, assigned and deleted from every contact', async ({ page }) => {
  await signIn(page);
  await openContact(page, 'Mehmet Öztürk');
  await detail(page).getByRole('button', { name: 'Edit' }).click();
  const form = editor(page);
  await form.getByRole('button', { name: 'Tags' }).click();
  const filter = page.getByRole('textbox', { name: 'Filter or create a tag' });
  await expect(filter).toBeFocused();
  // An existing title (any case) is ticked, not created again.
  await filter.fill('fam');
  await expect(page.getByRole('checkbox', { name: 'Family' })).toBeVisible();
  await filter.fill('Goalkeepers');
  await page.getByRole('button', { name: 'Create “Goalkeepers”' }).click();
  await expect(page.getByRole('checkbox', { name: 'Goalkeepers' })).toBeChecked();
  await page.getByRole('button', { name: 'Rename Goalkeepers' }).click();
  const rename = page.getByRole('textbox', { name: 'New name for Goalkeepers' });
  await rename.fill('Keepers');
  await rename.press('Enter');
  await expect(page.getByRole('checkbox', { name: 'Keepers' })).toBeChecked();
  await schemeScreenshots(page, 'contacts-tags');
  await page.keyboard.press('Escape');
  await expect(form.getByText('Keepers', { exact: true })).toBeVisible();
  await save(page, 'Mehmet Öztürk');
  await expect(detail(page).getByText('Keepers', { exact: true })).toBeVisible();
  await page.reload();
  await expect(detail(page).getByText('Keepers', { exact: true })).toBeVisible();

  // Deleting the tag takes it off the contact too.
  await detail(page).getByRole('button', { name: 'Edit' }).click();
  await editor(page).getByRole('button', { name: 'Tags' }).click();
  await page.getByRole('button', { name: 'Delete Keepers' }).click();
  await expect(page.getByText('Delete the tag “Keepers”?')).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Keepers' })).toBeHidden();
  await page.keyboard.press('Escape');
  await editor(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(detail(page).getByText('Keepers', { exact: true })).toBeHidden();
  await page.reload();
  await expect(detail(page).getByRole('heading', { name: 'Mehmet Öztürk', level: 2 })).toBeVisible();
  await expect(detail(page).getByText('Keepers', { exact: true })).toBeHidden();
  // The contact's other tag stays.
  await expect(detail(page).getByText('Work', { exact: true }).first()).toBeVisible();
});

test('an avatar is uploaded and removed; a wrong type or a too big file is refused', async ({ page }) => {
  const folder = mkdtempSync(join(tmpdir(), 'contacts-avatar-'));
  // A 1×1 PNG, a text file and a PNG-looking file over 1 MB.
  const png = join(folder, 'avatar.png');
  writeFileSync(
    png,
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ),
  );
  const text = join(folder, 'notes.txt');
  writeFileSync(text, 'not an image');
  const big = join(folder, 'big.png');
  writeFileSync(big, Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(1_100_000)]));

  await signIn(page);
  await openContact(page, 'Ahmet Yılmaz');
  await detail(page).getByRole('button', { name: 'Edit' }).click();
  const form = editor(page);
  const input = form.getByTestId('contact-avatar-input');
  await input.setInputFiles(text);
  await expect(form.getByRole('alert')).toHaveText('Avatar must be a PNG, JPEG or WebP image');
  await input.setInputFiles(big);
  await expect(form.getByRole('alert')).toHaveText('Avatar must be at most 1 MB');
  await input.setInputFiles(png);
  await expect(page.getByText('The picture was updated')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Remove the picture' })).toBeVisible();
  await expect(option(page, 'Ahmet Yılmaz').locator('img')).toHaveAttribute(
    'src',
    /^data:image\/png;base64,/,
  );
  await form.getByRole('button', { name: 'Remove the picture' }).click();
  await expect(page.getByText('The picture was removed')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Remove the picture' })).toBeHidden();
});

test('deleting asks first, then opens the next contact without reloading the list', async ({ page }) => {
  await signIn(page);
  const form = await createContact(page);
  await form.getByLabel('Name').fill('Aaa Silinecek');
  await save(page, 'Aaa Silinecek');
  await expect(list(page).getByRole('option').first()).toHaveAccessibleName(/^Aaa Silinecek/);
  const before = await countOf(page);

  await detail(page).getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this contact?' });
  await expect(confirm).toContainText('Aaa Silinecek');
  await schemeScreenshots(page, 'contacts-delete-dialog');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(detail(page).getByRole('heading', { name: 'Aaa Silinecek', level: 2 })).toBeVisible();

  let listRequests = 0;
  page.on('request', (request) => {
    if (request.postData()?.includes('ContactsPage')) listRequests += 1;
  });
  await detail(page).getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete contact' }).click();
  await expect(page.getByText('Aaa Silinecek was deleted')).toBeVisible();
  await expect(detail(page).getByRole('heading', { name: 'Ahmet Yılmaz', level: 2 })).toBeVisible();
  await expect(option(page, 'Ahmet Yılmaz')).toHaveAttribute('aria-selected', 'true');
  await expect(list(page).getByRole('option', { name: /^Aaa Silinecek/ })).toHaveCount(0);
  await expect(page.getByTestId('contacts-count')).toHaveText(`${before - 1} contacts`);
  expect(listRequests).toBe(0);
});

test('in Turkish the screen, its labels and dates are Turkish', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitemradio', { name: 'Türkçe' }).click();
  await expect(page.getByRole('heading', { name: 'Kişiler', level: 1 })).toBeVisible();
  await expect(page.getByTestId('contacts-count')).toHaveText(/^\d+ kişi$/);
  await expect(page.getByRole('searchbox', { name: 'Kişilerde ara' })).toHaveAttribute(
    'placeholder',
    'Ada göre ara',
  );
  await expect(page.getByRole('button', { name: 'Ekle' })).toBeVisible();
  await page
    .getByRole('listbox', { name: 'Kişiler' })
    .getByRole('option', { name: /^Ahmet Yılmaz/ })
    .click();
  const view = page.getByRole('region', { name: 'Kişi ayrıntıları' });
  await expect(view.getByText('E-posta adresleri')).toBeVisible();
  await expect(view.getByText('Cep', { exact: true })).toBeVisible();
  await expect(view.getByText('12 Mar 1984')).toBeVisible();
  await expect(view.getByRole('button', { name: 'Düzenle' })).toBeVisible();
  await schemeScreenshots(page, 'contacts-turkish');
  await view.getByRole('button', { name: 'Düzenle' }).click();
  // The seeded job title reads in the viewer's language, in the editor too.
  await expect(page.getByRole('form', { name: /düzenle$/ }).getByLabel('Unvan')).toHaveValue(
    'U12 Futbol Antrenörü',
  );
  await page.getByRole('button', { name: 'Vazgeç' }).click();
});

test('contacts are for the staff: a regular user is not offered them and reads nothing by their address', async ({
  page,
}) => {
  let contactQueries = 0;
  page.on('request', (request) => {
    if (request.postData()?.includes('ContactsPage')) contactQueries += 1;
  });
  await signInThroughForm(page, REGULAR);
  await expect(mainNavigation(page).getByRole('link', { name: 'News', exact: true })).toBeVisible();
  await expect(mainNavigation(page).getByRole('link', { name: 'Contacts', exact: true })).toHaveCount(0);
  await page.goto('/apps/contacts');
  await expect(page.getByTestId('staff-only')).toContainText('This app is for the school’s staff');
  expect(contactQueries).toBe(0);
});

test('the contacts screen has no serious accessibility violations', async ({ page }) => {
  await signIn(page);
  await option(page, 'Ahmet Yılmaz').click();
  await expect(detail(page).getByRole('heading', { name: 'Ahmet Yılmaz', level: 2 })).toBeVisible();
  await expectAccessibleInBothSchemes(page, { ...PAGE_CONTENT, label: 'view' });
  await detail(page).getByRole('button', { name: 'Edit' }).click();
  await expectAccessibleInBothSchemes(page, { ...PAGE_CONTENT, label: 'edit' });
});

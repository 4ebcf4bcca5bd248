import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  ORG_ADMIN,
  PAGE_CONTENT,
  PHONE,
  expectAccessible,
  expectAccessibleInBothSchemes,
  failOnConsoleErrors,
  openFromMenu,
  sidewaysOverflow,
  signIn,
  tableRows,
} from './support.js';

// Registration against the real server and its seeded Kartal data: a family signs a child up on the
// public page in Turkish on a phone, with two guardians and two documents; the school's admin finds the request through the
// menu and approves it; a request for a full team goes to its waiting list. What approval makes (accounts,
// links, consents, the set-password mail) is proven below the browser (registrations.decisions.test.ts);
// so is erasure as each persona (registrations.erasure.test.ts).

test.setTimeout(120_000);
failOnConsoleErrors();

const tag = () => Date.now().toString(36);

/** Fills and sends the Turkish form on the public page; answers the child's full name. */
async function register(
  page: Page,
  child: { first: string; birthDate: string; gender: 'female' | 'male'; team: RegExp },
  withDocuments = false,
) {
  const last = `Yurt ${tag()}`;
  await page.getByLabel('Ad', { exact: true }).first().fill(child.first);
  await page.getByLabel('Soyad', { exact: true }).first().fill(last);
  await page.getByRole('textbox', { name: 'Doğum tarihi' }).fill(child.birthDate);
  await page.getByRole('combobox', { name: 'Cinsiyet' }).selectOption(child.gender);
  await page
    .getByRole('combobox', { name: 'Takım' })
    .selectOption({ label: await optionLabel(page, child.team) });
  const first = page.getByRole('group', { name: '1. veli' });
  await first.getByLabel('Ad', { exact: true }).fill('Gül');
  await first.getByLabel('Soyad', { exact: true }).fill('Yurt');
  await first.getByLabel('E-posta').fill(`gul.${tag()}@aile.example`);
  await first.getByLabel('Telefon').fill('0532 123 45 67');
  await first.getByLabel('Çocuğa yakınlığı').selectOption('mother');
  await page.getByRole('button', { name: 'İkinci veliyi ekle' }).click();
  const second = page.getByRole('group', { name: '2. veli' });
  await second.getByLabel('Ad', { exact: true }).fill('Can');
  await second.getByLabel('Soyad', { exact: true }).fill('Yurt');
  await second.getByLabel('E-posta').fill(`can.${tag()}@aile.example`);
  await second.getByLabel('Telefon').fill('0532 123 45 68');
  await second.getByLabel('Çocuğa yakınlığı').selectOption('father');
  if (withDocuments) await addDocuments(page);
  await page.getByRole('checkbox', { name: 'Kayıt ve kişisel veriler Zorunlu' }).check({ force: true });
  await page.getByRole('checkbox', { name: 'Sağlık verileri Zorunlu' }).check({ force: true });
  await page.getByRole('button', { name: 'Kaydı gönder' }).click();
  await expect(page.getByRole('heading', { name: 'Teşekkürler: başvurunuz yolda' })).toBeVisible({
    timeout: 15_000,
  });
  return `${child.first} ${last}`;
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * The documents: a text file named like a picture is refused on its field by its bytes (nothing kept);
 * a real photo and a PDF health report are kept and shown by name.
 */
async function addDocuments(page: Page) {
  const photo = page.getByLabel('Fotoğraf', { exact: true });
  await photo.setInputFiles({
    name: 'foto.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('not a picture'),
  });
  await expect(page.getByText('Bu dosya belirtilen türlerden değil: başka bir dosya seçin.')).toBeVisible();
  await photo.setInputFiles({ name: 'ece.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('document-photo')).toContainText('ece.png');
  await page.getByLabel('Sağlık raporu', { exact: true }).setInputFiles({
    name: 'saglik-raporu.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  });
  await expect(page.getByTestId('document-health_report')).toContainText('saglik-raporu.pdf');
}

/** The school's admin at a desk: a browser context of its own, in English, at a desktop width. */
async function deskPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  return context.newPage();
}

async function optionLabel(page: Page, pattern: RegExp): Promise<string> {
  const labels = await page.getByRole('combobox', { name: 'Takım' }).locator('option').allTextContents();
  const label = labels.find((text) => pattern.test(text));
  expect(label, `a team option matching ${pattern}`).toBeDefined();
  return label!;
}

test.describe('a family on a phone, in Turkish', () => {
  test.use({ viewport: PHONE, locale: 'tr-TR' });

  test('registers a child from the public home, and the school approves through the menu', async ({
    page,
    browser,
  }) => {
    await page.goto('/home');
    await page.getByRole('link', { name: 'Kartal Spor Akademisi' }).click();
    await expect(page).toHaveURL(/\/register\/kartal$/);
    await page.getByLabel(/Language|Dil/).selectOption('tr');
    await expect(page.getByRole('heading', { name: 'Çocuk kaydı', level: 1 })).toBeVisible();
    expect((await sidewaysOverflow(page)).document).toBe(0);
    await expectAccessibleInBothSchemes(page, PAGE_CONTENT);

    // Sending it empty says what is missing, on the fields, and sends nothing.
    await page.getByRole('button', { name: 'Kaydı gönder' }).click();
    await expect(page.getByText('Bazı alanlara bakmanız gerekiyor.')).toBeVisible();
    await expect(page.getByText('Bu onay zorunludur.')).toHaveCount(2);

    const child = await register(
      page,
      { first: 'Ece', birthDate: '2015-04-02', gender: 'female', team: /Futbol U12 Kız/ },
      true,
    );

    // The school's admin, at a desk, finds it through the menu and approves it.
    const desk = await deskPage(browser);
    await signIn(desk, ORG_ADMIN);
    await openFromMenu(desk, 'MANAGEMENT', 'Registrations');
    await expect(desk).toHaveURL(/\/fbiad-pages\/sign-up$/);
    const row = tableRows(desk).filter({ hasText: child });
    await expect(row).toHaveCount(1, { timeout: 15_000 });
    await expectAccessible(desk, PAGE_CONTENT);
    await row.click();
    const drawer = desk.getByRole('dialog', { name: `Registration of ${child}` });
    await expect(drawer.getByText('Gül Yurt · Mother')).toBeVisible();
    await expect(drawer.getByText('Can Yurt · Father')).toBeVisible();
    // The family's documents, downloaded with the admin's session.
    const photo = desk.waitForEvent('download');
    await drawer.getByRole('button', { name: 'Download ece.png (Photo)' }).click();
    expect((await photo).suggestedFilename()).toBe('ece.png');
    await expect(
      drawer.getByRole('button', { name: 'Download saglik-raporu.pdf (Health report)' }),
    ).toBeVisible();
    await drawer.getByRole('button', { name: 'Approve' }).click();
    await desk
      .getByRole('dialog', { name: 'Approve this registration?' })
      .getByRole('button', { name: 'Approve' })
      .click();
    await expect(desk.getByText(`${child} is registered.`)).toBeVisible({ timeout: 15_000 });
    await expect(drawer.getByText('Approved', { exact: true })).toBeVisible();
    await expect(drawer.getByText('Account linked')).toHaveCount(2);
    // It left the pending list without a reload, and the athlete exists.
    await desk.keyboard.press('Escape');
    await expect(tableRows(desk).filter({ hasText: child })).toHaveCount(0);
    await desk.getByRole('combobox', { name: 'Status' }).selectOption('approved');
    await expect(tableRows(desk).filter({ hasText: child })).toHaveCount(1);
    await tableRows(desk).filter({ hasText: child }).click();
    await desk.getByRole('link', { name: 'Open the athlete' }).click();
    await expect(desk.getByRole('heading', { name: child })).toBeVisible({ timeout: 15_000 });
    await expect(desk.getByTestId('athlete-registration')).toContainText(
      /Registered online: sent on .+, approved on /,
    );

    // The family writes to withdraw the child and have the data erased.
    const data = desk.getByRole('region', { name: 'Data held' });
    // What is held can be handed over first, as a document the family reads.
    const download = desk.waitForEvent('download');
    await data.getByRole('button', { name: 'Download as a document (PDF)' }).click();
    expect((await download).suggestedFilename()).toMatch(/^ece-yurt-[a-z0-9-]+-data\.pdf$/);
    await data.getByRole('button', { name: 'Ask for erasure' }).click();
    const ask = desk.getByRole('dialog', { name: 'Ask for erasure' });
    await ask.getByLabel('Note to the school').fill('The family wrote on 28 November.');
    await ask.getByRole('button', { name: 'Send the request' }).click();
    await expect(data.getByTestId('erasure-status')).toContainText('Note: The family wrote on 28 November.');
    // The queue says a request waits and leads back to the child.
    await openFromMenu(desk, 'MANAGEMENT', 'Registrations');
    const waiting = desk.getByTestId('erasure-requests');
    await expect(waiting).toContainText('erasure request');
    await waiting.getByRole('link', { name: child }).click();
    await expect(desk.getByRole('heading', { name: child })).toBeVisible({ timeout: 15_000 });
    await data.getByRole('button', { name: 'Erase the data' }).click();
    const confirm = desk.getByRole('alertdialog', { name: `Erase the data of ${child}?` });
    await expectAccessible(desk);
    await confirm.getByRole('button', { name: 'Erase the data' }).click();
    await expect(desk.getByRole('heading', { name: /^Erased athlete [0-9a-f]{6}$/ })).toBeVisible();
    await expect(data.getByTestId('erasure-status')).toContainText('Data erased on');
    await expect(desk.getByText(child)).toHaveCount(0);
    await desk.context().close();
  });

  test('puts a child asking for a full team on its waiting list', async ({ page, browser }) => {
    await page.goto('/register/kartal');
    await page.getByLabel(/Language|Dil/).selectOption('tr');
    const child = await register(page, {
      first: 'Defne',
      birthDate: '2015-08-10',
      gender: 'female',
      team: /dolu: bekleme listesi/,
    });

    const desk = await deskPage(browser);
    await signIn(desk, ORG_ADMIN);
    await desk.goto(`/fbiad-pages/sign-up?q=${encodeURIComponent(child)}`);
    await tableRows(desk).filter({ hasText: child }).click();
    const drawer = desk.getByRole('dialog', { name: `Registration of ${child}` });
    await drawer.getByRole('button', { name: 'Approve' }).click();
    await desk
      .getByRole('dialog', { name: 'Approve this registration?' })
      .getByRole('button', { name: 'Approve' })
      .click();
    await expect(desk.getByText(`The team is full: ${child} is on its waiting list.`)).toBeVisible({
      timeout: 15_000,
    });
    await expect(drawer.getByText(/Waiting list · Place \d+ in line/)).toBeVisible();
    await desk.context().close();
  });
});

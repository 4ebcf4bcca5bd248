import { expect, test } from '@playwright/test';
import { ADMIN, ORG_ADMIN, failOnConsoleErrors, switchLanguage } from './support.js';
import {
  list,
  remaining,
  remainingCount,
  screenshots,
  sidePanel,
  signInTo,
  taskRows,
} from './tasks.test-kit.js';

// The tasks screen in Turkish (tasks.test-kit.ts has what the tasks specs share): the seeded tasks switched
// without a reload, and the screen's own texts.

test.setTimeout(120_000);

failOnConsoleErrors();

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

import { expect, test, type Page } from '@playwright/test';
import {
  HOME,
  ORG_ADMIN,
  failOnConsoleErrors,
  openFromMenu,
  submitSignIn,
  tableRows,
  type Credentials,
} from './support.js';

// The records people change from their own screens, reached through the menu against the real server
// and its seeded Kartal data: a professional made and edited, a team's roster and staff grown, an
// athlete's medical notes written; and a coach of another team told how many play in a team whose
// roster is not theirs to see.

test.setTimeout(120_000);
failOnConsoleErrors();

/** A seeded coach of Kartal's basketball teams only (DEMO_PROFESSIONAL_PASSWORD). */
const OTHER_COACH = { email: 'deniz.aktas@kartal.example', password: 'Arena-Member-2026' };
const TEAM = 'Futbol U16 Erkek';

/** Signs in through the real form and waits for the home (a busy machine may take its time). */
async function signIn(page: Page, persona: Credentials) {
  await page.goto('/sign-in');
  await submitSignIn(page, persona);
  await expect(page).toHaveURL(HOME, { timeout: 30_000 });
  await expect(
    page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('button', { name: 'PROFILES', exact: true }),
  ).toBeVisible({ timeout: 60_000 });
}

/** Opens the seeded team from the teams list, reached through the menu. */
async function openTeam(page: Page) {
  await openFromMenu(page, 'PROFILES', 'Teams');
  await page.getByRole('searchbox', { name: 'Search teams' }).fill(TEAM);
  // The search reaches the address once typing pauses, and the list answers it: only then is the row
  // the one the click opens (before, the first answer's rows are being replaced).
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(tableRows(page).filter({ hasNotText: TEAM })).toHaveCount(0, { timeout: 15_000 });
  const row = tableRows(page).filter({ hasText: TEAM });
  await expect(row).toHaveCount(1);
  await row.click();
  await expect(page.getByRole('heading', { name: TEAM, level: 1 })).toBeVisible();
}

test('an organization admin makes and edits a professional, grows a team and writes medical notes', async ({
  page,
}) => {
  await signIn(page, ORG_ADMIN);

  // A user of the organization becomes a professional, then their profile is edited.
  await openFromMenu(page, 'PROFILES', 'Professionals');
  await page.getByRole('button', { name: 'New professional' }).click();
  const create = page.getByRole('dialog', { name: 'New professional' });
  await create.getByLabel('Find a user').fill('Mehmet Arslan');
  const user = create.getByLabel('User', { exact: true });
  await expect(user.locator('option', { hasText: 'Mehmet Arslan' })).toHaveCount(1, { timeout: 15_000 });
  await user.selectOption({ index: 1 });
  await create.getByLabel('Title', { exact: true }).fill('Kondisyoner');
  await create.getByLabel('Specialties', { exact: true }).fill('Kuvvet, Sürat');
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(create).toBeHidden();
  await expect(page).toHaveURL(/\/fbiad-pages\/professionals-profile\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { name: 'Mehmet Arslan', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit professional' });
  await edit.getByLabel('Title', { exact: true }).fill('Kuvvet ve Kondisyon Antrenörü');
  await edit.getByLabel('About', { exact: true }).fill('Atletik performans üzerine çalışıyor.');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('Kuvvet ve Kondisyon Antrenörü').first()).toBeVisible();
  await expect(page.getByText('Atletik performans üzerine çalışıyor.')).toBeVisible();

  // The team's page: an athlete joins the roster, the new professional its staff.
  await openTeam(page);
  const members = page.getByText(/^\d+ \/ 24$/);
  const before = Number((await members.innerText()).split(' / ')[0]);
  await page.getByRole('button', { name: 'Add athlete' }).click();
  const add = page.getByRole('dialog', { name: 'Add an athlete to the team' });
  const athlete = add.getByLabel('Athlete', { exact: true });
  await expect(athlete.locator('option')).not.toHaveCount(1, { timeout: 15_000 });
  await athlete.selectOption({ index: 1 });
  const chosen = (await athlete.locator('option:checked').innerText()).split(' — ')[0] ?? '';
  await add.getByRole('button', { name: 'Add athlete' }).click();
  await expect(add).toBeHidden();
  await expect(page.getByRole('link', { name: chosen, exact: true })).toBeVisible();
  await expect(page.getByText(`${before + 1} / 24`, { exact: true })).toBeVisible();

  await page
    .getByLabel('Professional', { exact: true })
    .selectOption({ label: 'Mehmet Arslan — Kuvvet ve Kondisyon Antrenörü' });
  await page.getByLabel('Role', { exact: true }).selectOption('physio');
  await page.getByRole('button', { name: 'Add staff' }).click();
  await expect(
    page.getByRole('list', { name: 'Staff' }).getByRole('link', { name: 'Mehmet Arslan' }),
  ).toBeVisible();

  // The athlete who joined gets a medical note, written where it is read.
  await page.getByRole('link', { name: chosen, exact: true }).click();
  await expect(page.getByRole('heading', { name: chosen, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Show medical notes' }).click();
  await page.getByRole('button', { name: 'Edit medical notes' }).click();
  const notes = page.getByRole('dialog', { name: 'Medical notes' });
  await expect(notes.getByText(/\/ 5000 characters/)).toBeVisible();
  await notes.getByLabel(/^Notes/).fill('Polen alerjisi; antrenman öncesi sprey.');
  await notes.getByRole('button', { name: 'Save' }).click();
  await expect(notes).toBeHidden();
  await expect(page.getByTestId('medical-notes')).toHaveText('Polen alerjisi; antrenman öncesi sprey.');
});

test('a coach of another team reads how many play in a team whose roster is not his to see', async ({
  page,
}) => {
  await signIn(page, OTHER_COACH);
  await openTeam(page);
  await expect(page.getByText(/^\d+ \/ 24$/)).not.toHaveText(/^0 /);
  await expect(page.getByTestId('roster-private')).toHaveText(
    /^\d+ athletes play in this team\. The roster is visible to the team's staff and families\.$/,
  );
  await expect(page.getByText('No athletes in this team yet.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add athlete' })).toHaveCount(0);
});

import { expect, test, type Page } from '@playwright/test';
import {
  COACH,
  PAGE_CONTENT,
  PARENT,
  PHONE,
  expectAccessible,
  failOnConsoleErrors,
  openFromMenu,
  shellLabels,
  sidewaysOverflow,
  signIn,
  switchLanguage,
} from './support.js';

// RSVP and the roll on a phone, against the real server and the seeded Kartal season: a parent answers
// for their child in Turkish, and a coach takes the roll of a session of this week. Both reach the
// calendar through the menu (ACTIVITY → Events), open on the day's agenda and walk day by day.

test.setTimeout(180_000);
failOnConsoleErrors();

/** Opens the menu on a phone and follows ACTIVITY → Events. */
async function openEvents(page: Page, language: 'en' | 'tr') {
  await page.getByRole('button', { name: shellLabels(language).openNavigation, exact: true }).click();
  await openFromMenu(
    page,
    language === 'tr' ? 'FAALİYET' : 'ACTIVITY',
    language === 'tr' ? 'Etkinlikler' : 'Events',
    language,
  );
  await expect(page).toHaveURL(/\/fbiad-pages\/events$/);
  await expect(page.locator('.fc-listDay-view')).toBeVisible({ timeout: 15_000 });
}

/** Walks the day agenda (`step`: the next or previous day's button) until an event titled `title` shows. */
async function findDay(page: Page, title: RegExp, step: string) {
  for (let day = 0; day < 8; day += 1) {
    const event = page.locator('.fc-event', { hasText: title }).first();
    if (await event.isVisible().catch(() => false)) return event;
    await page.getByRole('button', { name: step, exact: true }).click();
    await page.waitForTimeout(400);
  }
  throw new Error(`No ${String(title)} within a week`);
}

test('a parent answers for their child on a phone, in Turkish', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, PARENT);
  await switchLanguage(page, 'tr');
  await openEvents(page, 'tr');
  // The next training of the child's team, from tomorrow on (today's may be over).
  await page.getByRole('button', { name: 'Sonraki gün', exact: true }).click();
  const training = await findDay(page, /Futbol U10 Erkek/, 'Sonraki gün');
  await training.click();
  const child = page.getByTestId('rsvp-child').first();
  await expect(child).toBeVisible({ timeout: 15_000 });
  const going = child.getByRole('button', { name: 'Geliyor', exact: true });
  const notGoing = child.getByRole('button', { name: 'Gelmiyor', exact: true });
  // Whatever was answered before, the answer changes at once and stays after the drawer is reopened.
  const target = (await going.getAttribute('aria-pressed')) === 'true' ? notGoing : going;
  await target.click();
  await expect(target).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');
  await training.click();
  await expect(
    page
      .getByTestId('rsvp-child')
      .first()
      .getByRole('button', { name: (await target.textContent()) ?? '' }),
  ).toHaveAttribute('aria-pressed', 'true', { timeout: 15_000 });
  expect((await sidewaysOverflow(page)).document).toBe(0);
  await expectAccessible(page, PAGE_CONTENT);
});

test('a parent answers the coming week from their home, one tap per child, in Turkish', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, PARENT);
  await switchLanguage(page, 'tr');
  const week = page.getByTestId('home-week');
  await expect(week.getByRole('heading', { name: 'Bu hafta' })).toBeVisible({ timeout: 15_000 });
  // The first session with an answer to give: its first child's buttons (a group named for the child).
  const session = week
    .getByTestId('week-occurrence')
    .filter({ has: page.getByRole('group', { name: /için yanıt$/ }) })
    .first();
  await expect(session).toBeVisible();
  // The session is known by its link (its event and start), not by its title: the week repeats titles,
  // and one that starts while the test runs no longer takes answers.
  const href = (await session.getByRole('link').first().getAttribute('href')) ?? '';
  expect(href).toMatch(/\?event=/);
  const child = session.getByTestId('week-child').first();
  const going = child.getByRole('button', { name: 'Geliyor', exact: true });
  const maybe = child.getByRole('button', { name: 'Belki', exact: true });
  const target = (await going.getAttribute('aria-pressed')) === 'true' ? maybe : going;
  const name = (await target.textContent()) ?? '';
  await target.click();
  await expect(target).toHaveAttribute('aria-pressed', 'true');
  expect((await sidewaysOverflow(page)).document).toBe(0);
  await expectAccessible(page, PAGE_CONTENT);

  // Saved: after a reload the same answer is pressed, and the session's link opens it in the calendar's
  // drawer with that answer.
  await page.reload();
  const reloaded = page
    .getByTestId('week-occurrence')
    .filter({ has: page.locator(`a[href="${href}"]`) })
    .first();
  const again = reloaded.getByTestId('week-child').first();
  await expect(again.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'true', {
    timeout: 15_000,
  });
  await reloaded.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/fbiad-pages\/events\?event=/);
  await expect(
    page.getByTestId('rsvp-child').first().getByRole('button', { name, exact: true }),
  ).toHaveAttribute('aria-pressed', 'true', { timeout: 15_000 });
});

test('a coach sees who is coming to the week’s sessions on their home, and opens one', async ({ page }) => {
  await signIn(page, COACH);
  const week = page.getByTestId('home-staff-week');
  await expect(week.getByRole('heading', { name: 'Your week' })).toBeVisible({ timeout: 15_000 });
  // A session of the coach's teams: the answers counted under it.
  const session = week
    .getByTestId('week-occurrence')
    .filter({ has: page.getByTestId('rsvp-counts') })
    .first();
  await expect(session).toBeVisible({ timeout: 15_000 });
  await expect(session.getByTestId('rsvp-counts')).toContainText(/Going: \d+/);
  await expect(week.getByTestId('week-sessions')).toContainText(/\d+ sessions? to run/);
  await expectAccessible(page, PAGE_CONTENT);
  // Its title opens it in the calendar's drawer, where each athlete's answer and the roll are.
  const link = session.getByRole('link').first();
  const title = (await link.textContent()) ?? '';
  await link.click();
  await expect(page).toHaveURL(/\/fbiad-pages\/events\?event=/);
  const drawer = page.getByRole('dialog', { name: title });
  await expect(drawer).toBeVisible({ timeout: 15_000 });
  await expect(drawer.getByTestId('rsvp-counts')).toBeVisible({ timeout: 15_000 });
});

test('a coach takes the roll of this week’s session on a phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, COACH);
  await openEvents(page, 'en');
  // Today's or an earlier session of the coach's teams (the roll opens on the session's day).
  const session = await findDay(page, /Training · Basketbol/, 'Previous day');
  await session.click();
  await page.getByRole('button', { name: 'Take the roll' }).click();
  const late = page.getByRole('button', { name: 'Late', exact: true }).first();
  await late.click();
  await expect(late).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(`Roll taken by`)).toContainText(COACH.name, { timeout: 15_000 });
  await page.getByRole('button', { name: 'All present' }).click();
  await expect(page.getByRole('button', { name: 'Present', exact: true }).first()).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The marks are the server's: reopened, the drawer reads them back.
  await page.keyboard.press('Escape');
  await session.click();
  // The drawer may keep the roll open for the same session: "Done" then, else "Take the roll".
  const rollButton = page.getByRole('button', { name: /^(Take the roll|Done)$/ });
  await expect(rollButton).toBeVisible({ timeout: 15_000 });
  if ((await rollButton.textContent())?.includes('Take the roll')) await rollButton.click();
  await expect(page.getByRole('button', { name: 'Present', exact: true }).first()).toHaveAttribute(
    'aria-pressed',
    'true',
    { timeout: 15_000 },
  );
  expect((await sidewaysOverflow(page)).document).toBe(0);
});

test('a parent subscribes to their calendar from a calendar app, and a new address ends the old one', async ({
  page,
}) => {
  await signIn(page, PARENT);
  await page.getByRole('navigation', { name: shellLabels('en').navigation }).waitFor();
  await openFromMenu(page, 'ACTIVITY', 'Events', 'en');
  await expect(page).toHaveURL(/\/fbiad-pages\/events$/);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your calendar in your calendar app' });
  await dialog.getByRole('button', { name: /^(Make my address|Make a new address)$/ }).click();
  const address = dialog.getByRole('textbox', { name: 'Your private calendar address' });
  await expect(address).toHaveValue(/\/calendar\/.+\.ics$/, { timeout: 15_000 });
  const url = await address.inputValue();
  await expectAccessible(page, PAGE_CONTENT);

  // What a calendar app reads: an iCalendar of the child's team's events, nothing of other teams.
  const feed = await page.request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  const body = await feed.text();
  expect(body).toContain('BEGIN:VCALENDAR');
  expect(body).toContain('Futbol U10 Erkek');
  expect(body).not.toContain('Basketbol U14 Kız');

  await dialog.getByRole('button', { name: 'Make a new address' }).click();
  await expect(address).not.toHaveValue(url, { timeout: 15_000 });
  expect((await page.request.get(url)).status()).toBe(404);
});

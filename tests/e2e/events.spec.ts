import { expect, test, type Page } from '@playwright/test';
import { DateTime } from 'luxon';
import {
  ORG_ADMIN,
  PAGE_CONTENT,
  PHONE,
  expectAccessible,
  failOnConsoleErrors,
  sidewaysOverflow,
  signIn,
  switchLanguage,
} from './support.js';

// The events calendar (fbiad-pages/events) against the real server and its seeded Kartal data: an
// admin plans a weekly training with a holiday left out, and a phone opens on the day's agenda.

test.setTimeout(180_000);
failOnConsoleErrors();

const ZONE = 'Europe/Istanbul';

/** Opens the calendar the way a person does: the top bar's shortcuts, "Calendar". */
async function openCalendar(page: Page, language: 'en' | 'tr' = 'en') {
  await page
    .getByRole('button', { name: language === 'tr' ? 'Kısayollar' : 'Shortcuts', exact: true })
    .click();
  await page
    .getByRole('link', { name: new RegExp(language === 'tr' ? 'Takvim' : 'Calendar') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/fbiad-pages\/events$/);
  await expect(
    page.getByRole('heading', { name: language === 'tr' ? 'Etkinlikler' : 'Events', level: 1 }),
  ).toBeVisible();
}

/** The week view's column of a day (yyyy-MM-dd). */
const dayColumn = (page: Page, day: DateTime) =>
  page.locator(`.fc-timegrid-col[data-date="${day.toISODate()}"]`);

test('an admin plans a weekly training on Tuesdays and Thursdays, leaving a holiday out', async ({
  page,
}) => {
  // Next week's Tuesday and Thursday in the organization's zone; that Thursday is the holiday.
  const monday = DateTime.now().setZone(ZONE).startOf('week').plus({ weeks: 1 });
  const tuesday = monday.plus({ days: 1 });
  const holiday = monday.plus({ days: 3 });
  // No English-only word in it: the Turkish menu crawl reads this server's calendar and audit log later.
  const title = `Kadıköy U10 ${Date.now().toString(36)}`;

  await signIn(page, ORG_ADMIN);
  await openCalendar(page);
  await expect(page.locator('.fc-dayGridMonth-view')).toBeVisible({ timeout: 15_000 });
  await expectAccessible(page, PAGE_CONTENT);

  await page.getByRole('button', { name: 'New event' }).click();
  const dialog = page.getByRole('dialog', { name: 'New event' });
  await dialog.getByLabel('Type').selectOption('training');
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByText('One branch', { exact: true }).click();
  await dialog.getByLabel('Branch', { exact: true }).selectOption({ label: 'Kadıköy' });
  await dialog.getByLabel('Date', { exact: true }).fill(tuesday.toISODate() ?? '');
  await dialog.getByLabel('Starts').fill('17:00');
  await dialog.getByLabel('Ends', { exact: true }).fill('18:30');
  await dialog.getByLabel('Repeat').selectOption('WEEKLY');
  // The first day's weekday is ticked already; Thursday joins it.
  await expect(dialog.getByRole('checkbox', { name: 'Tuesday' })).toBeChecked();
  await dialog.getByText('Thursday', { exact: true }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Thursday' })).toBeChecked();
  await dialog.getByLabel('Until').fill(monday.plus({ weeks: 3 }).toISODate() ?? '');
  await dialog.getByRole('button', { name: 'Add a date' }).click();
  await dialog.getByLabel('Date left out 1').fill(holiday.toISODate() ?? '');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });

  // Next week: the Tuesday has the training, the holiday has none.
  await page.getByRole('button', { name: 'Week', exact: true }).click();
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(dayColumn(page, tuesday)).toBeVisible({ timeout: 15_000 });
  await expect(dayColumn(page, tuesday).locator('.fc-event', { hasText: title })).toHaveCount(1, {
    timeout: 15_000,
  });
  await expect(dayColumn(page, tuesday).locator('.fc-event', { hasText: title })).toContainText('17:00');
  await expect(dayColumn(page, holiday).locator('.fc-event', { hasText: title })).toHaveCount(0);

  // The week after: Tuesday and Thursday both.
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(
    dayColumn(page, tuesday.plus({ weeks: 1 })).locator('.fc-event', { hasText: title }),
  ).toHaveCount(1, { timeout: 15_000 });
  await expect(
    dayColumn(page, holiday.plus({ weeks: 1 })).locator('.fc-event', { hasText: title }),
  ).toHaveCount(1);

  // An occurrence opens in the drawer with Enter, as with a click.
  await dayColumn(page, tuesday.plus({ weeks: 1 }))
    .locator('.fc-event', { hasText: title })
    .focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: title });
  await expect(drawer).toBeVisible();
  await expect(drawer).toContainText('Weekly on Tuesday, Thursday');
  await expect(drawer).toContainText('1 date left out');
  await expect(drawer.getByRole('button', { name: 'Edit' })).toBeVisible();
});

test('a phone opens the calendar on the day’s agenda, in Turkish', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, ORG_ADMIN);
  await switchLanguage(page, 'tr');
  await openCalendar(page, 'tr');
  await expect(page.locator('.fc-listDay-view')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Gün', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Yeni etkinlik' })).toBeVisible();
  // The filters fold away on a phone, behind a button.
  await page.getByRole('button', { name: 'Filtreler' }).click();
  await expect(page.getByText('Antrenman', { exact: true })).toBeVisible();
  expect((await sidewaysOverflow(page)).document).toBe(0);
  await expectAccessible(page, PAGE_CONTENT);
});

test('a busy day of the month says how many more it holds, and opens them all in the day view', async ({
  page,
}) => {
  await signIn(page, ORG_ADMIN);
  await openCalendar(page);
  // The month of the demo season nearest today (its trainings run September to June).
  const today = DateTime.now().setZone(ZONE);
  const months =
    today.month === 7 ? -1 : today.month === 8 ? 1 : 0; /* July back to June, August on to September */
  for (let step = 0; step < Math.abs(months); step += 1) {
    await page.getByRole('button', { name: months < 0 ? 'Previous month' : 'Next month' }).click();
  }
  // The month shows four occurrences a day; a day with more ends with "+N more".
  const more = page.locator('.arena-more').first();
  await expect(more).toBeVisible({ timeout: 15_000 });
  const hidden = Number(/\d+/.exec((await more.getAttribute('aria-label')) ?? '')?.[0]);
  expect(hidden).toBeGreaterThan(0);
  await expect(more).toHaveText(`+${hidden} more`);
  const day = await more.locator('xpath=ancestor::td[@data-date]').getAttribute('data-date');
  const cell = page.locator(`td.fc-daygrid-day[data-date="${day}"]`);
  await expect(cell.locator('.fc-event:not(.arena-more)')).toHaveCount(4);
  // With the keyboard, as with a click: the day's agenda, every occurrence of it.
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.fc-listDay-view')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Day', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.locator('.fc-list-event')).toHaveCount(4 + hidden, { timeout: 15_000 });
  await expectAccessible(page, PAGE_CONTENT);
});

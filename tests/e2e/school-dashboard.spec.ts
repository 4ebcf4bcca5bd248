import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  ORG_ADMIN,
  PAGE_CONTENT,
  PHONE,
  expectAccessibleInBothSchemes,
  failOnConsoleErrors,
  mainNavigation,
  screenshot,
  signIn,
  switchLanguage,
} from './support.js';

// The school dashboard (fbiad-pages/dashboard) as the organization admin: reached through the menu, its
// numbers match what the API counts, on a phone it fits the screen, and it speaks Turkish.

test.setTimeout(180_000);
failOnConsoleErrors();

interface Numbers {
  athletes: number;
  fresh: number;
  overCapacity: number;
  expiring: number;
  missingConsents: number;
  attendance: { sessions: number; sessionsWithRoll: number; rate: { rate: number | null } };
}

/** The organization admin's numbers, counted through the API: the athletes list and the dashboard query. */
async function countedNumbers(request: APIRequestContext): Promise<Numbers> {
  const signedIn = await request.post('/api/auth/sign-in', {
    data: { email: ORG_ADMIN.email, password: ORG_ADMIN.password },
  });
  expect(signedIn.status()).toBe(200);
  const { accessToken } = (await signedIn.json()) as { accessToken: string };
  const ask = async <T>(query: string, variables: Record<string, unknown> = {}) => {
    const answer = await request.post('/graphql', {
      headers: { authorization: `Bearer ${accessToken}` },
      data: { query, variables },
    });
    const body = (await answer.json()) as { data: T };
    return body.data;
  };
  const own = await ask<{ myOrganization: { id: string } }>('{ myOrganization { id } }');
  const list = await ask<{ athletes: { totalCount: number } }>('{ athletes(first: 1) { totalCount } }');
  const dashboard = await ask<{
    schoolDashboard: {
      newAthletesThisSeason: number;
      teamsOverCapacity: unknown[];
      expiringCertifications: unknown[];
      missingConsentCount: number;
      attendance: { sessions: number; sessionsWithRoll: number; rate: { rate: number | null } };
    };
  }>(
    `query ($id: ID!) { schoolDashboard(organizationId: $id) {
      newAthletesThisSeason teamsOverCapacity { teamId } expiringCertifications { id } missingConsentCount
      attendance { sessions sessionsWithRoll rate { rate } } } }`,
    { id: own.myOrganization.id },
  );
  return {
    athletes: list.athletes.totalCount,
    fresh: dashboard.schoolDashboard.newAthletesThisSeason,
    overCapacity: dashboard.schoolDashboard.teamsOverCapacity.length,
    expiring: dashboard.schoolDashboard.expiringCertifications.length,
    missingConsents: dashboard.schoolDashboard.missingConsentCount,
    attendance: dashboard.schoolDashboard.attendance,
  };
}

async function openDashboard(page: Page) {
  await mainNavigation(page).getByRole('link', { name: 'School dashboard', exact: true }).click();
  await expect(page).toHaveURL(/\/fbiad-pages\/dashboard/);
}

test('the organization admin opens the dashboard from the menu and sees the counted numbers', async ({
  page,
  request,
}) => {
  const expected = await countedNumbers(request);
  expect(expected.athletes).toBeGreaterThan(0);
  await signIn(page, ORG_ADMIN);
  await openDashboard(page);
  await expect(page.getByRole('heading', { level: 1, name: 'School dashboard' })).toBeVisible();
  await expect(page.getByTestId('dashboard-subtitle')).toContainText('Kartal');
  await expect(page.getByTestId('tile-athletes')).toHaveText(String(expected.athletes));
  await expect(page.getByTestId('tile-new')).toHaveText(String(expected.fresh));
  await expect(page.getByTestId('tile-over-capacity')).toHaveText(String(expected.overCapacity));
  await expect(page.getByTestId('tile-expiring')).toHaveText(String(expected.expiring));
  await expect(page.getByTestId('tile-missing-consents')).toHaveText(String(expected.missingConsents));
  await expect(page.getByTestId('panel-teams').getByRole('listitem').first()).toBeVisible();
  // The month's attendance, as the server counts it from the rolls taken.
  const { attendance } = expected;
  await expect(page.getByTestId('panel-attendance')).toContainText(
    `${attendance.sessionsWithRoll} of ${attendance.sessions} sessions with a roll`,
  );
  if (attendance.rate.rate !== null) {
    await expect(page.getByTestId('attendance-rate')).toHaveText(
      `${Math.round(attendance.rate.rate * 100)}% present or late`,
    );
  }
  // Each bar is the team's fill against its own capacity (a full 14/14 team draws full, not at 58 %).
  const teams = page.getByTestId('panel-teams').getByRole('listitem');
  expect(await teams.count()).toBeGreaterThan(1);
  for (const team of await teams.all()) {
    const label = await team.locator('[aria-label*=" / "]').first().getAttribute('aria-label');
    const bar = team.getByRole('progressbar');
    const [now, max] = await Promise.all([
      bar.getAttribute('aria-valuenow'),
      bar.getAttribute('aria-valuemax'),
    ]);
    const [count, capacity] = (/: (\d+) \/ (\d+)$/.exec(label ?? '') ?? []).slice(1).map(Number);
    expect(capacity).toBeGreaterThan(0);
    expect(Number(max)).toBe(capacity);
    expect(Number(now)).toBe(Math.min(count!, capacity!));
  }
  await expectAccessibleInBothSchemes(page, PAGE_CONTENT);
  await screenshot(page, 'school-dashboard-1280', { fullPage: true });

  // A tile opens the list it counts.
  await page.getByRole('link', { name: /^Teams over capacity:/ }).click();
  await expect(page).toHaveURL(/\/fbiad-pages\/teams-profile/);
  await page.goBack();
  // The missing-consents tile opens the athletes list filtered to exactly the athletes it counts.
  await page.getByRole('link', { name: /^Athletes missing consents:/ }).click();
  await expect(page).toHaveURL(/\/fbiad-pages\/athletes-profile\?.*only=missing-consent/);
  await expect(page.getByRole('combobox', { name: 'Show' })).toHaveValue('missing-consent');
  await expect(page.getByText(new RegExp(`of ${expected.missingConsents} shown$`))).toBeVisible();
});

test('the organization admin lands on a home with the school at a glance, each number opening its list', async ({
  page,
  request,
}) => {
  const expected = await countedNumbers(request);
  await signIn(page, ORG_ADMIN);
  const school = page.getByTestId('home-school');
  await expect(school.getByRole('heading', { name: 'Your school' })).toBeVisible();
  await expect(page.getByTestId('home-athletes-count')).toHaveText(String(expected.athletes));
  await expect(page.getByTestId('home-missing-consents-count')).toHaveText(String(expected.missingConsents));
  await expect(page.getByTestId('home-over-capacity-count')).toHaveText(String(expected.overCapacity));
  await expect(page.getByTestId('home-expiring-count')).toHaveText(String(expected.expiring));
  await school.getByRole('link', { name: /^Athletes missing consents:/ }).click();
  await expect(page).toHaveURL(/\/fbiad-pages\/athletes-profile\?only=missing-consent$/);
  await expect(page.getByText(new RegExp(`of ${expected.missingConsents} shown$`))).toBeVisible();
  await page.goBack();
  await school.getByRole('link', { name: 'Open the school dashboard' }).click();
  await expect(page).toHaveURL(/\/fbiad-pages\/dashboard$/);
  await expect(page.getByTestId('tile-missing-consents')).toHaveText(String(expected.missingConsents));
});

test('the organization admin opens the audit log from the menu and filters it', async ({ page, request }) => {
  // A change of the admin's own: a new sponsor company writes a `create` row.
  const signedIn = await request.post('/api/auth/sign-in', {
    data: { email: ORG_ADMIN.email, password: ORG_ADMIN.password },
  });
  const { accessToken } = (await signedIn.json()) as { accessToken: string };
  const name = `Denetim Sponsor ${Date.now().toString(36)}`;
  const created = await request.post('/graphql', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: {
      query: 'mutation ($name: String!) { createCompany(input: { name: $name }) { id } }',
      variables: { name },
    },
  });
  expect(created.status()).toBe(200);

  await signIn(page, ORG_ADMIN);
  await mainNavigation(page).getByRole('link', { name: 'Audit log', exact: true }).click();
  await expect(page).toHaveURL(/\/fbiad-pages\/audit-log/);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Record type' }).selectOption('company');
  await expect(page).toHaveURL(/entity=company/);
  const table = page.getByRole('table', { name: 'Audit log entries' });
  await expect(table.getByRole('row').nth(1)).toContainText('Created');
  await table.getByRole('row').nth(1).click();
  const dialog = page.getByRole('dialog', { name: 'Audit entry' });
  await expect(dialog.getByTestId('audit-diff')).toContainText(name);
  await expect(page).toHaveURL(/entry=/);
  await expectAccessibleInBothSchemes(page, { include: ['[role=dialog]'], seriousOnly: true });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).not.toHaveURL(/entry=/);
  await expectAccessibleInBothSchemes(page, PAGE_CONTENT);
});

test('on a 390 px phone the dashboard fits the screen', async ({ page }) => {
  await signIn(page, ORG_ADMIN);
  await openDashboard(page);
  await page.setViewportSize(PHONE);
  await expect(page.getByTestId('tile-athletes')).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await screenshot(page, 'school-dashboard-390', { fullPage: true });
  await page.emulateMedia({ colorScheme: 'dark' });
  await screenshot(page, 'school-dashboard-390-dark', { fullPage: true });
});

test('in Turkish the dashboard speaks Turkish', async ({ page }) => {
  await signIn(page, ORG_ADMIN);
  await openDashboard(page);
  await switchLanguage(page, 'tr');
  await expect(page.getByRole('heading', { level: 1, name: 'Okul panosu' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Takımlara göre sporcular' })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('arena.language', 'en'));
});

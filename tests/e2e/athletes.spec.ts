import { expect, test, type Page } from '@playwright/test';
import {
  COMPANY,
  ORG_ADMIN,
  PAGE_CONTENT,
  PARENT,
  PHONE,
  TOKEN_KEY,
  expectAccessibleInBothSchemes,
  failOnConsoleErrors,
  mainNavigation,
  screenshot,
  signIn,
  switchLanguage,
} from './support.js';

// The athletes and parents screens (fbiad-pages/athletes-profile, parents-profile) against the real
// server and the seeded Kartal athletes, reached through the menu as each persona does.

test.setTimeout(120_000);

// Rejected calls answer 4xx (a teammate's health record, say): Chromium logs those as failed loads.
failOnConsoleErrors();

const PROFILE_URL = /\/fbiad-pages\/athletes-profile\/[0-9a-f-]{36}$/;

/** Opens a page of the PROFILES section from the side menu, opening the section first when closed. */
async function openFromMenu(page: Page, name: string, section = 'PROFILES') {
  const nav = mainNavigation(page);
  const toggle = nav.getByRole('button', { name: section, exact: true });
  await expect(toggle).toBeVisible();
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await nav.getByRole('link', { name, exact: true }).click();
}

const table = (page: Page, name: string) => page.getByRole('table', { name });

test('an admin adds an athlete with two guardians and consents, then moves them to another team', async ({
  page,
}) => {
  await signIn(page, ORG_ADMIN);
  await openFromMenu(page, 'Athletes');
  await expect(page).toHaveURL(/\/fbiad-pages\/athletes-profile$/);
  await expect(page.getByRole('heading', { name: 'Athletes', level: 1 })).toBeVisible();
  await expect(table(page, 'Athletes').getByRole('row').nth(1)).toBeVisible({ timeout: 20_000 });
  await expectAccessibleInBothSchemes(page, { ...PAGE_CONTENT, label: 'athletes list' });

  // Search and a filter go into the address.
  await page.getByRole('searchbox', { name: 'Search by name or licence' }).fill('Ela Demir');
  await expect(page).toHaveURL(/[?&]q=Ela\+Demir/);
  await expect(table(page, 'Athletes').getByRole('row', { name: /Ela Demir/ })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by name or licence' }).fill('');

  // The birth-year range is asked of the server: every row shown is born in it.
  await page.getByRole('combobox', { name: 'Born from' }).selectOption('2016');
  await page.getByRole('combobox', { name: 'Born until' }).selectOption('2016');
  await expect(page).toHaveURL(/[?&]from=2016/);
  await expect(page).toHaveURL(/[?&]to=2016/);
  const years = table(page, 'Athletes').locator('tbody tr td:nth-child(3)');
  await expect.poll(async () => [...new Set(await years.allInnerTexts())]).toEqual(['2016']);
  await page.getByRole('combobox', { name: 'Born from' }).selectOption('');
  await page.getByRole('combobox', { name: 'Born until' }).selectOption('');
  await expect(page).not.toHaveURL(/[?&](from|to)=/);

  await page.getByRole('button', { name: 'Add athlete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an athlete' });
  // Submitting empty names the missing fields.
  await dialog.getByRole('button', { name: 'Add athlete' }).click();
  await expect(dialog.getByText('Required.').first()).toBeVisible();

  await dialog.getByLabel('First name').fill('Deniz');
  await dialog.getByLabel('Last name').fill('Ertuğrul');
  await dialog.getByLabel('Birth date').fill('2016-05-17');
  // Consents without a legal guardian are refused before the server, and the message far down the
  // form takes the focus, so it is in sight.
  await dialog.getByRole('button', { name: 'Add athlete' }).click();
  await expect(dialog.getByText('Consents need a legal guardian: choose one above.')).toBeFocused();
  const team = dialog.getByRole('combobox', { name: 'Team' });
  // A full team is offered but cannot be chosen (the seeded Voleybol U12 Kız has 12 of 12).
  await expect(team.locator('option', { hasText: 'Voleybol U12 Kız' })).toHaveText(/· full$/);
  await expect(team.locator('option', { hasText: 'Voleybol U12 Kız' })).toBeDisabled();
  // A girls' team of her birth year with a free place.
  const fromTeam = 'Futbol U12 Kız';
  await expect(team.locator('option', { hasText: fromTeam })).toBeAttached();
  // Teams of the current season are offered; each option names its age, branch and season.
  const fromOption = team.locator('option', { hasText: `${fromTeam} · U12 · Ataşehir · ` });
  await expect(fromOption).toHaveCount(1);
  await team.selectOption((await fromOption.getAttribute('value'))!);

  await dialog.getByRole('searchbox', { name: 'Find guardian 1 by name or e-mail' }).fill('Mehmet Demir');
  const first = dialog.getByRole('combobox', { name: 'Account of guardian 1' });
  await expect(first.locator('option').nth(1)).toBeAttached();
  await first.selectOption({ index: 1 });
  // Parents are searched, never listed: three letters of a name at least (Yılmaz, Yıldız…).
  await dialog.getByRole('searchbox', { name: 'Find guardian 2 by name or e-mail' }).fill('Yıl');
  const second = dialog.getByRole('combobox', { name: 'Account of guardian 2' });
  await expect(second.locator('option').nth(2)).toBeAttached();
  await second.selectOption({ index: 2 });
  await dialog.getByText('Photos', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Add athlete' }).click();

  await expect(page).toHaveURL(PROFILE_URL, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Deniz Ertuğrul', level: 1 })).toBeVisible();
  const guardians = page.getByRole('region', { name: 'Guardians' });
  await expect(guardians.getByRole('listitem')).toHaveCount(2);
  await expect(guardians.getByText('Mehmet Demir')).toBeVisible();
  const consents = page.getByRole('region', { name: 'Consents' });
  await expect(consents.getByRole('button', { name: 'Withdraw consent: Photos' })).toBeVisible();
  await expect(
    consents.getByRole('button', { name: 'Withdraw consent: Registration and personal data' }),
  ).toBeVisible();
  await expect(consents.getByRole('button', { name: 'Grant consent: Marketing messages' })).toBeVisible();
  const teams = page.getByRole('region', { name: 'Teams' });
  await expect(teams.getByRole('row', { name: new RegExp(fromTeam) })).toContainText('Playing');
  await expectAccessibleInBothSchemes(page, { ...PAGE_CONTENT, label: 'athlete profile' });

  // A guardian link's flags change in place.
  await guardians.getByRole('button', { name: 'Edit guardian: Mehmet Demir' }).click();
  const editLink = page.getByRole('dialog', { name: 'Edit the link of Mehmet Demir' });
  await editLink.getByText('May pick up', { exact: true }).click();
  await editLink.getByRole('button', { name: 'Save' }).click();
  await expect(editLink).toBeHidden();
  await expect(guardians.getByRole('listitem').filter({ hasText: 'Mehmet Demir' })).toContainText(
    'No pick-up',
  );

  // A third guardian (a grandparent without custody) is linked by name, then removed again.
  await guardians.getByRole('button', { name: 'Add guardian' }).click();
  const addLink = page.getByRole('dialog', { name: 'Add a guardian of Deniz Ertuğrul' });
  await addLink.getByRole('button', { name: 'Link guardian' }).click();
  await expect(addLink.getByText('Choose the guardian’s account.')).toBeVisible();
  await addLink.getByRole('searchbox', { name: 'Find guardian 3 by name or e-mail' }).fill('Yıl');
  const third = addLink.getByRole('combobox', { name: 'Account of guardian 3' });
  await expect(third.locator('option').nth(4)).toBeAttached();
  await third.selectOption({ index: 4 });
  const thirdName = ((await third.locator('option:checked').textContent()) ?? '').split(' (')[0]!;
  await addLink.getByRole('combobox', { name: 'Relationship of guardian 3' }).selectOption('grandparent');
  await addLink.getByText('Legal guardian', { exact: true }).click();
  await addLink.getByText('Primary contact', { exact: true }).click();
  await addLink.getByRole('button', { name: 'Link guardian' }).click();
  await expect(addLink).toBeHidden();
  await expect(guardians.getByRole('listitem')).toHaveCount(3);
  await expect(guardians.getByRole('listitem').filter({ hasText: thirdName })).toContainText('Grandparent');
  await guardians.getByRole('button', { name: `Remove guardian: ${thirdName}` }).click();
  await page
    .getByRole('alertdialog', { name: 'Remove the guardian?' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(guardians.getByRole('listitem')).toHaveCount(2);

  // A guardian without an account is invited by e-mail: checked first; an address that has an account
  // is answered like any other (its owner is told by mail, nothing is linked), a new one gets the
  // parent account and the link (the set-password mail goes out from the server).
  const openInvite = async () => {
    await guardians.getByRole('button', { name: 'Add guardian' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a guardian of Deniz Ertuğrul' });
    await dialog.getByText('Invite by e-mail', { exact: true }).click();
    return dialog;
  };
  const invitedName = `Davetli Teyze ${Date.now().toString(36)}`;
  const taken = await openInvite();
  await taken.getByRole('button', { name: 'Send invitation' }).click();
  await expect(taken.getByText('Enter the guardian’s full name.')).toBeVisible();
  await expect(taken.getByText('Enter a valid e-mail address.')).toBeVisible();
  await taken.getByRole('textbox', { name: 'Full name' }).fill(invitedName);
  await taken.getByRole('textbox', { name: 'E-mail address' }).fill(PARENT.email.toUpperCase());
  await taken.getByRole('button', { name: 'Send invitation' }).click();
  await expect(taken).toBeHidden();
  await expect(page.getByText(`Invitation sent to ${PARENT.email.toUpperCase()}.`)).toBeVisible();
  await expect(guardians.getByRole('listitem')).toHaveCount(2);
  const invite = await openInvite();
  await invite.getByRole('textbox', { name: 'Full name' }).fill(invitedName);
  await invite.getByRole('combobox', { name: 'Relationship of guardian 3' }).selectOption('relative');
  const invitedEmail = `teyze.${Date.now().toString(36)}@veli.example`;
  await invite.getByRole('textbox', { name: 'E-mail address' }).fill(invitedEmail);
  await screenshot(page, 'athlete-guardian-invite');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite).toBeHidden();
  await expect(page.getByText(`Invitation sent to ${invitedEmail}.`)).toBeVisible();
  await expect(guardians.getByRole('listitem')).toHaveCount(3);
  await expect(guardians.getByRole('listitem').filter({ hasText: invitedName })).toContainText('Relative');

  // Consents are recorded and withdrawn per purpose.
  await consents.getByRole('button', { name: 'Grant consent: Marketing messages' }).click();
  await expect(consents.getByRole('button', { name: 'Withdraw consent: Marketing messages' })).toBeVisible();
  await consents.getByRole('button', { name: 'Withdraw consent: Photos' }).click();
  await expect(consents.getByRole('button', { name: 'Grant consent: Photos' })).toBeVisible();

  // The membership's jersey and position.
  await teams.getByRole('button', { name: `Edit membership: ${fromTeam}` }).click();
  const membership = page.getByRole('dialog', { name: `Membership in ${fromTeam}` });
  await membership.getByLabel('Jersey').fill('88');
  await membership.getByLabel('Position').fill('Forvet');
  await membership.getByRole('button', { name: 'Save' }).click();
  await expect(membership).toBeHidden();
  await expect(teams.getByRole('row', { name: new RegExp(fromTeam) })).toContainText('Forvet');

  // Moving ends the old membership and starts the new one; the history keeps both.
  await page.getByRole('button', { name: 'Move to another team' }).click();
  const move = page.getByRole('dialog', { name: 'Move Deniz Ertuğrul' });
  await move.getByRole('combobox', { name: 'To team' }).selectOption({ index: 1 });
  const toTeam =
    (await move.getByRole('combobox', { name: 'To team' }).locator('option:checked').textContent())?.split(
      ' · ',
    )[0] ?? '';
  await move.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(move).toBeHidden();
  const ended = teams.getByRole('row', { name: new RegExp(fromTeam) });
  await expect(ended).toContainText('Ended');
  // The old membership keeps its period, now with an end date, and its jersey.
  await expect(ended).not.toContainText('now');
  await expect(ended).toContainText('88');
  await expect(teams.getByRole('row', { name: new RegExp(toTeam) })).toContainText('Playing');

  // The medical notes load on request.
  await page.getByRole('button', { name: 'Show medical notes' }).click();
  await expect(page.getByTestId('medical-notes')).toBeVisible();
});

test('a parent sees only their two children, and a teammate without the private part', async ({ page }) => {
  await signIn(page, PARENT);
  await openFromMenu(page, 'Athletes');
  await expect(page.getByRole('heading', { name: 'My children', level: 1 })).toBeVisible();
  const rows = table(page, 'Athletes').getByRole('row');
  await expect(rows).toHaveCount(3, { timeout: 20_000 }); // the header and two children
  await expect(rows.filter({ hasText: 'Ela Demir' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Kerem Demir' })).toHaveCount(1);

  // A child's page: the private part and the guardians.
  await rows.filter({ hasText: 'Kerem Demir' }).click();
  await expect(page).toHaveURL(PROFILE_URL);
  await expect(page.getByRole('region', { name: 'Details' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Guardians' }).getByText('Ayşe Demir')).toBeVisible();

  // A teammate of Ela's, through the roster the API gives the parent: public fields only.
  const teammateId = await page.evaluate(async (tokenKey) => {
    const token = localStorage.getItem(tokenKey) ?? sessionStorage.getItem(tokenKey);
    const call = async (query: string, variables: object) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as { data: Record<string, unknown> };
    };
    const mine = (await call('{ athletes(first: 10) { nodes { id fullName memberships { teamId } } } }', {}))
      .data.athletes as { nodes: { id: string; fullName: string; memberships: { teamId: string }[] }[] };
    const ela = mine.nodes.find((athlete) => athlete.fullName === 'Ela Demir');
    const teamId = ela?.memberships[0]?.teamId;
    const roster = (
      await call('query ($teamId: ID!) { teamMemberships(teamId: $teamId) { athleteId } }', { teamId })
    ).data.teamMemberships as { athleteId: string }[];
    const own = new Set(mine.nodes.map((athlete) => athlete.id));
    return roster.find((membership) => !own.has(membership.athleteId))?.athleteId ?? null;
  }, TOKEN_KEY);
  expect(teammateId).not.toBeNull();
  await page.goto(`/fbiad-pages/athletes-profile/${teammateId}`);
  await expect(page.getByText('Teammate view')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'Details' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Guardians' })).toHaveCount(0);
  await expect(page.getByText('Medical notes are shown only to')).toBeVisible();

  // The parents page is the parent's own children.
  await openFromMenu(page, 'Parents');
  await expect(page.getByRole('heading', { name: 'My children', level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(2);
  await expectAccessibleInBothSchemes(page, { ...PAGE_CONTENT, label: 'my children' });
});

test('an admin sees the guardians with their children', async ({ page }) => {
  await signIn(page, ORG_ADMIN);
  await openFromMenu(page, 'Parents');
  await expect(page.getByRole('heading', { name: 'Parents', level: 1 })).toBeVisible();
  const guardians = table(page, 'Parents');
  await expect(guardians.getByRole('row', { name: /Ayşe Demir/ })).toContainText('Ela Demir');
  await expect(guardians.getByRole('row', { name: /Ayşe Demir/ })).toContainText('Kerem Demir');
  await expectAccessibleInBothSchemes(page, { ...PAGE_CONTENT, label: 'parents' });
});

test('a company has no athlete pages: not in its menu, not found by address', async ({ page }) => {
  await signIn(page, COMPANY);
  await expect(mainNavigation(page).getByRole('link', { name: 'Athletes', exact: true })).toHaveCount(0);
  await expect(mainNavigation(page).getByRole('link', { name: 'Parents', exact: true })).toHaveCount(0);
  await page.goto('/fbiad-pages/athletes-profile');
  await expect(page).toHaveURL(/\/pages\/error\/404$/);
});

test('the list fits a phone and reads in Turkish', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, ORG_ADMIN);
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await openFromMenu(page, 'Athletes');
  await expect(table(page, 'Athletes').getByRole('row').nth(1)).toBeVisible({ timeout: 20_000 });
  // Nothing pushes the page sideways: the table scrolls inside its own box.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await switchLanguage(page, 'tr');
  await expect(page.getByRole('heading', { name: 'Sporcular', level: 1 })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Ad veya lisansla ara' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Durum' })).toBeVisible();
  await table(page, 'Sporcular').getByRole('row').nth(1).click();
  await expect(page).toHaveURL(PROFILE_URL);
  await expect(page.getByRole('region', { name: 'İzinler' })).toBeVisible();
  const profileOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(profileOverflow).toBeLessThanOrEqual(0);
});

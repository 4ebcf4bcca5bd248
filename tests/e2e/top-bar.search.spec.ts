import { expect, test, type Page } from '@playwright/test';
import { HOME, PHONE, WCAG_21_AA, expectAccessibleInBothSchemes, recordOperations } from './support.js';
import { button, failOnTopBarErrors, graphql, openSignedIn, screenshot } from './top-bar.test-kit.js';

// The top bar's search (top-bar.test-kit.ts has what the top-bar specs share): results grouped as the server
// answers them, "see all", the keyboard, what a parent may find, and the search in Turkish on a phone.

failOnTopBarErrors();

test('search groups results, needs 2 characters, opens a result with the keyboard and clears on Escape', async ({
  page,
}) => {
  await openSignedIn(page, 'admin');
  const operations = recordOperations(page);

  await button(page, 'Search').click();
  const input = page.getByRole('combobox', { name: 'Search' });
  await expect(input).toBeFocused();
  await expect(input).toHaveAttribute('placeholder', 'Search...');

  // One character: no request and no results, even after the debounce.
  await input.fill('p');
  await page.waitForTimeout(600);
  expect(operations.filter((name) => name === 'TopBarSearch')).toEqual([]);
  await expect(page.getByRole('listbox')).toBeHidden();

  await input.fill('pro');
  const results = page.getByRole('listbox', { name: 'Search results' });
  const pages = results.getByRole('group', { name: 'Pages' });
  await expect(pages.getByRole('option', { name: /Project/ })).toBeVisible();
  // The debounce sent one request for "pro", none for the keystrokes before it.
  expect(operations.filter((name) => name === 'TopBarSearch')).toHaveLength(1);
  const box = await results.boundingBox();
  expect(box?.height ?? 0).toBeLessThanOrEqual(256);
  await screenshot(page, 'search-light');

  await input.fill('zzzzqqq');
  await expect(results.getByText('No results found!')).toBeVisible();

  // Escape closes the bar and clears it.
  await input.fill('pro');
  await expect(pages.getByRole('option', { name: /Project/ })).toBeVisible();
  await input.press('Escape');
  await expect(input).toBeHidden();
  await expect(button(page, 'Search')).toBeFocused();
  await button(page, 'Search').click();
  await expect(page.getByRole('combobox', { name: 'Search' })).toHaveValue('');

  // Arrow keys move through the results; Enter opens the chosen one.
  await page.getByRole('combobox', { name: 'Search' }).fill('project');
  const project = pages.getByRole('option', { name: /Project/ }).first();
  await expect(project).toBeVisible();
  const options = results.getByRole('option');
  const count = await options.count();
  const projectIndex = (await options.allTextContents()).findIndex((text) => text.includes('Project'));
  for (let index = 0; index <= projectIndex; index++) await page.keyboard.press('ArrowDown');
  await expect(project).toHaveAttribute('aria-selected', 'true');
  expect(count).toBeGreaterThan(0);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/dashboards/project');
  await expect(page.getByRole('combobox', { name: 'Search' })).toBeHidden();
});

interface SearchGroupAnswer {
  id: string;
  total: number | null;
  seeAllLink: string | null;
  results: { name?: string; title?: string; link: string }[];
}

/**
 * The search as the server answers it for the persona, to compare the screen with: the athletes and
 * teams first, then contacts, users, pages and tasks; the groups that found something.
 */
async function searchAnswer(page: Page, token: string, query: string, language = 'en') {
  const data = await graphql<{ searchPeople: SearchGroupAnswer[]; search: SearchGroupAnswer[] }>(
    page.request,
    `
      query ($query: String!, $language: String) {
        search(query: $query, language: $language) {
          id
          total
          seeAllLink
          results {
            ... on ContactSearchResult {
              name
              link
            }
            ... on UserSearchResult {
              name
              link
            }
            ... on PageSearchResult {
              title
              link
            }
            ... on TaskSearchResult {
              title
              link
            }
          }
        }
        searchPeople(query: $query) {
          id
          total
          results {
            ... on AthleteSearchResult {
              name
              link
            }
            ... on TeamSearchResult {
              name
              link
            }
          }
        }
      }
    `,
    { query, language },
    token,
  );
  return [...data.searchPeople.map((group) => ({ ...group, seeAllLink: null })), ...data.search].filter(
    (group) => group.results.length > 0,
  );
}

/** The group `id` of an answer; the test fails when the search did not find it. */
function groupOf(answer: SearchGroupAnswer[], id: string): SearchGroupAnswer {
  const group = answer.find((entry) => entry.id === id);
  expect(group, `the ${id} group`).toBeDefined();
  return group!;
}

const GROUP_LABELS: Record<string, string> = {
  athletes: 'Athletes',
  teams: 'Teams',
  contacts: 'Contacts',
  users: 'Users',
  pages: 'Pages',
  tasks: 'Tasks',
  mail: 'Mail',
};

test('search shows the groups that found something first, with counts, and "see all" opens the list', async ({
  page,
}) => {
  const token = await openSignedIn(page, 'org');
  const expected = await searchAnswer(page, token, 'er');
  // The demo school's staff find athletes, teams, people, pages and tasks with "er"; the contacts are
  // more than shown.
  expect(expected.map((group) => group.id)).toEqual(
    expect.arrayContaining(['contacts', 'users', 'pages', 'tasks']),
  );
  const contactsAnswer = groupOf(expected, 'contacts');
  expect(contactsAnswer.total).toBeGreaterThan(10);

  await button(page, 'Search').click();
  const input = page.getByRole('combobox', { name: 'Search' });
  await input.fill('er');
  const results = page.getByRole('listbox', { name: 'Search results' });
  const contacts = results.getByRole('group', { name: `Contacts: ${contactsAnswer.total} results` });
  await expect(contacts).toBeVisible();
  // The groups in the server's order, each with how many it found in all.
  const groups = results.getByRole('group');
  await expect(groups).toHaveCount(expected.length);
  expect(await groups.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-group')))).toEqual(
    expected.map((group) => group.id),
  );
  for (const group of expected) {
    const shown = results.getByRole('group', { name: new RegExp(`^${GROUP_LABELS[group.id]}: `) });
    await expect(shown.getByTestId('search-group-count')).toHaveText(
      group.total === null ? `${group.results.length}+` : String(group.total),
    );
    await expect(shown.getByRole('option', { name: /^See all/ })).toHaveCount(group.seeAllLink ? 1 : 0);
  }
  await expect(contacts.getByRole('option')).toHaveCount(11);
  await screenshot(page, 'search-groups-light');
  await expectAccessibleInBothSchemes(page, { include: ['[data-testid="search-bar"]'], tags: WCAG_21_AA });

  // The keys reach "see all" like any result; Enter opens the contacts list searching for the text.
  const seeAll = contacts.getByRole('option', {
    name: `See all: Contacts (${contactsAnswer.total} results)`,
  });
  // Every option of the groups before the contacts, then the contacts' ten results and their "see all".
  const before = expected.slice(0, expected.indexOf(contactsAnswer));
  const steps =
    before.reduce((sum, group) => sum + group.results.length + (group.seeAllLink ? 1 : 0), 0) + 11;
  for (let index = 0; index < steps; index++) await input.press('ArrowDown');
  await expect(seeAll).toHaveAttribute('aria-selected', 'true');
  await expect(seeAll).toBeInViewport();
  await input.press('Enter');
  await expect(page).toHaveURL('/apps/contacts?query=er');
  await expect(page.getByRole('searchbox', { name: 'Search contacts' })).toHaveValue('er');
  await expect(page.getByTestId('contacts-count')).toContainText(String(contactsAnswer.total));
});

test('search finds users for their admins: a result opens the user, "see all" the filtered list', async ({
  page,
}) => {
  await openSignedIn(page, 'org');
  await button(page, 'Search').click();
  const input = page.getByRole('combobox', { name: 'Search' });
  await input.fill('selin ko');
  const users = page
    .getByRole('listbox', { name: 'Search results' })
    .getByRole('group', { name: /^Users: / });
  const selin = users.getByRole('option', { name: /Selin Koç/ });
  await expect(selin).toContainText('user@arena.local');
  await selin.click();
  await expect(page).toHaveURL(/\/fbiad-pages\/users\?user=[0-9a-f-]{36}$/);
  const drawer = page.getByRole('dialog');
  await expect(drawer).toContainText('Selin Koç');
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL('/fbiad-pages/users');

  await button(page, 'Search').click();
  await page.getByRole('combobox', { name: 'Search' }).fill('arena.local');
  await page
    .getByRole('listbox', { name: 'Search results' })
    .getByRole('group', { name: /^Users: / })
    .getByRole('option', { name: /^See all: Users/ })
    .click();
  await expect(page).toHaveURL('/fbiad-pages/users?q=arena.local');
  await expect(page.getByRole('searchbox', { name: 'Search users' })).toHaveValue('arena.local');
  await expect(page.getByRole('cell', { name: 'org.admin@arena.local', exact: true })).toBeVisible();
});

test('a parent finds their own children and pages of their own menu, never other people; their menu has a Home entry', async ({
  page,
}) => {
  const token = await openSignedIn(page, 'parent');
  // The parent's menu: their home first, none of the template's demo sections.
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Home', exact: true }).first()).toHaveAttribute('href', HOME);
  await expect(nav.getByRole('link', { name: 'Project', exact: true })).toHaveCount(0);
  await expect(nav.getByRole('button', { name: 'Dashboards', exact: true })).toHaveCount(0);

  await button(page, 'Search').click();
  const input = page.getByRole('combobox', { name: 'Search' });
  const results = page.getByRole('listbox', { name: 'Search results' });
  for (const query of ['selin', 'ahmet', 'arena.local']) {
    expect(await searchAnswer(page, token, query), query).toEqual([]);
    await input.fill(query);
    await expect(results.getByText('No results found!')).toBeVisible();
  }
  // Her own children, by their family name, and nobody else's.
  const children = await searchAnswer(page, token, 'demir');
  expect(children.map((group) => group.id)).toContain('athletes');
  expect(
    groupOf(children, 'athletes')
      .results.map((result) => result.name)
      .sort(),
  ).toEqual(['Ela Demir', 'Kerem Demir']);
  await input.fill('demir');
  const athletes = results.getByRole('group', { name: /^Athletes: / });
  await expect(athletes.getByRole('option')).toHaveCount(2);
  await athletes.getByRole('option', { name: /Ela Demir/ }).click();
  await expect(page).toHaveURL(/\/athletes-profile\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ela Demir' })).toBeVisible();

  await button(page, 'Search').click();
  await input.fill('home');
  const pages = results.getByRole('group', { name: /^Pages: / });
  await expect(pages.getByRole('option', { name: /Home/ }).first()).toBeVisible();
  await expect(results.getByRole('group')).toHaveCount(1);
  await input.fill('analytics');
  await expect(results.getByText('No results found!')).toBeVisible();
});

test('search in Turkish, dark, at phone width: labels, counts and "see all" fit', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.emulateMedia({ colorScheme: 'dark' });
  const token = await openSignedIn(page, 'org');
  const menuButton = page.getByRole('button', { name: 'Language' });
  await menuButton.click();
  await page.getByRole('menuitemradio', { name: 'Türkçe' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');

  const expected = await searchAnswer(page, token, 'er', 'tr');
  await button(page, 'Ara').click();
  await page.getByRole('combobox', { name: 'Ara' }).fill('er');
  const results = page.getByRole('listbox', { name: 'Arama sonuçları' });
  const contacts = results.getByRole('group', {
    name: `Kişiler: ${groupOf(expected, 'contacts').total} sonuç`,
  });
  await expect(contacts).toBeVisible();
  await expect(contacts.getByRole('option', { name: /^Tümünü gör: Kişiler/ })).toContainText('Tümünü gör');
  await expect(results.getByRole('group', { name: /^Kullanıcılar: / })).toBeVisible();
  // Nothing runs off the side of a 390 px screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const box = await results.boundingBox();
  expect(box?.width ?? 0).toBeLessThanOrEqual(PHONE.width);
  await screenshot(page, 'search-groups-tr-dark-mobile');
});

import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  ADMIN,
  HOME,
  ORG_ADMIN,
  PHONE,
  REGULAR,
  TOKEN_KEY,
  WCAG_21_AA,
  expectAccessibleInBothSchemes,
  failOnConsoleErrors,
  operationName,
  recordOperations,
  screenshot as save,
  switchLanguage,
} from './support.js';

// The top bar controls (spec 000 §2, §4, §5): search, shortcuts, messages, notifications, user menu,
// language and fullscreen, driven through the real UI against the real server. Each test signs in as
// its own persona, so the changes one test makes never show up in another.

const PERSONAS = {
  admin: ADMIN,
  org: ORG_ADMIN,
  branch: { email: 'branch.admin@arena.local', password: 'Arena-Branch-2026' },
  dept: { email: 'dept.admin@arena.local', password: 'Arena-Dept-2026' },
  parent: { email: 'parent@arena.local', password: 'Arena-Parent-2026' },
  company: { email: 'company@arena.local', password: 'Arena-Company-2026' },
  user: REGULAR,
  org2: { email: 'org2.admin@arena.local', password: 'Arena-Org2-2026' },
} as const;
type Persona = keyof typeof PERSONAS;

const screenshot = (page: Page, name: string) => save(page, `topbar-${name}`);

// Every test fails on an unexpected console error or uncaught exception. Two kinds of failed loads are
// someone else's: the seeded avatars point at images the server does not have, and a GraphQL call of
// another feature (the layout's menu, for example) is that feature's spec's to catch. A failed call of
// the top bar itself still fails these tests.
const TOP_BAR_OPERATIONS = new Set([
  'TopBarShortcuts',
  'CreateShortcut',
  'UpdateShortcut',
  'DeleteShortcut',
  'TopBarMessages',
  'TopBarNotifications',
  'ToggleMessageRead',
  'ToggleNotificationRead',
  'DeleteMessage',
  'DeleteNotification',
  'MarkAllMessagesRead',
  'MarkAllNotificationsRead',
  'TopBarSearch',
  'TopBarUser',
  'UpdateMyStatus',
]);
const foreignFailures = new WeakMap<Page, { count: number }>();
failOnConsoleErrors({
  ignore: (message) => message.location().url.includes('/images/'),
  watch: (page) => {
    const foreign = { count: 0 };
    foreignFailures.set(page, foreign);
    page.on('response', (response) => {
      const request = response.request();
      if (response.status() < 400 || new URL(request.url()).pathname !== '/graphql') return;
      if (!TOP_BAR_OPERATIONS.has(operationName(request) ?? '')) foreign.count++;
    });
  },
  unexpected: (errors, page) => {
    let allowed = foreignFailures.get(page)?.count ?? 0;
    return errors.filter((text) => {
      if (allowed > 0 && text.startsWith('Failed to load resource')) {
        allowed--;
        return false;
      }
      return true;
    });
  },
});

async function graphql<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
): Promise<T> {
  const response = await request.post('/graphql', {
    data: { query, variables },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

async function tokenFor(request: APIRequestContext, persona: Persona): Promise<string> {
  const { email, password } = PERSONAS[persona];
  const data = await graphql<{ signIn: { accessToken: string } }>(
    request,
    'mutation ($input: SignInInput!) { signIn(input: $input) { accessToken } }',
    { input: { email, password } },
  );
  return data.signIn.accessToken;
}

/** Signs in through the API and opens the home page with the token remembered. */
async function openSignedIn(page: Page, persona: Persona): Promise<string> {
  const token = await tokenFor(page.request, persona);
  await page.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, value);
    },
    [TOKEN_KEY, token] as const,
  );
  await page.goto(HOME);
  // The first visit loads the signed-in area's code: allow for a busy machine.
  await expect(topBar(page)).toBeVisible({ timeout: 15_000 });
  return token;
}

const topBar = (page: Page) => page.getByTestId('top-bar-actions');
const button = (page: Page, name: string | RegExp) => topBar(page).getByRole('button', { name });

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

test('shortcuts: add, edit and delete round trip, with the panel modes of the spec', async ({ page }) => {
  await openSignedIn(page, 'org');
  const panel = page.getByTestId('shortcuts-panel');

  await button(page, 'Shortcuts').click();
  await expect(panel.getByText('Shortcuts', { exact: true })).toBeVisible();
  await expect(panel.getByRole('link', { name: /Mailbox/ })).toHaveAttribute('href', '/apps/mailbox');
  // From here on, the mutations edit the cached list: the list is never fetched again.
  const operations = recordOperations(page);
  await expect(panel.getByRole('link', { name: /Federation/ })).toHaveAttribute('target', '_blank');
  await screenshot(page, 'shortcuts-light');

  // Add: the form is invalid (Add disabled) until label, icon, kind and link are given.
  await panel.getByRole('button', { name: 'Add shortcut' }).click();
  await expect(panel.getByText('Add new')).toBeVisible();
  const add = panel.getByRole('button', { name: 'Add', exact: true });
  await expect(add).toBeDisabled();
  await panel.getByLabel('Label').fill('Academy');
  await panel.getByLabel('Icon').selectOption({ label: 'Trophy' });
  await panel.getByText('Inside the app').click();
  await expect(add).toBeDisabled();
  await panel.getByLabel('Link').fill('apps/academy');
  await panel.getByLabel('Label').focus();
  await expect(panel.getByText('An in-app link starts with /')).toBeVisible();
  await expect(add).toBeDisabled();
  await panel.getByLabel('Link').fill('/apps/academy');
  await expect(add).toBeEnabled();
  await screenshot(page, 'shortcuts-add-light');
  await add.click();

  // After saving: modify mode, the new shortcut in the list, nothing refetched.
  await expect(panel.getByRole('button', { name: 'Exit edit mode' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Edit Academy' })).toBeVisible();

  // Edit: cancel goes back to modify; Update saves.
  await panel.getByRole('button', { name: 'Edit Academy' }).click();
  await expect(panel.getByText('Editing')).toBeVisible();
  await panel.getByRole('button', { name: 'Cancel' }).click();
  await expect(panel.getByRole('button', { name: 'Exit edit mode' })).toBeVisible();
  await panel.getByRole('button', { name: 'Edit Academy' }).click();
  await panel.getByLabel('Label').fill('Academy hub');
  await panel.getByRole('button', { name: 'Update' }).click();
  await expect(panel.getByRole('button', { name: 'Edit Academy hub' })).toBeVisible();

  // Done → view: the new shortcut is an in-app link.
  await panel.getByRole('button', { name: 'Exit edit mode' }).click();
  await expect(panel.getByRole('link', { name: /Academy hub/ })).toHaveAttribute('href', '/apps/academy');

  // Delete from edit mode.
  await panel.getByRole('button', { name: 'Enter edit mode' }).click();
  await panel.getByRole('button', { name: 'Edit Academy hub' }).click();
  await panel.getByRole('button', { name: 'Delete' }).click();
  await expect(panel.getByRole('button', { name: 'Exit edit mode' })).toBeVisible();
  await expect(panel.getByText('Academy hub')).toBeHidden();
  expect(operations.filter((name) => name === 'TopBarShortcuts')).toEqual([]);
  expect(operations).toEqual(expect.arrayContaining(['CreateShortcut', 'UpdateShortcut', 'DeleteShortcut']));

  // Opening the panel again starts in view mode.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await button(page, 'Shortcuts').click();
  await expect(panel.getByRole('button', { name: 'Enter edit mode' })).toBeVisible();

  // The server kept the result: after a reload the list is the seeded one.
  await page.reload();
  await button(page, 'Shortcuts').click();
  await expect(panel.getByRole('link', { name: /Mailbox/ })).toBeVisible();
  await expect(panel.getByText('Academy')).toBeHidden();

  // An in-app shortcut opens its route and closes the panel.
  await panel.getByRole('link', { name: /Tasks/ }).click();
  await expect(page).toHaveURL('/apps/tasks');
  await expect(panel).toBeHidden();
});

test('notifications: toggle, remove and mark all as read (the badge disappears, the button disables)', async ({
  page,
}) => {
  await openSignedIn(page, 'branch');
  const trigger = button(page, /^Notifications/);
  await expect(trigger).toHaveAccessibleName('Notifications, 3 unread');
  await expect(trigger.getByTestId('unread-badge')).toHaveText('3');

  await trigger.click();
  const panel = page.getByTestId('notifications-panel');
  const entries = panel.getByTestId('inbox-entry');
  await expect(entries).toHaveCount(5);
  // The date format of the spec: 'MMM dd, h:mm a'.
  await expect(entries.first()).toContainText(/[A-Z][a-z]{2} \d{2}, \d{1,2}:\d{2} (AM|PM)/);
  await screenshot(page, 'notifications-light');

  // Toggle one read, then back; remove another.
  const first = entries.first();
  await first.getByRole('button', { name: 'Mark as read' }).click();
  await expect(trigger.getByTestId('unread-badge')).toHaveText('2');
  await first.getByRole('button', { name: 'Mark as unread' }).click();
  await expect(trigger.getByTestId('unread-badge')).toHaveText('3');
  await entries.last().getByRole('button', { name: 'Remove' }).click();
  await expect(entries).toHaveCount(4);
  await expect(trigger.getByTestId('unread-badge')).toHaveText('2');

  const markAll = panel.getByRole('button', { name: 'Mark all as read' });
  await markAll.click();
  await expect(trigger.getByTestId('unread-badge')).toBeHidden();
  await expect(markAll).toBeDisabled();
  await expect(panel.getByRole('button', { name: 'Mark as read' })).toHaveCount(0);

  await page.reload();
  await expect(button(page, /^Notifications/)).toHaveAccessibleName('Notifications');
  await expect(button(page, /^Notifications/).getByTestId('unread-badge')).toBeHidden();
  await button(page, /^Notifications/).click();
  await expect(page.getByTestId('notifications-panel').getByTestId('inbox-entry')).toHaveCount(4);

  // An entry with an in-app link opens it.
  await button(page, /^Messages/).click();
  const message = page.getByTestId('messages-panel').getByTestId('inbox-entry').first();
  await message.getByRole('link').click();
  await expect(page).toHaveURL('/apps/chat');
});

test('seeded messages and notifications read in the interface language, switched without a reload', async ({
  page,
}) => {
  await openSignedIn(page, 'company');
  await button(page, /^Notifications/).click();
  const notifications = page.getByTestId('notifications-panel').getByTestId('inbox-entry');
  await expect(notifications.filter({ hasText: 'Your sponsorships are on your company’s page' })).toHaveCount(
    1,
  );
  await page.keyboard.press('Escape');
  // The messages panel is read once in English, then closed: what it cached must not come back in English.
  await button(page, /^Messages/).click();
  const messages = page.getByTestId('messages-panel').getByTestId('inbox-entry');
  await expect(messages.first()).toContainText('The U12 football training moves to the Kadıköy pitch');
  await page.keyboard.press('Escape');

  const reloads: string[] = [];
  page.on('load', () => reloads.push(page.url()));
  await switchLanguage(page, 'tr');
  await button(page, /^Bildirimler/).click();
  const turkish = page.getByTestId('notifications-panel').getByTestId('inbox-entry');
  await expect(turkish.filter({ hasText: 'Sponsorluklarınız şirketinizin sayfasında' })).toHaveCount(1);
  await expect(turkish.filter({ hasText: 'Federasyon takvimi güncellendi' })).toHaveCount(1);
  // Turkish dates: the day before the month, a 24-hour clock.
  await expect(turkish.first().locator('time')).toHaveText(/^\d{1,2} \S+ ([01]\d|2[0-3]):[0-5]\d$/);
  await page.waitForTimeout(400);
  await screenshot(page, 'notifications-tr-light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await screenshot(page, 'notifications-tr-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.keyboard.press('Escape');
  await button(page, /^Mesajlar/).click();
  await expect(page.getByTestId('messages-panel').getByTestId('inbox-entry').first()).toContainText(
    'Cumartesi günkü U12 futbol antrenmanı Kadıköy sahasına taşındı.',
  );
  expect(reloads).toEqual([]);
  await page.keyboard.press('Escape');
  await switchLanguage(page, 'en');
});

test('HTML in a notification is sanitised: no script runs, no script element is added', async ({ page }) => {
  const token = await openSignedIn(page, 'parent');
  await graphql(
    page.request,
    'mutation ($input: InboxItemInput!) { createNotification(input: $input) { id } }',
    {
      input: {
        title: '<b>Alert</b><img src=x onerror="window.__xss=1"><script>window.__xss=2</script>',
        description:
          'Read <a href="javascript:window.__xss=3">this</a> <span onmouseover="window.__xss=4">now</span><script>window.__xss=5</script>',
      },
    },
    token,
  );
  await page.reload();
  const scriptsBefore = await page.locator('script').count();

  await button(page, /^Notifications/).click();
  const entry = page.getByTestId('notifications-panel').getByTestId('inbox-entry').first();
  await expect(entry).toContainText('Alert');
  await expect(entry.locator('b', { hasText: 'Alert' })).toBeVisible();
  await entry.getByText('now').hover();
  await entry.getByText('this', { exact: true }).click();
  await page.waitForTimeout(300);

  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(await page.locator('script').count()).toBe(scriptsBefore);
  expect(await entry.locator('img, script, [onerror], [onmouseover], a[href^="javascript"]').count()).toBe(0);
});

test('the status chosen in the user menu is saved and survives a reload', async ({ page }) => {
  await openSignedIn(page, 'dept');
  const trigger = page.getByTestId('user-menu-trigger');
  await expect(trigger).toHaveAccessibleName(/Status: Online/);

  await trigger.click();
  await expect(page.getByText('Signed in as dept.admin@arena.local')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/pages/profile');
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/pages/settings');
  await page.getByRole('menuitem', { name: 'Status' }).click();
  await expect(page.getByRole('menuitemradio', { name: 'Invisible' })).toBeVisible();
  await screenshot(page, 'user-menu-light');
  await page.getByRole('menuitemradio', { name: 'Busy' }).click();
  await expect(trigger).toHaveAccessibleName(/Status: Busy/);
  await expect(trigger.locator('[data-status="busy"]')).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('user-menu-trigger')).toHaveAccessibleName(/Status: Busy/, {
    timeout: 15_000,
  });

  await page.getByTestId('user-menu-trigger').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/sign-(out|in)/);
});

test('switching the language changes the top bar texts at once and is remembered', async ({ page }) => {
  await openSignedIn(page, 'user');
  await expect(button(page, 'Search')).toBeVisible();
  await button(page, 'Toggle Fullscreen').hover();
  await expect(page.getByRole('tooltip')).toHaveText('Toggle Fullscreen');

  await button(page, 'Language').click();
  await expect(page.getByRole('menuitemradio', { name: 'English' })).toBeChecked();
  await screenshot(page, 'language-light');
  await page.getByRole('menuitemradio', { name: 'Türkçe' }).click();

  await expect(button(page, 'Ara')).toBeVisible();
  await expect(button(page, 'Kısayollar')).toBeVisible();
  await expect(button(page, /^Bildirimler/)).toBeVisible();
  await expect(button(page, 'Tam ekranı aç/kapat')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');

  await button(page, 'Ara').click();
  await expect(page.getByRole('combobox', { name: 'Ara' })).toHaveAttribute('placeholder', 'Ara...');
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(button(page, 'Kısayollar')).toBeVisible();
  await button(page, 'Kısayollar').click();
  await expect(
    page.getByTestId('shortcuts-panel').getByRole('button', { name: 'Kısayol ekle' }),
  ).toBeVisible();
});

/** Opens each panel in turn and saves a picture of it. */
async function shootPanels(page: Page, scheme: string, mobile: boolean) {
  const suffix = `${scheme}${mobile ? '-mobile' : ''}`;
  const open = async (trigger: Locator, name: string, ready: Locator) => {
    await trigger.click();
    await expect(ready).toBeVisible();
    // Let the opening animation finish before the picture.
    await page.waitForTimeout(400);
    await screenshot(page, `${name}-${suffix}`);
    await page.keyboard.press('Escape');
    await expect(ready).toBeHidden();
  };
  await button(page, 'Search').click();
  await page.getByRole('combobox', { name: 'Search' }).fill('an');
  await expect(
    page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first(),
  ).toBeVisible();
  await screenshot(page, `search-${suffix}`);
  await page.keyboard.press('Escape');
  await open(button(page, 'Shortcuts'), 'shortcuts', page.getByTestId('shortcuts-panel'));
  await open(button(page, /^Messages/), 'messages', page.getByTestId('messages-panel'));
  await open(button(page, /^Notifications/), 'notifications', page.getByTestId('notifications-panel'));
  await open(
    page.getByTestId('user-menu-trigger'),
    'user-menu',
    page.getByRole('menuitem', { name: 'Sign out' }),
  );
  await open(button(page, 'Language'), 'language', page.getByRole('menuitemradio', { name: 'Türkçe' }));
}

test('every panel, in light and dark, on desktop and phone widths', async ({ page }) => {
  test.setTimeout(120_000);
  await openSignedIn(page, 'company');
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /\bdark\b/ : /\blight\b/);
    await page.setViewportSize({ width: 1280, height: 800 });
    await shootPanels(page, scheme, false);
    await page.setViewportSize(PHONE);
    await shootPanels(page, scheme, true);
  }
});

test('empty panels say so, and the loading bar shows while a page loads', async ({ page }) => {
  const token = await openSignedIn(page, 'org2');
  // Empty this persona's shortcuts and notifications through the API.
  const { shortcuts } = await graphql<{ shortcuts: { id: string }[] }>(
    page.request,
    '{ shortcuts { id } }',
    {},
    token,
  );
  const { notifications } = await graphql<{ notifications: { id: string }[] }>(
    page.request,
    '{ notifications { id } }',
    {},
    token,
  );
  for (const { id } of shortcuts) {
    await graphql(page.request, 'mutation ($id: ID!) { deleteShortcut(id: $id) }', { id }, token);
  }
  for (const { id } of notifications) {
    await graphql(page.request, 'mutation ($id: ID!) { deleteNotification(id: $id) }', { id }, token);
  }
  await page.reload();

  await button(page, 'Shortcuts').click();
  const shortcutsPanel = page.getByTestId('shortcuts-panel');
  await expect(shortcutsPanel.getByText('No shortcuts')).toBeVisible();
  await expect(shortcutsPanel.getByText('When you have shortcuts, they will appear here.')).toBeVisible();
  await page.keyboard.press('Escape');

  const notificationsButton = button(page, /^Notifications/);
  await expect(notificationsButton).toHaveAccessibleName('Notifications');
  await expect(notificationsButton.getByTestId('unread-badge')).toBeHidden();
  await notificationsButton.click();
  const notificationsPanel = page.getByTestId('notifications-panel');
  await expect(notificationsPanel.getByText('No notifications')).toBeVisible();
  await expect(
    notificationsPanel.getByText('When you have notifications, they will appear here.'),
  ).toBeVisible();
  await expect(notificationsPanel.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  await screenshot(page, 'notifications-empty-light');
  await page.keyboard.press('Escape');

  // A page whose code is slow to arrive: the bar runs (indeterminate) until it is there.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/users-page-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(HOME);
  await expect(topBar(page)).toBeVisible();
  const bar = page.getByRole('progressbar', { name: 'Loading' });
  await page.getByRole('link', { name: 'Users' }).first().click();
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('data-mode', 'indeterminate');
  release();
  await expect(page).toHaveURL('/fbiad-pages/users');
  await expect(bar).toBeHidden();
});

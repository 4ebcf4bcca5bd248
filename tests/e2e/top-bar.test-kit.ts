import { expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  ADMIN,
  HOME,
  ORG_ADMIN,
  REGULAR,
  TOKEN_KEY,
  failOnConsoleErrors,
  operationName,
  screenshot as save,
} from './support.js';

// The top bar controls (spec 000 §2, §4, §5): search, shortcuts, messages, notifications, user menu,
// language and fullscreen, driven through the real UI against the real server, in top-bar.*.spec.ts.
// Each test signs in as its own persona, so the changes one test makes never show up in another. What
// the specs share is here: the personas, signing in through the API, the console watch and the top bar.

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

export const screenshot = (page: Page, name: string) => save(page, `topbar-${name}`);

/** The top bar's own GraphQL operations: a failed call of one of them fails the test. */
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

/**
 * Every test of the calling spec fails on an unexpected console error or uncaught exception. Two kinds of
 * failed loads are someone else's: the seeded avatars point at images the server does not have, and a
 * GraphQL call of another feature (the layout's menu, for example) is that feature's spec's to catch. A
 * failed call of the top bar itself still fails these tests.
 */
export function failOnTopBarErrors() {
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
}

/** A GraphQL call through the API, as the holder of `token` if given; fails on any error. */
export async function graphql<T>(
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
export async function openSignedIn(page: Page, persona: Persona): Promise<string> {
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

export const topBar = (page: Page) => page.getByTestId('top-bar-actions');
export const button = (page: Page, name: string | RegExp) => topBar(page).getByRole('button', { name });

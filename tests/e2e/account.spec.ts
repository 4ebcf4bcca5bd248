import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  HOME,
  ORG_ADMIN,
  PAGE_CONTENT,
  expectAccessibleInBothSchemes,
  failOnConsoleErrors,
  schemeScreenshots,
  submitSignIn,
  switchLanguage,
  type Credentials,
} from './support.js';

// The signed-in person's own profile and settings (pages/profile, pages/settings), driven as a parent.
// Each test makes its own parent through the administration API, so the name, language and password it
// changes are nobody else's: the other specs keep signing in as the demo personas.

test.setTimeout(300_000);

// No uncaught exception and no console error (failed requests aside) in any test.
failOnConsoleErrors();

// A 32×32 picture (a head and shoulders on a gradient), small enough to read in a test.
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAIAAAD8GO2jAAAFeklEQVR42qXU0YbD6h6G8XV1z+kSEREREVVVY4wxRlVVRERE5DqqqqqqKiIiIqqqqqoiIiIi+y42O6zDvdfaw/Acv7+T7//98Se9QC/SS/QyvUKv0mv0Or1BP6If00/op/Rv9O/0H/Sf9F/03/Qz+jn9gn5Jb9Jb9Da9Q+/Se/Q+fUD/x590Ap1IJ9HJdAqdSqfR6XQG3YhuTDehm9K90b3TfdB90n3RfdPN6OZ0C7olnUln0dl0Dp1L59H5dAHdALQCrUgr0cq0Cq1Kq9HqtAbtiHZMO6Gd0r7RvtN+0H7SftF+085o57QL2iWtSWvR2rQOrUvr0fq0Ae0ANAKNSCPRyDQKjUqj0eg0Bs2IZkwzoZnSvNG803zQfNJ80XzTzGjmNAuaJY1JY9HYNA6NS+PR+DQBzQDUArVILVHL1Aq1Sq1R69QG9Yh6TD2hnlK/Ub9Tf1B/Un9Rf1PPqOfUC+oltUltUdvUDrVL7VH71AH1AFQClUglUclUCpVKpVHpVAbViGpMNaGaUr1RvVN9UH1SfVF9U82o5lQLqiWVSWVR2VQOlUvlUflUAdUAlAKlSClRypQKpUqpUeqUBuWIckw5ofz3v27/3YxyTrmgXFKalBalTelQupQepU8ZUA5AIVCIFBKFTKFQqBQahU5hUIwoxhT/c/2v5hQLiiWFSWFR2BQOhUvhUfgUAcUAvAReIi+Jl8xL4aXy0njpvAxeI17/sP5XC15LXiYvi5fNy+Hl8vJ4+bwCXgPwFHiKPCWeMk+Fp8pT46nzNHj+3/W/WvI0eVo8bZ4OT5enx9PnGfAcgIfAQ+Qh8ZB5KDxUHhoPnYfB48fAw+Rh8bB5ODxcHh4Pn0fAYwDuAneRu8Rd5q5wV7lr3HXuBvcfA3eTu8Xd5u5wd7l73H3uAfcBuAncRG4SN5mbwk3lpnHTuRncfgzcTG4WN5ubw83l5nHzuQXcBuAqcBW5SlxlrgpXlavGVedqcP0xcDW5Wlxtrg5Xl6vH1ecacB2Ai8BF5CJxkbkoXFQuGhedi8Hlx8DF5GJxsbk4XFwuHhefS8BlAM4CZ5GzxFnmrHBWOWucdc4G5x8DZ5Ozxdnm7HB2OXucfc4B5wHIBXKRXCKXyRVylVwj18kN8hH5D+4gX5Kb5Ba5Te6Qu+QeuU8ekA9AJpCJZBKZTKaQqWQamU5mkI3IxmT/eMnZgmxJZpJZZDaZQ+aSeWQ+WUA2AKlAKpJKpDKpQqqSaqQ6qUE6Ih2TTkj/5i9K56QL0iWpSWqR2qQOqUvqkfqkAekAJAKJSCKRyCQKiUqikegkBsmIZEwyIZmSvJG8k3yQfJJ8kXyTzEjmJAuSJYlJYpHYJA6JS+KR+CQByQDEArFILBHLxAqxSqwR68QG8Yh4TDwhnhK/Eb8TfxB/En8RfxPPiOfEC+IlsUlsEdvEDrFL7BH7xAHxAEQCkUgkEclECpFKpBHpRAbRiGhMNCGaEr0RvRN9EH0SfRF9E82I5kQLoiWRSWQR2UQOkUvkEflEAdEAhAKhSCgRyoQKoUqoEeqEBuGIcEw4IZwSvhG+E34QfhJ+EX4TzgjnhAvCJaFJaBHahA6hS+gR+oQB4QCcBE4iJ4mTzEnh9MO3/3c5nFxOHiefU8BpAI4CR5GjxFHmqHD8NXB0OXocfY4BxwE4CBxEDhIHmYPC4dfAweXgcfA5BBwGYC+wF9lL7GX2CvtfA3uXvcfeZx+wH4CdwE5kJ7GT2Snsfg3sXHYeO59dwG4AtgJbka3EVmarsP01sHXZemx9tgHbAdgIbEQ2EhuZjcLm18DGZeOx8dkEbAZgLbAWWUusZdYK618Da5e1x9pnHbAegJXASmQlsZJZKax+DaxcVh4rn1XA6j8+KIiUDH1NMwAAAABJRU5ErkJggg==',
  'base64',
);

interface Parent extends Credentials {
  name: string;
}

/** Anadolu's administrator: their school's default language is Turkish (Kartal's is English). */
const ANADOLU_ADMIN = { email: 'org2.admin@arena.local', password: 'Arena-Org2-2026' };

/** A new parent of `admin`'s school, with a password, made through the REST facade. */
async function createParent(request: APIRequestContext, admin: Credentials = ORG_ADMIN): Promise<Parent> {
  const signedIn = await request.post('/api/auth/sign-in', {
    data: { email: admin.email, password: admin.password },
  });
  expect(signedIn.status()).toBe(200);
  const { accessToken } = (await signedIn.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const parent = {
    name: `Melek Aydın ${suffix}`,
    email: `parent-${suffix}@e2e.arena.local`,
    password: `Veli-${suffix}-2026`,
  };
  const created = await request.post('/api/users', {
    headers,
    data: { full_name: parent.name, email: parent.email, password: parent.password },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { id } = (await created.json()) as { id: string };
  const roles = (await (await request.get('/api/roles', { headers })).json()) as {
    id: string;
    key: string;
  }[];
  const parentRole = roles.find((role) => role.key === 'parent');
  expect(parentRole).toBeDefined();
  const granted = await request.post(`/api/users/${id}/roles`, { headers, data: { roleId: parentRole!.id } });
  expect(granted.status(), await granted.text()).toBe(200);
  return parent;
}

/** Signs in through the real form; a busy machine may take a while to hash the password. */
async function signIn(page: Page, person: Credentials) {
  await page.goto('/sign-in');
  await submitSignIn(page, person);
  await expect(page).toHaveURL(HOME, { timeout: 30_000 });
}

const userMenu = (page: Page) => page.getByTestId('user-menu-trigger');

/** Opens the account menu in the top bar and picks an entry, as a person would. */
/**
 * Opens an entry of the account menu. A click that lands while the menu is still opening leaves it
 * open on a busy machine: the step is tried again until the menu has closed on the entry.
 */
async function fromAccountMenu(page: Page, entry: string) {
  const item = page.getByRole('menuitem', { name: entry });
  await expect(async () => {
    if (!(await item.isVisible())) await userMenu(page).click();
    await item.click({ timeout: 3_000 });
    await expect(item).toBeHidden({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

test('a parent changes their name, picture, language and password from the account menu', async ({
  page,
  request,
  browser,
}) => {
  const parent = await createParent(request);
  await signIn(page, parent);

  // The profile, reached in the app through the account menu.
  await fromAccountMenu(page, 'Profile');
  await expect(page).toHaveURL('/pages/profile');
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  const account = page.getByRole('region', { name: 'Account' });
  await expect(account).toBeVisible({ timeout: 20_000 });
  await expect(account.getByTestId('profile-email')).toHaveText(parent.email);
  await expect(account.getByTestId('profile-organization')).toHaveText('Kartal Spor Akademisi');
  await expect(account.getByTestId('profile-roles')).toContainText('Parent');
  await expect(account.getByTestId('profile-roles')).toContainText('Organization: Kartal Spor Akademisi');

  // The name: a blank one is refused on the field, and what was typed stays.
  const name = page.getByRole('textbox', { name: 'Name' });
  await expect(name).toHaveValue(parent.name);
  await name.fill('   ');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Enter your name.')).toBeVisible();
  await expect(name).toBeFocused();
  const newName = `Melek Aydın-Kaya ${parent.name.split(' ').pop()}`;
  await name.fill(newName);
  await name.press('Enter');
  await expect(page.getByText('Name saved')).toBeVisible();
  // The top bar follows at once.
  await expect(userMenu(page)).toHaveAccessibleName(new RegExp(`^Account menu for ${newName},`));

  // The picture: a file of the wrong kind is refused before it is sent; a PNG is saved and shown.
  const fileInput = page.getByTestId('profile-avatar-input');
  await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('Choose a PNG, JPEG or WebP picture.')).toBeVisible();
  await fileInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PICTURE });
  await expect(page.getByText('Picture updated')).toBeVisible();
  await expect(page.getByTestId('profile-avatar').locator('img')).toHaveAttribute('src', /^data:image\/png/);
  await expect(page.getByRole('button', { name: 'Remove picture' })).toBeVisible();
  await expectAccessibleInBothSchemes(page, PAGE_CONTENT);
  await schemeScreenshots(page, 'account-profile', { fullPage: true });

  // The settings, from the profile; Turkish is chosen there and the page turns Turkish at once.
  await page.getByRole('link', { name: 'Account settings' }).click();
  await expect(page).toHaveURL('/pages/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  const languages = page.getByRole('region', { name: 'Language' });
  await expect(languages.getByRole('radio', { name: 'English' })).toBeChecked();
  await languages.getByText('Türkçe').click();
  await expect(page.getByRole('heading', { name: 'Ayarlar', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.getByRole('region', { name: 'Dil' }).getByTestId('language-saved')).toBeVisible();
  // The top bar's language menu agrees.
  await page.getByRole('button', { name: 'Dil' }).click();
  await expect(page.getByRole('menuitemradio', { name: 'Türkçe' })).toBeChecked();
  await page.keyboard.press('Escape');

  // The profile in Turkish, reached through the account menu again.
  await fromAccountMenu(page, 'Profil');
  await expect(page.getByRole('heading', { name: 'Profil', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Hesap' }).getByTestId('profile-roles')).toContainText(
    'Veli',
  );
  await expect(page.getByRole('textbox', { name: 'Ad' })).toHaveValue(newName);
  await schemeScreenshots(page, 'account-profile-tr', { fullPage: true });

  // The language is the account's: another browser signing in as the parent gets Turkish at once.
  const elsewhere = await browser.newPage();
  await signIn(elsewhere, parent);
  await expect(elsewhere.locator('html')).toHaveAttribute('lang', 'tr', { timeout: 20_000 });
  await fromAccountMenu(elsewhere, 'Ayarlar');
  await expect(elsewhere.getByRole('heading', { name: 'Ayarlar', level: 1 })).toBeVisible();

  // The password, in Turkish: a wrong current password is said on its field and nothing typed is lost.
  await fromAccountMenu(page, 'Ayarlar');
  const passwordForm = page.getByRole('form', { name: 'Parola' });
  const newPassword = `Yeni-${parent.password}`;
  await passwordForm.getByLabel('Mevcut parola', { exact: true }).fill('not-the-password');
  await passwordForm.getByLabel('Yeni parola', { exact: true }).fill(newPassword);
  await passwordForm.getByLabel('Yeni parola (tekrar)', { exact: true }).fill(newPassword);
  await passwordForm.getByRole('button', { name: 'Parolayı değiştir' }).click();
  await expect(passwordForm.getByText('Bu, mevcut parolanız değil.')).toBeVisible({ timeout: 20_000 });
  await expect(passwordForm.getByLabel('Mevcut parola', { exact: true })).toBeFocused();
  await expect(passwordForm.getByLabel('Yeni parola', { exact: true })).toHaveValue(newPassword);

  await passwordForm.getByLabel('Mevcut parola', { exact: true }).fill(parent.password);
  await passwordForm.getByRole('button', { name: 'Parolayı değiştir' }).click();
  await expect(page.getByText('Parola değiştirildi. Diğer tüm oturumlar kapatıldı.')).toBeVisible({
    timeout: 20_000,
  });
  await expect(passwordForm.getByLabel('Yeni parola', { exact: true })).toHaveValue('');
  await schemeScreenshots(page, 'account-settings-tr', { fullPage: true });

  // This session goes on with its fresh token: a notification choice is saved and survives a reload.
  const marketing = page.getByRole('switch', { name: 'Pazarlama' });
  await expect(marketing).not.toBeChecked();
  await marketing.click({ force: true });
  await expect(marketing).toBeChecked();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Pazarlama' })).toBeChecked({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Ayarlar', level: 1 })).toBeVisible();

  // The other browser was signed out: its next request is refused and it lands on sign-in.
  await elsewhere.reload();
  await expect(elsewhere).toHaveURL(/\/sign-in/, { timeout: 20_000 });
  await elsewhere.close();

  // Sign out (the sign-in page stays Turkish in this browser), then only the new password signs in.
  await fromAccountMenu(page, 'Oturumu kapat');
  await page.getByRole('link', { name: 'Şimdi giriş sayfasına git' }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  await page.getByLabel('E-posta adresi').fill(parent.email);
  const password = page.getByLabel('Parola', { exact: true });
  await password.fill(parent.password);
  await page.getByRole('button', { name: 'Giriş yap', exact: true }).click();
  await expect(page.getByText('E-posta veya parola hatalı')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/sign-in/);
  await password.fill(newPassword);
  await page.getByRole('button', { name: 'Giriş yap', exact: true }).click();
  await expect(page).toHaveURL(HOME, { timeout: 20_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
});

test('the language menu in the top bar and the settings stay in agreement', async ({ page, request }) => {
  const parent = await createParent(request);
  await signIn(page, parent);
  await fromAccountMenu(page, 'Settings');
  const languages = page.getByRole('region', { name: 'Language' });
  await expect(languages).toBeVisible({ timeout: 20_000 });
  // Never saved: the browser's choice applies, and the page offers to keep it on the account.
  await expect(languages.getByRole('button', { name: 'Keep English on my account' })).toBeVisible();
  await languages.getByRole('button', { name: 'Keep English on my account' }).click();
  await expect(languages.getByTestId('language-saved')).toBeVisible();

  // The top bar's menu changes the page at once and, the language being the account's, saves it too.
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitemradio', { name: 'Türkçe' }).click();
  const dil = page.getByRole('region', { name: 'Dil' });
  await expect(dil.getByRole('radio', { name: 'Türkçe' })).toBeChecked();
  await expect(dil.getByTestId('language-saved')).toBeVisible();
  await page.evaluate(() => localStorage.removeItem('arena.language'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Ayarlar', level: 1 })).toBeVisible({ timeout: 20_000 });

  // And back to English from the settings, keyboard only.
  const turkish = page.getByRole('region', { name: 'Dil' }).getByRole('radio', { name: 'Türkçe' });
  await turkish.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Language' }).click();
  await expect(page.getByRole('menuitemradio', { name: 'English' })).toBeChecked();
  await page.keyboard.press('Escape');
  await expectAccessibleInBothSchemes(page, PAGE_CONTENT);
  await schemeScreenshots(page, 'account-settings', { fullPage: true });
});

test('the sign-in page follows the browser; after sign-in the school’s default language applies until the person chooses', async ({
  browser,
  request,
}) => {
  const kartalParent = await createParent(request);
  const anadoluParent = await createParent(request, ANADOLU_ADMIN);
  const WORDS = {
    tr: { signIn: 'Giriş yap', password: 'Parola', home: 'Hoş geldiniz' },
    en: { signIn: 'Sign in', password: 'Password', home: 'Welcome' },
  } as const;
  // Nothing chosen in the browser and nothing on the new parents' accounts: the sign-in page is in the
  // browser's language, the signed-in area in the school's (Kartal English, Anadolu Turkish).
  for (const [locale, before] of [
    ['tr-TR', 'tr'],
    ['en-US', 'en'],
  ] as const) {
    for (const [parent, after] of [
      [kartalParent, 'en'],
      [anadoluParent, 'tr'],
    ] as const) {
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto('/sign-in');
      await expect(page.locator('html')).toHaveAttribute('lang', before);
      await expect(page.getByRole('heading', { level: 1, name: WORDS[before].signIn })).toBeVisible();
      await page.locator('input[type="email"]').fill(parent.email);
      await page.getByLabel(WORDS[before].password, { exact: true }).fill(parent.password);
      await page.getByRole('button', { name: WORDS[before].signIn, exact: true }).click();
      await expect(page).toHaveURL(HOME, { timeout: 30_000 });
      await expect(
        page.getByRole('heading', { level: 1, name: new RegExp(`^${WORDS[after].home}`) }),
      ).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', after);
      expect(errors).toEqual([]);
      await context.close();
    }
  }

  // Choosing in the top bar outranks the school's default in this browser, and saves nothing on the
  // account: another browser still gets the school's.
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await signIn(page, anadoluParent);
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr', { timeout: 20_000 });
  await switchLanguage(page, 'en', 'tr');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await context.close();
  const elsewhere = await (await browser.newContext({ locale: 'en-US' })).newPage();
  await signIn(elsewhere, anadoluParent);
  await expect(elsewhere.locator('html')).toHaveAttribute('lang', 'tr', { timeout: 20_000 });
  await elsewhere.context().close();
});

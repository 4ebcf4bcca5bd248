import { expect, test, type Page } from '@playwright/test';
import { REGULAR, failOnConsoleErrors, passwordField, schemeScreenshots, signIn } from './support.js';

// Sign-up, forgot/reset password, confirmation-required, unlock-session and sign-out, driven through
// the real UI against the real server. The full forgot → mail → reset round trip needs the server's
// mail outbox, which the browser cannot read: the server's integration tests cover it.

/** Full-page light and dark screenshots at desktop width and at phone width (390px). */
const screenshots = (page: Page, name: string) => schemeScreenshots(page, `auth-${name}`, { fullPage: true });

failOnConsoleErrors();

test('sign-up checks its fields, creates an account that can sign in, and keeps redirectURL', async ({
  page,
}) => {
  await page.goto('/sign-in?redirectURL=%2Ffbiad-pages%2Fusers');
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL('/sign-up?redirectURL=%2Ffbiad-pages%2Fusers');
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await expect(page).toHaveTitle('Create an account · Arena');
  await expect(page.getByText('At least 8 characters.')).toBeVisible();

  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Enter your full name')).toBeVisible();
  await expect(page.getByText('Enter your email address')).toBeVisible();
  await expect(page.getByText('Enter a password')).toBeVisible();
  await expect(page.getByText('Accept the terms to create an account')).toBeVisible();
  await expect(page.getByLabel('Full name')).toBeFocused();

  const email = `e2e.${Date.now()}@arena.local`;
  await page.getByLabel('Full name').fill('Ece Test');
  await page.getByLabel('Email address').fill(email);
  await passwordField(page).fill('short');
  await expect(page.getByText('At least 8 characters.')).toBeVisible();
  await passwordField(page).fill('Sprint-Coach-2026!');
  await expect(page.getByText('Password strength: strong')).toBeVisible();
  await page.getByLabel('School or club (optional)').fill('Kartal Spor');
  await screenshots(page, 'sign-up');
  await page.getByText('I agree to the terms of service').click();
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL('/confirmation-required?redirectURL=%2Ffbiad-pages%2Fusers');
  await expect(page.getByRole('heading', { name: 'Confirm your email address' })).toBeVisible();
  await expect(page.getByText(`We have sent a mail to ${email}.`, { exact: false })).toBeVisible();
  await screenshots(page, 'confirmation-required');

  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL('/sign-in?redirectURL=%2Ffbiad-pages%2Fusers');
  await page.getByLabel('Email address').fill(email);
  await passwordField(page).fill('Sprint-Coach-2026!');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/fbiad-pages/users');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
});

test('sign-up with a taken address answers exactly like a new one (no account enumeration)', async ({
  page,
}) => {
  await page.goto('/sign-up');
  await page.getByLabel('Full name').fill('Selin Again');
  await page.getByLabel('Email address').fill(REGULAR.email);
  await passwordField(page).fill('Another-Password-1');
  await page.getByText('I agree to the terms of service').click();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/confirmation-required/);
  await expect(page.getByText(`We have sent a mail to ${REGULAR.email}.`, { exact: false })).toBeVisible();
  await screenshots(page, 'sign-up-taken-address');
});

test('forgot-password validates and always answers with the same confirmation', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await screenshots(page, 'forgot-password');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Enter your email address')).toBeVisible();
  await page.getByLabel('Email address').fill('nobody@arena.local');
  await page.getByLabel('Email address').press('Enter');
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(
    page.getByText('If an account exists for nobody@arena.local, we have sent a link to reset its password.'),
  ).toBeVisible();
  await screenshots(page, 'forgot-password-sent');
  await page.getByRole('button', { name: 'Use another email address' }).click();
  await expect(page.getByLabel('Email address')).toBeVisible();
});

test('reset-password checks the new password and explains an invalid link', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByText('This page needs the link from your reset email.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );

  await page.goto('/reset-password?token=not-a-real-token-but-long-enough-0123');
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Enter a password')).toBeVisible();
  await expect(page.getByText('Enter the password again')).toBeVisible();
  await passwordField(page, 'New password').fill('Fresh-Password-1');
  await passwordField(page, 'Confirm new password').fill('Fresh-Password-2');
  await expect(page.getByText('The passwords do not match')).toBeVisible();
  await passwordField(page, 'Confirm new password').fill('Fresh-Password-1');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('This reset link is invalid or has expired.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();
  await screenshots(page, 'reset-password-invalid');
});

test('unlock-session shows the user, refuses a wrong password and unlocks with the right one', async ({
  page,
}) => {
  await signIn(page, REGULAR);
  await page.goto('/unlock-session?redirectURL=%2Ffbiad-pages%2Fusers');
  await expect(page.getByRole('heading', { name: 'Unlock your session' })).toBeVisible();
  await expect(page.getByTestId('unlock-user-name')).toHaveText(REGULAR.name);
  await expect(passwordField(page)).toBeFocused();
  await passwordField(page).fill('not-my-password');
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong password. Try again.');
  await screenshots(page, 'unlock-session');
  await passwordField(page).fill(REGULAR.password);
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(page).toHaveURL('/fbiad-pages/users');
});

test('sign-out counts down and leaves for sign-in', async ({ page }) => {
  await signIn(page, REGULAR);
  await page.goto('/sign-out');
  await expect(page.getByRole('heading', { name: 'You have signed out' })).toBeVisible();
  await expect(page.getByText(/taken to the sign-in page in [45] seconds/)).toBeVisible();
  await expect(page.getByText(/in [123] seconds?…/)).toBeVisible({ timeout: 5_000 });
  await screenshots(page, 'sign-out');
  await expect(page).toHaveURL('/sign-in', { timeout: 8_000 });
});

import { defineFeature, localesOf } from '../../lib/feature';
import { PATHS } from '../../lib/paths';
import type en from './locales/en.json';

export const authFeature = defineFeature({
  name: 'auth',
  locales: localesOf<typeof en>(),
  routes: [
    {
      path: PATHS.signIn,
      access: 'signed-out',
      lazy: { Component: async () => (await import('./pages/sign-in-page')).SignInPage },
    },
    {
      path: PATHS.signUp,
      access: 'signed-out',
      lazy: { Component: async () => (await import('./pages/sign-up-page')).SignUpPage },
    },
    {
      path: PATHS.forgotPassword,
      access: 'signed-out',
      lazy: { Component: async () => (await import('./pages/forgot-password-page')).ForgotPasswordPage },
    },
    {
      path: PATHS.resetPassword,
      access: 'signed-out',
      lazy: { Component: async () => (await import('./pages/reset-password-page')).ResetPasswordPage },
    },
    {
      path: PATHS.confirmationRequired,
      access: 'signed-out',
      lazy: {
        Component: async () => (await import('./pages/confirmation-required-page')).ConfirmationRequiredPage,
      },
    },
    {
      path: PATHS.signOut,
      access: 'signed-in',
      lazy: { Component: async () => (await import('./pages/sign-out-page')).SignOutPage },
    },
    {
      path: PATHS.unlockSession,
      access: 'signed-in',
      lazy: {
        // No shell (and so no ApolloProvider) around this page: its loader loads Apollo first.
        loader: async () => (await import('./pages/unlock-session-page')).unlockSessionLoader,
        Component: async () => (await import('./pages/unlock-session-page')).UnlockSessionPage,
      },
    },
  ],
});

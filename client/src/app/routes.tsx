import type { ApolloClient } from '@apollo/client';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { SplashScreen } from '../components/ui/splash-screen';
import { RouteErrorPage } from '../features/errors/pages/route-error-page';
import { ShellDocument } from '../layout/graphql/shell';
import { RootLayout } from '../layout/root-layout';
import { describeApiError } from './apollo/errors';
import { signInPathFor } from './auth/redirect';
import type { SessionStore } from './auth/session-store';
import { PATHS } from './paths';

/**
 * The signed-in route map of spec 000 §2, below its top-level folder. fbiad-pages/organization has its
 * own page; every other entry shows "coming soon" until its issue replaces it with the real page.
 */
export const SIGNED_IN_ROUTE_MAP: Record<string, readonly string[]> = {
  dashboards: ['project', 'analytics', 'finance', 'crypto'],
  apps: [
    'academy',
    'chat',
    'contacts',
    'contacts/:id',
    'ecommerce',
    'ecommerce/inventory',
    'file-manager',
    'help-center',
    'help-center/faqs',
    'help-center/guides',
    'help-center/support',
    'mailbox',
    'notes',
    'scrumboard',
    'tasks',
    'tasks/:id',
  ],
  'fbiad-pages': [
    'users',
    'profile',
    'organizations-profile',
    'branches-profile',
    'teams-profile',
    'athletes-profile',
    'parents-profile',
    'professionals-profile',
    'companies-profile',
    'events',
    'listings',
    'tournaments',
    'dashboard',
    'settings',
    'communities',
    'badges',
    'notifications',
    'surveys',
    'conversations',
    'subscription',
    'sign-up',
    'news',
    'announcements',
    'advertisements',
    'library',
  ],
  pages: [
    'activities',
    'authentication',
    'coming-soon',
    'error/404',
    'error/500',
    'invoice/printable/compact',
    'invoice/printable/modern',
    'maintenance',
    'pricing/modern',
    'pricing/simple',
    'pricing/single',
    'pricing/table',
    'profile',
    'settings',
  ],
  ui: [
    'material-components',
    'fuse-components',
    'other-components',
    'tailwindcss',
    'advanced-search',
    'animations',
    'cards',
    'colors',
    'confirmation-dialog',
    'datatable',
    'forms',
    'icons',
    'page-layouts',
    'typography',
  ],
  docs: ['changelog', 'guides', 'guides/getting-started/introduction', '404-not-found'],
};

export interface RouteDependencies {
  session: SessionStore;
  /** Apollo Client, loaded on first use (see load-client.ts). */
  loadClient: () => Promise<ApolloClient>;
  /** Refreshes a stored token once, before the first page shows. */
  restoreSession: () => Promise<void>;
}

// Pages load on demand, so the sign-in page's first load carries none of the signed-in area's code.
const comingSoon = {
  Component: async () => (await import('../features/coming-soon/pages/coming-soon-page')).ComingSoonPage,
};

// One page component for the list and a contact, so opening a contact keeps the list (and its scroll)
// in place. A lazy object per route: React Router clears each one's fields once loaded.
const contactsPage = () => ({
  Component: async () => (await import('../features/contacts/pages/contacts-page')).ContactsPage,
});

// One page component for the list and a task, so opening a task keeps the list beside its details.
const tasksPage = () => ({
  Component: async () => (await import('../features/tasks/pages/tasks-page')).TasksPage,
});

/**
 * Signed-in pages that exist, by path; every other path of SIGNED_IN_ROUTE_MAP shows "coming soon".
 * A feature adds its page here (one entry, lazily loaded).
 */
const SIGNED_IN_PAGES: Record<string, RouteObject['lazy']> = {
  '/fbiad-pages/users': {
    Component: async () => (await import('../features/users/pages/users-page')).UsersPage,
  },
  '/apps/contacts': contactsPage(),
  '/apps/contacts/:id': contactsPage(),
  '/apps/tasks': tasksPage(),
  '/apps/tasks/:id': tasksPage(),
  // The error pages inside the current layout (the empty-layout ones are the 404 route and RouteErrorPage).
  '/pages/error/404': {
    Component: async () => (await import('../features/errors/pages/error-sample-pages')).Error404Page,
  },
  '/pages/error/500': {
    Component: async () => (await import('../features/errors/pages/error-sample-pages')).Error500Page,
  },
};

/** Guards re-run on every navigation: a session can end (expiry, another tab) while the app is open. */
const alwaysRevalidate = () => true;

export function createRoutes({ session, loadClient, restoreSession }: RouteDependencies): RouteObject[] {
  const requireSignedIn = ({ request }: LoaderFunctionArgs) => {
    if (!session.isSignedIn()) throw redirect(signInPathFor(new URL(request.url)));
    return null;
  };
  const requireSignedOut = () => {
    if (session.isSignedIn()) throw redirect(PATHS.root);
    return null;
  };

  return [
    {
      id: 'root',
      Component: RootLayout,
      HydrateFallback: SplashScreen,
      ErrorBoundary: RouteErrorPage,
      loader: async () => {
        await restoreSession();
        return null;
      },
      children: [
        { index: true, loader: () => redirect(PATHS.signedInHome), element: null },

        // Signed-out only (spec: an authenticated visitor goes to the root).
        {
          loader: requireSignedOut,
          shouldRevalidate: alwaysRevalidate,
          children: [
            {
              path: PATHS.signIn,
              lazy: {
                Component: async () => (await import('../features/auth/pages/sign-in-page')).SignInPage,
              },
            },
            {
              path: PATHS.signUp,
              lazy: {
                Component: async () => (await import('../features/auth/pages/sign-up-page')).SignUpPage,
              },
            },
            {
              path: PATHS.forgotPassword,
              lazy: {
                Component: async () =>
                  (await import('../features/auth/pages/forgot-password-page')).ForgotPasswordPage,
              },
            },
            {
              path: PATHS.resetPassword,
              lazy: {
                Component: async () =>
                  (await import('../features/auth/pages/reset-password-page')).ResetPasswordPage,
              },
            },
            {
              path: PATHS.confirmationRequired,
              lazy: {
                Component: async () =>
                  (await import('../features/auth/pages/confirmation-required-page'))
                    .ConfirmationRequiredPage,
              },
            },
          ],
        },

        // Signed-in only, without the shell.
        {
          loader: requireSignedIn,
          shouldRevalidate: alwaysRevalidate,
          children: [
            {
              path: PATHS.signOut,
              lazy: {
                Component: async () => (await import('../features/auth/pages/sign-out-page')).SignOutPage,
              },
            },
            {
              path: PATHS.unlockSession,
              lazy: {
                Component: async () =>
                  (await import('../features/auth/pages/unlock-session-page')).UnlockSessionPage,
              },
            },
          ],
        },

        // Public.
        {
          path: PATHS.publicHome,
          lazy: {
            Component: async () =>
              (await import('../features/coming-soon/pages/public-home-page')).PublicHomePage,
          },
        },
        {
          path: PATHS.notFound,
          lazy: {
            Component: async () => (await import('../features/errors/pages/not-found-page')).NotFoundPage,
          },
        },

        // The signed-in area: the user is loaded before the first page shows (spec: initial data).
        {
          loader: async (args: LoaderFunctionArgs) => {
            requireSignedIn(args);
            const client = await loadClient();
            try {
              await client.query({ query: ShellDocument });
            } catch (error) {
              // The token stopped working (revoked, account suspended): back to sign-in, not an error page.
              if (describeApiError(error).code !== 'UNAUTHENTICATED') throw error;
              session.clear();
              throw redirect(signInPathFor(new URL(args.request.url)));
            }
            return null;
          },
          shouldRevalidate: alwaysRevalidate,
          lazy: { Component: async () => (await import('../layout/signed-in-layout')).SignedInLayout },
          children: [
            {
              path: PATHS.signedInHome,
              lazy: {
                Component: async () =>
                  (await import('../features/organization/pages/organization-page')).OrganizationPage,
              },
            },
            ...Object.entries(SIGNED_IN_ROUTE_MAP).flatMap(([folder, pages]) =>
              pages.map((page) => {
                const path = `/${folder}/${page}`;
                return { path, lazy: SIGNED_IN_PAGES[path] ?? comingSoon };
              }),
            ),
          ],
        },

        // Anything else (spec: unknown paths redirect to 404-not-found).
        { path: '*', loader: () => redirect(PATHS.notFound), element: null },
      ],
    },
  ];
}

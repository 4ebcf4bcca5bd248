import type { ApolloClient } from '@apollo/client';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { SplashScreen } from '../components/ui/splash-screen';
import { loadLanguageSync } from '../features/account';
import { comingSoonPage } from '../features/coming-soon';
import { RouteErrorPage } from '../features/errors';
import { RootLayout } from '../layout/root-layout';
import { describeApiError } from '../lib/apollo/errors';
import type { ClientFeature, FeatureRoute, LazyRoute, RouteAccess } from '../lib/feature';
import { PATHS, SIGNED_IN_PATHS } from '../lib/paths';
import { signInPathFor } from '../lib/session/redirect';
import type { SessionStore } from '../lib/session/session-store';
import { ShellDocument } from '../lib/viewer/graphql/shell';
import { loadFullDesignSystem } from './design-system';
import { clientFeatures } from './features';
import type { SignedInAreaData } from './signed-in-area';

export interface RouteDependencies {
  session: SessionStore;
  /** Apollo Client, loaded on first use (see lib/apollo/load-client.ts). */
  loadClient: () => Promise<ApolloClient>;
  /** Refreshes a stored token once, before the first page shows. */
  restoreSession: () => Promise<void>;
}

/** Every feature's routes, each path once. */
export function featureRoutes(features: readonly ClientFeature[]): FeatureRoute[] {
  const routes = features.flatMap((feature) => feature.routes ?? []);
  const seen = new Set<string>();
  for (const { path } of routes) {
    if (seen.has(path)) throw new Error(`Two features route ${path}`);
    seen.add(path);
  }
  return routes;
}

/**
 * A page other than the signed-out ones shows with the design system that has every recipe: its
 * component loads together with that system (design-system.ts). A copy, as routes need (below).
 */
function withFullDesignSystem(lazy: LazyRoute): LazyRoute {
  const { Component } = lazy;
  if (!Component) return { ...lazy };
  return {
    ...lazy,
    Component: async () => (await Promise.all([Component(), loadFullDesignSystem()]))[0],
  };
}

/**
 * Switches the interface to the signed-in person's language (their account's, else their organization's)
 * before the signed-in area first renders. Loaded with the area, like Apollo Client.
 */
async function applySignedInLanguage(client: ApolloClient): Promise<void> {
  const [{ applySignedInLanguage: apply }, { default: i18n }] = await Promise.all([
    loadLanguageSync(),
    import('i18next'),
  ]);
  await apply(client, i18n);
}

/** Guards re-run on every navigation: a session can end (expiry, another tab) while the app is open. */
const alwaysRevalidate = () => true;

export function createRoutes({ session, loadClient, restoreSession }: RouteDependencies): RouteObject[] {
  const routes = featureRoutes(clientFeatures);
  // Pages load on demand, so the sign-in page's first load carries none of the other pages' code. The
  // router empties a lazy object once loaded, so every route gets its own copy.
  // Only the signed-out pages show with the first page's design system.
  const routesFor = (access: RouteAccess): RouteObject[] =>
    routes
      .filter((route) => route.access === access)
      .map(({ path, lazy }) => ({
        path,
        lazy: access === 'signed-out' ? { ...lazy } : withFullDesignSystem(lazy),
      }));

  // The one fallback: a signed-in path of the table that no feature builds yet shows "coming soon".
  const built = new Set<string>(routes.map((route) => route.path));
  const comingSoon: RouteObject[] = SIGNED_IN_PATHS.filter((path) => !built.has(path)).map((path) => ({
    path,
    lazy: withFullDesignSystem(comingSoonPage),
  }));

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
        { loader: requireSignedOut, shouldRevalidate: alwaysRevalidate, children: routesFor('signed-out') },

        // Signed-in only, without the shell.
        { loader: requireSignedIn, shouldRevalidate: alwaysRevalidate, children: routesFor('signed-in') },

        // Public.
        ...routesFor('public'),

        // The signed-in area: the user is loaded before the first page shows (spec: initial data).
        {
          loader: async (args: LoaderFunctionArgs): Promise<SignedInAreaData> => {
            requireSignedIn(args);
            const client = await loadClient();
            try {
              // The first page shows in the person's language (their account's, else their organization's).
              await Promise.all([client.query({ query: ShellDocument }), applySignedInLanguage(client)]);
            } catch (error) {
              // The token stopped working (revoked, account suspended): back to sign-in, not an error page.
              if (describeApiError(error).code !== 'UNAUTHENTICATED') throw error;
              session.clear();
              throw redirect(signInPathFor(new URL(args.request.url)));
            }
            return { client };
          },
          shouldRevalidate: alwaysRevalidate,
          lazy: withFullDesignSystem({
            Component: async () => (await import('./signed-in-area')).SignedInArea,
          }),
          children: [...routesFor('signed-in-area'), ...comingSoon],
        },

        // Anything else (spec: unknown paths redirect to 404-not-found).
        { path: '*', loader: () => redirect(PATHS.notFound), element: null },
      ],
    },
  ];
}

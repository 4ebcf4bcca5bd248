import type { ApolloClient } from '@apollo/client';

// The app builds the one Apollo Client (it alone knows every feature's cache policies) and binds its
// loader here at start-up (app/router.tsx), so features and lib reach the client without importing app/.
let loader: (() => Promise<ApolloClient>) | undefined;
let loading: Promise<ApolloClient> | undefined;

/** Sets how the app's client is built; the first loadApolloClient call builds it. */
export function bindApolloClient(load: () => Promise<ApolloClient>): void {
  loader = load;
  loading = undefined;
}

/**
 * The app's Apollo Client, with Apollo itself loaded on first use. Signed-out pages render without it
 * (a smaller first load for the sign-in page) and fetch it in the background; the signed-in area
 * loads it before it shows.
 */
export function loadApolloClient(): Promise<ApolloClient> {
  if (!loader) return Promise.reject(new Error('No Apollo Client is bound: app/router.tsx binds it'));
  loading ??= loader();
  return loading;
}

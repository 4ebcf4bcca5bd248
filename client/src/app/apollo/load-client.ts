import type { ApolloClient } from '@apollo/client';

let loading: Promise<ApolloClient> | undefined;

/**
 * The app's Apollo Client, with Apollo itself loaded on first use. Signed-out pages render without it
 * (a smaller first load for the sign-in page) and fetch it in the background; the signed-in area
 * loads it before it shows.
 */
export function loadApolloClient(): Promise<ApolloClient> {
  loading ??= import('./client').then((module) => module.apolloClient);
  return loading;
}

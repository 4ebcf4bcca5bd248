import type { ApolloClient } from '@apollo/client';
import { sessionStore } from '../../lib/session/session-store';
import { clientFeatures } from '../features';
import { createApolloClient } from './apollo-client';
import { loadTypePolicies } from './type-policies';

/** The app's one Apollo Client, bound to the app's session, its cache knowing every feature's types. */
export async function createAppApolloClient(): Promise<ApolloClient> {
  return createApolloClient({
    session: sessionStore,
    typePolicies: await loadTypePolicies(clientFeatures),
    onUnauthorized: () => {
      sessionStore.clear();
      window.location.reload();
    },
  });
}

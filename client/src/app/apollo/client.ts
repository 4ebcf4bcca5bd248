import type { ApolloClient } from '@apollo/client';
import i18n from 'i18next';
import { sessionStore } from '../../lib/session/session-store';
import { clientFeatures } from '../features';
import { createApolloClient } from './apollo-client';
import { followLanguage, requestLanguage } from './language';
import { loadTypePolicies } from './type-policies';

/** The app's one Apollo Client, bound to the app's session, its cache knowing every feature's types. */
export async function createAppApolloClient(): Promise<ApolloClient> {
  const client = createApolloClient({
    session: sessionStore,
    typePolicies: await loadTypePolicies(clientFeatures),
    // Every request names the interface language; a switch refetches what is on screen (language.ts).
    language: () => requestLanguage(i18n),
    onUnauthorized: () => {
      sessionStore.clear();
      window.location.reload();
    },
  });
  followLanguage(client, i18n);
  return client;
}

import { sessionStore } from '../auth/session-store';
import { createApolloClient } from './apollo-client';

/** The app's one Apollo Client, bound to the app's session. */
export const apolloClient = createApolloClient({
  session: sessionStore,
  onUnauthorized: () => {
    sessionStore.clear();
    window.location.reload();
  },
});

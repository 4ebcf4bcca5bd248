import type { ApolloClient } from '@apollo/client';
import { describeApiError } from '../../lib/apollo/errors';
import { RefreshSessionDocument } from './graphql/refresh-session';
import type { SessionStore } from '../../lib/session/session-store';

/**
 * Answers a function that, the first time it is called, exchanges a stored token for a fresh one
 * (so an active user's 7-day token keeps renewing) and then always answers the same promise.
 * A token the server rejects ends the session; other failures (server unreachable) keep it.
 */
export function createSessionRestorer(
  loadClient: () => Promise<ApolloClient>,
  session: SessionStore,
): () => Promise<void> {
  let restoring: Promise<void> | undefined;
  return () => (restoring ??= refresh(loadClient, session));
}

async function refresh(loadClient: () => Promise<ApolloClient>, session: SessionStore): Promise<void> {
  const token = session.getToken();
  // Signed out: nothing to refresh, and no need to load Apollo yet.
  if (!token) return;
  try {
    const client = await loadClient();
    const { data } = await client.mutate({
      mutation: RefreshSessionDocument,
      variables: { accessToken: token },
    });
    if (data) session.replace(data.signInWithToken.accessToken);
  } catch (error) {
    if (describeApiError(error).code === 'UNAUTHENTICATED') session.clear();
    // Spec 000 §8: a start-up failure is only logged.
    else console.error('Could not refresh the session', error);
  }
}

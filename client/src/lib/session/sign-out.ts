import type { ApolloClient } from '@apollo/client';
import type { SessionStore } from './session-store';

/** Ends the session at once, then forgets everything loaded for the user. */
export async function signOut(session: SessionStore, loadClient: () => Promise<ApolloClient>): Promise<void> {
  session.clear();
  const client = await loadClient();
  await client.clearStore();
}

import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';
import type { SessionStore } from '../../lib/session/session-store';

/** Subscriptions over graphql-ws on /graphql; the token travels in connection_init's payload. */
export function createWsLink(url: string, session: SessionStore): GraphQLWsLink {
  const client = createClient({
    url,
    // Connects when a subscription starts and closes when the last one ends.
    lazy: true,
    connectionParams: () => {
      const token = session.getToken();
      return token ? { authorization: `Bearer ${token}` } : {};
    },
  });
  // A new or ended session must not keep a socket authenticated as someone else: reconnect.
  session.subscribe(() => client.terminate());
  return new GraphQLWsLink(client);
}

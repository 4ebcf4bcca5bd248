import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';
import type { SessionStore } from '../../lib/session/session-store';

/**
 * Subscriptions over graphql-ws on /graphql; the token and the interface language travel in
 * connection_init's payload. The language is read at each (re)connection: what subscriptions bring
 * (new chat messages) is text people wrote, the same in every language, so a switch does not reconnect.
 */
export function createWsLink(url: string, session: SessionStore, language?: () => string): GraphQLWsLink {
  const client = createClient({
    url,
    // Connects when a subscription starts and closes when the last one ends.
    lazy: true,
    connectionParams: () => {
      const token = session.getToken();
      const lang = language?.();
      return {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(lang ? { language: lang } : {}),
      };
    },
  });
  // A new or ended session must not keep a socket authenticated as someone else: reconnect.
  session.subscribe(() => client.terminate());
  return new GraphQLWsLink(client);
}

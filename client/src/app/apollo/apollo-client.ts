import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type TypePolicies } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { OperationTypeNode } from 'graphql';
import { from, mergeMap } from 'rxjs';
import type { SessionStore } from '../../lib/session/session-store';
import { networkActivityLink } from '../../lib/apollo/network-activity-link';
import { isUnauthorizedResponse } from '../../lib/apollo/errors';

export interface ApolloClientOptions {
  session: SessionStore;
  /** Called when the server answers HTTP 401 to a request that carried a token (spec 000 §8). */
  onUnauthorized: () => void;
  /** How the cache stores each type and paged field (type-policies.ts). */
  typePolicies?: TypePolicies;
  /**
   * The interface language, sent with every request (Accept-Language over HTTP, `language` in the
   * WebSocket's connection parameters): the server answers seeded text in it.
   */
  language?: () => string;
  httpUrl?: string;
  wsUrl?: string;
}

const bearer = (token: string) => `Bearer ${token}`;

/** The same-origin graphql-ws endpoint: ws://host/graphql, or wss:// behind HTTPS. */
export function defaultWsUrl(location: Location = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`;
}

/**
 * Queries and mutations go over HTTP through the error and auth links; subscriptions go over graphql-ws
 * on the same path with the token in connection_init's payload.
 */
export function createApolloClient(options: ApolloClientOptions): ApolloClient {
  const { session, onUnauthorized } = options;

  // Spec 000 §7: the bearer header goes along only while the token exists and has not expired.
  const authLink = new SetContextLink((context) => {
    const token = session.getToken();
    return token ? { headers: { ...context.headers, authorization: bearer(token) } } : {};
  });

  // The server picks the text of translated rows by this header (server/src/shared/localized-text.ts).
  const languageLink = new SetContextLink((context) => {
    const language = options.language?.();
    return language ? { headers: { ...context.headers, 'accept-language': language } } : {};
  });

  // Spec 000 §8: a 401 signs the user out and reloads; the error still reaches the caller. Only a request
  // that carried a token can be rejected that way, which also rules out a reload loop.
  const errorLink = new ErrorLink(({ error, operation }) => {
    const context = operation.getContext();
    const sentToken = typeof context.headers?.authorization === 'string';
    if (sentToken && isUnauthorizedResponse(error, context.response)) onUnauthorized();
  });

  const httpLink = new HttpLink({ uri: options.httpUrl ?? '/graphql' });

  // graphql-ws loads with the first subscription: the sign-in page never needs it.
  let wsLink: Promise<ApolloLink> | undefined;
  const subscriptionLink = new ApolloLink((operation, forward) => {
    wsLink ??= import('./ws-link').then(({ createWsLink }) =>
      createWsLink(options.wsUrl ?? defaultWsUrl(), session, options.language),
    );
    return from(wsLink).pipe(mergeMap((link) => link.request(operation, forward)));
  });

  const link = ApolloLink.split(
    (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
    subscriptionLink,
    ApolloLink.from([networkActivityLink, errorLink, authLink, languageLink, httpLink]),
  );

  const cache = new InMemoryCache({ typePolicies: options.typePolicies ?? {} });
  return new ApolloClient({ link, cache });
}

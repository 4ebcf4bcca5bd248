import { ApolloClient, ApolloLink, InMemoryCache, gql } from '@apollo/client';
import i18next from 'i18next';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionStore } from '../../lib/session/session-store';
import { createApolloClient } from './apollo-client';
import { followLanguage, refetchForLanguage } from './language';

const TASKS = gql`
  query Tasks {
    tasks {
      id
      title
    }
  }
`;
const MESSAGES = gql`
  query Messages {
    messages {
      id
      title
    }
  }
`;
const MENU = gql`
  query Menu($language: String) {
    menu(language: $language)
  }
`;

/** A client whose server answers every query in `language()`, counting the calls per operation. */
function setup(language: () => string) {
  const calls: string[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        calls.push(operation.operationName ?? '');
        const title = language() === 'tr' ? 'Antrenman' : 'Training';
        const data =
          operation.operationName === 'Menu'
            ? { menu: language() }
            : {
                [operation.operationName === 'Tasks' ? 'tasks' : 'messages']: [
                  { __typename: 'Row', id: '1', title },
                ],
              };
        observer.next({ data });
        observer.complete();
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  return { client, calls };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('refetchForLanguage', () => {
  it('asks again for what is on screen and drops what is cached for screens not shown', async () => {
    let language = 'en';
    const { client, calls } = setup(() => language);
    const shown = client.watchQuery({ query: TASKS });
    const seen: unknown[] = [];
    const subscription = shown.subscribe((result) => seen.push(result.data));
    // Read once, then left: cached, no longer watched.
    await client.query({ query: MESSAGES });
    await settle();
    expect(client.readQuery({ query: MESSAGES })).not.toBeNull();

    language = 'tr';
    refetchForLanguage(client);
    await settle();
    expect(calls.filter((name) => name === 'Tasks')).toHaveLength(2);
    expect(seen.at(-1)).toEqual({ tasks: [{ __typename: 'Row', id: '1', title: 'Antrenman' }] });
    // The messages screen asks the server again when it shows, in Turkish.
    expect(client.readQuery({ query: MESSAGES })).toBeNull();
    subscription.unsubscribe();
  });

  it('leaves a query that names its language to its own variables', async () => {
    const { client, calls } = setup(() => 'en');
    const subscription = client
      .watchQuery({ query: MENU, variables: { language: 'en' }, fetchPolicy: 'no-cache' })
      .subscribe(() => undefined);
    await settle();
    refetchForLanguage(client);
    await settle();
    expect(calls).toEqual(['Menu']);
    subscription.unsubscribe();
  });
});

describe('followLanguage', () => {
  it('refetches on a switch only, not when the page starts in its language', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'en', resources: { en: {}, tr: {} } });
    const { client, calls } = setup(() => i18n.language);
    const subscription = client.watchQuery({ query: TASKS }).subscribe(() => undefined);
    await settle();
    followLanguage(client, i18n);
    i18n.emit('languageChanged', 'en');
    await settle();
    expect(calls).toEqual(['Tasks']);
    await i18n.changeLanguage('tr');
    await settle();
    expect(calls).toEqual(['Tasks', 'Tasks']);
    subscription.unsubscribe();
  });
});

describe('the request language', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('goes with every HTTP request as Accept-Language', async () => {
    const fetch = vi.fn(
      async (_url: RequestInfo | URL, _init?: RequestInit) =>
        new Response(JSON.stringify({ data: { tasks: [] } }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const session = { getToken: () => null, subscribe: () => () => undefined } as unknown as SessionStore;
    const client = createApolloClient({
      session,
      onUnauthorized: () => undefined,
      httpUrl: 'http://arena.test/graphql',
      language: () => 'tr',
    });
    await client.query({ query: TASKS });
    const init = fetch.mock.calls[0]?.[1] as RequestInit | undefined;
    expect(new Headers(init?.headers).get('accept-language')).toBe('tr');
  });
});

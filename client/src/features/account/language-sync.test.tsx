import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, render, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../generated/graphql';
import { createTestI18n } from '../../test/render';
import { wasApplied } from '../../lib/i18n/language-choice';
import { LANGUAGE_STORAGE_KEY } from '../../lib/i18n/languages';
import { AccountLanguageDocument } from './graphql/account';
import { AccountLanguageSync } from './language-sync';

const ACCOUNT_ID = '00000000-0000-4000-8000-000000000042';

/** The sync over a server whose account has `saved` as its language; answers the calls it received. */
function setup(
  saved: Language | null,
  uiLanguage: Language = 'en',
  organizationLocale: string | null = null,
) {
  const calls: { operationName: string; variables: Record<string, unknown> }[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        calls.push({ operationName: operation.operationName ?? '', variables: operation.variables });
        const language = (operation.variables.language as Language | undefined) ?? saved;
        const account = { __typename: 'Account', id: ACCOUNT_ID, language };
        const organization =
          organizationLocale === null
            ? null
            : { __typename: 'Organization', id: 'org-1', locale: organizationLocale };
        observer.next({
          data:
            operation.operationName === 'SetMyLanguage'
              ? { setMyLanguage: account }
              : { myAccount: account, me: { __typename: 'User', id: ACCOUNT_ID, organization } },
        });
        observer.complete();
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const i18n = createTestI18n(uiLanguage);
  render(
    <ApolloProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <AccountLanguageSync />
      </I18nextProvider>
    </ApolloProvider>,
  );
  const loaded = () => client.readQuery({ query: AccountLanguageDocument }) !== null;
  return { calls, client, i18n, loaded };
}

describe('AccountLanguageSync', () => {
  it('applies the language saved on the account when the signed-in area opens', async () => {
    const { i18n } = setup('tr', 'en');
    await waitFor(() => expect(i18n.resolvedLanguage).toBe('tr'));
  });

  it('applies the organization’s default language while the account has none, and saves nothing', async () => {
    const { calls, i18n, loaded } = setup(null, 'en', 'tr');
    await waitFor(() => expect(loaded()).toBe(true));
    await waitFor(() => expect(i18n.resolvedLanguage).toBe('tr'));
    expect(calls.map((call) => call.operationName)).toEqual(['AccountLanguage']);
  });

  it('prefers the account’s language to the organization’s default', async () => {
    const { i18n, loaded } = setup('en', 'tr', 'tr');
    await waitFor(() => expect(loaded()).toBe(true));
    await waitFor(() => expect(i18n.resolvedLanguage).toBe('en'));
  });

  it('leaves the language alone with neither (a super admin of no organization)', async () => {
    const { calls, i18n, loaded } = setup(null, 'tr');
    await waitFor(() => expect(loaded()).toBe(true));
    expect(i18n.resolvedLanguage).toBe('tr');
    expect(calls.map((call) => call.operationName)).toEqual(['AccountLanguage']);
  });

  it('prefers the language chosen in this browser to the organization’s default', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    const { i18n, loaded } = setup(null, 'en', 'tr');
    await waitFor(() => expect(loaded()).toBe(true));
    expect(i18n.resolvedLanguage).toBe('en');
  });

  it('keeps a top-bar choice to this browser while the account has none: nothing is saved on it', async () => {
    const { calls, i18n, loaded } = setup(null, 'en', 'tr');
    await waitFor(() => expect(loaded()).toBe(true));
    await waitFor(() => expect(i18n.resolvedLanguage).toBe('tr'));
    // What app/i18n/i18n.ts does with a change: a picked language is remembered, an applied one is not.
    i18n.on('languageChanged', (language) => {
      if (!wasApplied(language)) localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    });
    await act(() => i18n.changeLanguage('en'));
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    await waitFor(() => expect(i18n.resolvedLanguage).toBe('en'));
    expect(calls.map((call) => call.operationName)).toEqual(['AccountLanguage']);
  });

  it('saves a language chosen elsewhere (the top bar) once the account has one', async () => {
    const { calls, client, i18n } = setup('en', 'en');
    await waitFor(() => expect(client.readQuery({ query: AccountLanguageDocument })).not.toBeNull());
    await act(() => i18n.changeLanguage('tr'));
    await waitFor(() =>
      expect(calls.filter((call) => call.operationName === 'SetMyLanguage')).toEqual([
        { operationName: 'SetMyLanguage', variables: { language: 'tr' } },
      ]),
    );
    expect(client.readQuery({ query: AccountLanguageDocument })?.myAccount.language).toBe('tr');
    // Applying the saved language back does not write it again.
    expect(i18n.resolvedLanguage).toBe('tr');
    expect(calls.filter((call) => call.operationName === 'SetMyLanguage')).toHaveLength(1);
  });
});

import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../lib/i18n/languages';
import { AccountLanguageDocument } from './graphql/account';
import { useSetMyLanguage } from './hooks/use-account-mutations';

/**
 * Keeps the interface language and the one saved on the account in agreement, for the signed-in area:
 * - a saved language is applied when the area opens (any browser the person signs in on) and whenever
 *   it changes (the settings page);
 * - once a language is saved, choosing one in the top bar's menu saves it too.
 * Until the person saves one on the settings page, the top bar's choice stays this browser's own.
 */
export function AccountLanguageSync() {
  const { i18n } = useTranslation();
  const client = useApolloClient();
  const { data } = useQuery(AccountLanguageDocument);
  const [setLanguage] = useSetMyLanguage();
  const saved = data?.myAccount.language ?? null;

  useEffect(() => {
    if (saved !== null && saved !== i18n.resolvedLanguage) void i18n.changeLanguage(saved);
  }, [saved, i18n]);

  useEffect(() => {
    const onChange = (language: string) => {
      // Read at the moment of the change, optimistic answers included: the settings page writes the
      // account's language before it switches the interface, and that must not be written twice.
      const account = client.readQuery({ query: AccountLanguageDocument, optimistic: true })?.myAccount;
      if (!account || account.language === null || !isLanguage(language) || language === account.language)
        return;
      void setLanguage(account.id, language);
    };
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [client, i18n, setLanguage]);

  return null;
}

import type { ApolloClient } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import type { i18n as I18n } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '../../lib/i18n/choose-language';
import { isLanguage, type Language } from '../../lib/i18n/languages';
import type { AccountLanguageQuery } from '../../generated/graphql';
import { AccountLanguageDocument } from './graphql/account';
import { useSetMyLanguage } from './hooks/use-account-mutations';

/**
 * The language a signed-in person's interface shows in: the one saved on their account, else their
 * organization's default; null when neither names one (a super admin belongs to no organization).
 */
export function signedInLanguage(data: AccountLanguageQuery | undefined | null): Language | null {
  const account = data?.myAccount.language ?? null;
  const organization = data?.me.organization?.locale ?? null;
  if (!isLanguage(account) && !isLanguage(organization)) return null;
  return chooseLanguage({ account, organization });
}

/**
 * Before the signed-in area first renders (its route loader): loads the account's language and its
 * organization's and switches the interface to it, so the first page shows in it. A failure leaves the
 * language as it is; AccountLanguageSync tries again.
 */
export async function applySignedInLanguage(client: ApolloClient, i18n: I18n): Promise<void> {
  try {
    const { data } = await client.query({ query: AccountLanguageDocument });
    const language = signedInLanguage(data);
    if (language !== null && language !== i18n.resolvedLanguage) await i18n.changeLanguage(language);
  } catch {
    // The area shows in the language it has; the sync below applies the account's once it loads.
  }
}

/**
 * Keeps the interface language and the account in agreement, for the signed-in area:
 * - the account's language, else the organization's default, is applied when the area opens (any
 *   browser the person signs in on) and whenever it changes (the settings page);
 * - choosing a language in the top bar's menu saves it on the account, so it is the person's language
 *   from then on.
 */
export function AccountLanguageSync() {
  const { i18n } = useTranslation();
  const client = useApolloClient();
  const { data } = useQuery(AccountLanguageDocument);
  const [setLanguage] = useSetMyLanguage();
  const wanted = signedInLanguage(data);

  useEffect(() => {
    if (wanted !== null && wanted !== i18n.resolvedLanguage) void i18n.changeLanguage(wanted);
  }, [wanted, i18n]);

  useEffect(() => {
    const onChange = (language: string) => {
      // Read at the moment of the change, optimistic answers included: the settings page writes the
      // account's language before it switches the interface, and that must not be written twice.
      const read = client.readQuery({ query: AccountLanguageDocument, optimistic: true });
      const account = read?.myAccount;
      if (!account || !isLanguage(language) || language === account.language) return;
      // The organization's default applied while the account has none is not the person's choice.
      if (account.language === null && language === signedInLanguage(read)) return;
      void setLanguage(account.id, language);
    };
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [client, i18n, setLanguage]);

  return null;
}

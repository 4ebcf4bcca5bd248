import type { ApolloClient } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import type { i18n as I18n } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '../../lib/i18n/choose-language';
import { applyLanguage, storedLanguageChoice } from '../../lib/i18n/language-choice';
import { isLanguage, type Language } from '../../lib/i18n/languages';
import type { AccountLanguageQuery } from '../../generated/graphql';
import { AccountLanguageDocument } from './graphql/account';
import { useSetMyLanguage } from './hooks/use-account-mutations';

/**
 * The language a signed-in person's interface shows in (lib/i18n/choose-language.ts): the one saved on
 * their account, else the one they chose in this browser, else their organization's default; null when
 * none names one (a super admin of no organization who never chose), which leaves the language alone.
 */
export function signedInLanguage(
  data: AccountLanguageQuery | undefined | null,
  stored: string | null = storedLanguageChoice(),
): Language | null {
  const account = data?.myAccount.language ?? null;
  const organization = data?.me.organization?.locale ?? null;
  if (![account, stored, organization].some(isLanguage)) return null;
  return chooseLanguage({ account, stored, organization });
}

/**
 * Before the signed-in area first renders (its route loader): loads the account's language and its
 * organization's and switches the interface to the person's, so the first page shows in it. A failure
 * leaves the language as it is; AccountLanguageSync tries again.
 */
export async function applySignedInLanguage(client: ApolloClient, i18n: I18n): Promise<void> {
  try {
    const { data } = await client.query({ query: AccountLanguageDocument });
    const language = signedInLanguage(data);
    if (language !== null) await applyLanguage(i18n, language);
  } catch {
    // The area shows in the language it has; the sync below applies the person's once it loads.
  }
}

/**
 * Keeps the interface language and the account in agreement, for the signed-in area:
 * - the person's language (signedInLanguage) is applied when the area opens, on any browser they sign
 *   in on, and whenever the account's changes (the settings page);
 * - once a language is saved on the account, choosing one in the top bar's menu saves it too; until
 *   then the top bar's choice is this browser's own, and it outranks the organization's default here.
 */
export function AccountLanguageSync() {
  const { i18n } = useTranslation();
  const client = useApolloClient();
  const { data } = useQuery(AccountLanguageDocument);
  const [setLanguage] = useSetMyLanguage();
  const wanted = signedInLanguage(data);

  useEffect(() => {
    if (wanted !== null) void applyLanguage(i18n, wanted);
  }, [wanted, i18n]);

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

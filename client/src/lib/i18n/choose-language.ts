import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from './languages';

/** What the interface language is chosen from; every field may be missing or hold anything. */
export interface LanguageSources {
  /** The language saved on the signed-in person's account (null until they save one). */
  account?: string | null;
  /** The language chosen earlier in this browser (local storage: the top bar's menu, the sign-in page). */
  stored?: string | null;
  /** The default language of the signed-in person's organization. */
  organization?: string | null;
  /** The browser's languages, most preferred first (`navigator.languages`: "tr-TR", "en-US", …). */
  browser?: readonly string[] | null;
}

/** The interface language of a browser language tag ("tr-TR" → tr, "EN" → en), or undefined. */
export function languageOfTag(tag: string | null | undefined): Language | undefined {
  if (typeof tag !== 'string') return undefined;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((language) => language === primary);
}

/**
 * The interface language, from the person's own choices to the defaults: the language saved on their
 * account (any browser they sign in on), else the one they chose in this browser, else their
 * organization's default, else the first of the browser's languages the interface has, else English.
 * Before sign-in there is no account and no organization: this browser's choice, else its languages.
 */
export function chooseLanguage({ account, stored, organization, browser }: LanguageSources): Language {
  if (isLanguage(account)) return account;
  if (isLanguage(stored)) return stored;
  if (isLanguage(organization)) return organization;
  for (const tag of browser ?? []) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

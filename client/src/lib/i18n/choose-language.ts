import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from './languages';

/** What the interface language is chosen from; every field may be missing or hold anything. */
export interface LanguageSources {
  /** The language saved on the signed-in person's account (null until they choose one). */
  account?: string | null;
  /** The default language of the signed-in person's organization. */
  organization?: string | null;
  /** The language chosen earlier in this browser (local storage). */
  stored?: string | null;
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
 * The interface language. Signed in: the person's saved language, else their organization's default.
 * Otherwise (and when neither names a known language): the choice saved in this browser, else the first
 * of the browser's languages the interface has, else English.
 */
export function chooseLanguage({ account, organization, stored, browser }: LanguageSources): Language {
  if (isLanguage(account)) return account;
  if (isLanguage(organization)) return organization;
  if (isLanguage(stored)) return stored;
  for (const tag of browser ?? []) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

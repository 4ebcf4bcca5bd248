import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from './languages';

/** What the first page's language is chosen from; every field may be missing or hold anything. */
export interface LanguageSources {
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
 * The language of the first page, before anyone has signed in: the choice saved in this browser, else
 * the first of the browser's languages the interface has, else English. Once signed in, the language
 * saved on the account applies (AccountLanguageSync).
 */
export function chooseLanguage({ stored, browser }: LanguageSources): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browser ?? []) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

import type { i18n as I18n } from 'i18next';
import { LANGUAGE_STORAGE_KEY, type Language } from './languages';

// A language the person picks (the top bar's menu, the sign-in page) is remembered in this browser; a
// language the interface switches to on its own (the account's, the organization's default) is not, so
// it never passes for the person's choice here.

/** The language chosen earlier in this browser, or null. */
export function storedLanguageChoice(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

let applying: string | null = null;

/** Switches the interface to a language nobody picked just now (the account's, the organization's). */
export async function applyLanguage(i18n: I18n, language: Language): Promise<void> {
  if (language === i18n.resolvedLanguage) return;
  applying = language;
  await i18n.changeLanguage(language);
}

/** Whether the change to `language` that just happened was `applyLanguage`'s (answered once per change). */
export function wasApplied(language: string): boolean {
  if (applying !== language) return false;
  applying = null;
  return true;
}

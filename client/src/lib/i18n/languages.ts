// The interface languages (spec 000 §1, §9): English is the default and the fallback.
export const LANGUAGES = ['en', 'tr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The country flag each language shows in the language menu (spec 000 §2: en shows us, tr shows tr). */
export const LANGUAGE_FLAGS: Record<Language, string> = { en: 'us', tr: 'tr' };

export const LANGUAGE_STORAGE_KEY = 'arena.language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The interface language of a language tag ('tr-TR', 'en-US', 'de'): Turkish for Turkish, else English. */
export function languageOf(tag: string | null | undefined): Language {
  return tag?.toLowerCase().startsWith('tr') ? 'tr' : 'en';
}

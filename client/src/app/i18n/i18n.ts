import i18n from 'i18next';
import HttpBackend, { type HttpBackendOptions } from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  type Language,
} from '../../lib/i18n/languages';

/** The language chosen earlier in this browser, else the default (spec: default en). */
export function storedLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

function rememberLanguage(language: string) {
  document.documentElement.lang = language;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Blocked storage: the choice lasts for this page only.
  }
}

/** Starts i18next: translations come from `/i18n/{lang}.json`, merged at build time from every locales folder. */
export function initI18n() {
  const language = storedLanguage();
  document.documentElement.lang = language;
  i18n.on('languageChanged', rememberLanguage);
  void i18n
    .use(HttpBackend)
    .use(initReactI18next)
    .init<HttpBackendOptions>({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: LANGUAGES,
      load: 'currentOnly',
      backend: { loadPath: '/i18n/{{lng}}.json' },
      // React escapes what it renders.
      interpolation: { escapeValue: false },
    });
  return i18n;
}

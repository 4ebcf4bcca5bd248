import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { chooseLanguage } from '../../lib/i18n/choose-language';
import { storedLanguageChoice, wasApplied } from '../../lib/i18n/language-choice';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES, type Language } from '../../lib/i18n/languages';

/**
 * The language the first page shows in: the one chosen earlier in this browser, else the browser's own
 * (Turkish or English), else English. The signed-in area then applies the person's (AccountLanguageSync).
 */
export function startLanguage(): Language {
  return chooseLanguage({
    stored: storedLanguageChoice(),
    browser: navigator.languages ?? [navigator.language],
  });
}

function rememberLanguage(language: string) {
  document.documentElement.lang = language;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Blocked storage: the choice lasts for this page only.
  }
}

/**
 * Reads `/i18n/{lang}.json`. A failed answer from the server (5xx) or the network is worth another try
 * (i18next retries a few times), a 4xx or a body that is not JSON is not. A dozen lines instead of
 * i18next-http-backend, whose options (paths, payloads, XHR) the app does not use, in the first load.
 */
export const translationsBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    const url = `/i18n/${language}.json`;
    void fetch(url).then(
      async (response) => {
        if (!response.ok) {
          callback(`failed loading ${url}; status code: ${response.status}`, response.status >= 500);
          return;
        }
        let translations: unknown;
        try {
          translations = await response.json();
        } catch {
          callback(`failed parsing ${url} to json`, false);
          return;
        }
        callback(null, translations as Record<string, unknown>);
      },
      () => callback(`failed loading ${url}`, true),
    );
  },
};

/** Starts i18next: translations come from `/i18n/{lang}.json`, merged at build time from every locales folder. */
export function initI18n() {
  const language = startLanguage();
  document.documentElement.lang = language;
  // Only a choice is remembered: the language the first page starts in is not (a browser whose language
  // was never chosen keeps following its own), nor one the signed-in area applies (the account's, the
  // organization's). Anything else is the person's pick: the top bar's menu, the sign-in page's.
  let starting = true;
  i18n.on('languageChanged', (changed) => {
    const started = starting;
    starting = false;
    if (wasApplied(changed) || (started && changed === language)) {
      document.documentElement.lang = changed;
      return;
    }
    rememberLanguage(changed);
  });
  void i18n
    .use(translationsBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: LANGUAGES,
      load: 'currentOnly',
      // React escapes what it renders.
      interpolation: { escapeValue: false },
    });
  return i18n;
}

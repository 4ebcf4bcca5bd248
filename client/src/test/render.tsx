import { ChakraProvider } from '@chakra-ui/react';
import { render, type RenderOptions } from '@testing-library/react';
import { createInstance, type i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '../lib/i18n/languages';
import { system } from '../theme/system';
import { translations } from './translations';

/** An i18next instance with the real translations, loaded synchronously (no HTTP backend). */
export function createTestI18n(language: Language = DEFAULT_LANGUAGE): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: Object.fromEntries(
      Object.entries(translations).map(([lng, tree]) => [lng, { translation: tree }]),
    ),
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

/** Renders with the design system and the translations in `language`. */
export function renderWithProviders(
  ui: ReactElement,
  { language, ...options }: RenderOptions & { language?: Language } = {},
) {
  const i18n = createTestI18n(language);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <ChakraProvider value={system}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </ChakraProvider>
  );
  return { i18n, ...render(ui, { wrapper: Wrapper, ...options }) };
}

import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { render, type RenderOptions } from '@testing-library/react';
import { createInstance, type i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '../lib/i18n/languages';
import { system } from '../theme/system';
import { translations } from './translations';

/**
 * Where Emotion puts the tests' styles: an element outside the document. Chakra's components still
 * build every style (a recipe that fails still fails the test), but jsdom, which neither lays out nor
 * paints, no longer parses them: with Chakra's global styles and one style element per rule in the
 * document, every `getComputedStyle` (each `getByRole`, each accessible name) matched each element
 * against thousands of rules, and that made the component tests slow enough to time out. Visibility
 * still counts where it is not a style sheet's: `hidden`, `aria-hidden` and inline styles.
 */
export const testStyleCache = createCache({ key: 'css', container: document.createElement('div') });

/** Chakra's provider as the tests render it: `value`'s design system, styles kept out of the document. */
export function TestChakraProvider({
  value = system,
  children,
}: {
  value?: SystemContext;
  children: ReactNode;
}) {
  return (
    <CacheProvider value={testStyleCache}>
      <ChakraProvider value={value}>{children}</ChakraProvider>
    </CacheProvider>
  );
}

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
    <TestChakraProvider>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </TestChakraProvider>
  );
  return { i18n, ...render(ui, { wrapper: Wrapper, ...options }) };
}

import { mergeLocales } from '../lib/i18n/merge-locales';

/** Every locales/{lang}.json of the client, as the build merges them into i18n/{lang}.json. */
export const localeFiles: Record<string, unknown> = import.meta.glob('../**/locales/*.json', {
  eager: true,
  import: 'default',
});

export const translations = mergeLocales(localeFiles);

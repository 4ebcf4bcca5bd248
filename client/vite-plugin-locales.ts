import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { LANGUAGES } from './src/lib/i18n/languages.ts';
import {
  localeFileInfo,
  mergeLocales,
  missingKeys,
  type Translations,
} from './src/lib/i18n/merge-locales.ts';

const REQUEST = /^\/i18n\/([a-z]{2})\.json(?:\?.*)?$/;

// Collects every `src/**/locales/{lang}.json` into one `i18n/{lang}.json`: served by middleware in dev,
// emitted as an asset in the build. The build fails when a language lacks a key English has.
export function localesPlugin(srcDir: string): Plugin {
  const localeFiles = () =>
    readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => !file.includes('generated') && localeFileInfo(file) !== null)
      .map((file) => path.join(srcDir, file));

  const collect = (): Record<string, Translations> =>
    mergeLocales(
      Object.fromEntries(
        localeFiles().map((file) => [file, JSON.parse(readFileSync(file, 'utf8')) as unknown]),
      ),
    );

  return {
    name: 'arena-locales',
    configureServer(server) {
      server.watcher.on('change', (file) => {
        if (localeFileInfo(file)) server.ws.send({ type: 'full-reload' });
      });
      server.middlewares.use((request, response, next) => {
        const language = REQUEST.exec(request.url ?? '')?.[1];
        if (!language) return next();
        try {
          const translations = collect()[language];
          if (!translations) {
            response.statusCode = 404;
            return response.end();
          }
          response.setHeader('content-type', 'application/json; charset=utf-8');
          response.setHeader('cache-control', 'no-cache');
          response.end(JSON.stringify(translations));
        } catch (error) {
          next(error);
        }
      });
    },
    buildStart() {
      for (const file of localeFiles()) this.addWatchFile(file);
    },
    generateBundle() {
      const merged = collect();
      const reference = merged.en ?? {};
      for (const language of LANGUAGES) {
        const translations = merged[language];
        if (!translations) this.error(`No translations for "${language}"`);
        const missing = missingKeys(reference, translations).concat(
          missingKeys(translations, reference).map((key) => `${key} (not in en)`),
        );
        if (missing.length > 0) this.error(`"${language}" lacks: ${missing.join(', ')}`);
        this.emitFile({
          type: 'asset',
          fileName: `i18n/${language}.json`,
          source: JSON.stringify(translations),
        });
      }
    },
  };
}

// Every feature keeps its strings in `<folder>/locales/{en,tr}.json`. The build merges them into one
// `i18n/{lang}.json` per language, each folder's strings under the folder's name (features/auth → "auth").
// Pure functions: used by the Vite plugin (Node) and by the client's tests (jsdom).

export type Translations = { [key: string]: string | Translations };

export interface LocaleFile {
  namespace: string;
  language: string;
}

const LOCALE_FILE = /(?:^|[\\/])([^\\/]+)[\\/]locales[\\/]([a-z]{2})\.json$/;

/** Where a locale file's strings go: `…/features/auth/locales/tr.json` → auth, tr. */
export function localeFileInfo(filePath: string): LocaleFile | null {
  const match = LOCALE_FILE.exec(filePath);
  if (!match?.[1] || !match[2]) return null;
  return { namespace: match[1], language: match[2] };
}

/** Merges parsed locale files (path → JSON) into one translation tree per language. */
export function mergeLocales(files: Record<string, unknown>): Record<string, Translations> {
  const merged: Record<string, Translations> = {};
  for (const [filePath, content] of Object.entries(files)) {
    const info = localeFileInfo(filePath);
    if (!info) throw new Error(`${filePath} is not a locale file (expected …/<folder>/locales/<lang>.json)`);
    if (!isTranslations(content)) throw new Error(`${filePath} must hold an object of strings`);
    const language = (merged[info.language] ??= {});
    if (info.namespace in language) {
      throw new Error(
        `Two locale folders are named "${info.namespace}" (${filePath}); folder names must be unique`,
      );
    }
    language[info.namespace] = content;
  }
  return merged;
}

/** Dotted keys of every string in a translation tree. */
export function translationKeys(tree: Translations, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : translationKeys(value, `${prefix}${key}.`),
  );
}

/** Keys that `reference` has and `other` lacks. */
export function missingKeys(reference: Translations, other: Translations): string[] {
  const present = new Set(translationKeys(other));
  return translationKeys(reference).filter((key) => !present.has(key));
}

function isTranslations(value: unknown): value is Translations {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((entry) => typeof entry === 'string' || isTranslations(entry));
}

import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

// The client's locale files as the specs read them, and the check for English words in Turkish text.

export type Language = 'en' | 'tr';

/** A nested locale file as JSON (client/src/<area>/locales/<language>.json). */
export type LocaleTree = { [key: string]: string | LocaleTree };

const clientSource = fileURLToPath(new URL('../../../client/src/', import.meta.url));

/** The locale file of a client area such as `layout` or `components/ui`. */
export function clientLocale(area: string, language: Language): LocaleTree {
  return JSON.parse(readFileSync(`${clientSource}${area}/locales/${language}.json`, 'utf8')) as LocaleTree;
}

/** One text of a locale file by its dotted key (`navigation.open`). */
export function localeText(tree: LocaleTree, key: string): string {
  const value = key
    .split('.')
    .reduce<string | LocaleTree | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      tree,
    );
  if (typeof value !== 'string') throw new Error(`No text at ${key}`);
  return value;
}

// ---- English words in Turkish --------------------------------------------------------------------

/**
 * Words that may stand in Turkish text although English has them too, each with its reason. Everything
 * else that is a word of an English interface string and of no Turkish one counts as English.
 */
const ALLOWED_WORDS: Record<string, string> = {
  arena: 'the product name',
  can: 'a Turkish given name (Can Öztürk, the company persona)',
};

/** Every string of every locale file of the client in a language. */
function localeStrings(language: Language): string[] {
  const files = readdirSync(clientSource, { recursive: true, encoding: 'utf8' }).filter((file) =>
    new RegExp(`(^|[\\\\/])locales[\\\\/]${language}\\.json$`).test(file),
  );
  const strings: string[] = [];
  const collect = (node: unknown) => {
    if (typeof node === 'string') strings.push(node);
    else if (node && typeof node === 'object') Object.values(node).forEach(collect);
  };
  for (const file of files) collect(JSON.parse(readFileSync(`${clientSource}${file}`, 'utf8')));
  return strings;
}

/** Addresses, links and placeholders are not words of a language. */
const stripNonWords = (text: string) =>
  text
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ')
    .replace(/\b(https?:\/\/|www\.)\S+/g, ' ');

/** The words (three letters or more, lower case) of a text. */
export const wordsOf = (text: string) =>
  (stripNonWords(text).match(/\p{L}{3,}/gu) ?? []).map((word) => word.toLowerCase());

let englishOnly: Set<string> | undefined;

/** Words of the English interface strings that no Turkish interface string uses. */
export function englishOnlyWords(): Set<string> {
  if (englishOnly) return englishOnly;
  const turkish = new Set<string>();
  for (const text of localeStrings('tr')) {
    for (const word of stripNonWords(text).match(/\p{L}{3,}/gu) ?? []) {
      turkish.add(word.toLowerCase());
      turkish.add(word.toLocaleLowerCase('tr'));
    }
  }
  englishOnly = new Set(
    localeStrings('en')
      .flatMap(wordsOf)
      .filter((word) => !turkish.has(word) && !(word in ALLOWED_WORDS)),
  );
  return englishOnly;
}

/**
 * Fails on any line of a part of the page (its main content unless given) holding an English word: its
 * text and its elements' titles, labels, placeholders and image descriptions. Text marked
 * `translate="no"` (identifiers such as IANA time zones, Europe/Istanbul) is not the interface's.
 */
export async function expectNoEnglish(page: Page, selector = 'main') {
  const lines = await page
    .locator(selector)
    .first()
    .evaluate((root) => {
      const labels = Array.from(
        root.querySelectorAll('[title], [aria-label], [placeholder], img[alt]'),
      ).flatMap((element) =>
        ['title', 'aria-label', 'placeholder', 'alt'].map((name) => element.getAttribute(name) ?? ''),
      );
      const identifiers = new Set(
        Array.from(root.querySelectorAll('[translate="no"], [translate="no"] *')).map((element) =>
          (element.textContent ?? '').trim(),
        ),
      );
      return [...(root as HTMLElement).innerText.split('\n'), ...labels].filter(
        (line) => line.trim() && !identifiers.has(line.trim()),
      );
    });
  const english = englishOnlyWords();
  expect(lines.filter((line) => wordsOf(line).some((word) => english.has(word)))).toEqual([]);
}

import { describe, expect, it } from 'vitest';
import { localeFiles, translations } from '../../test/translations';
import { LANGUAGES } from '../../lib/i18n/languages';
import { missingKeys, translationKeys } from '../../lib/i18n/merge-locales';

// Every visible string exists in English and Turkish (spec 000 §1: interface languages en and tr).
describe('translations', () => {
  it('are found', () => {
    expect(Object.keys(localeFiles).length).toBeGreaterThanOrEqual(2 * 5);
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))('%s has exactly the keys en has', (language) => {
    const en = translations.en ?? {};
    const other = translations[language] ?? {};
    expect(missingKeys(en, other), `missing in ${language}`).toEqual([]);
    expect(missingKeys(other, en), `only in ${language}`).toEqual([]);
  });

  it('have no empty strings', () => {
    for (const language of LANGUAGES) {
      const tree = translations[language] ?? {};
      const empty = translationKeys(tree).filter((key) => lookup(tree, key).trim() === '');
      expect(empty, language).toEqual([]);
    }
  });

  it('are Turkish in tr, not copied English', () => {
    const en = translations.en ?? {};
    const tr = translations.tr ?? {};
    // Names and the language list are the same in every language on purpose.
    // Names of languages in their own language, and strings made only of placeholders and punctuation.
    const sameOnPurpose = new Set([
      'app.name',
      'ui.language.en',
      'ui.language.tr',
      'organization-settings.locales.en',
      'organization-settings.locales.tr',
      'organization-details.sports.judo',
      'professionals.certSummary.hidden',
      'school-dashboard.byTeam.count',
      'shell.search.atLeast',
      'shell.search.groupSummary',
      'users.resources.surveyAnswers.written',
      'users.resources.payments.invoice',
    ]);
    const copied = translationKeys(en).filter(
      (key) => !sameOnPurpose.has(key) && lookup(en, key) === lookup(tr, key),
    );
    expect(copied).toEqual([]);
  });
});

function lookup(tree: object, key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
  return typeof value === 'string' ? value : '';
}

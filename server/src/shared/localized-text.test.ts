import { describe, expect, it } from 'vitest';
import {
  localized,
  localizedSql,
  localizedText,
  seedTranslations,
  translatedEditsSql,
  translatedItemsSql,
  type Translations,
} from './localized-text.js';

const TRANSLATIONS: Translations = { tr: { title: 'Antrenman', notes: '<p>Saha</p>' } };

describe('localizedText', () => {
  it('answers the translation in the language asked for', () => {
    expect(localizedText(TRANSLATIONS, 'tr', 'title', 'Training')).toBe('Antrenman');
  });

  it('answers the base text in English, for a field without a translation and for a row without any', () => {
    expect(localizedText(TRANSLATIONS, 'en', 'title', 'Training')).toBe('Training');
    expect(localizedText(TRANSLATIONS, 'tr', 'description', 'Pitch')).toBe('Pitch');
    expect(localizedText(null, 'tr', 'title', 'Training')).toBe('Training');
    expect(localizedText(undefined, 'tr', 'title', null)).toBeNull();
    expect(localizedText({}, 'tr', 'title', 'Training')).toBe('Training');
  });

  it('keeps a translated text even where the base is empty or null', () => {
    expect(localizedText({ tr: { notes: '<p>Not</p>' } }, 'tr', 'notes', null)).toBe('<p>Not</p>');
  });
});

describe('localized', () => {
  it('reads a field of a row in the language', () => {
    const row = { title: 'Training', notes: null, translations: TRANSLATIONS };
    expect(localized(row, 'title', 'tr')).toBe('Antrenman');
    expect(localized(row, 'notes', 'tr')).toBe('<p>Saha</p>');
    expect(localized(row, 'title', 'en')).toBe('Training');
    expect(localized({ title: 'Typed', translations: null }, 'title', 'tr')).toBe('Typed');
    // A value-list item without translations at all.
    const step: { title: string; translations?: Translations } = { title: 'Step' };
    expect(localized(step, 'title', 'tr')).toBe('Step');
  });
});

describe('seedTranslations', () => {
  const dictionary = { Training: 'Antrenman', '<p>Pitch</p>': '<p>Saha</p>' };

  it('translates every text given, skipping empty and null ones', () => {
    expect(
      seedTranslations(
        { title: 'Training', notes: '<p>Pitch</p>', company: null, about: '' },
        { tr: dictionary },
      ),
    ).toEqual({ tr: { title: 'Antrenman', notes: '<p>Saha</p>' } });
  });

  it('stops at a text the dictionary lacks, naming it', () => {
    expect(() => seedTranslations({ title: 'Travel' }, { tr: dictionary })).toThrow(
      'No tr translation of the seeded text "Travel".',
    );
    // Only the dictionary's own entries count, not what every object inherits.
    expect(() => seedTranslations({ title: 'toString' }, { tr: dictionary })).toThrow(/toString/);
  });
});

describe('the SQL builders', () => {
  it('read a column in the bound language, else the column', () => {
    expect(localizedSql('t', 'title', '$3')).toBe(
      `COALESCE(t.translations -> ($3)::text ->> 'title', t."title")`,
    );
    expect(localizedSql('p', 'about', '$2', 'status')).toContain(`->> 'status'`);
  });

  it('edit only what differs from the text as read, dropping the translations of exactly that', () => {
    expect(translatedEditsSql('t', '$9', [])).toEqual([]);
    const [title, notes, translations] = translatedEditsSql('t', '$9', [
      { column: 'title', value: '$4' },
      { column: 'notes', value: '$5' },
    ]);
    expect(title).toBe(
      `"title" = CASE WHEN ($4)::text IS DISTINCT FROM ${localizedSql('t', 'title', '$9')} THEN $4 ELSE t."title" END`,
    );
    expect(notes).toContain(`THEN $5 ELSE t."notes" END`);
    expect(translations).toMatch(/^translations = \(SELECT jsonb_object_agg/);
    expect(translations).toContain(`THEN 'title' END`);
    expect(translations).toContain(`THEN 'notes' END`);
  });

  it('keep the translations of value-list items sent back as read', () => {
    const sql = translatedItemsSql('t.sub_tasks', '$6::jsonb', '$7', ['title']);
    expect(sql).toContain(`jsonb_array_elements($6::jsonb) WITH ORDINALITY`);
    expect(sql).toContain(`COALESCE(o.item -> 'translations' -> ($7)::text ->> 'title', o.item ->> 'title')`);
    expect(sql).toContain(`x.item - 'translations'`);
  });

  it('refuse names that are not plain identifiers', () => {
    expect(() => localizedSql('t', 'title"; DROP TABLE tasks; --', '$1')).toThrow('Not an SQL identifier');
    expect(() => translatedEditsSql('t', '$1', [{ column: 'x y', value: '$2' }])).toThrow();
    expect(() => translatedItemsSql('t.sub_tasks', '$1', '$2', ["title'"])).toThrow();
  });
});

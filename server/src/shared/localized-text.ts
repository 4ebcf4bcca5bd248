import type { Language } from './language.js';

// Text in the viewer's language. A row's own columns hold its human text in English; a row that has it
// in the other interface languages too (the demo content) carries that in a nullable `translations`
// jsonb column keyed by language, then by field: { "tr": { "title": "…", "description": "…" } }.
//
// - Reading: `localizedText` (or `localizedSql` where a statement filters by the text) answers the
//   field's translation in the request's language, else the column's own text. Every read path uses it.
// - Editing: `translatedEditsSql` builds the assignments of an UPDATE. A field a person changes holds
//   what they typed, in every language: its translations are dropped. A value equal to what the person
//   reads in their language is no change at all, so a form sent back whole in Turkish leaves the English
//   text and the other translations of the fields that were not touched as they were.
// - Value lists (a task's sub-tasks) carry `translations` per item, kept by `translatedItemsSql` on the
//   same rule, item by item.

/** The language of the base columns. */
export const BASE_LANGUAGE = 'en' satisfies Language;

/** The languages a translation may be stored for. */
export type TranslatedLanguage = Exclude<Language, typeof BASE_LANGUAGE>;

/** Other-language text of some fields: `{ tr: { title: '…' } }`. */
export type Translations = Partial<Record<TranslatedLanguage, Record<string, string>>>;

/** A row (or a value-list item) that may carry translations. */
export interface Translatable {
  translations?: Translations | null;
}

/** The text of `field` in `language`: its translation when there is one, else `base` (the column). */
export function localizedText<Base extends string | null | undefined>(
  translations: Translations | null | undefined,
  language: Language,
  field: string,
  base: Base,
): string | Base {
  if (language === BASE_LANGUAGE || !translations) return base;
  const text = translations[language]?.[field];
  return typeof text === 'string' ? text : base;
}

/** A row's field as the viewer reads it: `localized(task, 'title', ctx.language)`. */
export function localized<Row extends Translatable, Field extends keyof Row & string>(
  row: Row,
  field: Field,
  language: Language,
): Row[Field] | string {
  return localizedText(row.translations, language, field, row[field] as Row[Field] & (string | null));
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/i;

function identifier(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`Not an SQL identifier: ${name}`);
  return name;
}

/**
 * SQL: the text of `column` of the row aliased `alias` as read in the language bound at `language`
 * (a placeholder such as `$3`): its translation, else the column. `field` is the key in translations
 * (the column name unless given).
 */
export function localizedSql(alias: string, column: string, language: string, field = column): string {
  const row = identifier(alias);
  return `COALESCE(${row}.translations -> (${language})::text ->> '${identifier(field)}', ${row}."${identifier(column)}")`;
}

/** One edited text field of an UPDATE: the column, its key in translations, and the new value as SQL. */
export interface TextEdit {
  column: string;
  /** Key in translations; the column name unless given. */
  field?: string;
  /** The new value: a bound placeholder such as `$4`, never SQL built from input. */
  value: string;
}

/**
 * The SET assignments of an UPDATE (on the table aliased `alias`) that edit text fields in the language
 * bound at `language`: each field takes the new value only when it differs from what the person read,
 * and the translations of exactly those fields are dropped. Empty when there is nothing to edit.
 */
export function translatedEditsSql(alias: string, language: string, edits: readonly TextEdit[]): string[] {
  if (edits.length === 0) return [];
  const row = identifier(alias);
  const changed = (edit: TextEdit) =>
    `(${edit.value})::text IS DISTINCT FROM ${localizedSql(row, edit.column, language, edit.field)}`;
  const assignments = edits.map(
    (edit) =>
      `"${identifier(edit.column)}" = CASE WHEN ${changed(edit)} THEN ${edit.value} ELSE ${row}."${edit.column}" END`,
  );
  const dropped = edits
    .map((edit) => `CASE WHEN ${changed(edit)} THEN '${identifier(edit.field ?? edit.column)}' END`)
    .join(', ');
  // Per language, minus the changed keys (null elements are ignored); a row without translations keeps none.
  assignments.push(
    `translations = (SELECT jsonb_object_agg(e.key, e.value - ARRAY[${dropped}]::text[])
                       FROM jsonb_each(${row}.translations) AS e)`,
  );
  return assignments;
}

/**
 * SQL: a value list (jsonb array of objects with an `id`) replaced by `incoming` (a jsonb placeholder)
 * item by item, on the rule of `translatedEditsSql`: an incoming item whose `fields` all read as the
 * current item with the same id reads in `language` keeps that item's text and translations (and takes
 * the rest of the incoming item, such as a completed flag); any other item is stored as sent, without
 * translations. Items keep the incoming order.
 */
export function translatedItemsSql(
  current: string,
  incoming: string,
  language: string,
  fields: readonly string[],
): string {
  const unchanged = fields
    .map(
      (field) =>
        `x.item ->> '${identifier(field)}' IS NOT DISTINCT FROM COALESCE(o.item -> 'translations' -> (${language})::text ->> '${field}', o.item ->> '${field}')`,
    )
    .join(' AND ');
  const kept = fields.map((field) => `'${field}', o.item -> '${field}'`).join(', ');
  return `(SELECT COALESCE(jsonb_agg(
             CASE WHEN o.item IS NOT NULL AND ${unchanged}
                  THEN x.item || jsonb_strip_nulls(jsonb_build_object(${kept}, 'translations', o.item -> 'translations'))
                  ELSE x.item - 'translations' END
             ORDER BY x.n), '[]'::jsonb)
      FROM jsonb_array_elements(${incoming}) WITH ORDINALITY AS x(item, n)
      LEFT JOIN LATERAL (SELECT c AS item FROM jsonb_array_elements(${current}) AS c
                          WHERE c ->> 'id' = x.item ->> 'id' LIMIT 1) AS o ON TRUE)`;
}

/**
 * A seed's translations of a row: for every language, the translation of each English text given
 * (null and empty fields have none). A text the dictionary lacks stops the seed: a forgotten
 * translation would show English to a Turkish reader.
 */
export function seedTranslations(
  fields: Record<string, string | null | undefined>,
  dictionaries: Record<TranslatedLanguage, Readonly<Record<string, string>>>,
): Translations {
  const translations: Translations = {};
  for (const [language, dictionary] of Object.entries(dictionaries) as [
    TranslatedLanguage,
    Readonly<Record<string, string>>,
  ][]) {
    const texts: Record<string, string> = {};
    for (const [field, english] of Object.entries(fields)) {
      if (!english) continue;
      const text = Object.hasOwn(dictionary, english) ? dictionary[english] : undefined;
      if (text === undefined) throw new Error(`No ${language} translation of the seeded text "${english}".`);
      texts[field] = text;
    }
    translations[language] = texts;
  }
  return translations;
}

/** One seeded row to give translations: its id, what they are, and its seeded values (column: value). */
export interface SeededTranslation {
  id: string;
  translations: Translations;
  /** The columns as seeded: a row whose values differ was edited since and is left alone. */
  seeded: Record<string, unknown>;
  /** Further jsonb values for `extraAssignments` (as `v.extra`). */
  extra?: unknown;
}

/**
 * Gives translations to seeded rows that have none yet and still hold exactly their seeded text (a
 * database seeded before translations existed); rows a person edited are left as they are. One
 * statement. `key` is the rows' key column; `extraAssignments` may set more columns from `v.extra`
 * (the row is `r`).
 */
export async function fillSeededTranslations(
  runner: { query(sql: string, params?: unknown[]): Promise<unknown> },
  table: string,
  rows: readonly SeededTranslation[],
  options: { key?: string; extraAssignments?: readonly string[] } = {},
): Promise<void> {
  if (rows.length === 0) return;
  const key = identifier(options.key ?? 'id');
  await runner.query(
    `UPDATE "${identifier(table)}" AS r
        SET ${['translations = v.translations', ...(options.extraAssignments ?? [])].join(', ')}
       FROM jsonb_to_recordset($1::jsonb) AS v(id uuid, translations jsonb, seeded jsonb, extra jsonb)
      WHERE r."${key}" = v.id AND r.translations IS NULL AND to_jsonb(r) @> v.seeded`,
    [JSON.stringify(rows)],
  );
}

import type { CustomTypeOptions, TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrorCode } from '../../generated/error-codes';
import { useFormSubmit, type FieldMessages, type FormFailure } from '../../components/ui/use-form-submit';
import { fieldErrorSentence } from '../validation/field-error-sentence';
import { apiErrorMessage, describeApiError, type ApiError, type ApiErrorSentences } from './errors';
import { namedFieldCodes, namedFieldLimits, type FieldLimit } from './field-error-codes';

// A feature's words for failed calls come from one table in its locales, `<feature>.errors`: `generic`
// and a sentence for any of the kinds (`forbidden`, `notFound`, `conflict`, `badInput`, `rateLimited`,
// `unavailable`, `network`, `unauthenticated`); a kind without one reads as `generic`. Every screen of
// the feature (toasts, alerts, record pages, form dialogs) says a failure through the same table.

type Strings = CustomTypeOptions['resources']['translation'];

/** The features whose locales hold a table of sentences for failed calls at `<feature>.errors`. */
export type ErrorTableOwner = {
  [K in keyof Strings]: Strings[K] extends { errors: { generic: string } } ? K : never;
}[keyof Strings];

/** A feature's own reading of some failures (a wait in seconds, a refused title); undefined: the table's. */
export type SpecialErrorSentence = (failure: ApiError, t: TFunction) => string | undefined;

/** How a feature says a failed call. */
export interface FeatureErrors {
  /** The sentence for a failure already described (RecordPageFallback's `describe`). */
  describe: (failure: ApiError) => string;
  /** The sentence for whatever a call rejected with (useCacheMutation's `explain`, ArchiveButton's). */
  explain: (error: unknown) => string;
}

/** The sentences of `feature`'s `errors` table in `t`'s language. */
export function featureErrors(t: TFunction, feature: ErrorTableOwner, special?: SpecialErrorSentence) {
  const table = () =>
    (t as unknown as (key: string, options: { returnObjects: true }) => ApiErrorSentences)(
      `${feature}.errors`,
      { returnObjects: true },
    );
  const describe = (failure: ApiError) => special?.(failure, t) ?? apiErrorMessage(failure, table());
  return { describe, explain: (error: unknown) => describe(describeApiError(error)) } satisfies FeatureErrors;
}

/**
 * `featureErrors` in the current language, stable until the language changes (`special` is read with
 * it: keep it a module-level function).
 */
export function useFeatureErrors(feature: ErrorTableOwner, special?: SpecialErrorSentence): FeatureErrors {
  const { t } = useTranslation();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => featureErrors(t, feature, special), [t, feature]);
}

/**
 * What a form says of one refused field, by the field, its code and the bounds it broke (a length, a
 * count, a range of days): the form's own words, or lib/validation's `fieldErrorSentence` for the rules
 * every form shares.
 */
export type FieldSentence<Field extends string> = (
  field: Field,
  code: FieldErrorCode,
  limit: FieldLimit,
) => string;

/**
 * A refused save in a form's words (useFormSubmit's `failure`): the feature's sentence above the form,
 * and for each of the form's `fields` the server named, the form's own wording of what is wrong —
 * chosen by the field and its `fieldErrorCodes` code, never the server's English text.
 */
export function formFailureOf<Field extends string>(
  error: unknown,
  errors: FeatureErrors,
  fields: readonly Field[],
  sentence: FieldSentence<Field>,
): FormFailure<Field> {
  const codes = namedFieldCodes(error);
  const limits = namedFieldLimits(error);
  const messages: FormFailure<Field>['fields'] = {};
  for (const field of fields) {
    const code = codes[field];
    if (code !== undefined) messages[field] = sentence(field, code, limits[field] ?? {});
  }
  return { message: errors.explain(error), fields: messages };
}

/**
 * A form dialog's submit (useFormSubmit) for a feature: the required fields left empty are marked first
 * and nothing is sent; a refused save is said from the feature's `errors` table above the form, and on
 * each field the server named in the form's `sentence` (lib/validation's `fieldErrorSentence` for the
 * rules every form shares, with the bounds the server named, when the form has no words of its own).
 */
export function useFeatureFormSubmit<Field extends string>(
  feature: ErrorTableOwner,
  options: {
    fields: readonly Field[];
    /** The required fields left empty. */
    missing: () => readonly Field[];
    /** Sends the form (and closes it); rejects with what the server refused. */
    save: () => Promise<void>;
    /** What "required" reads on an empty field (the shared wording when not given). */
    required?: string;
    sentence?: FieldSentence<Field>;
  },
) {
  const { t, i18n } = useTranslation();
  const errors = useFeatureErrors(feature);
  const required = options.required ?? t('ui.fieldError.required');
  const sentence: FieldSentence<Field> =
    options.sentence ?? ((_field, code, limit) => fieldErrorSentence(t, i18n.language, code, limit));
  return useFormSubmit<Field>({
    check: () =>
      Object.fromEntries(options.missing().map((field) => [field, required])) as FieldMessages<Field>,
    save: options.save,
    failure: (error) => formFailureOf(error, errors, options.fields, sentence),
  });
}

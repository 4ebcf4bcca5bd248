import { useTranslation } from 'react-i18next';
import type { FieldErrorCode } from '../../../generated/error-codes';
import { formFailureOf, useFeatureErrors } from '../../../lib/apollo/feature-errors';
import { useFormSubmit, type FieldMessages } from '../../../components/ui/use-form-submit';

/**
 * The submit of the fees dialogs (useFormSubmit): the empty required fields first, then the save, whose
 * refusal is said from `fees.errors` above the form and on each field the server named, by its code.
 */
export function useFeeFormSubmit<Field extends string>(options: {
  fields: readonly Field[];
  missing: () => readonly Field[];
  save: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const errors = useFeatureErrors('fees');
  const sentence = (code: FieldErrorCode) =>
    code === 'required'
      ? t('fees.form.required')
      : code === 'invalid_format'
        ? t('fees.form.invalidFormat')
        : code === 'out_of_range'
          ? t('fees.form.outOfRange')
          : t('fees.form.invalid');
  return useFormSubmit<Field>({
    check: () =>
      Object.fromEntries(
        options.missing().map((field) => [field, t('fees.form.required')]),
      ) as FieldMessages<Field>,
    save: options.save,
    failure: (error) => formFailureOf(error, errors, options.fields, (_field, code) => sentence(code)),
  });
}

/** Today as YYYY-MM-DD in the browser's time zone. */
export const todayText = () => {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

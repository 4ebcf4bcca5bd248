import { useTranslation } from 'react-i18next';
import { useFeatureFormSubmit } from '../../../lib/apollo/feature-errors';

interface StructureFormOptions<Field extends string> {
  /** The form's fields, as the server names them in `fieldErrors`. */
  fields: readonly Field[];
  /** The required fields left empty: "Required" on each, and nothing is sent. */
  missing: () => readonly Field[];
  /** Sends the form; rejects with what the server refused. */
  save: () => Promise<void>;
}

/**
 * The submit of the team and branch dialogs (useFeatureFormSubmit): the empty required fields first, then
 * the save, whose refusal is said from `teams.errors` above the form and on each field the server named.
 */
export function useStructureFormSubmit<Field extends string>(options: StructureFormOptions<Field>) {
  const { t } = useTranslation();
  return useFeatureFormSubmit<Field>('teams', {
    ...options,
    required: t('teams.form.required'),
    sentence: (_field, code) => (code === 'required' ? t('teams.form.required') : t('teams.form.invalid')),
  });
}

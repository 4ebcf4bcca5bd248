import type { TFunction } from 'i18next';
import { featureErrors, formFailureOf } from '../../lib/apollo/feature-errors';
import type { FormFailure } from '../../components/ui/use-form-submit';

/** The form's fields, as the server names them in `fieldErrors`. */
export const ORGANIZATION_FORM_FIELDS = [
  'name',
  'slug',
  'type',
  'logo',
  'email',
  'phone',
  'address',
  'locale',
  'timeZone',
  'planId',
  'admin.fullName',
  'admin.email',
  'admin.password',
] as const;
export type OrganizationFormField = (typeof ORGANIZATION_FORM_FIELDS)[number];

/** The translation key's last part for a field (`admin.email` → `adminEmail`). */
export const fieldKey = (field: OrganizationFormField) =>
  field.replace(/\.(\w)/, (_match, letter: string) => letter.toUpperCase()) as
    | 'name'
    | 'slug'
    | 'type'
    | 'logo'
    | 'email'
    | 'phone'
    | 'address'
    | 'locale'
    | 'timeZone'
    | 'planId'
    | 'adminFullName'
    | 'adminEmail'
    | 'adminPassword';

/**
 * A failed save: the sentence, and for each field the server named, the screen's own wording of what
 * is wrong (by the field and its `fieldErrorCodes` code, never the server's English text).
 */
export function organizationFormFailure(error: unknown, t: TFunction): FormFailure<OrganizationFormField> {
  return formFailureOf(error, featureErrors(t, 'organizations'), ORGANIZATION_FORM_FIELDS, (field, code) =>
    code === 'not_unique'
      ? t(`organizations.validation.taken.${fieldKey(field)}`, {
          defaultValue: t('organizations.errors.conflict'),
        })
      : t(`organizations.validation.${fieldKey(field)}`),
  );
}

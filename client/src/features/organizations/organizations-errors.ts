import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { TFunction } from 'i18next';
import { apiErrorMessage, describeApiError, type ApiError } from '../../lib/apollo/errors';

/** The organizations screens' sentence for a failed call. */
export function organizationsErrorMessage(failure: ApiError, t: TFunction): string {
  return apiErrorMessage(failure, {
    generic: t('organizations.errors.generic'),
    forbidden: t('organizations.errors.forbidden'),
    notFound: t('organizations.errors.notFound'),
    conflict: t('organizations.errors.conflict'),
    badInput: t('organizations.errors.badInput'),
    network: t('organizations.errors.network'),
  });
}

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
    | 'planId'
    | 'adminFullName'
    | 'adminEmail'
    | 'adminPassword';

/**
 * A failed save: the sentence, and for each field the server named, the screen's own wording of what
 * is wrong (by the field and its `fieldErrorCodes` code, never the server's English text).
 */
export function organizationFormFailure(
  error: unknown,
  t: TFunction,
): { message: string; fields: Partial<Record<OrganizationFormField, string>> } {
  const failure = describeApiError(error);
  const codes = CombinedGraphQLErrors.is(error)
    ? ((error.errors[0]?.extensions?.fieldErrorCodes as Record<string, string> | undefined) ?? {})
    : {};
  const fields: Partial<Record<OrganizationFormField, string>> = {};
  for (const field of ORGANIZATION_FORM_FIELDS) {
    if (!failure.fieldErrors?.[field]) continue;
    fields[field] =
      codes[field] === 'not_unique'
        ? t(`organizations.validation.taken.${fieldKey(field)}`, {
            defaultValue: t('organizations.errors.conflict'),
          })
        : t(`organizations.validation.${fieldKey(field)}`);
  }
  return { message: organizationsErrorMessage(failure, t), fields };
}

import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { TFunction } from 'i18next';
import { apiErrorMessage, describeApiError, type ApiError } from '../../lib/apollo/errors';

/** The companies screens' sentence for a failed call. */
export function companiesErrorMessage(failure: ApiError, t: TFunction): string {
  return apiErrorMessage(failure, {
    generic: t('companies.errors.generic'),
    forbidden: t('companies.errors.forbidden'),
    notFound: t('companies.errors.notFound'),
    conflict: t('companies.errors.conflict'),
    badInput: t('companies.errors.badInput'),
    network: t('companies.errors.network'),
  });
}

/** The fields of the company and sponsorship forms, as the server names them in `fieldErrors`. */
export const COMPANIES_FORM_FIELDS = [
  'organizationId',
  'name',
  'taxNumber',
  'taxOffice',
  'logo',
  'email',
  'phone',
  'website',
  'companyId',
  'scopeType',
  'scopeId',
  'tier',
  'amount',
  'currency',
  'startsOn',
  'endsOn',
  'notes',
  'userId',
] as const;
export type CompaniesFormField = (typeof COMPANIES_FORM_FIELDS)[number];
export type FieldMessages = Partial<Record<CompaniesFormField, string>>;

/**
 * A failed save: the sentence, and for each field the server named, the screen's own wording of what is
 * wrong (chosen by the field and its `fieldErrorCodes` code, never the server's English text).
 */
export function companiesFormFailure(
  error: unknown,
  t: TFunction,
): { message: string; fields: FieldMessages } {
  const failure = describeApiError(error);
  const codes = CombinedGraphQLErrors.is(error)
    ? ((error.errors[0]?.extensions?.fieldErrorCodes as Record<string, string> | undefined) ?? {})
    : {};
  const fields: FieldMessages = {};
  for (const field of COMPANIES_FORM_FIELDS) {
    if (!failure.fieldErrors?.[field]) continue;
    const code = codes[field];
    if (code === 'not_unique') fields[field] = t('companies.validation.taken');
    else if (field === 'taxNumber' && code === 'invalid')
      fields[field] = t('companies.validation.taxNumberCheck');
    else fields[field] = t(`companies.validation.${field}`);
  }
  return { message: companiesErrorMessage(failure, t), fields };
}

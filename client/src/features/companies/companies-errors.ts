import type { TFunction } from 'i18next';
import { featureErrors, formFailureOf } from '../../lib/apollo/feature-errors';
import type { FormFailure } from '../../components/ui/use-form-submit';

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
export function companiesFormFailure(error: unknown, t: TFunction): FormFailure<CompaniesFormField> {
  return formFailureOf(error, featureErrors(t, 'companies'), COMPANIES_FORM_FIELDS, (field, code) => {
    if (code === 'not_unique') return t('companies.validation.taken');
    if (field === 'taxNumber' && code === 'invalid') return t('companies.validation.taxNumberCheck');
    return t(`companies.validation.${field}`);
  });
}

import type { TFunction } from 'i18next';
import { apiErrorMessage, type ApiError } from '../../lib/apollo/errors';

/** A translated, polite sentence for a failed call of the contacts screen. */
export function contactsErrorMessage(failure: ApiError, t: TFunction): string {
  return apiErrorMessage(failure, t('contacts.errors', { returnObjects: true }));
}

import type { TFunction } from 'i18next';
import { apiErrorMessage, type ApiError } from '../../lib/apollo/errors';

/** A translated, polite sentence for a failed call of the user administration screen. */
export function usersErrorMessage(failure: ApiError, t: TFunction): string {
  return apiErrorMessage(failure, t('users.errors', { returnObjects: true }));
}

import type { TFunction } from 'i18next';
import { apiErrorMessage, type ApiError } from '../../lib/apollo/errors';

/** The professionals screens' sentence for a failed call. */
export function professionalsErrorMessage(failure: ApiError, t: TFunction): string {
  return apiErrorMessage(failure, t('professionals.errors', { returnObjects: true }));
}

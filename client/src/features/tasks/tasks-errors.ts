import type { TFunction } from 'i18next';
import { apiErrorKind, apiErrorMessage, type ApiError } from '../../lib/apollo/errors';

/**
 * A translated sentence for a failed call of the tasks screen (toasts and inline alerts); a refused
 * title says what is wrong with it.
 */
export function tasksErrorMessage(failure: ApiError, t: TFunction): string {
  if (apiErrorKind(failure) === 'badInput' && failure.fieldErrors?.title) return t('tasks.errors.title');
  return apiErrorMessage(failure, t('tasks.errors', { returnObjects: true }));
}

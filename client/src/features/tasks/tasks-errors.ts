import type { TFunction } from 'i18next';
import type { ApiError } from '../../app/apollo/errors';

/** A translated sentence for a failed call of the tasks screen (toasts and inline alerts). */
export function tasksErrorMessage(failure: ApiError, t: TFunction): string {
  switch (failure.code) {
    case 'FORBIDDEN':
      return t('tasks.errors.forbidden');
    case 'NOT_FOUND':
      return t('tasks.errors.notFound');
    case 'CONFLICT':
      return t('tasks.errors.conflict');
    case 'BAD_USER_INPUT':
    case 'BAD_REQUEST':
      return failure.fieldErrors?.title ? t('tasks.errors.title') : t('tasks.errors.badInput');
    case 'NETWORK':
      return t('tasks.errors.network');
    default:
      return t('tasks.errors.generic');
  }
}

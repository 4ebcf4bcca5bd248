import type { TFunction } from 'i18next';
import type { ApiError } from '../../app/apollo/errors';

/** A translated, polite sentence for a failed call of the user administration screen. */
export function usersErrorMessage(failure: ApiError, t: TFunction): string {
  switch (failure.code) {
    case 'FORBIDDEN':
      return t('users.errors.forbidden');
    case 'NOT_FOUND':
      return t('users.errors.notFound');
    case 'CONFLICT':
      return t('users.errors.conflict');
    case 'BAD_USER_INPUT':
    case 'BAD_REQUEST':
      return t('users.errors.badInput');
    case 'RATE_LIMITED':
      return t('users.errors.rateLimited');
    case 'NETWORK':
      return t('users.errors.network');
    case 'UNAUTHENTICATED':
      return t('users.errors.unauthenticated');
    default:
      return t('users.errors.generic');
  }
}

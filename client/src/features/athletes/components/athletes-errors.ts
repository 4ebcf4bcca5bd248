import type { TFunction } from 'i18next';
import { describeApiError } from '../../../lib/apollo/errors';

/** A refusal of the athletes API in the viewer's language, from its code. */
export function athletesErrorMessage(error: unknown, t: TFunction): string {
  switch (describeApiError(error).code) {
    case 'FORBIDDEN':
      return t('athletes.errors.forbidden');
    case 'NOT_FOUND':
      return t('athletes.errors.notFound');
    case 'CONFLICT':
      return t('athletes.errors.conflict');
    case 'BAD_USER_INPUT':
      return t('athletes.errors.badInput');
    case 'NETWORK':
    case 'UNAVAILABLE':
      return t('athletes.errors.network');
    default:
      return t('athletes.errors.generic');
  }
}

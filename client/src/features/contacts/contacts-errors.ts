import type { TFunction } from 'i18next';
import type { ApiError } from '../../app/apollo/errors';
import type en from './locales/en.json';

type ErrorName = keyof (typeof en)['errors'];

// The sentence for each failure code of the contacts screen; every other code reads as generic.
const ERROR_NAMES: Partial<Record<ApiError['code'], ErrorName>> = {
  FORBIDDEN: 'forbidden',
  NOT_FOUND: 'notFound',
  CONFLICT: 'conflict',
  BAD_USER_INPUT: 'badInput',
  BAD_REQUEST: 'badInput',
  RATE_LIMITED: 'rateLimited',
  NETWORK: 'network',
  UNAUTHENTICATED: 'unauthenticated',
};

/** A translated, polite sentence for a failed call of the contacts screen. */
export function contactsErrorMessage(failure: ApiError, t: TFunction): string {
  return t(`contacts.errors.${ERROR_NAMES[failure.code] ?? 'generic'}`);
}

import type { TFunction } from 'i18next';
import { apiErrorMessage, describeApiError } from '../../lib/apollo/errors';

/** A translated, polite sentence for a failed call of the profile or settings page. */
export function accountErrorMessage(error: unknown, t: TFunction): string {
  const failure = describeApiError(error);
  if (failure.code === 'RATE_LIMITED' && failure.retryAfterSeconds !== undefined) {
    return t('account.errors.rateLimitedFor', { count: failure.retryAfterSeconds });
  }
  return apiErrorMessage(failure, t('account.errors', { returnObjects: true }));
}

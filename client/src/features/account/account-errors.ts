import type { SpecialErrorSentence } from '../../lib/apollo/feature-errors';

/** Too many attempts says how long to wait when the server said it; every other failure reads from `account.errors`. */
export const accountWait: SpecialErrorSentence = (failure, t) =>
  failure.code === 'RATE_LIMITED' && failure.retryAfterSeconds !== undefined
    ? t('account.errors.rateLimitedFor', { count: failure.retryAfterSeconds })
    : undefined;

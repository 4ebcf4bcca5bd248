import type { TFunction } from 'i18next';
import type { ApiError } from '../../lib/apollo/errors';
import type { SignInProblems } from './sign-in-validation';

/** The translated sentence for a failed sign-in (the server's English message is never shown). */
export function signInErrorMessage(failure: ApiError, t: TFunction): string {
  switch (failure.code) {
    case 'INVALID_CREDENTIALS':
      return t('auth.signIn.errors.invalidCredentials');
    case 'RATE_LIMITED':
      return failure.retryAfterSeconds === undefined
        ? t('auth.signIn.errors.rateLimitedLater')
        : t('auth.signIn.errors.rateLimited', { count: failure.retryAfterSeconds });
    case 'FORBIDDEN':
      return t('auth.signIn.errors.accountInactive');
    case 'BAD_USER_INPUT':
      return t('auth.signIn.errors.checkFields');
    case 'UNAVAILABLE':
      return t('auth.signIn.errors.unavailable');
    case 'NETWORK':
      return t('auth.signIn.errors.network');
    default:
      return t('auth.signIn.errors.generic');
  }
}

/** Which fields the server rejected (BAD_USER_INPUT's fieldErrors), as the form's own problem keys. */
export function signInServerProblems(failure: ApiError | null): SignInProblems {
  const fieldErrors = failure?.fieldErrors ?? {};
  const problems: SignInProblems = {};
  if ('email' in fieldErrors) problems.email = 'emailInvalid';
  if ('password' in fieldErrors) problems.password = 'passwordRequired';
  return problems;
}

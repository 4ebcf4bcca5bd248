import type { TFunction } from 'i18next';
import type { ApiError } from '../../lib/apollo/errors';
import type { AccountProblem, Problems } from './account-validation';
import { signInErrorMessage } from './sign-in-errors';

/**
 * The translated sentence for a failed sign-up, reset or unlock. An invalid reset token is shown by its
 * field, so it answers null here. (Sign-up never answers CONFLICT: a taken address looks like a new one.)
 */
export function accountErrorMessage(failure: ApiError | null, t: TFunction): string | null {
  if (!failure) return null;
  if (failure.code === 'BAD_USER_INPUT' && failure.fieldErrors && 'token' in failure.fieldErrors) return null;
  return signInErrorMessage(failure, t);
}

/** The server's field complaints (BAD_USER_INPUT fieldErrors) as the form's own problem keys. */
export function accountServerProblems<F extends string>(
  failure: ApiError | null,
  problemByField: Partial<Record<F, AccountProblem>>,
): Problems<F> {
  if (!failure) return {};
  const problems: Problems<F> = {};
  for (const field of Object.keys(failure.fieldErrors ?? {})) {
    const problem = problemByField[field as F];
    if (problem) problems[field as F] = problem;
  }
  return problems;
}

/** Whether a reset failed because its link is unknown, used or expired. */
export function isInvalidResetToken(failure: ApiError | null): boolean {
  return (
    failure?.code === 'BAD_USER_INPUT' && failure.fieldErrors !== undefined && 'token' in failure.fieldErrors
  );
}

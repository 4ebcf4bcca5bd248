import type { TFunction } from 'i18next';
import { apiErrorMessage, describeApiError, type ApiError } from '../../lib/apollo/errors';

/** The teams screens' sentence for a failed call. */
export function teamsErrorMessage(failure: ApiError, t: TFunction): string {
  return apiErrorMessage(failure, {
    generic: t('teams.errors.generic'),
    forbidden: t('teams.errors.forbidden'),
    notFound: t('teams.errors.notFound'),
    conflict: t('teams.errors.conflict'),
    badInput: t('teams.errors.badInput'),
    network: t('teams.errors.network'),
  });
}

/** A failed form save: the sentence, and the server's field errors by input field name. */
export function formFailure(
  error: unknown,
  t: TFunction,
): { message: string; fields: Record<string, string> } {
  const failure = describeApiError(error);
  return { message: teamsErrorMessage(failure, t), fields: failure.fieldErrors ?? {} };
}

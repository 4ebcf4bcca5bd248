import type { SpecialErrorSentence } from '../../lib/apollo/feature-errors';
import { apiErrorKind } from '../../lib/apollo/errors';

/** A refused title says what is wrong with it (`tasks.errors.title`); every other failure reads from `tasks.errors`. */
export const refusedTitle: SpecialErrorSentence = (failure, t) =>
  apiErrorKind(failure) === 'badInput' && failure.fieldErrors?.title ? t('tasks.errors.title') : undefined;

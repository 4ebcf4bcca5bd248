import type { TFunction } from 'i18next';
import { DateTime } from 'luxon';
import type { FieldErrorCode } from '../../generated/error-codes';
import type { FieldLimit } from '../apollo/field-error-codes';
import { formatCalendarDate } from '../dates';

// The words every form uses for a refused field (components/ui/locales, `ui.fieldError`): what is
// wrong and, where there is one, the limit — "At most 100 characters.", "Between Jan 01, 1900 and today."
// The same rule reads the same on every form, whether the browser or the server refused it. A form
// words only what is its own (a full team, a taken licence number) and leaves the rest to these.

const isDay = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** A bound as a person reads it: a number, a day in the language's date style, or "today". */
function boundText(t: TFunction, value: number | string, language: string): string {
  if (!isDay(value)) return String(value);
  // The server's "today" is the furthest time zone's (UTC+14), a day ahead of the person's at most.
  const today = DateTime.now();
  if (value >= today.toISODate() && value <= today.plus({ days: 1 }).toISODate()) {
    return t('ui.fieldError.today');
  }
  return formatCalendarDate(value, language);
}

/** The sentence for a field refused with `code`, naming `limit` when there is one. */
export function fieldErrorSentence(
  t: TFunction,
  language: string,
  code: FieldErrorCode,
  limit: FieldLimit = {},
): string {
  const { min, max } = limit;
  switch (code) {
    case 'too_long':
      return max === undefined ? t('ui.fieldError.tooLong') : t('ui.fieldError.atMostCharacters', { max });
    case 'too_short':
      return min === undefined ? t('ui.fieldError.tooShort') : t('ui.fieldError.atLeastCharacters', { min });
    case 'too_many':
      return max === undefined ? t('ui.fieldError.tooMany') : t('ui.fieldError.atMostEntries', { max });
    case 'out_of_range':
      if (min !== undefined && max !== undefined) {
        return t('ui.fieldError.between', {
          min: boundText(t, min, language),
          max: boundText(t, max, language),
        });
      }
      if (max !== undefined) return t('ui.fieldError.notAfter', { max: boundText(t, max, language) });
      if (min !== undefined) return t('ui.fieldError.notBefore', { min: boundText(t, min, language) });
      return t('ui.fieldError.outOfRange');
    case 'required':
      return t('ui.fieldError.required');
    case 'invalid_format':
      return t('ui.fieldError.invalidFormat');
    case 'not_unique':
      return t('ui.fieldError.notUnique');
    default:
      return t('ui.fieldError.invalid');
  }
}

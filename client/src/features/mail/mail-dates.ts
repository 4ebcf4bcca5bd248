import { DateTime } from 'luxon';

/**
 * A mail's date in the list, short and in the interface language: the time for today's mails, the day
 * and month for this year's, the full date before.
 */
export function listDate(iso: string, language: string, now: DateTime = DateTime.now()): string {
  const date = DateTime.fromISO(iso).setLocale(language);
  if (!date.isValid) return '';
  const local = now.setLocale(language);
  if (date.hasSame(local, 'day')) return date.toLocaleString(DateTime.TIME_SIMPLE);
  if (date.hasSame(local, 'year')) return date.toLocaleString({ day: 'numeric', month: 'short' });
  return date.toLocaleString(DateTime.DATE_SHORT);
}

/** A mail's full date in the reader and the quote header ("3 May 2026, 14:05"), with how long ago. */
export function fullDate(iso: string, language: string): { absolute: string; relative: string } {
  const date = DateTime.fromISO(iso).setLocale(language);
  if (!date.isValid) return { absolute: '', relative: '' };
  return { absolute: date.toLocaleString(DateTime.DATETIME_MED), relative: date.toRelative() ?? '' };
}

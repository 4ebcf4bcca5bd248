import { DateTime } from 'luxon';
import { z } from 'zod';

// Every date and instant a client sends is read here, once: the DateTime scalar, the zod fields of
// the features and the REST rows all use these. `new Date(text)` is lenient (`2026-02-30` becomes
// 2 March) and reaches years PostgreSQL cannot store (`+275760-…`: a 500 deep inside), so nothing
// reads client dates with it directly.

/** The years a date or instant from a client may fall in. */
export const DATE_YEARS = { earliest: 1900, latest: 2100 } as const;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// A date, optionally a time (minutes, seconds and a fraction optional), and a zone (`Z`, `±hh:mm`,
// `±hhmm`, `±hh`); no zone reads as UTC.
const INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Whether year, month and day name a day of the calendar (no 30 February, no month 13). */
export function isCalendarDay(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month);
}

const inYears = (year: number) => year >= DATE_YEARS.earliest && year <= DATE_YEARS.latest;

/** True for a day of the calendar written `YYYY-MM-DD`, whatever its year (see `isIsoDate`). */
export function isCalendarDate(value: unknown): value is string {
  const match = typeof value === 'string' ? DATE.exec(value) : null;
  return match !== null && isCalendarDay(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** True for a calendar date `YYYY-MM-DD` in the years clients may send (1900–2100). */
export function isIsoDate(value: unknown): value is string {
  return isCalendarDate(value) && inYears(Number(value.slice(0, 4)));
}

/** The first and the last day a date from a client may name. */
export const DATE_BOUNDS = {
  earliest: `${DATE_YEARS.earliest}-01-01`,
  latest: `${DATE_YEARS.latest}-12-31`,
} as const;

/** Today in the time zone that is furthest ahead (UTC+14): no day of the past is later anywhere. */
export const latestToday = () => new Date(Date.now() + 14 * 3600_000).toISOString().slice(0, 10);

/**
 * A calendar day `YYYY-MM-DD` (trimmed) from 1 January 1900 up to `latest` (a day, or `today` for
 * dates of the past such as a birth date): a malformed value is `invalid_format`, a day outside the
 * range `out_of_range` with both bounds in `fieldErrorLimits`, so a form can say them.
 */
export const boundedDateField = (label: string, latest: 'today' | 'any' = 'any') => {
  const format = `${label} must be a date (YYYY-MM-DD)`;
  return z
    .string({ error: format })
    .trim()
    .refine(isCalendarDate, { message: format, params: { code: 'invalid_format' }, abort: true })
    .superRefine((value, context) => {
      const max = latest === 'today' ? latestToday() : DATE_BOUNDS.latest;
      if (value >= DATE_BOUNDS.earliest && value <= max) return;
      context.addIssue({
        code: 'custom',
        input: value,
        message: `${label} must be between ${DATE_BOUNDS.earliest} and ${latest === 'today' ? 'today' : max}`,
        params: { code: 'out_of_range', min: DATE_BOUNDS.earliest, max },
      });
    });
};

/**
 * The instant an ISO 8601 text names (`2026-01-31T09:00:00Z`, `2026-01-31T12:00:00+03:00`,
 * `2026-01-31`), or null when it is not one: an impossible date or time, or a year outside 1900–2100.
 */
export function parseInstant(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : parseInstant(value.toISOString());
  if (typeof value !== 'string') return null;
  const match = INSTANT.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const [hour, minute, second] = [Number(match[4] ?? 0), Number(match[5] ?? 0), Number(match[6] ?? 0)];
  if (!inYears(year) || !isCalendarDay(year, month, day) || hour > 23 || minute > 59 || second > 59) {
    return null;
  }
  let offsetMinutes = 0;
  const zone = match[8];
  if (zone && zone.toUpperCase() !== 'Z') {
    const digits = zone.slice(1).replace(':', '');
    const [zoneHours, zoneMinutes] = [Number(digits.slice(0, 2)), Number(digits.slice(2) || 0)];
    if (zoneHours > 14 || zoneMinutes > 59) return null;
    offsetMinutes = (zone.startsWith('-') ? -1 : 1) * (zoneHours * 60 + zoneMinutes);
  }
  const milliseconds = Math.floor(Number(`0${match[7] ?? ''}`) * 1000);
  const time = Date.UTC(year, month - 1, day, hour, minute, second, milliseconds) - offsetMinutes * 60_000;
  return new Date(time);
}

/** A required date field `YYYY-MM-DD` (trimmed), a calendar day from 1900 to 2100. */
export const dateField = (label: string) =>
  z
    .string({ error: `${label} must be a date (YYYY-MM-DD)` })
    .trim()
    .refine(isIsoDate, {
      message: `${label} must be a date (YYYY-MM-DD) between ${DATE_YEARS.earliest} and ${DATE_YEARS.latest}`,
      params: { code: 'invalid_format' },
    });

/** A required ISO 8601 date-time field, read as a Date (see `parseInstant`). */
export const instantField = (label: string) =>
  z
    .string({ error: `${label} must be an ISO 8601 date-time such as 2026-01-31T09:00:00Z` })
    .refine((value) => parseInstant(value) !== null, {
      message: `${label} must be an ISO 8601 date-time such as 2026-01-31T09:00:00Z, between ${DATE_YEARS.earliest} and ${DATE_YEARS.latest}`,
      params: { code: 'invalid_format' },
    })
    .transform((value) => parseInstant(value)!);

/** A calendar day `YYYY-MM-DD` in the words of `language`: "28 Kasım 2026", "28 November 2026". */
export function dayText(day: string, language: 'en' | 'tr'): string {
  const date = DateTime.fromISO(day, { zone: 'utc' });
  return date.isValid ? date.setLocale(language === 'tr' ? 'tr' : 'en-GB').toFormat('d LLLL yyyy') : day;
}

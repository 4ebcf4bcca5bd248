import { DateTime } from 'luxon';
import { languageOf, type Language } from './i18n/languages';

// The one way dates and times read on screen (docs/architecture.md: dates through luxon). Every screen formats
// through these functions, so a date reads the same in the inbox, the tasks list, the chat and the user
// drawer. The conventions are per language, not per screen:
//
//   en  month first, 12-hour clock: the spec's own English pattern 'MMM dd, h:mm a' (spec 000 §2),
//       "Nov 21, 4:05 PM"; a day alone "Nov 21"; the year is added when it is not this year.
//   tr  day first, 24-hour clock, as Turkish is written: "21 Kas 16:05"; "21 Kas"; "21 Kas 2027".
//
// A calendar date (a birthday, a season's first day) reads like any other day with its year: "Mar 12,
// 1984" / "12 Mar 1984" — one date style per language on every screen. Two fixed forms are the same in
// both: a chat message's time is HH:mm (spec 000 §2), and a day heading writes its weekday out. Times are shown in the browser's zone unless
// a `zone` is given (tests pass one). Every function answers '' for a value it cannot read.

/** An instant as the API sends it (ISO 8601), a JS Date or a luxon DateTime. */
export type DateInput = string | Date | DateTime;

export interface DateOptions {
  /** IANA zone to show the time in; the browser's zone unless given. */
  zone?: string;
  /** What "now" is (this year, today); the current time unless given. */
  now?: DateTime;
}

interface Patterns {
  /** A day of this year: "Nov 21" / "21 Kas". */
  day: string;
  /** A day of another year. */
  dayWithYear: string;
  /** A clock time. */
  time: string;
  /** A day of this year with its time. */
  dateTime: string;
  /** A day of another year with its time. */
  dateTimeWithYear: string;
  /** A weekday and day of this year: "Friday, November 20" / "20 Kasım Cuma". */
  weekday: string;
  /** A weekday and day of another year. */
  weekdayWithYear: string;
}

const PATTERNS: Record<Language, Patterns> = {
  en: {
    day: 'MMM dd',
    dayWithYear: 'MMM dd, yyyy',
    time: 'h:mm a',
    dateTime: 'MMM dd, h:mm a',
    dateTimeWithYear: 'MMM dd, yyyy, h:mm a',
    weekday: 'EEEE, MMMM d',
    weekdayWithYear: 'EEEE, MMMM d, yyyy',
  },
  tr: {
    day: 'd MMM',
    dayWithYear: 'd MMM yyyy',
    time: 'HH:mm',
    dateTime: 'd MMM HH:mm',
    dateTimeWithYear: 'd MMM yyyy HH:mm',
    weekday: 'd MMMM EEEE',
    weekdayWithYear: 'd MMMM yyyy EEEE',
  },
};

/** The language whose conventions apply: i18next may report a regional tag ('tr-TR', 'en-US'). */
export function dateLanguage(language: string | null | undefined): Language {
  return languageOf(language);
}

/** The instant in the zone to show it in, or null when unreadable. */
export function toDateTime(value: DateInput | null | undefined, zone?: string): DateTime | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed =
    value instanceof DateTime
      ? value
      : value instanceof Date
        ? DateTime.fromJSDate(value)
        : DateTime.fromISO(value, { setZone: false });
  if (!parsed.isValid) return null;
  return zone ? parsed.setZone(zone) : parsed.toLocal();
}

function format(
  value: DateInput | null | undefined,
  language: string,
  pick: (patterns: Patterns, sameYear: boolean) => string,
  { zone, now }: DateOptions,
): string {
  const time = toDateTime(value, zone);
  if (!time) return '';
  const lang = dateLanguage(language);
  const current = (now ?? DateTime.now()).setZone(time.zone);
  return time.setLocale(lang).toFormat(pick(PATTERNS[lang], time.hasSame(current, 'year')));
}

/** A day with its time: "Nov 21, 4:05 PM" / "21 Kas 16:05" (the year added when not this year). */
export function formatDateTime(
  value: DateInput | null | undefined,
  language: string,
  options: DateOptions = {},
) {
  return format(value, language, (p, sameYear) => (sameYear ? p.dateTime : p.dateTimeWithYear), options);
}

/** A day with its time and always the year, for records (created, updated, paid): "Nov 21, 2026, 4:05 PM". */
export function formatTimestamp(
  value: DateInput | null | undefined,
  language: string,
  options: DateOptions = {},
) {
  return format(value, language, (p) => p.dateTimeWithYear, options);
}

/** A day: "Nov 21" / "21 Kas" this year, "Nov 21, 2027" / "21 Kas 2027" another year. */
export function formatDay(value: DateInput | null | undefined, language: string, options: DateOptions = {}) {
  return format(value, language, (p, sameYear) => (sameYear ? p.day : p.dayWithYear), options);
}

/** A day with its year, for records and tables: "Nov 21, 2026" / "21 Kas 2026". */
export function formatDate(value: DateInput | null | undefined, language: string, options: DateOptions = {}) {
  return format(value, language, (p) => p.dayWithYear, options);
}

/** A clock time in the language's convention: "4:05 PM" / "16:05". */
export function formatTime(value: DateInput | null | undefined, language: string, options: DateOptions = {}) {
  return format(value, language, (p) => p.time, options);
}

/** A chat message's time, HH:mm in every language (spec 000 §2): "16:05". */
export function formatClockTime(
  value: DateInput | null | undefined,
  { zone }: Pick<DateOptions, 'zone'> = {},
) {
  const time = toDateTime(value, zone);
  return time ? time.toFormat('HH:mm') : '';
}

/**
 * A calendar date without a time (a birthday, YYYY-MM-DD) as every day with its year reads: "Mar 12,
 * 1984" / "12 Mar 1984". Read as the day itself, never shifted by a zone.
 */
export function formatCalendarDate(value: string | null | undefined, language: string): string {
  if (!value) return '';
  const day = DateTime.fromISO(value, { zone: 'utc' });
  if (!day.isValid) return '';
  const lang = dateLanguage(language);
  return day.setLocale(lang).toFormat(PATTERNS[lang].dayWithYear);
}

/** What a day heading says: today or yesterday (the caller translates them), else the day written out. */
export type DayHeading = { relative: 'today' | 'yesterday' } | { date: string };

/**
 * The heading of a day (the chat's day chips): today and yesterday relative to `now`, any other day as
 * its weekday and date ("Friday, November 20" / "20 Kasım Cuma"), the year only when not this year.
 */
export function dayHeading(value: DateInput, language: string, options: DateOptions = {}): DayHeading | null {
  const day = toDateTime(value, options.zone)?.startOf('day');
  if (!day) return null;
  const today = (options.now ?? DateTime.now()).setZone(day.zone).startOf('day');
  if (day.hasSame(today, 'day')) return { relative: 'today' };
  if (day.hasSame(today.minus({ days: 1 }), 'day')) return { relative: 'yesterday' };
  const lang = dateLanguage(language);
  const pattern = day.hasSame(today, 'year') ? PATTERNS[lang].weekday : PATTERNS[lang].weekdayWithYear;
  return { date: day.setLocale(lang).toFormat(pattern) };
}

// The steps of a relative time, largest first; anything older than a week reads as a date instead.
const RELATIVE_UNITS = [
  { unit: 'day', max: 7 },
  { unit: 'hour', max: 24 },
  { unit: 'minute', max: 60 },
] as const;

/**
 * How long ago (or until) something is, in the language's own words (Intl.RelativeTimeFormat): "now" /
 * "şimdi" under a minute, "5 minutes ago" / "5 dakika önce", "yesterday" / "dün", up to a week; older
 * or further away reads as formatDateTime.
 */
export function formatRelative(
  value: DateInput | null | undefined,
  language: string,
  options: DateOptions = {},
) {
  const time = toDateTime(value, options.zone);
  if (!time) return '';
  const now = options.now ?? DateTime.now();
  const lang = dateLanguage(language);
  // "yesterday" / "dün" for one day, but "2 days ago" / "2 gün önce" rather than ICU's rarer words for two.
  const words = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
  const counted = new Intl.RelativeTimeFormat(lang, { numeric: 'always' });
  if (Math.abs(time.diff(now, 'seconds').seconds) < 60) return words.format(0, 'second');
  for (const { unit, max } of RELATIVE_UNITS) {
    const amount = Math.trunc(time.diff(now, unit).as(`${unit}s`));
    if (amount !== 0 && Math.abs(amount) < max) {
      return (Math.abs(amount) === 1 ? words : counted).format(amount, unit);
    }
    if (amount !== 0) break;
  }
  return formatDateTime(time, lang, options);
}

/**
 * Today (or `days` from today) as `YYYY-MM-DD` in the browser's time zone: a form's default day, the
 * latest a past day may be.
 */
export const todayIso = (days = 0): string => DateTime.now().plus({ days }).toISODate() ?? '';

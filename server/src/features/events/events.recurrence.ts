import { DateTime } from 'luxon';
import rrule, { type Options, type Weekday as RRuleWeekday } from 'rrule';
import { walkRule } from './events.recurrence-walk.js';

const { RRule } = rrule;

// Series of events as RFC 5545 rules (rrule), expanded for a window on read (docs/domain.md, "Activity").
//
// A series repeats in its time zone: "every Tuesday at 17:00 in Europe/Berlin" is 16:00 UTC in winter
// and 15:00 UTC in summer. rrule computes in UTC, so the rule is expanded over *wall times*: each
// instant is turned into a Date whose UTC fields are the local wall time (a "floating" time), rrule
// steps over those, and each result is turned back into an instant in the zone. UNTIL is kept as UTC
// in the stored rule (RFC 5545 asks for it with a zoned DTSTART) and converted the same way.

export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type WeekdayCode = (typeof WEEKDAYS)[number];
export const FREQUENCIES = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
export type FrequencyCode = (typeof FREQUENCIES)[number];

/** The bounds of a series (schema/events.graphql). */
export const SERIES_LIMITS = {
  /** The longest a series may run, in days from its first occurrence; also the end of one without. */
  days: 400,
  count: 400,
  interval: 52,
  excludedDates: 100,
} as const;

/** A series as the contract reads and writes it. */
export interface RecurrenceSpec {
  frequency: FrequencyCode;
  interval: number;
  weekdays: WeekdayCode[];
  /** ISO date in the series' zone: the last day an occurrence may start on. */
  until: string | null;
  count: number | null;
}

/** What expansion needs of a stored event. */
export interface SeriesRow {
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  rrule: string | null;
  excludedDates: readonly string[];
}

const FREQUENCY_OF: Record<FrequencyCode, number> = {
  DAILY: RRule.DAILY,
  WEEKLY: RRule.WEEKLY,
  MONTHLY: RRule.MONTHLY,
};

/**
 * Conversions already made, by zone and time: a calendar expands hundreds of series that share a
 * window and a handful of training times, and luxon's conversion (Intl's formatToParts) was the largest
 * cost of a month of a big school. Emptied when they grow past a bound.
 */
class ConversionMemo {
  private readonly byZone = new Map<string, Map<number, number>>();
  private size = 0;
  constructor(private readonly convert: (time: number, zone: string) => number) {}
  get(time: number, zone: string): number {
    let zoneMemo = this.byZone.get(zone);
    if (!zoneMemo) this.byZone.set(zone, (zoneMemo = new Map()));
    const known = zoneMemo.get(time);
    if (known !== undefined) return known;
    const converted = this.convert(time, zone);
    if (this.size >= CONVERSIONS_KEPT) {
      this.byZone.clear();
      this.byZone.set(zone, zoneMemo);
      zoneMemo.clear();
      this.size = 0;
    }
    zoneMemo.set(time, converted);
    this.size += 1;
    return converted;
  }
}
const CONVERSIONS_KEPT = 20_000;

const floatings = new ConversionMemo((time, zone) => {
  const local = DateTime.fromMillis(time, { zone });
  return Date.UTC(
    local.year,
    local.month - 1,
    local.day,
    local.hour,
    local.minute,
    local.second,
    local.millisecond,
  );
});
const instants = new ConversionMemo((time, zone) => convertFloating(new Date(time), zone).getTime());

/** The instant as a floating Date: its UTC fields are the wall time in `zone`. */
function toFloating(instant: Date, zone: string): Date {
  return new Date(floatings.get(instant.getTime(), zone));
}

/** The instant a floating Date's wall time names in `zone` (a time in a spring-forward gap moves forward). */
function fromFloating(floating: Date, zone: string): Date {
  return new Date(instants.get(floating.getTime(), zone));
}

function convertFloating(floating: Date, zone: string): Date {
  return DateTime.fromObject(
    {
      year: floating.getUTCFullYear(),
      month: floating.getUTCMonth() + 1,
      day: floating.getUTCDate(),
      hour: floating.getUTCHours(),
      minute: floating.getUTCMinutes(),
      second: floating.getUTCSeconds(),
      millisecond: floating.getUTCMilliseconds(),
    },
    { zone },
  ).toJSDate();
}

/** The ISO date (yyyy-MM-dd) of an instant in `zone`. */
export function localDate(instant: Date, zone: string): string {
  return DateTime.fromJSDate(instant, { zone }).toISODate()!;
}

/** The last instant of the local day `isoDate` in `zone`. */
function endOfLocalDay(isoDate: string, zone: string): Date {
  return DateTime.fromISO(isoDate, { zone }).endOf('day').set({ millisecond: 0 }).toJSDate();
}

/** The rule text (without DTSTART, as stored) for a spec starting at `startsAt` in `zone`. */
export function ruleText(spec: RecurrenceSpec, startsAt: Date, zone: string): string {
  const options: Partial<Options> = { freq: FREQUENCY_OF[spec.frequency], interval: spec.interval };
  if (spec.frequency === 'WEEKLY') {
    const days = spec.weekdays.length > 0 ? spec.weekdays : [weekdayOf(startsAt, zone)];
    options.byweekday = days.map((day) => RRule[day]);
  }
  if (spec.count !== null) options.count = spec.count;
  else options.until = endOfLocalDay(spec.until ?? defaultUntil(startsAt, zone), zone);
  return RRule.optionsToString(options).replace(/^RRULE:/, '');
}

/** The weekday code of an instant in `zone`. */
export function weekdayOf(instant: Date, zone: string): WeekdayCode {
  return WEEKDAYS[DateTime.fromJSDate(instant, { zone }).weekday - 1]!;
}

/** The end of a series that names none: SERIES_LIMITS.days after its first occurrence, less a day. */
export function defaultUntil(startsAt: Date, zone: string): string {
  return DateTime.fromJSDate(startsAt, { zone })
    .plus({ days: SERIES_LIMITS.days - 1 })
    .toISODate()!;
}

/** The spec a stored rule holds (for the contract's `Recurrence`). */
export function specOf(rule: string, zone: string): RecurrenceSpec {
  const options = RRule.parseString(rule);
  const frequency =
    (Object.entries(FREQUENCY_OF).find(([, value]) => value === options.freq)?.[0] as FrequencyCode) ??
    'WEEKLY';
  const weekdays = ((options.byweekday ?? []) as (RRuleWeekday | number)[]).map((day) =>
    typeof day === 'number' ? WEEKDAYS[day]! : WEEKDAYS[day.weekday]!,
  );
  return {
    frequency,
    interval: options.interval ?? 1,
    weekdays,
    until: options.until ? localDate(options.until, zone) : null,
    count: options.count ?? null,
  };
}

/** The rule over floating wall times, ready to expand. */
function floatingRule(series: SeriesRow): InstanceType<typeof RRule> {
  const options = RRule.parseString(series.rrule!);
  return new RRule({
    ...options,
    dtstart: toFloating(series.startsAt, series.timeZone),
    until: options.until ? toFloating(options.until, series.timeZone) : null,
    tzid: null,
  });
}

/**
 * The floating starts of the series from `after` to `before` (inclusive): walked with date arithmetic
 * for the rules Arena writes (events.recurrence-walk.ts), by rrule for any other.
 */
export function floatingBetween(series: SeriesRow, after: Date, before: Date): Date[] {
  const options = parsedRule(series.rrule!);
  const dtstart = toFloating(series.startsAt, series.timeZone);
  const until = options.until ? toFloating(options.until, series.timeZone) : null;
  const walked = walkRule(options, dtstart, until, before);
  if (walked) return walked.filter((floating) => floating >= after);
  return new RRule({ ...options, dtstart, until, tzid: null }).between(after, before, true);
}

/**
 * A stored rule's parts, parsed once for many reads (read only: a calendar's hundreds of series share a
 * few rule texts). Emptied when it grows past a bound.
 */
const parsedRules = new Map<string, Readonly<Partial<Options>>>();
function parsedRule(rule: string): Readonly<Partial<Options>> {
  let options = parsedRules.get(rule);
  if (!options) {
    if (parsedRules.size >= CONVERSIONS_KEPT) parsedRules.clear();
    parsedRules.set(rule, (options = RRule.parseString(rule)));
  }
  return options;
}

/** The same starts by rrule alone: what the walk is checked against (events.recurrence.unit.test.ts). */
export function floatingBetweenByRRule(series: SeriesRow, after: Date, before: Date): Date[] {
  return floatingRule(series).between(after, before, true);
}

/** One occurrence a series gives: its original start and end. */
export interface SeriesOccurrence {
  originalStart: Date;
  originalEnd: Date;
}

const DAY = 86_400_000;

const durationOf = (series: SeriesRow) => series.endsAt.getTime() - series.startsAt.getTime();

/**
 * The occurrences of the series that overlap [from, to) — those starting before `to` and ending after
 * `from` — in order, excluded dates left out. A single event (no rule) is its one occurrence.
 */
export function expand(series: SeriesRow, from: Date, to: Date): SeriesOccurrence[] {
  const duration = durationOf(series);
  if (!series.rrule) {
    return series.startsAt < to && series.endsAt > from
      ? [{ originalStart: series.startsAt, originalEnd: series.endsAt }]
      : [];
  }
  // Excluded dates as floating day numbers, to compare with each wall time's own day.
  const excluded = new Set(series.excludedDates.map((date) => Date.parse(date) / DAY));
  // Wall-time window, widened by a day on each side for zone offsets, then filtered on instants.
  const floatingFrom = new Date(
    toFloating(new Date(from.getTime() - duration), series.timeZone).getTime() - 864e5,
  );
  const floatingTo = new Date(toFloating(to, series.timeZone).getTime() + 864e5);
  const occurrences: SeriesOccurrence[] = [];
  for (const floating of floatingBetween(series, floatingFrom, floatingTo)) {
    const start = fromFloating(floating, series.timeZone);
    const end = new Date(start.getTime() + duration);
    if (!(start < to && end > from)) continue;
    // The wall time's date is the occurrence's local date (a time moved out of a spring-forward gap
    // stays on its day).
    if (excluded.size > 0 && excluded.has(Math.floor(floating.getTime() / DAY))) continue;
    occurrences.push({ originalStart: start, originalEnd: end });
  }
  return occurrences;
}

/** Whether `instant` is an occurrence of the series (excluded dates are not). */
export function isOccurrence(series: SeriesRow, instant: Date): boolean {
  return expand(series, new Date(instant.getTime() - 1), new Date(instant.getTime() + 1)).some(
    (occurrence) => occurrence.originalStart.getTime() === instant.getTime(),
  );
}

/** The start of the series' last occurrence (the first one's for a single event), or null when it has none. */
export function lastStart(series: SeriesRow): Date | null {
  if (!series.rrule) return series.startsAt;
  const all = floatingRule(series).all((_date, index) => index < SERIES_LIMITS.count * 7);
  const excluded = new Set(series.excludedDates);
  for (let index = all.length - 1; index >= 0; index -= 1) {
    const start = fromFloating(all[index]!, series.timeZone);
    if (!excluded.has(localDate(start, series.timeZone))) return start;
  }
  return null;
}

/** How many occurrences the series gives before `instant` (excluded dates counted, as COUNT counts them). */
export function countBefore(series: SeriesRow, instant: Date): number {
  if (!series.rrule) return 0;
  return floatingRule(series).between(
    new Date(toFloating(series.startsAt, series.timeZone).getTime() - 1),
    toFloating(new Date(instant.getTime() - 1000), series.timeZone),
    true,
  ).length;
}

/**
 * The rule of a series cut so that its last occurrence starts before `instant`: UNTIL one second
 * before it (COUNT dropped), for the older half of a "this and following" split.
 */
export function ruleEndingBefore(rule: string, instant: Date): string {
  const options = RRule.parseString(rule);
  delete options.count;
  options.until = new Date(instant.getTime() - 1000);
  return RRule.optionsToString(options).replace(/^RRULE:/, '');
}

/** The rule with COUNT replaced (for the newer half of a split of a counted series). */
export function ruleWithCount(rule: string, count: number): string {
  const options = RRule.parseString(rule);
  options.count = count;
  delete options.until;
  return RRule.optionsToString(options).replace(/^RRULE:/, '');
}

/**
 * The rule for a series moved to start at `startsAt`: a weekly rule on the first occurrence's weekday
 * alone follows it to its new weekday; a rule of several weekdays keeps them.
 */
export function ruleFollowingStart(rule: string, before: Date, after: Date, zone: string): string {
  const options = RRule.parseString(rule);
  const days = (options.byweekday ?? []) as RRuleWeekday[];
  if (options.freq !== RRule.WEEKLY || days.length !== 1) return rule;
  if (WEEKDAYS[days[0]!.weekday] !== weekdayOf(before, zone)) return rule;
  options.byweekday = [RRule[weekdayOf(after, zone)]];
  return RRule.optionsToString(options).replace(/^RRULE:/, '');
}

/** The contract's `Recurrence`: the spec, its excluded dates and the rule text. */
export interface RecurrenceNode extends RecurrenceSpec {
  excludedDates: readonly string[];
  rule: string;
}

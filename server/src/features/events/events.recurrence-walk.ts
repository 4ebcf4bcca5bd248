import type { Options, Weekday as RRuleWeekday } from 'rrule';

// The occurrences of a rule of the kind Arena writes (events.recurrence.ts `ruleText`: FREQ DAILY,
// WEEKLY or MONTHLY, INTERVAL, BYDAY for a weekly rule, UNTIL or COUNT), walked over floating wall times
// with plain date arithmetic. rrule steps through its general iterator at several microseconds an
// occurrence, which a calendar of hundreds of series paid thousands of times a window
// (docs/performance.md, "Calendar at federation size"); this walk answers the same dates (the unit tests
// compare the two over random rules) at a fraction of that. A rule with any other part is left to rrule.

const DAY = 86_400_000;
/** rrule's frequency numbers. */
const MONTHLY = 1;
const WEEKLY = 2;
const DAILY = 3;
/** The parts this walk understands; rrule expands a rule with any other. */
const WALKED = new Set(['freq', 'interval', 'byweekday', 'until', 'count', 'dtstart', 'tzid']);

/**
 * The floating starts of the rule from `dtstart` up to `last` (both floating; `until` floating too,
 * inclusive as RFC 5545 says), in order; null when the rule has parts this walk leaves to rrule.
 */
export function walkRule(
  options: Partial<Options>,
  dtstart: Date,
  until: Date | null,
  last: Date,
): Date[] | null {
  if (
    Object.entries(options).some(([key, value]) => value !== null && value !== undefined && !WALKED.has(key))
  )
    return null;
  const interval = options.interval ?? 1;
  const count = options.count ?? Infinity;
  const end = Math.min(last.getTime(), until?.getTime() ?? Infinity);
  const start = dtstart.getTime();
  const found: Date[] = [];
  /** Takes `time` if it is on or after the start; answers false once the walk is over. */
  const take = (time: number): boolean => {
    if (time < start) return true;
    if (time > end || found.length >= count) return false;
    found.push(new Date(time));
    return true;
  };
  if (interval < 1 || !Number.isInteger(interval)) return null;
  if (options.freq === DAILY) {
    for (let time = start; take(time); time += interval * DAY);
    return found;
  }
  if (options.freq === WEEKLY) {
    const weekday = (dtstart.getUTCDay() + 6) % 7; // Monday 0, as rrule's weekdays (WKST Monday)
    const listed = weekdaysOf(options.byweekday);
    if (listed === null) return null;
    const days = listed.length > 0 ? listed : [weekday];
    const firstMonday = start - weekday * DAY;
    for (let week = 0; ; week += interval) {
      for (const day of days) if (!take(firstMonday + (week * 7 + day) * DAY)) return found;
    }
  }
  if (options.freq === MONTHLY && (options.byweekday === null || options.byweekday === undefined)) {
    const day = dtstart.getUTCDate();
    const timeOfDay = start - Date.UTC(dtstart.getUTCFullYear(), dtstart.getUTCMonth(), day);
    for (let month = dtstart.getUTCMonth(); ; month += interval) {
      const time = Date.UTC(dtstart.getUTCFullYear(), month, day) + timeOfDay;
      // A month without the day (the 31st in April) has no occurrence, as RFC 5545 says.
      if (new Date(time).getUTCDate() !== day) {
        if (time > end) return found;
        continue;
      }
      if (!take(time)) return found;
    }
  }
  return null;
}

/** The weekdays of BYDAY (Monday 0), in order (none: empty); null when one has an ordinal (left to rrule). */
function weekdaysOf(byweekday: Options['byweekday'] | undefined): number[] | null {
  if (byweekday === null || byweekday === undefined) return [];
  const list = (Array.isArray(byweekday) ? byweekday : [byweekday]) as (RRuleWeekday | number | string)[];
  const days: number[] = [];
  for (const entry of list) {
    if (typeof entry === 'number') days.push(entry);
    else if (typeof entry === 'object' && (entry.n === null || entry.n === undefined))
      days.push(entry.weekday);
    else return null;
  }
  return [...new Set(days)].sort((a, b) => a - b);
}

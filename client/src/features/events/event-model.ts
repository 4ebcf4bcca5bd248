import { DEFAULT_TIME_ZONE } from '../../lib/time-zones';
import { DateTime } from 'luxon';
import type {
  CalendarOccurrenceFragment,
  EventDetailFragment,
  EventEditMode,
  EventType,
  Weekday,
} from '../../generated/graphql';

// What the events screen knows of events apart from React: the types and their colours, the
// organization's time zone, and how an occurrence moved on the calendar becomes an `updateEvent` input.

/** How many occurrences a day of the month grid shows; the others are a "+N more" opening the day. */
export const GRID_PER_DAY = 4;

/** Every event type, in the order the legend, the filter and the form list them. */
export const EVENT_TYPES: readonly EventType[] = ['training', 'match', 'camp', 'tryout', 'meeting', 'social'];

/** Each type's Chakra palette: the calendar, the legend and the drawer's badge read the same colour. */
export const EVENT_TYPE_PALETTE: Record<EventType, string> = {
  training: 'blue',
  match: 'red',
  camp: 'green',
  tryout: 'purple',
  meeting: 'orange',
  social: 'pink',
};

/** The weekdays, Monday first (the organization's week), as RFC 5545 names them. */
export const WEEKDAYS: readonly Weekday[] = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];

export const isEventType = (value: string): value is EventType =>
  (EVENT_TYPES as readonly string[]).includes(value);

/** The types of the address's `types` parameter ("training,match"), unknown names left out. */
export function typesFromParam(param: string): EventType[] {
  return param
    .split(',')
    .map((part) => part.trim())
    .filter(isEventType)
    .filter((type, index, all) => all.indexOf(type) === index);
}

/** The `types` parameter for a set of types, in the legend's order; empty for all or none. */
export function typesParam(types: readonly EventType[]): string {
  const chosen = EVENT_TYPES.filter((type) => types.includes(type));
  return chosen.length === EVENT_TYPES.length ? '' : chosen.join(',');
}

/**
 * The zone the calendar shows: the organization's; while it is not read (or for a super admin without
 * one), the first occurrence's event's, else the default.
 */
export function calendarTimeZone(
  organizationZone: string | null | undefined,
  occurrences: readonly CalendarOccurrenceFragment[] | undefined,
): string {
  return (
    organizationZone ??
    occurrences?.find((occurrence) => occurrence.event.timeZone)?.event.timeZone ??
    DEFAULT_TIME_ZONE
  );
}

/** Whether a change of this event asks which occurrences it applies to. */
export const isSeries = (event: Pick<EventDetailFragment, 'recurrence'>) => event.recurrence !== null;

/** The RFC 5545 weekday of an instant in `zone`. */
export function weekdayOf(time: DateTime): Weekday {
  return WEEKDAYS[time.weekday - 1] ?? 'MO';
}

/** `weekdays` moved by `days` (a weekly series dragged from Tuesday to Wednesday repeats a day later). */
export function shiftWeekdays(weekdays: readonly Weekday[], days: number): Weekday[] {
  const shift = ((days % 7) + 7) % 7;
  return weekdays.map((day) => WEEKDAYS[(WEEKDAYS.indexOf(day) + shift) % 7] ?? day);
}

/** An instant (ISO, UTC) as the API takes it. */
const iso = (time: DateTime) => time.toUTC().toISO({ suppressMilliseconds: false }) ?? '';

export interface MovedOccurrence {
  /** The occurrence as the calendar read it. */
  occurrence: Pick<CalendarOccurrenceFragment, 'startsAt' | 'endsAt' | 'originalStart'> & {
    event: Pick<EventDetailFragment, 'startsAt' | 'endsAt' | 'timeZone' | 'recurrence'>;
  };
  /** Where it was dropped or to what it was stretched. */
  start: Date;
  end: Date;
}

/**
 * The `updateEvent` input for an occurrence dragged or resized on the calendar, in `mode`: THIS and
 * FOLLOWING take the occurrence's new times (the new series starts with it); ALL moves the whole series
 * by the same number of days and to the same wall-clock time, so its first occurrence keeps its place
 * in the series. A weekly series moved to other days repeats on the moved weekdays.
 */
export function moveInput({ occurrence, start, end }: MovedOccurrence, mode: EventEditMode) {
  const zone = occurrence.event.timeZone || DEFAULT_TIME_ZONE;
  const newStart = DateTime.fromJSDate(start).setZone(zone);
  const newEnd = DateTime.fromJSDate(end).setZone(zone);
  const oldStart = DateTime.fromISO(occurrence.startsAt).setZone(zone);
  const days = Math.round(newStart.startOf('day').diff(oldStart.startOf('day'), 'days').days);
  const recurrence = occurrence.event.recurrence;
  const movedRecurrence =
    mode !== 'THIS' && recurrence && days !== 0 && recurrence.weekdays.length > 0
      ? {
          recurrence: {
            frequency: recurrence.frequency,
            interval: recurrence.interval,
            weekdays: shiftWeekdays(recurrence.weekdays, days),
            until: recurrence.until,
            count: recurrence.count,
            excludedDates: recurrence.excludedDates,
          },
        }
      : {};
  if (mode !== 'ALL' || !recurrence) {
    return { startsAt: iso(newStart), endsAt: iso(newEnd), ...movedRecurrence };
  }
  const duration = newEnd.diff(newStart);
  const seriesStart = DateTime.fromISO(occurrence.event.startsAt)
    .setZone(zone)
    .plus({ days })
    .set({ hour: newStart.hour, minute: newStart.minute, second: 0, millisecond: 0 });
  return { startsAt: iso(seriesStart), endsAt: iso(seriesStart.plus(duration)), ...movedRecurrence };
}

/** The occurrence's wall-clock day and times in its zone: the form's starting point. */
export function wallClock(startsAt: string, endsAt: string, zone: string) {
  const start = DateTime.fromISO(startsAt).setZone(zone);
  const end = DateTime.fromISO(endsAt).setZone(zone);
  return {
    startDate: start.toISODate() ?? '',
    startTime: start.toFormat('HH:mm'),
    endDate: end.toISODate() ?? '',
    endTime: end.toFormat('HH:mm'),
    multiDay: !start.hasSame(end, 'day'),
  };
}

/**
 * When an occurrence is, in its zone and the interface language, with 24-hour times as the calendar
 * shows them: "Tue 3 Mar 2026, 17:00–18:30" / "3 Mart 2026 Salı, 17:00–18:30"; an occurrence over
 * several days names both ends.
 */
export function formatWhen(startsAt: string, endsAt: string, zone: string, language: 'en' | 'tr'): string {
  const start = DateTime.fromISO(startsAt).setZone(zone).setLocale(language);
  const end = DateTime.fromISO(endsAt).setZone(zone).setLocale(language);
  if (!start.isValid || !end.isValid) return '';
  const day = language === 'tr' ? 'd MMMM yyyy cccc' : 'ccc d MMM yyyy';
  if (start.hasSame(end, 'day'))
    return `${start.toFormat(day)}, ${start.toFormat('HH:mm')}–${end.toFormat('HH:mm')}`;
  return `${start.toFormat(day)}, ${start.toFormat('HH:mm')} – ${end.toFormat(day)}, ${end.toFormat('HH:mm')}`;
}

/** A calendar day (`yyyy-MM-dd`) as the drawer names it: "30 Jun 2027" / "30 Haziran 2027". */
export function formatDay(day: string, language: 'en' | 'tr'): string {
  const parsed = DateTime.fromISO(day, { zone: 'utc' }).setLocale(language);
  return parsed.isValid ? parsed.toFormat(language === 'tr' ? 'd MMMM yyyy' : 'd MMM yyyy') : day;
}

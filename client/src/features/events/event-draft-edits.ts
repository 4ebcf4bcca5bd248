import { DateTime } from 'luxon';
import type { Weekday } from '../../generated/graphql';
import { weekdayOf } from './event-model';
import { DATE, REPEATS, type EventDraft } from './event-form';

// Edits of the event form's draft that keep it consistent: a new first day, another way of repeating.

/** The start day's weekday, when the day is readable. */
const weekdayOfDay = (day: string): Weekday | null => {
  const parsed = DateTime.fromISO(day);
  return DATE.test(day) && parsed.isValid ? weekdayOf(parsed) : null;
};

/**
 * The draft with another first day. A weekly series on one weekday follows it (the first occurrence's
 * weekday is the series' unless more days are ticked); an end day before it moves along.
 */
export function withStartDate(draft: EventDraft, startDate: string): EventDraft {
  const weekday = weekdayOfDay(startDate);
  const following = weekday !== null && draft.weekdays.length <= 1;
  return {
    ...draft,
    startDate,
    weekdays: following ? [weekday] : draft.weekdays,
    endDate: draft.multiDay && draft.endDate < startDate ? startDate : draft.endDate,
  };
}

/** The draft repeating another way; a weekly series starts on the first day's weekday. */
export function withRepeat(draft: EventDraft, repeat: string): EventDraft {
  const chosen = REPEATS.find((entry) => entry === repeat) ?? 'none';
  const weekday = weekdayOfDay(draft.startDate);
  return {
    ...draft,
    repeat: chosen,
    weekdays: chosen === 'WEEKLY' && draft.weekdays.length <= 1 && weekday ? [weekday] : draft.weekdays,
  };
}

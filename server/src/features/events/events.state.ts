import { badInput } from '../../shared/errors.js';
import type { TranslatedLanguage, Translations } from '../../shared/localized-text.js';
import type { EventScope, EventStatus } from './event.entity.js';
import { type NoticeKind } from './events.notices.js';
import {
  defaultUntil,
  isOccurrence,
  localDate,
  ruleFollowingStart,
  ruleText,
  SERIES_LIMITS,
} from './events.recurrence.js';
import { occurrenceId, type EventNode, type OccurrenceNode, type OccurrenceRow } from './events.sql.js';
import { EVENT_LIMITS, type EventPatch, type RecurrenceInput } from './events.validation.js';

// What a change makes of an event (events.service.ts): the state it is about to have, the times a move
// gives a series, the rule rebuilt for a new spec, the fields an audit keeps and a notice tells.

export const DAY = 864e5;

/** The fields one occurrence may change on its own ("this event"). */
export const OCCURRENCE_FIELDS = new Set(['startsAt', 'endsAt', 'title', 'venue', 'notes', 'status']);

/** What an event is about to be: the stored row with a change applied. */
export interface EventState {
  organizationId: string;
  type: string;
  title: string;
  scope: EventScope;
  branchId: string | null;
  teamIds: string[];
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  rrule: string | null;
  excludedDates: string[];
  venueBranchId: string | null;
  venue: string | null;
  capacity: number | null;
  feeMinor: number | null;
  notes: string | null;
  status: EventStatus;
}

/**
 * The translations a changed event keeps (the demo's, shared/localized-text.ts): those of the title and
 * the notes while their text is the same; null when none is left. The SQL twin is in events.writes.ts.
 */
export function keptTranslations(
  before: { title: string; notes: string | null; translations: Translations | null },
  after: Pick<EventState, 'title' | 'notes'>,
): Translations | null {
  const kept: Translations = {};
  for (const [language, fields] of Object.entries(before.translations ?? {}) as [
    TranslatedLanguage,
    Record<string, string>,
  ][]) {
    const same = Object.entries(fields).filter(
      ([field]) =>
        (field !== 'title' || before.title === after.title) &&
        (field !== 'notes' || before.notes === after.notes),
    );
    if (same.length > 0) kept[language] = Object.fromEntries(same);
  }
  return Object.keys(kept).length > 0 ? kept : null;
}

/** What a change tells those invited: a cancellation, a reinstatement, or a change of when or where. */
export function noticeKindOf(changed: Record<string, unknown>): NoticeKind | null {
  if (changed.status === 'cancelled') return 'cancelled';
  if (changed.status === 'scheduled') return 'reinstated';
  const told = ['startsAt', 'endsAt', 'title', 'venue', 'venueBranchId', 'rrule', 'excludedDates'];
  return told.some((field) => changed[field] !== undefined) ? 'changed' : null;
}

export const occurrenceKey = (eventId: string, originalStart: Date) =>
  `${eventId}@${originalStart.getTime()}`;

export function occurrenceOf(
  event: EventNode,
  originalStart: Date,
  originalEnd: Date,
  own: OccurrenceRow | undefined,
): OccurrenceNode {
  return {
    id: occurrenceId(event.id, originalStart),
    eventId: event.id,
    event,
    originalStart,
    startsAt: own?.startsAt ?? originalStart,
    endsAt: own?.endsAt ?? originalEnd,
    title: own?.title ?? event.title,
    titleIsOwn: typeof own?.title === 'string',
    // A cancelled series cancels every date; otherwise a date's own status wins.
    status: event.status === 'cancelled' ? 'cancelled' : (own?.status ?? event.status),
    venue: own?.venue ?? event.venue,
    notes: own?.notes ?? event.notes,
    notesIsOwn: typeof own?.notes === 'string',
    changed: own !== undefined,
  };
}

export function checkTimes(startsAt: Date, endsAt: Date): void {
  if (endsAt <= startsAt) throw badInput('endsAt', 'The end must be after the start');
  if (endsAt.getTime() - startsAt.getTime() > EVENT_LIMITS.durationDays * DAY) {
    throw badInput('endsAt', `An event lasts at most ${EVENT_LIMITS.durationDays} days`);
  }
}

/**
 * The times a change gives a series: a new start or end given for the occurrence at `anchor` moves the
 * series' first occurrence by as much (its length taken from the change).
 */
export function shiftedTimes(
  row: { startsAt: Date; endsAt: Date },
  anchor: Date,
  patch: EventPatch,
): { startsAt: Date; endsAt: Date } {
  const duration = row.endsAt.getTime() - row.startsAt.getTime();
  const anchorEnd = anchor.getTime() + duration;
  const newStart = patch.startsAt?.getTime() ?? anchor.getTime();
  const newEnd = patch.endsAt?.getTime() ?? (patch.startsAt ? newStart + duration : anchorEnd);
  const delta = newStart - anchor.getTime();
  const startsAt = new Date(row.startsAt.getTime() + delta);
  return { startsAt, endsAt: new Date(startsAt.getTime() + (newEnd - newStart)) };
}

/** The event a change makes of `base`: fields given replace, the rule rebuilt for new times or a new spec. */
export function stateOf(
  base: EventState,
  patch: EventPatch,
  previousStart: Date = base.startsAt,
): EventState {
  const state: EventState = {
    ...base,
    teamIds: [...base.teamIds].sort(),
    excludedDates: [...base.excludedDates],
  };
  const assign = <Field extends keyof EventState & keyof EventPatch>(field: Field) => {
    const value = patch[field];
    if (value !== undefined) (state as unknown as Record<string, unknown>)[field] = value;
  };
  for (const field of ['type', 'title', 'scope', 'venue', 'notes', 'status', 'startsAt', 'endsAt'] as const)
    assign(field);
  for (const field of ['branchId', 'venueBranchId', 'capacity', 'feeMinor'] as const) {
    if (patch[field] !== undefined)
      (state as unknown as Record<string, unknown>)[field] = patch[field] ?? null;
  }
  if (patch.teamIds !== undefined) state.teamIds = [...new Set(patch.teamIds ?? [])].sort();
  // Who the event is for follows its scope: the branch for `branch`, the teams for `teams`.
  if (state.scope !== 'branch') state.branchId = null;
  if (state.scope !== 'teams') state.teamIds = [];
  if (patch.recurrence === null) {
    state.rrule = null;
    state.excludedDates = [];
  } else if (patch.recurrence !== undefined) {
    applyRecurrence(state, patch.recurrence);
  } else if (state.rrule && state.startsAt.getTime() !== previousStart.getTime()) {
    state.rrule = ruleFollowingStart(state.rrule, previousStart, state.startsAt, state.timeZone);
  }
  return state;
}

export function applyRecurrence(state: EventState, input: RecurrenceInput): void {
  const firstDay = localDate(state.startsAt, state.timeZone);
  const until = input.until ?? (input.count ? null : defaultUntil(state.startsAt, state.timeZone));
  if (until !== null) {
    if (until < firstDay) throw badInput('recurrence.until', 'The series must end on or after its first day');
    if (until > defaultUntil(state.startsAt, state.timeZone)) {
      throw badInput('recurrence.until', `A series runs at most ${SERIES_LIMITS.days} days`);
    }
  }
  state.rrule = ruleText(
    {
      frequency: input.frequency,
      interval: input.interval ?? 1,
      weekdays: [...new Set(input.weekdays ?? [])],
      until,
      count: input.count ?? null,
    },
    state.startsAt,
    state.timeZone,
  );
  state.excludedDates = [...new Set(input.excludedDates ?? [])].sort();
}

/** The fields the audit keeps of an event (no notes: they may name people). */
export function summaryOf(state: Omit<EventState, 'organizationId'> & { organizationId?: string }) {
  return {
    type: state.type,
    title: state.title,
    scope: state.scope,
    branchId: state.branchId,
    teamIds: state.teamIds,
    startsAt: state.startsAt.toISOString(),
    endsAt: state.endsAt.toISOString(),
    rrule: state.rrule,
    excludedDates: state.excludedDates,
    venueBranchId: state.venueBranchId,
    venue: state.venue,
    capacity: state.capacity,
    feeMinor: state.feeMinor,
    status: state.status,
  };
}

/** The fields that differ, as before and after. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): [Record<string, unknown>, Record<string, unknown>] {
  const changed = Object.keys(after).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return [
    Object.fromEntries(changed.map((key) => [key, before[key]])),
    Object.fromEntries(changed.map((key) => [key, after[key]])),
  ];
}

/**
 * After an "all events" change: the date it was made from, moved with the series (a notice opens it), or
 * the series' first when that date is no longer one of its occurrences.
 */
export function editedDate(before: EventState, after: EventState, occurrenceStart: Date | null): Date {
  if (!occurrenceStart || !before.rrule) return after.startsAt;
  const moved = new Date(after.startsAt.getTime() + (occurrenceStart.getTime() - before.startsAt.getTime()));
  return isOccurrence(after, moved) ? moved : after.startsAt;
}

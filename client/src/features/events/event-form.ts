import { DateTime } from 'luxon';
import type {
  CalendarOccurrenceFragment,
  EventDetailFragment,
  EventEditMode,
  EventInput,
  EventScope,
  EventType,
  RecurrenceFrequency,
  Weekday,
} from '../../generated/graphql';
import { wallClock, weekdayOf, WEEKDAYS } from './event-model';

// The event form's draft, its checks and the input it sends. Times are typed as wall-clock times in the
// organization's zone (a training at 17:00 in Istanbul is at 17:00 whatever the browser's zone is) and
// sent as instants.

/** How the event repeats, as the form offers it. */
export type Repeat = 'none' | RecurrenceFrequency;
export const REPEATS: readonly Repeat[] = ['none', 'WEEKLY', 'DAILY', 'MONTHLY'];
export const SCOPES: readonly EventScope[] = ['organization', 'branch', 'teams'];

export interface EventDraft {
  type: EventType | '';
  title: string;
  scope: EventScope;
  branchId: string;
  teamIds: string[];
  /** The first (or this) occurrence's day, `yyyy-MM-dd` in the organization's zone. */
  startDate: string;
  /** `HH:mm`. */
  startTime: string;
  endTime: string;
  /** Ends on another day (a camp): `endDate` counts. */
  multiDay: boolean;
  endDate: string;
  repeat: Repeat;
  weekdays: Weekday[];
  /** The last day an occurrence may start on. */
  until: string;
  /** Days left out of the series (holidays); empty rows are ignored. */
  excludedDates: string[];
  venueBranchId: string;
  venue: string;
  capacity: string;
  /** The fee in lira, as typed ("150" or "150,50"). */
  fee: string;
  notes: string;
}

/** The form's fields, for messages: the checks' and the server's (whose names are mapped onto them). */
export const EVENT_FIELDS = [
  'type',
  'title',
  'scope',
  'branchId',
  'teamIds',
  'startDate',
  'startTime',
  'endTime',
  'endDate',
  'repeat',
  'weekdays',
  'until',
  'excludedDates',
  'venueBranchId',
  'venue',
  'capacity',
  'fee',
  'notes',
] as const;
export type EventField = (typeof EVENT_FIELDS)[number];

/** What is wrong with a field: the key of its sentence under `events.form.errors` and its values. */
export interface FieldProblem {
  key:
    | 'required'
    | 'titleLength'
    | 'chooseBranch'
    | 'chooseTeams'
    | 'tooManyTeams'
    | 'invalidDate'
    | 'invalidTime'
    | 'endBeforeStart'
    | 'tooLong'
    | 'chooseWeekdays'
    | 'untilBeforeStart'
    | 'untilTooFar'
    | 'excludedOutside'
    | 'tooManyExcluded'
    | 'venueLength'
    | 'capacityRange'
    | 'feeRange'
    | 'notesLength';
  values?: Record<string, number | string>;
}

export const LIMITS = {
  title: 200,
  teams: 50,
  days: 14,
  seriesDays: 400,
  excluded: 100,
  venue: 200,
  capacity: 10_000,
  /** In lira: 100 000 000 kuruş. */
  fee: 1_000_000,
  notes: 2000,
} as const;

export const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const validDate = (value: string) => DATE.test(value) && DateTime.fromISO(value).isValid;

/** The fee as typed, in kuruş: "150" → 15000, "150,5" → 15050; null for none, NaN when unreadable. */
export function feeMinorOf(text: string): number | null {
  const trimmed = text.trim().replace(/\s/g, '');
  if (trimmed === '') return null;
  if (!/^\d+([.,]\d{1,2})?$/.test(trimmed)) return Number.NaN;
  return Math.round(Number(trimmed.replace(',', '.')) * 100);
}

/** A whole number as typed; null for none, NaN when unreadable. */
function intOf(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The wall-clock day and time in `zone` as an instant. */
export function zonedInstant(date: string, time: string, zone: string): DateTime {
  return DateTime.fromISO(`${date}T${time}`, { zone });
}

/** The start and end the draft says, in `zone` (invalid DateTimes when the fields are). */
export function draftTimes(draft: EventDraft, zone: string) {
  const start = zonedInstant(draft.startDate, draft.startTime, zone);
  const end = zonedInstant(draft.multiDay ? draft.endDate : draft.startDate, draft.endTime, zone);
  return { start, end };
}

/** Which fields the form shows: a change of one date of a series is only its times, title, venue and notes. */
export const onlyThisDate = (mode: EventEditMode | null) => mode === 'THIS';

/**
 * What is wrong with the draft, field by field (empty when it may be sent). The server checks all of it
 * again; these are the rules a person can fix before sending.
 */
export function checkDraft(
  draft: EventDraft,
  zone: string,
  mode: EventEditMode | null = null,
): Partial<Record<EventField, FieldProblem>> {
  const problems: Partial<Record<EventField, FieldProblem>> = {};
  const required = (field: EventField, empty: boolean) => {
    if (empty) problems[field] = { key: 'required' };
  };
  const thisDate = onlyThisDate(mode);

  if (!thisDate) required('type', draft.type === '');
  const title = draft.title.trim();
  required('title', title === '');
  if (title.length > LIMITS.title) problems.title = { key: 'titleLength', values: { max: LIMITS.title } };

  if (!thisDate) {
    if (draft.scope === 'branch' && draft.branchId === '') problems.branchId = { key: 'chooseBranch' };
    if (draft.scope === 'teams' && draft.teamIds.length === 0) problems.teamIds = { key: 'chooseTeams' };
    if (draft.scope === 'teams' && draft.teamIds.length > LIMITS.teams)
      problems.teamIds = { key: 'tooManyTeams', values: { max: LIMITS.teams } };
  }

  if (draft.startDate === '') problems.startDate = { key: 'required' };
  else if (!validDate(draft.startDate)) problems.startDate = { key: 'invalidDate' };
  if (draft.startTime === '') problems.startTime = { key: 'required' };
  else if (!TIME.test(draft.startTime)) problems.startTime = { key: 'invalidTime' };
  if (draft.endTime === '') problems.endTime = { key: 'required' };
  else if (!TIME.test(draft.endTime)) problems.endTime = { key: 'invalidTime' };
  if (draft.multiDay) {
    if (draft.endDate === '') problems.endDate = { key: 'required' };
    else if (!validDate(draft.endDate)) problems.endDate = { key: 'invalidDate' };
  }
  if (!problems.startDate && !problems.startTime && !problems.endTime && !problems.endDate) {
    const { start, end } = draftTimes(draft, zone);
    const field: EventField = draft.multiDay ? 'endDate' : 'endTime';
    if (end <= start) problems[field] = { key: 'endBeforeStart' };
    else if (end.diff(start, 'days').days > LIMITS.days)
      problems[field] = { key: 'tooLong', values: { max: LIMITS.days } };
  }

  if (!thisDate && draft.repeat !== 'none') {
    if (draft.repeat === 'WEEKLY' && draft.weekdays.length === 0)
      problems.weekdays = { key: 'chooseWeekdays' };
    if (draft.until === '') problems.until = { key: 'required' };
    else if (!validDate(draft.until)) problems.until = { key: 'invalidDate' };
    else if (validDate(draft.startDate)) {
      const first = DateTime.fromISO(draft.startDate);
      const until = DateTime.fromISO(draft.until);
      if (until < first) problems.until = { key: 'untilBeforeStart' };
      else if (until.diff(first, 'days').days > LIMITS.seriesDays)
        problems.until = { key: 'untilTooFar', values: { max: LIMITS.seriesDays } };
    }
    const excluded = draft.excludedDates.filter((day) => day.trim() !== '');
    if (excluded.length > LIMITS.excluded)
      problems.excludedDates = { key: 'tooManyExcluded', values: { max: LIMITS.excluded } };
    else if (excluded.some((day) => !validDate(day))) problems.excludedDates = { key: 'invalidDate' };
    else if (
      !problems.until &&
      excluded.some((day) => day < draft.startDate || (draft.until !== '' && day > draft.until))
    )
      problems.excludedDates = { key: 'excludedOutside' };
  }

  if (draft.venue.trim().length > LIMITS.venue)
    problems.venue = { key: 'venueLength', values: { max: LIMITS.venue } };
  if (!thisDate) {
    const capacity = intOf(draft.capacity);
    if (capacity !== null && (Number.isNaN(capacity) || capacity < 1 || capacity > LIMITS.capacity))
      problems.capacity = { key: 'capacityRange', values: { max: LIMITS.capacity } };
    const fee = feeMinorOf(draft.fee);
    if (fee !== null && (Number.isNaN(fee) || fee > LIMITS.fee * 100))
      problems.fee = { key: 'feeRange', values: { max: LIMITS.fee } };
  }
  if (draft.notes.trim().length > LIMITS.notes)
    problems.notes = { key: 'notesLength', values: { max: LIMITS.notes } };
  return problems;
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * The input the draft sends. A change of one date of a series (THIS) sends only what a date may change
 * on its own: its times, title, venue and notes.
 */
export function draftInput(draft: EventDraft, zone: string, mode: EventEditMode | null = null): EventInput {
  const { start, end } = draftTimes(draft, zone);
  const times = { startsAt: start.toUTC().toISO() ?? '', endsAt: end.toUTC().toISO() ?? '' };
  const common = { title: draft.title.trim(), venue: orNull(draft.venue), notes: orNull(draft.notes) };
  if (onlyThisDate(mode)) return { ...common, ...times };
  const excluded = [...new Set(draft.excludedDates.filter((day) => day.trim() !== ''))].sort();
  return {
    ...common,
    ...times,
    type: draft.type === '' ? null : draft.type,
    scope: draft.scope,
    branchId: draft.scope === 'branch' ? draft.branchId : null,
    teamIds: draft.scope === 'teams' ? draft.teamIds : [],
    recurrence:
      draft.repeat === 'none'
        ? null
        : {
            frequency: draft.repeat,
            interval: 1,
            weekdays: draft.repeat === 'WEEKLY' ? WEEKDAYS.filter((day) => draft.weekdays.includes(day)) : [],
            until: draft.until,
            excludedDates: excluded,
          },
    venueBranchId: orNull(draft.venueBranchId),
    capacity: intOf(draft.capacity),
    feeMinor: feeMinorOf(draft.fee),
  };
}

/** A new event's draft, starting at `start` and ending at `end` (a range chosen on the calendar). */
export function newDraft(zone: string, range?: { start: Date; end: Date; allDay: boolean }): EventDraft {
  let start: DateTime;
  let end: DateTime;
  if (range) {
    start = DateTime.fromJSDate(range.start).setZone(zone);
    end = DateTime.fromJSDate(range.end).setZone(zone);
    if (range.allDay) {
      // A day (or days) chosen in the month view: a training-length slot at 17:00 on its first day, or
      // the whole span for several days (the last day is the one before the selection's end).
      const days = Math.round(end.diff(start, 'days').days);
      start = start.set({ hour: 17, minute: 0 });
      end = days > 1 ? end.minus({ days: 1 }).set({ hour: 17, minute: 0 }) : start.plus({ minutes: 90 });
    }
  } else {
    start = DateTime.now()
      .setZone(zone)
      .plus({ days: 1 })
      .set({ hour: 17, minute: 0, second: 0, millisecond: 0 });
    end = start.plus({ minutes: 90 });
  }
  const clock = wallClock(start.toISO() ?? '', end.toISO() ?? '', zone);
  return {
    type: '',
    title: '',
    scope: 'organization',
    branchId: '',
    teamIds: [],
    ...clock,
    repeat: 'none',
    weekdays: [weekdayOf(start)],
    until: '',
    excludedDates: [],
    venueBranchId: '',
    venue: '',
    capacity: '',
    fee: '',
    notes: '',
  };
}

/** The fee in lira as the form shows it: 15050 → "150.50", 15000 → "150". */
export function feeText(feeMinor: number | null): string {
  if (feeMinor === null) return '';
  return feeMinor % 100 === 0 ? String(feeMinor / 100) : (feeMinor / 100).toFixed(2);
}

/**
 * The draft of an existing event: the whole series (ALL, or a single event) from its own first
 * occurrence; one date or the dates from one on (THIS, FOLLOWING) from that occurrence.
 */
export function eventDraft(
  event: EventDetailFragment,
  occurrence: Pick<CalendarOccurrenceFragment, 'startsAt' | 'endsAt' | 'title' | 'venue' | 'notes'> | null,
  mode: EventEditMode,
): EventDraft {
  const zone = event.timeZone;
  const fromOccurrence = occurrence !== null && mode !== 'ALL';
  const clock = fromOccurrence
    ? wallClock(occurrence.startsAt, occurrence.endsAt, zone)
    : wallClock(event.startsAt, event.endsAt, zone);
  const recurrence = event.recurrence;
  return {
    type: event.type,
    title: fromOccurrence ? occurrence.title : event.title,
    scope: event.scope,
    branchId: event.branchId ?? '',
    teamIds: [...event.teamIds],
    ...clock,
    repeat: recurrence ? recurrence.frequency : 'none',
    weekdays: recurrence?.weekdays.length
      ? [...recurrence.weekdays]
      : [weekdayOf(DateTime.fromISO(event.startsAt).setZone(zone))],
    until: recurrence?.until ?? '',
    excludedDates: [...(recurrence?.excludedDates ?? [])],
    venueBranchId: event.venueBranchId ?? '',
    venue: (fromOccurrence ? occurrence.venue : event.venue) ?? '',
    capacity: event.capacity === null ? '' : String(event.capacity),
    fee: feeText(event.feeMinor),
    notes: (fromOccurrence ? occurrence.notes : event.notes) ?? '',
  };
}

/**
 * The form's field for a field the server named: `startsAt` is the start's day and time, `endsAt` the
 * end's, `feeMinor` the fee, the recurrence's parts their own fields; an `input.` prefix and list
 * indexes (`teamIds.2`) are dropped.
 */
export function formFieldOf(path: string, draft: Pick<EventDraft, 'multiDay'>): EventField | null {
  const parts = path.split('.').filter((part) => part !== 'input' && !/^\d+$/.test(part));
  const [head, sub] = parts;
  if (head === 'recurrence') {
    if (sub === 'weekdays' || sub === 'until' || sub === 'excludedDates') return sub;
    if (sub === 'count') return 'until';
    return 'repeat';
  }
  switch (head) {
    case 'startsAt':
      return 'startTime';
    case 'endsAt':
      return draft.multiDay ? 'endDate' : 'endTime';
    case 'feeMinor':
      return 'fee';
    default:
      return (EVENT_FIELDS as readonly string[]).includes(head ?? '') ? (head as EventField) : null;
  }
}

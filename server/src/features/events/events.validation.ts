import { z } from 'zod';
import { dateField, instantField } from '../../shared/dates.js';
import { optionalText, uuidField } from '../../shared/validation.js';
import { requiredText } from '../organizations/index.js';
import { EVENT_SCOPES, EVENT_STATUSES, EVENT_TYPES } from './event.entity.js';
import { FREQUENCIES, SERIES_LIMITS, WEEKDAYS } from './events.recurrence.js';

/** The contract's bounds (schema/events.graphql). */
export const EVENT_LIMITS = {
  title: 200,
  venue: 200,
  notes: 2000,
  teams: 50,
  capacity: 10_000,
  feeMinor: 100_000_000,
  /** The longest occurrence, in days. */
  durationDays: 14,
  /** The widest calendar window, in days. */
  windowDays: 100,
  /** The most occurrences a calendar grid shows a day, and how many when not asked. */
  perDay: 20,
  perDayDefault: 4,
} as const;

const wholeBetween = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number from ${min} to ${max}`)
    .min(min, `${label} must be a whole number from ${min} to ${max}`)
    .max(max, `${label} must be a whole number from ${min} to ${max}`);

const type = z.enum(EVENT_TYPES, {
  error: 'Choose a type: training, match, camp, tryout, meeting or social',
});
const scope = z.enum(EVENT_SCOPES, { error: 'Choose who the event is for: organization, branch or teams' });
export const eventStatusSchema = z.enum(EVENT_STATUSES, {
  error: 'Status must be scheduled, cancelled or done',
});

export const recurrenceSchema = z
  .object({
    frequency: z.enum(FREQUENCIES, { error: 'Repeat daily, weekly or monthly' }),
    interval: wholeBetween('Interval', 1, SERIES_LIMITS.interval).nullish(),
    weekdays: z
      .array(z.enum(WEEKDAYS, { error: 'Choose weekdays from MO to SU' }))
      .max(7)
      .nullish(),
    until: dateField('Repeat until').nullish(),
    count: wholeBetween('Number of occurrences', 1, SERIES_LIMITS.count).nullish(),
    excludedDates: z
      .array(dateField('Excluded date'))
      .max(SERIES_LIMITS.excludedDates, `At most ${SERIES_LIMITS.excludedDates} excluded dates`)
      .nullish(),
  })
  .refine(
    (value) =>
      value.until === null || value.until === undefined || value.count === null || value.count === undefined,
    {
      message: 'Give an end date or a number of occurrences, not both',
      path: ['count'],
    },
  );
export type RecurrenceInput = z.output<typeof recurrenceSchema>;

export const eventPatchSchema = z.object({
  type: type.optional(),
  title: requiredText('Title', EVENT_LIMITS.title).optional(),
  scope: scope.optional(),
  branchId: uuidField('Branch').nullish(),
  teamIds: z
    .array(uuidField('Team'))
    .max(EVENT_LIMITS.teams, `At most ${EVENT_LIMITS.teams} teams`)
    .nullish(),
  startsAt: instantField('Start').optional(),
  endsAt: instantField('End').optional(),
  recurrence: recurrenceSchema.nullish(),
  venueBranchId: uuidField('Venue branch').nullish(),
  venue: optionalText('Venue', EVENT_LIMITS.venue).optional(),
  capacity: wholeBetween('Capacity', 1, EVENT_LIMITS.capacity).nullish(),
  feeMinor: wholeBetween('Fee', 0, EVENT_LIMITS.feeMinor).nullish(),
  notes: optionalText('Notes', EVENT_LIMITS.notes).optional(),
  status: eventStatusSchema.optional(),
});
export type EventPatch = z.output<typeof eventPatchSchema>;

export const eventCreateSchema = eventPatchSchema.extend({
  type,
  title: requiredText('Title', EVENT_LIMITS.title),
  scope,
  startsAt: instantField('Start'),
  endsAt: instantField('End'),
});

export const EDIT_MODES = ['THIS', 'FOLLOWING', 'ALL'] as const;
export type EditMode = (typeof EDIT_MODES)[number];

export const editTargetSchema = z.object({
  occurrenceStart: instantField('Occurrence').nullish(),
  mode: z.enum(EDIT_MODES, { error: 'Mode must be THIS, FOLLOWING or ALL' }).nullish(),
});

export const calendarArgsSchema = z.object({
  organizationId: uuidField('Organization').nullish(),
  from: instantField('From'),
  to: instantField('To'),
  branchId: uuidField('Branch').nullish(),
  teamId: uuidField('Team').nullish(),
  types: z.array(type).max(EVENT_TYPES.length).nullish(),
  includeCancelled: z.boolean().nullish(),
});

export const calendarGridArgsSchema = calendarArgsSchema.extend({
  perDay: wholeBetween('Occurrences a day', 1, EVENT_LIMITS.perDay).nullish(),
});

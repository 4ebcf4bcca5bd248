import { Kind, parse, print, type DocumentNode } from 'graphql';
import { DateTime } from 'luxon';
import {
  CalendarOccurrenceFragmentDoc,
  EventsCalendarDocument,
  EventsCalendarGridDocument,
  OccurrenceAttendeeFieldsFragmentDoc,
} from '../../client/src/generated/graphql.js';
import { GRID_PER_DAY } from '../../client/src/features/events/event-model.js';
import { DEMO_SEASONS } from '../../server/src/features/organizations/organizations.seed.js';
import { DEMO_TEAMS } from '../../server/src/features/teams/teams.seed.js';

// The calendar windows the calendar section loads, sent as the client sends them: the calendar page's
// own document (client/src/features/events/graphql/events.ts) for the month, and the same selection
// with each occurrence's attendees for a parent's week (a guardian sees their own children: their RSVP
// and roll).

/**
 * The month view's time at federation size may be at most this multiple of its demo-size time: the p50
 * of requests sent one at a time (what a person opening the month waits for). Under load the answer's
 * size also costs the load generator, which shares the two cores: those numbers are reported beside it.
 */
export const CALENDAR_BUDGET_RATIO = 2;
/** Concurrent connections per window under load: one per core and a little more (answers of 100s of ms). */
export const CALENDAR_CONNECTIONS = 4;
/** Requests sent one at a time per window, before the load. */
export const SEQUENTIAL_SAMPLES = 20;

export type CalendarPersona = 'organization admin' | 'parent';

export interface CalendarScreen {
  name: string;
  persona: CalendarPersona;
  body: string;
  /** Text every right answer contains. */
  expect: string;
  /** Held to CALENDAR_BUDGET_RATIO (the month view); the other rows are reported only. */
  budgeted: boolean;
}

const ZONE = 'Europe/Istanbul';

/**
 * Today in Istanbul, kept inside Kartal's current season (the demo's trainings run September to June),
 * so that a run in the summer still reads a month and a week of the season.
 */
function anchorDay(): DateTime {
  const season = DEMO_SEASONS.kartalCurrent;
  const first = DateTime.fromISO(season.startsOn, { zone: ZONE });
  const last = DateTime.fromISO(season.endsOn, { zone: ZONE });
  const today = DateTime.now().setZone(ZONE).startOf('day');
  return today < first ? first : today > last ? last : today;
}

/** The month grid the calendar page asks for (FullCalendar's dayGridMonth, weeks from Monday): six weeks. */
export function monthWindow(day: DateTime = anchorDay()): { from: string; to: string } {
  const firstOfMonth = day.startOf('month');
  const start = firstOfMonth.minus({ days: firstOfMonth.weekday - 1 });
  return { from: start.toUTC().toISO()!, to: start.plus({ days: 42 }).toUTC().toISO()! };
}

/** The week (Monday to Monday) of `day`. */
export function weekWindow(day: DateTime = anchorDay()): { from: string; to: string } {
  const start = day.startOf('week');
  return { from: start.toUTC().toISO()!, to: start.plus({ days: 7 }).toUTC().toISO()! };
}

/** The calendar page's selection, each occurrence with the attendees the viewer sees. */
const WEEK_WITH_ATTENDEES: DocumentNode = {
  kind: Kind.DOCUMENT,
  definitions: [
    ...parse(`query CalendarWeekWithAttendees($from: DateTime!, $to: DateTime!) {
      calendar(from: $from, to: $to) {
        ...CalendarOccurrence
        attendees {
          ...OccurrenceAttendeeFields
        }
      }
    }`).definitions,
    ...CalendarOccurrenceFragmentDoc.definitions,
    ...OccurrenceAttendeeFieldsFragmentDoc.definitions,
  ],
};

const body = (document: Parameters<typeof print>[0], variables: Record<string, unknown>) =>
  JSON.stringify({ query: print(document), variables });

export function calendarScreens(): CalendarScreen[] {
  const month = monthWindow();
  return [
    {
      name: 'month, every team',
      persona: 'organization admin',
      body: body(EventsCalendarGridDocument, { ...month, perDay: GRID_PER_DAY }),
      expect: '"eventId"',
      budgeted: true,
    },
    {
      // The whole month, every occurrence (what the page read for the month before the grid, and what
      // a list of six weeks would read): reported beside the grid, not budgeted.
      name: 'month, every occurrence',
      persona: 'organization admin',
      body: body(EventsCalendarDocument, month),
      expect: '"eventId"',
      budgeted: false,
    },
    {
      // The same month filtered to one team (the page's team filter): the answer is the same size at
      // both sizes, so its growth is the statements', not the answer's.
      name: 'month, one team (filter)',
      persona: 'organization admin',
      body: body(EventsCalendarGridDocument, {
        ...month,
        perDay: GRID_PER_DAY,
        teamId: DEMO_TEAMS.futbolU10Erkek.id,
      }),
      expect: '"eventId"',
      budgeted: false,
    },
    {
      name: 'week with attendees',
      persona: 'parent',
      body: body(WEEK_WITH_ATTENDEES, weekWindow()),
      expect: '"athleteName"',
      budgeted: false,
    },
  ];
}

/** What an answer holds: its occurrences, and (for the week) how many attendees in all. */
export function answerSize(text: string): {
  occurrences: number;
  attendees: number;
  bytes: number;
  /** Of a month grid: the occurrences its days hold in all, shown or not. */
  total?: number;
} {
  type Occurrence = { attendees?: unknown[] };
  const data = (
    JSON.parse(text) as {
      data?: {
        calendar?: Occurrence[];
        calendarGrid?: { occurrences: Occurrence[]; days: { total: number }[] };
      };
    }
  ).data;
  const occurrences = data?.calendar ?? data?.calendarGrid?.occurrences ?? [];
  return {
    occurrences: occurrences.length,
    attendees: occurrences.reduce((sum, occurrence) => sum + (occurrence.attendees?.length ?? 0), 0),
    bytes: Buffer.byteLength(text),
    ...(data?.calendarGrid ? { total: data.calendarGrid.days.reduce((sum, day) => sum + day.total, 0) } : {}),
  };
}

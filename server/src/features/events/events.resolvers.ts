import { localized } from '../../shared/localized-text.js';
import type { Resolvers } from '../../generated/graphql.js';
import { countsOf } from './events.attendance.js';
import { specOf } from './events.recurrence.js';
import type { EventNode } from './events.sql.js';

const must = <T>(value: T | null, what: string): T => {
  // A foreign key guarantees the row; a missing one is a bug, reported as INTERNAL.
  if (value === null) throw new Error(`${what} is missing`);
  return value;
};

export const eventsResolvers: Resolvers = {
  Query: {
    calendar: (_parent, args, ctx) => ctx.services.events.calendar(ctx.viewer, args),
    calendarGrid: (_parent, args, ctx) => ctx.services.events.calendarGrid(ctx.viewer, args),
    event: (_parent, { id }, ctx) => ctx.services.events.event(ctx.viewer, id),
    eventOccurrence: (_parent, { eventId, occurrenceStart }, ctx) =>
      ctx.services.events.occurrence(ctx.viewer, eventId, occurrenceStart),
  },
  Mutation: {
    createEvent: (_parent, { organizationId, input }, ctx) =>
      ctx.services.events.createEvent(ctx.viewer, organizationId, input),
    updateEvent: (_parent, { id, input, occurrenceStart, mode }, ctx) =>
      ctx.services.events.updateEvent(ctx.viewer, id, input, { occurrenceStart, mode }),
    cancelEvent: (_parent, { id, occurrenceStart, mode, cancelled }, ctx) =>
      ctx.services.events.cancelEvent(ctx.viewer, id, { occurrenceStart, mode }, cancelled !== false),
    deleteEvent: (_parent, { id }, ctx) => ctx.services.events.deleteEvent(ctx.viewer, id),
    answerRsvp: async (_parent, { eventId, occurrenceStart, athleteId, answer, note }, ctx) =>
      ctx.services.events.attendance.answerRsvp(
        ctx.viewer,
        await ctx.services.events.occurrence(ctx.viewer, eventId, occurrenceStart),
        athleteId,
        { answer, note },
      ),
    takeAttendance: async (_parent, { eventId, occurrenceStart, marks }, ctx) =>
      ctx.services.events.attendance.takeAttendance(
        ctx.viewer,
        await ctx.services.events.occurrence(ctx.viewer, eventId, occurrenceStart),
        marks,
      ),
  },
  Athlete: {
    attendanceHistory: (athlete, _args, ctx) =>
      athlete.access === 'full' ? ctx.services.events.stats.history(athlete.id) : [],
    attendanceByMonth: (athlete, _args, ctx) =>
      athlete.access === 'full' ? ctx.services.events.stats.byMonth(athlete.id) : [],
  },
  Team: {
    attendanceByMonth: (team, _args, ctx) => ctx.services.events.stats.teamByMonth(ctx.viewer, team.id),
  },
  SchoolDashboard: {
    attendance: (dashboard, _args, ctx) =>
      ctx.services.events.stats.dashboard(ctx.viewer, dashboard.organizationId),
  },
  AthleteAttendanceRecord: {
    title: (record, _args, ctx) => localized(record, 'title', ctx.language),
  },
  SchoolDashboardSession: {
    title: (session, _args, ctx) => localized(session, 'title', ctx.language),
  },
  EventOccurrence: {
    title: (occurrence, _args, ctx) =>
      occurrence.titleIsOwn ? occurrence.title : localized(occurrence.event, 'title', ctx.language),
    notes: (occurrence, _args, ctx) =>
      occurrence.notesIsOwn ? occurrence.notes : localized(occurrence.event, 'notes', ctx.language),
    attendees: async (occurrence, _args, ctx) =>
      (await ctx.services.events.attendance.roster(ctx, ctx.viewer, occurrence)).attendees,
    rsvpCounts: async (occurrence, _args, ctx) =>
      countsOf(await ctx.services.events.attendance.roster(ctx, ctx.viewer, occurrence)),
  },
  Event: {
    // The demo's titles read in the request's language (shared/localized-text.ts); people's as written.
    title: (event, _args, ctx) => localized(event, 'title', ctx.language),
    notes: (event, _args, ctx) => localized(event, 'notes', ctx.language),
    branch: async (event, _args, ctx) =>
      event.branchId ? must(await ctx.loaders.branchById.load(event.branchId), 'Branch') : null,
    venueBranch: async (event, _args, ctx) =>
      event.venueBranchId ? await ctx.loaders.branchById.load(event.venueBranchId) : null,
    teams: (event, _args, ctx) =>
      perEvent(event, 'teams', async () =>
        (await Promise.all(event.teamIds.map((id) => ctx.loaders.teamById.load(id)))).filter(
          (team) => team !== null,
        ),
      ),
    recurrence: (event) => perEvent(event, 'recurrence', () => readRecurrence(event)),
  },
};

/**
 * What a field of an event resolves to, worked out once per event read: a calendar's occurrences of one
 * series share their event object, and resolving its teams and parsing its rule for each occurrence of
 * a big month was a good part of its time.
 */
const resolved = new WeakMap<EventNode, Map<string, unknown>>();
function perEvent<T>(event: EventNode, field: string, resolve: () => T): T {
  let fields = resolved.get(event);
  if (!fields) {
    fields = new Map();
    resolved.set(event, fields);
  }
  if (!fields.has(field)) fields.set(field, resolve());
  return fields.get(field) as T;
}

/** An event's recurrence as the contract shows it. */
function readRecurrence(event: EventNode) {
  return event.rrule
    ? { ...specOf(event.rrule, event.timeZone), excludedDates: event.excludedDates, rule: event.rrule }
    : null;
}

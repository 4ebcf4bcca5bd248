import { defineFeature, type Deps } from '../../shared/feature.js';
import type { UsersService } from '../users/index.js';
import { CalendarFeedEntity } from './calendar-feed.entity.js';
import { calendarFeedResolvers } from './calendar-feed.resolvers.js';
import { calendarFeedFileRoutes } from './calendar-feed.routes.js';
import { withCalendarFeeds } from './calendar-feed.service.js';
import {
  EventAttendanceEntity,
  EventEntity,
  EventOccurrenceEntity,
  EventTeamEntity,
} from './event.entity.js';
import { eventsResolvers } from './events.resolvers.js';
import { seedDemoEvents } from './events.seed.js';
import { EventsService } from './events.service.js';
import { noticeJobs } from './events.notices.js';
import { REMINDER_SCHEDULES, reminderJobs } from './events.reminders.js';
import type { InboxService } from '../inbox/index.js';

export { EVENT_SCOPES, EVENT_STATUSES, EVENT_TYPES, EventEntity } from './event.entity.js';
export type { EventNode, OccurrenceNode } from './events.sql.js';
export type { RecurrenceNode } from './events.recurrence.js';
export type { AttendeeNode, RsvpCountsNode } from './events.attendance.js';
export type {
  AttendanceRateNode,
  AttendanceRecordNode,
  DashboardAttendanceNode,
  DashboardSessionNode,
} from './events.stats.js';
export type { EventsService } from './events.service.js';
export { eventReadable } from './events.policy.js';

/** The season's events: trainings, matches, camps… single or repeating, on the calendar. */
export const eventsModule = defineFeature({
  name: 'events',
  entities: [EventEntity, EventTeamEntity, EventOccurrenceEntity, EventAttendanceEntity, CalendarFeedEntity],
  resolvers: {
    ...eventsResolvers,
    Query: { ...eventsResolvers.Query, ...calendarFeedResolvers.Query },
    Mutation: { ...eventsResolvers.Mutation, ...calendarFeedResolvers.Mutation },
  },
  // The calendar feeds (calendar-feed.service.ts) ride on the feature's one service.
  createService: (deps: Deps<{ users: UsersService }>) =>
    withCalendarFeeds(new EventsService(deps.dataSource, deps.jobs), deps),
  jobs: ({ dataSource, jobs, inbox }: Deps<{ inbox: InboxService }>) => ({
    ...noticeJobs({ dataSource, jobs, inbox }),
    ...reminderJobs({ dataSource, jobs, inbox }),
  }),
  schedules: REMINDER_SCHEDULES,
  fileRoutes: calendarFeedFileRoutes,
  seed: { demo: seedDemoEvents, after: ['organizations', 'teams', 'users', 'athletes'] },
});

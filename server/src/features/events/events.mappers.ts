// GraphQL type → the server type its resolvers receive, for codegen (app/codegen-mappers.ts collects
// every feature's file). Paths are relative to this folder and point at an index.ts; no imports here.
export default {
  Event: './index.js#EventNode',
  EventOccurrence: './index.js#OccurrenceNode',
  Recurrence: './index.js#RecurrenceNode',
  OccurrenceAttendee: './index.js#AttendeeNode',
  RsvpCounts: './index.js#RsvpCountsNode',
  AthleteAttendanceRecord: './index.js#AttendanceRecordNode',
  AttendanceRate: './index.js#AttendanceRateNode',
  SchoolDashboardAttendance: './index.js#DashboardAttendanceNode',
  SchoolDashboardSession: './index.js#DashboardSessionNode',
} satisfies Record<string, string>;

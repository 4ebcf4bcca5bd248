import { graphql } from '../../../generated';

/** What the drawer, the form and the calendar's colours read of an event (a series or a single one). */
export const EventDetailFragment = graphql(`
  fragment EventDetail on Event {
    id
    organizationId
    type
    title
    scope
    branchId
    branch {
      id
      name
    }
    teamIds
    teams {
      id
      name
    }
    startsAt
    endsAt
    timeZone
    recurrence {
      frequency
      interval
      weekdays
      until
      count
      excludedDates
      rule
    }
    venueBranchId
    venueBranch {
      id
      name
    }
    venue
    capacity
    feeMinor
    notes
    status
    splitFromId
    canEdit
  }
`);

/** An occurrence's own fields: what names it (its event and original start), its times and its state. */
export const OccurrenceFieldsFragment = graphql(`
  fragment OccurrenceFields on EventOccurrence {
    id
    eventId
    originalStart
    startsAt
    endsAt
    title
    status
    venue
  }
`);

/** One occurrence on the calendar, with its event. */
export const CalendarOccurrenceFragment = graphql(`
  fragment CalendarOccurrence on EventOccurrence {
    ...OccurrenceFields
    notes
    changed
    event {
      ...EventDetail
    }
  }
`);

/** The occurrences of the visible window, with the address's filters. */
export const EventsCalendarDocument = graphql(`
  query EventsCalendar($from: DateTime!, $to: DateTime!, $branchId: ID, $teamId: ID, $types: [EventType!]) {
    calendar(from: $from, to: $to, branchId: $branchId, teamId: $teamId, types: $types) {
      ...CalendarOccurrence
    }
  }
`);

/**
 * The month grid's window, with the address's filters: the first few occurrences of each day and how
 * many each day holds (the others open in the day view), so a month answers the same size in a school of
 * any size.
 */
export const EventsCalendarGridDocument = graphql(`
  query EventsCalendarGrid(
    $from: DateTime!
    $to: DateTime!
    $branchId: ID
    $teamId: ID
    $types: [EventType!]
    $perDay: Int
  ) {
    calendarGrid(from: $from, to: $to, branchId: $branchId, teamId: $teamId, types: $types, perDay: $perDay) {
      occurrences {
        ...CalendarOccurrence
      }
      days {
        date
        total
        hidden
      }
    }
  }
`);

/**
 * The choices of the filters and the event form: the branches and the teams the viewer reads, and the
 * organization's time zone (the calendar's clock).
 */
export const EventChoicesDocument = graphql(`
  query EventChoices {
    me {
      id
      organization {
        id
        timeZone
      }
    }
    branches(first: 500) {
      nodes {
        id
        name
      }
    }
    teams(first: 500, currentSeason: true) {
      nodes {
        id
        name
        branchId
      }
    }
  }
`);

export const CreateEventDocument = graphql(`
  mutation CreateEvent($input: EventInput!) {
    createEvent(input: $input) {
      ...EventDetail
    }
  }
`);

export const UpdateEventDocument = graphql(`
  mutation UpdateEvent($id: ID!, $input: EventInput!, $occurrenceStart: DateTime, $mode: EventEditMode) {
    updateEvent(id: $id, input: $input, occurrenceStart: $occurrenceStart, mode: $mode) {
      ...EventDetail
    }
  }
`);

export const CancelEventDocument = graphql(`
  mutation CancelEvent($id: ID!, $occurrenceStart: DateTime, $mode: EventEditMode, $cancelled: Boolean) {
    cancelEvent(id: $id, occurrenceStart: $occurrenceStart, mode: $mode, cancelled: $cancelled) {
      ...EventDetail
    }
  }
`);

export const DeleteEventDocument = graphql(`
  mutation DeleteEvent($id: ID!) {
    deleteEvent(id: $id)
  }
`);

/** An athlete invited to an occurrence: the guardians' answer and the roll. */
export const OccurrenceAttendeeFieldsFragment = graphql(`
  fragment OccurrenceAttendeeFields on OccurrenceAttendee {
    athleteId
    athleteName
    rsvp
    rsvpNote
    rsvpAt
    attendance
    checkedByName
    checkedAt
  }
`);

/** How many invited athletes answered what (the drawer's roll and a coach's week). */
export const RsvpCountFieldsFragment = graphql(`
  fragment RsvpCountFields on RsvpCounts {
    going
    notGoing
    maybe
    unanswered
  }
`);

/** Who is invited to one occurrence, as the viewer may see them; the counts for its staff and admins. */
export const EventOccurrenceAttendanceDocument = graphql(`
  query EventOccurrenceAttendance($eventId: ID!, $occurrenceStart: DateTime!) {
    eventOccurrence(eventId: $eventId, occurrenceStart: $occurrenceStart) {
      id
      attendees {
        ...OccurrenceAttendeeFields
      }
      rsvpCounts {
        ...RsvpCountFields
      }
    }
  }
`);

export const AnswerRsvpDocument = graphql(`
  mutation AnswerRsvp(
    $eventId: ID!
    $occurrenceStart: DateTime!
    $athleteId: ID!
    $answer: RsvpAnswer!
    $note: String
  ) {
    answerRsvp(
      eventId: $eventId
      occurrenceStart: $occurrenceStart
      athleteId: $athleteId
      answer: $answer
      note: $note
    ) {
      ...OccurrenceAttendeeFields
    }
  }
`);

export const TakeAttendanceDocument = graphql(`
  mutation TakeAttendance($eventId: ID!, $occurrenceStart: DateTime!, $marks: [AttendanceInput!]!) {
    takeAttendance(eventId: $eventId, occurrenceStart: $occurrenceStart, marks: $marks) {
      ...OccurrenceAttendeeFields
    }
  }
`);

/** One occurrence a link names (a notification's `?event=…&at=…`), to open in the drawer. */
export const LinkedOccurrenceDocument = graphql(`
  query LinkedOccurrence($eventId: ID!, $at: DateTime!) {
    eventOccurrence(eventId: $eventId, occurrenceStart: $at) {
      ...CalendarOccurrence
    }
  }
`);

/** A session as the home's week cards show it: its own fields, its event's type, clock and place. */
export const WeekSessionFragment = graphql(`
  fragment WeekSession on EventOccurrence {
    ...OccurrenceFields
    event {
      id
      type
      timeZone
      venueBranch {
        id
        name
      }
    }
  }
`);

/**
 * A parent's coming week on their home: the occurrences of their children's teams and the organization's
 * events, each with their own children invited (schema/events.graphql: a guardian sees their children
 * only), to answer with one tap.
 */
export const ParentWeekDocument = graphql(`
  query ParentWeek($from: DateTime!, $to: DateTime!) {
    calendar(from: $from, to: $to) {
      ...WeekSession
      attendees {
        ...OccurrenceAttendeeFields
      }
    }
  }
`);

/**
 * A member's coming week on their home: the sessions they read from today for seven days, and for those
 * they are staff or an admin of, how many invited athletes answered what (null for the others).
 */
export const StaffWeekDocument = graphql(`
  query StaffWeek($from: DateTime!, $to: DateTime!) {
    calendar(from: $from, to: $to) {
      ...WeekSession
      rsvpCounts {
        ...RsvpCountFields
      }
    }
  }
`);

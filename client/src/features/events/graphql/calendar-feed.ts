import { graphql } from '../../../generated';

// The signed-in user's private calendar feed (schema/calendar-feed.graphql): its address is answered
// once, when made; afterwards only when it was made and last read.

export const CalendarFeedDocument = graphql(`
  query CalendarFeed {
    calendarFeed {
      createdAt
      lastUsedAt
    }
  }
`);

export const CreateCalendarFeedDocument = graphql(`
  mutation CreateCalendarFeed {
    createCalendarFeed {
      url
      createdAt
      lastUsedAt
    }
  }
`);

export const DeleteCalendarFeedDocument = graphql(`
  mutation DeleteCalendarFeed {
    deleteCalendarFeed
  }
`);

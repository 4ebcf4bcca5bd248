import type { Resolvers } from '../../generated/graphql.js';

/** The viewer's own calendar feed (schema/calendar-feed.graphql); one service call per field. */
export const calendarFeedResolvers: Resolvers = {
  Query: {
    calendarFeed: (_parent, _args, ctx) => ctx.services.events.calendarFeeds.calendarFeed(ctx.viewer),
  },
  Mutation: {
    createCalendarFeed: (_parent, _args, ctx) =>
      ctx.services.events.calendarFeeds.createCalendarFeed(ctx.viewer),
    deleteCalendarFeed: (_parent, _args, ctx) =>
      ctx.services.events.calendarFeeds.deleteCalendarFeed(ctx.viewer),
  },
};

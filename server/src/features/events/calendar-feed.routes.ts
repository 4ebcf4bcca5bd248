import type { FileRoute } from '../../shared/file-route.js';
import { FEED_PATH_PREFIX, type CalendarFeedService } from './calendar-feed.service.js';

/**
 * `GET /calendar/<token>.ics`: a user's private calendar feed (calendar-feed.service.ts). Calendar apps
 * only have the URL, so the route asks for no bearer token: the secret in the path is the credential
 * (app/request-log.ts keeps it out of the logs). Unknown tokens answer 404 NOT_FOUND.
 */
export const calendarFeedFileRoutes = ({
  events,
}: {
  events: { calendarFeeds: CalendarFeedService };
}): FileRoute[] => [
  {
    path: `${FEED_PATH_PREFIX.slice(1)}:token`,
    handle: ({ params }) => events.calendarFeeds.feed(params.token),
  },
];

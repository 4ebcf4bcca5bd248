import { useQuery } from '@apollo/client/react';
import { Heading, Separator, Skeleton, Stack } from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert';
import type { CalendarOccurrenceFragment } from '../../../generated/graphql';
import { useFeatureErrors } from '../../../lib/apollo/feature-errors';
import { EventOccurrenceAttendanceDocument } from '../graphql/events';
import { AttendanceRoll } from './attendance-roll';
import { RsvpAnswers } from './rsvp-answers';

interface OccurrenceAttendanceProps {
  occurrence: CalendarOccurrenceFragment;
}

/** When answers and the roll are open for an occurrence, by its times, its status and the event's zone. */
export function attendanceWindow(occurrence: CalendarOccurrenceFragment, now = DateTime.now()) {
  const zone = occurrence.event.timeZone;
  const cancelled = occurrence.status === 'cancelled';
  const ended = DateTime.fromISO(occurrence.endsAt).toMillis() <= now.toMillis();
  const day = DateTime.fromISO(occurrence.startsAt, { zone }).toISODate() ?? '';
  const today = now.setZone(zone).toISODate() ?? '';
  return { cancelled, ended, rollOpen: !cancelled && day <= today };
}

/**
 * The athletes invited to an occurrence of a team event: a guardian answers for their children, the
 * event's staff and admins read the answers and take the roll. Nothing for other events, nor when
 * nobody is invited.
 */
export function OccurrenceAttendance({ occurrence }: OccurrenceAttendanceProps) {
  const { t } = useTranslation();
  const { explain } = useFeatureErrors('events');
  const teamEvent = occurrence.event.scope === 'teams';
  const key = useMemo(
    () => ({ eventId: occurrence.eventId, occurrenceStart: occurrence.originalStart }),
    [occurrence.eventId, occurrence.originalStart],
  );
  const { data, error, loading, refetch } = useQuery(EventOccurrenceAttendanceDocument, {
    variables: key,
    skip: !teamEvent,
  });
  const window = attendanceWindow(occurrence);

  if (!teamEvent) return null;
  const title = (
    <Heading as="h3" size="sm">
      {t('events.attendance.title')}
    </Heading>
  );
  if (!data) {
    if (error) {
      return (
        <Stack gap="3" data-testid="occurrence-attendance">
          <Separator />
          {title}
          <ErrorAlert retry={{ label: t('events.attendance.retry'), onRetry: () => void refetch() }}>
            {explain(error)}
          </ErrorAlert>
        </Stack>
      );
    }
    if (!loading) return null;
    return (
      <Stack gap="3" data-testid="occurrence-attendance" aria-busy="true">
        <Separator />
        {title}
        <Skeleton h="10" />
        <Skeleton h="10" />
        <Skeleton h="10" />
      </Stack>
    );
  }

  const { attendees, rsvpCounts } = data.eventOccurrence;
  if (attendees.length === 0) return null;
  return (
    <Stack gap="3" data-testid="occurrence-attendance">
      <Separator />
      {title}
      {rsvpCounts ? (
        <AttendanceRoll
          occurrenceKey={key}
          attendees={attendees}
          counts={rsvpCounts}
          rollOpen={window.rollOpen}
        />
      ) : (
        <RsvpAnswers
          occurrenceKey={key}
          attendees={attendees}
          closedReason={
            window.cancelled
              ? t('events.attendance.closedCancelled')
              : window.ended
                ? t('events.attendance.closedEnded')
                : null
          }
        />
      )}
    </Stack>
  );
}

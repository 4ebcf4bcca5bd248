import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ParentWeekQuery } from '../../../generated/graphql';
import { MARK_PALETTE } from '../../../lib/attendance-marks';
import { dateLanguage } from '../../../lib/dates';
import { ParentWeekDocument } from '../graphql/events';
import { useAnswerRsvp } from '../hooks/use-attendance-mutations';
import { RsvpButtons } from './rsvp-answers';
import { stillToCome, useWeekWindow, WeekCard, WeekSession } from './week-card-parts';

type Occurrence = ParentWeekQuery['calendar'][number];

/**
 * A parent's coming week on their home (the events feature's home card): each session of their
 * children's teams and the organization's events from today for seven days, and under each session
 * every child invited with going, not going and maybe — one tap answers, as in the calendar's drawer
 * (where a note can be added). Sessions already over are left out.
 */
export function ParentWeekCard() {
  const { t, i18n } = useTranslation();
  const language = dateLanguage(i18n.resolvedLanguage ?? i18n.language);
  const { window, now } = useWeekWindow();
  const week = useQuery(ParentWeekDocument, { variables: window, fetchPolicy: 'cache-and-network' });
  const occurrences = useMemo(() => stillToCome(week.data?.calendar, now), [week.data, now]);
  const toAnswer = occurrences.reduce(
    (count, occurrence) =>
      occurrence.status === 'cancelled'
        ? count
        : count + occurrence.attendees.filter((attendee) => attendee.rsvp === null).length,
    0,
  );

  return (
    <WeekCard
      kind="week"
      testId="home-week"
      week={week}
      empty={occurrences.length === 0}
      badge={
        toAnswer > 0 ? (
          <Badge colorPalette="orange" variant="subtle" data-testid="week-to-answer">
            {t('events.week.toAnswer', { count: toAnswer })}
          </Badge>
        ) : null
      }
    >
      {occurrences.map((occurrence) => (
        <WeekSession key={occurrence.id} occurrence={occurrence} language={language}>
          <ChildrenAnswers occurrence={occurrence} />
        </WeekSession>
      ))}
    </WeekCard>
  );
}

/** Each invited child of a session: their mark once taken, else their answer with one tap. */
function ChildrenAnswers({ occurrence }: { occurrence: Occurrence }) {
  const { t } = useTranslation();
  const key = useMemo(
    () => ({ eventId: occurrence.eventId, occurrenceStart: occurrence.originalStart }),
    [occurrence.eventId, occurrence.originalStart],
  );
  const [answer] = useAnswerRsvp(key);
  const cancelled = occurrence.status === 'cancelled';
  return occurrence.attendees.map((attendee) => (
    <Stack key={attendee.athleteId} gap="1" data-testid="week-child">
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Text textStyle="sm" fontWeight="medium">
          {attendee.athleteName}
        </Text>
        {attendee.attendance ? (
          <Badge size="sm" colorPalette={MARK_PALETTE[attendee.attendance]} variant="subtle">
            {t(`events.attendance.mark.${attendee.attendance}`)}
          </Badge>
        ) : attendee.rsvp === null && !cancelled ? (
          <Text textStyle="xs" color="orange.fg">
            {t('events.attendance.noAnswer')}
          </Text>
        ) : null}
      </HStack>
      {cancelled ? null : (
        <RsvpButtons
          size="sm"
          label={t('events.week.answerFor', { name: attendee.athleteName })}
          answer={attendee.rsvp ?? null}
          disabled={false}
          onAnswer={(rsvp) => void answer(attendee, rsvp, attendee.rsvpNote ?? null)}
        />
      )}
    </Stack>
  ));
}

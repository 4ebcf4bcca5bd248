import { Badge, Button, Card, Center, Heading, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { DateTime } from 'luxon';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuArrowRight, LuCalendarDays } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import type { ParentWeekQuery } from '../../../generated/graphql';
import { MARK_PALETTE } from '../../../lib/attendance-marks';
import { dateLanguage } from '../../../lib/dates';
import { occurrencePath, PATHS } from '../../../lib/paths';
import { EVENT_TYPE_PALETTE } from '../event-model';
import { ParentWeekDocument } from '../graphql/events';
import { useAnswerRsvp } from '../hooks/use-attendance-mutations';
import { RsvpButtons } from './rsvp-answers';

type Occurrence = ParentWeekQuery['calendar'][number];

/** How many days the card looks ahead, today included. */
const DAYS = 7;

/**
 * A parent's coming week on their home (the events feature's home card): each session of their
 * children's teams and the organization's events from today for seven days, and under each session
 * every child invited with going, not going and maybe — one tap answers, as in the calendar's drawer
 * (where a note can be added). Sessions already over are left out.
 */
export function ParentWeekCard() {
  const { t, i18n } = useTranslation();
  const language = dateLanguage(i18n.resolvedLanguage ?? i18n.language);
  // The window is fixed when the home opens: a new one on every render would query again and again.
  const [window] = useState(() => {
    const today = DateTime.now().startOf('day');
    return { from: today.toISO() ?? '', to: today.plus({ days: DAYS }).toISO() ?? '' };
  });
  const week = useQuery(ParentWeekDocument, { variables: window, fetchPolicy: 'cache-and-network' });
  const [now] = useState(() => Date.now());
  const occurrences = useMemo(
    () => (week.data?.calendar ?? []).filter((occurrence) => Date.parse(occurrence.endsAt) > now),
    [week.data, now],
  );
  const toAnswer = occurrences.reduce(
    (count, occurrence) =>
      occurrence.status === 'cancelled'
        ? count
        : count + occurrence.attendees.filter((attendee) => attendee.rsvp === null).length,
    0,
  );

  return (
    <Card.Root as="section" variant="outline" aria-labelledby="home-week" data-testid="home-week">
      <Card.Body gap="4">
        <HStack gap="3" align="center" wrap="wrap">
          <Center boxSize="10" rounded="full" bg="brand.subtle" color="brand.fg" flexShrink={0} fontSize="lg">
            <LuCalendarDays aria-hidden="true" />
          </Center>
          <Stack gap="0" flex="1" minW="0">
            <Heading as="h2" size="md" id="home-week">
              {t('events.week.title')}
            </Heading>
            <Text textStyle="sm" color="fg.muted">
              {t('events.week.subtitle')}
            </Text>
          </Stack>
          {toAnswer > 0 ? (
            <Badge colorPalette="orange" variant="subtle" data-testid="week-to-answer">
              {t('events.week.toAnswer', { count: toAnswer })}
            </Badge>
          ) : null}
        </HStack>
        {week.error && !week.data ? (
          <Text textStyle="sm" color="fg.error" role="alert">
            {t('events.week.error')}
          </Text>
        ) : !week.data ? (
          <Stack gap="3" aria-busy="true">
            <Skeleton height="16" />
            <Skeleton height="16" />
          </Stack>
        ) : occurrences.length === 0 ? (
          <Text textStyle="sm" color="fg.muted" data-testid="week-empty">
            {t('events.week.empty')}
          </Text>
        ) : (
          <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
            {occurrences.map((occurrence) => (
              <WeekOccurrence key={occurrence.id} occurrence={occurrence} language={language} />
            ))}
          </Stack>
        )}
        <Button asChild size="sm" variant="outline" alignSelf="start">
          <RouterLink to={PATHS.events}>
            {t('events.week.openCalendar')}
            <LuArrowRight aria-hidden="true" />
          </RouterLink>
        </Button>
      </Card.Body>
    </Card.Root>
  );
}

interface WeekOccurrenceProps {
  occurrence: Occurrence;
  language: 'en' | 'tr';
}

/** One session of the week: when, what, where, and each invited child's answer. */
function WeekOccurrence({ occurrence, language }: WeekOccurrenceProps) {
  const { t } = useTranslation();
  const key = useMemo(
    () => ({ eventId: occurrence.eventId, occurrenceStart: occurrence.originalStart }),
    [occurrence.eventId, occurrence.originalStart],
  );
  const [answer] = useAnswerRsvp(key);
  const zone = occurrence.event.timeZone;
  const start = DateTime.fromISO(occurrence.startsAt).setZone(zone).setLocale(language);
  const end = DateTime.fromISO(occurrence.endsAt).setZone(zone).setLocale(language);
  const cancelled = occurrence.status === 'cancelled';
  const where = occurrence.venue ?? occurrence.event.venueBranch?.name ?? null;

  return (
    <Stack
      as="li"
      gap="2"
      borderWidth="1px"
      rounded="l2"
      p="3"
      data-testid="week-occurrence"
      aria-label={`${occurrence.title}, ${start.toFormat(language === 'tr' ? 'd MMMM cccc' : 'cccc d MMMM')}`}
    >
      <HStack gap="3" align="start">
        <Stack gap="0" align="center" minW="12" flexShrink={0}>
          <Text textStyle="xs" color="fg.muted" textTransform="uppercase">
            {start.toFormat('ccc')}
          </Text>
          <Text textStyle="lg" fontWeight="semibold" lineHeight="1.1">
            {start.toFormat('d')}
          </Text>
        </Stack>
        <Stack gap="1" flex="1" minW="0">
          <HStack gap="2" wrap="wrap">
            <Link asChild fontWeight="medium" wordBreak="break-word">
              <RouterLink to={occurrencePath(occurrence.eventId, occurrence.originalStart)}>
                {occurrence.title}
              </RouterLink>
            </Link>
            <Badge size="sm" variant="subtle" colorPalette={EVENT_TYPE_PALETTE[occurrence.event.type]}>
              {t(`events.type.${occurrence.event.type}`)}
            </Badge>
            {cancelled ? (
              <Badge size="sm" variant="solid" colorPalette="red">
                {t('events.status.cancelled')}
              </Badge>
            ) : null}
          </HStack>
          <Text textStyle="sm" color="fg.muted" textDecoration={cancelled ? 'line-through' : undefined}>
            {`${start.toFormat('HH:mm')}–${end.toFormat('HH:mm')}`}
            {where ? ` · ${where}` : ''}
          </Text>
        </Stack>
      </HStack>
      {occurrence.attendees.map((attendee) => (
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
      ))}
    </Stack>
  );
}

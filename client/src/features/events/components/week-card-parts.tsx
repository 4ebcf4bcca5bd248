import { Badge, Button, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuArrowRight, LuCalendarDays } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { HomeCard } from '../../../components/ui/home-card';
import type { WeekSessionFragment } from '../../../generated/graphql';
import { occurrencePath, PATHS } from '../../../lib/paths';
import { EVENT_TYPE_PALETTE } from '../event-model';

// What the home's week cards share (parent-week-card.tsx, staff-week-card.tsx): the window from today
// for seven days, the card around the list, and each session's date, title, type and times.

/** How many days a week card looks ahead, today included. */
const DAYS = 7;

/**
 * The window from the start of today for seven days and the moment the home opened (sessions over by
 * then are left out), fixed once: a new window on every render would query again and again.
 */
export function useWeekWindow(): { window: { from: string; to: string }; now: number } {
  const [fixed] = useState(() => {
    const today = DateTime.now().startOf('day');
    return {
      window: { from: today.toISO() ?? '', to: today.plus({ days: DAYS }).toISO() ?? '' },
      now: Date.now(),
    };
  });
  return fixed;
}

interface WeekCardProps {
  /** The card's strings: `events.<kind>.title`, `.subtitle`, `.empty`. */
  kind: 'week' | 'staffWeek';
  /** Beside the title (what is left to do). */
  badge?: ReactNode;
  /** The week's query: loading until it has data, failed when it has none and an error. */
  week: { data?: unknown; error?: unknown };
  empty: boolean;
  testId: string;
  children: ReactNode;
}

/** The sessions of a week not over at `now`. */
export const stillToCome = <T extends { endsAt: string }>(sessions: readonly T[] | undefined, now: number) =>
  (sessions ?? []).filter((session) => Date.parse(session.endsAt) > now);

/** A week card: its heading, then the error, the skeleton, the empty text or the sessions; the calendar's link. */
export function WeekCard(props: WeekCardProps) {
  const { t } = useTranslation();
  const failed = props.week.error !== undefined && props.week.data === undefined;
  return (
    <HomeCard
      icon={LuCalendarDays}
      title={t(`events.${props.kind}.title`)}
      subtitle={t(`events.${props.kind}.subtitle`)}
      badge={props.badge}
      testId={props.testId}
    >
      {failed ? (
        <Text textStyle="sm" color="fg.error" role="alert">
          {t('events.week.error')}
        </Text>
      ) : props.week.data === undefined ? (
        <Stack gap="3" aria-busy="true">
          <Skeleton height="16" />
          <Skeleton height="16" />
        </Stack>
      ) : props.empty ? (
        <Text textStyle="sm" color="fg.muted" data-testid="week-empty">
          {t(`events.${props.kind}.empty`)}
        </Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
          {props.children}
        </Stack>
      )}
      <Button asChild size="sm" variant="outline" alignSelf="start">
        <RouterLink to={PATHS.events}>
          {t('events.week.openCalendar')}
          <LuArrowRight aria-hidden="true" />
        </RouterLink>
      </Button>
    </HomeCard>
  );
}

/** A session of the week, as one list item: its date, title (opening it in the calendar), times and place. */
export function WeekSession({
  occurrence,
  language,
  children,
}: {
  occurrence: WeekSessionFragment;
  language: 'en' | 'tr';
  /** What follows for this viewer: a child's answer, the team's counts. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
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
      {children}
    </Stack>
  );
}

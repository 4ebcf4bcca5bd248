import { Badge } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateLanguage } from '../../../lib/dates';
import { StaffWeekDocument } from '../graphql/events';
import { RsvpCountBadges } from './rsvp-answers';
import { stillToCome, useWeekWindow, WeekCard, WeekSession } from './week-card-parts';

/**
 * A member's coming week on their home (the events feature's home card): a coach sees each session of
 * their teams and the organization's events from today for seven days, with who is coming — the answers
 * counted — and opens a session in the calendar's drawer to see each athlete and take the roll. Sessions
 * already over are left out.
 */
export function StaffWeekCard() {
  const { t, i18n } = useTranslation();
  const language = dateLanguage(i18n.resolvedLanguage ?? i18n.language);
  const { window, now } = useWeekWindow();
  const week = useQuery(StaffWeekDocument, { variables: window, fetchPolicy: 'cache-and-network' });
  const occurrences = useMemo(() => stillToCome(week.data?.calendar, now), [week.data, now]);
  const sessions = occurrences.filter(
    (occurrence) => occurrence.rsvpCounts !== null && occurrence.status !== 'cancelled',
  ).length;

  return (
    <WeekCard
      kind="staffWeek"
      testId="home-staff-week"
      week={week}
      empty={occurrences.length === 0}
      badge={
        sessions > 0 ? (
          <Badge colorPalette="brand" variant="subtle" data-testid="week-sessions">
            {t('events.staffWeek.sessions', { count: sessions })}
          </Badge>
        ) : null
      }
    >
      {occurrences.map((occurrence) => (
        <WeekSession key={occurrence.id} occurrence={occurrence} language={language}>
          {occurrence.rsvpCounts && occurrence.status !== 'cancelled' ? (
            <RsvpCountBadges counts={occurrence.rsvpCounts} size="sm" />
          ) : null}
        </WeekSession>
      ))}
    </WeekCard>
  );
}

import { HStack, Link, List, Progress, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { SchoolDashboardQuery } from '../../../generated/graphql';
import { formatDateTime } from '../../../lib/dates';
import { PATHS } from '../../../lib/paths';
import { DashboardPanel } from './dashboard-panel';

type Attendance = NonNullable<SchoolDashboardQuery['schoolDashboard']>['attendance'];

/**
 * This month's attendance in the dashboard's scope: the share of marks present or late, how many of the
 * month's sessions so far have a roll, and the ones that do not (what club staff are asked about most).
 */
export function AttendancePanel({ attendance }: { attendance: Attendance }) {
  const { t, i18n } = useTranslation();
  const { rate } = attendance;
  const percent = rate.rate === null ? null : Math.round(rate.rate * 100);
  return (
    <DashboardPanel title={t('school-dashboard.attendance.title')} testId="panel-attendance">
      <Stack gap="4">
        {percent === null ? (
          <Text color="fg.muted">{t('school-dashboard.attendance.noMarks')}</Text>
        ) : (
          <Stack gap="2">
            <HStack justify="space-between" wrap="wrap">
              <Text fontWeight="semibold" textStyle="2xl" data-testid="attendance-rate">
                {t('school-dashboard.attendance.rate', { rate: percent })}
              </Text>
              <Text textStyle="sm" color="fg.muted">
                {t('school-dashboard.attendance.sessions', {
                  withRoll: attendance.sessionsWithRoll,
                  sessions: attendance.sessions,
                })}
              </Text>
            </HStack>
            <Progress.Root value={percent} size="sm" aria-label={t('school-dashboard.attendance.title')}>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
            <Text textStyle="sm" color="fg.muted">
              {t('school-dashboard.attendance.marks', rate)}
            </Text>
          </Stack>
        )}
        <Stack gap="1">
          <Text fontWeight="medium">{t('school-dashboard.attendance.withoutRoll')}</Text>
          {attendance.withoutRoll.length === 0 ? (
            <Text textStyle="sm" color="fg.muted">
              {t('school-dashboard.attendance.allTaken')}
            </Text>
          ) : (
            <List.Root gap="1" variant="plain">
              {attendance.withoutRoll.map((session) => (
                <List.Item key={session.occurrenceId} display="block">
                  <Text as="span">{session.title}</Text>{' '}
                  <Text as="span" textStyle="sm" color="fg.muted">
                    {formatDateTime(session.startsAt, i18n.language)}
                  </Text>
                </List.Item>
              ))}
            </List.Root>
          )}
          <Link asChild textStyle="sm" alignSelf="flex-start">
            <RouterLink to={PATHS.events}>{t('school-dashboard.attendance.open')}</RouterLink>
          </Link>
        </Stack>
      </Stack>
    </DashboardPanel>
  );
}

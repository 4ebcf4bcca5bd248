import { Grid, Progress, Stack, Text } from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { useTranslation } from 'react-i18next';
import type { AttendanceMonthFieldsFragment } from '../../generated/graphql';
import { useDates } from '../../lib/dates-hook';

type Month = AttendanceMonthFieldsFragment;

/** A rate (0 to 1) as a whole percentage, or null when nothing is marked. */
const percentOf = (rate: number | null | undefined) =>
  rate === null || rate === undefined ? null : Math.round(rate * 100);

/**
 * The last six months of marks — an athlete's or a team's: the share present or late over all of them,
 * and each month's share with its counts (oldest first, as the API sends them).
 */
export function AttendanceMonths({
  months,
  counted = 'sessions',
}: {
  months: readonly Month[];
  /** What a mark is to the reader: an athlete's session, or (a team's) one athlete at one session. */
  counted?: 'sessions' | 'marks';
}) {
  const { t } = useTranslation();
  const dates = useDates();
  const marked = months.reduce((sum, month) => sum + month.marked, 0);
  const attended = months.reduce((sum, month) => sum + month.present + month.late, 0);
  const overall = marked === 0 ? null : Math.round((attended / marked) * 100);
  // The month's first day as the API writes it, named in the viewer's language ("Kasım", "November").
  const monthName = (from: string, pattern: string) =>
    DateTime.fromISO(from, { zone: 'utc' }).setLocale(dates.language).toFormat(pattern);

  if (overall === null) {
    return (
      <Text color="fg.muted" data-testid="attendance-no-recent">
        {t('attendance.noRecentMarks')}
      </Text>
    );
  }
  return (
    <Stack gap="4">
      <Stack gap="0">
        <Text textStyle="sm" color="fg.muted">
          {t('attendance.lastSixMonths')}
        </Text>
        <Text textStyle="2xl" fontWeight="semibold" data-testid="attendance-rate">
          {t('attendance.rate', { percent: overall })}
        </Text>
        <Text textStyle="sm" color="fg.muted">
          {t(counted === 'marks' ? 'attendance.rateHintMarks' : 'attendance.rateHint', { count: marked })}
        </Text>
      </Stack>
      <Stack as="ul" gap="3" listStyleType="none" aria-label={t('attendance.byMonth')}>
        {months.map((month) => {
          const percent = percentOf(month.rate);
          const name = monthName(month.from, 'LLLL yyyy');
          return (
            <Grid
              as="li"
              key={month.from}
              data-testid="attendance-month"
              templateColumns="5rem minmax(0, 1fr) 3rem"
              columnGap="3"
              rowGap="0.5"
              alignItems="center"
            >
              <Text textStyle="sm" truncate title={name}>
                {monthName(month.from, 'LLLL')}
              </Text>
              <Progress.Root size="sm" colorPalette="green" value={percent ?? 0}>
                <Progress.Track
                  aria-label={
                    percent === null
                      ? t('attendance.monthNoMarks', { month: name })
                      : t('attendance.monthRate', { month: name, percent })
                  }
                >
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
              <Text
                textStyle="sm"
                textAlign="end"
                fontVariantNumeric="tabular-nums"
                color={percent === null ? 'fg.muted' : undefined}
              >
                {percent === null ? '—' : t('attendance.percent', { percent })}
              </Text>
              {month.marked > 0 ? (
                // Under the bar from sm up; across the row on a phone.
                <Text textStyle="xs" color="fg.muted" gridColumn={{ base: '1 / -1', sm: '2 / -1' }}>
                  {t('attendance.counts', {
                    present: month.present,
                    late: month.late,
                    excused: month.excused,
                    absent: month.absent,
                  })}
                </Text>
              ) : null}
            </Grid>
          );
        })}
      </Stack>
    </Stack>
  );
}

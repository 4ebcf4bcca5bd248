import { useQuery } from '@apollo/client/react';
import {
  Badge,
  Button,
  Flex,
  Heading,
  LinkBox,
  LinkOverlay,
  Separator,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ErrorAlert } from '../../../components/ui/error-alert';
import type { AthleteAttendanceQuery } from '../../../generated/graphql';
import { useFeatureErrors } from '../../../lib/apollo/feature-errors';
import { useDates } from '../../../lib/dates-hook';
import { MARK_PALETTE } from '../../../lib/attendance-marks';
import { occurrencePath } from '../../../lib/paths';
import { AthleteAttendanceDocument } from '../graphql/athletes';
import { AttendanceMonths } from '../../../components/attendance/attendance-months';
import { AthleteSection as Section } from './athlete-section';

type AttendanceRecord = AthleteAttendanceQuery['athlete']['attendanceHistory'][number];

/** How many of the last marks show before "Show all". */
const FIRST_ROWS = 10;

/**
 * The athlete's attendance, read on its own so the page's first paint stays light: the last six months
 * by month and the last marks, each opening its session in the calendar. Only for viewers who read the
 * athlete in full (the API answers nothing to roster access; the page leaves the section out).
 */
export function AthleteAttendanceSection({ athleteId }: { athleteId: string }) {
  const { t } = useTranslation();
  const errors = useFeatureErrors('athletes');
  const attendance = useQuery(AthleteAttendanceDocument, {
    variables: { id: athleteId },
    // A roll taken since the last visit shows on coming back.
    fetchPolicy: 'cache-and-network',
  });
  const athlete = attendance.data?.athlete;
  const title = t('athletes.attendance.title');

  if (!athlete) {
    return (
      <Section title={title}>
        {attendance.error ? (
          <ErrorAlert
            retry={{ label: t('athletes.actions.retry'), onRetry: () => void attendance.refetch() }}
          >
            {errors.explain(attendance.error)}
          </ErrorAlert>
        ) : (
          <Stack gap="3" aria-busy="true">
            <VisuallyHidden>{t('athletes.attendance.loading')}</VisuallyHidden>
            <Skeleton h="8" w="40" />
            <Skeleton h="16" />
            <Skeleton h="10" />
            <Skeleton h="10" />
          </Stack>
        )}
      </Section>
    );
  }

  const history = athlete.attendanceHistory;
  return (
    <Section title={title}>
      {history.length === 0 ? (
        <Text color="fg.muted" data-testid="attendance-empty">
          {t('athletes.attendance.empty')}
        </Text>
      ) : (
        <Stack gap="5">
          <AttendanceMonths months={athlete.attendanceByMonth} />
          <Separator />
          <AttendanceHistory history={history} />
        </Stack>
      )}
    </Section>
  );
}

/** The last marks, newest first: the first few, then all on request. */
function AttendanceHistory({ history }: { history: readonly AttendanceRecord[] }) {
  const { t } = useTranslation();
  const dates = useDates();
  const [all, setAll] = useState(false);
  const shown = all ? history : history.slice(0, FIRST_ROWS);
  const heading = t('athletes.attendance.recent');
  return (
    <Stack gap="3">
      <Heading as="h3" size="sm">
        {heading}
      </Heading>
      <Stack
        as="ul"
        gap="0"
        listStyleType="none"
        aria-label={heading}
        borderWidth="1px"
        rounded="l2"
        divideY="1px"
      >
        {shown.map((record) => (
          <LinkBox
            as="li"
            key={record.occurrenceId}
            data-testid="attendance-row"
            px="3"
            py="2"
            _hover={{ bg: 'bg.muted' }}
            _focusWithin={{ bg: 'bg.muted' }}
          >
            <Flex gap="3" align="center" justify="space-between">
              <Stack gap="0" minW="0">
                <LinkOverlay asChild fontWeight="medium" wordBreak="break-word">
                  <RouterLink to={occurrencePath(record.eventId, record.startsAt)}>{record.title}</RouterLink>
                </LinkOverlay>
                <Text textStyle="xs" color="fg.muted">
                  <Text as="span" whiteSpace="nowrap">
                    {dates.dateTime(record.startsAt, { zone: record.timeZone })}
                  </Text>
                  {' · '}
                  {t(`athletes.attendance.eventType.${record.type}`)}
                </Text>
              </Stack>
              <Badge colorPalette={MARK_PALETTE[record.attendance]} flexShrink="0">
                {t(`athletes.attendance.mark.${record.attendance}`)}
              </Badge>
            </Flex>
          </LinkBox>
        ))}
      </Stack>
      {history.length > FIRST_ROWS ? (
        <Button size="sm" variant="ghost" alignSelf="flex-start" onClick={() => setAll(!all)}>
          {all
            ? t('athletes.attendance.showFewer')
            : t('athletes.attendance.showAll', { count: history.length })}
        </Button>
      ) : null}
    </Stack>
  );
}

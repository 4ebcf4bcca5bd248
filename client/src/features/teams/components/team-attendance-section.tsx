import { Card, Heading, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { AttendanceMonths } from '../../../components/attendance/attendance-months';
import { TeamAttendanceDocument } from '../graphql/teams';

/**
 * The team's attendance by month, for its admins and staff: read on its own so the page's first paint
 * stays light. The API answers no months to anyone else, and then the section is left out; while it
 * loads, only those who manage the team see a placeholder.
 */
export function TeamAttendanceSection({ teamId, manages }: { teamId: string; manages: boolean }) {
  const { t } = useTranslation();
  const attendance = useQuery(TeamAttendanceDocument, {
    variables: { id: teamId },
    // A roll taken since the last visit shows on coming back.
    fetchPolicy: 'cache-and-network',
  });
  const months = attendance.data?.team.attendanceByMonth;
  if (months?.length === 0 || (!months && !manages)) return null;
  return (
    <Card.Root as="section" aria-labelledby="team-attendance" data-testid="team-attendance">
      <Card.Body gap="4">
        <Heading as="h2" size="lg" id="team-attendance">
          {t('teams.attendance.title')}
        </Heading>
        {months ? (
          <AttendanceMonths months={months} counted="marks" />
        ) : attendance.error ? (
          <Text color="fg.error" role="alert">
            {t('teams.attendance.error')}
          </Text>
        ) : (
          <Stack gap="3" aria-busy="true">
            <VisuallyHidden>{t('teams.attendance.loading')}</VisuallyHidden>
            <Skeleton h="8" w="40" />
            <Skeleton h="10" />
            <Skeleton h="10" />
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

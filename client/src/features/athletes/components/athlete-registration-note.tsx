import { Box, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { LuClipboardCheck } from 'react-icons/lu';
import { useDates } from '../../../lib/dates-hook';
import { AthleteRegistrationDocument } from '../graphql/data-request';

/**
 * Whether the athlete came through the public registration, and when it was sent and approved: for the
 * athlete's coaches, guardians and admins (whoever reads the registration); nothing otherwise.
 */
export function AthleteRegistrationNote({ athleteId }: { athleteId: string }) {
  const { t } = useTranslation();
  const dates = useDates();
  const registration = useQuery(AthleteRegistrationDocument, { variables: { id: athleteId } }).data?.athlete
    ?.registration;
  if (!registration) return null;
  return (
    <Text color="fg.muted" textStyle="sm" mt="3" data-testid="athlete-registration">
      <Box as="span" display="inline-flex" verticalAlign="middle" me="1.5">
        <LuClipboardCheck aria-hidden="true" />
      </Box>
      {registration.decidedAt
        ? t('athletes.profile.registeredOnline', {
            sent: dates.date(registration.submittedAt),
            decided: dates.date(registration.decidedAt),
          })
        : t('athletes.profile.registeredOnlineSent', { sent: dates.date(registration.submittedAt) })}
    </Text>
  );
}

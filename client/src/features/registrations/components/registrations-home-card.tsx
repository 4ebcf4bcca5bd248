import { Button, HStack, Skeleton, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { LuClipboardList } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { HomeCard } from '../../../components/ui/home-card';
import { PATHS } from '../../../lib/paths';
import { RegistrationCountsDocument } from '../graphql/registrations';

/** An admin's home card: the registrations waiting for a decision or a place, and the way to the queue. */
export function RegistrationsHomeCard() {
  const { t } = useTranslation();
  const { data, error } = useQuery(RegistrationCountsDocument, {
    variables: { teamId: null },
    fetchPolicy: 'cache-and-network',
  });
  const counts = data?.registrationCounts;
  return (
    <HomeCard
      icon={LuClipboardList}
      title={t('registrations.home.title')}
      subtitle={t('registrations.home.subtitle')}
      testId="home-registrations"
    >
      {error && !counts ? (
        <Text textStyle="sm" color="fg.error" role="alert">
          {t('registrations.errors.generic')}
        </Text>
      ) : !counts ? (
        <Skeleton height="10" />
      ) : (
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Text>
            {counts.pending + counts.waitlisted === 0
              ? t('registrations.home.none')
              : t('registrations.home.waiting', { pending: counts.pending, waitlisted: counts.waitlisted })}
          </Text>
          <Button asChild size="sm" variant="outline">
            <RouterLink to={PATHS.registrations}>{t('registrations.home.open')}</RouterLink>
          </Button>
        </HStack>
      )}
    </HomeCard>
  );
}

import { Button, Card, Center, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LuClipboardList } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { RegistrationCountsDocument } from '../graphql/registrations';

/** An admin's home card: the registrations waiting for a decision or a place, and the way to the queue. */
export function RegistrationsHomeCard() {
  const { t } = useTranslation();
  const headingId = useId();
  const { data, error } = useQuery(RegistrationCountsDocument, {
    variables: { teamId: null },
    fetchPolicy: 'cache-and-network',
  });
  const counts = data?.registrationCounts;
  return (
    <Card.Root as="section" variant="outline" aria-labelledby={headingId} data-testid="home-registrations">
      <Card.Body gap="4">
        <HStack gap="3" align="center">
          <Center boxSize="10" rounded="full" bg="brand.subtle" color="brand.fg" flexShrink={0} fontSize="lg">
            <LuClipboardList aria-hidden="true" />
          </Center>
          <Stack gap="0" flex="1" minW="0">
            <Heading as="h2" size="md" id={headingId}>
              {t('registrations.home.title')}
            </Heading>
            <Text textStyle="sm" color="fg.muted">
              {t('registrations.home.subtitle')}
            </Text>
          </Stack>
        </HStack>
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
      </Card.Body>
    </Card.Root>
  );
}

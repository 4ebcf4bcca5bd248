import { Alert, Link, List, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, generatePath } from 'react-router';
import { useDates } from '../../../lib/dates-hook';
import { PATHS } from '../../../lib/paths';
import { OpenErasureRequestsDocument } from '../graphql/registrations';

/**
 * The erasure requests waiting for the viewer's decision, above the queue: each child links to their
 * page, where the request is completed or declined. Nothing shows while none waits.
 */
export function ErasureRequestsNotice() {
  const { t } = useTranslation();
  const dates = useDates();
  // Decided on the athlete's page: coming back here asks again.
  const { data } = useQuery(OpenErasureRequestsDocument, { fetchPolicy: 'cache-and-network' });
  const requests = data?.openErasureRequests ?? [];
  if (requests.length === 0) return null;
  return (
    <Alert.Root status="warning" variant="subtle" data-testid="erasure-requests">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('registrations.erasure.waiting', { count: requests.length })}</Alert.Title>
        <Alert.Description>
          <List.Root gap="1" mt="1" ps="4">
            {requests.map((request) => (
              <List.Item key={request.id}>
                <Link asChild fontWeight="medium" color="brand.fg">
                  <RouterLink to={generatePath(PATHS.athlete, { id: request.athleteId })}>
                    {request.athleteName}
                  </RouterLink>
                </Link>{' '}
                <Text as="span" color="fg.muted">
                  {t('registrations.erasure.asked', {
                    date: dates.date(request.requestedAt),
                    name: request.requestedBy ?? t('registrations.erasure.someone'),
                  })}
                </Text>
              </List.Item>
            ))}
          </List.Root>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

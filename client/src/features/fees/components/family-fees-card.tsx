import { Button, Card, Center, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LuReceipt } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { useDates } from '../../../lib/dates-hook';
import { PATHS } from '../../../lib/paths';
import { FamilyInvoicesDocument } from '../graphql/fees';
import { useMoney } from '../use-money';
import { InvoiceStatusBadge } from './invoice-status-badge';

/** A parent's home card: their children's invoices still to pay, soonest due first, each printable. */
export function FamilyFeesCard() {
  const { t } = useTranslation();
  const headingId = useId();
  const dates = useDates();
  const money = useMoney();
  const { data, error } = useQuery(FamilyInvoicesDocument, { fetchPolicy: 'cache-and-network' });
  const open = (data?.invoices.nodes ?? []).filter((invoice) => invoice.outstanding !== '0.00').slice(0, 5);
  return (
    <Card.Root as="section" variant="outline" aria-labelledby={headingId} data-testid="home-fees">
      <Card.Body gap="4">
        <HStack gap="3" align="center">
          <Center boxSize="10" rounded="full" bg="brand.subtle" color="brand.fg" flexShrink={0} fontSize="lg">
            <LuReceipt aria-hidden="true" />
          </Center>
          <Stack gap="0" flex="1" minW="0">
            <Heading as="h2" size="md" id={headingId}>
              {t('fees.home.title')}
            </Heading>
            <Text textStyle="sm" color="fg.muted">
              {t('fees.home.subtitle')}
            </Text>
          </Stack>
        </HStack>
        {error && !data ? (
          <Text textStyle="sm" color="fg.error" role="alert">
            {t('fees.errors.generic')}
          </Text>
        ) : !data ? (
          <Skeleton h="10" />
        ) : open.length === 0 ? (
          <Text>{t('fees.home.none')}</Text>
        ) : (
          <Stack gap="3">
            {open.map((invoice) => (
              <HStack key={invoice.id} justify="space-between" gap="3" wrap="wrap">
                <Stack gap="0" minW="0">
                  <Text fontWeight="medium">
                    {invoice.athleteName} · {money(invoice.outstanding, invoice.currency)}
                  </Text>
                  <Text textStyle="sm" color="fg.muted">
                    {t('fees.home.due', { number: invoice.number, date: dates.calendarDate(invoice.dueOn) })}
                  </Text>
                </Stack>
                <HStack gap="2">
                  <InvoiceStatusBadge status={invoice.status} />
                  <Button asChild size="xs" variant="outline">
                    <RouterLink
                      to={`${PATHS.invoiceCompact}?id=${invoice.id}`}
                      aria-label={t('fees.home.viewNamed', { number: invoice.number })}
                    >
                      {t('fees.home.view')}
                    </RouterLink>
                  </Button>
                </HStack>
              </HStack>
            ))}
          </Stack>
        )}
        <Button asChild size="sm" variant="ghost" alignSelf="flex-start">
          <RouterLink to={PATHS.finance}>{t('fees.home.all')}</RouterLink>
        </Button>
      </Card.Body>
    </Card.Root>
  );
}

import { Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { LuReceipt } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { HomeCard } from '../../../components/ui/home-card';
import { useDates } from '../../../lib/dates-hook';
import { PATHS } from '../../../lib/paths';
import { FamilyInvoicesDocument } from '../graphql/fees';
import { useMoney } from '../../../lib/use-money';
import { InvoiceStatusBadge } from './invoice-status-badge';

/** A parent's home card: their children's invoices still to pay, soonest due first, each printable. */
export function FamilyFeesCard() {
  const { t } = useTranslation();
  const dates = useDates();
  const money = useMoney();
  const { data, error } = useQuery(FamilyInvoicesDocument, { fetchPolicy: 'cache-and-network' });
  const open = (data?.invoices.nodes ?? []).filter((invoice) => invoice.outstanding !== '0.00').slice(0, 5);
  return (
    <HomeCard
      icon={LuReceipt}
      title={t('fees.home.title')}
      subtitle={t('fees.home.subtitle')}
      testId="home-fees"
    >
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
    </HomeCard>
  );
}

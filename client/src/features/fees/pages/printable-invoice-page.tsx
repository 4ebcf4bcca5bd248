import { Box, Button, Flex, Heading, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { LuPrinter } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { DocumentDownloadButton } from '../../../components/ui/document-download-button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useDates } from '../../../lib/dates-hook';
import { PATHS } from '../../../lib/paths';
import { InvoiceLines } from '../components/invoice-lines';
import { InvoiceStatusBadge } from '../components/invoice-status-badge';
import { PrintableInvoiceDocument } from '../graphql/fees';
import { useMoney } from '../../../lib/use-money';

// On paper only the invoice shows: the shell around it (menu, top bar) and the page's buttons are hidden.
const PRINT_CSS = `@media print {
  body * { visibility: hidden; }
  [data-printable], [data-printable] * { visibility: visible; }
  [data-printable] { position: absolute; inset: 0 auto auto 0; width: 100%; }
  [data-print-hidden] { display: none !important; }
}`;

/**
 * pages/invoice/printable/compact and …/modern (`?id=` names the invoice): one invoice as it prints, for
 * whoever reads it (its money admins, the athlete's guardians); printed by the browser or saved as the
 * server's PDF. The two designs differ in their header only.
 */
export function PrintableInvoicePage({ design }: { design: 'compact' | 'modern' }) {
  const { t } = useTranslation();
  const dates = useDates();
  const money = useMoney();
  const [search] = useSearchParams();
  const id = search.get('id');
  useDocumentTitle(t('fees.printable.title'));
  const { data, loading, error } = useQuery(PrintableInvoiceDocument, {
    variables: { id: id ?? '' },
    skip: !id,
  });
  const invoice = data?.invoice;
  const other = design === 'compact' ? PATHS.invoiceModern : PATHS.invoiceCompact;

  if (!id) {
    return (
      <Stack gap="3" maxW="2xl">
        <Heading as="h1" size="lg">
          {t('fees.printable.title')}
        </Heading>
        <Text>{t('fees.printable.choose')}</Text>
        <Link asChild color="brand.fg" w="fit-content">
          <RouterLink to={PATHS.finance}>{t('fees.printable.toFinance')}</RouterLink>
        </Link>
      </Stack>
    );
  }
  if (error) return <ErrorAlert>{t('fees.printable.notFound')}</ErrorAlert>;
  if (loading || !invoice) return <Skeleton h="96" maxW="3xl" />;

  const organization = data?.me.organization?.name ?? '';
  const header =
    design === 'modern' ? (
      <Flex
        bg="brand.solid"
        color="brand.contrast"
        p="6"
        justify="space-between"
        gap="4"
        wrap="wrap"
        roundedTop="l3"
      >
        <Stack gap="0">
          <Text textStyle="sm" opacity="0.85">
            {organization}
          </Text>
          <Heading as="h1" size="2xl">
            {t('fees.printable.invoice')}
          </Heading>
        </Stack>
        <Stack gap="0" textAlign="end">
          <Text fontWeight="semibold">{invoice.number}</Text>
          <Text textStyle="sm">{t('fees.printable.dueOn', { date: dates.calendarDate(invoice.dueOn) })}</Text>
        </Stack>
      </Flex>
    ) : (
      <Flex justify="space-between" gap="4" wrap="wrap" borderBottomWidth="2px" px="6" pt="6" pb="3">
        <Heading as="h1" size="lg">
          {organization}
        </Heading>
        <Stack gap="0" textAlign="end">
          <Text fontWeight="semibold">
            {t('fees.printable.invoice')} {invoice.number}
          </Text>
          <Text textStyle="sm" color="fg.muted">
            {t('fees.printable.dueOn', { date: dates.calendarDate(invoice.dueOn) })}
          </Text>
        </Stack>
      </Flex>
    );

  return (
    <Stack gap="4" maxW="3xl">
      <style>{PRINT_CSS}</style>
      <HStack gap="2" wrap="wrap" data-print-hidden="">
        <Button onClick={() => window.print()}>
          <LuPrinter aria-hidden="true" />
          {t('fees.printable.print')}
        </Button>
        <DocumentDownloadButton
          url={`/api/invoices/${invoice.id}/pdf`}
          fileName={`${t('fees.detail.pdfName')}-${invoice.number}.pdf`}
          label={t('fees.detail.pdf')}
          failure={() => ({ title: t('fees.detail.pdfFailed'), description: t('fees.errors.generic') })}
        />
        <Link asChild color="brand.fg">
          <RouterLink to={`${other}?id=${invoice.id}`}>
            {t(design === 'compact' ? 'fees.printable.modern' : 'fees.printable.compact')}
          </RouterLink>
        </Link>
      </HStack>
      <Box data-printable="" bg="bg.panel" borderWidth="1px" rounded="l3" overflow="hidden">
        {header}
        <Stack gap="5" p="6">
          <Flex justify="space-between" gap="4" wrap="wrap">
            <Stack gap="0">
              <Text textStyle="sm" color="fg.muted">
                {t('fees.printable.billTo')}
              </Text>
              <Text fontWeight="medium">{invoice.athleteName}</Text>
            </Stack>
            <Stack gap="1" textAlign="end" align="flex-end">
              <InvoiceStatusBadge status={invoice.status} />
              {invoice.issuedOn ? (
                <Text textStyle="sm" color="fg.muted">
                  {t('fees.printable.issuedOn', { date: dates.calendarDate(invoice.issuedOn) })}
                </Text>
              ) : null}
            </Stack>
          </Flex>
          <InvoiceLines invoice={invoice} size="md" />
          {invoice.voidReason ? (
            <Text color="fg.muted">{t('fees.detail.voidReason', { reason: invoice.voidReason })}</Text>
          ) : null}
          <Text textStyle="sm" color="fg.muted">
            {invoice.outstanding === '0.00'
              ? t('fees.printable.settled')
              : t('fees.printable.pay', {
                  amount: money(invoice.outstanding, invoice.currency),
                  date: dates.calendarDate(invoice.dueOn),
                })}
          </Text>
        </Stack>
      </Box>
    </Stack>
  );
}

export function CompactInvoicePage() {
  return <PrintableInvoicePage design="compact" />;
}

export function ModernInvoicePage() {
  return <PrintableInvoicePage design="modern" />;
}

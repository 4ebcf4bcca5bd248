import {
  Button,
  CloseButton,
  Drawer,
  HStack,
  Heading,
  Portal,
  Separator,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPrinter } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { DocumentDownloadButton } from '../../../components/ui/document-download-button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { ReasonDialog } from '../../../components/ui/reason-dialog';
import { describeApiError } from '../../../lib/apollo/errors';
import { featureErrors } from '../../../lib/apollo/feature-errors';
import { useDates } from '../../../lib/dates-hook';
import { PATHS } from '../../../lib/paths';
import { AthletePaymentsDocument, CardPaymentsEnabledDocument, InvoiceDocument } from '../graphql/fees';
import { useSetRemindersPaused, useStartCardPayment, useVoidInvoice } from '../hooks/use-fee-mutations';
import { RefundDialog } from './refund-dialog';
import type { PaymentRowFragment } from '../../../generated/graphql';
import { useMoney } from '../../../lib/use-money';
import { InvoiceLines } from './invoice-lines';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { PaymentDialog } from './payment-dialog';

/**
 * One invoice in full: its lines and totals, the payments towards it, the printable copies and the PDF;
 * for the admins who handle the money, recording a payment, voiding and pausing the family's reminders.
 */
export function InvoiceDrawer({
  id,
  manage,
  onClose,
}: {
  id: string | null;
  manage: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dates = useDates();
  const money = useMoney();
  const { data, loading, error } = useQuery(InvoiceDocument, {
    variables: { id: id ?? '' },
    skip: id === null,
  });
  const invoice = data?.invoice ?? null;
  const payments = useQuery(AthletePaymentsDocument, {
    variables: { athleteId: invoice?.athleteId ?? '' },
    skip: !invoice,
  }).data?.payments;
  const [paying, setPaying] = useState(false);
  const [voiding, setVoiding] = useState(false);
  const [voidInvoice, voidState] = useVoidInvoice();
  const [setPaused, pauseState] = useSetRemindersPaused();
  const [refunding, setRefunding] = useState<PaymentRowFragment | null>(null);
  const [startCard, cardState] = useStartCardPayment();
  const cardOn = useQuery(CardPaymentsEnabledDocument).data?.cardPaymentsEnabled ?? false;
  const open =
    invoice !== null &&
    (invoice.status === 'ISSUED' || invoice.status === 'PARTLY_PAID' || invoice.status === 'OVERDUE');
  const towardsThis = (payments ?? []).flatMap((payment) =>
    payment.allocations
      .filter((allocation) => allocation.invoiceId === invoice?.id)
      .map((allocation) => ({ payment, amount: allocation.amount })),
  );

  return (
    <Drawer.Root
      open={id !== null}
      onOpenChange={(details) => (details.open ? undefined : onClose())}
      size={{ base: 'full', md: 'md' }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>
                {invoice ? t('fees.detail.title', { number: invoice.number }) : t('fees.title')}
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              {error ? (
                <ErrorAlert>{t('fees.detail.loadFailed')}</ErrorAlert>
              ) : loading || !invoice ? (
                <Stack gap="3">
                  <Skeleton h="6" />
                  <Skeleton h="24" />
                </Stack>
              ) : (
                <Stack gap="5">
                  <HStack gap="2" wrap="wrap">
                    <InvoiceStatusBadge status={invoice.status} />
                    <Text color="fg.muted" textStyle="sm">
                      {t('fees.detail.due', { date: dates.calendarDate(invoice.dueOn) })}
                    </Text>
                  </HStack>
                  <Stack gap="0.5">
                    <Text fontWeight="medium">{invoice.athleteName}</Text>
                    <Text color="fg.muted" textStyle="sm">
                      {invoice.issuedOn
                        ? t('fees.detail.issued', { date: dates.calendarDate(invoice.issuedOn) })
                        : null}
                    </Text>
                  </Stack>
                  <InvoiceLines invoice={invoice} />
                  {invoice.voidReason ? (
                    <Text color="fg.muted">
                      {t('fees.detail.voidReason', { reason: invoice.voidReason })}
                    </Text>
                  ) : null}
                  <HStack gap="2" wrap="wrap">
                    {cardOn && open ? (
                      <Button
                        size="sm"
                        loading={cardState.loading}
                        onClick={() => void startCard(invoice.id)}
                      >
                        {t('fees.detail.payByCard')}
                      </Button>
                    ) : null}
                    <Button asChild size="sm" variant="outline">
                      <RouterLink to={`${PATHS.invoiceCompact}?id=${invoice.id}`}>
                        <LuPrinter aria-hidden="true" />
                        {t('fees.detail.print')}
                      </RouterLink>
                    </Button>
                    <DocumentDownloadButton
                      url={`/api/invoices/${invoice.id}/pdf`}
                      fileName={`${t('fees.detail.pdfName')}-${invoice.number}.pdf`}
                      label={t('fees.detail.pdf')}
                      failure={() => ({
                        title: t('fees.detail.pdfFailed'),
                        description: t('fees.errors.generic'),
                      })}
                    />
                  </HStack>
                  <Separator />
                  <Stack gap="2">
                    <Heading as="h3" size="sm">
                      {t('fees.detail.payments')}
                    </Heading>
                    {towardsThis.length === 0 ? (
                      <Text color="fg.muted">{t('fees.detail.noPayments')}</Text>
                    ) : (
                      <Table.Root size="sm">
                        <Table.Body>
                          {towardsThis.map(({ payment, amount }) => (
                            <Table.Row key={payment.id}>
                              <Table.Cell>{dates.calendarDate(payment.receivedOn)}</Table.Cell>
                              <Table.Cell>
                                {t(`fees.method.${payment.method}`)}
                                {payment.reference ? ` · ${payment.reference}` : ''}
                              </Table.Cell>
                              <Table.Cell textAlign="end">{money(amount, payment.currency)}</Table.Cell>
                              <Table.Cell textAlign="end">
                                <DocumentDownloadButton
                                  url={`/api/payments/${payment.id}/receipt`}
                                  fileName={`${t('fees.detail.receiptName')}-${payment.id}.pdf`}
                                  label={t('fees.detail.receipt')}
                                  failure={() => ({
                                    title: t('fees.detail.receiptFailed'),
                                    description: t('fees.errors.generic'),
                                  })}
                                />
                              </Table.Cell>
                              {manage ? (
                                <Table.Cell textAlign="end">
                                  {payment.refundOf ? (
                                    <Text textStyle="xs" color="fg.muted">
                                      {t('fees.detail.refund')}
                                    </Text>
                                  ) : (
                                    <Button size="xs" variant="ghost" onClick={() => setRefunding(payment)}>
                                      {t('fees.detail.giveBack')}
                                    </Button>
                                  )}
                                </Table.Cell>
                              ) : null}
                            </Table.Row>
                          ))}
                        </Table.Body>
                      </Table.Root>
                    )}
                  </Stack>
                  {manage ? (
                    <>
                      <Separator />
                      <HStack gap="2" wrap="wrap">
                        {open ? (
                          <Button onClick={() => setPaying(true)}>{t('fees.detail.recordPayment')}</Button>
                        ) : null}
                        {invoice.status === 'ISSUED' || invoice.status === 'OVERDUE' ? (
                          invoice.paid === '0.00' ? (
                            <Button variant="outline" colorPalette="red" onClick={() => setVoiding(true)}>
                              {t('fees.detail.void')}
                            </Button>
                          ) : null
                        ) : null}
                        <Button
                          variant="ghost"
                          loading={pauseState.loading}
                          onClick={() => void setPaused(invoice.athleteId, !invoice.remindersPaused)}
                        >
                          {invoice.remindersPaused
                            ? t('fees.detail.resumeReminders')
                            : t('fees.detail.pauseReminders')}
                        </Button>
                      </HStack>
                      {invoice.remindersPaused ? (
                        <Text textStyle="sm" color="fg.muted">
                          {t('fees.detail.remindersPaused')}
                        </Text>
                      ) : null}
                    </>
                  ) : null}
                </Stack>
              )}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('fees.detail.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
      {paying && invoice ? <PaymentDialog invoice={invoice} onClose={() => setPaying(false)} /> : null}
      {refunding ? <RefundDialog payment={refunding} onClose={() => setRefunding(null)} /> : null}
      {voiding && invoice ? (
        <ReasonDialog
          texts={{
            title: t('fees.void.title', { number: invoice.number }),
            intro: t('fees.void.intro'),
            label: t('fees.void.reason'),
            helper: t('fees.void.helper'),
            submit: t('fees.void.submit'),
            required: t('fees.void.required'),
            tooLong: t('fees.void.tooLong'),
          }}
          onClose={() => setVoiding(false)}
          onSubmit={async (reason) => {
            await voidInvoice(invoice.id, reason);
            setVoiding(false);
          }}
          saving={voidState.loading}
          describeFailure={(caught) => featureErrors(t, 'fees').describe(describeApiError(caught))}
        />
      ) : null}
    </Drawer.Root>
  );
}

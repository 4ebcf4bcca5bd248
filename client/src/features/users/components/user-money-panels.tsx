import { Badge, HStack, Link, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useDates } from '../../../lib/dates-hook';
import { PATHS } from '../../../lib/paths';
import { UserPaymentsDocument, UserWalletDocument } from '../graphql/user-resources';
import { useMoney } from '../../../lib/use-money';
import { Item, PanelState } from './user-resource-panel';

// A user's money is their family's (the fees feature's payments of the children they are a guardian
// of): each payment with its child, method and the invoices it paid; the wallet is the family's credit.

const METHODS = ['CASH', 'BANK_TRANSFER', 'CARD'] as const;

export function PaymentsPanel({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const dates = useDates();
  const money = useMoney();
  const { data, loading, error } = useQuery(UserPaymentsDocument, { variables: { userId } });
  const items = data?.userPayments ?? [];
  return (
    <PanelState tab="payments" loading={loading} error={error} empty={items.length === 0}>
      {items.map((payment) => {
        const method = METHODS.find((known) => known === payment.method);
        const refund = payment.refundOf !== null && payment.refundOf !== undefined;
        const status = refund ? 'refund' : payment.status === 'refunded' ? 'refunded' : 'completed';
        const notes = [
          Number(payment.refunded) > 0
            ? t('users.resources.payments.refunded', { amount: money(payment.refunded, payment.currency) })
            : null,
          Number(payment.unallocated) > 0
            ? t('users.resources.payments.credit', { amount: money(payment.unallocated, payment.currency) })
            : null,
        ].filter((note) => note !== null);
        return (
          <Item
            key={payment.id}
            title={money(payment.amount, payment.currency)}
            detail={[
              payment.athleteName,
              method ? t(`users.resources.payments.method.${method}`) : payment.method,
              dates.calendarDate(payment.receivedOn),
            ].join(' · ')}
            meta={
              payment.allocations.length > 0 || notes.length > 0 ? (
                <HStack as="span" gap="1" flexWrap="wrap">
                  {payment.allocations.length > 0 ? (
                    <Text as="span">
                      {t(refund ? 'users.resources.payments.takenFrom' : 'users.resources.payments.invoices')}
                    </Text>
                  ) : null}
                  {payment.allocations.map((allocation) => (
                    <Link key={allocation.invoiceId} asChild color="brand.fg" variant="underline">
                      <RouterLink to={`${PATHS.invoiceCompact}?id=${allocation.invoiceId}`}>
                        {t('users.resources.payments.invoice', {
                          number: allocation.invoiceNumber ?? '—',
                          amount: money(allocation.amount, payment.currency),
                        })}
                      </RouterLink>
                    </Link>
                  ))}
                  {notes.map((note) => (
                    <Text as="span" key={note}>
                      {note}
                    </Text>
                  ))}
                </HStack>
              ) : null
            }
            end={
              <Badge
                colorPalette={status === 'completed' ? 'green' : status === 'refund' ? 'orange' : 'gray'}
              >
                {t(`users.resources.payments.status.${status}`)}
              </Badge>
            }
          />
        );
      })}
    </PanelState>
  );
}

export function WalletPanel({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const dates = useDates();
  const money = useMoney();
  const { data, loading, error } = useQuery(UserWalletDocument, { variables: { userId } });
  const wallet = data?.userWallet ?? null;
  return (
    <PanelState tab="wallet" loading={loading} error={error} empty={wallet === null}>
      {wallet
        ? wallet.balances.map((balance, index) => (
            <Item
              key={balance.currency}
              title={t('users.resources.wallet.balance', {
                amount: money(balance.balance, balance.currency),
              })}
              detail={index === 0 ? t('users.resources.wallet.explained') : undefined}
              meta={
                index === 0
                  ? t('users.resources.wallet.details', { date: dates.timestamp(wallet.createdAt) })
                  : undefined
              }
            />
          ))
        : null}
    </PanelState>
  );
}

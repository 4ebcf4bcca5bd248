import { Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { InvoiceDetailFragment } from '../../../generated/graphql';
import { useMoney } from '../../../lib/use-money';

/** An invoice's lines and totals, as a table that reads the same on screen and on paper. */
export function InvoiceLines({
  invoice,
  size = 'sm',
}: {
  invoice: InvoiceDetailFragment;
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const total = (label: string, amount: string, strong = false) => (
    <Table.Row fontWeight={strong ? 'semibold' : undefined}>
      <Table.Cell>{label}</Table.Cell>
      <Table.Cell textAlign="end">{money(amount, invoice.currency)}</Table.Cell>
    </Table.Row>
  );
  return (
    <Table.Root size={size} variant="line">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t('fees.lines.description')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('fees.lines.amount')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {invoice.lines.map((line, index) => (
          <Table.Row key={index}>
            <Table.Cell>{line.description}</Table.Cell>
            <Table.Cell textAlign="end">{money(line.amount, invoice.currency)}</Table.Cell>
          </Table.Row>
        ))}
        {invoice.discount !== '0.00' || invoice.tax !== '0.00'
          ? total(t('fees.lines.subtotal'), invoice.subtotal)
          : null}
        {invoice.discount !== '0.00' ? total(t('fees.lines.discount'), `-${invoice.discount}`) : null}
        {invoice.tax !== '0.00' ? total(t('fees.lines.tax'), invoice.tax) : null}
        {total(t('fees.lines.total'), invoice.total, true)}
        {total(t('fees.lines.paid'), invoice.paid)}
        {total(t('fees.lines.outstanding'), invoice.outstanding, true)}
      </Table.Body>
    </Table.Root>
  );
}

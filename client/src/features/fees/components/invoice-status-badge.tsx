import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { InvoiceStatus } from '../../../generated/graphql';

const PALETTE: Record<InvoiceStatus, string> = {
  DRAFT: 'gray',
  ISSUED: 'blue',
  PARTLY_PAID: 'orange',
  PAID: 'green',
  OVERDUE: 'red',
  VOID: 'gray',
};

/** Where an invoice stands, in words and a colour (never the colour alone). */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={PALETTE[status]} variant="subtle">
      {t(`fees.status.${status}`)}
    </Badge>
  );
}

import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CertificationStatus } from '../../../generated/graphql';

/** Where a certification stands: expired red, expiring within 60 days amber, else green. */
export function CertificationBadge({
  status,
  daysToExpiry,
}: {
  status: CertificationStatus;
  daysToExpiry: number | null;
}) {
  const { t } = useTranslation();
  const palette = status === 'expired' ? 'red' : status === 'expiring_soon' ? 'orange' : 'green';
  return (
    <Badge colorPalette={palette} variant={status === 'expired' ? 'solid' : 'subtle'} data-status={status}>
      {status === 'expiring_soon'
        ? t('professionals.certStatus.expiring_soon', { count: daysToExpiry ?? 0 })
        : t(`professionals.certStatus.${status}`)}
    </Badge>
  );
}

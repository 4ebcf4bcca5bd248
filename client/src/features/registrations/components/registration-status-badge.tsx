import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { RegistrationStatus } from '../../../generated/graphql';

const PALETTE: Record<RegistrationStatus, string> = {
  pending: 'blue',
  approved: 'green',
  rejected: 'red',
  waitlisted: 'orange',
};

/** A registration's status, with its place in line while it waits for one. */
export function RegistrationStatusBadge({
  status,
  waitlistPosition,
}: {
  status: RegistrationStatus;
  waitlistPosition?: number | null;
}) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={PALETTE[status]} variant="subtle">
      {t(`registrations.status.${status}`)}
      {status === 'waitlisted' && typeof waitlistPosition === 'number'
        ? ` · ${t('registrations.waitlistPlace', { place: waitlistPosition + 1 })}`
        : ''}
    </Badge>
  );
}

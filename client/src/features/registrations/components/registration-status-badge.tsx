import { Badge } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegistrationStatus } from '../../../generated/graphql';
import { useDates } from '../../../lib/dates-hook';

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
  offerExpiresAt,
}: {
  status: RegistrationStatus;
  waitlistPosition?: number | null;
  /** While a freed place is held for it. */
  offerExpiresAt?: string | null;
}) {
  const { t } = useTranslation();
  const dates = useDates();
  // The moment the badge first showed: a hold that lapses while the page is open reads as held until then.
  const [shownAt] = useState(() => Date.now());
  if (status === 'waitlisted' && offerExpiresAt && Date.parse(offerExpiresAt) > shownAt) {
    return (
      <Badge colorPalette="teal" variant="subtle">
        {t('registrations.offered', { date: dates.dateTime(offerExpiresAt) })}
      </Badge>
    );
  }
  return (
    <Badge colorPalette={PALETTE[status]} variant="subtle">
      {t(`registrations.status.${status}`)}
      {status === 'waitlisted' && typeof waitlistPosition === 'number'
        ? ` · ${t('registrations.waitlistPlace', { place: waitlistPosition + 1 })}`
        : ''}
    </Badge>
  );
}

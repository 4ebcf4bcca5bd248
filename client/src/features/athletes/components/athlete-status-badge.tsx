import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AthleteStatus } from '../../../generated/graphql';

const PALETTE: Record<AthleteStatus, string> = {
  active: 'green',
  trial: 'blue',
  waitlist: 'orange',
  left: 'gray',
};

export function AthleteStatusBadge({ status, archived }: { status: AthleteStatus; archived?: boolean }) {
  const { t } = useTranslation();
  if (archived) {
    return (
      <Badge colorPalette="gray" variant="outline">
        {t('athletes.archived')}
      </Badge>
    );
  }
  return (
    <Badge colorPalette={PALETTE[status]} variant="subtle">
      {t(`athletes.status.${status}`)}
    </Badge>
  );
}

import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AccountStatus } from '../user-form-validation';

const PALETTE: Record<AccountStatus, string> = { active: 'green', inactive: 'gray', suspended: 'red' };

export function UserStatusBadge({ status }: { status: AccountStatus }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={PALETTE[status]} variant="subtle">
      {t(`users.status.${status}`)}
    </Badge>
  );
}

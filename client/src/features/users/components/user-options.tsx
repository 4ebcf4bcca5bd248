import { useTranslation } from 'react-i18next';
import { ACCOUNT_STATUSES } from '../user-form-validation';
import type { RoleKey } from '../../../generated/graphql';

/** The account statuses as options of a native select, by their translated names. */
export function StatusOptions() {
  const { t } = useTranslation();
  return ACCOUNT_STATUSES.map((status) => (
    <option key={status} value={status}>
      {t(`users.status.${status}`)}
    </option>
  ));
}

/** Roles as options of a native select (the value is the role's id), by their translated names. */
export function RoleOptions({ roles }: { roles: readonly { id: string; key: RoleKey }[] }) {
  const { t } = useTranslation();
  return roles.map((role) => (
    <option key={role.id} value={role.id}>
      {t(`users.roles.${role.key}`)}
    </option>
  ));
}

import { Badge, Switch } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import {
  UserDevicesDocument,
  UserNotificationPreferencesDocument,
  UserPaymentsDocument,
  UserWalletDocument,
} from '../graphql/user-resources';
import { Item, PanelState, useDate, useMoney } from './user-resource-panel';

const PAYMENT_PALETTE: Record<string, string> = {
  completed: 'green',
  pending: 'orange',
  failed: 'red',
  refunded: 'gray',
};
const PAYMENT_STATUSES = ['completed', 'pending', 'failed', 'refunded'] as const;

export function PaymentsPanel({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const date = useDate();
  const money = useMoney();
  const { data, loading, error } = useQuery(UserPaymentsDocument, { variables: { userId } });
  const items = data?.userPayments ?? [];
  return (
    <PanelState tab="payments" loading={loading} error={error} empty={items.length === 0}>
      {items.map((payment) => {
        const status = PAYMENT_STATUSES.find((known) => known === payment.status);
        return (
          <Item
            key={payment.id}
            title={money(payment.amount, payment.currency)}
            meta={date(payment.paymentAt)}
            end={
              <Badge colorPalette={PAYMENT_PALETTE[payment.status] ?? 'gray'}>
                {status ? t(`users.resources.payments.status.${status}`) : payment.status}
              </Badge>
            }
          />
        );
      })}
    </PanelState>
  );
}

export function PreferencesPanel({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const { data, loading, error } = useQuery(UserNotificationPreferencesDocument, { variables: { userId } });
  const types = new Map((data?.notificationTypes ?? []).map((type) => [type.id, type]));
  const items = data?.userNotificationPreferences ?? [];
  return (
    <PanelState tab="preferences" loading={loading} error={error} empty={items.length === 0}>
      {items.map((preference) => {
        const type = types.get(preference.notificationTypeId);
        return (
          <Item
            key={preference.notificationTypeId}
            title={type?.name ?? t('users.resources.preferences.unknownType')}
            meta={type?.description}
            end={
              <Switch.Root checked={preference.enabled} readOnly size="sm">
                <Switch.HiddenInput aria-label={type?.name ?? ''} />
                <Switch.Control />
                <Switch.Label textStyle="xs" color="fg.muted">
                  {preference.enabled
                    ? t('users.resources.preferences.on')
                    : t('users.resources.preferences.off')}
                </Switch.Label>
              </Switch.Root>
            }
          />
        );
      })}
    </PanelState>
  );
}

export function WalletPanel({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const date = useDate();
  const money = useMoney();
  const { data, loading, error } = useQuery(UserWalletDocument, { variables: { userId } });
  const wallet = data?.userWallet ?? null;
  return (
    <PanelState tab="wallet" loading={loading} error={error} empty={wallet === null}>
      {wallet ? (
        <Item
          title={t('users.resources.wallet.balance', { amount: money(wallet.balance, wallet.currency) })}
          meta={t('users.resources.wallet.details', {
            date: date(wallet.createdAt),
            token: wallet.token,
          })}
        />
      ) : null}
    </PanelState>
  );
}

export function DevicesPanel({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const date = useDate();
  const { data, loading, error } = useQuery(UserDevicesDocument, { variables: { userId } });
  const items = data?.userDevices ?? [];
  return (
    <PanelState tab="devices" loading={loading} error={error} empty={items.length === 0}>
      {items.map((device) => (
        <Item
          key={device.id}
          title={device.deviceInfo}
          meta={t('users.resources.devices.lastActive', { date: date(device.lastActiveAt) })}
        />
      ))}
    </PanelState>
  );
}

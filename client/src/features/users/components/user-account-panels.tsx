import { Switch } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { UserDevicesDocument, UserNotificationPreferencesDocument } from '../graphql/user-resources';
import { Item, PanelState, useDate } from './user-resource-panel';

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

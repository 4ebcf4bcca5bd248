import { Badge, HStack, Stack, Switch, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SettingsPageQuery } from '../../../generated/graphql';
import { useSetMyNotificationPreference } from '../hooks/use-account-mutations';

type Preference = SettingsPageQuery['myAccount']['notificationPreferences'][number];

// The seeded types (spec 001 §9) have translated names; a type added later shows the server's English.
const KNOWN_TYPES = {
  Email: 'email',
  Push: 'push',
  SMS: 'sms',
  'System alerts': 'system',
  'Security alerts': 'security',
  Marketing: 'marketing',
} as const;
type KnownType = (typeof KNOWN_TYPES)[keyof typeof KNOWN_TYPES];

const knownType = (name: string): KnownType | undefined =>
  Object.hasOwn(KNOWN_TYPES, name) ? KNOWN_TYPES[name as keyof typeof KNOWN_TYPES] : undefined;

/** One switch per notification type; each change is saved at once and shows at once. */
export function NotificationPreferences({ preferences }: { preferences: readonly Preference[] }) {
  const { t } = useTranslation();
  const [setPreference] = useSetMyNotificationPreference();

  if (preferences.length === 0) {
    return <Text color="fg.muted">{t('account.notifications.empty')}</Text>;
  }

  return (
    <Stack as="ul" gap="0" listStyleType="none" aria-label={t('account.notifications.label')}>
      {preferences.map((preference, index) => {
        const known = knownType(preference.notificationType.name);
        const name = known
          ? t(`account.notifications.types.${known}.name`)
          : preference.notificationType.name;
        const description = known
          ? t(`account.notifications.types.${known}.description`)
          : preference.notificationType.description;
        return (
          <HStack
            as="li"
            key={preference.id}
            justify="space-between"
            align="flex-start"
            gap="4"
            py="3"
            borderTopWidth={index === 0 ? '0' : '1px'}
            borderColor="border.muted"
            data-testid="notification-preference"
          >
            <Stack gap="0.5" minW="0">
              <HStack gap="2" wrap="wrap">
                <Text fontWeight="medium">{name}</Text>
                {preference.chosen ? null : (
                  <Badge
                    size="sm"
                    variant="subtle"
                    colorPalette="gray"
                    title={t('account.notifications.defaultHint')}
                  >
                    {t('account.notifications.default')}
                  </Badge>
                )}
              </HStack>
              <Text textStyle="sm" color="fg.muted">
                {description}
              </Text>
            </Stack>
            <Switch.Root
              checked={preference.enabled}
              onCheckedChange={(details) => void setPreference(preference.id, details.checked)}
              flexShrink={0}
              mt="0.5"
            >
              <Switch.HiddenInput role="switch" aria-label={name} />
              <Switch.Control />
            </Switch.Root>
          </HStack>
        );
      })}
    </Stack>
  );
}

import { Box, Button, Float, Menu, Portal, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { LuChevronRight, LuCircleUser, LuLogOut, LuSettings } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { UserAvatar } from '../../../components/ui/user-avatar';
import type { PresenceStatus } from '../../../generated/graphql';
import { TopBarUserDocument } from '../graphql/top-bar';
import { useSetMyStatus } from '../hooks/use-status-mutations';
import { PRESENCE_COLORS, PRESENCE_STATUSES } from '../presence';

function StatusDot({ status, size = '2.5' }: { status: PresenceStatus; size?: string }) {
  return (
    <Box
      as="span"
      display="inline-block"
      boxSize={size}
      rounded="full"
      bg={PRESENCE_COLORS[status]}
      borderWidth="2px"
      borderColor="bg.panel"
      flexShrink={0}
      data-status={status}
    />
  );
}

const isPresence = (value: string): value is PresenceStatus =>
  (PRESENCE_STATUSES as readonly string[]).includes(value);

/** Avatar with a status dot; the menu says who is signed in and offers profile, settings, status, sign-out. */
export function UserMenu() {
  const { t } = useTranslation();
  const { data } = useQuery(TopBarUserDocument);
  const setMyStatus = useSetMyStatus();
  const me = data?.me;
  if (!me) return null;

  const statusLabel = t(`shell.user.statuses.${me.status}`);
  const setStatus = (status: PresenceStatus) => {
    if (status !== me.status) setMyStatus(me.id, status);
  };

  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button
          variant="ghost"
          colorPalette="gray"
          size="sm"
          px="1.5"
          gap="2"
          color="inherit"
          aria-label={`${t('shell.user.menu', { name: me.name })}, ${t('shell.user.statusLabel', { status: statusLabel })}`}
          data-testid="user-menu-trigger"
        >
          <UserAvatar size="xs" name={me.name} src={me.avatar}>
            <Float placement="bottom-end" offsetX="1" offsetY="1">
              <StatusDot status={me.status} />
            </Float>
          </UserAvatar>
          <Text as="span" fontWeight="medium" hideBelow="md" maxW="40" truncate>
            {me.name}
          </Text>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="60">
            <Box px="2" py="1.5">
              <Text textStyle="sm" truncate>
                {t('shell.user.signedInAs', { email: me.email })}
              </Text>
            </Box>
            <Menu.Separator />
            <Menu.Item value="profile" asChild>
              <RouterLink to={PATHS.profile}>
                <LuCircleUser aria-hidden="true" />
                {t('shell.user.profile')}
              </RouterLink>
            </Menu.Item>
            <Menu.Item value="settings" asChild>
              <RouterLink to={PATHS.settings}>
                <LuSettings aria-hidden="true" />
                {t('shell.user.settings')}
              </RouterLink>
            </Menu.Item>
            <Menu.Root positioning={{ placement: 'left-start', gutter: 4 }}>
              <Menu.TriggerItem>
                <StatusDot status={me.status} size="3" />
                <Box flex="1">{t('shell.user.status')}</Box>
                <LuChevronRight aria-hidden="true" />
              </Menu.TriggerItem>
              <Portal>
                <Menu.Positioner>
                  <Menu.Content minW="40">
                    <Menu.RadioItemGroup
                      value={me.status}
                      onValueChange={(details) => isPresence(details.value) && setStatus(details.value)}
                    >
                      {PRESENCE_STATUSES.map((status) => (
                        <Menu.RadioItem key={status} value={status}>
                          <StatusDot status={status} size="3" />
                          <Menu.ItemText>{t(`shell.user.statuses.${status}`)}</Menu.ItemText>
                          <Menu.ItemIndicator />
                        </Menu.RadioItem>
                      ))}
                    </Menu.RadioItemGroup>
                  </Menu.Content>
                </Menu.Positioner>
              </Portal>
            </Menu.Root>
            <Menu.Separator />
            <Menu.Item value="sign-out" asChild>
              <RouterLink to={PATHS.signOut}>
                <LuLogOut aria-hidden="true" />
                {t('shell.user.signOut')}
              </RouterLink>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

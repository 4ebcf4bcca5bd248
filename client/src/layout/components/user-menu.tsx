import { Avatar, Box, Button, Menu, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuChevronDown, LuLogOut } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../app/paths';
import type { ShellQuery } from '../../generated/graphql';

export type ShellUser = ShellQuery['me'];

/** The user's avatar (initials unless a picture loads) and name; the menu says who is signed in and signs out. */
export function UserMenu({ user }: { user: ShellUser }) {
  const { t } = useTranslation();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button
          variant="ghost"
          colorPalette="gray"
          size="sm"
          px="2"
          gap="2"
          aria-label={t('layout.userMenu.label', { name: user.name })}
        >
          <Avatar.Root size="xs" colorPalette="brand">
            <Avatar.Fallback name={user.name} />
            {user.avatar ? <Avatar.Image src={user.avatar} alt="" /> : null}
          </Avatar.Root>
          <Text
            as="span"
            fontWeight="medium"
            display={{ base: 'none', sm: 'inline' }}
            data-testid="user-name"
          >
            {user.name}
          </Text>
          <LuChevronDown aria-hidden="true" />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            <Box px="2" py="1.5">
              <Text textStyle="xs" color="fg.muted">
                {t('layout.userMenu.signedInAs')}
              </Text>
              <Text textStyle="sm" fontWeight="medium" truncate>
                {user.email}
              </Text>
            </Box>
            <Menu.Separator />
            <Menu.Item value="sign-out" asChild>
              <RouterLink to={PATHS.signOut}>
                <LuLogOut aria-hidden="true" />
                {t('layout.userMenu.signOut')}
              </RouterLink>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

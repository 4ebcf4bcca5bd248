import { Flex, HStack, Link, Spacer } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../app/paths';
import { BrandLogo } from '../../components/ui/brand-logo';
import { ColorSchemeMenu } from '../../components/ui/color-scheme-menu';
import { LanguageMenu } from '../../components/ui/language-menu';
import { UserMenu, type ShellUser } from './user-menu';

export function TopBar({ user }: { user: ShellUser | null }) {
  const { t } = useTranslation();
  return (
    <Flex
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      h="16"
      px={{ base: '4', md: '6' }}
      align="center"
      gap="2"
      bg="bg.panel"
      borderBottomWidth="1px"
      shadow="xs"
    >
      <Link asChild aria-label={t('layout.topBar.home')} _hover={{ textDecoration: 'none' }} rounded="md">
        <RouterLink to={PATHS.root}>
          <BrandLogo />
        </RouterLink>
      </Link>
      <Spacer />
      <HStack gap="1">
        <LanguageMenu />
        <ColorSchemeMenu />
        {user ? <UserMenu user={user} /> : null}
      </HStack>
    </Flex>
  );
}

import {
  Box,
  Button,
  CloseButton,
  Drawer,
  Flex,
  HStack,
  IconButton,
  Link,
  Portal,
  SkipNavContent,
  Skeleton,
  Stack,
  Text,
  type BoxProps,
  type LinkProps,
} from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuMenu } from 'react-icons/lu';
import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import { PATHS } from '../../lib/paths';
import { BrandLogo, BrandMark } from '../../components/ui/brand-logo';
import { UserAvatar } from '../../components/ui/user-avatar';
import { QUICK_CHAT_GUTTER, QuickChatTopBarButton } from '../../features/quick-chat';
import { TopBarActions } from '../../features/shell';
import { Footer } from '../components/footer';
import { ShellDocument } from '../../lib/viewer/graphql/shell';
import { useNavigationMenu } from '../navigation/use-navigation-menu';
import { VerticalNavigation } from '../navigation/vertical-navigation';
import { SettingsButton } from '../settings/settings-drawer';

// Pieces every layout arranges differently: brand, header controls, the mobile menu, the page.

/** The logo, linking home. `markOnly` for the narrow rails. */
export function BrandLink({
  markOnly = false,
  onBrand = false,
  ...props
}: { markOnly?: boolean; onBrand?: boolean } & Omit<LinkProps, 'children'>) {
  const { t } = useTranslation();
  return (
    <Link
      {...props}
      asChild
      aria-label={t('layout.topBar.home')}
      _hover={{ textDecoration: 'none' }}
      rounded="md"
      flexShrink="0"
    >
      <RouterLink to={PATHS.root}>
        {markOnly ? <BrandMark onBrand={onBrand} /> : <BrandLogo onBrand={onBrand} />}
      </RouterLink>
    </Link>
  );
}

/**
 * On a brand-coloured bar the controls' grey hover and open backgrounds read as dark blots: they take a
 * light veil instead, like the menu buttons beside them.
 */
const ON_BRAND_CONTROLS = {
  '& button:is(:hover, [data-hover]):not(:disabled), & button:is([aria-expanded=true], [data-state=open])': {
    bg: 'whiteAlpha.200',
  },
} as const;

/** The top bar's controls (another feature) and the settings cog. `onBrand` on a brand-coloured bar. */
export function HeaderActions({ onBrand = false }: { onBrand?: boolean }) {
  return (
    // On a phone the controls may not all fit: the row scrolls sideways rather than pushing any off.
    <HStack
      gap={{ base: '0', sm: '1' }}
      flexShrink="1"
      minW="0"
      ms="auto"
      overflowX="auto"
      css={{ scrollbarWidth: 'none', ...(onBrand ? ON_BRAND_CONTROLS : {}) }}
    >
      <TopBarActions />
      {/* Team Chat's launcher below md (from md up it is the edge tab beside the page). */}
      <QuickChatTopBarButton />
      <SettingsButton />
    </HStack>
  );
}

/**
 * Below md (960px) every layout's menu is this overlay: a menu button in the header opens the full
 * default menu from the left.
 */
export function MobileNavigation() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      placement="start"
      size="xs"
      // Mounted only while open: the side menu stays the one "Main navigation" on wide screens.
      lazyMount
      unmountOnExit
    >
      <Drawer.Trigger asChild>
        <IconButton
          variant="ghost"
          colorPalette="gray"
          size="sm"
          hideFrom="md"
          aria-label={t('layout.navigation.open')}
          color="inherit"
        >
          <LuMenu />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          {/* On a phone this menu opens for every move between pages: it slides in and out briskly
              (300 ms and 200 ms rather than the drawer's usual 500 ms and 400 ms). */}
          <Drawer.Content _open={{ animationDuration: 'slow' }} _closed={{ animationDuration: 'moderate' }}>
            <Drawer.Header borderBottomWidth="1px" py="4">
              <Drawer.Title asChild>
                <Box>
                  <BrandLogo />
                </Box>
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body px="0" py="2">
              <NavigationArea variant="default">
                {(items) => <VerticalNavigation items={items} onNavigate={() => setOpen(false)} />}
              </NavigationArea>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('layout.navigation.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

/** Loads the menu; shows placeholders while it loads and a retry when it fails. */
export function NavigationArea({
  variant,
  children,
}: {
  variant: Parameters<ReturnType<typeof useNavigationMenu>['variant']>[0];
  children: (items: ReturnType<ReturnType<typeof useNavigationMenu>['variant']>) => ReactNode;
}) {
  const { t } = useTranslation();
  const menu = useNavigationMenu();
  if (menu.ready) return <>{children(menu.variant(variant))}</>;
  if (menu.error) {
    return (
      <Stack px="4" py="4" gap="2" role="alert">
        <Text textStyle="sm" color="fg.muted">
          {t('layout.navigation.error')}
        </Text>
        <Button size="xs" variant="outline" alignSelf="start" onClick={menu.retry}>
          {t('layout.navigation.retry')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack px="4" py="4" gap="3" aria-busy="true" aria-label={t('layout.navigation.loading')}>
      {Array.from({ length: 8 }, (_, index) => (
        <Skeleton key={index} h="4" w={index % 3 === 0 ? '50%' : '85%'} />
      ))}
    </Stack>
  );
}

/** The signed-in user, from the shell query the route loader already ran. */
export function useShellUser() {
  const { data } = useQuery(ShellDocument);
  return data?.me ?? null;
}

export function UserCard({ layout = 'stacked' }: { layout?: 'stacked' | 'row' }) {
  const user = useShellUser();
  if (!user) return null;
  const avatar = <UserAvatar size={layout === 'stacked' ? '2xl' : 'sm'} name={user.name} src={user.avatar} />;
  if (layout === 'row') {
    return (
      <HStack gap="3" minW="0">
        {avatar}
        <Box minW="0">
          <Text textStyle="sm" fontWeight="semibold" truncate>
            {user.name}
          </Text>
          <Text textStyle="xs" color="fg.muted" truncate>
            {user.email}
          </Text>
        </Box>
      </HStack>
    );
  }
  return (
    <Stack align="center" gap="2" textAlign="center" px="4">
      {avatar}
      <Box minW="0" maxW="full">
        <Text fontWeight="semibold" truncate>
          {user.name}
        </Text>
        <Text textStyle="sm" color="fg.muted" truncate>
          {user.email}
        </Text>
      </Box>
    </Stack>
  );
}

/**
 * The page itself and the footer below it. From md up the page keeps a gutter on the right for Team
 * Chat's edge tab, so the tab never sits on a table's edge or a card's text.
 */
export function PageArea({ contained = true, ...props }: BoxProps & { contained?: boolean }) {
  // The address of the page on screen, changed in the same render as the page: whoever follows a link
  // (a test, a monitoring script) can wait for it instead of guessing when the new page is there.
  const { pathname } = useLocation();
  return (
    <Flex direction="column" flex="1" minW="0">
      <Box as="main" flex="1" pe={{ md: QUICK_CHAT_GUTTER }} data-pathname={pathname} {...props}>
        <SkipNavContent />
        <Box
          maxW={contained ? '7xl' : undefined}
          mx="auto"
          px={{ base: '4', md: '8' }}
          py={{ base: '6', md: '8' }}
        >
          <Outlet />
        </Box>
      </Box>
      <Footer />
    </Flex>
  );
}

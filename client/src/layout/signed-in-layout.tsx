import { Box, SkipNavLink } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { AppToaster } from '../components/ui/toaster';
import { lazy, Suspense } from 'react';
import { loadLanguageSync } from '../features/account';
import { QuickChatPanel, QuickChatProvider } from '../features/quick-chat';
import { ShellDocument } from '../lib/viewer/graphql/shell';
import { HorizontalLayout } from './layouts/horizontal-layout';
import { VerticalLayout } from './layouts/vertical-layout';
import type { LayoutName } from './config/layout-config';
import { NavigationMenuProvider } from './navigation/use-navigation-menu';
import { SettingsDrawerProvider } from './settings/settings-drawer';
import { useResolvedLayout } from './settings/use-resolved-layout';

// Renders nothing; loaded with the area (the route loader has loaded it already).
const AccountLanguageSync = lazy(async () => ({ default: (await loadLanguageSync()).AccountLanguageSync }));

/**
 * The signed-in area's frame, inside the app's ApolloProvider: the layout chosen by route data,
 * `?layout=`, the settings drawer or the configuration. The route loader has loaded `me` already, so
 * the first render has the user.
 */
export function SignedInLayout() {
  return (
    <>
      <SignedInFrame />
      {/* The interface follows the language saved on the account, and the top bar's choice is saved. */}
      <Suspense fallback={null}>
        <AccountLanguageSync />
      </Suspense>
      {/* One toaster for every signed-in page's messages (saved, failed, rolled back). */}
      <AppToaster />
    </>
  );
}

function SignedInFrame() {
  // Keeps `me` watched: a changed name or avatar shows in every layout at once.
  useQuery(ShellDocument);
  const layout = useResolvedLayout();
  return (
    <NavigationMenuProvider>
      {/* Spec 000 §2: the empty layout is only the page (the loading bar is in the root layout). */}
      {layout === 'empty' ? <EmptyFrame /> : <LayoutFrame layout={layout} />}
    </NavigationMenuProvider>
  );
}

/** The empty layout: no menu, header or footer, but the page keeps the margins every layout gives it. */
function EmptyFrame() {
  return (
    <Box as="main" minH="100dvh" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
      <Box maxW="7xl" mx="auto">
        <Outlet />
      </Box>
    </Box>
  );
}

function LayoutFrame({ layout }: { layout: Exclude<LayoutName, 'empty'> }) {
  const { t } = useTranslation();
  return (
    <SettingsDrawerProvider>
      <QuickChatProvider>
        <SkipNavLink>{t('layout.skipToContent')}</SkipNavLink>
        {layout === 'centered' || layout === 'enterprise' || layout === 'material' || layout === 'modern' ? (
          <HorizontalLayout name={layout} />
        ) : (
          <VerticalLayout name={layout} />
        )}
        <QuickChatPanel />
      </QuickChatProvider>
    </SettingsDrawerProvider>
  );
}

import { HStack } from '@chakra-ui/react';
import { LanguageMenu } from '../../components/ui/language-menu';
import { FullscreenToggle } from './components/fullscreen-toggle';
import { InboxPanel } from './components/inbox-panel';
import { SearchBar } from './components/search-bar';
import { ShortcutsPanel } from './components/shortcuts-panel';
import { UserMenu } from './components/user-menu';
import { useNotificationFeed } from './hooks/use-notification-feed';

// The top bar's controls (search, shortcuts, messages, notifications, language, fullscreen, user menu);
// every layout renders this one component in its header, inside the signed-in ApolloProvider.
export function TopBarActions() {
  useNotificationFeed();
  return (
    <HStack gap={{ base: '0', sm: '1' }} data-testid="top-bar-actions">
      <SearchBar />
      <LanguageMenu />
      <FullscreenToggle />
      <ShortcutsPanel />
      <InboxPanel kind="messages" />
      <InboxPanel kind="notifications" />
      <UserMenu />
    </HStack>
  );
}

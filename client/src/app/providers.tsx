import { ChakraProvider } from '@chakra-ui/react';
import { useSyncExternalStore, type ReactNode } from 'react';
import { ColorModeProvider } from '../components/ui/color-mode';
import { designSystem } from './design-system';

// Apollo's provider is not here: it wraps the signed-in area (signed-in-area.tsx), so the
// signed-out pages load without Apollo's code. See lib/apollo/load-client.ts.
export function AppProviders({ children }: { children: ReactNode }) {
  // The first page's design system, later the one with every recipe (design-system.ts).
  const system = useSyncExternalStore(designSystem.subscribe, designSystem.getSnapshot);
  return (
    <ChakraProvider value={system}>
      <ColorModeProvider>{children}</ColorModeProvider>
    </ChakraProvider>
  );
}

import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ColorModeProvider } from '../components/ui/color-mode';
import { system } from '../theme/system';

// Apollo's provider is not here: it wraps the signed-in area (signed-in-area.tsx), so the
// signed-out pages load without Apollo's code. See lib/apollo/load-client.ts.
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <ColorModeProvider>{children}</ColorModeProvider>
    </ChakraProvider>
  );
}

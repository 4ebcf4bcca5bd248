import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The one way a form or panel says something failed: announced to screen readers, an optional action. */
export function ErrorAlert({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <Alert.Root status="error" variant="subtle" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{children}</Alert.Title>
      </Alert.Content>
      {action}
    </Alert.Root>
  );
}

import { Alert, Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface ErrorAlertProps {
  children: ReactNode;
  /** A way to try again: the button's label and what it does. */
  retry?: { label: string; onRetry: () => void };
}

/** The one way a form or panel says something failed: announced to screen readers, an optional retry. */
export function ErrorAlert({ children, retry }: ErrorAlertProps) {
  return (
    <Alert.Root status="error" variant="subtle" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{children}</Alert.Title>
      </Alert.Content>
      {retry ? (
        <Button size="sm" variant="outline" onClick={retry.onRetry}>
          {retry.label}
        </Button>
      ) : null}
    </Alert.Root>
  );
}

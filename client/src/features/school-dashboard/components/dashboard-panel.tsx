import { Card, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface DashboardPanelProps {
  title: string;
  /** Shown instead of the children when the list is empty. */
  empty?: string | null;
  children: ReactNode;
  testId?: string;
}

/** A titled card holding one of the dashboard's lists. */
export function DashboardPanel({ title, empty, children, testId }: DashboardPanelProps) {
  return (
    <Card.Root size="sm" data-testid={testId} minW="0">
      <Card.Header>
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>{empty ? <Text color="fg.muted">{empty}</Text> : children}</Card.Body>
    </Card.Root>
  );
}

import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

interface SectionCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  testId?: string;
}

/** One titled part of the profile or settings page, a landmark named by its heading. */
export function SectionCard({ title, description, children, testId }: SectionCardProps) {
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline" bg="bg.panel" data-testid={testId}>
      <Card.Header pb="2">
        <Stack gap="1">
          <Heading as="h2" size="md" id={headingId}>
            {title}
          </Heading>
          {description ? (
            <Text textStyle="sm" color="fg.muted">
              {description}
            </Text>
          ) : null}
        </Stack>
      </Card.Header>
      <Card.Body pt="3">{children}</Card.Body>
    </Card.Root>
  );
}

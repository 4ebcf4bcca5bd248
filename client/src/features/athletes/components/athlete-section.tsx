import { Card, Flex, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One card of the athlete's page: a titled section with its actions on the right. */
export function AthleteSection({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Card.Root variant="outline" as="section" aria-label={title}>
      <Card.Header>
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          {actions}
        </Flex>
      </Card.Header>
      <Card.Body minW="0">{children}</Card.Body>
    </Card.Root>
  );
}

import { Card, Center, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import type { IconType } from 'react-icons';

interface HomeCardProps {
  icon: IconType;
  title: string;
  /** A line under the title. */
  subtitle?: string;
  /** Beside the title (a count, a badge); on a phone it wraps below the text. */
  badge?: ReactNode;
  /** The card's `data-testid`. */
  testId: string;
  /** Fills its grid cell's height. */
  fill?: boolean;
  children: ReactNode;
}

/**
 * A card of the signed-in home: a section named by its heading, the feature's icon in a round badge, the
 * title and a line under it, then the card's content.
 */
export function HomeCard({ icon: Icon, title, subtitle, badge, testId, fill, children }: HomeCardProps) {
  const headingId = useId();
  return (
    <Card.Root
      as="section"
      variant="outline"
      aria-labelledby={headingId}
      h={fill ? 'full' : undefined}
      data-testid={testId}
    >
      <Card.Body gap="4">
        <HStack gap="3" align="center" wrap="wrap">
          <Center boxSize="10" rounded="full" bg="brand.subtle" color="brand.fg" flexShrink={0} fontSize="lg">
            <Icon aria-hidden="true" />
          </Center>
          <Stack gap="0" flex="1 1 12rem" minW="0">
            <Heading as="h2" size="md" id={headingId}>
              {title}
            </Heading>
            {subtitle ? (
              <Text textStyle="sm" color="fg.muted">
                {subtitle}
              </Text>
            ) : null}
          </Stack>
          {badge}
        </HStack>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

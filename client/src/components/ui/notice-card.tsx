import { Card, Center, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface NoticeCardProps {
  /** A react-icons icon, drawn in a circle above the title. */
  icon: ReactNode;
  title: string;
  description: string;
  testId?: string;
  children?: ReactNode;
}

/** A page's notice in place of its content: an icon, a title (the page's h1), a sentence, maybe a way on. */
export function NoticeCard({ icon, title, description, testId, children }: NoticeCardProps) {
  return (
    <Card.Root variant="outline" w="full" maxW="xl" mx="auto" mt="6" bg="bg.panel" data-testid={testId}>
      <Card.Body gap="4" py="10" px={{ base: '6', md: '10' }} textAlign="center">
        <Center boxSize="12" rounded="full" bg="bg.muted" color="fg.muted" mx="auto" fontSize="xl">
          {icon}
        </Center>
        <Stack gap="2">
          <Heading as="h1" size="xl">
            {title}
          </Heading>
          <Text color="fg.muted">{description}</Text>
        </Stack>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

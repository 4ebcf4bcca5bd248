import { Card, Center, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuLock, LuSearchX } from 'react-icons/lu';

interface CompaniesNoticeProps {
  /** A lock for a screen the viewer's role does not have, a search mark for a company not found. */
  kind: 'forbidden' | 'notFound';
  title: string;
  description: string;
  children?: ReactNode;
}

/** What a viewer who reaches a companies screen by its address, without access to it, sees instead. */
export function CompaniesNotice({ kind, title, description, children }: CompaniesNoticeProps) {
  return (
    <Card.Root
      variant="outline"
      w="full"
      maxW="xl"
      mx="auto"
      mt="6"
      bg="bg.panel"
      data-testid={kind === 'forbidden' ? 'companies-forbidden' : 'company-not-found'}
    >
      <Card.Body gap="4" py="10" px={{ base: '6', md: '10' }} textAlign="center">
        <Center boxSize="12" rounded="full" bg="bg.muted" color="fg.muted" mx="auto" fontSize="xl">
          {kind === 'forbidden' ? <LuLock aria-hidden="true" /> : <LuSearchX aria-hidden="true" />}
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

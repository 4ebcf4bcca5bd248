import { Box, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/ui/user-avatar';

interface WelcomeCardProps {
  name: string;
  avatar: string | null;
  /** The sentence under the greeting: what this page is for the viewer. */
  intro: string;
  /** Shown under the intro (the viewer's role). */
  children?: ReactNode;
}

/** The top of every home: the viewer's picture, "Welcome, name" (the page's h1) and what the page is for. */
export function WelcomeCard({ name, avatar, intro, children }: WelcomeCardProps) {
  const { t } = useTranslation();
  return (
    <Card.Root variant="outline" overflow="hidden" shadow="sm" bg="bg.panel">
      <Box h="2" bgGradient="to-r" gradientFrom="brand.400" gradientTo="brand.700" />
      <Card.Body>
        <HStack gap={{ base: '3', md: '6' }} align={{ base: 'flex-start', md: 'center' }}>
          <UserAvatar size={{ base: 'lg', md: '2xl' }} name={name} src={avatar} emphasis="solid" />
          <Stack gap="1.5" minW="0">
            <Heading as="h1" size={{ base: 'xl', md: '2xl' }} letterSpacing="tight">
              {t('organization.welcome', { name })}
            </Heading>
            <Text color="fg.muted" maxW="2xl">
              {intro}
            </Text>
            {children}
          </Stack>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

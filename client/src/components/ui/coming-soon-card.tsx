import { Box, Button, Card, Center, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuConstruction } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';

interface ComingSoonCardProps {
  /** The page's own name, shown as the heading. */
  title: string;
  /** What to do meanwhile; the generic "we are still building" line when not given. */
  description?: string;
  /** Where the action button goes, and what it says. */
  action: { to: string; label: string };
  children?: ReactNode;
}

/** A placeholder for a page that a later release builds. */
export function ComingSoonCard({ title, description, action, children }: ComingSoonCardProps) {
  const { t } = useTranslation();
  return (
    <Card.Root variant="outline" w="full" bg="bg.panel" shadow="sm" data-coming-soon="">
      <Card.Body gap="5" py="10" px={{ base: '6', md: '10' }}>
        <Center boxSize="14" rounded="full" bg="brand.subtle" color="brand.fg" mx="auto" fontSize="2xl">
          <LuConstruction aria-hidden="true" />
        </Center>
        <Stack gap="2" textAlign="center">
          <Text textStyle="overline" textTransform="uppercase" color="brand.fg">
            {t('ui.comingSoon.badge')}
          </Text>
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          {children ? <Box pt="1">{children}</Box> : null}
          <Text color="fg.muted" maxW="md" mx="auto">
            {description ?? t('ui.comingSoon.description')}
          </Text>
        </Stack>
        <Button asChild alignSelf="center" variant="solid">
          <RouterLink to={action.to}>{action.label}</RouterLink>
        </Button>
      </Card.Body>
    </Card.Root>
  );
}

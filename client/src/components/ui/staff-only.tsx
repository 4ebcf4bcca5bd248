import { Card, Center, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuLock } from 'react-icons/lu';
import { useOrganizationCapabilities } from '../../lib/viewer/use-viewer-permissions';

/**
 * A staff work app (contacts, tasks): its screen for the school's staff, a short notice for anyone else
 * who reaches it by its address (the menu does not offer it to them, and the server answers them nothing).
 */
export function StaffOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { canRead, ready } = useOrganizationCapabilities();
  if (!ready) return null;
  if (canRead) return children;
  return (
    <Card.Root variant="outline" w="full" maxW="xl" mx="auto" mt="10" bg="bg.panel" data-testid="staff-only">
      <Card.Body gap="4" py="10" px={{ base: '6', md: '10' }}>
        <Center boxSize="12" rounded="full" bg="bg.muted" color="fg.muted" mx="auto" fontSize="xl">
          <LuLock aria-hidden="true" />
        </Center>
        <Stack gap="2" textAlign="center">
          <Heading as="h1" size="xl">
            {t('ui.staffOnly.title')}
          </Heading>
          <Text color="fg.muted">{t('ui.staffOnly.description')}</Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

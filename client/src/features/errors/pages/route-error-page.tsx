import { Button, Center, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LuRefreshCw, LuTriangleAlert } from 'react-icons/lu';
import { useRouteError } from 'react-router';
import { PATHS } from '../../../app/paths';
import { useDocumentTitle } from '../../../components/ui/use-document-title';

/** Shown when a page or its data fails to load; the details go to the console, not the screen. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  useDocumentTitle(t('errors.routeError.title'));
  useEffect(() => console.error(error), [error]);
  return (
    <Center as="main" minH="100dvh" px="6" py="12" bg="bg.canvas">
      <Stack gap="6" align="center" textAlign="center" maxW="md">
        <Center boxSize="14" rounded="full" bg="red.subtle" color="red.fg" fontSize="2xl">
          <LuTriangleAlert aria-hidden="true" />
        </Center>
        <Stack gap="2">
          <Heading as="h1" size="2xl">
            {t('errors.routeError.title')}
          </Heading>
          <Text color="fg.muted">{t('errors.routeError.description')}</Text>
        </Stack>
        <HStack gap="3">
          <Button onClick={() => window.location.reload()}>
            <LuRefreshCw aria-hidden="true" />
            {t('errors.routeError.retry')}
          </Button>
          {/* A full page load: the router itself may be what failed. */}
          <Button asChild variant="outline">
            <a href={PATHS.root}>{t('errors.backToHome')}</a>
          </Button>
        </HStack>
      </Stack>
    </Center>
  );
}

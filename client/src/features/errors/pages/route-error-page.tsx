import { Button, HStack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LuRefreshCw } from 'react-icons/lu';
import { useRouteError } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { ErrorView } from '../components/error-view';

/**
 * The 500 page in the empty layout: shown when a page or its data fails to load. The details go to
 * the console, not the screen.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return (
    <ErrorView
      code="500"
      title={t('errors.routeError.title')}
      description={t('errors.routeError.description')}
      fullPage
      actions={
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
      }
    />
  );
}

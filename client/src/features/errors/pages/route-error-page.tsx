import { Button, HStack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LuRefreshCw } from 'react-icons/lu';
import { useRouteError } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { isStaleBuildError, reloadForNewBuild } from '../../../lib/stale-build';
import { ErrorView } from '../components/error-view';

/**
 * The 500 page in the empty layout: shown when a page or its data fails to load. The details go to
 * the console, not the screen. A page of a build replaced by a deploy is not an error: the tab says a
 * new version is available and reloads onto it once (lib/stale-build.ts).
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const newVersion = isStaleBuildError(error);
  useEffect(() => {
    if (newVersion) reloadForNewBuild();
    else console.error(error);
  }, [error, newVersion]);
  const texts = newVersion ? 'errors.newVersion' : 'errors.routeError';
  return (
    <ErrorView
      code={newVersion ? undefined : '500'}
      title={t(`${texts}.title`)}
      description={t(`${texts}.description`)}
      fullPage
      actions={
        <HStack gap="3">
          <Button onClick={() => window.location.reload()}>
            <LuRefreshCw aria-hidden="true" />
            {t(`${texts}.retry`)}
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

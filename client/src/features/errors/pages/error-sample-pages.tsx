import { useTranslation } from 'react-i18next';
import { ErrorView } from '../components/error-view';

/** pages/error/404: the 404 page shown inside the current layout. */
export function Error404Page() {
  const { t } = useTranslation();
  return (
    <ErrorView code="404" title={t('errors.notFound.title')} description={t('errors.notFound.description')} />
  );
}

/** pages/error/500: the server-error page shown inside the current layout. */
export function Error500Page() {
  const { t } = useTranslation();
  return (
    <ErrorView
      code="500"
      title={t('errors.serverError.title')}
      description={t('errors.serverError.description')}
    />
  );
}

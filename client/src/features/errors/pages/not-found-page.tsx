import { useTranslation } from 'react-i18next';
import { ErrorView } from '../components/error-view';

/** 404-not-found: where every unknown path lands (spec 000 §2), alone on the screen (empty layout). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <ErrorView
      code="404"
      title={t('errors.notFound.title')}
      description={t('errors.notFound.description')}
      fullPage
    />
  );
}

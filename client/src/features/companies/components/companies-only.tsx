import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompaniesCapabilities } from '../use-companies-capabilities';
import { CompaniesNotice } from './companies-notice';

/**
 * A companies screen for the viewers who read companies, a "not part of your role" notice for anyone
 * else who reaches it by its address (nothing until the viewer's roles are known).
 */
export function CompaniesOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { ready, canRead } = useCompaniesCapabilities();
  if (!ready) return null;
  if (canRead) return children;
  return (
    <CompaniesNotice
      kind="forbidden"
      title={t('companies.forbidden.title')}
      description={t('companies.forbidden.description')}
    />
  );
}

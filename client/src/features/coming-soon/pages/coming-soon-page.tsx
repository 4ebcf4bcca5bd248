import { Code, Flex } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PATHS } from '../../../app/paths';
import { ComingSoonCard } from '../../../components/ui/coming-soon-card';
import { useDocumentTitle } from '../../../components/ui/use-document-title';

/** Stands in for every page of the signed-in route map that a later release builds. */
export function ComingSoonPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useDocumentTitle(t('ui.comingSoon.title'));
  return (
    <Flex justify="center" py={{ base: '4', md: '12' }}>
      <ComingSoonCard
        title={t('ui.comingSoon.title')}
        action={{ to: PATHS.root, label: t('ui.comingSoon.backToHome') }}
      >
        <Code size="md" variant="surface">
          {pathname}
        </Code>
      </ComingSoonCard>
    </Flex>
  );
}

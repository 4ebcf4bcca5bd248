import { Center, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../lib/paths';
import { BrandLogo } from '../../../components/ui/brand-logo';
import { ComingSoonCard } from '../../../components/ui/coming-soon-card';
import { useDocumentTitle } from '../../../components/ui/use-document-title';

/** The public home page (spec 000 §2: public, empty layout), open to everyone. */
export function PublicHomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('app.tagline'));
  return (
    <Center as="main" minH="100dvh" px="6" py="12" bg="bg.canvas">
      <Stack gap="8" align="center" w="full" maxW="lg">
        <BrandLogo />
        <ComingSoonCard
          title={t('app.tagline')}
          action={{ to: PATHS.root, label: t('ui.comingSoon.openConsole') }}
        />
      </Stack>
    </Center>
  );
}

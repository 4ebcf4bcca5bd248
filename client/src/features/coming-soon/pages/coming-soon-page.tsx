import { Code, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { ComingSoonCard } from '../../../components/ui/coming-soon-card';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { findActiveItemId, type NavItem } from '../../../layout/navigation/navigation-tree';
import { useNavigationMenu } from '../../../layout/navigation/use-navigation-menu';

/** Stands in, inside the layout, for every page of the signed-in route map that a later release builds. */
export function ComingSoonPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const pageName = useMenuTitle(pathname);
  useDocumentTitle(pageName ?? t('ui.comingSoon.title'));
  return (
    <Flex justify="center" py={{ base: '4', md: '12' }}>
      <ComingSoonCard
        title={t('ui.comingSoon.title')}
        action={{ to: PATHS.root, label: t('ui.comingSoon.backToHome') }}
      >
        <Stack align="center" gap="2">
          {pageName ? (
            <Text fontWeight="semibold" textStyle="lg" data-testid="coming-soon-page-name">
              {pageName}
            </Text>
          ) : null}
          <Code size="md" variant="surface">
            {pathname}
          </Code>
        </Stack>
      </ComingSoonCard>
    </Flex>
  );
}

/** The page's title in the menu (already loaded by the layout), in the interface language. */
function useMenuTitle(pathname: string): string | null {
  const menu = useNavigationMenu();
  const items = menu.variant('default');
  const id = findActiveItemId(items, pathname);
  if (!id) return null;
  const find = (entries: readonly NavItem[]): NavItem | undefined => {
    for (const entry of entries) {
      if (entry.id === id) return entry;
      const found = entry.children ? find(entry.children) : undefined;
      if (found) return found;
    }
    return undefined;
  };
  return find(items)?.title ?? null;
}

import { Badge, Button, EmptyState, Flex, VStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuLock } from 'react-icons/lu';
import { Link as RouterLink, useLocation } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { useViewerGrants } from '../../../lib/viewer/use-viewer-permissions';
import { ComingSoonCard } from '../../../components/ui/coming-soon-card';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { findActiveItemId, type NavItem } from '../../../layout/navigation/navigation-tree';
import { useNavigationMenu } from '../../../layout/navigation/use-navigation-menu';
import type en from '../locales/en.json';

type TitledPath = keyof typeof en.titles;

/**
 * Stands in, inside the layout, for every page of the signed-in route map that a later release builds:
 * the page's own name in the interface language and what to do meanwhile.
 */
export function ComingSoonPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const pageName = usePageTitle(pathname);
  const forViewer = useIsForViewer(pathname);
  useDocumentTitle(forViewer ? (pageName ?? t('ui.comingSoon.title')) : t('coming-soon.notForYou.title'));
  if (!forViewer) return <NotForViewer />;
  return (
    <Flex justify="center" py={{ base: '4', md: '12' }}>
      <ComingSoonCard
        title={t('ui.comingSoon.title')}
        description={t('coming-soon.description')}
        action={{ to: PATHS.root, label: t('ui.comingSoon.backToHome') }}
      >
        {pageName ? (
          <Badge
            size="lg"
            variant="subtle"
            colorPalette="brand"
            rounded="full"
            px="3"
            textStyle="md"
            fontWeight="semibold"
            data-testid="coming-soon-page-name"
          >
            {pageName}
          </Badge>
        ) : null}
      </ComingSoonCard>
    </Flex>
  );
}

/**
 * Whether the page belongs to the viewer: the super admin sees every page of the route map; anyone else
 * only what their menu holds (the server's menu by role, navigation.policy.ts). Until the menu and the
 * grants are known the page counts as theirs, so nothing flickers.
 */
function useIsForViewer(pathname: string): boolean {
  const menu = useNavigationMenu();
  const { grants } = useViewerGrants();
  if (!menu.ready || grants === undefined) return true;
  if (grants.some((grant) => grant.role.key === 'super_admin')) return true;
  return findActiveItemId(menu.variant('default'), pathname) !== null;
}

/** A page of the route map that is not part of the viewer's console: said plainly, with the way home. */
function NotForViewer() {
  const { t } = useTranslation();
  return (
    <Flex justify="center" py={{ base: '4', md: '12' }}>
      <EmptyState.Root
        size="lg"
        borderWidth="1px"
        rounded="l3"
        bg="bg.panel"
        maxW="xl"
        data-testid="not-for-viewer"
      >
        <EmptyState.Content>
          <EmptyState.Indicator>
            <LuLock />
          </EmptyState.Indicator>
          <VStack textAlign="center">
            <EmptyState.Title asChild>
              <h1>{t('coming-soon.notForYou.title')}</h1>
            </EmptyState.Title>
            <EmptyState.Description>{t('coming-soon.notForYou.description')}</EmptyState.Description>
          </VStack>
          <Button asChild>
            <RouterLink to={PATHS.root}>{t('ui.comingSoon.backToHome')}</RouterLink>
          </Button>
        </EmptyState.Content>
      </EmptyState.Root>
    </Flex>
  );
}

/** The page's name: its own title in the interface language, else its entry in the menu. */
function usePageTitle(pathname: string): string | null {
  const { t, i18n } = useTranslation();
  const menuTitle = useMenuTitle(pathname);
  const path = pathname.replace(/^\/+|\/+$/g, '');
  const key = `coming-soon.titles.${path}` as `coming-soon.titles.${TitledPath}`;
  // (i18next's key types widen a union of ~80 keys with slashes: the leaf is a string all the same.)
  return path && i18n.exists(key) ? String(t(key)) : menuTitle;
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

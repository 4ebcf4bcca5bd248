import { useQuery } from '@apollo/client/react';
import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage } from '../../lib/i18n/languages';
import type { NavigationVariant } from '../config/layout-config';
import { NavigationMenuDocument } from './navigation-query';
import { visibleItems, type NavItem } from './navigation-tree';

interface NavigationMenu {
  ready: boolean;
  error: unknown;
  retry: () => void;
  variant: (name: NavigationVariant) => NavItem[];
}

const NavigationMenuContext = createContext<NavigationMenu | null>(null);

/**
 * Fetches the server's menu once for the signed-in frame, in the interface language. The language is a
 * query variable, so switching it fetches the menu again and every title changes (spec 000 §2).
 */
export function NavigationMenuProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  const { data, previousData, error, refetch } = useQuery(NavigationMenuDocument, {
    variables: { language },
    // Not normalised: the variants and the two languages share item ids but not titles, types or
    // icons, and merging them by id in the cache would mix them up.
    fetchPolicy: 'no-cache',
  });
  // While the other language loads, keep showing the menu we have rather than a skeleton.
  const navigation = (data ?? previousData)?.navigation;
  const menu: NavigationMenu = {
    ready: !!navigation,
    error,
    retry: () => void refetch(),
    variant: (name) => (navigation ? visibleItems(navigation[name] as readonly NavItem[]) : []),
  };
  return <NavigationMenuContext.Provider value={menu}>{children}</NavigationMenuContext.Provider>;
}

const EMPTY_MENU: NavigationMenu = { ready: false, error: null, retry: () => undefined, variant: () => [] };

/** The menu of the signed-in frame (empty outside it). */
export function useNavigationMenu(): NavigationMenu {
  return useContext(NavigationMenuContext) ?? EMPTY_MENU;
}

import { Button, chakra, HStack, Menu, Portal } from '@chakra-ui/react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { LuChevronDown, LuEllipsis, LuExternalLink } from 'react-icons/lu';
import { Link as RouterLink, useLocation } from 'react-router';
import { NavIcon } from './nav-icon';
import { containsItem, findActiveItemId, type NavItem } from './navigation-tree';

// The top-bar menu of the centered, enterprise, material and modern layouts: one menu per section;
// folders show as labelled groups inside it. Menus open with Enter, Space or ↓ and move with arrows.

export interface HorizontalNavigationProps {
  items: readonly NavItem[];
  /** On a brand-coloured bar the buttons use light text. */
  onBrand?: boolean;
  /** How many sections show as their own button; the rest go under "More". */
  inline?: number;
}

export function HorizontalNavigation({ items, onBrand = false, inline = 6 }: HorizontalNavigationProps) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const activeId = findActiveItemId(items, pathname);
  // Section titles such as MANAGEMENT read better in a top bar as "Management" (Turkish-aware).
  const titleCase = (title: string | null | undefined) => title?.toLocaleLowerCase(i18n.language);
  const sections = items.filter((item) => item.type !== 'divider');
  // Eleven sections do not fit one bar: the first few show, the rest wait under "More".
  const shown = sections.slice(0, inline);
  const more = sections.slice(inline);
  const buttonStyles = (active: boolean) =>
    onBrand
      ? {
          variant: 'ghost' as const,
          color: 'brand.contrast',
          bg: active ? 'whiteAlpha.300' : 'transparent',
          _hover: { bg: 'whiteAlpha.200' },
          _expanded: { bg: 'whiteAlpha.300' },
        }
      : {
          variant: active ? ('subtle' as const) : ('ghost' as const),
          colorPalette: active ? 'brand' : 'gray',
        };
  return (
    <chakra.nav aria-label={t('layout.navigation.label')} minW="0" overflowX="auto" py="1">
      <HStack as="ul" gap="0.5" listStyleType="none">
        {shown.map((item) => (
          <chakra.li key={item.id} flexShrink="0">
            <Menu.Root positioning={{ placement: 'bottom-start' }}>
              <Menu.Trigger asChild>
                <Button
                  size="sm"
                  px="2.5"
                  data-nav-section={item.id}
                  {...buttonStyles(containsItem(item, activeId))}
                >
                  <NavIcon name={item.icon} />
                  <chakra.span textTransform="capitalize">{titleCase(item.title)}</chakra.span>
                  <LuChevronDown aria-hidden="true" />
                </Button>
              </Menu.Trigger>
              <Portal>
                <Menu.Positioner>
                  <Menu.Content minW="60" maxH="70dvh" overflowY="auto">
                    <MenuEntries items={item.children ?? []} activeId={activeId} />
                  </Menu.Content>
                </Menu.Positioner>
              </Portal>
            </Menu.Root>
          </chakra.li>
        ))}
        {more.length > 0 ? (
          <chakra.li flexShrink="0">
            <Menu.Root positioning={{ placement: 'bottom-end' }}>
              <Menu.Trigger asChild>
                <Button
                  size="sm"
                  px="2.5"
                  data-nav-section="more"
                  {...buttonStyles(more.some((item) => containsItem(item, activeId)))}
                >
                  <LuEllipsis aria-hidden="true" />
                  {t('layout.navigation.more')}
                  <LuChevronDown aria-hidden="true" />
                </Button>
              </Menu.Trigger>
              <Portal>
                <Menu.Positioner>
                  <Menu.Content minW="64" maxH="70dvh" overflowY="auto">
                    {more.map((item, index) => (
                      <Fragment key={item.id}>
                        {index > 0 ? <Menu.Separator /> : null}
                        <Menu.ItemGroup>
                          <Menu.ItemGroupLabel display="flex" alignItems="center" gap="2" color="brand.fg">
                            <NavIcon name={item.icon} />
                            <chakra.span textTransform="capitalize">{titleCase(item.title)}</chakra.span>
                          </Menu.ItemGroupLabel>
                          <MenuEntries items={item.children ?? []} activeId={activeId} />
                        </Menu.ItemGroup>
                      </Fragment>
                    ))}
                  </Menu.Content>
                </Menu.Positioner>
              </Portal>
            </Menu.Root>
          </chakra.li>
        ) : null}
      </HStack>
    </chakra.nav>
  );
}

function MenuEntries({ items, activeId }: { items: readonly NavItem[]; activeId: string | null }) {
  return (
    <>
      {items.map((item) => {
        if (item.type === 'divider') return <Menu.Separator key={item.id} />;
        if (item.children?.length) {
          return (
            <Fragment key={item.id}>
              <Menu.ItemGroup>
                <Menu.ItemGroupLabel display="flex" alignItems="center" gap="2">
                  <NavIcon name={item.icon} />
                  {item.title}
                </Menu.ItemGroupLabel>
                <MenuEntries items={item.children} activeId={activeId} />
              </Menu.ItemGroup>
            </Fragment>
          );
        }
        if (!item.link) return null;
        const active = item.id === activeId;
        return (
          <Menu.Item
            key={item.id}
            value={item.id}
            asChild
            {...(active ? { bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'semibold' } : {})}
          >
            {item.externalLink ? (
              <a href={item.link} target="_blank" rel="noopener noreferrer">
                <NavIcon name={item.icon} />
                {item.title}
                <LuExternalLink aria-hidden="true" />
              </a>
            ) : (
              <RouterLink to={item.link} aria-current={active ? 'page' : undefined}>
                <NavIcon name={item.icon} />
                {item.title}
              </RouterLink>
            )}
          </Menu.Item>
        );
      })}
    </>
  );
}

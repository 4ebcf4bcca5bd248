import { Box, chakra, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { NavIcon } from './nav-icon';
import { containsItem, findActiveItemId, sectionTitle, type NavItem } from './navigation-tree';
import { VerticalNavigation } from './vertical-navigation';

// The narrow menus of the compact, thin and dense layouts: one button per section; its entries open
// in a panel beside the rail (spec 000 §2: "aside" entries), where Tab and arrow keys reach them.

export interface RailNavigationProps {
  items: readonly NavItem[];
  /** Show each section's short caption under its icon (compact) or the icon alone (thin, dense). */
  captions?: boolean;
}

const railButton = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '1',
  w: 'full',
  rounded: 'lg',
  color: 'fg.muted',
  cursor: 'pointer',
  transition: 'background 0.15s, color 0.15s',
  _hover: { bg: 'bg.muted', color: 'fg' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' },
  '& svg': { boxSize: '5' },
} as const;
const RailButton = chakra('button', { base: railButton });
const RailLink = chakra('a', { base: railButton });

export function RailNavigation({ items, captions = false }: RailNavigationProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const activeId = findActiveItemId(items, pathname);
  return (
    <chakra.nav aria-label={t('layout.navigation.label')} px="2" py="3">
      <Stack as="ul" gap="1" listStyleType="none">
        {items
          .filter((item) => item.type !== 'divider')
          .map((item) => (
            <Box as="li" key={item.id}>
              {item.children?.length ? (
                <RailSection item={item} captions={captions} active={containsItem(item, activeId)} />
              ) : item.link ? (
                <RailLink asChild py={captions ? '2.5' : '3'} {...(item.id === activeId ? activeStyles : {})}>
                  <RouterLink
                    to={item.link}
                    aria-current={item.id === activeId ? 'page' : undefined}
                    aria-label={captions ? undefined : (item.title ?? undefined)}
                    title={item.title ?? undefined}
                  >
                    <NavIcon name={item.icon} />
                    {captions ? <Caption>{item.title}</Caption> : null}
                  </RouterLink>
                </RailLink>
              ) : null}
            </Box>
          ))}
      </Stack>
    </chakra.nav>
  );
}

const activeStyles = { bg: 'brand.subtle', color: 'brand.fg', _hover: { bg: 'brand.muted' } } as const;

function Caption({ children }: { children: string | null | undefined }) {
  return (
    <Text as="span" textStyle="xs" fontWeight="medium" lineHeight="short" textAlign="center" lineClamp={2}>
      {children}
    </Text>
  );
}

function RailSection({ item, captions, active }: { item: NavItem; captions: boolean; active: boolean }) {
  const { i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Popover.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      positioning={{ placement: 'right-start', gutter: 12 }}
      lazyMount
      unmountOnExit
    >
      <Popover.Trigger asChild>
        <RailButton
          py={captions ? '2.5' : '3'}
          aria-label={captions ? undefined : (item.title ?? undefined)}
          title={item.title ?? undefined}
          data-nav-section={item.id}
          {...(active ? activeStyles : {})}
        >
          <NavIcon name={item.icon} />
          {captions ? <Caption>{item.title}</Caption> : null}
        </RailButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="72" maxH="calc(100dvh - 2rem)" overflowY="auto">
            <Popover.Header pb="0">
              <Popover.Title fontWeight="semibold">{sectionTitle(item.title, i18n.language)}</Popover.Title>
              {item.subtitle ? (
                <Text textStyle="xs" color="fg.muted">
                  {item.subtitle}
                </Text>
              ) : null}
            </Popover.Header>
            <Popover.Body px="0" pt="1" pb="2">
              <VerticalNavigation items={item.children ?? []} onNavigate={() => setOpen(false)} />
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

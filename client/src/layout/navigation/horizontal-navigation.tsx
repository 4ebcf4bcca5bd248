import { Box, Button, chakra, HStack, Menu, Portal, type ButtonProps } from '@chakra-ui/react';
import { Fragment, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuChevronDown, LuEllipsis, LuExternalLink } from 'react-icons/lu';
import { Link as RouterLink, useLocation } from 'react-router';
import { NavIcon } from './nav-icon';
import {
  containsItem,
  countFittingSections,
  findActiveItemId,
  sectionTitle,
  type NavItem,
} from './navigation-tree';

// The top-bar menu of the centered, enterprise, material and modern layouts: one menu per section;
// folders show as labelled groups inside it. Menus open with Enter, Space or ↓ and move with arrows.
// The sections that do not fit the bar's width go under "More": the bar measures itself (a
// ResizeObserver on the bar and on an invisible copy of the buttons), so no width cuts a section off.

export interface HorizontalNavigationProps {
  items: readonly NavItem[];
  /** On a brand-coloured bar the buttons use light text. */
  onBrand?: boolean;
}

/** Space between two buttons (HStack gap 0.5). */
const GAP = '0.5';

export function HorizontalNavigation({ items, onBrand = false }: HorizontalNavigationProps) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const activeId = findActiveItemId(items, pathname);
  const title = (item: NavItem) => sectionTitle(item.title, i18n.language);
  const sections = items.filter((item) => item.type !== 'divider');

  const barRef = useRef<HTMLElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  // Until measured, all sections: the layout effect below corrects this before the first paint.
  const [fitting, setFitting] = useState(sections.length);
  // Titles change with the language; the widths must be measured again.
  const titles = sections.map((section) => section.title ?? '').join('\u0000');

  useLayoutEffect(() => {
    const bar = barRef.current;
    const measure = measureRef.current;
    if (!bar || !measure) return;
    const fit = () => {
      const buttons = Array.from(measure.children) as HTMLElement[];
      const widths = buttons.slice(0, -1).map((button) => button.getBoundingClientRect().width);
      const more = buttons.at(-1)?.getBoundingClientRect().width ?? 0;
      const gap = Number.parseFloat(getComputedStyle(measure).columnGap) || 0;
      setFitting(countFittingSections(widths, more, gap, bar.getBoundingClientRect().width));
    };
    fit();
    // The bar's width follows the window and its neighbours; the copy's follows fonts and titles.
    const observer = new ResizeObserver(fit);
    observer.observe(bar);
    observer.observe(measure);
    return () => observer.disconnect();
  }, [titles]);

  const shown = sections.slice(0, fitting);
  const more = sections.slice(fitting);
  const styles = (active: boolean) => sectionButtonStyles(onBrand, active);

  return (
    <chakra.nav ref={barRef} aria-label={t('layout.navigation.label')} position="relative" minW="0" py="1">
      {/* An invisible copy of every button, measured to decide how many fit. */}
      <Box
        position="absolute"
        inset="0"
        overflow="hidden"
        visibility="hidden"
        pointerEvents="none"
        aria-hidden="true"
      >
        <HStack ref={measureRef} gap={GAP} w="max-content" {...{ inert: true }}>
          {sections.map((item) => (
            <SectionButton key={item.id} icon={<NavIcon name={item.icon} />} tabIndex={-1} {...styles(false)}>
              {title(item)}
            </SectionButton>
          ))}
          <SectionButton icon={<LuEllipsis aria-hidden="true" />} tabIndex={-1} {...styles(false)}>
            {t('layout.navigation.more')}
          </SectionButton>
        </HStack>
      </Box>

      <HStack as="ul" gap={GAP} listStyleType="none" flexWrap="nowrap">
        {shown.map((item) => (
          <chakra.li key={item.id} flexShrink="0">
            <Menu.Root positioning={{ placement: 'bottom-start' }}>
              <Menu.Trigger asChild>
                <SectionButton
                  icon={<NavIcon name={item.icon} />}
                  data-nav-section={item.id}
                  {...styles(containsItem(item, activeId))}
                >
                  {title(item)}
                </SectionButton>
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
                <SectionButton
                  icon={<LuEllipsis aria-hidden="true" />}
                  data-nav-section="more"
                  {...styles(more.some((item) => containsItem(item, activeId)))}
                >
                  {t('layout.navigation.more')}
                </SectionButton>
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
                            {title(item)}
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

function sectionButtonStyles(onBrand: boolean, active: boolean): ButtonProps {
  return onBrand
    ? {
        variant: 'ghost',
        color: 'brand.contrast',
        bg: active ? 'whiteAlpha.300' : 'transparent',
        _hover: { bg: 'whiteAlpha.200' },
        _expanded: { bg: 'whiteAlpha.300' },
      }
    : { variant: active ? 'subtle' : 'ghost', colorPalette: active ? 'brand' : 'gray' };
}

/** A section's button: icon, title, chevron. The measured copy and the real bar share it. */
function SectionButton({ icon, children, ...props }: ButtonProps & { icon: ReactNode }) {
  return (
    <Button size="sm" px="2.5" flexShrink="0" {...props}>
      {icon}
      {children}
      <LuChevronDown aria-hidden="true" />
    </Button>
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

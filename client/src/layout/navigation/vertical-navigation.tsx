import { Badge, Box, chakra, Collapsible, Separator, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuChevronRight, LuExternalLink } from 'react-icons/lu';
import { Link as RouterLink, useLocation } from 'react-router';
import { NavIcon } from './nav-icon';
import { containsItem, findActiveItemId, sectionTitle, type NavItem } from './navigation-tree';

// The side menu: titled groups, folding entries, dividers and links (spec 000 §2), keyboard reachable
// (links and fold buttons are native elements in document order) with the page on screen marked.

export interface VerticalNavigationProps {
  items: readonly NavItem[];
  /** Called after a link is followed (the mobile drawer closes). */
  onNavigate?: () => void;
  /** Tighter spacing for the dense layout. */
  dense?: boolean;
}

const focusRing = {
  outline: '2px solid',
  outlineColor: 'brand.focusRing',
  outlineOffset: '-2px',
} as const;

const rowStyles = {
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  w: 'full',
  px: '3',
  rounded: 'md',
  textAlign: 'start',
  color: 'fg.muted',
  fontSize: 'sm',
  fontWeight: 'medium',
  transition: 'background 0.15s, color 0.15s',
  _hover: { bg: 'bg.muted', color: 'fg' },
  _focusVisible: focusRing,
  '& svg': { flexShrink: 0, boxSize: '4.5' },
} as const;

const NavRow = chakra('a', { base: rowStyles });
const NavButton = chakra('button', { base: { ...rowStyles, cursor: 'pointer' } });

export function VerticalNavigation({ items, onNavigate, dense = false }: VerticalNavigationProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const activeId = findActiveItemId(items, pathname);
  return (
    <chakra.nav aria-label={t('layout.navigation.label')} px="3" py="2">
      <Stack as="ul" gap={dense ? '0' : '0.5'} listStyleType="none">
        {items.map((item) => (
          <NavEntry
            key={item.id}
            item={item}
            depth={0}
            activeId={activeId}
            onNavigate={onNavigate}
            dense={dense}
          />
        ))}
      </Stack>
    </chakra.nav>
  );
}

interface EntryProps {
  item: NavItem;
  depth: number;
  activeId: string | null;
  onNavigate?: () => void;
  dense: boolean;
}

function NavEntry(props: EntryProps) {
  const { item } = props;
  switch (item.type) {
    case 'divider':
      return (
        // A list may hold only list items: the separator goes inside one.
        <Box as="li" py="2" px="3">
          <Separator />
        </Box>
      );
    case 'group':
      return <NavGroup {...props} />;
    case 'collapsable':
    case 'aside':
      return item.children?.length ? <NavFolder {...props} /> : <NavLink {...props} />;
    default:
      return <NavLink {...props} />;
  }
}

function NavChildren({ item, depth, activeId, onNavigate, dense }: EntryProps) {
  return (
    <Stack as="ul" gap={dense ? '0' : '0.5'} listStyleType="none">
      {(item.children ?? []).map((child) => (
        <NavEntry
          key={child.id}
          item={child}
          depth={depth + 1}
          activeId={activeId}
          onNavigate={onNavigate}
          dense={dense}
        />
      ))}
    </Stack>
  );
}

/** A titled section: its heading folds it (open unless the user closes it). */
function NavGroup(props: EntryProps) {
  const { item } = props;
  const [open, setOpen] = useState(true);
  return (
    <Box as="li" pt={props.depth === 0 ? '4' : '2'}>
      <Collapsible.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
        <Collapsible.Trigger asChild>
          <NavButton
            py="1"
            color="brand.fg"
            _hover={{ bg: 'bg.muted' }}
            aria-label={item.title ?? undefined}
            data-nav-group={item.id}
          >
            <Box flex="1" minW="0" overflowWrap="anywhere">
              <Text as="span" display="block" textStyle="overline" textTransform="uppercase">
                {item.title}
              </Text>
              {item.subtitle && !props.dense ? (
                <Text as="span" display="block" textStyle="xs" color="fg.muted" fontWeight="normal">
                  {item.subtitle}
                </Text>
              ) : null}
            </Box>
            <Collapsible.Indicator
              asChild
              transition="transform 0.2s"
              _open={{ transform: 'rotate(90deg)' }}
              color="fg.subtle"
            >
              <LuChevronRight aria-hidden="true" />
            </Collapsible.Indicator>
          </NavButton>
        </Collapsible.Trigger>
        <Collapsible.Content pt="1">
          <NavChildren {...props} />
        </Collapsible.Content>
      </Collapsible.Root>
    </Box>
  );
}

/** An entry that folds its children open and closed; open while it holds the page on screen. */
function NavFolder(props: EntryProps) {
  const { item, activeId, depth, dense } = props;
  const { i18n } = useTranslation();
  const holdsActive = containsItem(item, activeId);
  const [open, setOpen] = useState(holdsActive);
  return (
    <Box as="li">
      <Collapsible.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
        <Collapsible.Trigger asChild>
          <NavButton
            py={dense ? '1.5' : '2'}
            ps={indent(depth)}
            color={holdsActive ? 'fg' : 'fg.muted'}
            data-nav-item={item.id}
          >
            <NavIcon name={item.icon} />
            {/* A section (futuristic's folders): spelt like the others, "Management" beside "Dashboards". */}
            <NavTitle
              item={depth === 0 ? { ...item, title: sectionTitle(item.title, i18n.language) } : item}
            />
            <Collapsible.Indicator
              asChild
              transition="transform 0.2s"
              _open={{ transform: 'rotate(90deg)' }}
              color="fg.subtle"
            >
              <LuChevronRight aria-hidden="true" />
            </Collapsible.Indicator>
          </NavButton>
        </Collapsible.Trigger>
        <Collapsible.Content pt="0.5">
          <NavChildren {...props} />
        </Collapsible.Content>
      </Collapsible.Root>
    </Box>
  );
}

function NavLink({ item, depth, activeId, onNavigate, dense }: EntryProps) {
  const { t } = useTranslation();
  const active = item.id === activeId;
  const styles = {
    py: dense ? '1.5' : '2',
    ps: indent(depth),
    ...(active
      ? { bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'semibold', _hover: { bg: 'brand.muted' } }
      : {}),
  };
  const content = (
    <>
      {item.icon || depth === 0 ? <NavIcon name={item.icon} /> : null}
      <NavTitle item={item} />
      {item.badge ? (
        <Badge size="sm" variant="solid" colorPalette="brand" rounded="full" data-nav-badge="">
          {item.badge.title}
        </Badge>
      ) : null}
      {item.externalLink ? <LuExternalLink aria-label={t('layout.navigation.external')} /> : null}
    </>
  );
  if (!item.link) return null;
  return (
    <Box as="li">
      {item.externalLink ? (
        <NavRow href={item.link} target="_blank" rel="noopener noreferrer" {...styles}>
          {content}
        </NavRow>
      ) : (
        <NavRow asChild {...styles}>
          <RouterLink
            to={item.link}
            aria-current={active ? 'page' : undefined}
            onClick={onNavigate}
            data-nav-item={item.id}
          >
            {content}
          </RouterLink>
        </NavRow>
      )}
    </Box>
  );
}

/** Titles and subtitles wrap rather than end in an ellipsis: a longer language must not cut them off. */
function NavTitle({ item }: { item: NavItem }) {
  return (
    <Box as="span" flex="1" minW="0" overflowWrap="anywhere">
      <Text as="span" display="block">
        {item.title}
      </Text>
      {item.subtitle ? (
        <Text as="span" display="block" textStyle="xs" color="fg.muted" fontWeight="normal">
          {item.subtitle}
        </Text>
      ) : null}
    </Box>
  );
}

/** Sub-entries step in under their folder's title. */
const indent = (depth: number) => (depth <= 1 ? '3' : `${3 + (depth - 1) * 7}`);

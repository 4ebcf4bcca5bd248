import { Box, Flex, HStack, Skeleton, SkeletonCircle, Spinner, Stack, Text } from '@chakra-ui/react';
import { defaultRangeExtractor, useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/ui/user-avatar';
import type { ContactListItemFragment } from '../../../generated/graphql';
import { contactListRows, pinnedLetterIndex } from '../contact-letters';
import { contactSubtitle } from '../contact-format';

const ROW_HEIGHT = 64;
const LETTER_HEIGHT = 32;
/** Load the next page when the last rendered row is this close to the end of what is loaded. */
const LOAD_AHEAD_ROWS = 40;
/** How far PageUp and PageDown move the active contact. */
const PAGE_STEP = 8;

interface ContactsListProps {
  contacts: readonly ContactListItemFragment[];
  /** How many contacts match in all (for screen readers' "n of m"). */
  totalCount: number;
  selectedId: string | null;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onOpen: (id: string) => void;
}

const optionId = (id: string) => `contact-option-${id}`;

/**
 * The contacts under first-letter headers, rendered virtually (only the rows in view exist), so ten
 * thousand contacts scroll as fast as ten. A listbox: ↑/↓ (PageUp/PageDown, Home/End) move the
 * active contact, Enter opens it; the current letter stays pinned at the top.
 */
export function ContactsList({
  contacts,
  totalCount,
  selectedId,
  hasMore,
  loadingMore,
  onLoadMore,
  onOpen,
}: ContactsListProps) {
  const { t, i18n } = useTranslation();
  const rows = useMemo(() => contactListRows(contacts, i18n.language), [contacts, i18n.language]);
  const rowIndexById = useMemo(() => {
    const map = new Map<string, number>();
    rows.forEach((row, index) => {
      if (row.kind === 'contact') map.set(row.contact.id, index);
    });
    return map;
  }, [rows]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const pinnedRef = useRef(-1);
  const [activeId, setActiveId] = useState<string | null>(selectedId);

  // The virtualizer is mutable by design; this component does not rely on memoising what it returns.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => (rows[index]?.kind === 'letter' ? LETTER_HEIGHT : ROW_HEIGHT),
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: 8,
    // The letter of the first row in view is always rendered, to stay pinned.
    rangeExtractor: (range) => {
      pinnedRef.current = pinnedLetterIndex(rows, range.startIndex);
      const indexes = new Set(defaultRangeExtractor(range));
      if (pinnedRef.current >= 0) indexes.add(pinnedRef.current);
      return [...indexes].sort((a, b) => a - b);
    },
  });

  // Estimates differ by row kind: measure again whenever the rows change.
  useEffect(() => {
    virtualizer.measure();
  }, [rows, virtualizer]);

  // The opened contact becomes the active one and scrolls into view.
  const [seenSelectedId, setSeenSelectedId] = useState(selectedId);
  if (seenSelectedId !== selectedId) {
    setSeenSelectedId(selectedId);
    if (selectedId) setActiveId(selectedId);
  }
  useEffect(() => {
    if (!selectedId) return;
    const index = rowIndexById.get(selectedId);
    if (index !== undefined) virtualizer.scrollToIndex(index, { align: 'auto' });
    // Only a new selection scrolls; the list growing below must not move the view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selectedId]);

  const items = virtualizer.getVirtualItems();
  const lastIndex = items[items.length - 1]?.index ?? -1;
  useEffect(() => {
    if (hasMore && !loadingMore && lastIndex >= rows.length - LOAD_AHEAD_ROWS) onLoadMore();
  }, [hasMore, loadingMore, lastIndex, rows.length, onLoadMore]);

  const activeIndex = activeId !== null ? rowIndexById.get(activeId) : undefined;
  const activeContact = activeIndex !== undefined ? rows[activeIndex] : undefined;

  const moveTo = (position: number) => {
    if (contacts.length === 0) return;
    const clamped = Math.max(0, Math.min(contacts.length - 1, position));
    const contact = contacts[clamped];
    if (!contact) return;
    setActiveId(contact.id);
    const index = rowIndexById.get(contact.id);
    if (index !== undefined) virtualizer.scrollToIndex(index, { align: 'auto' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = activeContact?.kind === 'contact' ? activeContact.position : -1;
    const moves: Record<string, () => void> = {
      ArrowDown: () => moveTo(current + 1),
      ArrowUp: () => moveTo(current <= 0 ? 0 : current - 1),
      PageDown: () => moveTo(current + PAGE_STEP),
      PageUp: () => moveTo(current - PAGE_STEP),
      Home: () => moveTo(0),
      End: () => moveTo(contacts.length - 1),
      Enter: () => {
        if (activeContact?.kind === 'contact') onOpen(activeContact.contact.id);
        else moveTo(0);
      },
    };
    const move = moves[event.key];
    if (!move || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    move();
  };

  return (
    <Box
      ref={scrollRef}
      role="listbox"
      tabIndex={0}
      aria-label={t('contacts.list.label')}
      aria-activedescendant={
        activeContact?.kind === 'contact' ? optionId(activeContact.contact.id) : undefined
      }
      onKeyDown={onKeyDown}
      onFocus={() => {
        // Without an active contact, the first one in view becomes it; nothing scrolls (a click that
        // focused the list must land where it was aimed).
        if (activeId !== null && activeIndex !== undefined) return;
        const firstInView = items.find(
          (item) => item.start >= (virtualizer.scrollOffset ?? 0) - 1 && rows[item.index]?.kind === 'contact',
        );
        const row = firstInView ? rows[firstInView.index] : undefined;
        if (row?.kind === 'contact') setActiveId(row.contact.id);
      }}
      flex="1"
      minH="0"
      overflowY="auto"
      overscrollBehavior="contain"
      outline="none"
      className="group"
      data-testid="contacts-list"
    >
      <Box position="relative" w="full" style={{ height: virtualizer.getTotalSize() }}>
        {items.map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          const pinned = item.index === pinnedRef.current;
          const placement = pinned
            ? { position: 'sticky' as const, zIndex: 1 }
            : { position: 'absolute' as const, transform: `translateY(${item.start}px)` };
          if (row.kind === 'letter') {
            return (
              <Flex
                key={item.key}
                aria-hidden="true"
                data-testid="contacts-letter"
                align="center"
                px="4"
                top="0"
                insetStart="0"
                w="full"
                bg="bg.subtle"
                borderBottomWidth="1px"
                borderColor="border.muted"
                color="fg.muted"
                fontWeight="semibold"
                textStyle="sm"
                style={{ ...placement, height: item.size }}
              >
                {row.letter}
              </Flex>
            );
          }
          const { contact } = row;
          const selected = contact.id === selectedId;
          const active = contact.id === activeId;
          return (
            <HStack
              key={item.key}
              id={optionId(contact.id)}
              role="option"
              aria-selected={selected}
              aria-setsize={totalCount}
              aria-posinset={row.position + 1}
              data-active={active ? '' : undefined}
              gap="3"
              px="4"
              top="0"
              insetStart="0"
              w="full"
              cursor="pointer"
              borderBottomWidth="1px"
              borderColor="border.muted"
              borderStartWidth="3px"
              borderStartColor={selected ? 'brand.solid' : 'transparent'}
              bg={selected ? 'brand.subtle' : undefined}
              _hover={{ bg: selected ? 'brand.subtle' : 'bg.muted' }}
              css={{
                // The keyboard's position shows while the list has the keyboard focus.
                '.group:focus-visible &[data-active]': {
                  outline: '2px solid',
                  outlineColor: 'brand.focusRing',
                  outlineOffset: '-2px',
                },
              }}
              style={{ ...placement, height: item.size }}
              onClick={() => {
                setActiveId(contact.id);
                onOpen(contact.id);
              }}
            >
              <ContactAvatar name={contact.name} avatar={contact.avatar} size="sm" />
              <Stack gap="0" minW="0" flex="1">
                <Text fontWeight="medium" truncate>
                  {contact.name}
                </Text>
                <Text textStyle="sm" color="fg.muted" truncate>
                  {contactSubtitle(contact)}
                </Text>
              </Stack>
            </HStack>
          );
        })}
      </Box>
      {loadingMore ? (
        <HStack justify="center" py="3" color="fg.muted" textStyle="sm" role="status">
          <Spinner size="xs" />
          <Text>{t('contacts.list.loadingMore')}</Text>
        </HStack>
      ) : null}
    </Box>
  );
}

/**
 * A contact's picture, or its initials on the colour that follows from the name (the app's one avatar,
 * components/ui/user-avatar.tsx). Decorative: the name is always beside it.
 */
export function ContactAvatar({
  name,
  avatar,
  size,
}: {
  name: string;
  avatar: string | null;
  size: 'sm' | 'md' | '2xl';
}) {
  return <UserAvatar size={size} name={name} src={avatar} aria-hidden="true" />;
}

/** Placeholder rows while the first page loads. */
export function ContactsListSkeleton({ rows = 8 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="0" aria-busy="true" aria-label={t('contacts.list.loading')} role="status" flex="1">
      {Array.from({ length: rows }, (_, index) => (
        <HStack
          key={index}
          gap="3"
          px="4"
          h={`${ROW_HEIGHT}px`}
          borderBottomWidth="1px"
          borderColor="border.muted"
        >
          <SkeletonCircle size="8" />
          <Stack gap="2" flex="1">
            <Skeleton h="3" w="50%" />
            <Skeleton h="3" w="70%" />
          </Stack>
        </HStack>
      ))}
    </Stack>
  );
}

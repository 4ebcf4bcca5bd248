import {
  Badge,
  Box,
  Center,
  chakra,
  EmptyState,
  Flex,
  Icon,
  IconButton,
  Spinner,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuMessagesSquare, LuX } from 'react-icons/lu';
import { ChatList } from './components/chat-list';
import { Conversation } from './components/conversation';
import { QuickChatListDocument } from './graphql/quick-chat';
import { useChatMessageFeed } from './hooks/use-chat-message-feed';
import { useMarkChatRead } from './hooks/use-quick-chat-mutations';
import { useEdgeLauncher, useQuickChat } from './quick-chat-state';

const PANEL_ID = 'quick-chat-panel';
/** The edge tab's width: the gutter the layouts keep free on the right from md up. */
export const QUICK_CHAT_GUTTER = '10';
const TITLE_ID = 'quick-chat-title';
// Elements Tab can reach inside the open panel.
const TABBABLE =
  'button:not([disabled]), textarea:not([disabled]), input:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/**
 * The 'Team Chat' side panel (spec 000 §2), rendered once by the signed-in frame inside
 * QuickChatProvider. From md (960px) up the launcher is a slim tab at the middle of the right edge with
 * the unread total, in a gutter the layouts keep free; below md it is a button in the top bar
 * (QuickChatTopBarButton). The panel slides in from the right over a dimmed page (full width on
 * phones): the chats as avatars with unread badges, and the chosen conversation or 'Select a
 * conversation'. The header, the overlay or Escape close it. While open, Tab stays inside; focus moves
 * to the message field (or the chat list) on opening and back to the launcher on closing. New messages
 * arrive live.
 */
export function QuickChatPanel() {
  const { t } = useTranslation();
  const { open, show, close, totalUnread, launcherRef, returnFocusTo } = useQuickChat();
  const edgeLauncher = useEdgeLauncher();
  const [selectedChatId, setSelectedChatId] = useState<string | null>(null);
  const { data, loading, error } = useQuery(QuickChatListDocument);
  const chats = data?.chats ?? [];
  // Loaded, and no chat at all (not while loading, nor after a failure).
  const noChats = Boolean(data) && chats.length === 0;
  const selectedChat = chats.find((chat) => chat.id === selectedChatId);
  const markRead = useMarkChatRead();

  const visibleChatId = open ? selectedChatId : null;
  useChatMessageFeed({ visibleChatId, onVisibleMessage: markRead });

  // Opening a chat marks it read; so does reopening the panel on a chat that got messages meanwhile.
  const visibleUnread = open && selectedChat ? selectedChat.unreadCount : 0;
  useEffect(() => {
    if (visibleChatId && visibleUnread > 0) markRead(visibleChatId);
  }, [visibleChatId, visibleUnread, markRead]);

  const panelRef = useRef<HTMLDivElement>(null);
  const headerRef = useRef<HTMLButtonElement>(null);
  const composerRef = useRef<HTMLTextAreaElement>(null);

  // Focus moves into the panel when it opens (the message field, else the chat list) and back when it closes.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open && !wasOpen.current) {
      const target =
        composerRef.current ??
        panelRef.current?.querySelector<HTMLElement>('[role="option"][tabindex="0"]') ??
        headerRef.current;
      target?.focus();
    } else if (!open && wasOpen.current) {
      const previous = returnFocusTo.current;
      const target =
        previous?.isConnected && previous.getClientRects().length > 0 ? previous : launcherRef.current;
      target?.focus();
    }
    wasOpen.current = open;
  }, [open, launcherRef, returnFocusTo]);

  const keyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!open) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    // Keep Tab inside the open panel.
    const tabbable = Array.from(panelRef.current.querySelectorAll<HTMLElement>(TABBABLE)).filter(
      (element) => element.getClientRects().length > 0,
    );
    const first = tabbable[0];
    const last = tabbable[tabbable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <>
      {/* From md up the launcher is a tab at the middle of the right edge, in the layouts' gutter. */}
      {edgeLauncher ? (
        <chakra.button
          type="button"
          ref={launcherRef}
          onClick={show}
          aria-expanded={open}
          aria-controls={PANEL_ID}
          aria-label={
            totalUnread > 0 ? t('quick-chat.openWithUnread', { count: totalUnread }) : t('quick-chat.open')
          }
          data-testid="quick-chat-launcher"
          position="fixed"
          right="0"
          top="50%"
          transform="translateY(-50%)"
          zIndex="sticky"
          display="flex"
          flexDirection="column"
          alignItems="center"
          gap="2"
          w={QUICK_CHAT_GUTTER}
          py="3"
          bg="brand.solid"
          color="brand.contrast"
          roundedStart="xl"
          shadow="lg"
          cursor="pointer"
          _hover={{ bg: 'brand.emphasized', color: 'fg' }}
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
        >
          <Icon as={LuMessagesSquare} boxSize="5" aria-hidden="true" />
          <Text
            as="span"
            aria-hidden="true"
            textStyle="xs"
            fontWeight="semibold"
            css={{ writingMode: 'vertical-rl', transform: 'rotate(180deg)' }}
            whiteSpace="nowrap"
          >
            {t('quick-chat.title')}
          </Text>
          <UnreadBadge count={totalUnread} />
        </chakra.button>
      ) : null}

      {open ? (
        <>
          <Box
            data-testid="quick-chat-overlay"
            position="fixed"
            inset="0"
            bg="blackAlpha.600"
            zIndex="overlay"
            onClick={close}
            aria-hidden="true"
            animationName="fade-in"
            animationDuration="moderate"
          />
          <Flex
            ref={panelRef}
            id={PANEL_ID}
            role="dialog"
            aria-modal="true"
            aria-labelledby={TITLE_ID}
            onKeyDown={keyDown}
            data-testid="quick-chat"
            position="fixed"
            top="0"
            bottom="0"
            right="0"
            zIndex="modal"
            direction="column"
            w={{ base: '100vw', sm: '26rem' }}
            bg="bg.panel"
            borderStartWidth="1px"
            shadow="2xl"
            animationName="slide-from-right-full"
            animationDuration="moderate"
            _motionReduce={{ animation: 'none' }}
          >
            <chakra.button
              ref={headerRef}
              type="button"
              onClick={close}
              aria-expanded={open}
              aria-controls={PANEL_ID}
              display="flex"
              alignItems="center"
              gap="3"
              h="16"
              flexShrink={0}
              px="5"
              w="full"
              textAlign="start"
              bg="brand.solid"
              color="brand.contrast"
              cursor="pointer"
              _hover={{ bg: 'brand.emphasized', color: 'fg' }}
              _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-4px' }}
            >
              <Icon as={LuMessagesSquare} boxSize="6" flexShrink={0} aria-hidden="true" />
              <Text id={TITLE_ID} fontWeight="semibold" textStyle="lg" flex="1" truncate>
                {t('quick-chat.title')}
              </Text>
              <Icon as={LuX} boxSize="5" aria-hidden="true" />
            </chakra.button>

            <Flex flex="1" minH="0">
              {/* The rail of chats is 64 px wide: with no chat at all the panel says so in full width. */}
              {noChats ? null : (
                <Box w="16" flexShrink={0} overflowY="auto" overflowX="hidden" borderEndWidth="1px">
                  {loading && !data ? (
                    <Center py="4">
                      <Spinner size="sm" color="brand.solid" aria-label={t('quick-chat.list.loading')} />
                    </Center>
                  ) : error && !data ? (
                    <Text role="alert" textStyle="xs" color="fg.error" p="2" textAlign="center">
                      {t('quick-chat.list.loadFailed')}
                    </Text>
                  ) : (
                    <ChatList chats={chats} selectedChatId={selectedChatId} onSelect={setSelectedChatId} />
                  )}
                </Box>
              )}

              <Box flex="1" minW="0">
                {selectedChatId ? (
                  <Conversation chatId={selectedChatId} composerRef={composerRef} />
                ) : (
                  <EmptyState.Root h="full" data-testid="quick-chat-empty">
                    <EmptyState.Content>
                      <EmptyState.Indicator>
                        <LuMessagesSquare />
                      </EmptyState.Indicator>
                      <EmptyState.Title>
                        {noChats ? t('quick-chat.list.empty') : t('quick-chat.empty.title')}
                      </EmptyState.Title>
                      {noChats ? null : (
                        <EmptyState.Description textAlign="center">
                          {t('quick-chat.empty.description')}
                        </EmptyState.Description>
                      )}
                    </EmptyState.Content>
                  </EmptyState.Root>
                )}
              </Box>
            </Flex>
          </Flex>
        </>
      ) : null}
    </>
  );
}

function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <Badge
      aria-hidden="true"
      data-testid="quick-chat-total-unread"
      variant="solid"
      colorPalette="red"
      rounded="full"
      size="xs"
      minW="5"
      justifyContent="center"
    >
      {count > 99 ? '99+' : count}
    </Badge>
  );
}

/**
 * Below md (960px) the launcher is an icon in the top bar with the unread total, so nothing sits on
 * the page; from md up the edge tab takes over and this renders nothing.
 */
export function QuickChatTopBarButton() {
  const { t } = useTranslation();
  const { open, show, totalUnread, launcherRef } = useQuickChat();
  const edgeLauncher = useEdgeLauncher();
  if (edgeLauncher) return null;
  return (
    <IconButton
      ref={launcherRef}
      onClick={show}
      aria-expanded={open}
      aria-controls={PANEL_ID}
      aria-label={
        totalUnread > 0 ? t('quick-chat.openWithUnread', { count: totalUnread }) : t('quick-chat.open')
      }
      data-testid="quick-chat-launcher"
      variant="ghost"
      colorPalette="gray"
      color="inherit"
      size="sm"
      position="relative"
      flexShrink={0}
    >
      <LuMessagesSquare aria-hidden="true" />
      {totalUnread > 0 ? (
        <Box position="absolute" top="-0.5" insetEnd="-0.5" pointerEvents="none">
          <UnreadBadge count={totalUnread} />
        </Box>
      ) : null}
    </IconButton>
  );
}

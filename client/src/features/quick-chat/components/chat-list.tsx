import { Badge, Box, Float, Icon, Portal, Stack, Tooltip } from '@chakra-ui/react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuBellOff } from 'react-icons/lu';
import { UserAvatar } from '../../../components/ui/user-avatar';
import type { QuickChatListQuery } from '../../../generated/graphql';

export type ChatSummary = QuickChatListQuery['chats'][number];

export interface ChatListProps {
  chats: readonly ChatSummary[];
  selectedChatId: string | null;
  onSelect: (chatId: string) => void;
}

/** Unread counts above this show as '9+' on the small badge (the full number is in the label). */
const BADGE_LIMIT = 9;

/**
 * The chats as a column of avatars (initials when there is no picture) with an unread badge, newest
 * activity first. One tab stop: arrow keys, Home and End move between chats (roving tabindex), Enter
 * or Space opens one. Names show in a tooltip and in each entry's accessible name.
 */
export function ChatList({ chats, selectedChatId, onSelect }: ChatListProps) {
  const { t } = useTranslation();
  const [activeId, setActiveId] = useState<string | null>(null);
  const itemRefs = useRef(new Map<string, HTMLDivElement>());
  // The tab stop: the chat last moved to, else the open one, else the first.
  const tabStop =
    chats.find((chat) => chat.id === activeId)?.id ??
    chats.find((chat) => chat.id === selectedChatId)?.id ??
    chats[0]?.id;

  const move = (from: number, event: KeyboardEvent<HTMLDivElement>) => {
    const last = chats.length - 1;
    const targets: Record<string, number> = {
      ArrowDown: Math.min(from + 1, last),
      ArrowUp: Math.max(from - 1, 0),
      Home: 0,
      End: last,
    };
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      const chat = chats[from];
      if (chat) onSelect(chat.id);
      return;
    }
    const target = targets[event.key];
    const chat = target === undefined ? undefined : chats[target];
    if (!chat) return;
    event.preventDefault();
    setActiveId(chat.id);
    itemRefs.current.get(chat.id)?.focus();
  };

  return (
    <Stack
      role="listbox"
      aria-label={t('quick-chat.list.label')}
      aria-orientation="vertical"
      gap="1"
      py="2"
      align="center"
    >
      {chats.map((chat, index) => {
        const selected = chat.id === selectedChatId;
        const label = [
          chat.contact.name,
          chat.unreadCount > 0 ? t('quick-chat.list.unread', { count: chat.unreadCount }) : null,
          chat.muted ? t('quick-chat.list.muted') : null,
        ]
          .filter(Boolean)
          .join(', ');
        return (
          <Tooltip.Root key={chat.id} positioning={{ placement: 'left' }} openDelay={300} closeDelay={0}>
            <Tooltip.Trigger asChild>
              <Box
                ref={(node: HTMLDivElement | null) => {
                  if (node) itemRefs.current.set(chat.id, node);
                  else itemRefs.current.delete(chat.id);
                }}
                role="option"
                aria-selected={selected}
                aria-label={label}
                data-testid="quick-chat-list-item"
                data-unread={chat.unreadCount}
                tabIndex={chat.id === tabStop ? 0 : -1}
                onClick={() => {
                  setActiveId(chat.id);
                  onSelect(chat.id);
                }}
                onKeyDown={(event) => move(index, event)}
                onFocus={() => setActiveId(chat.id)}
                position="relative"
                p="1"
                rounded="full"
                cursor="pointer"
                outline="none"
                borderWidth="2px"
                borderColor={selected ? 'brand.solid' : 'transparent'}
                _hover={{ bg: 'bg.muted' }}
                _focusVisible={{
                  outline: '2px solid',
                  outlineColor: 'brand.focusRing',
                  outlineOffset: '1px',
                }}
              >
                <UserAvatar size="md" name={chat.contact.name} src={chat.contact.avatar} />
                {chat.unreadCount > 0 ? (
                  <Float placement="top-end" offsetX="1.5" offsetY="1.5">
                    <Badge
                      aria-hidden="true"
                      data-testid="quick-chat-unread"
                      size="xs"
                      variant="solid"
                      colorPalette={chat.muted ? 'gray' : 'red'}
                      rounded="full"
                      minW="5"
                      justifyContent="center"
                      borderWidth="2px"
                      borderColor="bg.panel"
                    >
                      {chat.unreadCount > BADGE_LIMIT ? `${BADGE_LIMIT}+` : chat.unreadCount}
                    </Badge>
                  </Float>
                ) : null}
                {chat.muted ? (
                  <Float placement="bottom-end" offsetX="1.5" offsetY="1.5">
                    <Icon
                      as={LuBellOff}
                      aria-hidden="true"
                      boxSize="4"
                      p="0.5"
                      rounded="full"
                      bg="bg.panel"
                      color="fg.muted"
                      borderWidth="1px"
                    />
                  </Float>
                ) : null}
              </Box>
            </Tooltip.Trigger>
            <Portal>
              <Tooltip.Positioner>
                <Tooltip.Content>{chat.contact.name}</Tooltip.Content>
              </Tooltip.Positioner>
            </Portal>
          </Tooltip.Root>
        );
      })}
    </Stack>
  );
}

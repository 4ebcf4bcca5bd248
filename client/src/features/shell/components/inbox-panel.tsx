import {
  Box,
  EmptyState,
  Flex,
  HStack,
  IconButton,
  Popover,
  Portal,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useId, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuBell, LuCheckCheck, LuMessageSquare, LuUser, LuX } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import { useDates } from '../../../lib/dates-hook';
import { sanitizeHtml } from '../../../lib/sanitize-html';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { useInbox, type InboxItem, type InboxKind } from '../hooks/use-inbox';
import { ShellIcon } from '../icons';
import { CountBadge, PanelTrigger } from './panel-trigger';
import { TopBarTooltip } from './top-bar-tooltip';

/** The messages or notifications panel (spec 000 §2): entries, read toggles, removal, mark-all. */
export function InboxPanel({ kind }: { kind: InboxKind }) {
  const { t } = useTranslation();
  const triggerId = useId();
  const [open, setOpen] = useState(false);
  const inbox = useInbox(kind);
  const TriggerIcon = kind === 'messages' ? LuMessageSquare : LuBell;
  const label =
    inbox.unread > 0
      ? t(`shell.inbox.${kind}.openWithCount`, { count: inbox.unread })
      : t(`shell.inbox.${kind}.open`);

  return (
    <Popover.Root
      ids={{ trigger: triggerId }}
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      positioning={{ placement: 'bottom-end' }}
      lazyMount
    >
      <PanelTrigger triggerId={triggerId} label={label} tooltip={t(`shell.inbox.${kind}.open`)}>
        <TriggerIcon />
        <CountBadge count={inbox.unread} />
      </PanelTrigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w={{ base: 'calc(100vw - 2rem)', sm: '96' }} data-testid={`${kind}-panel`}>
            <Flex
              align="center"
              gap="2"
              px="4"
              py="3"
              bg="brand.solid"
              color="brand.contrast"
              roundedTop="l2"
            >
              <Popover.Title flex="1" fontWeight="semibold" textStyle="md">
                {t(`shell.inbox.${kind}.title`)}
              </Popover.Title>
              {inbox.unread > 0 ? (
                <Box
                  as="span"
                  px="2"
                  rounded="full"
                  textStyle="xs"
                  fontWeight="semibold"
                  bg="brand.contrast"
                  color="brand.solid"
                >
                  {t('shell.inbox.unreadCount', { count: inbox.unread })}
                </Box>
              ) : null}
              <TopBarTooltip content={t('shell.inbox.markAllAsRead')}>
                <IconButton
                  size="xs"
                  variant="ghost"
                  color="brand.contrast"
                  _hover={{ bg: 'whiteAlpha.300' }}
                  aria-label={t('shell.inbox.markAllAsRead')}
                  disabled={inbox.unread === 0}
                  onClick={() => void inbox.markAllRead().catch(() => undefined)}
                >
                  <LuCheckCheck />
                </IconButton>
              </TopBarTooltip>
            </Flex>
            <Popover.Body p="0" maxH={{ base: '70vh', md: '480px' }} overflowY="auto">
              {inbox.loading && inbox.items.length === 0 ? (
                <Flex justify="center" py="8">
                  <Spinner color="fg.muted" />
                </Flex>
              ) : inbox.items.length === 0 ? (
                <EmptyState.Root size="sm">
                  <EmptyState.Content>
                    <EmptyState.Indicator>
                      <TriggerIcon />
                    </EmptyState.Indicator>
                    <EmptyState.Title>{t(`shell.inbox.${kind}.emptyTitle`)}</EmptyState.Title>
                    <EmptyState.Description>
                      {t(`shell.inbox.${kind}.emptyDescription`)}
                    </EmptyState.Description>
                  </EmptyState.Content>
                </EmptyState.Root>
              ) : (
                <Stack as="ul" gap="0" listStyleType="none" m="0" p="0">
                  {inbox.items.map((item) => (
                    <InboxEntry
                      key={item.id}
                      item={item}
                      onOpen={() => setOpen(false)}
                      onSetRead={(read) => void inbox.setRead(item, read).catch(() => undefined)}
                      onRemove={() => void inbox.remove(item).catch(() => undefined)}
                    />
                  ))}
                </Stack>
              )}
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

function InboxEntry({
  item,
  onOpen,
  onSetRead,
  onRemove,
}: {
  item: InboxItem;
  onOpen: () => void;
  onSetRead: (read: boolean) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const dates = useDates();
  const navigate = useNavigate();
  const title = sanitizeHtml(item.title);
  const description = sanitizeHtml(item.description);

  const open = () => {
    if (!item.link) return;
    if (item.useRouter) void navigate(item.link);
    else window.open(item.link, '_blank', 'noopener,noreferrer');
    onOpen();
  };
  const onClick = (event: MouseEvent) => {
    // A link inside the description opens itself, not the entry.
    if ((event.target as Element).closest('a')) return;
    open();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && event.target === event.currentTarget) {
      event.preventDefault();
      open();
    }
  };

  return (
    <Box
      as="li"
      display="flex"
      gap="3"
      px="4"
      py="3"
      borderBottomWidth="1px"
      borderColor="border.muted"
      bg={item.read ? 'bg.panel' : 'brand.subtle'}
      _hover={{ bg: 'bg.muted' }}
      data-testid="inbox-entry"
      data-read={item.read}
    >
      <Flex
        flex="1"
        minW="0"
        gap="3"
        role={item.link ? 'link' : undefined}
        tabIndex={item.link ? 0 : undefined}
        cursor={item.link ? 'pointer' : undefined}
        rounded="l1"
        _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
        onClick={onClick}
        onKeyDown={onKeyDown}
      >
        {item.image ? (
          // An image stands for a person: the fallback is a person too.
          <UserAvatar
            size="sm"
            name={null}
            src={item.image}
            icon={item.icon ? <ShellIcon name={item.icon} /> : <LuUser aria-hidden="true" />}
          />
        ) : (
          <Flex boxSize="9" flexShrink={0} rounded="full" align="center" justify="center" bg="bg.emphasized">
            <ShellIcon name={item.icon} />
          </Flex>
        )}
        <Box minW="0" flex="1">
          <Box
            lineClamp={1}
            fontWeight={item.read ? 'normal' : 'medium'}
            dangerouslySetInnerHTML={{ __html: title }}
          />
          {description ? (
            <Box
              lineClamp={2}
              textStyle="sm"
              color="fg.muted"
              css={{ '& a': { color: 'brand.fg', textDecoration: 'underline' } }}
              dangerouslySetInnerHTML={{ __html: description }}
            />
          ) : null}
          <Text asChild textStyle="xs" color="fg.muted" mt="1">
            <time dateTime={item.time}>{dates.dateTime(item.time)}</time>
          </Text>
        </Box>
      </Flex>
      <HStack align="flex-start" gap="0.5" flexShrink={0}>
        <TopBarTooltip content={item.read ? t('shell.inbox.markAsUnread') : t('shell.inbox.markAsRead')}>
          <IconButton
            size="2xs"
            variant="ghost"
            colorPalette="gray"
            aria-label={item.read ? t('shell.inbox.markAsUnread') : t('shell.inbox.markAsRead')}
            onClick={() => onSetRead(!item.read)}
          >
            <Box
              boxSize="2"
              rounded="full"
              borderWidth="2px"
              borderColor="brand.solid"
              bg={item.read ? 'transparent' : 'brand.solid'}
            />
          </IconButton>
        </TopBarTooltip>
        <TopBarTooltip content={t('shell.inbox.remove')}>
          <IconButton
            size="2xs"
            variant="ghost"
            colorPalette="gray"
            aria-label={t('shell.inbox.remove')}
            onClick={onRemove}
          >
            <LuX />
          </IconButton>
        </TopBarTooltip>
      </HStack>
    </Box>
  );
}

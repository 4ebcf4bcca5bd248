import { Alert, Box, Button, Center, Flex, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import type { DateTime } from 'luxon';
import { useLayoutEffect, useMemo, useRef, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { LuBellOff } from 'react-icons/lu';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { dayHeading, formatClockTime } from '../../../lib/dates';
import { QuickChatConversationDocument } from '../graphql/quick-chat';
import { useSendChatMessage } from '../hooks/use-quick-chat-mutations';
import { groupMessagesByDay } from '../message-days';
import { MessageComposer } from './message-composer';

export interface ConversationProps {
  chatId: string;
  composerRef?: Ref<HTMLTextAreaElement>;
}

/**
 * One chat: the contact, the messages grouped by day (a header whenever the day changes, HH:mm times,
 * the viewer's own on the right in the brand colour) and the composer. Scrolls to the newest message
 * when it opens and whenever a message arrives.
 */
export function Conversation({ chatId, composerRef }: ConversationProps) {
  const { t, i18n } = useTranslation();
  const { data, loading, error, refetch } = useQuery(QuickChatConversationDocument, {
    variables: { id: chatId },
  });
  const { send } = useSendChatMessage();
  const chat = data?.chat.id === chatId ? data.chat : undefined;
  const messages = chat?.messages;
  const days = useMemo(() => groupMessagesByDay(messages ?? []), [messages]);
  const scroller = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const node = scroller.current;
    if (node) node.scrollTop = node.scrollHeight;
  }, [chatId, messages?.length]);

  const dayLabel = (day: DateTime) => {
    const header = dayHeading(day, i18n.language);
    if (!header) return '';
    return 'relative' in header ? t(`quick-chat.conversation.${header.relative}`) : header.date;
  };

  return (
    <Flex direction="column" h="full" minH="0">
      {chat ? (
        <HStack px="4" py="3" gap="3" borderBottomWidth="1px" minH="16">
          <UserAvatar size="sm" name={chat.contact.name} src={chat.contact.avatar} />
          <Box minW="0" flex="1">
            <Text as="h2" fontWeight="semibold" truncate data-testid="quick-chat-contact">
              {chat.contact.name}
            </Text>
            <Text textStyle="xs" color="fg.muted" truncate>
              {chat.contact.about}
            </Text>
          </Box>
          {chat.muted ? (
            <Box color="fg.muted" title={t('quick-chat.list.muted')}>
              <LuBellOff aria-label={t('quick-chat.list.muted')} role="img" />
            </Box>
          ) : null}
        </HStack>
      ) : null}

      {/* Focusable, so keyboard users can scroll the history (arrow keys, Page Up/Down). */}
      <Box
        ref={scroller}
        tabIndex={0}
        role="log"
        aria-label={t('quick-chat.conversation.messagesWith', { name: chat?.contact.name ?? '' })}
        flex="1"
        minH="0"
        overflowY="auto"
        px="3"
        py="2"
        bg="bg.subtle"
        outline="none"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' }}
      >
        {loading && !chat ? (
          <Center h="full">
            <Spinner color="brand.solid" aria-label={t('quick-chat.conversation.loading')} />
          </Center>
        ) : error && !chat ? (
          <Alert.Root status="error" variant="subtle" mt="4">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('quick-chat.conversation.loadFailed')}</Alert.Title>
              <Button size="xs" variant="outline" mt="2" onClick={() => void refetch()}>
                {t('quick-chat.conversation.retry')}
              </Button>
            </Alert.Content>
          </Alert.Root>
        ) : chat && days.length === 0 ? (
          <Center h="full">
            <Text color="fg.muted" textStyle="sm">
              {t('quick-chat.conversation.noMessages')}
            </Text>
          </Center>
        ) : chat ? (
          <Stack gap="3">
            {days.map((day) => (
              <Stack key={day.key} as="section" gap="1.5" aria-label={dayLabel(day.day)}>
                {/* In the flow, not sticky: a pinned chip sat on top of the messages scrolling under it. */}
                <HStack py="1" gap="3" color="fg.muted">
                  <Box flex="1" h="1px" bg="border" />
                  <Text
                    data-testid="quick-chat-day"
                    textStyle="xs"
                    fontWeight="medium"
                    bg="bg.panel"
                    borderWidth="1px"
                    rounded="full"
                    px="3"
                    py="0.5"
                  >
                    {dayLabel(day.day)}
                  </Text>
                  <Box flex="1" h="1px" bg="border" />
                </HStack>
                <Stack as="ul" listStyleType="none" gap="1.5" m="0" p="0">
                  {day.messages.map((message) => (
                    <Flex
                      as="li"
                      key={message.id}
                      direction="column"
                      align={message.isMine ? 'flex-end' : 'flex-start'}
                      data-testid="quick-chat-message"
                      data-mine={message.isMine}
                      data-pending={message.id.startsWith('optimistic-') || undefined}
                    >
                      <Box
                        maxW="85%"
                        px="3"
                        py="2"
                        rounded="2xl"
                        borderBottomRightRadius={message.isMine ? 'sm' : '2xl'}
                        borderBottomLeftRadius={message.isMine ? '2xl' : 'sm'}
                        bg={message.isMine ? 'brand.solid' : 'bg.panel'}
                        color={message.isMine ? 'brand.contrast' : 'fg'}
                        borderWidth={message.isMine ? '0' : '1px'}
                        shadow="xs"
                        textStyle="sm"
                        whiteSpace="pre-wrap"
                        overflowWrap="anywhere"
                      >
                        <Box as="span" srOnly>
                          {message.isMine
                            ? t('quick-chat.conversation.you')
                            : t('quick-chat.conversation.from', { name: chat.contact.name })}{' '}
                        </Box>
                        {message.value}
                      </Box>
                      <Text asChild textStyle="2xs" color="fg.muted" px="1" mt="0.5">
                        <time dateTime={message.createdAt} data-testid="quick-chat-time">
                          {formatClockTime(message.createdAt)}
                        </time>
                      </Text>
                    </Flex>
                  ))}
                </Stack>
              </Stack>
            ))}
          </Stack>
        ) : null}
      </Box>

      <MessageComposer
        key={chatId}
        ref={composerRef}
        contactName={chat?.contact.name ?? ''}
        onSend={(value) => send(chatId, value)}
      />
    </Flex>
  );
}

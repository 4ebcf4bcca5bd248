import { Box, Card, EmptyState, Flex, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuBell, LuMessageSquare } from 'react-icons/lu';
import type { HomeInboxQuery } from '../../../generated/graphql';
import { useDates } from '../../../lib/dates-hook';
import { sanitizeHtml } from '../../../lib/sanitize-html';

type Entry = HomeInboxQuery['notifications'][number];

interface HomeInboxListProps {
  kind: 'notifications' | 'messages';
  /** Newest first; undefined while they load. */
  entries: readonly Entry[] | undefined;
  /** How many to show. */
  limit?: number;
}

/**
 * The viewer's latest notifications or messages, to read on the home: unread ones marked, each with how
 * long ago it came. Marking read and opening happen in the top bar's panel of the same entries.
 */
export function HomeInboxList({ kind, entries, limit = 5 }: HomeInboxListProps) {
  const { t } = useTranslation();
  const dates = useDates();
  const headingId = `home-${kind}`;
  const shown = entries?.slice(0, limit);
  const unread = entries?.filter((entry) => !entry.read).length ?? 0;
  const Icon = kind === 'messages' ? LuMessageSquare : LuBell;

  return (
    <Card.Root as="section" variant="outline" bg="bg.panel" aria-labelledby={headingId} h="full">
      <Card.Header pb="2">
        <HStack justify="space-between" gap="3">
          <Heading as="h2" size="md" id={headingId}>
            {t(`organization.inbox.${kind}.title`)}
          </Heading>
          {unread > 0 ? (
            <Text textStyle="xs" fontWeight="semibold" color="brand.fg" data-testid={`home-${kind}-unread`}>
              {t('organization.inbox.unread', { count: unread })}
            </Text>
          ) : null}
        </HStack>
      </Card.Header>
      <Card.Body pt="0">
        {shown === undefined ? (
          <Stack gap="3" aria-busy="true">
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} h="12" rounded="l2" />
            ))}
          </Stack>
        ) : shown.length === 0 ? (
          <EmptyState.Root size="sm">
            <EmptyState.Content>
              <EmptyState.Indicator>
                <Icon />
              </EmptyState.Indicator>
              <EmptyState.Title>{t(`organization.inbox.${kind}.empty`)}</EmptyState.Title>
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          <Stack as="ul" gap="0" listStyleType="none" m="0" p="0">
            {shown.map((entry) => (
              <Flex
                as="li"
                key={entry.id}
                gap="3"
                py="3"
                borderTopWidth="1px"
                borderColor="border.muted"
                _first={{ borderTopWidth: '0', pt: '1' }}
                data-testid={`home-${kind}-entry`}
                data-read={entry.read}
              >
                <Box
                  mt="2"
                  boxSize="2"
                  flexShrink={0}
                  rounded="full"
                  bg={entry.read ? 'transparent' : 'brand.solid'}
                  aria-hidden="true"
                />
                <Box minW="0" flex="1">
                  {entry.read ? null : <Text srOnly>{t('organization.inbox.unreadEntry')}</Text>}
                  <Box
                    lineClamp={1}
                    fontWeight={entry.read ? 'normal' : 'medium'}
                    dangerouslySetInnerHTML={{ __html: sanitizeHtml(entry.title) }}
                  />
                  {entry.description ? (
                    <Box
                      lineClamp={2}
                      textStyle="sm"
                      color="fg.muted"
                      css={{ '& a': { color: 'brand.fg', textDecoration: 'underline' } }}
                      dangerouslySetInnerHTML={{ __html: sanitizeHtml(entry.description) }}
                    />
                  ) : null}
                  <Text asChild textStyle="xs" color="fg.muted" mt="1">
                    <time dateTime={entry.time} title={dates.dateTime(entry.time)}>
                      {dates.relative(entry.time)}
                    </time>
                  </Text>
                </Box>
              </Flex>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

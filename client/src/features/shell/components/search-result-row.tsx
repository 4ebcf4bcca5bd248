import { Box, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LuCircle,
  LuCircleCheck,
  LuFileText,
  LuMail,
  LuMailOpen,
  LuShirt,
  LuUser,
  LuUsers,
} from 'react-icons/lu';
import type { TopBarSearchQuery } from '../../../generated/graphql';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { formatDateTime } from '../../../lib/dates';

/** One result of the top bar's search: a contact, user, page, task or mail, or an athlete or team. */
export type SearchResult =
  | TopBarSearchQuery['search'][number]['results'][number]
  | TopBarSearchQuery['searchPeople'][number]['results'][number];

export interface OptionRowProps {
  id: string;
  active: boolean;
  onHover: () => void;
  onChoose: () => void;
  /** The accessible name, when the visible text does not say enough on its own. */
  label?: string;
  children: ReactNode;
}

export function OptionRow({ id, active, onHover, onChoose, label, children }: OptionRowProps) {
  return (
    <Box
      id={id}
      role="option"
      aria-selected={active}
      aria-label={label}
      px={{ base: '4', md: '6' }}
      py="2"
      cursor="pointer"
      bg={active ? 'bg.muted' : undefined}
      _hover={{ bg: 'bg.muted' }}
      onMouseEnter={onHover}
      // mousedown keeps the focus in the input.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
    >
      {children}
    </Box>
  );
}

export function ResultRow({ result }: { result: SearchResult }) {
  const { t, i18n } = useTranslation();
  switch (result.__typename) {
    case 'ContactSearchResult':
      return (
        <HStack gap="3">
          <UserAvatar size="xs" name={result.name} src={result.avatar} icon={<LuUser aria-hidden="true" />} />
          <Text truncate>{result.name}</Text>
        </HStack>
      );
    case 'UserSearchResult':
      return (
        <HStack gap="3" minW="0">
          <UserAvatar size="xs" name={result.name} src={result.avatar} />
          <Box minW="0">
            <Text truncate>{result.name}</Text>
            <Text textStyle="xs" color="fg.muted" truncate>
              {result.email}
            </Text>
          </Box>
        </HStack>
      );
    case 'PageSearchResult':
      return <IconRow icon={<LuFileText />} title={result.title} detail={result.link} />;
    case 'TaskSearchResult':
      return (
        <HStack gap="3">
          <Box color={result.completed ? 'green.fg' : 'fg.muted'}>
            {result.completed ? (
              <LuCircleCheck aria-label={t('shell.search.completed')} role="img" />
            ) : (
              <LuCircle aria-label={t('shell.search.notCompleted')} role="img" />
            )}
          </Box>
          <Text truncate textDecoration={result.completed ? 'line-through' : undefined}>
            {result.title}
          </Text>
        </HStack>
      );
    case 'MailSearchResult':
      return <MailRow mail={result} language={i18n.language} />;
    case 'AthleteSearchResult':
      return (
        <HStack gap="3">
          <UserAvatar size="xs" name={result.name} icon={<LuShirt aria-hidden="true" />} />
          <Text truncate>{result.name}</Text>
        </HStack>
      );
    case 'TeamSearchResult':
      return <IconRow icon={<LuUsers />} title={result.name} />;
    default:
      return null;
  }
}

type MailResult = Extract<SearchResult, { __typename: 'MailSearchResult' }>;

/**
 * One of the viewer's mails: an envelope (closed while unread), the subject — bold while unread — and
 * under it the sender and the date in the interface language.
 */
function MailRow({ mail, language }: { mail: MailResult; language: string }) {
  const { t } = useTranslation();
  return (
    <HStack gap="3" minW="0">
      <Box color={mail.unread ? 'brand.fg' : 'fg.muted'}>
        {mail.unread ? (
          <LuMail aria-label={t('shell.search.unread')} role="img" />
        ) : (
          <LuMailOpen aria-hidden="true" />
        )}
      </Box>
      <Box minW="0">
        <Text
          truncate
          fontWeight={mail.unread ? 'semibold' : undefined}
          data-unread={mail.unread || undefined}
        >
          {mail.subject || t('shell.search.noSubject')}
        </Text>
        <Text textStyle="xs" color="fg.muted" truncate>
          {mail.senderName} · <time dateTime={mail.date}>{formatDateTime(mail.date, language)}</time>
        </Text>
      </Box>
    </HStack>
  );
}

/** A result drawn with an icon: its title, and a muted line under it when there is one. */
function IconRow({ icon, title, detail }: { icon: ReactNode; title: string; detail?: string }) {
  return (
    <HStack gap="3">
      <Box color="fg.muted" aria-hidden="true">
        {icon}
      </Box>
      <Box minW="0">
        <Text truncate>{title}</Text>
        {detail ? (
          <Text textStyle="xs" color="fg.muted" truncate>
            {detail}
          </Text>
        ) : null}
      </Box>
    </HStack>
  );
}

import { Badge, Box, Flex, Heading, HStack, IconButton, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LuArrowLeft,
  LuFlag,
  LuForward,
  LuMail,
  LuReply,
  LuReplyAll,
  LuStar,
  LuTrash2,
} from 'react-icons/lu';
import type { MailFolderFieldsFragment, MailLabelFieldsFragment } from '../../../generated/graphql';
import { RichTextView } from '../../../components/rich-text/rich-text-view';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { featureErrors } from '../../../lib/apollo/feature-errors';
import { MailDocument } from '../graphql/mail';
import type { MailMutations } from '../hooks/use-mail-mutations';
import { formatAddress } from '../mail-address';
import type { MailRow } from '../mail-cache';
import { fullDate } from '../mail-dates';
import { labelPalette } from '../mail-look';
import type { ReplyKind } from '../mail-quote';
import { LabelMenu, MoveMenu } from './mail-action-menus';
import { MailAttachments } from './mail-attachments';

interface MailReaderProps {
  mailId: string;
  folders: readonly MailFolderFieldsFragment[];
  labels: readonly MailLabelFieldsFragment[];
  mutations: MailMutations;
  /** Shown when the reader stands instead of the list (full layout, phones). */
  onBack: (() => void) | null;
  onAnswer: (kind: ReplyKind, mail: MailRow) => void;
  onDelete: (ids: string[]) => void;
}

function Addresses({
  label,
  addresses,
}: {
  label: string;
  addresses: readonly { name: string; email: string }[];
}) {
  if (addresses.length === 0) return null;
  return (
    <Text textStyle="sm" color="fg.muted">
      <Text as="span" fontWeight="medium" color="fg">
        {label}:{' '}
      </Text>
      {addresses.map(formatAddress).join(', ')}
    </Text>
  );
}

/** The whole mail with its actions; an unread mail is marked read as it opens. */
export function MailReader({
  mailId,
  folders,
  labels,
  mutations,
  onBack,
  onAnswer,
  onDelete,
}: MailReaderProps) {
  const { t, i18n } = useTranslation();
  const { data, error, refetch } = useQuery(MailDocument, { variables: { id: mailId } });
  const mail = data?.mail ?? null;

  // Opening an unread mail reads it, once per mail (marking it unread again keeps it unread).
  const marked = useRef<string | null>(null);
  useEffect(() => {
    if (!mail || marked.current === mail.id) return;
    marked.current = mail.id;
    if (mail.unread) void mutations.setFlags([mail.id], { unread: false });
  }, [mail, mutations]);

  const back = onBack ? (
    <IconButton variant="ghost" size="sm" aria-label={t('mail.actions.back')} onClick={onBack}>
      <LuArrowLeft />
    </IconButton>
  ) : null;

  if (!mail) {
    return (
      <Stack p="4" gap="3" aria-label={t('mail.reader.label')} role="region">
        {back}
        {error ? (
          <ErrorAlert retry={{ label: t('mail.actions.retry'), onRetry: () => void refetch() }}>
            {featureErrors(t, 'mail').explain(error)}
          </ErrorAlert>
        ) : (
          <Stack role="status" aria-busy="true" aria-label={t('mail.reader.loading')} gap="3">
            <Skeleton height="8" width="2/3" />
            <Skeleton height="4" width="1/2" />
            <Skeleton height="40" />
          </Stack>
        )}
      </Stack>
    );
  }

  const date = fullDate(mail.date, i18n.language);
  const labelsById = new Map(labels.map((label) => [label.id, label]));
  const carried = mail.labels.map((id) => labelsById.get(id)).filter((label) => label !== undefined);

  return (
    <Flex as="article" direction="column" height="full" minH="0" aria-labelledby={`mail-subject-${mail.id}`}>
      <Flex gap="1" px="3" py="2" borderBottomWidth="1px" wrap="wrap" justify="space-between">
        <HStack gap="0.5">
          {back}
          <IconButton
            variant="ghost"
            size="sm"
            aria-label={t('mail.actions.reply')}
            onClick={() => onAnswer('reply', mail)}
          >
            <LuReply />
          </IconButton>
          <IconButton
            variant="ghost"
            size="sm"
            aria-label={t('mail.actions.replyAll')}
            onClick={() => onAnswer('replyAll', mail)}
          >
            <LuReplyAll />
          </IconButton>
          <IconButton
            variant="ghost"
            size="sm"
            aria-label={t('mail.actions.forward')}
            onClick={() => onAnswer('forward', mail)}
          >
            <LuForward />
          </IconButton>
        </HStack>
        <HStack gap="0.5">
          <IconButton
            variant="ghost"
            size="sm"
            aria-label={t('mail.flags.starred')}
            aria-pressed={mail.starred}
            color={mail.starred ? 'orange.solid' : undefined}
            onClick={() => void mutations.setFlags([mail.id], { starred: !mail.starred })}
          >
            <LuStar fill={mail.starred ? 'currentColor' : 'none'} />
          </IconButton>
          <IconButton
            variant="ghost"
            size="sm"
            aria-label={t('mail.flags.important')}
            aria-pressed={mail.important}
            color={mail.important ? 'red.solid' : undefined}
            onClick={() => void mutations.setFlags([mail.id], { important: !mail.important })}
          >
            <LuFlag fill={mail.important ? 'currentColor' : 'none'} />
          </IconButton>
          <IconButton
            variant="ghost"
            size="sm"
            aria-label={t('mail.actions.markUnread')}
            onClick={() => void mutations.setFlags([mail.id], { unread: true })}
          >
            <LuMail />
          </IconButton>
          <LabelMenu
            labels={labels}
            applied={new Set(mail.labels)}
            onToggle={(labelId, on) => void mutations.label([mail.id], labelId, on)}
          />
          <MoveMenu
            folders={folders}
            current={mail.folderSlug}
            onMove={(slug) => void mutations.move([mail.id], slug)}
          />
          <IconButton
            variant="ghost"
            size="sm"
            colorPalette="red"
            aria-label={
              mail.folderSlug === 'trash' ? t('mail.actions.deleteForever') : t('mail.actions.delete')
            }
            onClick={() => onDelete([mail.id])}
          >
            <LuTrash2 />
          </IconButton>
        </HStack>
      </Flex>
      <Stack gap="4" p={{ base: '3', md: '5' }} overflowY="auto" flex="1" minH="0">
        <Stack gap="2">
          {/* What people wrote (subject, names, text, label titles) is theirs: never translated (plain elements:
              on Chakra's components `translate` is the CSS property). */}
          <Heading as="h2" size="lg" id={`mail-subject-${mail.id}`}>
            <span translate={mail.subject ? 'no' : undefined}>
              {mail.subject || t('mail.list.noSubject')}
            </span>
          </Heading>
          {carried.length > 0 ? (
            <HStack gap="1" flexWrap="wrap">
              {carried.map((label) => (
                <Badge key={label.id} variant="subtle" colorPalette={labelPalette(label.color)}>
                  <span translate="no">{label.title}</span>
                </Badge>
              ))}
            </HStack>
          ) : null}
        </Stack>
        <Flex gap="3" align="flex-start">
          <UserAvatar name={mail.from.name} src={mail.from.avatar} />
          <Stack gap="0.5" flex="1" minW="0">
            <Flex gap="2" wrap="wrap" align="baseline">
              <Text fontWeight="semibold">
                <span translate="no">{mail.from.name}</span>
              </Text>
              <Text textStyle="sm" color="fg.muted">
                {mail.from.email}
              </Text>
              <Box flex="1" />
              <Text asChild textStyle="sm" color="fg.muted">
                <time dateTime={mail.date} title={date.relative}>
                  {date.absolute}
                </time>
              </Text>
            </Flex>
            <Addresses label={t('mail.reader.to')} addresses={mail.to} />
            <Addresses label={t('mail.reader.cc')} addresses={mail.cc} />
            <Addresses label={t('mail.reader.bcc')} addresses={mail.bcc} />
          </Stack>
        </Flex>
        <div translate={mail.content ? 'no' : undefined}>
          <RichTextView html={mail.content} emptyText={t('mail.reader.noContent')} />
        </div>
        <MailAttachments attachments={mail.attachments} />
      </Stack>
    </Flex>
  );
}

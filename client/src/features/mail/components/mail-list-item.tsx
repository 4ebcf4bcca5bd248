import { Badge, Box, Checkbox, Flex, HStack, IconButton, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { LuFlag, LuPaperclip, LuStar } from 'react-icons/lu';
import type { MailLabelFieldsFragment } from '../../../generated/graphql';
import { UserAvatar } from '../../../components/ui/user-avatar';
import type { MailRow } from '../mail-cache';
import { listDate } from '../mail-dates';
import { labelPalette } from '../mail-look';

interface MailListItemProps {
  mail: MailRow;
  language: string;
  labelsById: ReadonlyMap<string, MailLabelFieldsFragment>;
  /** Sent and drafts show the recipients rather than the sender. */
  showRecipients: boolean;
  checked: boolean;
  active: boolean;
  onCheck: (id: string, checked: boolean) => void;
  onOpen: (mail: MailRow) => void;
  onStar: (mail: MailRow) => void;
  onImportant: (mail: MailRow) => void;
}

/** One row of the list: select, star, important, the sender, subject and snippet, date, files and labels. */
export const MailListItem = memo(function MailListItem({
  mail,
  language,
  labelsById,
  showRecipients,
  checked,
  active,
  onCheck,
  onOpen,
  onStar,
  onImportant,
}: MailListItemProps) {
  const { t } = useTranslation();
  const subject = mail.subject || t('mail.list.noSubject');
  const person = showRecipients ? (mail.to[0] ?? mail.from) : mail.from;
  const who = showRecipients
    ? t('mail.list.to', { names: mail.to.map((address) => address.name).join(', ') || '—' })
    : mail.from.name;
  const labels = mail.labels.map((id) => labelsById.get(id)).filter((label) => label !== undefined);
  const weight = mail.unread ? 'bold' : 'normal';

  return (
    <Flex
      as="li"
      data-mail-id={mail.id}
      align="flex-start"
      gap="2"
      px="3"
      py="2.5"
      borderBottomWidth="1px"
      bg={active ? 'colorPalette.subtle' : mail.unread ? 'bg.panel' : 'bg.subtle'}
      colorPalette="blue"
      _hover={{ bg: active ? 'colorPalette.subtle' : 'bg.muted' }}
    >
      <HStack gap="0" flexShrink="0">
        <Checkbox.Root
          size="sm"
          p="2"
          checked={checked}
          onCheckedChange={(details) => onCheck(mail.id, details.checked === true)}
        >
          {/* Named "Select the mail" and its subject, read from the subject line below (not copied). */}
          <Checkbox.HiddenInput aria-labelledby={`mail-select-${mail.id} mail-subject-line-${mail.id}`} />
          <Text as="span" srOnly id={`mail-select-${mail.id}`}>
            {t('mail.list.select')}
          </Text>
          <Checkbox.Control />
        </Checkbox.Root>
        <IconButton
          size="xs"
          variant="ghost"
          aria-label={t('mail.flags.starred')}
          aria-pressed={mail.starred}
          color={mail.starred ? 'orange.solid' : 'fg.subtle'}
          onClick={() => onStar(mail)}
        >
          <LuStar fill={mail.starred ? 'currentColor' : 'none'} />
        </IconButton>
        <IconButton
          size="xs"
          variant="ghost"
          aria-label={t('mail.flags.important')}
          aria-pressed={mail.important}
          color={mail.important ? 'red.solid' : 'fg.subtle'}
          onClick={() => onImportant(mail)}
        >
          <LuFlag fill={mail.important ? 'currentColor' : 'none'} />
        </IconButton>
      </HStack>
      <UserAvatar name={person.name} src={person.avatar} size="sm" display={{ base: 'none', sm: 'flex' }} />
      <Box
        as="button"
        flex="1"
        minW="0"
        textAlign="start"
        cursor="pointer"
        aria-current={active ? 'true' : undefined}
        onClick={() => onOpen(mail)}
        focusRingColor="colorPalette.focusRing"
      >
        <Flex gap="2" align="baseline">
          <Text flex="1" truncate fontWeight={weight} textStyle="sm">
            {mail.folderSlug === 'drafts' ? (
              <Text as="span" color="red.fg" me="1">
                {t('mail.list.draft')}
              </Text>
            ) : null}
            <span translate={showRecipients ? undefined : 'no'}>{who}</span>
          </Text>
          {mail.attachments.length > 0 ? (
            <Box as="span" color="fg.muted" title={t('mail.list.attachments')}>
              <LuPaperclip aria-label={t('mail.list.attachments')} role="img" />
            </Box>
          ) : null}
          <Text
            asChild
            textStyle="xs"
            color={mail.unread ? 'fg' : 'fg.muted'}
            fontWeight={weight}
            flexShrink="0"
          >
            <time dateTime={mail.date}>{listDate(mail.date, language)}</time>
          </Text>
        </Flex>
        {/* What people wrote (names, subjects, texts, label titles) is theirs, not the interface's: plain spans
            marked translate="no" (on Chakra's components `translate` is the CSS property). */}
        <Text id={`mail-subject-line-${mail.id}`} truncate textStyle="sm" fontWeight={weight}>
          <span translate={mail.subject ? 'no' : undefined}>{subject}</span>
        </Text>
        <Text truncate textStyle="xs" color="fg.muted">
          <span translate="no">{mail.snippet}</span>
        </Text>
        {labels.length > 0 ? (
          <HStack gap="1" mt="1" flexWrap="wrap">
            {labels.map((label) => (
              <Badge key={label.id} size="xs" variant="subtle" colorPalette={labelPalette(label.color)}>
                <span translate="no">{label.title}</span>
              </Badge>
            ))}
          </HStack>
        ) : null}
      </Box>
    </Flex>
  );
});

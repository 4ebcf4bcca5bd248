import { HStack, IconButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuFlag, LuMail, LuMailOpen, LuStar, LuTrash2 } from 'react-icons/lu';
import type { MailFolderFieldsFragment, MailLabelFieldsFragment } from '../../../generated/graphql';
import type { MailMutations } from '../hooks/use-mail-mutations';
import type { MailRow } from '../mail-cache';
import { LabelMenu, MoveMenu } from './mail-action-menus';

interface MailBulkActionsProps {
  mails: readonly MailRow[];
  folders: readonly MailFolderFieldsFragment[];
  labels: readonly MailLabelFieldsFragment[];
  mutations: MailMutations;
  /** Deletes (to Trash, or forever from Trash) the mails of `ids`. */
  onDelete: (ids: string[]) => void;
  size?: 'xs' | 'sm';
}

/** The labels every one of `mails` carries. */
export function sharedLabels(mails: readonly Pick<MailRow, 'labels'>[]): Set<string> {
  const [first, ...rest] = mails;
  if (!first) return new Set();
  return new Set(first.labels.filter((id) => rest.every((mail) => mail.labels.includes(id))));
}

/** The folder all of `mails` sit in, or null when they are in several. */
export function sharedFolder(mails: readonly Pick<MailRow, 'folderSlug'>[]): string | null {
  const slugs = new Set(mails.map((mail) => mail.folderSlug));
  return slugs.size === 1 ? ([...slugs][0] ?? null) : null;
}

/** What can be done to the chosen mails at once: read, unread, star, important, label, move, delete. */
export function MailBulkActions({
  mails,
  folders,
  labels,
  mutations,
  onDelete,
  size = 'sm',
}: MailBulkActionsProps) {
  const { t } = useTranslation();
  const ids = mails.map((mail) => mail.id);
  const allStarred = mails.every((mail) => mail.starred);
  const allImportant = mails.every((mail) => mail.important);
  const folder = sharedFolder(mails);
  return (
    <HStack gap="0.5" flexWrap="wrap">
      <IconButton
        size={size}
        variant="ghost"
        aria-label={t('mail.actions.markRead')}
        onClick={() => void mutations.setFlags(ids, { unread: false })}
      >
        <LuMailOpen />
      </IconButton>
      <IconButton
        size={size}
        variant="ghost"
        aria-label={t('mail.actions.markUnread')}
        onClick={() => void mutations.setFlags(ids, { unread: true })}
      >
        <LuMail />
      </IconButton>
      <IconButton
        size={size}
        variant="ghost"
        aria-label={allStarred ? t('mail.actions.unstar') : t('mail.actions.star')}
        onClick={() => void mutations.setFlags(ids, { starred: !allStarred })}
      >
        <LuStar fill={allStarred ? 'currentColor' : 'none'} />
      </IconButton>
      <IconButton
        size={size}
        variant="ghost"
        aria-label={allImportant ? t('mail.actions.notImportant') : t('mail.actions.important')}
        onClick={() => void mutations.setFlags(ids, { important: !allImportant })}
      >
        <LuFlag fill={allImportant ? 'currentColor' : 'none'} />
      </IconButton>
      <LabelMenu
        size={size}
        labels={labels}
        applied={sharedLabels(mails)}
        onToggle={(labelId, on) => void mutations.label(ids, labelId, on)}
      />
      <MoveMenu
        size={size}
        folders={folders}
        current={folder}
        onMove={(slug) => void mutations.move(ids, slug)}
      />
      <IconButton
        size={size}
        variant="ghost"
        colorPalette="red"
        aria-label={folder === 'trash' ? t('mail.actions.deleteForever') : t('mail.actions.delete')}
        onClick={() => onDelete(ids)}
      >
        <LuTrash2 />
      </IconButton>
    </HStack>
  );
}

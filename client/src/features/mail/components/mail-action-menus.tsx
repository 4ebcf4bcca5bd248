import { Box, IconButton, Menu, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuFolderInput, LuTag } from 'react-icons/lu';
import type { MailFolderFieldsFragment, MailLabelFieldsFragment } from '../../../generated/graphql';
import { labelPalette, listIcon } from '../mail-look';

interface LabelMenuProps {
  labels: readonly MailLabelFieldsFragment[];
  /** The label ids every chosen mail carries (checked in the menu). */
  applied: ReadonlySet<string>;
  onToggle: (labelId: string, on: boolean) => void;
  size?: 'xs' | 'sm';
}

/** Puts a label on the chosen mails, or takes it off when they all carry it. */
export function LabelMenu({ labels, applied, onToggle, size = 'sm' }: LabelMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} closeOnSelect={false}>
      <Menu.Trigger asChild>
        <IconButton
          variant="ghost"
          size={size}
          aria-label={t('mail.actions.label')}
          disabled={labels.length === 0}
        >
          <LuTag />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {labels.map((label) => (
              <Menu.CheckboxItem
                key={label.id}
                value={label.id}
                checked={applied.has(label.id)}
                onCheckedChange={(checked) => onToggle(label.id, checked)}
              >
                <Box
                  aria-hidden="true"
                  boxSize="2.5"
                  rounded="full"
                  colorPalette={labelPalette(label.color)}
                  bg="colorPalette.solid"
                />
                {label.title}
                <Menu.ItemIndicator />
              </Menu.CheckboxItem>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

interface MoveMenuProps {
  folders: readonly MailFolderFieldsFragment[];
  /** The folder the mails sit in (not offered). */
  current: string | null;
  onMove: (folderSlug: string) => void;
  size?: 'xs' | 'sm';
}

/** Moves the chosen mails to another folder (drafts are made, never moved to). */
export function MoveMenu({ folders, current, onMove, size = 'sm' }: MoveMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton variant="ghost" size={size} aria-label={t('mail.actions.move')}>
          <LuFolderInput />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {folders
              // Nothing becomes a draft, and a draft leaves Drafts only for Trash (the contract's rule).
              .filter((folder) =>
                current === 'drafts'
                  ? folder.slug === 'trash'
                  : folder.slug !== current && folder.slug !== 'drafts',
              )
              .map((folder) => {
                const Icon = listIcon(folder.slug);
                return (
                  <Menu.Item key={folder.id} value={folder.slug} onSelect={() => onMove(folder.slug)}>
                    <Icon aria-hidden="true" />
                    {folder.title}
                  </Menu.Item>
                );
              })}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

import { Button, Checkbox, Flex, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuCheck, LuPencil, LuTrash2, LuX } from 'react-icons/lu';
import { TAG_TITLE_MAX, type TagOption } from './tag-matching';
import type { RowMode } from './use-tags-editor';

export interface TagRowProps {
  tag: TagOption;
  checked: boolean;
  mode: RowMode;
  busy: boolean;
  canRename: boolean;
  canDelete: boolean;
  onToggle: (checked: boolean) => void;
  onStartRename: () => void;
  onRenameText: (title: string) => void;
  onRename: (title: string) => void;
  onStartDelete: () => void;
  onDelete: () => void;
  onCancel: () => void;
}

/** One tag of the popover: its checkbox and actions, its rename field, or its delete confirmation. */
export function TagRow(props: TagRowProps) {
  if (props.mode?.kind === 'rename') return <TagRenameRow {...props} title={props.mode.title} />;
  if (props.mode?.kind === 'confirmDelete') return <TagDeleteConfirmation {...props} />;
  return <TagCheckboxRow {...props} />;
}

function TagRenameRow({
  tag,
  title,
  busy,
  onRenameText,
  onRename,
  onCancel,
}: TagRowProps & { title: string }) {
  const { t } = useTranslation();
  return (
    <HStack gap="1" py="1">
      <Input
        size="sm"
        autoFocus
        value={title}
        maxLength={TAG_TITLE_MAX}
        aria-label={t('tags.renameField', { title: tag.title })}
        onChange={(event) => onRenameText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            onRename(title);
          }
        }}
      />
      <IconButton
        size="xs"
        variant="ghost"
        aria-label={t('tags.saveRename')}
        loading={busy}
        onClick={() => onRename(title)}
      >
        <LuCheck />
      </IconButton>
      <IconButton size="xs" variant="ghost" aria-label={t('tags.cancel')} onClick={onCancel}>
        <LuX />
      </IconButton>
    </HStack>
  );
}

function TagDeleteConfirmation({ tag, busy, onDelete, onCancel }: TagRowProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="2" py="2" px="1" role="group" aria-label={t('tags.deleteQuestion', { title: tag.title })}>
      <Text textStyle="sm">{t('tags.deleteQuestion', { title: tag.title })}</Text>
      <Text textStyle="xs" color="fg.muted">
        {t('tags.deleteHint')}
      </Text>
      <Flex gap="2" justify="flex-end">
        <Button size="xs" variant="outline" autoFocus onClick={onCancel}>
          {t('tags.cancel')}
        </Button>
        <Button size="xs" colorPalette="red" loading={busy} onClick={onDelete}>
          {t('tags.confirmDelete')}
        </Button>
      </Flex>
    </Stack>
  );
}

function TagCheckboxRow({
  tag,
  checked,
  busy,
  canRename,
  canDelete,
  onToggle,
  onStartRename,
  onStartDelete,
}: TagRowProps) {
  const { t } = useTranslation();
  const actions = [
    {
      show: canRename,
      label: t('tags.rename', { title: tag.title }),
      icon: <LuPencil />,
      onClick: onStartRename,
    },
    {
      show: canDelete,
      label: t('tags.delete', { title: tag.title }),
      icon: <LuTrash2 />,
      onClick: onStartDelete,
    },
  ];
  return (
    <HStack gap="1" py="0.5" px="1" rounded="l1" _hover={{ bg: 'bg.muted' }}>
      <Checkbox.Root
        size="sm"
        flex="1"
        minW="0"
        py="1"
        checked={checked}
        onCheckedChange={(details) => onToggle(details.checked === true)}
      >
        <Checkbox.HiddenInput data-tag-checkbox="" />
        <Checkbox.Control />
        <Checkbox.Label truncate>{tag.title}</Checkbox.Label>
      </Checkbox.Root>
      {actions.map((action) =>
        action.show ? (
          <IconButton
            key={action.label}
            size="2xs"
            variant="ghost"
            aria-label={action.label}
            disabled={busy}
            onClick={action.onClick}
          >
            {action.icon}
          </IconButton>
        ) : null,
      )}
    </HStack>
  );
}

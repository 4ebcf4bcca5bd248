import { Box, Button, Input, Popover, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { TAG_TITLE_MAX, type TagOption } from './tag-matching';
import { TagRow } from './tag-row';
import type { TagsEditorElements, TagsEditorState } from './use-tags-editor';

interface TagsPopoverBodyProps extends TagsEditorElements {
  editor: TagsEditorState;
  tags: readonly TagOption[];
  /** The popover's title for screen readers (the button's label). */
  title: string;
  canCreate: boolean;
  canRename: boolean;
  canDelete: boolean;
}

/** The popover: the filter (or new title), a checkbox per matching tag, "Create", and why a call failed. */
export function TagsPopoverBody({
  editor,
  filterRef,
  listRef,
  tags,
  title,
  canCreate,
  canRename,
  canDelete,
}: TagsPopoverBodyProps) {
  const { t } = useTranslation();
  const { filter, rowMode, busy } = editor;
  return (
    <Popover.Body p="3">
      <Stack gap="2">
        <Popover.Title srOnly>{title}</Popover.Title>
        <Input
          ref={filterRef}
          size="sm"
          value={filter}
          maxLength={TAG_TITLE_MAX}
          aria-label={canCreate ? t('tags.filterOrCreate') : t('tags.filter')}
          placeholder={canCreate ? t('tags.filterOrCreatePlaceholder') : t('tags.filterPlaceholder')}
          onChange={(event) => editor.setFilter(event.target.value)}
          onKeyDown={editor.onFilterKeyDown}
        />
        <Box
          ref={listRef}
          role="group"
          aria-label={t('tags.list')}
          maxH="64"
          overflowY="auto"
          onKeyDown={editor.onListKeyDown}
        >
          {editor.visible.length === 0 ? (
            <Text textStyle="sm" color="fg.muted" px="1" py="2">
              {tags.length === 0 ? t('tags.empty') : t('tags.noMatch', { query: filter.trim() })}
            </Text>
          ) : (
            editor.visible.map((tag) => (
              <TagRow
                key={tag.id}
                tag={tag}
                checked={editor.selected.has(tag.id)}
                mode={rowMode?.id === tag.id ? rowMode : null}
                busy={busy}
                canRename={canRename}
                canDelete={canDelete}
                onToggle={(checked) => editor.toggle(tag.id, checked)}
                onStartRename={() => editor.setRow({ kind: 'rename', id: tag.id, title: tag.title })}
                onRenameText={(text) => editor.setRenameText(tag.id, text)}
                onRename={(text) => void editor.rename(tag.id, text)}
                onStartDelete={() => editor.setRow({ kind: 'confirmDelete', id: tag.id })}
                onDelete={() => void editor.remove(tag.id)}
                onCancel={() => editor.setRow(null)}
              />
            ))
          )}
        </Box>
        {editor.creatable ? (
          <Button
            size="sm"
            variant="ghost"
            justifyContent="flex-start"
            loading={busy}
            onClick={() => void editor.create()}
          >
            <LuPlus aria-hidden="true" />
            <Text as="span" truncate>
              {t('tags.create', { title: filter.trim() })}
            </Text>
          </Button>
        ) : null}
        {editor.failure ? (
          <Text role="alert" textStyle="sm" color="fg.error">
            {editor.failure}
          </Text>
        ) : null}
      </Stack>
    </Popover.Body>
  );
}

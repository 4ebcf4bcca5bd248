/**
 * TagsEditor: the inline tags editor shared by the apps (contacts, tasks). It shows the selected tags as
 * chips and a button that opens a popover with a filter input, a checkbox per tag, "Create 'x'" when no
 * tag has exactly the typed title, rename in place and delete after an inline confirmation.
 *
 * Props
 * - `tags: readonly {id, title}[]`: every tag that may be picked, in the order to list them.
 * - `selectedIds: readonly string[]`: the ids the item carries, in its order.
 * - `onChange(ids: string[])`: the new selection (a box ticked or cleared, a chip removed, a tag created
 *   and added, a selected tag deleted). The editor keeps no copy of the selection.
 * - `onCreate?(title) => Promise<{id}>`: creates a tag; its id is then added to the selection. Without
 *   it, "Create" is not offered.
 * - `onRename?(id, title) => Promise<unknown>`: renames a tag. Without it, no rename buttons.
 * - `onDelete?(id) => Promise<unknown>`: deletes a tag everywhere; a selected one also leaves the
 *   selection through `onChange`. Without it, no delete buttons.
 * - `describeError?(error) => string`: the sentence shown when one of the three promises rejects
 *   (default: a generic one). The editor stays open and keeps what was typed.
 * - `readOnly?`: chips only, no button. `disabled?`: the button and chips cannot be used.
 * - `label?`: visible text and accessible name of the button (default "Tags" in the UI language).
 * - `size?: 'sm' | 'md'` (default 'sm').
 *
 * Keyboard: the filter has the focus when the popover opens; Enter ticks the tag with exactly that title
 * or creates it; ↓/↑ move between the filter and the tags; Space ticks; Escape leaves a rename or a
 * confirmation first, then closes the popover. Strings come from the "tags" locales (tags/locales).
 */
import { Button, Popover, Portal, Tag, Wrap } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuTag } from 'react-icons/lu';
import { selectedTags } from './tag-matching';
import { TagsPopoverBody } from './tags-popover-body';
import { useTagsEditor, type TagsEditorActions } from './use-tags-editor';

export type { TagOption } from './tag-matching';

export interface TagsEditorProps extends TagsEditorActions {
  readOnly?: boolean;
  disabled?: boolean;
  label?: string;
  size?: 'sm' | 'md';
}

export function TagsEditor({
  readOnly = false,
  disabled = false,
  label,
  size = 'sm',
  ...actions
}: TagsEditorProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const filterRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const editor = useTagsEditor(actions, { filterRef, listRef });
  const { tags, selectedIds, onCreate, onRename, onDelete } = actions;
  const buttonLabel = label ?? t('tags.label');

  return (
    <Wrap gap="1.5" align="center">
      {selectedTags(tags, selectedIds).map((tag) => (
        <Tag.Root key={tag.id} size={size} variant="surface" colorPalette="brand">
          <Tag.Label>{tag.title}</Tag.Label>
          {readOnly ? null : (
            <Tag.EndElement>
              <Tag.CloseTrigger
                aria-label={t('tags.removeFromItem', { title: tag.title })}
                disabled={disabled}
                onClick={() => editor.toggle(tag.id, false)}
              />
            </Tag.EndElement>
          )}
        </Tag.Root>
      ))}
      {readOnly ? null : (
        <Popover.Root
          open={open}
          onOpenChange={(details) => {
            setOpen(details.open);
            if (!details.open) editor.reset();
          }}
          onEscapeKeyDown={(event) => {
            // Escape leaves a rename or a confirmation first; the next one closes the popover.
            if (editor.rowMode) {
              event.preventDefault();
              editor.setRow(null);
            }
          }}
          initialFocusEl={() => filterRef.current}
          positioning={{ placement: 'bottom-start' }}
          lazyMount
          unmountOnExit
        >
          <Popover.Trigger asChild>
            <Button size="xs" variant="outline" disabled={disabled}>
              <LuTag aria-hidden="true" />
              {buttonLabel}
            </Button>
          </Popover.Trigger>
          <Portal>
            <Popover.Positioner>
              <Popover.Content w={{ base: 'calc(100vw - 2rem)', sm: '80' }}>
                <TagsPopoverBody
                  editor={editor}
                  filterRef={filterRef}
                  listRef={listRef}
                  tags={tags}
                  title={buttonLabel}
                  canCreate={onCreate !== undefined}
                  canRename={onRename !== undefined}
                  canDelete={onDelete !== undefined}
                />
              </Popover.Content>
            </Popover.Positioner>
          </Portal>
        </Popover.Root>
      )}
    </Wrap>
  );
}

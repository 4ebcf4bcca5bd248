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
import {
  Box,
  Button,
  Checkbox,
  Flex,
  HStack,
  IconButton,
  Input,
  Popover,
  Portal,
  Stack,
  Tag,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCheck, LuPencil, LuPlus, LuTag, LuTrash2, LuX } from 'react-icons/lu';
import {
  canCreateTag,
  filterTags,
  findTagByTitle,
  selectedTags,
  TAG_TITLE_MAX,
  toggleTagId,
  type TagOption,
} from './tag-matching';

export type { TagOption } from './tag-matching';

export interface TagsEditorProps {
  tags: readonly TagOption[];
  selectedIds: readonly string[];
  onChange: (ids: string[]) => void;
  onCreate?: (title: string) => Promise<{ id: string }>;
  onRename?: (id: string, title: string) => Promise<unknown>;
  onDelete?: (id: string) => Promise<unknown>;
  describeError?: (error: unknown) => string;
  readOnly?: boolean;
  disabled?: boolean;
  label?: string;
  size?: 'sm' | 'md';
}

/** What a row of the popover is doing besides showing its checkbox. */
type RowMode = { kind: 'rename'; id: string; title: string } | { kind: 'confirmDelete'; id: string } | null;

export function TagsEditor({
  tags,
  selectedIds,
  onChange,
  onCreate,
  onRename,
  onDelete,
  describeError,
  readOnly = false,
  disabled = false,
  label,
  size = 'sm',
}: TagsEditorProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const [rowMode, setRowMode] = useState<RowMode>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const filterRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);

  const chips = selectedTags(tags, selectedIds);
  const visible = filterTags(tags, filter, locale);
  const creatable = onCreate !== undefined && canCreateTag(tags, filter, locale);
  const selected = new Set(selectedIds);

  const reset = () => {
    setFilter('');
    setRowMode(null);
    setFailure(null);
  };

  // Runs one of the caller's promises; a rejection becomes the sentence under the list.
  const run = async (action: () => Promise<void>): Promise<boolean> => {
    setBusy(true);
    setFailure(null);
    try {
      await action();
      return true;
    } catch (error) {
      setFailure(describeError ? describeError(error) : t('tags.errors.generic'));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const toggle = (id: string, checked: boolean) => onChange(toggleTagId(selectedIds, id, checked));

  const create = async () => {
    if (!onCreate || !creatable || busy) return;
    const title = filter.trim();
    const done = await run(async () => {
      const created = await onCreate(title);
      onChange(toggleTagId(selectedIds, created.id, true));
    });
    if (done) {
      setFilter('');
      filterRef.current?.focus();
    }
  };

  const rename = async (id: string, title: string) => {
    const trimmed = title.trim();
    const current = tags.find((tag) => tag.id === id);
    if (!onRename || busy || !current) return;
    if (trimmed === '' || trimmed.length > TAG_TITLE_MAX) {
      setFailure(t('tags.errors.titleLength', { max: TAG_TITLE_MAX }));
      return;
    }
    if (trimmed === current.title) {
      setRowMode(null);
      return;
    }
    const done = await run(async () => {
      await onRename(id, trimmed);
    });
    if (done) setRowMode(null);
  };

  const remove = async (id: string) => {
    if (!onDelete || busy) return;
    const done = await run(async () => {
      await onDelete(id);
      if (selectedIds.includes(id)) onChange(toggleTagId(selectedIds, id, false));
    });
    if (done) {
      setRowMode(null);
      filterRef.current?.focus();
    }
  };

  const checkboxes = () =>
    Array.from(listRef.current?.querySelectorAll<HTMLInputElement>('input[data-tag-checkbox]') ?? []);

  const onFilterKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      const exact = findTagByTitle(tags, filter, locale);
      if (exact) toggle(exact.id, !selected.has(exact.id));
      else void create();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      checkboxes()[0]?.focus();
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const boxes = checkboxes();
    const index = boxes.indexOf(event.target as HTMLInputElement);
    if (index < 0) return;
    event.preventDefault();
    const next = index + (event.key === 'ArrowDown' ? 1 : -1);
    if (next < 0) filterRef.current?.focus();
    else boxes[Math.min(next, boxes.length - 1)]?.focus();
  };

  const buttonLabel = label ?? t('tags.label');

  return (
    <Wrap gap="1.5" align="center">
      {chips.map((tag) => (
        <Tag.Root key={tag.id} size={size} variant="surface" colorPalette="brand">
          <Tag.Label>{tag.title}</Tag.Label>
          {readOnly ? null : (
            <Tag.EndElement>
              <Tag.CloseTrigger
                aria-label={t('tags.removeFromItem', { title: tag.title })}
                disabled={disabled}
                onClick={() => toggle(tag.id, false)}
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
            if (!details.open) reset();
          }}
          onEscapeKeyDown={(event) => {
            // Escape leaves a rename or a confirmation first; the next one closes the popover.
            if (rowMode) {
              event.preventDefault();
              setRowMode(null);
              setFailure(null);
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
                <Popover.Body p="3">
                  <Stack gap="2">
                    <Popover.Title srOnly>{buttonLabel}</Popover.Title>
                    <Input
                      ref={filterRef}
                      size="sm"
                      value={filter}
                      maxLength={TAG_TITLE_MAX}
                      aria-label={onCreate ? t('tags.filterOrCreate') : t('tags.filter')}
                      placeholder={
                        onCreate ? t('tags.filterOrCreatePlaceholder') : t('tags.filterPlaceholder')
                      }
                      onChange={(event) => {
                        setFilter(event.target.value);
                        setFailure(null);
                      }}
                      onKeyDown={onFilterKeyDown}
                    />
                    <Box
                      ref={listRef}
                      role="group"
                      aria-label={t('tags.list')}
                      maxH="64"
                      overflowY="auto"
                      onKeyDown={onListKeyDown}
                    >
                      {visible.length === 0 ? (
                        <Text textStyle="sm" color="fg.muted" px="1" py="2">
                          {tags.length === 0 ? t('tags.empty') : t('tags.noMatch', { query: filter.trim() })}
                        </Text>
                      ) : (
                        visible.map((tag) => (
                          <TagRow
                            key={tag.id}
                            tag={tag}
                            checked={selected.has(tag.id)}
                            mode={rowMode?.id === tag.id ? rowMode : null}
                            busy={busy}
                            canRename={onRename !== undefined}
                            canDelete={onDelete !== undefined}
                            onToggle={(checked) => toggle(tag.id, checked)}
                            onStartRename={() => {
                              setFailure(null);
                              setRowMode({ kind: 'rename', id: tag.id, title: tag.title });
                            }}
                            onRenameText={(title) => setRowMode({ kind: 'rename', id: tag.id, title })}
                            onRename={(title) => void rename(tag.id, title)}
                            onStartDelete={() => {
                              setFailure(null);
                              setRowMode({ kind: 'confirmDelete', id: tag.id });
                            }}
                            onDelete={() => void remove(tag.id)}
                            onCancel={() => {
                              setRowMode(null);
                              setFailure(null);
                            }}
                          />
                        ))
                      )}
                    </Box>
                    {creatable ? (
                      <Button
                        size="sm"
                        variant="ghost"
                        justifyContent="flex-start"
                        loading={busy}
                        onClick={() => void create()}
                      >
                        <LuPlus aria-hidden="true" />
                        <Text as="span" truncate>
                          {t('tags.create', { title: filter.trim() })}
                        </Text>
                      </Button>
                    ) : null}
                    {failure ? (
                      <Text role="alert" textStyle="sm" color="fg.error">
                        {failure}
                      </Text>
                    ) : null}
                  </Stack>
                </Popover.Body>
              </Popover.Content>
            </Popover.Positioner>
          </Portal>
        </Popover.Root>
      )}
    </Wrap>
  );
}

interface TagRowProps {
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
function TagRow({
  tag,
  checked,
  mode,
  busy,
  canRename,
  canDelete,
  onToggle,
  onStartRename,
  onRenameText,
  onRename,
  onStartDelete,
  onDelete,
  onCancel,
}: TagRowProps) {
  const { t } = useTranslation();

  if (mode?.kind === 'rename') {
    return (
      <HStack gap="1" py="1">
        <Input
          size="sm"
          autoFocus
          value={mode.title}
          maxLength={TAG_TITLE_MAX}
          aria-label={t('tags.renameField', { title: tag.title })}
          onChange={(event) => onRenameText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              onRename(mode.title);
            }
          }}
        />
        <IconButton
          size="xs"
          variant="ghost"
          aria-label={t('tags.saveRename')}
          loading={busy}
          onClick={() => onRename(mode.title)}
        >
          <LuCheck />
        </IconButton>
        <IconButton size="xs" variant="ghost" aria-label={t('tags.cancel')} onClick={onCancel}>
          <LuX />
        </IconButton>
      </HStack>
    );
  }

  if (mode?.kind === 'confirmDelete') {
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
      {[
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
      ].map((action) =>
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
